// Display templates (a model's `display`) name the row's own fields, `{name}`, or a field of the
// object a foreign key points at, `{tunnel.name}` (NetBox's `f'{self.tunnel}: Termination {self.pk}'`).
import type { ModelDef } from '../registry/types.js'
import { getModel } from './models.js'
import { q, readExpr } from './sql.js'

/** `{name}` or `{fk.name}`, as in a display template. */
export const DISPLAY_PLACEHOLDER = /\{(\w+(?:\.\w+)?)\}/g

/**
 * The SQL value of a placeholder `fk.name` on the row `alias` of m: a scalar subquery, so that it
 * works wherever a column does (a list, a nested object, a JSON element). Undefined for `name`.
 */
export function relatedDisplayExpr(m: ModelDef, name: string, alias: string): string | undefined {
  const dot = name.indexOf('.')
  if (dot < 0) return undefined
  const fk = m.fields.find((x) => x.name === name.slice(0, dot))
  if (fk?.kind !== 'fk') return undefined
  const target = getModel(fk.target)
  const f = target.fields.find((x) => x.name === name.slice(dot + 1))
  if (!f) return undefined
  return `(SELECT ${readExpr('dsp', f)} FROM ${q(target.table)} dsp WHERE dsp.id = ${alias}.${q(fk.column)})`
}

// One row of a model, read for a custom action on it (a rack's elevation, a choice set's choices):
// the caller must be allowed to view the model, and the row must be one its object permissions let it see;
// otherwise NetBox's 404. Returns the row's id and the asked columns.
import { notFound } from '../engine/errors.js'
import { Conditions } from '../engine/filter-core.js'
import { q } from '../engine/sql.js'
import type { ModelDef } from '../registry/types.js'
import type { OpContext } from './context.js'
import { parseId } from './input.js'

export async function visibleRow<T extends Record<string, unknown>>(ctx: OpContext, m: ModelDef, rawId: string | number, columns: Array<keyof T & string>): Promise<{ id: number; row: T }> {
  await ctx.access.require(m, 'view')
  const restrict = await ctx.access.restrict(m, 'view')
  const id = parseId(m, rawId)
  const c = new Conditions(1)
  restrict?.(c)
  const [row] = await ctx.db.query<T>(
    `SELECT ${columns.map((n) => `t.${q(n)}`).join(', ')} FROM ${q(m.table)} t WHERE t.id = $1${c.where.map((w) => ` AND ${w}`).join('')}`,
    [id, ...c.params],
  )
  if (!row) throw notFound(m)
  return { id, row }
}

// The snapshot form of objects, for change records and webhook `snapshots`: every stored field,
// related objects as ids, choices as plain values, many-to-many as id lists (tags as sorted names),
// never secrets. Compiled once per model, fetched in one query for any number of objects.
import type { Queryable } from '../db/types.js'
import type { ModelDef } from '../registry/types.js'
import { getModel, ownsColumn } from './models.js'
import { isoTimestamp, q, readExpr } from './sql.js'

export type Snapshot = Record<string, unknown>

interface Compiled {
  sql: string
  keys: string[]
}

const cache = new Map<string, Compiled>()

function compile(m: ModelDef): Compiled {
  const cols: string[] = ['t.id']
  const keys: string[] = []
  for (const f of m.fields) {
    if (!ownsColumn(m, f) || f.writeOnly) continue
    switch (f.kind) {
      case 'token_key':
      case 'count':
      case 'derived':
      case 'const':
      case 'reverse_one':
      case 'reverse_many':
      case 'peers':
      case 'connected':
      case 'object':
        continue
      case 'children': {
        // A snapshot lists the attached objects as [type, id] pairs.
        const child = getModel(f.target)
        const via = child.fields.find((x) => x.name === f.via)!
        const g = child.fields.find((x) => x.name === f.generic)!
        const tc = g.kind === 'generic' ? g.typeColumn : g.column
        const ic = g.kind === 'generic' ? g.idColumn : g.column
        const fixed = Object.entries(f.fixed).map(([n, v]) => ` AND c.${q(child.fields.find((x) => x.name === n)?.column ?? n)} = '${v.replace(/'/g, "''")}'`)
        cols.push(
          `(SELECT coalesce(json_agg(json_build_array(c.${q(tc)}, c.${q(ic)}) ORDER BY c.id), '[]'::json) FROM ${q(child.table)} c WHERE c.${q(via.column)} = t.id${fixed.join('')})`,
        )
        break
      }
      case 'generic':
        cols.push(`t.${q(f.typeColumn)}`, `t.${q(f.idColumn)}`)
        keys.push(f.typeField, f.idField)
        continue
      case 'fk':
      case 'choice':
        cols.push(`t.${q(f.column)}`)
        break
      case 'm2m': {
        const target = getModel(f.target)
        cols.push(
          f.name === 'tags'
            ? `(SELECT coalesce(json_agg(x.name ORDER BY x.name), '[]'::json) FROM ${q(f.through)} jt JOIN ${q(target.table)} x ON x.id = jt.${q(f.targetColumn)} WHERE jt.${q(f.sourceColumn)} = t.id)`
            : `(SELECT coalesce(json_agg(jt.${q(f.targetColumn)} ORDER BY jt.${q(f.targetColumn)}), '[]'::json) FROM ${q(f.through)} jt WHERE jt.${q(f.sourceColumn)} = t.id)`,
        )
        break
      }
      default:
        cols.push(readExpr('t', f))
    }
    keys.push(f.name)
  }
  if (m.customFields) {
    cols.push('t.custom_field_data')
    keys.push('custom_fields')
  }
  cols.push(isoTimestamp('t.created'))
  keys.push('created')
  if (m.lastUpdated) {
    cols.push(isoTimestamp('t.last_updated'))
    keys.push('last_updated')
  }
  return { sql: `SELECT ${cols.join(', ')} FROM ${q(m.table)} t WHERE t.id = ANY($1::int[])`, keys }
}

/** Snapshots of the given objects, by id (missing ids are simply absent). */
export async function snapshots(db: Queryable, m: ModelDef, ids: number[]): Promise<Map<number, Snapshot>> {
  const out = new Map<number, Snapshot>()
  if (!ids.length) return out
  let c = cache.get(m.key)
  if (!c) cache.set(m.key, (c = compile(m)))
  const rows = await db.rows(c.sql, [ids])
  for (const r of rows) {
    const o: Snapshot = {}
    for (let i = 0; i < c.keys.length; i++) o[c.keys[i]] = r[i + 1] ?? null
    out.set(Number(r[0]), o)
  }
  return out
}

// Rendered configuration context of devices and virtual machines (models with `configContext`):
// every active config context whose assignment lists all match the object (an empty list matches
// everything), deep-merged in order of weight then name, then the object's local_context_data on
// top. One query for a whole page; the merge runs here.
import type { Queryable } from '../db/types.js'
import type { FkField, M2mField, ModelDef } from '../registry/types.js'
import { findModel } from './models.js'
import { q } from './sql.js'

const CONTEXT = 'extras.configcontext'

/**
 * How an object reaches the model of each assignment list: a path of foreign keys from the object
 * (`site` then the site's `region`). A path the object's model lacks means "no value": only
 * contexts that leave that list empty match (a VM has no device type).
 */
const PATHS: Record<string, string[]> = {
  regions: ['site', 'region'],
  site_groups: ['site', 'group'],
  sites: ['site'],
  locations: ['location'],
  device_types: ['device_type'],
  roles: ['role'],
  platforms: ['platform'],
  cluster_types: ['cluster', 'type'],
  cluster_groups: ['cluster', 'group'],
  clusters: ['cluster'],
  tenant_groups: ['tenant', 'group'],
  tenants: ['tenant'],
}

const fkOf = (m: ModelDef, name: string) => m.fields.find((f): f is FkField => f.kind === 'fk' && f.name === name)

/** SQL for the id the path reaches from row `t`, or NULL when the model has no such path. */
function pathExpr(m: ModelDef, path: string[]): string {
  let model = m
  let expr = ''
  for (const [i, step] of path.entries()) {
    const f = fkOf(model, step)
    if (!f) return 'NULL::int'
    expr = i === 0 ? `t.${q(f.column)}` : `(SELECT x${i}.${q(f.column)} FROM ${q(model.table)} x${i} WHERE x${i}.id = ${expr})`
    model = findModel(f.target)!
  }
  return expr
}

/** The ids an assignment list is matched against: the object's node, and its ancestors in a tree. */
function idsExpr(m: ModelDef, list: M2mField): string {
  const path = PATHS[list.name]
  if (list.name === 'tags') {
    const tags = m.fields.find((f): f is M2mField => f.kind === 'm2m' && f.name === 'tags')
    return tags ? `ARRAY(SELECT target_id FROM ${q(tags.through)} WHERE source_id = t.id)` : `'{}'::int[]`
  }
  if (!path) return `'{}'::int[]`
  const node = pathExpr(m, path)
  const target = findModel(list.target)!
  const parent = fkOf(target, 'parent')
  if (!parent || parent.target !== target.key) return `ARRAY[${node}]`
  const tbl = q(target.table)
  const col = q(parent.column)
  return (
    `ARRAY(WITH RECURSIVE anc(id, up) AS (SELECT id, ${col} FROM ${tbl} WHERE id = ${node} ` +
    `UNION ALL SELECT p.id, p.${col} FROM ${tbl} p JOIN anc ON p.id = anc.up) SELECT id FROM anc)`
  )
}

const sqlCache = new Map<string, string>()

function contextSql(m: ModelDef): string | undefined {
  const cc = findModel(CONTEXT)
  if (!cc) return undefined
  let sql = sqlCache.get(m.key)
  if (sql) return sql
  const lists = cc.fields.filter((f): f is M2mField => f.kind === 'm2m')
  // Both sides are materialised once (objects of the page, active contexts with their lists as
  // arrays), so matching a pair is array arithmetic, not a subquery per pair.
  const objCols = lists.map((l, i) => `${idsExpr(m, l)} AS a${i}`)
  const ctxCols = lists.map((l, i) => `ARRAY(SELECT j.target_id FROM ${q(l.through)} j WHERE j.source_id = cc.id) AS l${i}`)
  const conds = lists.map((_, i) => `(cardinality(c.l${i}) = 0 OR c.l${i} && o.a${i})`)
  sql =
    `WITH o AS MATERIALIZED (SELECT t.id${objCols.map((x) => `, ${x}`).join('')} FROM ${q(m.table)} t WHERE t.id = ANY($1::int[])), ` +
    `c AS MATERIALIZED (SELECT cc.id, cc.weight, cc.name, cc.data${ctxCols.map((x) => `, ${x}`).join('')} FROM ${q(cc.table)} cc WHERE cc.is_active) ` +
    `SELECT o.id, c.data FROM o JOIN c ON ${conds.join(' AND ')} ` +
    `ORDER BY o.id, c.weight, c.name, c.id`
  sqlCache.set(m.key, sql)
  return sql
}

const isDict = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** NetBox's deepmerge: dictionaries merge key by key, anything else is replaced by the newer value. */
export function deepMerge(into: Record<string, unknown>, from: unknown): Record<string, unknown> {
  if (!isDict(from)) return into
  for (const [k, v] of Object.entries(from)) into[k] = isDict(v) && isDict(into[k]) ? deepMerge({ ...(into[k] as Record<string, unknown>) }, v) : v
  return into
}

function parsed(v: unknown): unknown {
  if (typeof v !== 'string') return v
  try {
    return JSON.parse(v)
  } catch {
    return v
  }
}

/** Sets `config_context` on each object of a page (full representations of m) in place. */
export async function renderConfigContexts(db: Queryable, m: ModelDef, objects: unknown[]): Promise<void> {
  const objs = (objects as Array<Record<string, unknown> | null>).filter((o): o is Record<string, unknown> => !!o && 'config_context' in o)
  if (!objs.length) return
  const sql = contextSql(m)
  const byId = new Map<number, Record<string, unknown>>()
  if (sql) {
    const rows = await db.rows(sql, [objs.map((o) => o.id as number)])
    for (const [id, data] of rows) {
      const key = Number(id)
      byId.set(key, deepMerge(byId.get(key) ?? {}, parsed(data)))
    }
  }
  for (const o of objs) o.config_context = deepMerge(byId.get(o.id as number) ?? {}, o.local_context_data)
}

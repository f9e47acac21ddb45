// Rendered configuration context of devices and virtual machines (models with `configContext`):
// every active config context whose assignment lists all match the object (an empty list matches
// everything), deep-merged in order of weight then name, then the object's local_context_data on
// top. Matched inside the page's own statement (select.ts); the merge runs here.
import type { FkField, M2mField, ModelDef } from '../registry/types.js'
import { findModel, treeParentColumn } from './models.js'
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

/** The ids an assignment list is matched against: the object's node (or its tags). */
function idsExpr(m: ModelDef, list: M2mField): string {
  const path = PATHS[list.name]
  if (list.name === 'tags') {
    const tags = m.fields.find((f): f is M2mField => f.kind === 'm2m' && f.name === 'tags')
    return tags ? `ARRAY(SELECT target_id FROM ${q(tags.through)} WHERE source_id = t.id)` : `'{}'::int[]`
  }
  if (!path) return `'{}'::int[]`
  return `ARRAY[${pathExpr(m, path)}]`
}

/**
 * A context's assignment list as ids. On a tree (regions, site groups, locations, roles, platforms,
 * tenant groups) the list holds the assigned nodes and all their descendants, so an object matches
 * when its own node is in it: the same as NetBox's "the object's node or an ancestor is assigned",
 * but walked once per context per statement instead of once per row.
 */
function listExpr(list: M2mField): string {
  const assigned = `SELECT j.target_id FROM ${q(list.through)} j WHERE j.source_id = cc.id`
  const target = findModel(list.target)!
  if (!target.tree) return `ARRAY(${assigned})`
  const tbl = q(target.table)
  const parent = treeParentColumn(target)
  // UNION, not UNION ALL: a node reached twice (two assigned nodes on one branch) is walked once.
  // An empty list (most of them) is not walked at all: CASE runs the walk only when it is needed.
  const walk = `ARRAY(WITH RECURSIVE d(id) AS (SELECT unnest(s.a) UNION SELECT p.id FROM ${tbl} p JOIN d ON p.${q(parent)} = d.id) SELECT id FROM d)`
  return `(SELECT CASE WHEN cardinality(s.a) = 0 THEN s.a ELSE ${walk} END FROM (SELECT ARRAY(${assigned}) AS a) s)`
}

/** What the page statement of a model with config contexts adds (see select.ts). */
export interface ContextParts {
  /** A WITH entry: the active contexts, each assignment list as an array of ids (once per statement). */
  cte: string
  /** A LATERAL join on row `t`: the ids each list is matched against (once per row). */
  join: string
  /** A column: the data of the contexts matching row `t`, as a JSON array in order of weight, then name. */
  column: string
}

const partsCache = new Map<string, ContextParts | null>()

/**
 * The config contexts of a page are matched inside its one statement: both sides as arrays, so a
 * (row, context) pair is array arithmetic, not a subquery per pair.
 */
export function contextParts(m: ModelDef): ContextParts | undefined {
  let parts = partsCache.get(m.key)
  if (parts === undefined) {
    const cc = findModel(CONTEXT)
    if (!cc) parts = null
    else {
      const lists = cc.fields.filter((f): f is M2mField => f.kind === 'm2m')
      const ctxCols = lists.map((l, i) => `${listExpr(l)} AS l${i}`)
      const objCols = lists.map((l, i) => `${idsExpr(m, l)} AS a${i}`)
      const conds = lists.map((_, i) => `(cardinality(ctx.l${i}) = 0 OR ctx.l${i} && ctx_o.a${i})`)
      parts = {
        cte: `ctx AS MATERIALIZED (SELECT cc.id, cc.weight, cc.name, cc.data${ctxCols.map((x) => `, ${x}`).join('')} FROM ${q(cc.table)} cc WHERE cc.is_active)`,
        join: `LEFT JOIN LATERAL (SELECT ${objCols.join(', ')}) ctx_o ON true`,
        column: `(SELECT coalesce(json_agg(ctx.data ORDER BY ctx.weight, ctx.name, ctx.id), '[]'::json) FROM ctx WHERE ${conds.join(' AND ')})`,
      }
    }
    partsCache.set(m.key, parts)
  }
  return parts ?? undefined
}

const isDict = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)

/** NetBox's deepmerge: dictionaries merge key by key, anything else is replaced by the newer value. */
export function deepMerge(into: Record<string, unknown>, from: unknown): Record<string, unknown> {
  if (!isDict(from)) return into
  for (const [k, v] of Object.entries(from)) into[k] = isDict(v) && isDict(into[k]) ? deepMerge({ ...(into[k] as Record<string, unknown>) }, v) : v
  return into
}

/** The rendered context: the matching contexts' data merged in order, the object's local context data on top. */
export function renderedContext(contexts: unknown, local: unknown): Record<string, unknown> {
  const into: Record<string, unknown> = {}
  if (Array.isArray(contexts)) for (const data of contexts) deepMerge(into, data)
  return deepMerge(into, local)
}

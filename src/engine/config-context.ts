// Rendered configuration context of devices and virtual machines (models with `configContext`):
// every active config context whose assignment lists all match the object (an empty list matches
// everything), deep-merged in order of weight then name, then the object's local_context_data on
// top.
//
// The active contexts are few and change seldom, so each process keeps them, their assignment
// lists already resolved to id sets, and matches rows here. The page's own statement reads, beside
// each row's ids, the generation of core_cache_generation (bumped by triggers in any transaction
// that changes a context, an assignment or a tree: src/engine/triggers.ts): a copy older than the rows'
// snapshot is reloaded before the page is mapped, whichever process made the change. Matching in
// PostgreSQL cost 2.1 ms of its CPU per 50-device page (two fifths of the statement).
import type { Queryable, Tx } from '../db/types.js'
import type { FkField, M2mField, ModelDef } from '../registry/types.js'
import { findModel, treeParentColumn } from './models.js'
import { q } from './sql.js'

const CONTEXT = 'extras.configcontext'
const GENERATION = `(SELECT generation FROM core_cache_generation WHERE name = 'config_context')::float8`

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

/** The assignment lists of a config context, in the model's order. */
function assignmentLists(): M2mField[] {
  const cc = findModel(CONTEXT)
  return cc ? cc.fields.filter((f): f is M2mField => f.kind === 'm2m') : []
}

/** Joins a table on `id = from` (the page's own join when it has one) and gives its alias. */
export type JoinOn = (table: string, from: string) => string

/** SQL for the id the path reaches from row `t` (through joins, not a subquery per row), or NULL when the model has no such path. */
function pathExpr(m: ModelDef, path: string[], joinOn: JoinOn): string {
  let model = m
  let alias = 't'
  for (const [i, step] of path.entries()) {
    const f = fkOf(model, step)
    if (!f) return 'NULL::int'
    if (i === path.length - 1) return `${alias}.${q(f.column)}`
    const target = findModel(f.target)!
    alias = joinOn(target.table, `${alias}.${q(f.column)}`)
    model = target
  }
  return 'NULL::int'
}

/** What an assignment list is matched against on row `t`: one id (or NULL), or for tags an array of ids. */
function inputExpr(m: ModelDef, list: M2mField, joinOn: JoinOn): string {
  if (list.name === 'tags') {
    const tags = m.fields.find((f): f is M2mField => f.kind === 'm2m' && f.name === 'tags')
    return tags ? `ARRAY(SELECT target_id FROM ${q(tags.through)} WHERE source_id = t.id)` : `'{}'::int[]`
  }
  const path = PATHS[list.name]
  return path ? pathExpr(m, path, joinOn) : 'NULL::int'
}

/**
 * A context's assignment list as ids. On a tree (regions, site groups, locations, roles, platforms,
 * tenant groups) the list holds the assigned nodes and all their descendants, so an object matches
 * when its own node is in it: the same as NetBox's "the object's node or an ancestor is assigned",
 * walked once per load instead of once per row.
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

/** The tables whose changes a copy of the contexts depends on (the triggers of src/engine/triggers.ts). */
export function contextTables(): string[] {
  const cc = findModel(CONTEXT)
  if (!cc) return []
  const lists = assignmentLists()
  const trees = lists.map((l) => findModel(l.target)!).filter((t) => t.tree)
  return [cc.table, ...lists.map((l) => l.through), ...trees.map((t) => t.table)]
}

interface Context {
  data: unknown
  /** Per assignment list, the ids it matches; null: the list is empty (matches everything). */
  lists: Array<Set<number> | null>
  /** Indexes of the lists that are not empty (most contexts have one or none). */
  checked: number[]
}

/** The active contexts at one generation, in merge order (weight, name, id). */
export interface ContextSet {
  generation: number
  contexts: Context[]
}

/** One database's contexts: the newest set read outside a writing transaction, and the load under way. */
interface Copy {
  shared: ContextSet | null
  loading: Promise<ContextSet> | null
}

const copies = new WeakMap<object, Copy>()
const ANY_DATABASE = {}

function copyFor(db: Queryable): Copy {
  const key = db.database ?? ANY_DATABASE
  let c = copies.get(key)
  if (!c) copies.set(key, (c = { shared: null, loading: null }))
  return c
}

/** The set the page being mapped uses: set and cleared around its synchronous mapping loop (mapRows). */
let active: ContextSet | null = null

function deepFreeze<T>(v: T): T {
  if (typeof v === 'object' && v !== null && !Object.isFrozen(v)) {
    Object.freeze(v)
    for (const x of Object.values(v)) deepFreeze(x)
  }
  return v
}

let loadSql: string | undefined

/** One statement: the generation and the active contexts, in one snapshot. */
async function load(db: Queryable): Promise<{ set: ContextSet; shareable: boolean }> {
  const lists = assignmentLists()
  const cc = findModel(CONTEXT)!
  // The generation row of a transaction that wrote may not commit: what it sees is kept to itself.
  loadSql ??=
    `SELECT g.generation, g.shareable, c.data${lists.map((_, i) => `, c.l${i}`).join('')} ` +
    `FROM (SELECT ${GENERATION} AS generation, pg_current_xact_id_if_assigned() IS NULL AS shareable) g ` +
    `LEFT JOIN LATERAL (SELECT cc.id, cc.weight, cc.name, cc.data${lists.map((l, i) => `, ${listExpr(l)} AS l${i}`).join('')} ` +
    `FROM ${q(cc.table)} cc WHERE cc.is_active) c ON true ORDER BY c.weight, c.name, c.id`
  const rows = await db.rows(loadSql)
  const contexts: Context[] = []
  for (const r of rows) {
    if (r[2] === null || r[2] === undefined) continue // no active context: the one row of the generation
    const sets = lists.map((_, i) => {
      const ids = r[3 + i] as number[]
      return ids.length ? new Set(ids.map(Number)) : null
    })
    contexts.push({ data: deepFreeze(r[2]), lists: sets, checked: sets.flatMap((s, i) => (s ? [i] : [])) })
  }
  return { set: { generation: Number(rows[0]?.[0] ?? 0), contexts }, shareable: rows[0]?.[1] === true }
}

/** A load this database's readers may all use: one outside a writing transaction, newer than theirs. */
function adopt(copy: Copy, { set, shareable }: { set: ContextSet; shareable: boolean }): ContextSet {
  if (shareable && (!copy.shared || set.generation > copy.shared.generation)) copy.shared = set
  return set
}

/**
 * The contexts as of `generation` (what the rows' own statement saw) or newer. Outside a
 * transaction, concurrent readers share one load.
 */
async function contextsAt(db: Queryable, copy: Copy, generation: number): Promise<ContextSet> {
  if ((db as Partial<Tx>).inTransaction !== true) {
    copy.loading ??= load(db)
      .then((loaded) => adopt(copy, loaded))
      .finally(() => {
        copy.loading = null
      })
    const set = await copy.loading
    if (set.generation >= generation) return set
  }
  return adopt(copy, await load(db))
}

/** The columns a row's context is matched from (select.ts): the generation, then one input per assignment list. */
export function contextColumns(m: ModelDef, joinOn: JoinOn): string[] {
  return [GENERATION, ...assignmentLists().map((l) => inputExpr(m, l, joinOn))]
}

/**
 * Before a page whose statement read the context columns (generation at `genIdx`) is mapped: the
 * contexts it needs; a promise only when this process's copy is older than the rows.
 */
export function prepareContexts(db: Queryable, rows: unknown[][], genIdx: number): Promise<ContextSet> | ContextSet | undefined {
  if (!rows.length) return undefined
  // One statement, one snapshot: every row carries the same generation (an uncorrelated subquery).
  const generation = Number(rows[0][genIdx] ?? 0)
  const copy = copyFor(db)
  if (copy.shared && copy.shared.generation >= generation) return copy.shared
  return contextsAt(db, copy, generation)
}

/** Runs a page's synchronous mapping with the contexts prepareContexts gave. */
export function withContexts<T>(set: ContextSet | undefined, fn: () => T): T {
  const before = active
  active = set ?? null
  try {
    return fn()
  } finally {
    active = before
  }
}

/** Row `r`'s matching contexts' data, in merge order (inputs at `first`…, one per assignment list). */
function matching(r: unknown[], first: number): unknown[] {
  const set = active
  if (!set) throw new Error('config contexts were read without prepareContexts')
  const out: unknown[] = []
  for (const c of set.contexts) {
    let ok = true
    for (const i of c.checked) {
      const v = r[first + i]
      const ids = c.lists[i]!
      if (Array.isArray(v) ? !v.some((x) => ids.has(Number(x))) : v === null || v === undefined || !ids.has(Number(v))) {
        ok = false
        break
      }
    }
    if (ok) out.push(c.data)
  }
  return out
}

/** The config_context of row `r`: contexts matched from the inputs after the generation at `genIdx`, local data at `localIdx`. */
export function contextOf(r: unknown[], genIdx: number, localIdx: number): Record<string, unknown> {
  return renderedContext(matching(r, genIdx + 1), r[localIdx])
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

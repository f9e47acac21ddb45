// Values computed in the read query rather than stored: counts of related rows (`count` fields) and
// the named expressions of `derived` fields (codegen/dsl.ts f.derived). Each is one correlated
// subquery over the row at `alias`, so a list page stays one statement, and its filters (when a field
// is filterable) compare the same expression; a list page counts in grouped joins instead
// (countPageJoin). NetBox stores some of these (an MPTT node's `level`, a prefix's
// `_depth`/`_children`) and recomputes them in signals. A tree node's level is stored here too, kept
// by triggers; a prefix's are computed where they are read, which keeps them right after every
// create, update and delete, deletes included (the engine has no rules after a delete), with the
// same SQL NetBox's own `annotate_hierarchy()` uses.
import type { CountField, DerivedField, Field, FkField, GenericField, ModelDef } from '../registry/types.js'
import { getModel, treeParentColumn } from './models.js'
import { inPage, lit, q } from './sql.js'

function column(m: ModelDef, name: string): string {
  const f = m.fields.find((x) => x.name === name)
  if (!f) throw new Error(`${m.key}: no field '${name}'`)
  return q(f.kind === 'generic' ? f.idColumn : f.column)
}

function treeParent(m: ModelDef): string {
  return q(treeParentColumn(m))
}

/** The ids of the node at `idExpr` and of every node below it (cycles cannot loop: UNION). */
export function subtreeIds(m: ModelDef, idExpr: string): string {
  const parent = treeParent(m)
  return `WITH RECURSIVE d(id) AS (SELECT ${idExpr} UNION SELECT c.id FROM ${q(m.table)} c JOIN d ON c.${parent} = d.id) SELECT id FROM d`
}

/** The ids of every node above the node at `idExpr`, itself excluded (cycles cannot loop: UNION). */
export function ancestorIds(m: ModelDef, idExpr: string): string {
  const parent = treeParent(m)
  return (
    `WITH RECURSIVE u(id, pid) AS (SELECT n.id, n.${parent} FROM ${q(m.table)} n WHERE n.id = ${idExpr} ` +
    `UNION SELECT p.id, p.${parent} FROM ${q(m.table)} p JOIN u ON p.id = u.pid) SELECT id FROM u WHERE id <> ${idExpr}`
  )
}

/** The ids of the nodes under the node's own parent, itself excluded (a root has none, as in MPTT). */
export function siblingIds(m: ModelDef, idExpr: string): string {
  const parent = treeParent(m)
  return `SELECT s.id FROM ${q(m.table)} s JOIN ${q(m.table)} n ON s.${parent} = n.${parent} WHERE n.id = ${idExpr} AND s.id <> ${idExpr}`
}

/** The id of the node's parent (none for a root). */
export function parentIds(m: ModelDef, idExpr: string): string {
  return `SELECT n.${treeParent(m)} FROM ${q(m.table)} n WHERE n.id = ${idExpr} AND n.${treeParent(m)} IS NOT NULL`
}

/** The ids of the nodes directly under the node. */
export function childIds(m: ModelDef, idExpr: string): string {
  return `SELECT c.id FROM ${q(m.table)} c WHERE c.${treeParent(m)} = ${idExpr}`
}

/**
 * How rows `alias` of a model point at rows of `m` through their field `via` (a foreign key or a
 * generic relation): the column holding the id (`key`, and bare as `column`) and the conditions of
 * its own (a generic relation's type).
 */
export function pointer(m: ModelDef, via: Field, alias: string): { key: string; column: string; own: string[] } {
  if (via.kind === 'generic') return { key: `${alias}.${q(via.idColumn)}`, column: q(via.idColumn), own: [`${alias}.${q(via.typeColumn)} = ${lit(m.key)}`] }
  const column = q((via as FkField).column)
  return { key: `${alias}.${column}`, column, own: [] }
}

/** The rows a count counts (alias c) and the column naming the row counted for. */
function countSource(m: ModelDef, f: CountField): { from: string; key: string; own: string[] } {
  const target = getModel(f.target)
  const via = target.fields.find((x) => x.name === f.via)!
  if (via.kind === 'm2m') return { from: `${q(via.through)} c`, key: `c.${q(via.targetColumn)}`, own: [] }
  return { from: `${q(target.table)} c`, ...pointer(m, via, 'c') }
}

/** Rows of the count's target pointing at the row at `alias` (or, cumulative, at its subtree); a stored count's column. */
export function countSql(m: ModelDef, f: CountField, alias: string): string {
  if (f.stored) return `${alias}.${q(f.name)}`
  const { from, key, own } = countSource(m, f)
  const at = f.cumulative ? `${key} IN (${subtreeIds(m, `${alias}.id`)})` : `${key} = ${alias}.id`
  return `(SELECT count(*)::int FROM ${from} WHERE ${[...own, at].join(' AND ')})`
}

/**
 * The same count for a whole page at once: the rows of the page statement's `page` (read.ts) are
 * counted in one grouped join, where a correlated subquery would start once per row (ten counts on
 * a 50-device page: 500 subplans, a quarter of its PostgreSQL time). Not for cumulative counts.
 */
export function countPageJoin(m: ModelDef, f: CountField, k: string): { expr: string; join: string } | undefined {
  if (f.cumulative || f.stored) return undefined
  const { from, key, own } = countSource(m, f)
  return {
    expr: `coalesce(${k}.n, 0)`,
    join: `LEFT JOIN (SELECT ${key} AS id, count(*)::int AS n FROM ${from} WHERE ${[...own, inPage(key)].join(' AND ')} GROUP BY ${key}) ${k} ON ${k}.id = t.id`,
  }
}

type Expr = (m: ModelDef, alias: string, args: string[]) => string

/** The levels of NetBox's CachedScopeMixin (`_region`, `_site_group`, `_site`, `_location`) as paths from a scope object. */
function scopeLevels(level: string): Array<[string, string]> | undefined {
  // level → [scope model, SQL over alias `s` of that model giving the level's id]
  const site = getModel('dcim.site')
  const location = getModel('dcim.location')
  const ofSite = (name: string) => `(SELECT x.${column(site, name)} FROM ${q(site.table)} x WHERE x.id = s.${column(location, 'site')})`
  switch (level) {
    case 'dcim.region':
      return [['dcim.region', 's.id'], ['dcim.site', `s.${column(site, 'region')}`], ['dcim.location', ofSite('region')]]
    case 'dcim.sitegroup':
      return [['dcim.sitegroup', 's.id'], ['dcim.site', `s.${column(site, 'group')}`], ['dcim.location', ofSite('group')]]
    case 'dcim.site':
      return [['dcim.site', 's.id'], ['dcim.location', `s.${column(location, 'site')}`]]
    case 'dcim.location':
      return [['dcim.location', 's.id']]
  }
  return undefined
}

export const DERIVED: Record<string, Expr> = {
  /**
   * An MPTT node's `level` (`_depth`): how many ancestors it has. Stored, as NetBox stores it, and
   * kept by triggers (src/engine/triggers.ts): a recursive subquery per row cost a 50-device page a third of
   * a millisecond of PostgreSQL CPU for its roles', platforms' and locations' depths.
   */
  tree_depth: (_m, a) => `${a}."level"`,
  /**
   * The node's names from the root down (a text[]): ordered by it, a tree lists in NetBox's MPTT
   * order (tree_id, lft with `order_insertion_by = ('name',)`), each node followed by its subtree.
   */
  tree_path: (m, a) => {
    const parent = treeParent(m)
    const name = column(m, 'name')
    return (
      `(WITH RECURSIVE up(pid, name, d) AS (SELECT ${a}.${parent}, ${a}.${name}::text, 0 UNION ALL ` +
      `SELECT p.${parent}, p.${name}::text, up.d + 1 FROM ${q(m.table)} p JOIN up ON p.id = up.pid WHERE up.d < 1000) ` +
      `SELECT array_agg(name ORDER BY d DESC) FROM up)`
    )
  },
  /** Prefix._depth (PrefixQuerySet.annotate_hierarchy): distinct prefixes containing it in the same VRF. */
  prefix_depth: (m, a) => {
    const p = column(m, 'prefix')
    const v = column(m, 'vrf')
    return `(SELECT count(DISTINCT u.${p})::int FROM ${q(m.table)} u WHERE u.${p} >> ${a}.${p} AND coalesce(u.${v}, 0) = coalesce(${a}.${v}, 0))`
  },
  /**
   * Prefix._children: prefixes inside it in the same VRF. `<<` spelt as the btree range it is for
   * networks (inet orders by network bits, then mask length: every network inside `p` lies after `p`
   * and up to its last address as a host), which walks the btree index (microseconds a row) where
   * GiST's `<<` scans (a millisecond a row, measured on 20,000 prefixes).
   */
  prefix_children: (m, a) => {
    const p = column(m, 'prefix')
    const v = column(m, 'vrf')
    const last = `set_masklen(broadcast(${a}.${p}), CASE family(${a}.${p}) WHEN 4 THEN 32 ELSE 128 END)`
    return `(SELECT count(*)::int FROM ${q(m.table)} u WHERE u.${p} > ${a}.${p} AND u.${p} <= ${last} AND coalesce(u.${v}, 0) = coalesce(${a}.${v}, 0))`
  },
  /**
   * Rows of model args[0] whose generic `scope` (args[1], default `scope`) caches this object at its
   * level (NetBox's `_region`/`_site_group`/`_site`/`_location`, e.g. a region's `prefix_count`): scoped
   * to it, or to a site or location under it.
   */
  scope_count: (m, a, [targetKey, scopeName = 'scope']) => {
    const target = getModel(targetKey)
    const g = target.fields.find((x) => x.name === scopeName) as GenericField
    const levels = scopeLevels(m.key)
    if (!levels) throw new Error(`scope_count: ${m.key} is not a scope level`)
    const parts = levels
      .filter(([k]) => g.targets.includes(k))
      .map(([k, expr]) =>
        expr === 's.id'
          ? `(c.${q(g.typeColumn)} = ${lit(k)} AND c.${q(g.idColumn)} = ${a}.id)`
          : `(c.${q(g.typeColumn)} = ${lit(k)} AND c.${q(g.idColumn)} IN (SELECT s.id FROM ${q(getModel(k).table)} s WHERE ${expr} = ${a}.id))`,
      )
    return `(SELECT count(*)::int FROM ${q(target.table)} c WHERE ${parts.join(' OR ')})`
  },
  /** The sum of field args[2] over the rows of model args[0] whose foreign key args[1] points here (null when none). */
  sum: (_m, a, [targetKey, via, field]) => {
    const target = getModel(targetKey)
    const f = target.fields.find((x) => x.name === field)!
    // float8: a JSON number on both drivers (a bigint would come back as a string).
    return `(SELECT sum(c.${q(f.column)})::float8 FROM ${q(target.table)} c WHERE c.${column(target, via)} = ${a}.id)`
  },
  /** ASNRangeQuerySet.annotate_asn_counts: ASNs of the range's RIR between its start and end. */
  asn_range_count: (m, a) => {
    const asn = getModel('ipam.asn')
    return (
      `(SELECT count(*)::int FROM ${q(asn.table)} c WHERE c.${column(asn, 'rir')} = ${a}.${column(m, 'rir')} ` +
      `AND c.${column(asn, 'asn')} BETWEEN ${a}.${column(m, 'start')} AND ${a}.${column(m, 'end')})`
    )
  },
  /**
   * VLANGroupQuerySet.annotate_utilization: VLANs in the group per 100 VIDs of its ranges, rounded to
   * two places, as text ("0.00"); null when the ranges hold no VID (NetBox divides by zero there).
   */
  vlangroup_utilization: (m, a) => {
    const vlan = getModel('ipam.vlan')
    const total = `(SELECT sum((r->>1)::int - (r->>0)::int + 1) FROM jsonb_array_elements(${a}.${column(m, 'vid_ranges')}) r)`
    const used = `(SELECT count(*) FROM ${q(vlan.table)} c WHERE c.${column(vlan, 'group')} = ${a}.id)`
    return `round(${used} * 100.0 / nullif(${total}, 0), 2)::text`
  },
}

export function derivedSql(m: ModelDef, f: DerivedField, alias: string): string {
  const e = DERIVED[f.expr]
  if (!e) throw new Error(`${m.file}: field '${f.name}' names unknown derived expression '${f.expr}'`)
  return e(m, alias, f.args)
}

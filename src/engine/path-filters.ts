// Filters declared in model files (`filters: {…}`, codegen/dsl.ts FilterInput) and the change-log
// request filters every change-logged model gets. Each becomes a Target with its own SQL, so the
// engine applies, documents and counts them as it does the filters generated from fields:
// - path('device.role', { by, tree }): nested semi-joins along foreign keys, many-to-manys, generic
//   relations narrowed to one model and reverse relations (of a foreign key, generic relation or
//   many-to-many), each hop on an indexed column; a tree
//   match takes the node and its descendants through a recursive CTE over the tree's parent column;
// - notNull(…) / exists(model, via): NetBox's boolean `__isnull` filters (negated);
// - predicate(name): a named condition of predicates.ts;
// - created_by_request / updated_by_request / modified_by_request: objects a request changed.
// All of them stay inside the one page query and its count; values are always bound parameters.
import type { Field, FilterDecl, FkField, GenericField, M2mField, ModelDef, PathFilterDecl } from '../registry/types.js'
import { type CustomCondition, type Kind, lookupsFor, parseValue, plainCondition, type Target, typedArray, valueKind } from './filter-core.js'
import { getModel, treeParentColumn } from './models.js'
import { PREDICATES } from './predicates.js'
import { lit, q } from './sql.js'

/** One step of a path, from `from` to `to`. */
export type Hop =
  | { kind: 'fk'; from: ModelDef; to: ModelDef; field: FkField }
  | { kind: 'm2m'; from: ModelDef; to: ModelDef; field: M2mField }
  | { kind: 'reverse'; from: ModelDef; to: ModelDef; via: Field }
  | { kind: 'generic'; from: ModelDef; to: ModelDef; field: GenericField }

/** The hops of a path (codegen checked it) and the field it ends at, if it ends at one. */
export function walk(m: ModelDef, steps: string[]): { hops: Hop[]; leaf?: Field } {
  const hops: Hop[] = []
  let cur = m
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]
    const narrowed = /^(\w+)<(\w+\.\w+)>$/.exec(step)
    const reverse = /^<(\w+\.\w+)\.(\w+)>$/.exec(step)
    let hop: Hop
    if (reverse) {
      const to = getModel(reverse[1])
      hop = { kind: 'reverse', from: cur, to, via: to.fields.find((x) => x.name === reverse[2])! }
    } else if (narrowed) {
      hop = { kind: 'generic', from: cur, to: getModel(narrowed[2]), field: cur.fields.find((x) => x.name === narrowed[1]) as GenericField }
    } else {
      const f = cur.fields.find((x) => x.name === step)!
      if (f.kind === 'fk') hop = { kind: 'fk', from: cur, to: getModel(f.target), field: f }
      else if (f.kind === 'm2m') hop = { kind: 'm2m', from: cur, to: getModel(f.target), field: f }
      else if (f.kind === 'reverse_many' || f.kind === 'count') {
        const to = getModel(f.target)
        hop = { kind: 'reverse', from: cur, to, via: to.fields.find((x) => x.name === f.via)! }
      } else return { hops, leaf: f } // codegen checked it is the last step
    }
    hops.push(hop)
    cur = hop.to
  }
  return { hops }
}

/** `outer` (an alias of hop.from) is related through `hop` to a row `inner` (an alias of hop.to) matching `cond`. */
function through(hop: Hop, outer: string, inner: string, cond: string): string {
  const from = `FROM ${q(hop.to.table)} ${inner} WHERE ${cond}`
  switch (hop.kind) {
    case 'fk':
      return `${outer}.${q(hop.field.column)} IN (SELECT ${inner}.id ${from})`
    case 'm2m':
      return `${outer}.id IN (SELECT ${inner}_j.${q(hop.field.sourceColumn)} FROM ${q(hop.field.through)} ${inner}_j JOIN ${q(hop.to.table)} ${inner} ON ${inner}.id = ${inner}_j.${q(hop.field.targetColumn)} WHERE ${cond})`
    case 'generic':
      return `(${outer}.${q(hop.field.typeColumn)} = ${lit(hop.to.key)} AND ${outer}.${q(hop.field.idColumn)} IN (SELECT ${inner}.id ${from}))`
    case 'reverse': {
      const v = hop.via
      if (v.kind === 'm2m')
        return `${outer}.id IN (SELECT ${inner}_j.${q(v.targetColumn)} FROM ${q(v.through)} ${inner}_j JOIN ${q(hop.to.table)} ${inner} ON ${inner}.id = ${inner}_j.${q(v.sourceColumn)} WHERE ${cond})`
      if (v.kind === 'generic') return `${outer}.id IN (SELECT ${inner}.${q(v.idColumn)} ${from} AND ${inner}.${q(v.typeColumn)} = ${lit(hop.from.key)})`
      return `${outer}.id IN (SELECT ${inner}.${q(v.column)} ${from})`
    }
  }
}

/** Wraps the condition on the last model's alias (`p<n>`) in every hop, innermost first: semi-joins, no row twice. */
export function along(hops: Hop[], cond: string, depth = hops.length): string {
  let sql = cond
  for (let i = depth - 1; i >= 0; i--) sql = through(hops[i], i === 0 ? 't' : `p${i}`, `p${i + 1}`, sql)
  return sql
}

/** Rows of tree model `tm` (alias `a`) that are a node matching `seed` (over alias `s`) or below one. */
function inTree(tm: ModelDef, a: string, seed: string): string {
  const parent = treeParentColumn(tm)
  return (
    `${a}.id IN (WITH RECURSIVE d(id) AS (SELECT s.id FROM ${q(tm.table)} s WHERE ${seed} ` +
    `UNION SELECT c.id FROM ${q(tm.table)} c JOIN d ON c.${q(parent)} = d.id) SELECT id FROM d)`
  )
}

function parseAll(kind: Kind, values: string[]): { ok: Array<string | number | boolean> } | { error: string } {
  const out: Array<string | number | boolean> = []
  for (const v of values) {
    const p = parseValue(kind, v, undefined)
    if (!p.ok) return { error: p.msg }
    out.push(p.v)
  }
  return { ok: out }
}

/**
 * NetBox's `Device.vc_interfaces()`: interfaces of the devices matched by `cond` (alias `dv`), and
 * the non-management interfaces of every member of their virtual chassis (only of a chassis whose
 * master is the device matched, for 'master').
 */
function vcInterfaces(outer: string, deviceCol: string, cond: string, mode: 'members' | 'master'): string {
  const dev = q(getModel('dcim.device').table)
  const vc = q(getModel('dcim.virtualchassis').table)
  const master = mode === 'master' ? ` JOIN ${vc} vc ON vc.id = dv.virtual_chassis_id AND vc.master_id = dv.id` : ''
  return (
    `(${outer}.${q(deviceCol)} IN (SELECT dv.id FROM ${dev} dv WHERE ${cond}) OR (${outer}.mgmt_only = false AND ${outer}.${q(deviceCol)} IN ` +
    `(SELECT mb.id FROM ${dev} mb JOIN ${dev} dv ON dv.virtual_chassis_id = mb.virtual_chassis_id${master} WHERE ${cond})))`
  )
}

/**
 * SQL true when the path leads to no object at all (a path's `null`): the last foreign key unset,
 * the generic relation not of that model, or no related row.
 */
function noneAlong(hops: Hop[]): string {
  const n = hops.length
  const last = hops[n - 1]
  const outer = n === 1 ? 't' : `p${n - 1}`
  let some: string
  if (last.kind === 'fk') some = along(hops, `${outer}.${q(last.field.column)} IS NOT NULL`, n - 1)
  else if (last.kind === 'generic') some = along(hops, `(${outer}.${q(last.field.typeColumn)} = ${lit(last.to.key)} AND ${outer}.${q(last.field.idColumn)} IS NOT NULL)`, n - 1)
  else some = along(hops, 'true')
  return `NOT coalesce(${some}, false)`
}

function pathTarget(m: ModelDef, d: PathFilterDecl): Target {
  const { hops, leaf } = walk(m, d.path)
  if (leaf) {
    // A scalar at the end: the field's own comparison and lookups, on the last model's alias.
    const kind = valueKind(leaf)
    const alias = hops.length ? `p${hops.length}` : 't'
    const inner: Target = { expr: `${alias}.${q(leaf.column)}`, kind, field: leaf, nullable: leaf.nullable, stringish: kind === 'text' }
    const apply: CustomCondition = (c, values, lookup) => {
      const r = plainCondition(c, inner, lookup, values)
      return 'error' in r ? r : { sql: along(hops, r.sql) }
    }
    return { ...inner, expr: 't.id', custom: { apply, lookups: d.lookups ? lookupsFor(inner) : [] }, description: describePath(d) }
  }
  const last = hops[hops.length - 1]
  const to = last.to
  const byField = d.by && d.by !== 'id' ? to.fields.find((x) => x.name === d.by)! : undefined
  const byCol = byField ? byField.column : 'id'
  // The value is of the kind of the field it names (an address, a text, a number).
  const kind: Kind = byField ? valueKind(byField) : 'int'
  const n = hops.length
  const apply: CustomCondition = (c, values, lookup) => {
    const real = values.filter((v) => v !== 'null')
    const parts: string[] = []
    if (real.length) {
      const r = parseAll(kind, real)
      if ('error' in r) return r
      const bound = typedArray(c, kind, r.ok)
      const alias = `p${n}`
      if (d.virtualChassis) {
        // The last hop is a device: widen it to the members of its virtual chassis (vc_interfaces).
        const cond = `dv.${q(byCol)} = ANY(${bound})`
        const outer = n === 1 ? 't' : `p${n - 1}`
        parts.push(along(hops, vcInterfaces(outer, (last as Extract<Hop, { kind: 'fk' }>).field.column, cond, d.virtualChassis), n - 1))
      } else if (d.tree) parts.push(along(hops, inTree(to, alias, `s.${q(byCol)} = ANY(${bound})`)))
      else if (last.kind === 'fk' && !byField) {
        // By id through a foreign key: compare the column itself (its index), no join.
        const outer = n === 1 ? 't' : `p${n - 1}`
        parts.push(along(hops, `${outer}.${q(last.field.column)} = ANY(${bound})`, n - 1))
      } else parts.push(along(hops, `${alias}.${q(byCol)} = ANY(${bound})`))
    }
    if (values.includes('null')) {
      if (last.kind === 'fk') {
        const outer = n === 1 ? 't' : `p${n - 1}`
        parts.push(along(hops, `${outer}.${q(last.field.column)} IS NULL`, n - 1))
      } else if (last.kind === 'generic' && n === 1) parts.push(noneAlong(hops))
      else return { error: 'Select a valid choice. null is not one of the available choices.' }
    }
    if (!parts.length) return { sql: 'true' }
    const any = parts.length > 1 ? `(${parts.join(' OR ')})` : parts[0]
    return { sql: lookup === 'n' ? `NOT coalesce(${any}, false)` : any }
  }
  return { expr: 't.id', kind, nullable: true, stringish: false, custom: { apply, lookups: d.lookups ? ['n'] : [] }, description: describePath(d) }
}

function describePath(d: PathFilterDecl): string {
  const via = d.path.join(' → ')
  const by = d.by && d.by !== 'id' ? ` (by ${d.by})` : ' (by ID)'
  const tree = d.tree ? ', the node or any below it' : ''
  const vc = d.virtualChassis ? `, widened to the members of its virtual chassis${d.virtualChassis === 'master' ? ' when it is the master' : ''}` : ''
  return `Through ${via}${by}${tree}${vc}`
}

function boolTarget(sqlFor: (yes: boolean) => string): Target {
  const apply: CustomCondition = (_c, values) => {
    const b = parseValue('bool', values[0], undefined)
    if (!b.ok) return { error: b.msg }
    return { sql: sqlFor(b.v as boolean) }
  }
  return { expr: 't.id', kind: 'bool', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

function declaredTarget(m: ModelDef, d: FilterDecl): Target | undefined {
  switch (d.kind) {
    case 'none':
      return undefined
    case 'path':
      return pathTarget(m, d)
    case 'not_null': {
      const cols = d.fields.map((n) => {
        const f = m.fields.find((x) => x.name === n)!
        return `t.${q(f.kind === 'generic' ? f.idColumn : f.column)} IS NOT NULL`
      })
      const some = cols.length > 1 ? `(${cols.join(' OR ')})` : cols[0]
      return { ...boolTarget((yes) => (yes ? some : `NOT ${some}`)), description: `${d.fields.join(' or ')} is set` }
    }
    case 'exists': {
      const tm = getModel(d.target)
      const via = tm.fields.find((x) => x.name === d.via)!
      const match =
        via.kind === 'generic' ? `x.${q(via.idColumn)} = t.id AND x.${q(via.typeColumn)} = ${lit(m.key)}` : `x.${q(via.column)} = t.id`
      const ex = `EXISTS (SELECT 1 FROM ${q(tm.table)} x WHERE ${match})`
      return { ...boolTarget((yes) => (yes ? ex : `NOT ${ex}`)), description: `Has ${tm.verbosePlural}` }
    }
    case 'any_of': {
      const parts = d.paths.map((p) => pathTarget(m, p))
      // `null`: none of the paths leads anywhere (NetBox's cached `_site` of a scope is null).
      const none = d.paths.every((p) => !walk(m, p.path).leaf) ? d.paths.map((p) => noneAlong(walk(m, p.path).hops)).join(' AND ') : undefined
      const apply: CustomCondition = (c, values, lookup) => {
        const sqls: string[] = []
        const real = none ? values.filter((v) => v !== 'null') : values
        if (real.length < values.length) sqls.push(`(${none})`)
        for (const p of real.length ? parts : []) {
          const r = p.custom!.apply(c, real, '')
          if ('error' in r) return r
          sqls.push(r.sql)
        }
        const any = `(${sqls.join(' OR ')})`
        return { sql: lookup === 'n' ? `NOT coalesce(${any}, false)` : any }
      }
      return { ...parts[0], custom: { apply, lookups: d.lookups ? ['n'] : [] }, description: `Any of: ${d.paths.map(describePath).join('; ')}` }
    }
    case 'predicate': {
      const p = PREDICATES[d.predicate]
      if (!p) throw new Error(`${m.file}: filter '${d.name}' names unknown predicate '${d.predicate}'`)
      return p(m, d.args)
    }
  }
}

const UUID = /^[0-9a-f]{8}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{4}-?[0-9a-f]{12}$/i

/** NetBox's ChangeLoggedModelFilterSet.filter_by_request: the objects a request created/updated. */
function requestTarget(m: ModelDef, actions: string[]): Target {
  const changes = q(getModel('core.objectchange').table)
  const apply: CustomCondition = (c, values) => {
    const v = values[0].trim()
    if (!UUID.test(v)) return { error: 'Enter a valid UUID.' }
    const hex = v.replace(/-/g, '').toLowerCase()
    const canonical = `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}`
    const action = actions.length === 1 ? `oc.action = ${lit(actions[0])}` : `oc.action IN (${actions.map(lit).join(', ')})`
    return {
      sql: `t.id IN (SELECT oc.changed_object_id FROM ${changes} oc WHERE oc.changed_object_type = ${lit(m.key)} AND oc.request_id = ${c.bind(canonical)} AND ${action})`,
    }
  }
  const what = actions.length > 1 ? 'created or updated' : `${actions[0]}d`
  return { expr: 't.id', kind: 'text', nullable: false, stringish: false, custom: { apply, lookups: [] }, description: `Objects ${what} by the request with this ID (a UUID)` }
}

/**
 * The model's declared filters and request filters, by name; `undefined` removes a generated filter
 * of that name. Applied over the generated ones by filters.ts.
 */
export function declaredTargets(m: ModelDef): Map<string, Target | undefined> {
  const out = new Map<string, Target | undefined>()
  if (m.changeLogged) {
    out.set('created_by_request', requestTarget(m, ['create']))
    out.set('updated_by_request', requestTarget(m, ['update']))
    out.set('modified_by_request', requestTarget(m, ['create', 'update']))
  }
  for (const d of m.filters) out.set(d.name, declaredTarget(m, d))
  return out
}

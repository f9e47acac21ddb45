// Turns list query parameters into SQL conditions, driven by each field's kind. Values are always
// bound parameters; identifiers come from the registry. Unknown parameters are ignored (NetBox does)
// unless STRICT_FILTERING is on. Network filters are in network-filters.ts, custom fields'
// cf_<name> in custom-field-filters.ts; both produce Targets this module applies.
import type { ModelDef } from '../registry/types.js'
import type { CustomFieldDef } from './custom-fields.js'
import { customFieldTargets } from './custom-field-filters.js'
import { condition, Conditions, lookupsFor, type Query, type Target, valueKind } from './filter-core.js'
import { m2mTargets, networkTargets } from './network-filters.js'
import { declaredTargets } from './path-filters.js'
import { searchCondition } from './search.js'
import { countSql, DERIVED, derivedSql } from './derived.js'

/** The ordering name of a tree's MPTT order (the node's path of names from the root; codegen/dsl.ts ModelInput.ordering). */
export const TREE_ORDER = '_tree'
import { type FieldErrors, ValidationError } from './errors.js'
import { getModel } from './models.js'
import { isScalar, q } from './sql.js'

export { Conditions, lookupsFor, parseValue, plainCondition, typed, typedArray, valueKind, type CustomCondition, type Kind, type Query, type Target } from './filter-core.js'

/** Parameters that steer the request rather than filter it. */
export const CONTROL_PARAMS = new Set(['limit', 'offset', 'brief', 'exclude', 'ordering', 'format', 'fields', 'omit', 'q', 'cursor', 'pagination'])

/** Paging parameters that a model may also have as a filter (ASN ranges filter on `start`): never unknown. */
export const PAGING_PARAMS = new Set(['start', 'count'])


/** Filterable names of a model, each mapped to the SQL it compares. */
function targetsOf(m: ModelDef): Map<string, Target> {
  const out = new Map<string, Target>()
  out.set('id', { expr: 't.id', kind: 'int', nullable: false, stringish: false })
  out.set('created', { expr: 't.created', kind: 'timestamptz', nullable: false, stringish: false })
  if (m.lastUpdated) out.set('last_updated', { expr: 't.last_updated', kind: 'timestamptz', nullable: false, stringish: false })
  for (const f of m.fields) {
    if (!f.filter) continue
    if (f.kind === 'fk') {
      out.set(`${f.name}_id`, { expr: `t.${q(f.column)}`, kind: 'int', field: f, nullable: true, stringish: false })
      const target = getModel(f.target)
      if (target.lookupBy && f.lookupBy !== false) {
        const by = target.fields.find((x) => x.name === target.lookupBy)!
        out.set(f.name, { expr: `t.${q(f.column)}`, kind: valueKind(by), nullable: true, stringish: false, via: { table: target.table, column: by.column } })
      }
    } else if (f.kind === 'count') {
      // NetBox's counter caches; here counted in the query (the via column's index serves it).
      out.set(f.name, { expr: countSql(m, f, 't'), kind: 'int', nullable: false, stringish: false })
    } else if (f.kind === 'derived') {
      // NetBox's stored `_depth`/`_children` (filters `depth`, `children`); here the same expression as read.
      const kind = valueKind(f)
      out.set(f.filterName ?? f.name, { expr: derivedSql(m, f, 't'), kind, nullable: true, stringish: kind === 'text' })
    } else if (f.kind === 'generic') {
      out.set(f.typeField, { expr: `t.${q(f.typeColumn)}`, kind: 'text', nullable: true, stringish: true })
      out.set(f.idField, { expr: `t.${q(f.idColumn)}`, kind: 'int', nullable: true, stringish: false })
    } else if (f.kind === 'choice' || isScalar(f)) {
      if (f.column !== f.name && m.fields.some((o) => o.name === f.column)) continue
      const kind = valueKind(f)
      const target: Target = { expr: `t.${q(f.column)}`, kind, field: f, nullable: f.nullable, stringish: kind === 'text' }
      out.set(f.name, target)
      // Time ranges as NetBox names them (the change log's time_after / time_before).
      if (kind === 'timestamptz') {
        out.set(`${f.name}_after`, { ...target, range: 'gte' })
        out.set(`${f.name}_before`, { ...target, range: 'lte' })
      }
    }
  }
  for (const [name, t] of m2mTargets(m)) if (!out.has(name)) out.set(name, t)
  for (const [name, t] of networkTargets(m)) if (!out.has(name)) out.set(name, t)
  // Declared in the model file: added, or replacing (undefined: removing) a generated filter.
  for (const [name, t] of declaredTargets(m)) {
    if (t) out.set(name, t)
    else out.delete(name)
  }
  return out
}

const targetCache = new Map<string, Map<string, Target>>()

export function filterTargets(m: ModelDef): Map<string, Target> {
  let t = targetCache.get(m.key)
  if (!t) targetCache.set(m.key, (t = targetsOf(m)))
  return t
}

function values(v: string | string[] | undefined): string[] {
  if (v === undefined) return []
  return (Array.isArray(v) ? v : [v]).filter((s) => s !== '')
}

export interface FilterOptions {
  /** Custom fields defined for the model (for cf_<name>). */
  customFields?: CustomFieldDef[]
  /** STRICT_FILTERING: an unknown parameter is a 400 naming it rather than ignored. */
  strict?: boolean
  /** Parameters the caller handles itself (never unknown). */
  known?: ReadonlySet<string>
}

export const UNKNOWN_FILTER = 'Unknown filter parameter'

export function applyFilters(m: ModelDef, query: Query, c: Conditions, opts: FilterOptions = {}): void {
  const targets = filterTargets(m)
  const cf = opts.customFields?.length ? customFieldTargets(opts.customFields) : undefined
  const find = (n: string) => targets.get(n) ?? cf?.get(n)
  const errors: FieldErrors = {}
  for (const [name, raw] of Object.entries(query)) {
    if (CONTROL_PARAMS.has(name) || opts.known?.has(name)) continue
    let t = find(name)
    let lookup = ''
    if (!t) {
      const at = name.lastIndexOf('__')
      if (at > 0) {
        t = find(name.slice(0, at))
        lookup = name.slice(at + 2)
        if (t && !lookupsFor(t).includes(lookup)) t = undefined
      }
    }
    if (!t) {
      if (opts.strict && !PAGING_PARAMS.has(name)) errors[name] = [UNKNOWN_FILTER]
      continue
    }
    const vals = values(raw)
    if (!vals.length) continue
    condition(c, t, lookup, vals, name, errors)
  }
  const search = searchCondition(m, query.q, c)
  if (search && 'error' in search) errors.q = [search.error]
  else if (search) c.where.push(search.sql)
  if (Object.keys(errors).length) throw new ValidationError(errors)
}

/** One key of a list's ordering: its SQL over alias `t`, its direction, and whether it may be NULL. */
export interface OrderKey {
  expr: string
  desc: boolean
  nullable: boolean
}

/** The keys of the request's `ordering` (unknown names dropped) or the model's default, with id last. */
export function orderKeys(m: ModelDef, ordering: string | undefined): OrderKey[] {
  const names = ordering ? ordering.split(',').map((s) => s.trim()).filter(Boolean) : m.ordering
  const targets = filterTargets(m)
  const keys: OrderKey[] = []
  for (const n of names) {
    const desc = n.startsWith('-')
    const key = n.replace(/^-/, '')
    const f = m.fields.find((x) => x.name === key)
    let expr: string | undefined
    let nullable = true
    if (key === 'id' || key === 'created' || key === 'last_updated') {
      expr = key === 'last_updated' && !m.lastUpdated ? undefined : `t.${key}`
      nullable = key === 'last_updated'
    } else if (key === TREE_ORDER && m.tree) expr = DERIVED.tree_path(m, 't', [])
    else if (f && (f.kind === 'fk' || f.kind === 'choice' || isScalar(f)) && f.kind !== 'token_key' && !f.writeOnly) {
      expr = `t.${q(f.column)}`
      nullable = f.kind === 'fk' || f.nullable
    } else if (targets.has(key) && !targets.get(key)!.via) {
      expr = targets.get(key)!.expr
      nullable = targets.get(key)!.nullable
    }
    if (expr) keys.push({ expr, desc, nullable })
  }
  if (!keys.some((k) => k.expr === 't.id')) keys.push({ expr: 't.id', desc: false, nullable: false })
  return keys
}

/** ORDER BY for the request's `ordering` (unknown names dropped) or the model's default, with id last. */
export function orderBy(m: ModelDef, ordering: string | undefined): string {
  return orderSql(orderKeys(m, ordering))
}

export function orderSql(keys: OrderKey[]): string {
  return keys.map((k) => `${k.expr}${k.desc ? ' DESC' : ''}`).join(', ')
}

// GraphQL list filters as NetBox 4.4 (strawberry-django) shapes them — `filters: {name: {exact: "x"},
// site: {slug: {i_contains: "ams"}}, site_id: 3, AND: {…}, OR: {…}, NOT: {…}}` — compiled onto the
// REST filter engine: each lookup becomes the `condition()` of src/engine/filter-core.ts on the
// same Target a REST filter of that field uses (same value parsing, same error messages), and a
// relation's nested filter becomes a subquery on the related model. Where NetBox declares its own
// filter types (netbox-enums.ts, read from its source) so does this: choice enums (`status:
// STATUS_ACTIVE`), TreeNodeFilter on tree relations (`region_id: {id, match_type}`, over the
// engine's recursive subtree query) and IntegerLookup/FloatLookup.
import {
  GraphQLBoolean,
  GraphQLEnumType,
  type GraphQLEnumValueConfigMap,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLString,
} from 'graphql'
import { ValidationError, type FieldErrors } from '../engine/errors.js'
import { condition, type Conditions, likePattern, type Target, valueKind } from '../engine/filter-core.js'
import { ancestorIds, childIds, parentIds, siblingIds, subtreeIds } from '../engine/derived.js'
import { allModels, getModel } from '../engine/models.js'
import { q } from '../engine/sql.js'
import type { ChoiceField, Field, ModelDef } from '../registry/types.js'
import { NETBOX_ENUMS, NETBOX_FILTER_SHAPES } from './netbox-enums.js'
import { BigIntScalar, DateScalar, DateTimeScalar } from './scalars.js'
import { typeName } from './names.js'

type Lookups = 'string' | 'int' | 'bigint' | 'float' | 'bool' | 'date' | 'datetime' | 'id'

const lookupTypes = new Map<Lookups, GraphQLInputObjectType>()

function lookupType(kind: Lookups): GraphQLInputObjectType {
  let t = lookupTypes.get(kind)
  if (t) return t
  const scalar: GraphQLInputType = {
    string: GraphQLString,
    int: GraphQLInt,
    bigint: BigIntScalar,
    float: GraphQLFloat,
    bool: GraphQLBoolean,
    date: DateScalar,
    datetime: DateTimeScalar,
    id: GraphQLID,
  }[kind]
  const fields: GraphQLInputFieldConfigMap = { exact: { type: scalar } }
  if (kind === 'string') {
    for (const n of ['i_exact', 'contains', 'i_contains', 'starts_with', 'i_starts_with', 'ends_with', 'i_ends_with']) fields[n] = { type: GraphQLString }
  }
  if (kind !== 'bool') {
    fields.in_list = { type: new GraphQLList(new GraphQLNonNull(scalar)) }
    for (const n of ['gt', 'gte', 'lt', 'lte']) fields[n] = { type: scalar }
  }
  if (kind !== 'bool' && kind !== 'string' && kind !== 'id') fields.range = { type: rangeType(kind) }
  fields.is_null = { type: GraphQLBoolean }
  const name = { string: 'StrFilterLookup', int: 'IntFilterLookup', bigint: 'BigIntFilterLookup', float: 'FloatFilterLookup', bool: 'BoolFilterLookup', date: 'DateFilterLookup', datetime: 'DatetimeFilterLookup', id: 'IDFilterLookup' }[kind]
  t = new GraphQLInputObjectType({ name, fields })
  lookupTypes.set(kind, t)
  return t
}

const rangeTypes = new Map<Lookups, GraphQLInputObjectType>()

/** strawberry-django's `RangeLookup`: `{start, end}`, both bounds included (Django's `__range`). */
function rangeType(kind: Lookups): GraphQLInputObjectType {
  let t = rangeTypes.get(kind)
  if (t) return t
  const scalar = { int: GraphQLInt, bigint: BigIntScalar, float: GraphQLFloat, date: DateScalar, datetime: DateTimeScalar }[kind as 'int']
  const name = { int: 'IntRangeLookup', bigint: 'BigIntRangeLookup', float: 'FloatRangeLookup', date: 'DateRangeLookup', datetime: 'DatetimeRangeLookup' }[kind as 'int']
  t = new GraphQLInputObjectType({ name, fields: { start: { type: scalar }, end: { type: scalar } } })
  rangeTypes.set(kind, t)
  return t
}

const oneOfTypes = new Map<Lookups, GraphQLInputObjectType>()

/**
 * NetBox's `IntegerLookup` / `FloatLookup` (netbox/graphql/filter_lookups.py): one of `filter_lookup`,
 * `range_lookup` or `comparison_lookup` — `vid: {filter_lookup: {in_list: [10, 20]}}` — on the
 * fields NetBox declares it for (NETBOX_FILTER_SHAPES).
 */
function oneOfLookupType(kind: 'int' | 'bigint' | 'float'): GraphQLInputObjectType {
  let t = oneOfTypes.get(kind)
  if (t) return t
  t = new GraphQLInputObjectType({
    name: { int: 'IntegerLookup', bigint: 'BigIntegerLookup', float: 'FloatLookup' }[kind],
    description: `Lookup for ${kind === 'float' ? 'Float' : 'Integer'} fields. Only one of the lookup fields can be set.`,
    fields: { filter_lookup: { type: lookupType(kind) }, range_lookup: { type: rangeType(kind) }, comparison_lookup: { type: lookupType(kind) } },
  })
  oneOfTypes.set(kind, t)
  return t
}

const TreeNodeMatch = new GraphQLEnumType({
  name: 'TreeNodeMatch',
  values: Object.fromEntries(['exact', 'descendants', 'self_and_descendants', 'children', 'siblings', 'ancestors', 'parent'].map((v) => [v.toUpperCase(), { value: v }])),
})

/** NetBox's `TreeNodeFilter` on a tree relation: `region_id: {id: 3, match_type: DESCENDANTS}`. */
const TreeNodeFilter = new GraphQLInputObjectType({
  name: 'TreeNodeFilter',
  fields: { id: { type: new GraphQLNonNull(GraphQLID) }, match_type: { type: new GraphQLNonNull(TreeNodeMatch) } },
})

/** A tree relation a TreeNodeFilter names: the tree model, and the condition on `t` given the matched node ids. */
interface TreeRelation {
  tree: ModelDef
  where(ids: string): string
}

/**
 * The relation behind a filter NetBox types TreeNodeFilter, resolved as NetBox does (the name less
 * `_id`, else that plus `s`: ConfigContext's `region_id` is its many-to-many `regions`) — and, where
 * NetBox finds no such field (TenancyFilterMixin's `tenant_group_id` matches nothing there), through
 * the foreign key it starts with: `tenant_group` is the tenant's `group`.
 */
function treeRelation(m: ModelDef, name: string): TreeRelation | undefined {
  if (NETBOX_FILTER_SHAPES[m.className]?.[name] !== 'TreeNodeFilter') return undefined
  const base = name.replace(/_id$/, '')
  const tree = (key: string) => (getModel(key).tree ? getModel(key) : undefined)
  for (const f of m.fields) {
    if (f.kind === 'fk' && f.name === base && tree(f.target)) return { tree: tree(f.target)!, where: (ids) => `t.${q(f.column)} IN (${ids})` }
    if (f.kind === 'm2m' && (f.name === base || f.name === `${base}s`) && tree(f.target))
      return { tree: tree(f.target)!, where: (ids) => `t.id IN (SELECT jt.${q(f.sourceColumn)} FROM ${q(f.through)} jt WHERE jt.${q(f.targetColumn)} IN (${ids}))` }
  }
  for (const f of m.fields) {
    if (f.kind !== 'fk' || !base.startsWith(`${f.name}_`)) continue
    const target = getModel(f.target)
    const sub = target.fields.find((g) => g.kind === 'fk' && g.name === base.slice(f.name.length + 1))
    if (sub?.kind === 'fk' && tree(sub.target))
      return { tree: tree(sub.target)!, where: (ids) => `t.${q(f.column)} IN (SELECT x.id FROM ${q(target.table)} x WHERE x.${q(sub.column)} IN (${ids}))` }
  }
  return undefined
}

/** The ids (a subquery) of the nodes a TreeNodeFilter matches, as generate_tree_node_q_filter() does over MPTT. */
function treeMatchIds(tree: ModelDef, value: { id: unknown; match_type: string }, c: Conditions): string | undefined {
  const raw = String(value.id)
  if (!/^\d+$/.test(raw) || Number(raw) > 2147483647) return undefined
  const id = `${c.bind(Number(raw))}::int`
  switch (value.match_type) {
    case 'exact':
      return `SELECT n.id FROM ${q(tree.table)} n WHERE n.id = ${id}`
    case 'descendants':
      return `SELECT id FROM (${subtreeIds(tree, id)}) s WHERE id <> ${id}`
    case 'self_and_descendants':
      return `SELECT id FROM (${subtreeIds(tree, id)}) s WHERE EXISTS (SELECT 1 FROM ${q(tree.table)} n WHERE n.id = ${id})`
    case 'children':
      return childIds(tree, id)
    case 'siblings':
      return siblingIds(tree, id)
    case 'ancestors':
      return ancestorIds(tree, id)
    case 'parent':
      return parentIds(tree, id)
  }
  return undefined
}

const enumTypes = new Map<string, GraphQLEnumType>()

/** NetBox's `utilities.string.enum_key()`: the value upper-cased, anything but `[_A-Z0-9]` as `_`. */
const enumKey = (v: string | number) => String(v).toUpperCase().replace(/[^_A-Z0-9]/g, '_')

/**
 * The enum NetBox 4.4 types this choice filter as (`status: STATUS_ACTIVE`, SiteStatusEnum), named as
 * ChoiceSet.as_enum() names it: `<prefix>_<VALUE>`. One enum serves every field NetBox gives it
 * (InterfaceTypeEnum: interfaces and their templates), with the choices of all of them.
 */
function enumOf(m: ModelDef, f: Field): GraphQLEnumType | undefined {
  const spec = f.kind === 'choice' ? NETBOX_ENUMS[m.className]?.[f.name] : undefined
  if (!spec) return undefined
  const [name, prefix] = spec
  let t = enumTypes.get(name)
  if (t) return t
  const values: GraphQLEnumValueConfigMap = {}
  for (const other of allModels())
    for (const g of other.fields) {
      const s = NETBOX_ENUMS[other.className]?.[g.name]
      if (g.kind !== 'choice' || !s || s[0] !== name) continue
      for (const ch of (g as ChoiceField).choices) {
        let key = `${prefix ? `${prefix.toUpperCase()}_` : ''}${enumKey(ch.value)}`
        if (!/^[_A-Za-z]/.test(key)) key = `_${key}`
        values[key] ??= { value: ch.value, description: ch.label }
      }
    }
  t = new GraphQLEnumType({ name, values })
  enumTypes.set(name, t)
  return t
}

/** The lookups of a column field, or undefined when it is not filterable here (JSON, lists). */
function lookupsOf(f: Field): Lookups | undefined {
  switch (f.kind) {
    case 'choice':
      return f.valueType === 'integer' ? 'int' : 'string'
    case 'integer':
      return 'int'
    case 'bigint':
      return 'bigint'
    case 'decimal':
      return 'float'
    case 'boolean':
      return 'bool'
    case 'date':
      return 'date'
    case 'datetime':
      return 'datetime'
    case 'string':
    case 'text':
    case 'slug':
    case 'color':
    case 'ip_address':
    case 'ip_prefix':
      return 'string'
    default:
      return undefined
  }
}

// NetBox's `custom_field_data: JSONFilter` — `{path: "<custom field>", lookup: {string_lookup:
// {i_contains: "x"}}}` — with its string, number (comparison and range), date and boolean lookups.
const JSONLookup = new GraphQLInputObjectType({
  name: 'JSONLookup',
  description: 'Lookup for JSON field. Only one of the lookup fields can be set.',
  fields: () => ({
    string_lookup: { type: lookupType('string') },
    int_range_lookup: { type: rangeType('bigint') },
    int_comparison_lookup: { type: lookupType('bigint') },
    float_range_lookup: { type: rangeType('float') },
    float_comparison_lookup: { type: lookupType('float') },
    date_lookup: { type: lookupType('date') },
    boolean_lookup: { type: lookupType('bool') },
  }),
})

const JSONFilter = new GraphQLInputObjectType({
  name: 'JSONFilter',
  fields: () => ({ path: { type: new GraphQLNonNull(GraphQLString) }, lookup: { type: new GraphQLNonNull(JSONLookup) } }),
})

/** One custom field's value as the lookup compares it (null where the stored JSON is of another type). */
function customFieldTarget(c: Conditions, path: string, lookup: string): Target | undefined {
  const p = c.bind(path)
  const typed = (jsonType: string, cast: string) => `(CASE WHEN jsonb_typeof(t.custom_field_data -> ${p}) = '${jsonType}' THEN (t.custom_field_data ->> ${p})::${cast} END)`
  switch (lookup) {
    case 'string_lookup':
      return { expr: `(t.custom_field_data ->> ${p})`, kind: 'text', nullable: true, stringish: true }
    case 'date_lookup':
      // A date custom field holds `YYYY-MM-DD`, which compares as text in date order; other text
      // (which a cast could fail on) is no date.
      return { expr: `(CASE WHEN (t.custom_field_data ->> ${p}) ~ '^\\d{4}-\\d{2}-\\d{2}$' THEN (t.custom_field_data ->> ${p}) END)`, kind: 'text', nullable: true, stringish: false }
    case 'int_range_lookup':
    case 'int_comparison_lookup':
      return { expr: typed('number', 'numeric'), kind: 'float', nullable: true, stringish: false }
    case 'float_range_lookup':
    case 'float_comparison_lookup':
      return { expr: typed('number', 'float8'), kind: 'float', nullable: true, stringish: false }
    case 'boolean_lookup':
      return { expr: typed('boolean', 'boolean'), kind: 'bool', nullable: true, stringish: false }
    default:
      return undefined
  }
}

const filterTypes = new Map<string, GraphQLInputObjectType>()

/** `<ClassName>Filter`: the model's filterable fields, relations (nested, and `<fk>_id`), AND/OR/NOT. */
export function filterType(m: ModelDef): GraphQLInputObjectType {
  let t = filterTypes.get(m.key)
  if (t) return t
  t = new GraphQLInputObjectType({
    name: `${typeName(m).replace(/Type$/, '')}Filter`,
    fields: () => {
      const fields: GraphQLInputFieldConfigMap = { id: { type: lookupType('id') } }
      const shapes = NETBOX_FILTER_SHAPES[m.className] ?? {}
      for (const f of m.fields) {
        if (f.writeOnly) continue
        if (f.kind === 'fk') {
          fields[f.name] = { type: filterType(getModel(f.target)) }
          const id = `${f.name}_id`
          fields[id] = { type: treeRelation(m, id) ? TreeNodeFilter : shapes[id] === 'IntegerLookup' ? oneOfLookupType('int') : GraphQLID }
        } else if (f.kind === 'm2m') fields[f.name] = { type: filterType(getModel(f.target)) }
        else if (f.kind === 'generic') fields[f.idField] = { type: shapes[f.idField] === 'IntegerLookup' ? oneOfLookupType('int') : GraphQLID }
        else {
          const e = enumOf(m, f)
          const l = lookupsOf(f)
          if (e) fields[f.name] = { type: e }
          else if (l && oneOf(m, f.name, l)) fields[f.name] = { type: oneOfLookupType(oneOf(m, f.name, l)!) }
          else if (l) fields[f.name] = { type: lookupType(l) }
        }
      }
      for (const name of Object.keys(shapes)) if (!fields[name] && treeRelation(m, name)) fields[name] = { type: TreeNodeFilter }
      if (m.customFields) fields.custom_field_data = { type: JSONFilter }
      fields.created = { type: lookupType(m.created === 'date' ? 'date' : 'datetime') }
      if (m.lastUpdated) fields.last_updated = { type: lookupType('datetime') }
      fields.AND = { type: filterType(m) }
      fields.OR = { type: filterType(m) }
      fields.NOT = { type: filterType(m) }
      return fields
    },
  })
  filterTypes.set(m.key, t)
  return t
}

/** The IntegerLookup/FloatLookup kind of a column NetBox filters with one (undefined: plain lookups). */
function oneOf(m: ModelDef, name: string, l: Lookups): 'int' | 'bigint' | 'float' | undefined {
  const shape = NETBOX_FILTER_SHAPES[m.className]?.[name]
  if (shape !== 'IntegerLookup' && shape !== 'FloatLookup') return undefined
  return l === 'int' || l === 'bigint' || l === 'float' ? l : undefined
}

/** Nested relation filters allowed (each is a subquery). */
const MAX_FILTER_DEPTH = 5

type FilterValue = Record<string, unknown>

function rawOf(v: unknown): string {
  return typeof v === 'string' ? v : String(v)
}

/**
 * The SQL condition (over alias `t`, values bound on `c`) of a filter input of model m; undefined
 * when it has no condition. Bad values are a ValidationError naming the filter path.
 */
export function compileFilter(m: ModelDef, filter: FilterValue, c: Conditions, maxValues: number, path = 'filters', depth = 0): string | undefined {
  if (depth > MAX_FILTER_DEPTH) throw new ValidationError({ [path]: [`Filters may nest at most ${MAX_FILTER_DEPTH} relations deep.`] })
  const errors: FieldErrors = {}
  const parts: string[] = []
  for (const [name, value] of Object.entries(filter)) {
    if (value === null || value === undefined || name === 'AND' || name === 'OR' || name === 'NOT') continue
    const at = `${path}.${name}`
    if (name === 'id') {
      parts.push(...lookups({ expr: 't.id', kind: 'int', nullable: false, stringish: false }, value as FilterValue, c, at, errors, maxValues))
      continue
    }
    if (name === 'custom_field_data' && m.customFields) {
      const { path: cf, lookup } = value as { path: string; lookup: Record<string, FilterValue | null> }
      const set = Object.entries(lookup).filter(([, v]) => v !== null && v !== undefined)
      if (set.length !== 1) {
        errors[at] = ['Exactly one lookup of custom_field_data.lookup must be set.']
        continue
      }
      const t = customFieldTarget(c, cf, set[0][0])
      const inner = set[0][0].endsWith('_range_lookup') ? { range: set[0][1] } : (set[0][1] as FilterValue)
      if (t) parts.push(...lookups(t, inner, c, at, errors, maxValues))
      continue
    }
    if (name === 'created' || name === 'last_updated') {
      parts.push(...lookups({ expr: `t.${name}`, kind: name === 'created' && m.created === 'date' ? 'date' : 'timestamptz', nullable: false, stringish: false }, value as FilterValue, c, at, errors, maxValues))
      continue
    }
    const tree = treeRelation(m, name)
    if (tree) {
      // A node that does not exist matches nothing (NetBox: `Q(pk__in=[])`).
      const ids = treeMatchIds(tree.tree, value as { id: unknown; match_type: string }, c)
      parts.push(ids ? tree.where(ids) : 'false')
      continue
    }
    const f =
      m.fields.find((x) => x.name === name) ?? m.fields.find((x) => (x.kind === 'fk' && `${x.name}_id` === name) || (x.kind === 'generic' && x.idField === name))
    if (!f) continue
    if (f.kind === 'generic') {
      // A generic relation's object id (`assigned_object_id`): an ID, or NetBox's IntegerLookup
      const t: Target = { expr: `t.${q(f.idColumn)}`, kind: 'int', nullable: true, stringish: false }
      if (typeof value === 'object') parts.push(...oneOfLookups(t, value as FilterValue, c, at, errors, maxValues))
      else {
        const at0 = c.where.length
        condition(c, t, '', [rawOf(value)], at, errors)
        parts.push(...c.where.splice(at0))
      }
    } else if (f.kind === 'fk' && name !== f.name) {
      // `<fk>_id: ID`, or NetBox's IntegerLookup where it declares one
      const t: Target = { expr: `t.${q(f.column)}`, kind: 'int', field: f, nullable: true, stringish: false }
      if (typeof value === 'object') {
        parts.push(...oneOfLookups(t, value as FilterValue, c, at, errors, maxValues))
        continue
      }
      const at0 = c.where.length
      condition(c, t, '', [rawOf(value)], at, errors)
      parts.push(...c.where.splice(at0))
    } else if (f.kind === 'fk') {
      const sub = compileFilter(getModel(f.target), value as FilterValue, c, maxValues, at, depth + 1)
      if (sub) parts.push(`t.${q(f.column)} IN (SELECT t.id FROM ${q(getModel(f.target).table)} t WHERE ${sub})`)
    } else if (f.kind === 'm2m') {
      const target = getModel(f.target)
      const sub = compileFilter(target, value as FilterValue, c, maxValues, at, depth + 1)
      if (sub)
        parts.push(
          `t.id IN (SELECT jt.${q(f.sourceColumn)} FROM ${q(f.through)} jt WHERE jt.${q(f.targetColumn)} IN (SELECT t.id FROM ${q(target.table)} t WHERE ${sub}))`,
        )
    } else if (enumOf(m, f)) {
      // An enum value is the choice itself: an exact match.
      const at0 = c.where.length
      condition(c, { expr: `t.${q(f.column)}`, kind: valueKind(f), field: f, nullable: f.nullable, stringish: false }, '', [rawOf(value)], at, errors)
      parts.push(...c.where.splice(at0))
    } else if (lookupsOf(f) && oneOf(m, f.name, lookupsOf(f)!)) {
      const kind = valueKind(f)
      parts.push(...oneOfLookups({ expr: `t.${q(f.column)}`, kind, field: f, nullable: f.nullable, stringish: false }, value as FilterValue, c, at, errors, maxValues))
    } else if (lookupsOf(f)) {
      const kind = valueKind(f)
      parts.push(...lookups({ expr: `t.${q(f.column)}`, kind, field: f, nullable: f.nullable, stringish: kind === 'text' }, value as FilterValue, c, at, errors, maxValues))
    }
  }
  if (Object.keys(errors).length) throw new ValidationError(errors)
  if (filter.AND) {
    const s = compileFilter(m, filter.AND as FilterValue, c, maxValues, `${path}.AND`, depth + 1)
    if (s) parts.push(s)
  }
  if (filter.NOT) {
    const s = compileFilter(m, filter.NOT as FilterValue, c, maxValues, `${path}.NOT`, depth + 1)
    if (s) parts.push(`NOT coalesce((${s}), false)`)
  }
  let sql = parts.length ? `(${parts.join(' AND ')})` : undefined
  if (filter.OR) {
    const s = compileFilter(m, filter.OR as FilterValue, c, maxValues, `${path}.OR`, depth + 1)
    sql = `(${sql ?? 'true'} OR ${s ?? 'true'})`
  }
  return sql
}

/** IntegerLookup/FloatLookup: exactly one of filter_lookup, range_lookup, comparison_lookup. */
function oneOfLookups(t: Target, value: FilterValue, c: Conditions, path: string, errors: FieldErrors, maxValues: number): string[] {
  const set = Object.entries(value).filter(([, v]) => v !== null && v !== undefined)
  if (set.length !== 1) {
    errors[path] = ['Exactly one of filter_lookup, range_lookup and comparison_lookup must be set.']
    return []
  }
  const [kind, inner] = set[0]
  return lookups(t, kind === 'range_lookup' ? { range: inner } : (inner as FilterValue), c, path, errors, maxValues)
}

/** One field's lookups (`{exact, i_contains, in_list, gt, …, is_null}`), each through condition(). */
function lookups(t: Target, value: FilterValue, c: Conditions, path: string, errors: FieldErrors, maxValues: number): string[] {
  const out: string[] = []
  const run = (lookup: string, raws: string[]) => {
    const at = c.where.length
    condition(c, t, lookup, raws, path, errors)
    out.push(...c.where.splice(at))
  }
  for (const [name, v] of Object.entries(value)) {
    if (v === null || v === undefined) continue
    switch (name) {
      case 'exact':
        run('', [rawOf(v)])
        break
      case 'i_exact':
        run('ie', [rawOf(v)])
        break
      case 'i_contains':
        run('ic', [rawOf(v)])
        break
      case 'i_starts_with':
        run('isw', [rawOf(v)])
        break
      case 'i_ends_with':
        run('iew', [rawOf(v)])
        break
      case 'contains':
      case 'starts_with':
      case 'ends_with': {
        // Case-sensitive: LIKE (REST has only the case-insensitive lookups).
        const s = rawOf(v)
        if (s.includes('\u0000')) {
          errors[path] = ['Null characters are not allowed.']
          break
        }
        out.push(`${t.expr}::text LIKE ${c.bind(likePattern(name === 'contains' ? 'contains' : name === 'starts_with' ? 'startswith' : 'endswith', s))}`)
        break
      }
      case 'in_list': {
        const list = (v as unknown[]).map(rawOf)
        if (list.length > maxValues) {
          errors[path] = [`At most ${maxValues} values are allowed (MAX_FILTER_VALUES).`]
          break
        }
        if (!list.length) out.push('false')
        else run('', list)
        break
      }
      case 'gt':
      case 'gte':
      case 'lt':
      case 'lte':
        run(name, [rawOf(v)])
        break
      case 'is_null':
        out.push(v ? `${t.expr} IS NULL` : `${t.expr} IS NOT NULL`)
        break
      case 'range': {
        // Django's `__range`: both bounds included.
        const { start, end } = v as { start?: unknown; end?: unknown }
        if (start !== null && start !== undefined) run('gte', [rawOf(start)])
        if (end !== null && end !== undefined) run('lte', [rawOf(end)])
        break
      }
    }
  }
  return out
}

// The GraphQL schema, generated from the model registry at start-up (no per-model code): for every
// model an object type `<ClassName>Type` with its columns, its relations in both directions (foreign
// keys, generic relations, many-to-many, and the reverse lists of every model pointing at it),
// custom fields and tags; and two query fields, `<name>(id:)` and `<name>_list(filters:,
// pagination:)`, as NetBox 4.4 names them. Resolvers read through GraphContext (rows.ts): one
// statement per relation and level, restricted to what the caller may view.
import { NETBOX_RELATED_NAMES } from './netbox-related-names.js'
import {
  GraphQLBoolean,
  type GraphQLFieldConfig,
  type GraphQLFieldConfigMap,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLOutputType,
  GraphQLSchema,
  GraphQLString,
  GraphQLUnionType,
} from 'graphql'
import { NotFoundError, OpError } from '../engine/errors.js'
import { Conditions } from '../engine/filters.js'
import { mediaUrl } from '../engine/media.js'
import { allModels, getModel } from '../engine/models.js'
import type { DerivedField, Field, GenericField, ModelDef } from '../registry/types.js'
import { filterType } from './filters.js'
import { fieldName, pascal, snake, typeName } from './names.js'
import { columnFields, displayOf, type Filters, type GraphContext, type GqlRow, type Page } from './rows.js'
import { BigIntScalar, DateScalar, DateTimeScalar, JSONScalar } from './scalars.js'

export interface ResolverContext {
  graph: GraphContext
}

type FieldConfig = GraphQLFieldConfig<GqlRow, ResolverContext>

const objectTypes = new Map<string, GraphQLObjectType>()
const unions = new Map<string, GraphQLUnionType>()

function columnType(f: Field): GraphQLOutputType | undefined {
  switch (f.kind) {
    case 'choice':
      return f.valueType === 'integer' ? GraphQLInt : GraphQLString
    case 'integer':
      return GraphQLInt
    case 'bigint':
      return BigIntScalar
    case 'decimal':
      return GraphQLFloat
    case 'boolean':
      return GraphQLBoolean
    case 'date':
      return DateScalar
    case 'datetime':
      return DateTimeScalar
    case 'json':
      return JSONScalar
    case 'ip_network_list':
    case 'string_list':
      return new GraphQLList(new GraphQLNonNull(GraphQLString))
    case 'integer_list':
      return new GraphQLList(new GraphQLNonNull(GraphQLInt))
    case 'password':
      return undefined
    case 'token_key':
      return undefined // never shown after creation; its hint is in `display`
    default:
      return GraphQLString
  }
}

const OffsetPaginationInput = new GraphQLInputObjectType({
  name: 'OffsetPaginationInput',
  fields: {
    offset: { type: new GraphQLNonNull(GraphQLInt), defaultValue: 0 },
    limit: { type: new GraphQLNonNull(GraphQLInt), defaultValue: -1 },
  },
})

interface ListArgs {
  filters?: Filters | null
  pagination?: Page | null
}

/** A nested list's pagination argument (undefined: every row). */
function pageOf(args: ListArgs): Page | undefined {
  const p = args.pagination
  if (!p) return undefined
  if (p.offset < 0) throw new OpError('validation', { detail: 'pagination.offset must not be negative.' })
  return p.offset === 0 && p.limit < 0 ? undefined : p
}

const listOf = (t: GraphQLOutputType) => new GraphQLNonNull(new GraphQLList(new GraphQLNonNull(t)))

/** The object type, or the union of object types, a generic relation points at. */
function genericType(m: ModelDef, f: GenericField): GraphQLOutputType {
  if (f.targets.length === 1) return objectType(getModel(f.targets[0]))
  const name = `${m.className}${pascal(f.name)}Type`
  let u = unions.get(name)
  if (!u) {
    u = new GraphQLUnionType({
      name,
      types: () => f.targets.map((k) => objectType(getModel(k))),
      resolveType: (row: GqlRow) => typeName(getModel(row.__model)),
    })
    unions.set(name, u)
  }
  return u
}

/** A reverse list: the rows of `target` whose `via` (a foreign key or generic relation) points here. */
function reverseList(m: ModelDef, target: ModelDef, via: Field, fixed?: Record<string, string>): FieldConfig {
  const checks = Object.entries(fixed ?? {}).map(([n, v]) => {
    const f = target.fields.find((x) => x.name === n) ?? target.fields.find((x) => x.column === n)
    return [f?.name ?? n, v] as const
  })
  return {
    type: listOf(objectType(target)),
    args: { filters: { type: filterType(target) }, pagination: { type: OffsetPaginationInput } },
    resolve: async (row, args: ListArgs, { graph }) => {
      const rows = await graph.referring(target, via, row.id, m.key, args.filters ?? undefined, pageOf(args))
      return checks.length ? rows.filter((r) => checks.every(([n, v]) => String(r[n]) === v)) : rows
    },
  }
}

/**
 * The derived fields NetBox's GraphQL types have, by expression, under NetBox's names: values it
 * stores on the row — an MPTT node's `level`, a prefix's `_depth` and `_children` — which the REST
 * serializers show as `_depth` and `children`. (REST's other derived values are annotations NetBox's
 * GraphQL does not serve.)
 */
const NETBOX_DERIVED: Record<string, string> = { tree_depth: 'level', prefix_depth: '_depth', prefix_children: '_children' }

function modelFields(m: ModelDef): GraphQLFieldConfigMap<GqlRow, ResolverContext> {
  const fields: GraphQLFieldConfigMap<GqlRow, ResolverContext> = {
    id: { type: new GraphQLNonNull(GraphQLID) },
    display: { type: new GraphQLNonNull(GraphQLString), resolve: (row) => displayOf(m, row) },
    class_type: { type: new GraphQLNonNull(GraphQLString), resolve: () => m.className },
  }
  const columns = new Set(columnFields(m).map((f) => f.name))
  for (const f of m.fields) {
    if (fields[f.name]) continue
    if (columns.has(f.name)) {
      const t = columnType(f)
      // An uploaded file is its URL under /media/, as REST shows it (null without a file).
      if (t && f.kind === 'image')
        fields[f.name] = { type: t, resolve: (row, _a, { graph }) => mediaUrl(graph.ctx.base, row[f.name]) }
      else if (t) fields[f.name] = { type: t }
      continue
    }
    switch (f.kind) {
      case 'fk': {
        const target = getModel(f.target)
        fields[f.name] = {
          type: objectType(target),
          resolve: (row, _a, { graph }) => (row[f.name] == null ? null : graph.byId(target, Number(row[f.name]))),
        }
        break
      }
      case 'generic':
        fields[f.typeField] ??= { type: GraphQLString }
        fields[f.idField] ??= { type: GraphQLInt }
        fields[f.name] = {
          type: genericType(m, f),
          resolve: (row, _a, { graph }) => {
            const type = row[f.typeField]
            const id = row[f.idField]
            if (typeof type !== 'string' || id == null || !f.targets.includes(type)) return null
            return graph.byId(getModel(type), Number(id))
          },
        }
        break
      case 'm2m':
        fields[f.name] = {
          type: listOf(objectType(getModel(f.target))),
          args: { filters: { type: filterType(getModel(f.target)) }, pagination: { type: OffsetPaginationInput } },
          resolve: (row, args: ListArgs, { graph }) => graph.related(m, f, row.id, args.filters ?? undefined, pageOf(args)),
        }
        break
      case 'reverse_many': {
        const target = getModel(f.target)
        fields[f.name] = reverseList(m, target, target.fields.find((x) => x.name === f.via)!)
        break
      }
      case 'reverse_one': {
        if (f.wrap) break // REST's inside-out form (parent_device); NetBox's GraphQL has no such field
        const target = getModel(f.target)
        const list = reverseList(m, target, target.fields.find((x) => x.name === f.via)!, f.fixed)
        fields[f.name] = {
          type: objectType(target),
          resolve: async (row, _a, c, info) => ((await list.resolve!(row, {}, c, info)) as GqlRow[])[0] ?? null,
        }
        break
      }
      case 'children': {
        const target = getModel(f.target)
        fields[f.name] = reverseList(m, target, target.fields.find((x) => x.name === f.via)!, f.fixed)
        break
      }
      case 'count':
        fields[f.name] = { type: GraphQLInt, resolve: (row, _a, { graph }) => graph.count(m, f, row.id) }
        break
      case 'const':
        fields[f.name] = { type: JSONScalar, resolve: () => f.value }
        break
      case 'peers': {
        // The objects at the other end of the link: the link's terminations (one statement per
        // level), then their objects by id (one per model and level).
        const through = getModel(f.through)
        const g = through.fields.find((x) => x.name === f.generic) as GenericField
        const link = through.fields.find((x) => x.name === f.link)!
        const end = through.fields.find((x) => x.name === f.end)!
        fields[f.name] = {
          type: listOf(genericType(through, g)),
          resolve: async (row, _a, { graph }) => {
            if (row[f.link] == null) return []
            const terms = await graph.referring(through, link, Number(row[f.link]), m.key)
            const far = terms.filter((r) => r[end.name] !== row[f.end] && typeof r[g.typeField] === 'string' && g.targets.includes(r[g.typeField] as string))
            const objects = await Promise.all(far.map((r) => graph.byId(getModel(r[g.typeField] as string), Number(r[g.idField]))))
            return objects.filter((o) => o !== null)
          },
        }
        break
      }
      default:
        break
    }
  }
  const derived = m.fields.filter((f): f is DerivedField => f.kind === 'derived' && f.expr in NETBOX_DERIVED)
  for (const f of derived)
    fields[NETBOX_DERIVED[f.expr]] ??= { type: GraphQLInt, resolve: (row, _a, { graph }) => graph.derived(m, derived, f.name, row.id) }
  if (m.customFields) fields.custom_fields = { type: JSONScalar, resolve: (row) => row.custom_fields ?? {} }
  fields.created = { type: m.created === 'date' ? DateScalar : DateTimeScalar }
  if (m.lastUpdated) fields.last_updated = { type: DateTimeScalar }
  addReverseRelations(m, fields)
  return fields
}

/**
 * The other direction of every foreign key, generic relation and many-to-many pointing at m, unless
 * the model declares it: named after the referring model's plural (`devices`, `ip_addresses`) —
 * `<model>_set` when two referring models share a plural (`interfaces` and `vminterface_set`) — and
 * prefixed with the field when that model points here through several (`parent_interfaces`,
 * `lag_interfaces`, `import_targets_vrfs`), and `children` for a tree's parent key — unless NetBox's
 * model gives the relation a related_name (netbox-related-names.ts), which wins. Tags are not
 * followed back (every model has them).
 */
function addReverseRelations(m: ModelDef, fields: GraphQLFieldConfigMap<GqlRow, ResolverContext>): void {
  const declared = new Set(
    m.fields.filter((f) => f.kind === 'reverse_many' || f.kind === 'reverse_one' || f.kind === 'children').map((f) => `${(f as { target: string }).target}:${(f as { via: string }).via}`),
  )
  const refs: Array<{ model: ModelDef; field: Field }> = []
  for (const other of allModels())
    for (const f of other.fields) {
      if (f.kind === 'fk' && f.target === m.key && !f.generated) refs.push({ model: other, field: f })
      if (f.kind === 'generic' && f.targets.includes(m.key)) refs.push({ model: other, field: f })
      if (f.kind === 'm2m' && f.target === m.key && m.key !== 'extras.tag') refs.push({ model: other, field: f })
    }
  const plurals = new Map<string, Set<string>>()
  for (const { model } of refs) {
    const p = fieldName(model.verbosePlural)
    plurals.set(p, (plurals.get(p) ?? new Set()).add(model.key))
  }
  for (const { model, field } of refs) {
    if (declared.has(`${model.key}:${field.name}`)) continue
    const plural = fieldName(model.verbosePlural)
    const base = plurals.get(plural)!.size > 1 ? `${model.name}_set` : plural
    // NetBox's related_name where its model has one (`child_interfaces`, `member_interfaces`,
    // `child_items`); else a tree's own parent key is MPTT's `children`; else derived from the plural.
    let name =
      NETBOX_RELATED_NAMES[`${model.key}:${field.name}`] ??
      (model === m && m.tree === field.name ? 'children' : refs.filter((r) => r.model === model).length > 1 ? `${field.name}_${base}` : base)
    if (fields[name]) name = `${model.name}_${field.name}_set`
    if (fields[name]) continue
    if (field.kind === 'm2m')
      fields[name] = {
        type: listOf(objectType(model)),
        args: { filters: { type: filterType(model) }, pagination: { type: OffsetPaginationInput } },
        resolve: (row, args: ListArgs, { graph }) => graph.related(model, field, row.id, args.filters ?? undefined, pageOf(args), true),
      }
    else fields[name] = reverseList(m, model, field)
  }
}

function objectType(m: ModelDef): GraphQLObjectType {
  let t = objectTypes.get(m.key)
  if (!t) {
    t = new GraphQLObjectType<GqlRow, ResolverContext>({
      name: typeName(m),
      description: `${m.verbose} (${m.key})`,
      fields: () => modelFields(m),
    })
    objectTypes.set(m.key, t)
  }
  return t
}


const notFound = (m: ModelDef) => new NotFoundError(`${m.className} matching query does not exist.`)

function parseId(m: ModelDef, raw: unknown): number {
  const s = String(raw)
  if (!/^\d+$/.test(s) || Number(s) > 2147483647) throw notFound(m)
  return Number(s)
}

function queryFields(): GraphQLFieldConfigMap<unknown, ResolverContext> {
  const fields: GraphQLFieldConfigMap<unknown, ResolverContext> = {}
  for (const m of allModels()) {
    let name = snake(m.className)
    if (fields[name]) name = `${m.app}_${name}`
    fields[name] = {
      type: new GraphQLNonNull(objectType(m)),
      description: `One ${m.verbose} by id.`,
      args: { id: { type: new GraphQLNonNull(GraphQLID) } },
      resolve: async (_s, args: { id: unknown }, { graph }) => {
        const row = await graph.byId(m, parseId(m, args.id))
        if (!row) throw notFound(m)
        return row
      },
    }
    fields[`${name}_list`] = {
      type: listOf(objectType(m)),
      description: `${m.verbosePlural}, filtered and paginated.`,
      args: { filters: { type: filterType(m) }, pagination: { type: OffsetPaginationInput } },
      resolve: async (_s, args: { filters?: Filters | null; pagination?: { offset: number; limit: number } | null }, { graph }) => {
        const c = new Conditions()
        graph.filter(m, c, args.filters ?? undefined)
        const { offset = 0, limit = -1 } = args.pagination ?? {}
        if (offset < 0) throw new OpError('validation', { detail: 'pagination.offset must not be negative.' })
        return graph.rows(m, c, { offset, limit: limit >= 0 ? limit : undefined })
      },
    }
  }
  return fields
}

let schema: GraphQLSchema | undefined

/** The schema, built once from the registry. */
export function graphqlSchema(): GraphQLSchema {
  schema ??= new GraphQLSchema({ query: new GraphQLObjectType({ name: 'Query', fields: queryFields }) })
  return schema
}

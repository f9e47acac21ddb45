// Limits checked before a query runs, each refused with a message naming the limit and the setting:
// - depth (GRAPHQL_MAX_DEPTH): fields nested within fields, the top-level field being 1;
// - aliases (GRAPHQL_MAX_ALIASES, NetBox's setting of the same name): aliased fields in the document;
// - cost (GRAPHQL_MAX_COST): the fields the answer may hold, each list counted at its size — a
//   list at its `pagination.limit`, or without one at LIST_ESTIMATE (top level) or NESTED_ESTIMATE
//   (per parent, nested). Introspection (`__schema`, `__type`, `__typename`) is free here:
//   graphql-js's own MaxIntrospectionDepthRule (in `specifiedRules`) refuses introspection that
//   nests `fields`/`interfaces`/`possibleTypes` into itself.
import {
  type DocumentNode,
  type FieldNode,
  type FragmentDefinitionNode,
  getArgumentValues,
  getNamedType,
  getNullableType,
  getVariableValues,
  GraphQLList,
  type GraphQLNamedType,
  GraphQLObjectType,
  type GraphQLSchema,
  isObjectType,
  Kind,
  type OperationDefinitionNode,
  type SelectionSetNode,
  visit,
} from 'graphql'

export interface Limits {
  maxDepth: number
  maxCost: number
  maxAliases: number
}

/** Assumed size of a top-level list without `pagination.limit`. */
export const LIST_ESTIMATE = 100
/** Assumed size of a nested list, per parent object. */
export const NESTED_ESTIMATE = 10

/** The first limit the operation goes over, as a message; undefined when within all. */
export function checkLimits(schema: GraphQLSchema, doc: DocumentNode, operationName: string | undefined, variables: Record<string, unknown> | undefined, limits: Limits): string | undefined {
  let aliases = 0
  visit(doc, {
    Field(node) {
      if (node.alias) aliases++
    },
  })
  if (aliases > limits.maxAliases) return `${aliases} aliases found. Allowed: ${limits.maxAliases} (GRAPHQL_MAX_ALIASES).`

  const fragments = new Map<string, FragmentDefinitionNode>()
  const operations: OperationDefinitionNode[] = []
  for (const d of doc.definitions) {
    if (d.kind === Kind.FRAGMENT_DEFINITION) fragments.set(d.name.value, d)
    if (d.kind === Kind.OPERATION_DEFINITION) operations.push(d)
  }
  const op = operationName ? operations.find((o) => o.name?.value === operationName) : operations.length === 1 ? operations[0] : undefined
  if (!op) return undefined // execution reports the missing or ambiguous operation
  const coerced = getVariableValues(schema, op.variableDefinitions ?? [], variables ?? {})
  const vars: Record<string, unknown> = ('coerced' in coerced ? coerced.coerced : undefined) ?? {}

  let maxDepth = 0
  let cost = 0
  const walk = (set: SelectionSetNode, parent: GraphQLNamedType, depth: number, multiplier: number, top: boolean) => {
    for (const sel of set.selections) {
      if (sel.kind === Kind.INLINE_FRAGMENT) {
        const t = sel.typeCondition ? (schema.getType(sel.typeCondition.name.value) ?? parent) : parent
        walk(sel.selectionSet, t, depth, multiplier, top)
        continue
      }
      if (sel.kind === Kind.FRAGMENT_SPREAD) {
        const frag = fragments.get(sel.name.value)
        if (frag) walk(frag.selectionSet, schema.getType(frag.typeCondition.name.value) ?? parent, depth, multiplier, top)
        continue
      }
      if (sel.name.value.startsWith('__')) continue
      const def = isObjectType(parent) ? parent.getFields()[sel.name.value] : undefined
      if (!def) continue
      const d = depth + 1
      if (d > maxDepth) maxDepth = d
      cost += multiplier
      if (!sel.selectionSet) continue
      const isList = getNullableType(def.type) instanceof GraphQLList
      let size = 1
      if (isList) size = listSize(def, sel, vars) ?? (top ? LIST_ESTIMATE : NESTED_ESTIMATE)
      walk(sel.selectionSet, getNamedType(def.type), d, multiplier * size, false)
    }
  }
  const root = schema.getQueryType()
  if (!root || op.operation !== 'query') return undefined
  walk(op.selectionSet, root, 0, 1, true)
  if (maxDepth > limits.maxDepth) return `Query depth ${maxDepth} exceeds the maximum of ${limits.maxDepth} (GRAPHQL_MAX_DEPTH).`
  if (cost > limits.maxCost)
    return `Query cost ${cost} exceeds the maximum of ${limits.maxCost} (GRAPHQL_MAX_COST): each field counts once per object it is resolved for, a list without pagination.limit as ${LIST_ESTIMATE} objects and a nested list as ${NESTED_ESTIMATE} per parent. Ask for fewer fields or paginate.`
  return undefined
}

/** A list's `pagination.limit`, when it has one. */
function listSize(def: ReturnType<GraphQLObjectType['getFields']>[string], node: FieldNode, vars: Record<string, unknown>): number | undefined {
  try {
    const args = getArgumentValues(def, node, vars) as { pagination?: { limit?: number } }
    const limit = args.pagination?.limit
    return typeof limit === 'number' && limit >= 0 ? limit : undefined
  } catch {
    return undefined
  }
}

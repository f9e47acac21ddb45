// The query parameters of a list operation, as NetBox's document declares them: paging, ordering,
// search, brief, and every filter the engine serves with each of its lookups. They are read from the
// engine's filter registry (filterTargets, lookupsFor), so a filter added there is declared here.
import { filterTargets, lookupsFor, type Target } from '../../engine/filters.js'
import type { ModelDef } from '../../registry/types.js'

type Schema = Record<string, unknown>

function valueSchema(t: Target): Schema {
  switch (t.kind) {
    case 'int':
    case 'bigint':
      return { type: 'integer' }
    case 'float':
      return { type: 'number' }
    case 'bool':
      return { type: 'boolean' }
    case 'date':
      return { type: 'string', format: 'date' }
    case 'timestamptz':
      return { type: 'string', format: 'date-time' }
    default:
      return { type: 'string' }
  }
}

function describe(name: string, t: Target): string | undefined {
  if (t.description) return t.description
  const f = t.field
  if (!f || t.custom) return undefined
  if (f.kind === 'fk') return name === `${f.name}_id` ? `${f.label} (ID)` : `${f.label} (slug or name)`
  if (t.range) return `${f.label} ${t.range === 'gte' ? 'at or after' : 'at or before'}`
  return f.label
}

/** One filter and its lookups; values repeat for OR (`?status=active&status=planned`), `null` matches none. */
function filterParams(name: string, t: Target, out: Record<string, Schema>): void {
  const value = valueSchema(t)
  const description = describe(name, t)
  // A boolean or a range bound takes one value; everything else a list, as NetBox declares it.
  const single = t.kind === 'bool' || t.range !== undefined
  const items = t.nullable && !single ? { ...value, nullable: true } : value
  out[name] = { ...(single ? value : { type: 'array', items }), ...(description ? { description } : {}) }
  for (const l of lookupsFor(t)) out[`${name}__${l}`] = l === 'empty' ? { type: 'boolean' } : { type: 'array', items: value }
}

export function listQuery(m: ModelDef): Schema {
  const props: Record<string, Schema> = {
    limit: { type: 'integer', description: 'Number of results to return per page.' },
    offset: { type: 'integer', description: 'The initial index from which to return the results.' },
    ordering: { type: 'string', description: 'Which field to use when ordering the results.' },
    q: { type: 'string', description: 'Search' },
    brief: { type: 'boolean', description: 'Return the brief representation (see x-brief-response).' },
  }
  if (m.configContext) props.exclude = { type: 'string', description: '`config_context` leaves out the rendered config context.' }
  for (const [name, t] of filterTargets(m)) filterParams(name, t, props)
  // NetBox 4.6's cursor; where a model filters on a field named `start` (ASN ranges), the filter's declaration stays.
  props.start ??= { type: 'integer', description: 'Cursor-based pagination: return results with pk >= start, ordered by pk. Mutually exclusive with offset.' }
  props.pagination = { type: 'string', enum: ['offset', 'cursor'], description: '`cursor`: keyset pagination on the ordering; next and previous carry an opaque cursor.' }
  props.cursor = { type: 'string', description: 'The opaque cursor of a next or previous link (keyset pagination). Mutually exclusive with offset.' }
  props.count ??= { type: 'boolean', description: 'Keyset pagination: `false` leaves out the count of the whole list (count is then null).' }
  return { type: 'object', properties: props }
}

export function detailQuery(m: ModelDef): Schema {
  const props: Record<string, Schema> = { brief: { type: 'boolean', description: 'Return the brief representation (see x-brief-response).' } }
  if (m.configContext) props.exclude = { type: 'string', description: '`config_context` leaves out the rendered config context.' }
  return { type: 'object', properties: props }
}

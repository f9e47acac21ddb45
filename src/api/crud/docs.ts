// Route schemas for the OpenAPI document. They document; the engine validates (with NetBox's
// messages) and shapes responses itself, so Fastify's own validation and serialisation are off.
import { filterTargets, lookupsFor } from '../../engine/filters.js'
import type { ModelDef } from '../../registry/types.js'
import type { RouteEntry } from './route-entry.js'

const ref = (id: string) => ({ $ref: `${id}#` })
const idOf = (s: unknown) => (s as { $id: string }).$id


function listQuery(m: ModelDef): object {
  const props: Record<string, object> = {
    limit: { type: 'integer', description: 'Number of results to return per page.' },
    offset: { type: 'integer', description: 'The initial index from which to return the results.' },
    brief: { type: 'boolean', description: 'Return the brief (nested) representation.' },
    ordering: { type: 'string', description: 'Which field to use when ordering the results.' },
    q: { type: 'string', description: 'Search' },
  }
  if (m.configContext) props.exclude = { type: 'string', description: 'exclude=config_context skips rendering it.' }
  for (const [name, t] of filterTargets(m)) {
    const type = t.kind === 'int' ? 'integer' : t.kind === 'bool' ? 'boolean' : t.kind === 'float' ? 'number' : 'string'
    props[name] = { type: 'array', items: { type }, description: `Filter by ${name} (repeat for OR).` }
    for (const l of lookupsFor(t)) props[`${name}__${l}`] = l === 'empty' ? { type: 'boolean' } : { type: 'array', items: { type } }
  }
  return { type: 'object', properties: props }
}

/** Every 4xx/5xx body: the Error component (src/api/error-schema.ts). */
const errorResponse = { ...ref('Error'), description: 'Error' }
const anyError = { '4xx': errorResponse, '5xx': errorResponse }
const detailParams = { type: 'object', properties: { id: { type: 'integer' } }, required: ['id'] }

export function routeDocs(m: ModelDef, entry: RouteEntry) {
  const tags = [m.app]
  const full = idOf(entry.schemas.full)
  const write = idOf(entry.schemas.write)
  const patch = idOf(entry.schemas.patch)
  const page = {
    type: 'object',
    required: ['count', 'next', 'previous', 'results'],
    properties: {
      count: { type: 'integer' },
      next: { type: ['string', 'null'], format: 'uri' },
      previous: { type: ['string', 'null'], format: 'uri' },
      results: { type: 'array', items: ref(full) },
    },
  }
  const op = (id: string) => `${m.app}_${m.path.replace(/-/g, '_')}_${id}`
  const errors = { 400: errorResponse, 403: errorResponse, 404: errorResponse, ...anyError }
  return {
    list: { tags, operationId: op('list'), querystring: listQuery(m), response: { 200: page, 400: errorResponse, 403: errorResponse, ...anyError } },
    retrieve: { tags, operationId: op('retrieve'), params: detailParams, response: { 200: ref(full), ...errors } },
    create: {
      tags,
      operationId: op('create'),
      body: { oneOf: [ref(write), { type: 'array', items: ref(write) }] },
      response: { 201: { oneOf: [ref(full), { type: 'array', items: ref(full) }] }, 400: errorResponse, 403: errorResponse, ...anyError },
    },
    bulkUpdate: {
      tags,
      operationId: op('bulk_update'),
      body: { type: 'array', items: { allOf: [ref(write)], type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } },
      response: { 200: { type: 'array', items: ref(full) }, ...errors },
    },
    bulkPatch: {
      tags,
      operationId: op('bulk_partial_update'),
      body: { type: 'array', items: { allOf: [ref(patch)], type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } },
      response: { 200: { type: 'array', items: ref(full) }, ...errors },
    },
    bulkDelete: {
      tags,
      operationId: op('bulk_destroy'),
      body: { type: 'array', items: { type: 'object', required: ['id'], properties: { id: { type: 'integer' } } } },
      response: { 204: { type: 'null', description: 'Deleted' }, ...errors, 409: errorResponse },
    },
    update: { tags, operationId: op('update'), params: detailParams, body: ref(write), response: { 200: ref(full), ...errors } },
    partialUpdate: { tags, operationId: op('partial_update'), params: detailParams, body: ref(patch), response: { 200: ref(full), ...errors } },
    destroy: { tags, operationId: op('destroy'), params: detailParams, response: { 204: { type: 'null', description: 'Deleted' }, ...errors, 409: errorResponse } },
  }
}

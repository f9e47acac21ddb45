// Route schemas for the OpenAPI document: NetBox's operationIds and descriptions, request and
// response components (named by codegen, see RouteEntry.names) and summaries from the model's
// verbose names. They
// document; the engine validates (with NetBox's messages) and shapes responses itself, so Fastify's
// own validation and serialisation are off.
import type { ModelDef } from '../../registry/types.js'
import { errorResponses } from '../error-schema.js'
import { detailQuery, listQuery } from './filter-docs.js'
import type { RouteEntry } from './route-entry.js'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const arrayOf = (schema: object) => ({ type: 'array', items: schema })

/** The id of one object in a bulk update or delete (NetBox's BulkOperationSerializer). */
export const BULK_OPERATION = 'BulkOperationRequest'
export const BULK_OPERATION_SCHEMA = {
  type: 'object',
  properties: { id: { type: 'integer', minimum: 1 } },
  required: ['id'],
}

const NO_BODY = { type: 'null', description: 'Deleted: no response body.' }

/** `at`: the app whose URL serves the model too (NetBox's object types under extras as well as core). */
export function routeDocs(m: ModelDef, entry: RouteEntry, at = m.app) {
  const n = entry.names
  const tags = [at]
  // Summaries name the model (`Create IP address`); descriptions are NetBox's own sentences.
  const one = m.verbose
  const many = m.verbosePlural
  const op = (action: string) => `${at}_${m.path.replace(/-/g, '_')}_${action}`
  const detailParams = {
    type: 'object',
    properties: { id: { type: 'integer', description: `A unique integer value identifying this ${m.verbose}.` } },
    required: ['id'],
  }
  const full = (what: string) => ({ ...ref(n.full), description: `The ${m.verbose}${what}.` })
  const errors = (...codes: number[]) => errorResponses(codes)
  const bulkItems = (item: string) => arrayOf({ allOf: [ref(item), ref(BULK_OPERATION)] })
  return {
    list: {
      tags,
      operationId: op('list'),
      summary: `List ${many}`,
      description: `Get a list of ${m.verbose} objects.`,
      querystring: listQuery(m),
      // The streaming export's media types are named in the description and in x-export-media-types,
      // not as more `content` entries: generated clients (openapi-fetch, orval) would then type every
      // list's result as a union of all three and no longer compile a plain `data.results`.
      response: {
        200: {
          ...ref(n.list),
          description:
            `A page of ${many}. With \`Accept: application/x-ndjson\` (or \`?format=ndjson\`): every ${m.verbose} the ` +
            `filters select, unpaged, one JSON object per line (the full or brief form, as \`brief\`/\`fields\` choose); a ` +
            `failure after the first line ends the stream with a last line \`{"error": {…}}\`. With \`Accept: text/csv\` ` +
            `(or \`?format=csv\`): the same rows as NetBox's CSV export renders them, after a header row of field names.`,
        },
        ...errors(400, 403),
      },
      'x-export-media-types': {
        'application/x-ndjson': { schema: ref(n.full), description: 'One object per line (the brief form with brief=1).' },
        'text/csv': { schema: { type: 'string' }, description: 'A header row, then one row per object.' },
      },
      'x-brief-response': ref(n.briefList),
    },
    retrieve: {
      tags,
      operationId: op('retrieve'),
      summary: `Retrieve ${one}`,
      description: `Get a ${one} object.`,
      params: detailParams,
      querystring: detailQuery(m),
      response: { 200: full(''), ...errors(403, 404) },
      'x-brief-response': ref(n.brief),
    },
    create: {
      tags,
      operationId: op('create'),
      summary: `Create ${one}`,
      description:
        `Post a ${one} object. A list of objects creates them all or none and answers with the list ` +
        `(x-bulk-request, x-bulk-response).`,
      body: ref(n.write),
      response: { 201: full(', created'), ...errors(400, 403, 409) },
      'x-bulk-request': arrayOf(ref(n.write)),
      'x-bulk-response': arrayOf(ref(n.full)),
    },
    bulkUpdate: {
      tags,
      operationId: op('bulk_update'),
      summary: `Update several ${many}`,
      description: `Put a list of ${m.verbose} objects, each with its id; all or none are updated.`,
      body: bulkItems(n.request),
      response: { 200: { ...arrayOf(ref(n.full)), description: `The ${many}, updated.` }, ...errors(400, 403, 409) },
    },
    bulkPatch: {
      tags,
      operationId: op('bulk_partial_update'),
      summary: `Partially update several ${many}`,
      description: `Patch a list of ${m.verbose} objects, each with its id; all or none are updated.`,
      body: bulkItems(n.patch),
      response: { 200: { ...arrayOf(ref(n.full)), description: `The ${many}, updated.` }, ...errors(400, 403, 409) },
    },
    bulkDelete: {
      tags,
      operationId: op('bulk_destroy'),
      summary: `Delete several ${many}`,
      description: `Delete a list of ${m.verbose} objects, each given by its id; all or none are deleted.`,
      body: arrayOf(ref(BULK_OPERATION)),
      response: { 204: NO_BODY, ...errors(400, 403, 409) },
    },
    update: {
      tags,
      operationId: op('update'),
      summary: `Update ${one}`,
      description: `Put a ${one} object.`,
      params: detailParams,
      body: ref(n.write),
      response: { 200: full(', updated'), ...errors(400, 403, 404, 409, 412) },
    },
    partialUpdate: {
      tags,
      operationId: op('partial_update'),
      summary: `Partially update ${one}`,
      description: `Patch a ${one} object.`,
      params: detailParams,
      body: ref(n.patch),
      response: { 200: full(', updated'), ...errors(400, 403, 404, 409, 412) },
    },
    destroy: {
      tags,
      operationId: op('destroy'),
      summary: `Delete ${one}`,
      description: `Delete a ${one} object.`,
      params: detailParams,
      response: { 204: NO_BODY, ...errors(400, 403, 404, 409, 412) },
    },
  }
}

// POST /api/batch/: the atomic cross-model batch (src/ops/batch.ts) over HTTP.
import type { FastifyInstance } from 'fastify'
import { batchOp } from '../ops/index.js'
import { type EngineDeps, requestContext } from './crud/context.js'
import { ERROR_COMPONENT, errorResponses } from './error-schema.js'
import { sendJson } from './reply.js'

// `{"$ref": "<name>"}`; a property named `$ref` would read as a JSON reference to schema tools, so it is described, not declared.
const REF = { type: 'object', additionalProperties: { type: 'string' }, description: '`{"$ref": "<name>"}`: the object an earlier operation of the batch created under that name.' }

export const BATCH_SCHEMAS = {
  BatchOperation: {
    type: 'object',
    properties: {
      op: { type: 'string', enum: ['create', 'update', 'delete'] },
      model: { type: 'string', description: 'A model key (`dcim.site`) or API path (`dcim/sites`).' },
      ref: { type: 'string', description: 'On a create: the name later operations use, as `{"$ref": "<name>"}`, for the object it creates.' },
      id: { oneOf: [{ type: 'integer' }, REF], description: 'On an update or delete: the object, by id or `{"$ref": …}`.' },
      data: { type: 'object', additionalProperties: {}, description: "The object's fields as the model's endpoint takes them; `{\"$ref\": …}` may stand for an id anywhere in it." },
      replace: { type: 'boolean', description: 'On an update: replace (PUT) instead of patch.' },
    },
    required: ['op', 'model'],
  },
  BatchRequest: {
    type: 'object',
    properties: { operations: { type: 'array', items: { $ref: '#/components/schemas/BatchOperation' }, minItems: 1 } },
    required: ['operations'],
  },
  BatchResult: {
    type: 'object',
    properties: {
      op: { type: 'string', enum: ['create', 'update', 'delete'] },
      model: { type: 'string' },
      ref: { type: 'string' },
      id: { type: 'integer' },
      object: { type: 'object', additionalProperties: {}, description: 'The object as written (absent for a delete).' },
    },
    required: ['op', 'model', 'id'],
  },
  BatchError: {
    type: 'object',
    description: 'The error of the operation that stopped the batch: its index (`operation`) beside the messages its endpoint would answer.',
    properties: { operation: { type: 'integer' } },
    required: ['operation'],
    // `operation` is a number among the messages: generated clients type the other keys as either.
    additionalProperties: { anyOf: [{ $ref: '#/components/schemas/ErrorMessages' }, { type: 'integer' }] },
  },
  BatchResponse: {
    type: 'object',
    properties: { results: { type: 'array', items: { $ref: '#/components/schemas/BatchResult' } } },
    required: ['results'],
  },
}

/** An operation's failure names its index beside the usual error body (src/ops/batch.ts); 403s come before any operation. */
function batchErrorResponses(): Record<number, object> {
  const declared: Record<number, object> = errorResponses([400, 403, 404, 409])
  for (const code of [400, 404, 409])
    declared[code] = { description: (declared[code] as { description: string }).description, anyOf: [{ $ref: `#/components/schemas/${ERROR_COMPONENT}` }, { $ref: '#/components/schemas/BatchError' }] }
  return declared
}

export function registerBatch(app: FastifyInstance, deps: EngineDeps): void {
  app.post(
    '/api/batch/',
    {
      schema: {
        tags: ['batch'],
        operationId: 'batch_create',
        summary: 'Run create, update and delete operations on any models, in order, all or none',
        description:
          'One transaction and one request id for the whole batch. A create may name its object (`ref`), and later operations refer to it with `{"$ref": "<name>"}`. The first failing operation stops the batch: nothing is written and the error names its index (`operation`).',
        body: { $ref: '#/components/schemas/BatchRequest' },
        response: { 200: { $ref: '#/components/schemas/BatchResponse' }, ...batchErrorResponses() },
      },
    },
    async (req, reply) => sendJson(req, reply, 200, { results: await batchOp(requestContext(deps, req), req.body) }),
  )
}

// POST /api/core/object-changes/revert/: undo a request's change set (src/ops/revert.ts) over HTTP.
import type { FastifyInstance } from 'fastify'
import { revertOp } from '../ops/index.js'
import { type EngineDeps, requestContext } from './crud/context.js'
import { errorResponses } from './error-schema.js'
import { sendJson } from './reply.js'

export const REVERT_SCHEMAS = {
  RevertRequest: {
    type: 'object',
    properties: {
      request_id: { type: 'string', format: 'uuid', description: 'The request whose changes to undo (its X-Request-ID, the `request_id` of its object changes).' },
      force: { type: 'boolean', default: false, description: 'Undo even over later changes of the same objects by other requests.' },
    },
    required: ['request_id'],
  },
  RevertResult: {
    type: 'object',
    properties: {
      request_id: { type: 'string' },
      reverted_by: { type: 'string', description: "The request id of the revert's own changes (itself revertible)." },
      reverted: {
        type: 'array',
        items: {
          type: 'object',
          properties: { action: { type: 'string', enum: ['create', 'update', 'delete'] }, object_type: { type: 'string' }, object_id: { type: 'integer' }, object_repr: { type: 'string' } },
          required: ['action', 'object_type', 'object_id', 'object_repr'],
        },
      },
    },
    required: ['request_id', 'reverted_by', 'reverted'],
  },
}

export function registerRevert(app: FastifyInstance, deps: EngineDeps): void {
  app.post(
    '/api/core/object-changes/revert/',
    {
      schema: {
        tags: ['core'],
        operationId: 'core_object_changes_revert_create',
        summary: "Undo every change of one request, in one transaction",
        description:
          'Newest first: created objects are deleted, updated ones get their earlier values back, deleted ones are created again with their old ids. Each undo is a new change (with its webhooks). A 409 lists the objects other requests changed since, unless `force`.',
        body: { $ref: '#/components/schemas/RevertRequest' },
        response: { 200: { $ref: '#/components/schemas/RevertResult' }, ...errorResponses([400, 403, 404, 409]) },
      },
    },
    async (req, reply) => sendJson(req, reply, 200, await revertOp(requestContext(deps, req), req.body)),
  )
}

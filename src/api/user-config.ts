// /api/users/config/ (the caller's preferences, src/ops/user-config.ts) and /api/extras/scripts/:
// NetBox's custom scripts are Python modules it runs in-process; this service runs no user code,
// so the list is honestly empty and every script id is 404 (README: differences from NetBox).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requireAccess } from '../auth/access.js'
import { NotFoundError } from '../engine/errors.js'
import { getUserConfigOp, patchUserConfigOp } from '../ops/index.js'
import { type EngineDeps, requestContext } from './crud/context.js'
import { errorResponses } from './error-schema.js'
import { pageLinks, pageRequest } from './pagination.js'
import { sendJson } from './reply.js'

const CONFIG = '/api/users/config/'
const SCRIPTS = '/api/extras/scripts/'
const object = { type: 'object', additionalProperties: {} }

export function registerUserConfig(app: FastifyInstance, deps: EngineDeps): void {
  const { config } = deps
  app.get(
    CONFIG,
    {
      schema: {
        tags: ['users'],
        operationId: 'users_config_retrieve',
        summary: 'Retrieve your preferences',
        description: 'Return the UserConfig for the currently authenticated User.',
        response: { 200: { ...object, description: 'Your preferences (a JSON object).' }, ...errorResponses([403]) },
      },
    },
    async (req: FastifyRequest, reply: FastifyReply) => {
      requireAccess(req, config, undefined, 'view')
      reply.header('allow', 'GET, PATCH, HEAD, OPTIONS')
      return sendJson(req, reply, 200, await getUserConfigOp(requestContext(deps, req)))
    },
  )
  app.patch(
    CONFIG,
    {
      schema: {
        tags: ['users'],
        operationId: 'users_config_partial_update',
        summary: 'Update your preferences',
        description: 'Update the UserConfig for the currently authenticated User: the body is deep-merged into it.',
        body: object,
        response: { 200: { ...object, description: 'Your preferences, updated.' }, ...errorResponses([400, 403]) },
      },
    },
    async (req: FastifyRequest, reply: FastifyReply) => {
      requireAccess(req, config, undefined, 'change')
      reply.header('allow', 'GET, PATCH, HEAD, OPTIONS')
      return sendJson(req, reply, 200, await patchUserConfigOp(requestContext(deps, req), req.body))
    },
  )

  app.get(
    SCRIPTS,
    {
      schema: {
        tags: ['extras'],
        operationId: 'extras_scripts_list',
        summary: 'List scripts',
        description: 'NetBox runs custom scripts (Python) in its own process; this service runs no user code, so there are none.',
        response: { 200: { type: 'object', description: 'An empty page.', additionalProperties: true }, ...errorResponses([403]) },
      },
    },
    async (req: FastifyRequest, reply: FastifyReply) => {
      requireAccess(req, config, undefined, 'view')
      const page = pageRequest(req.query as Record<string, unknown>, config)
      reply.header('allow', 'GET, HEAD, OPTIONS')
      return sendJson(req, reply, 200, { count: 0, ...pageLinks(req, page, 0), results: [] })
    },
  )
  app.get(
    `${SCRIPTS}:id/`,
    {
      schema: {
        tags: ['extras'],
        operationId: 'extras_scripts_retrieve',
        summary: 'Retrieve script',
        description: 'There are no scripts here: always 404.',
        params: { type: 'object', properties: { id: { type: 'string' } }, required: ['id'] },
        response: errorResponses([403, 404]),
      },
    },
    async (req: FastifyRequest) => {
      requireAccess(req, config, undefined, 'view')
      throw new NotFoundError('No Script matches the given query.')
    },
  )
}

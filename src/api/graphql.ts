// GraphQL over HTTP at /graphql/, as NetBox serves it: POST a JSON body `{query, variables,
// operationName}`, or GET with them in the query string; read-only (the schema has no mutations).
// The same authentication as /api/ (a token, or a session whose unsafe requests carry the CSRF
// token) and the same object permissions; without credentials, 403. A browser's GET without a query
// gets the query page; the schema in SDL is at /graphql/schema.graphql.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { assertValidSchema, printSchema } from 'graphql'
import { ApiError } from '../engine/errors.js'
import { runGraphql, type GraphqlRequest, type GraphqlSettings } from '../graphql/execute.js'
import { graphqlSchema } from '../graphql/schema.js'
import { wantsHtml } from '../web/negotiate.js'
import { type EngineDeps, requestContext } from './crud/context.js'

export type GraphqlPage = (req: FastifyRequest, reply: FastifyReply) => Promise<unknown>

const noCredentials = () => new ApiError(403, { detail: 'No credentials provided.' })

export function registerGraphql(app: FastifyInstance, deps: EngineDeps, page?: GraphqlPage): void {
  const c = deps.config
  const settings: GraphqlSettings = {
    maxDepth: c.graphqlMaxDepth,
    maxCost: c.graphqlMaxCost,
    maxAliases: c.graphqlMaxAliases,
    maxRows: c.graphqlMaxRows,
    maxFilterValues: c.maxFilterValues,
  }
  // Built and checked at start: a registry the schema cannot express fails here, not on the first query.
  assertValidSchema(graphqlSchema())

  const run = async (req: FastifyRequest, reply: FastifyReply, input: GraphqlRequest) => {
    if (!req.auth) throw noCredentials()
    const answer = await runGraphql(requestContext(deps, req), input, settings, (err) => req.log.error({ err }, 'GraphQL resolver failed'))
    return reply.code(answer.status).header('content-type', 'application/json; charset=utf-8').header('cache-control', 'no-store').send(answer.body)
  }

  const schema = { hide: true }
  app.post('/graphql/', { schema }, async (req, reply) => {
    const body = req.body
    if (typeof body !== 'object' || body === null || Array.isArray(body)) throw new ApiError(400, { errors: [{ message: 'POST body must be a JSON object with a query.' }] })
    return run(req, reply, body as GraphqlRequest)
  })
  app.get('/graphql/', { schema }, async (req, reply) => {
    const query = req.query as Record<string, unknown>
    const one = (v: unknown) => (Array.isArray(v) ? v[0] : v)
    if (query.query === undefined && page && wantsHtml(req)) return page(req, reply)
    return run(req, reply, { query: one(query.query), variables: one(query.variables), operationName: one(query.operationName) })
  })
  let sdl: string | undefined
  app.get('/graphql/schema.graphql', { schema }, async (req, reply) => {
    if (!req.auth) throw noCredentials()
    sdl ??= `${printSchema(graphqlSchema())}\n`
    return reply.header('content-type', 'text/plain; charset=utf-8').send(sdl)
  })
}

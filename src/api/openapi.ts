// The OpenAPI 3.0.3 document at /api/schema/ (JSON, or YAML on request) and Swagger UI at
// /api/docs/. @fastify/swagger collects every route that is not hidden, so each served path is in it;
// the component schemas come from codegen (named as NetBox's document names them) and from the
// modules of the endpoints that are not models. 3.0.3, as NetBox publishes, is what client
// generators (openapi-generator, orval, hey-api, openapi-typescript) handle best.
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { allModels } from '../engine/models.js'
import { BACKGROUND_TASK_SCHEMAS } from '../events/background-task-docs.js'
import { routeTable } from '../generated/routes/index.js'
import { PROVISION_SCHEMAS } from '../auth/provision-docs.js'
import { ALLOCATION_SCHEMAS } from './crud/allocation.js'
import { PATH_SCHEMAS } from './crud/paths.js'
import { BULK_OPERATION, BULK_OPERATION_SCHEMA } from './crud/docs.js'
import { ERROR_SCHEMAS } from './error-schema.js'
import { IDEMPOTENCY_HEADER } from './idempotency.js'
import { BATCH_SCHEMAS } from './batch.js'
import { REVERT_SCHEMAS } from './revert.js'
import { baseUrl } from './reply.js'
import { appIndex, SERVICE_VERSION } from './root.js'
import { schemaDocs, SERVICE_SCHEMAS } from './service-docs.js'
import { formatParam } from '../web/negotiate.js'

/** Every component: the models' (codegen) first, then those of the other endpoints. */
function components(): Record<string, object> {
  const out: Record<string, object> = {}
  for (const entry of routeTable) Object.assign(out, entry.schemas)
  const extra: Record<string, object> = { ...ERROR_SCHEMAS, [BULK_OPERATION]: BULK_OPERATION_SCHEMA, ...SERVICE_SCHEMAS, ...PROVISION_SCHEMAS, ...BACKGROUND_TASK_SCHEMAS, ...ALLOCATION_SCHEMAS, ...BATCH_SCHEMAS, ...REVERT_SCHEMAS, ...PATH_SCHEMAS }
  for (const [name, schema] of Object.entries(extra)) {
    if (out[name]) throw new Error(`OpenAPI component ${name} is defined twice`)
    out[name] = schema
  }
  return Object.fromEntries(Object.keys(out).sort().map((k) => [k, out[k]]))
}

let componentCache: Record<string, object> | undefined
function componentSchemas(): Record<string, object> {
  // A deep copy without shared objects (structuredClone keeps them): they would come out as YAML aliases.
  return (componentCache ??= JSON.parse(JSON.stringify(components())) as Record<string, object>)
}

/** Top-level tags: one per application, described by the endpoints it serves. */
function tags(): Array<{ name: string; description: string }> {
  const index = appIndex()
  const endpoint = (app: string, path: string) => allModels().find((m) => m.app === app && m.path === path)?.verbosePlural ?? path.replace(/-/g, ' ')
  return [
    { name: 'api', description: 'The API root: every application and its URL.' },
    { name: 'batch', description: 'Operations on any models in one transaction, all or none.' },
    ...Object.entries(index).map(([app, paths]) => ({ name: app, description: `The ${app} application: ${paths.map((p) => endpoint(app, p)).join(', ')}.` })),
    { name: 'plugins', description: 'Installed plugins (none).' },
    { name: 'schema', description: 'This OpenAPI document.' },
    { name: 'status', description: 'Versions and operational status.' },
  ]
}

/** YAML when asked for by `format=yaml` or the Accept header; JSON otherwise. */
function wantsYaml(req: FastifyRequest): boolean {
  const format = formatParam(req)
  if (format) return format === 'yaml'
  const accept = (req.headers.accept ?? '').toLowerCase()
  return /application\/vnd\.oai\.openapi(?!\+json)|application\/(x-)?yaml|text\/yaml/.test(accept)
}

const WRITE_METHODS = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const IDEMPOTENCY_KEY_DOC = {
  type: 'string',
  minLength: 1,
  maxLength: 255,
  description:
    'Makes the write safe to retry: a retry with the same key and request returns the first response (with `Idempotent-Replayed: true`) without writing again; the same key with another request is a 422. Keys are per user and kept IDEMPOTENCY_TTL_SECONDS (24 h).',
}

export async function registerOpenApi(app: FastifyInstance): Promise<void> {
  await app.register(swagger, {
    openapi: {
      openapi: '3.0.3',
      info: {
        title: 'netinventory REST API',
        version: SERVICE_VERSION,
        description: "A network source of truth serving NetBox's REST API: the same paths, bodies, component names and operationIds.",
      },
      components: {
        securitySchemes: {
          cookieAuth: { type: 'apiKey', in: 'cookie', name: 'sessionid' },
          tokenAuth: { type: 'apiKey', in: 'header', name: 'Authorization', description: '`Token <40 hex characters>`' },
        },
      },
      security: [{ cookieAuth: [] }, { tokenAuth: [] }],
      tags: tags(),
    },
    // Every write takes an Idempotency-Key (src/api/idempotency.ts): documented on each, not validated by schema.
    transform: ({ schema, url, route }) => {
      const methods = ([] as string[]).concat(route.method)
      if (!methods.some((m) => WRITE_METHODS.has(m)) || !url.startsWith('/api/') || (schema as { hide?: boolean } | undefined)?.hide) return { schema, url }
      const headers = { type: 'object', properties: { [IDEMPOTENCY_HEADER]: IDEMPOTENCY_KEY_DOC } }
      return { schema: { ...schema, headers } as typeof schema, url }
    },
    // The components go in after @fastify/swagger has built the rest: given to it, it resolves each one
    // with every other as an external schema (quadratic: 40 s for our 1,300), to emit them unchanged,
    // as they are written in OpenAPI 3.0 form already (test/api/openapi-document.test.ts checks).
    transformObject: (built) => {
      const doc = 'openapiObject' in built ? built.openapiObject : built.swaggerObject
      const { schemas, ...rest } = (doc as { components?: { schemas?: object } }).components ?? {}
      ;(doc as { components?: object }).components = { schemas: { ...componentSchemas(), ...schemas }, ...rest }
      return doc
    },
  })
  await app.register(swaggerUi, { routePrefix: '/api/docs', uiConfig: { docExpansion: 'none' } })
  // The document with `servers` naming the address it was asked at, so generated clients default to it.
  let json: { head: string; tail: string } | undefined
  let yaml: { head: string; tail: string } | undefined
  app.get('/api/schema/', { schema: schemaDocs }, async (req, reply) => {
    const server = { url: baseUrl(req), description: 'netinventory' }
    if (wantsYaml(req)) {
      // Top-level keys start a line: `servers` goes in before `components`, after `openapi` and `info`.
      yaml ??= splitAt(app.swagger({ yaml: true }), /^components:/m)
      const servers = `servers:\n  - url: ${JSON.stringify(server.url)}\n    description: ${server.description}\n`
      return reply.header('content-type', 'application/vnd.oai.openapi; charset=utf-8').send(`${yaml.head}${servers}${yaml.tail}`)
    }
    if (!json) {
      const { openapi, info, ...rest } = app.swagger() as { openapi: string; info: object }
      json = { head: JSON.stringify({ openapi, info }).slice(0, -1), tail: JSON.stringify(rest).slice(1) }
    }
    const type = /application\/vnd\.oai\.openapi\+json/.test(req.headers.accept ?? '') ? 'application/vnd.oai.openapi+json' : 'application/json'
    return reply.header('content-type', type).send(`${json.head},"servers":${JSON.stringify([server])},${json.tail}`)
  })
}

function splitAt(text: string, at: RegExp): { head: string; tail: string } {
  const i = text.search(at)
  return i < 0 ? { head: text, tail: '' } : { head: text.slice(0, i), tail: text.slice(i) }
}

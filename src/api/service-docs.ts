// Route schemas of the endpoints that are not models: the API root and application indexes,
// /api/plugins/, /api/status/ and /api/schema/ itself, with NetBox's operationIds where NetBox
// documents the endpoint (status_retrieve, schema_retrieve) and drf-spectacular's naming otherwise.
import { errorResponses } from './error-schema.js'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

export const SERVICE_SCHEMAS = {
  Status: {
    type: 'object',
    description: "The service's versions and state, as NetBox's /api/status/ reports them.",
    properties: {
      'netbox-version': { type: 'string', description: 'The NetBox release whose API is served.' },
      'netbox-full-version': { type: 'string' },
      'netinventory-version': { type: 'string' },
      'node-version': { type: 'string' },
      database: { type: 'string' },
      hostname: { type: 'string' },
      installed_apps: { type: 'object', additionalProperties: {} },
      plugins: { type: 'object', additionalProperties: {} },
      'rq-workers-running': { type: 'integer' },
    },
    required: ['netbox-version', 'netbox-full-version', 'netinventory-version', 'node-version', 'database', 'hostname', 'installed_apps', 'plugins', 'rq-workers-running'],
    additionalProperties: false,
  },
  Index: {
    type: 'object',
    description: 'Endpoint name → its absolute URL.',
    additionalProperties: { type: 'string', format: 'uri' },
  },
} as const

const index = (operationId: string, tag: string, summary: string) => ({
  tags: [tag],
  operationId,
  summary,
  description: `${summary}: each endpoint with its URL.`,
  response: { 200: { ...ref('Index'), description: 'Endpoint name → URL.' }, ...errorResponses([403]) },
})

export const rootDocs = index('root_retrieve', 'api', 'The API root')
export const appIndexDocs = (app: string) => index(`${app}_retrieve`, app, `The ${app} application's endpoints`)
export const pluginsDocs = { ...index('plugins_retrieve', 'plugins', 'Installed plugins'), description: 'Installed plugins: none.' }

export const statusDocs = {
  tags: ['status'],
  operationId: 'status_retrieve',
  summary: 'Operational status',
  description: "A lightweight read-only endpoint for conveying the service's current operational status.",
  response: { 200: { ...ref('Status'), description: 'Versions and state.' }, ...errorResponses([403]) },
}

export const schemaDocs = {
  tags: ['schema'],
  operationId: 'schema_retrieve',
  summary: 'This OpenAPI document',
  description:
    'The OpenAPI 3.0 document of this API. JSON by default or with `format=json` (or `Accept: application/vnd.oai.openapi+json`); ' +
    'YAML with `format=yaml` (or `Accept: application/vnd.oai.openapi`, `application/yaml`).',
  security: [{ cookieAuth: [] }, { tokenAuth: [] }, {}] as Array<Record<string, string[]>>,
  querystring: { type: 'object', properties: { format: { type: 'string', enum: ['json', 'yaml'] } } },
  response: {
    200: {
      description: 'The document.',
      content: {
        'application/json': { schema: { type: 'object', additionalProperties: {} } },
        'application/vnd.oai.openapi+json': { schema: { type: 'object', additionalProperties: {} } },
        'application/vnd.oai.openapi': { schema: { type: 'string' } },
        'application/yaml': { schema: { type: 'string' } },
      },
    },
  },
}

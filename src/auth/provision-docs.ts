// The OpenAPI description of token provisioning (NetBox's users_tokens_provision_create): the body
// is a username and password plus the token's own writable fields; the answer is the token with its
// key. Both components are derived from the token model's generated ones.
import { errorResponses } from '../api/error-schema.js'
import { routeTable } from '../generated/routes/index.js'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

type Obj = { properties: Record<string, unknown>; required?: string[] }

function tokenComponents(): { full: Obj; request: Obj } {
  const entry = routeTable.find((e) => e.key === 'users.token')!
  return { full: entry.schemas[entry.names.full] as Obj, request: entry.schemas[entry.names.request] as Obj }
}

function provisionSchemas() {
  const { full, request } = tokenComponents()
  const { user: _user, key: _key, ...own } = request.properties
  return {
    TokenProvisionRequest: {
      type: 'object',
      properties: { username: { type: 'string', minLength: 1 }, password: { type: 'string', minLength: 1 }, ...own },
      required: ['username', 'password'],
    },
    TokenProvision: { ...full, required: [...(full.required ?? []), 'key'] },
  }
}

export const PROVISION_SCHEMAS = provisionSchemas()

export const provisionDocs = {
  tags: ['users'],
  operationId: 'users_tokens_provision_create',
  summary: 'Provision a token',
  description: 'A username and password buy a new write-enabled token; its key is shown in this response only.',
  security: [{}],
  body: ref('TokenProvisionRequest'),
  response: { 201: { ...ref('TokenProvision'), description: 'The new token, with its key.' }, ...errorResponses([400, 403, 429, 503]) },
}

// POST /api/users/tokens/provision/: a username and password buy a new write-enabled token.
// Wrong credentials are a 403 that does not say which part was wrong and takes as long either way;
// failures are counted per client address and username, and per address, and throttled (429).
import type { FastifyInstance } from 'fastify'
import type { EngineDeps } from '../api/crud/context.js'
import { baseUrl, sendJson } from '../api/reply.js'
import { ApiError, maintenanceMode, ValidationError } from '../engine/errors.js'
import { getModel } from '../engine/models.js'
import { opContext, runWrite } from '../ops/index.js'
import type { ClientAddress } from './client-address.js'
import { checkCredentials, credentialsOf, INVALID_CREDENTIALS } from './credentials.js'
import { provisionDocs } from './provision-docs.js'
import type { FieldReveal } from './reveal.js'
import type { Throttle } from './throttle.js'

export interface ProvisionDeps {
  throttle: Throttle
  addresses: ClientAddress
  reveal: FieldReveal
}

export function registerProvision(app: FastifyInstance, deps: EngineDeps, auth: ProvisionDeps): void {
  const tokenModel = getModel('users.token')
  app.post('/api/users/tokens/provision/', { schema: provisionDocs }, async (req, reply) => {
    reply.header('allow', 'POST, OPTIONS')
    const body = (req.body ?? {}) as Record<string, unknown>
    if (typeof body !== 'object' || Array.isArray(body)) throw new ValidationError({ non_field_errors: ['Invalid data. Expected a dictionary.'] })
    const parsed = credentialsOf(body)
    if ('errors' in parsed) throw new ValidationError(parsed.errors)
    const client = auth.addresses.of(req)
    await auth.throttle.attempt(client, parsed.creds.username)
    const user = await checkCredentials(deps.db, parsed.creds)
    if (!user) throw new ApiError(403, { detail: INVALID_CREDENTIALS })
    await auth.throttle.succeeded(client, parsed.creds.username)
    if (deps.config.maintenanceMode) throw maintenanceMode()
    const { username: _u, password: _p, user: _x, key: _k, ...rest } = body
    // The credentials were the check: the token is written as the user, recorded and announced
    // (change record, webhooks) like one made through /api/users/tokens/.
    const ctx = opContext(deps.ops, { actor: user, requestId: req.id, base: baseUrl(req), system: true })
    const out = await runWrite(ctx, async (scope) => {
      const { ids, revealed } = await scope.create(tokenModel, [{ ...rest, user: user.id, write_enabled: rest.write_enabled ?? true }], false)
      const [obj] = await scope.read(tokenModel, ids)
      return { ...obj, ...revealed.get(ids[0]) }
    })
    return sendJson(req, reply, 201, out)
  })
  app.options('/api/users/tokens/provision/', { schema: { hide: true } }, async (req, reply) => {
    reply.header('allow', 'POST, OPTIONS')
    return sendJson(req, reply, 200, { name: 'Token Provision', description: '', renders: ['application/json'], parses: ['application/json'] })
  })
}

// POST /api/users/tokens/provision/: a username and password buy a new write-enabled token.
// Wrong credentials are a 403 that does not say which part was wrong and takes as long either way;
// failures are counted per client address and username, and per address, and throttled (429).
import type { FastifyInstance } from 'fastify'
import type { EngineDeps } from '../api/crud/context.js'
import { baseUrl, sendJson } from '../api/reply.js'
import { ApiError, ValidationError } from '../engine/errors.js'
import { getModel } from '../engine/models.js'
import { getObject } from '../engine/read.js'
import { createObjects } from '../engine/write.js'
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
    if (deps.config.maintenanceMode) throw new ApiError(503, { detail: 'The service is in maintenance mode: changes are not possible right now.' })
    const { username: _u, password: _p, user: _x, key: _k, ...rest } = body
    const out = await deps.db.transaction(async (tx) => {
      const { ids, revealed } = await createObjects(
        { tx, secretKey: deps.config.secretKey, actor: { id: user.id, username: user.username } },
        tokenModel,
        [{ ...rest, user: user.id, write_enabled: rest.write_enabled ?? true }],
        false,
      )
      await auth.reveal.store(tx, tokenModel, revealed)
      const obj = (await getObject(tx, tokenModel, ids[0], { brief: false, configContext: false }, baseUrl(req))) as Record<string, unknown>
      return { ...obj, ...revealed.get(ids[0]) }
    })
    return sendJson(req, reply, 201, out)
  })
  app.options('/api/users/tokens/provision/', { schema: { hide: true } }, async (req, reply) => {
    reply.header('allow', 'POST, OPTIONS')
    return sendJson(req, reply, 200, { name: 'Token Provision', description: '', renders: ['application/json'], parses: ['application/json'] })
  })
}

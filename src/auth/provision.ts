// POST /api/users/tokens/provision/: a username and password buy a new write-enabled token.
import type { FastifyInstance } from 'fastify'
import type { EngineDeps } from '../api/crud/context.js'
import { baseUrl, sendJson } from '../api/reply.js'
import { ApiError, ValidationError } from '../engine/errors.js'
import { getModel } from '../engine/models.js'
import { getObject } from '../engine/read.js'
import { createObjects } from '../engine/write.js'
import { verifyPassword } from './password.js'

export function registerProvision(app: FastifyInstance, deps: EngineDeps): void {
  const tokenModel = getModel('users.token')
  app.post('/api/users/tokens/provision/', { schema: { hide: true } }, async (req, reply) => {
    reply.header('allow', 'POST, OPTIONS')
    const body = (req.body ?? {}) as Record<string, unknown>
    if (typeof body !== 'object' || Array.isArray(body)) throw new ValidationError({ non_field_errors: ['Invalid data. Expected a dictionary.'] })
    const errors: Record<string, string[]> = {}
    for (const f of ['username', 'password']) if (typeof body[f] !== 'string' || body[f] === '') errors[f] = ['This field is required.']
    if (Object.keys(errors).length) throw new ValidationError(errors)
    const users = await deps.db.query<{ id: number; username: string; password: string; is_active: boolean }>(
      'SELECT id, username, password, is_active FROM users_user WHERE username = $1',
      [body.username as string],
    )
    const user = users[0]
    // verifyPassword takes as long for an unknown user as for a wrong password.
    const ok = await verifyPassword(body.password as string, user?.password)
    if (!ok || !user || !user.is_active) throw new ApiError(403, { detail: 'Invalid username/password' })
    const { username: _u, password: _p, user: _x, key: _k, ...rest } = body
    const out = await deps.db.transaction(async (tx) => {
      const { ids, revealed } = await createObjects(
        { tx, secretKey: deps.config.secretKey, actor: { id: user.id, username: user.username } },
        tokenModel,
        [{ ...rest, user: user.id, write_enabled: rest.write_enabled ?? true }],
        false,
      )
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

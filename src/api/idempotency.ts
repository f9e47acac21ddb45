// The HTTP side of Idempotency-Key (the operations do the rest, src/ops/idempotency.ts): a write
// carrying the header gets a fingerprint of its method, path and body, and a replayed answer says
// so in `Idempotent-Replayed: true`.
import { createHash } from 'node:crypto'
import type { FastifyInstance, FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import { ApiError } from '../engine/errors.js'
import type { IdempotencyRequest } from '../ops/idempotency.js'

declare module 'fastify' {
  interface FastifyRequest {
    idempotency?: IdempotencyRequest
  }
}

export const IDEMPOTENCY_HEADER = 'idempotency-key'
const WRITES = new Set(['POST', 'PUT', 'PATCH', 'DELETE'])
const VALID_KEY = /^[\x21-\x7e]{1,255}$/

export function installIdempotency(app: FastifyInstance, config: Config): void {
  app.decorateRequest('idempotency', undefined)
  app.addHook('preHandler', (req: FastifyRequest, _reply, done) => {
    const key = req.headers[IDEMPOTENCY_HEADER]
    if (key === undefined || !WRITES.has(req.method)) return done()
    if (typeof key !== 'string' || !VALID_KEY.test(key))
      return done(new ApiError(400, { detail: 'Idempotency-Key must be 1 to 255 visible ASCII characters, sent once.' }))
    const fingerprint = createHash('sha256')
      .update(`${req.method} ${req.url}\n`)
      .update(JSON.stringify(req.body ?? null))
      .digest('hex')
    req.idempotency = { key, fingerprint, ttlSeconds: config.idempotencyTtlSeconds }
    done()
  })
  app.addHook('onSend', (req, reply, payload, done) => {
    if (req.idempotency?.replayed) reply.header('idempotent-replayed', 'true')
    done(null, payload)
  })
}

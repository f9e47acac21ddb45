import type { FastifyRequest } from 'fastify'
import type { TokenAuthenticator } from '../../auth/authenticate.js'
import type { Config } from '../../config.js'
import type { Db } from '../../db/types.js'
import { type OpContext, opContext, type OpServices } from '../../ops/index.js'
import { baseUrl } from '../reply.js'

export type { FieldRevealer } from '../../ops/index.js'

/** What every generic handler needs, created once per app. */
export interface EngineDeps {
  db: Db
  config: Config
  tokens: TokenAuthenticator
  /** The operations' services: access checks, change sink, post-commit work. */
  ops: OpServices
}

const contexts = new WeakMap<FastifyRequest, OpContext>()

/** The operations' context of one HTTP request (one per request: one sink, one set of permissions). */
export function requestContext(deps: EngineDeps, req: FastifyRequest): OpContext {
  let ctx = contexts.get(req)
  if (!ctx) contexts.set(req, (ctx = opContext(deps.ops, { caller: req, requestId: req.id, base: baseUrl(req), idempotency: req.idempotency })))
  return ctx
}

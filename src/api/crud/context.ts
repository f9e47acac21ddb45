import type { FastifyRequest } from 'fastify'
import type { TokenAuthenticator } from '../../auth/authenticate.js'
import type { ChangeAction, ChangeSink, WriteGuard } from '../../engine/changes.js'
import type { Conditions } from '../../engine/filters.js'
import type { ModelDef } from '../../registry/types.js'
import type { Config } from '../../config.js'
import type { Db } from '../../db/types.js'

/** What every generic handler needs, created once per app. */
export interface EngineDeps {
  db: Db
  config: Config
  tokens: TokenAuthenticator
  /** Change records and events for this request's writes (the events module). */
  changes?: (req: FastifyRequest) => ChangeSink | undefined
  /** Object permissions: rows a request may see or touch, and a check of what it wrote. */
  permissions?: Permissions
}

export interface Permissions {
  /** Refuse (throw 403) when the caller may not do `action` on model `m` at all. */
  require(req: FastifyRequest, m: ModelDef, action: 'view' | ChangeAction): Promise<void>
  /** Conditions limiting the rows the caller may see or act on, or undefined for all rows. */
  restrict(req: FastifyRequest, m: ModelDef, action: 'view' | ChangeAction): Promise<((c: Conditions) => void) | undefined>
  /** Checks written rows against the caller's constraints inside the transaction. */
  guard(req: FastifyRequest): WriteGuard | undefined
}

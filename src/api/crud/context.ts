import type { FastifyRequest } from 'fastify'
import type { TokenAuthenticator } from '../../auth/authenticate.js'
import type { ChangeAction, ChangeSink, WriteGuard } from '../../engine/changes.js'
import type { Conditions } from '../../engine/filters.js'
import type { ModelDef } from '../../registry/types.js'
import type { Config } from '../../config.js'
import type { Db, Queryable } from '../../db/types.js'

/** What every generic handler needs, created once per app. */
export interface EngineDeps {
  db: Db
  config: Config
  tokens: TokenAuthenticator
  /** Change records and events for this request's writes (the events module). */
  changes?: (req: FastifyRequest) => ChangeSink | undefined
  /** Object permissions: rows a request may see or touch, and a check of what it wrote. */
  permissions?: Permissions
  /** Write-once secrets shown again after creation when configured (ALLOW_TOKEN_RETRIEVAL). */
  reveal?: FieldRevealer
}

export interface FieldRevealer {
  /** In the create's transaction: keep what is needed to show the new rows' secrets later. */
  store(tx: Queryable, m: ModelDef, revealed: Map<number, Record<string, string>>): Promise<void>
  /** Adds the secrets to full representations of m, in place (a no-op when not configured). */
  apply(db: Queryable, m: ModelDef, objects: unknown[]): Promise<void>
}

export interface Permissions {
  /** Refuse (throw 403) when the caller may not do `action` on model `m` at all. */
  require(req: FastifyRequest, m: ModelDef, action: 'view' | ChangeAction): Promise<void>
  /** Conditions limiting the rows the caller may see or act on, or undefined for all rows. */
  restrict(req: FastifyRequest, m: ModelDef, action: 'view' | ChangeAction): Promise<((c: Conditions) => void) | undefined>
  /** Checks written rows against the caller's constraints inside the transaction. */
  guard(req: FastifyRequest): WriteGuard | undefined
  /** Called after a committed write to model m (cached permissions may depend on it). */
  invalidate?(m: ModelDef): void
}

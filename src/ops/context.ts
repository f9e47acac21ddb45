// The one explicit context every operation takes: who acts (actor, access), where the changes go
// (the change sink, required), which request they belong to, and how objects are represented. It
// knows nothing of HTTP: routes, the web pages, the CLI and the seeders each build one.
import type { Db, Queryable } from '../db/types.js'
import type { ChangeAction, ChangeSink, WriteGuard } from '../engine/changes.js'
import type { Conditions } from '../engine/filters.js'
import type { DomainSettings } from '../engine/hooks.js'
import type { MediaStore } from '../engine/media.js'
import type { ModelDef } from '../registry/types.js'

export interface Actor {
  id: number
  username: string
}

export type Restriction = (c: Conditions) => void
export type AccessAction = 'view' | ChangeAction

/** What the caller may do: the access checks of the service and the caller's object permissions. */
export interface Access {
  /** Refuses (throws) when the caller may not do `action` on model `m` at all. */
  require(m: ModelDef, action: AccessAction): Promise<void>
  /** Conditions limiting the rows the caller may see or act on, or undefined for all rows. */
  restrict(m: ModelDef, action: AccessAction): Promise<Restriction | undefined>
  /** Checks written rows against the caller's constraints inside the transaction (undefined: no limits). */
  guard(bulk: boolean): WriteGuard | undefined
}

/** Everything allowed: the CLI, the seeders, the service itself. */
export const SYSTEM_ACCESS: Access = {
  require: async () => {},
  restrict: async () => undefined,
  guard: () => undefined,
}

/** A request's Idempotency-Key (the behaviour is src/ops/idempotency.ts). */
export interface IdempotencyRequest {
  key: string
  /** SHA-256 (hex) of the request's method, path and body. */
  fingerprint: string
  ttlSeconds: number
  /** Set once a write under the key committed: only the request's first write uses it. */
  used?: boolean
  /** Set when the result came from an earlier request (the HTTP layer says so in a header). */
  replayed?: boolean
}

export interface FieldRevealer {
  /** In the create's transaction: keep what is needed to show the new rows' secrets later. */
  store(tx: Queryable, m: ModelDef, revealed: Map<number, Record<string, string>>): Promise<void>
  /** Adds the secrets to full representations of m, in place (a no-op when not configured). */
  apply(db: Queryable, m: ModelDef, objects: unknown[]): Promise<void>
}

export interface OpContext {
  db: Db
  /** The user on whose behalf the operation runs (undefined: the service itself). */
  actor?: Actor
  access: Access
  /** Receives every change, with snapshots, inside the write's transaction: change records and webhooks. */
  changes: ChangeSink
  /** Ties the changes of one request (or one CLI run) together in the change log. */
  requestId: string
  /** Scheme, host and port that object URLs in representations start with ('' for paths only). */
  base: string
  secretKey: string
  settings: DomainSettings
  /** The largest number of objects one bulk operation may carry. */
  maxBulkSize: number
  /** Write-once secrets shown again after creation when configured. */
  reveal?: FieldRevealer
  /** The request's Idempotency-Key (src/ops/idempotency.ts), used by its first write. */
  idempotency?: IdempotencyRequest
  /** Where uploaded files (image fields) are kept; without it uploads are refused. */
  media?: MediaStore
  /** Post-commit work (cache invalidation, waking webhook workers), given the models the write touched. */
  afterCommit(models: ReadonlySet<string>): void
}

// What an application (the HTTP service, the CLI, a seeder) provides once, from which each caller's
// OpContext is made: the database, the access checks (src/auth/), the change sink (src/events/) and
// the post-commit work (caches to drop, workers to wake).
import { randomUUID } from 'node:crypto'
import type { Db } from '../db/types.js'
import type { ChangeSink } from '../engine/changes.js'
import type { DomainSettings } from '../engine/hooks.js'
import type { MediaStore } from '../engine/media.js'
import { type Access, type Actor, type FieldRevealer, type IdempotencyRequest, type OpContext, SYSTEM_ACCESS } from './context.js'

/** Who calls: an authenticated user (by token or session), or nobody. */
export interface Caller {
  auth?: { user: Actor & { isSuperuser: boolean }; token?: { writeEnabled: boolean } }
}

export interface RequestInfo {
  requestId: string
  user?: Actor
}

export interface OpServices {
  db: Db
  secretKey: string
  settings: DomainSettings
  maxBulkSize: number
  reveal?: FieldRevealer
  /** Where uploaded files are kept (MEDIA_ROOT). */
  media?: MediaStore
  /** The caller's access: service checks and object permissions. */
  access(caller: Caller): Access
  /** A change sink for the changes of one request: change records, and webhooks once events are installed. */
  sink(info: RequestInfo): ChangeSink
  /** Post-commit work, each given the models a committed write touched and the sink that recorded it. */
  afterCommit: Array<(models: ReadonlySet<string>, sink: ChangeSink) => void>
}

export interface ContextOptions {
  caller?: Caller
  /** The acting user when there is no caller to check (with `system`); default: the caller's user. */
  actor?: Actor
  requestId?: string
  base?: string
  /** The same sink for several operations of one request (default: a new one). */
  sink?: ChangeSink
  /** Skip the caller's access checks: the service acting for itself (CLI, provisioning after its own checks). */
  system?: boolean
  /** The request's Idempotency-Key. */
  idempotency?: IdempotencyRequest
}

export function opContext(s: OpServices, opts: ContextOptions = {}): OpContext {
  const user = opts.actor ?? opts.caller?.auth?.user
  const actor = user ? { id: user.id, username: user.username } : undefined
  const requestId = opts.requestId ?? randomUUID()
  const changes = opts.sink ?? s.sink({ requestId, user: actor })
  return {
    db: s.db,
    actor,
    access: opts.system ? SYSTEM_ACCESS : s.access(opts.caller ?? {}),
    changes,
    requestId,
    base: opts.base ?? '',
    secretKey: s.secretKey,
    settings: s.settings,
    maxBulkSize: s.maxBulkSize,
    reveal: s.reveal,
    idempotency: opts.idempotency,
    media: s.media,
    afterCommit: (models) => {
      for (const f of s.afterCommit) f(models, changes)
    },
  }
}

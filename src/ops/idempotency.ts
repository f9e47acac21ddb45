// Idempotency-Key: the first request with a key runs and its result is stored with the key (per
// user) in the same transaction as its changes; a retry with the same key and request gets that
// result back without writing again; the same key with another request is refused (422). A retry
// while the first still runs waits for it on the key's unique index, then replays or, if the first
// failed (nothing was stored), runs. Keys expire after IDEMPOTENCY_TTL_SECONDS.
import { SecretBox } from '../auth/secret-box.js'
import type { Tx } from '../db/types.js'
import { OpError } from '../engine/errors.js'
import type { IdempotencyRequest, OpContext } from './context.js'

export type { IdempotencyRequest }

const boxes = new Map<string, SecretBox>()
const boxFor = (secret: string) => boxes.get(secret) ?? boxes.set(secret, new SecretBox(secret)).get(secret)!
const CONTEXT = 'idempotency-key result'
const SWEEP_SHARE = 0.01

/**
 * Runs `fn` in `tx` under the context's idempotency key, or returns the result the key's earlier
 * request stored. Without a key (or an actor to scope it to) it just runs `fn`.
 */
export async function idempotent<T>(ctx: OpContext, tx: Tx, fn: () => Promise<T>): Promise<T> {
  const idem = ctx.idempotency
  if (!idem || idem.used || !ctx.actor) return fn()
  const user = ctx.actor.id
  // Expired keys go: this one always (it may be reused now), all of them now and then.
  if (Math.random() < SWEEP_SHARE) await tx.query(`DELETE FROM core_idempotency_key WHERE created < now() - make_interval(secs => $1::int)`, [idem.ttlSeconds])
  else await tx.query(`DELETE FROM core_idempotency_key WHERE user_id = $1 AND key = $2 AND created < now() - make_interval(secs => $3::int)`, [user, idem.key, idem.ttlSeconds])
  const claimed = await tx.query<{ id: number }>(
    `INSERT INTO core_idempotency_key (user_id, key, fingerprint) VALUES ($1, $2, $3) ON CONFLICT (user_id, key) DO NOTHING RETURNING id`,
    [user, idem.key, idem.fingerprint],
  )
  if (!claimed.length) {
    const [row] = await tx.query<{ fingerprint: string; result: string | null }>(`SELECT fingerprint, result FROM core_idempotency_key WHERE user_id = $1 AND key = $2`, [user, idem.key])
    if (!row || row.fingerprint !== idem.fingerprint)
      throw new OpError('unprocessable', { detail: 'This Idempotency-Key was already used with a different request (method, path or body).' })
    const opened = row.result === null ? undefined : boxFor(ctx.secretKey).open(row.result, CONTEXT)
    if (opened === undefined) throw new OpError('conflict', { detail: 'The request with this Idempotency-Key left no result that can be replayed; use a new key.' })
    idem.replayed = true
    return JSON.parse(opened) as T
  }
  const result = await fn()
  await tx.query(`UPDATE core_idempotency_key SET result = $2 WHERE id = $1`, [claimed[0].id, boxFor(ctx.secretKey).seal(JSON.stringify(result ?? null), CONTEXT)])
  return result
}

// Failed sign-ins and token provisionings, counted in auth_throttle (so every process shares the
// count), twice:
//   - per client address and username: PROVISION_THROTTLE failures a minute, so guessing one
//     user's password stops there;
//   - per client address, whatever the username: ADDRESS_FACTOR times as many, so guessing across
//     many names stops too.
// One person's typos, or an attacker hammering one name, locks that name at that address only:
// others behind the same address (an office, a NAT) still sign in. Attempts refused for their
// (address, username) do not count against the address. A window opens at the first failure and
// lasts a minute. Each attempt is counted before the password is checked — one statement, so
// concurrent guesses cannot slip past a limit — and a successful one gives its counts back.
// Usernames are stored only as a keyed digest.
import { createHmac } from 'node:crypto'
import type { Db } from '../db/types.js'
import { ApiError } from '../engine/errors.js'

const WINDOW_SECONDS = 60
/** The per-address limit is this many times the per-(address, username) one. */
export const ADDRESS_FACTOR = 5

const WINDOW_OPEN = `auth_throttle.window_start > now() - interval '${WINDOW_SECONDS} seconds'`
const UPSERT = `ON CONFLICT (key) DO UPDATE SET
    count = CASE WHEN ${WINDOW_OPEN} THEN auth_throttle.count + 1 ELSE 1 END,
    window_start = CASE WHEN ${WINDOW_OPEN} THEN auth_throttle.window_start ELSE now() END
  RETURNING count, ceil(extract(epoch FROM (window_start + interval '${WINDOW_SECONDS} seconds' - now())))::int AS wait`

// The address is counted only when the (address, username) pair is still within its limit.
const ATTEMPT_SQL = `WITH pair AS (
    INSERT INTO auth_throttle (key, window_start, count) VALUES ($1, now(), 1) ${UPSERT}
  ), address AS (
    INSERT INTO auth_throttle (key, window_start, count) SELECT $2, now(), 1 FROM pair WHERE pair.count <= $3 ${UPSERT}
  )
  SELECT pair.count AS pair_count, pair.wait AS pair_wait, address.count AS address_count, address.wait AS address_wait
    FROM pair LEFT JOIN address ON true`

export class Throttle {
  constructor(
    private readonly db: Db,
    /** Failures allowed per window and (address, username); 0 turns throttling off. */
    private readonly limit: number,
    /** Keys the digest of usernames. */
    private readonly secret: string,
  ) {}

  private keys(client: string, username: string): [string, string] {
    const who = createHmac('sha256', this.secret).update(username).digest('hex').slice(0, 24)
    return [`${addressKey(client)}|user:${who}`, addressKey(client)]
  }

  /** Counts an attempt by `username` from `client`; throws 429 when an allowance is used up. */
  async attempt(client: string, username: string): Promise<void> {
    if (this.limit <= 0) return
    const [pair, address] = this.keys(client, username)
    const rows = await this.db.query<{ pair_count: number; pair_wait: number; address_count: number | null; address_wait: number | null }>(ATTEMPT_SQL, [
      pair,
      address,
      this.limit,
    ])
    const r = rows[0]
    const over = r.pair_count > this.limit ? r.pair_wait : r.address_count !== null && r.address_count > this.limit * ADDRESS_FACTOR ? r.address_wait : undefined
    if (over !== undefined && over !== null) {
      const seconds = Math.max(1, over)
      throw new ApiError(429, { detail: `Request was throttled. Expected available in ${seconds} seconds.` }, { 'retry-after': String(seconds) })
    }
  }

  /** The attempt succeeded: it counts against neither the address nor the username. */
  async succeeded(client: string, username: string): Promise<void> {
    if (this.limit <= 0) return
    await this.db.query(`UPDATE auth_throttle SET count = greatest(count - 1, 0) WHERE key = ANY($1::text[])`, [this.keys(client, username)])
  }

  /** Drops windows that have ended (called now and then; the table stays small). */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM auth_throttle WHERE window_start < now() - interval '${WINDOW_SECONDS} seconds'`)
  }
}

const addressKey = (client: string) => `auth:${client}`.slice(0, 150)

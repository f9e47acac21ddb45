// Failed sign-ins and token provisionings, counted per client address in auth_throttle (so every
// process shares the count). A window opens at the first attempt and lasts a minute. Each attempt is
// counted before the password is checked — one atomic upsert, so concurrent guesses cannot slip past
// the limit — and a successful one gives its count back.
import type { Db } from '../db/types.js'
import { ApiError } from '../engine/errors.js'

const WINDOW_SECONDS = 60

export class Throttle {
  constructor(
    private readonly db: Db,
    /** Failures allowed per window; 0 turns throttling off. */
    private readonly limit: number,
  ) {}

  /** Counts an attempt from `client`; throws 429 when the window's allowance is used up. */
  async attempt(client: string): Promise<void> {
    if (this.limit <= 0) return
    const rows = await this.db.query<{ count: number; wait: number }>(
      `INSERT INTO auth_throttle (key, window_start, count) VALUES ($1, now(), 1)
       ON CONFLICT (key) DO UPDATE SET
         count = CASE WHEN auth_throttle.window_start > now() - interval '${WINDOW_SECONDS} seconds' THEN auth_throttle.count + 1 ELSE 1 END,
         window_start = CASE WHEN auth_throttle.window_start > now() - interval '${WINDOW_SECONDS} seconds' THEN auth_throttle.window_start ELSE now() END
       RETURNING count, ceil(extract(epoch FROM (window_start + interval '${WINDOW_SECONDS} seconds' - now())))::int AS wait`,
      [key(client)],
    )
    const { count, wait } = rows[0]
    if (count > this.limit) {
      const seconds = Math.max(1, wait)
      throw new ApiError(429, { detail: `Request was throttled. Expected available in ${seconds} seconds.` }, { 'retry-after': String(seconds) })
    }
  }

  /** The attempt succeeded: it does not count against the address. */
  async succeeded(client: string): Promise<void> {
    if (this.limit <= 0) return
    await this.db.query(`UPDATE auth_throttle SET count = greatest(count - 1, 0) WHERE key = $1`, [key(client)])
  }

  /** Drops windows that have ended (called now and then; the table stays small). */
  async prune(): Promise<void> {
    await this.db.query(`DELETE FROM auth_throttle WHERE window_start < now() - interval '${WINDOW_SECONDS} seconds'`)
  }
}

const key = (client: string) => `auth:${client}`.slice(0, 200)

// Browser sessions, stored in auth_session so that any process can serve any browser. The cookie
// holds 32 random bytes; the table holds only their SHA-256, so a copy of the database yields no
// live cookie. Each session has its own CSRF token, which the browser reads from the `csrftoken`
// cookie and echoes in X-CSRFToken on unsafe requests (csrf.ts).
import { createHash, randomBytes } from 'node:crypto'
import type { Db, Queryable } from '../db/types.js'
import type { AuthUser } from './authenticate.js'

export const SESSION_COOKIE = 'sessionid'
export const CSRF_COOKIE = 'csrftoken'

export interface Session {
  id: string // the digest, as stored
  csrfToken: string
  user: AuthUser
}

const digest = (value: string) => createHash('sha256').update(value).digest('hex')

export class SessionStore {
  constructor(
    private readonly db: Db,
    private readonly ageSeconds: number,
  ) {}

  /** Starts a session for the user; returns the cookie value (never stored) and the CSRF token. */
  async create(userId: number, recordLogin: boolean): Promise<{ cookie: string; csrfToken: string }> {
    const cookie = randomBytes(32).toString('base64url')
    const csrfToken = randomBytes(32).toString('hex')
    await this.db.transaction(async (tx) => {
      await tx.query(`DELETE FROM auth_session WHERE expires < now()`)
      await tx.query(`INSERT INTO auth_session (id, user_id, csrf_token, expires) VALUES ($1, $2, $3, now() + make_interval(secs => $4))`, [
        digest(cookie),
        userId,
        csrfToken,
        this.ageSeconds,
      ])
      if (recordLogin) await tx.query(`UPDATE users_user SET last_login = now() WHERE id = $1`, [userId])
    })
    return { cookie, csrfToken }
  }

  /** The live session of an active user behind this cookie value, or undefined. */
  async find(cookie: string | undefined): Promise<Session | undefined> {
    if (!cookie || cookie.length > 100) return undefined
    const rows = await this.db.query<{ id: string; csrf_token: string; user_id: number; username: string; is_superuser: boolean }>(
      `SELECT s.id, s.csrf_token, u.id AS user_id, u.username, u.is_superuser
         FROM auth_session s JOIN users_user u ON u.id = s.user_id
        WHERE s.id = $1 AND s.expires > now() AND u.is_active`,
      [digest(cookie)],
    )
    const r = rows[0]
    if (!r) return undefined
    return { id: r.id, csrfToken: r.csrf_token, user: { id: r.user_id, username: r.username, isSuperuser: r.is_superuser, isActive: true } }
  }

  async delete(cookie: string): Promise<void> {
    await this.db.query(`DELETE FROM auth_session WHERE id = $1`, [digest(cookie)])
  }
}

/** Ends every session of a user (password changed); runs in the caller's transaction. */
export async function endSessionsOf(tx: Queryable, userId: number): Promise<void> {
  await tx.query(`DELETE FROM auth_session WHERE user_id = $1`, [userId])
}

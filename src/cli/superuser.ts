import { hashPassword } from '../auth/password.js'
import type { Queryable } from '../db/types.js'

/** Create the user as a superuser, or make an existing one a superuser with this password. */
export async function ensureSuperuser(db: Queryable, username: string, password: string): Promise<'created' | 'updated'> {
  if (!username.trim() || username.length > 150) throw new Error('The superuser name must be 1 to 150 characters.')
  if (password.length < 8) throw new Error('The superuser password must be at least 8 characters.')
  const hash = await hashPassword(password)
  const rows = await db.query<{ created: boolean }>(
    `INSERT INTO users_user (username, password, is_superuser, is_staff, is_active) VALUES ($1, $2, true, true, true)
     ON CONFLICT (username) DO UPDATE SET password = EXCLUDED.password, is_superuser = true, is_staff = true, is_active = true
     RETURNING (xmax = 0) AS created`,
    [username, hash],
  )
  return rows[0].created ? 'created' : 'updated'
}

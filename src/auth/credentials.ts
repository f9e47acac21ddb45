// Username and password → user, for token provisioning and sign-in. An unknown user, a wrong
// password and an inactive user all fail the same way and take the same time (the password is
// always checked, against a dummy hash when there is no user).
import type { Queryable } from '../db/types.js'
import { verifyPassword } from './password.js'

export const INVALID_CREDENTIALS = 'Invalid username/password'

export interface Credentials {
  username: string
  password: string
}

/** `{username, password}` from a body, or the DRF-style field errors. */
export function credentialsOf(body: Record<string, unknown>): { creds: Credentials } | { errors: Record<string, string[]> } {
  const errors: Record<string, string[]> = {}
  for (const f of ['username', 'password']) if (typeof body[f] !== 'string' || body[f] === '') errors[f] = ['This field is required.']
  if (Object.keys(errors).length) return { errors }
  return { creds: { username: body.username as string, password: body.password as string } }
}

export async function checkCredentials(db: Queryable, { username, password }: Credentials): Promise<{ id: number; username: string } | undefined> {
  const users = await db.query<{ id: number; username: string; password: string; is_active: boolean }>(
    'SELECT id, username, password, is_active FROM users_user WHERE username = $1',
    [username],
  )
  const user = users[0]
  const ok = await verifyPassword(password, user?.password)
  if (!ok || !user || !user.is_active) return undefined
  return { id: user.id, username: user.username }
}

// createsuperuser (and SUPERUSER_NAME at start): creates the user as a superuser, or makes an
// existing one a superuser with this password, through the operations like any other write: the
// change is recorded (and, given the webhook queue, announced) as the service's own.
import { randomUUID } from 'node:crypto'
import { verifyPassword } from '../auth/password.js'
import type { Db } from '../db/types.js'
import type { Enqueue } from '../events/sink.js'
import { EventSink } from '../events/sink.js'
import { DEFAULT_SETTINGS } from '../engine/hooks.js'
import { getModel } from '../engine/models.js'
import { opContext, type OpServices, runWrite, SYSTEM_ACCESS } from '../ops/index.js'

/** The operations' services of a process that is not the HTTP service (CLI, seeders, tests' setup). */
export function systemServices(db: Db, opts: { secretKey?: string; enqueue?: Enqueue; maxBulkSize?: number } = {}): OpServices {
  return {
    db,
    secretKey: opts.secretKey ?? '',
    settings: DEFAULT_SETTINGS,
    maxBulkSize: opts.maxBulkSize ?? 1000,
    access: () => SYSTEM_ACCESS,
    sink: (info) => new EventSink(info, opts.enqueue),
    afterCommit: [],
  }
}

export async function ensureSuperuser(db: Db, username: string, password: string, opts: { enqueue?: Enqueue } = {}): Promise<'created' | 'updated'> {
  if (!username.trim() || username.length > 150) throw new Error('The superuser name must be 1 to 150 characters.')
  if (password.length < 8) throw new Error('The superuser password must be at least 8 characters.')
  const m = getModel('users.user')
  const ctx = opContext(systemServices(db, opts), { requestId: randomUUID(), system: true })
  const fields = { password, is_superuser: true, is_staff: true, is_active: true }
  return runWrite(ctx, async (scope) => {
    // One writer per name at a time: two concurrent runs end with one user, not a duplicate-name error.
    await scope.tx.query(`SELECT pg_advisory_xact_lock(hashtext('users_user:' || $1))`, [username])
    const rows = await scope.tx.query<{ id: number; password: string; is_superuser: boolean; is_staff: boolean; is_active: boolean }>(
      `SELECT id, password, is_superuser, is_staff, is_active FROM users_user WHERE username = $1 FOR UPDATE`,
      [username],
    )
    if (rows.length) {
      // Only what differs is written: the same password again keeps the user's sessions.
      const u = rows[0]
      const body: Record<string, unknown> = {}
      if (!(await verifyPassword(password, u.password))) body.password = password
      for (const k of ['is_superuser', 'is_staff', 'is_active'] as const) if (!u[k]) body[k] = true
      if (Object.keys(body).length) await scope.update(m, [{ id: Number(u.id), body }], 'patch', false)
      return 'updated'
    }
    await scope.create(m, [{ username, ...fields }], false)
    return 'created'
  })
}

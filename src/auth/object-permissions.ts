// Enforcement of object permissions for the generic CRUD routes (the Permissions seam of
// src/api/crud/context.ts), as NetBox does it:
// - superusers bypass everything; views of models in EXEMPT_VIEW_PERMISSIONS need no permission;
// - others need an enabled permission for the model and the action (view/add/change/delete),
//   else 403;
// - constraints restrict what a request sees and targets: lists and counts show only matching rows,
//   a detail, update or delete of any other row is a 404 (in a bulk request, a 400 naming the id,
//   as for an id that does not exist);
// - rows a create or update leaves outside the constraints are refused with 403 inside the write's
//   transaction, so nothing is written;
// - a token for another user needs the `grant` action on users.token (NetBox's users.grant_token);
// - safer than NetBox: only superusers create, change or delete superusers and staff users, or
//   create, change or delete their tokens.
import type { Config } from '../config.js'
import type { Queryable } from '../db/types.js'
import type { ChangeAction, WriteGuard } from '../engine/changes.js'
import { notFound, permissionDenied, ValidationError } from '../engine/errors.js'
import { Conditions } from '../engine/filters.js'
import { q } from '../engine/sql.js'
import type { Caller } from '../ops/services.js'
import type { ModelDef } from '../registry/types.js'
import { isExempt } from './exempt.js'
import { restriction } from './constraints.js'
import { applicable, type Permission, PERMISSION_MODELS, type PermissionStore } from './permissions.js'

export type RequestAction = 'view' | ChangeAction

/** NetBox's action names: POST adds, PUT/PATCH change. */
export function permissionAction(action: RequestAction): string {
  return action === 'create' ? 'add' : action === 'update' ? 'change' : action
}

const GRANT_DENIED = 'This user does not have permission to create tokens for other users.'

export class ObjectPermissions {
  /** Each caller (one request) sees one set of permissions, loaded once (outside any transaction). */
  private readonly byRequest = new WeakMap<Caller, Promise<Permission[]>>()

  constructor(
    readonly store: PermissionStore,
    private readonly config: Config,
  ) {}

  /** After a committed write: users, groups and permissions decide everyone's permissions. */
  invalidate(m: ModelDef): void {
    if (PERMISSION_MODELS.has(m.key)) this.store.invalidate()
  }

  private permissionsOf(req: Caller, userId: number, via?: Queryable): Promise<Permission[]> {
    let p = this.byRequest.get(req)
    if (!p) this.byRequest.set(req, (p = this.store.forUser(userId, via)))
    return p
  }

  /** Permissions are enforced for authenticated non-superusers, except on exempt views. */
  private subject(req: Caller, m: ModelDef, action: string): number | undefined {
    const auth = req.auth
    if (!auth || auth.user.isSuperuser) return undefined
    if (action === 'view' && isExempt(this.config, m)) return undefined
    return auth.user.id
  }

  async require(req: Caller, m: ModelDef, action: RequestAction): Promise<void> {
    const a = permissionAction(action)
    const userId = this.subject(req, m, a)
    if (userId === undefined) return
    if (!applicable(await this.permissionsOf(req, userId), m.key, a).length) throw permissionDenied()
  }

  async restrict(req: Caller, m: ModelDef, action: RequestAction): Promise<((c: Conditions) => void) | undefined> {
    const a = permissionAction(action)
    const userId = this.subject(req, m, a)
    if (userId === undefined) return undefined
    return conditionFor(await this.permissionsOf(req, userId), userId, m, a)
  }

  guard(req: Caller, bulk: boolean): WriteGuard | undefined {
    const auth = req.auth
    if (!auth || auth.user.isSuperuser) return undefined
    const userId = auth.user.id
    // write.ts checks an update twice: the targeted rows before, the written rows after.
    const checkedBefore = new Set<string>()
    return {
      visible: async (m) => (isExempt(this.config, m) ? undefined : conditionFor(await this.permissionsOf(req, userId), userId, m, 'view')),
      check: async (tx, m, ids, action) => {
        if (!ids.length) return
        const perms = await this.permissionsOf(req, userId, tx)
        const a = permissionAction(action)
        const phase = action === 'create' ? 'after' : action === 'delete' ? 'before' : checkedBefore.has(m.key) ? 'after' : 'before'
        if (action === 'update') checkedBefore.add(m.key)
        if (!applicable(perms, m.key, a).length) throw permissionDenied()
        if (m.key === 'users.user') await checkSuperusers(tx, ids)
        if (m.key === 'users.token' && action === 'create') await checkGrant(tx, perms, userId, ids)
        const out = await outside(tx, perms, userId, m, ids, a)
        // After the constraints: a token the caller may not see stays a 404, not a telling 403.
        if (!out.length && m.key === 'users.token' && action !== 'create') await checkSuperuserTokens(tx, userId, ids)
        if (!out.length) return
        if (phase === 'after') throw permissionDenied()
        // Rows the caller may not act on are, to it, rows that do not exist.
        if (!bulk) throw notFound(m)
        throw new ValidationError({ id: [`No ${m.className} matches the given query: ${out[0]}.`] })
      },
    }
  }
}

function conditionFor(perms: Permission[], userId: number, m: ModelDef, action: string): ((c: Conditions) => void) | undefined {
  const granted = applicable(perms, m.key, action)
  if (!granted.length) return (c) => void c.where.push('false')
  return restriction(
    m,
    granted.map((p) => p.constraints),
    userId,
  )
}

/** Ids among `ids` that fall outside the caller's constraints for the action. */
async function outside(tx: Queryable, perms: Permission[], userId: number, m: ModelDef, ids: number[], action: string): Promise<number[]> {
  const cond = conditionFor(perms, userId, m, action)
  if (!cond) return []
  const c = new Conditions(1)
  cond(c)
  const rows = await tx.query<{ id: number }>(`SELECT t.id FROM ${q(m.table)} t WHERE t.id = ANY($1::int[]) AND ${c.where.join(' AND ')}`, [ids, ...c.params])
  const inside = new Set(rows.map((r) => Number(r.id)))
  return ids.filter((id) => !inside.has(id))
}

// Staff users are treated as superusers here: `is_staff` is a privilege only superusers grant.
const PRIVILEGED = '(u.is_superuser OR u.is_staff)'

/**
 * Only superusers create, change, promote or delete superusers (and staff users): otherwise a
 * permission to manage users (or to set passwords) would be a way to become one. Checked on the
 * rows before and after.
 */
async function checkSuperusers(tx: Queryable, ids: number[]): Promise<void> {
  const rows = await tx.query<{ n: number }>(`SELECT count(*)::int AS n FROM users_user u WHERE u.id = ANY($1::int[]) AND ${PRIVILEGED}`, [ids])
  if (rows[0].n > 0) throw permissionDenied()
}

/**
 * A superuser's (or staff user's) tokens are theirs and superusers' to change or delete: whoever
 * may change tokens could otherwise widen `allowed_ips`, make one read-only or expire it under them.
 */
async function checkSuperuserTokens(tx: Queryable, userId: number, ids: number[]): Promise<void> {
  const rows = await tx.query<{ n: number }>(
    `SELECT count(*)::int AS n FROM users_token t JOIN users_user u ON u.id = t.user_id WHERE t.id = ANY($1::int[]) AND t.user_id <> $2 AND ${PRIVILEGED}`,
    [ids, userId],
  )
  if (rows[0].n > 0) throw permissionDenied()
}

/** A token created for another user needs the `grant` action on users.token (a token never changes hands). */
async function checkGrant(tx: Queryable, perms: Permission[], userId: number, ids: number[]): Promise<void> {
  const rows = await tx.query<{ others: number; superusers: number }>(
    `SELECT count(*)::int AS others, count(*) FILTER (WHERE ${PRIVILEGED})::int AS superusers
       FROM users_token t JOIN users_user u ON u.id = t.user_id WHERE t.id = ANY($1::int[]) AND t.user_id <> $2`,
    [ids, userId],
  )
  if (rows[0].others > 0 && !applicable(perms, 'users.token', 'grant').length) throw permissionDenied(GRANT_DENIED)
  // A key for a superuser, chosen by someone who is not one, would make them one.
  if (rows[0].superusers > 0) throw permissionDenied()
}

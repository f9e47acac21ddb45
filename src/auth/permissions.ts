// A user's effective object permissions: the enabled ObjectPermissions assigned to the user or to
// any of its groups, plus NetBox's DEFAULT_PERMISSIONS (every authenticated user may view, add,
// change and delete its own tokens). Loaded with one query and cached per user for
// TOKEN_CACHE_SECONDS; any write to users, groups or permissions through this process empties the
// cache at once (other processes see it within that time).
import type { Db, Queryable } from '../db/types.js'

/** The permissions among `perms` granting `action` on `modelKey`. */
export function applicable(perms: Permission[], modelKey: string, action: string): Permission[] {
  return perms.filter((p) => p.objectTypes.includes(modelKey) && p.actions.includes(action))
}

export interface Permission {
  objectTypes: string[]
  actions: string[]
  /** null = every object; else a constraint object or list of them (constraints.ts). */
  constraints: unknown
}

export const DEFAULT_PERMISSIONS: Permission[] = [
  { objectTypes: ['users.token'], actions: ['view', 'add', 'change', 'delete'], constraints: { user: '$user' } },
]

/** Models whose writes change someone's effective permissions. */
export const PERMISSION_MODELS = new Set(['users.user', 'users.group', 'users.objectpermission'])

interface Entry {
  perms: Permission[]
  at: number
}

export class PermissionStore {
  private readonly cache = new Map<number, Entry>()
  private readonly loading = new Map<number, Promise<Permission[]>>()
  private generation = 0

  constructor(
    private readonly db: Db,
    private readonly ttlMs: number,
  ) {}

  invalidate(): void {
    this.generation++
    this.cache.clear()
    this.loading.clear()
  }

  /**
   * The user's permissions. Inside a transaction pass it as `via`: on PGlite (one connection) a
   * query on the database itself would wait for that transaction to end, which waits for us.
   */
  async forUser(userId: number, via?: Queryable): Promise<Permission[]> {
    const hit = this.cache.get(userId)
    if (hit && Date.now() - hit.at <= this.ttlMs) return hit.perms
    if (via) return this.load(userId, via)
    let pending = this.loading.get(userId)
    if (!pending) {
      const generation = this.generation
      pending = this.load(userId).then(
        (perms) => {
          // A write that landed while we were loading may have made this stale: do not keep it.
          if (generation === this.generation) this.cache.set(userId, { perms, at: Date.now() })
          this.loading.delete(userId)
          return perms
        },
        (e) => {
          this.loading.delete(userId)
          throw e
        },
      )
      this.loading.set(userId, pending)
    }
    return pending
  }

  private async load(userId: number, via: Queryable = this.db): Promise<Permission[]> {
    const rows = await via.query<{ object_types: string[]; actions: string[]; constraints: unknown }>(
      `SELECT p.object_types, p.actions, p.constraints FROM users_objectpermission p
        WHERE p.enabled AND (
          EXISTS (SELECT 1 FROM users_objectpermission_users pu WHERE pu.source_id = p.id AND pu.target_id = $1)
          OR EXISTS (SELECT 1 FROM users_objectpermission_groups pg JOIN users_user_groups ug ON ug.target_id = pg.target_id
                      WHERE pg.source_id = p.id AND ug.source_id = $1))
        ORDER BY p.id`,
      [userId],
    )
    return [
      ...DEFAULT_PERMISSIONS,
      ...rows.map((r) => ({
        objectTypes: r.object_types ?? [],
        actions: r.actions ?? [],
        constraints: r.constraints,
      })),
    ]
  }
}

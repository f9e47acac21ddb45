// Who may do what. Reads need a token unless the model is exempt (EXEMPT_VIEW_PERMISSIONS);
// writes always need a write-enabled token and are refused in maintenance mode.
// Object permissions (which models and rows a non-superuser may see or change) come after these
// checks: src/auth/object-permissions.ts.
import type { Config } from '../config.js'
import type { Access } from '../ops/context.js'
import type { Caller } from '../ops/services.js'
import { maintenanceMode, notAuthenticated, permissionDenied } from '../engine/errors.js'
import type { ModelDef } from '../registry/types.js'
import { isExempt } from './exempt.js'
import type { ObjectPermissions } from './object-permissions.js'

export { isExempt }

export type Action = 'view' | 'add' | 'change' | 'delete'


export function requireAccess(req: Caller, config: Config, m: ModelDef | undefined, action: Action): void {
  const auth = req.auth
  if (action === 'view') {
    if (auth || isExempt(config, m)) return
    throw notAuthenticated()
  }
  if (!auth) throw notAuthenticated()
  if (config.maintenanceMode) throw maintenanceMode()
  if (auth.token && !auth.token.writeEnabled) throw permissionDenied()
}

/**
 * The access of one caller, for the operations: the checks above (token, maintenance mode), then
 * the caller's object permissions. Made once per request (permissions are loaded once per caller).
 */
export function accessFor(caller: Caller, config: Config, permissions: ObjectPermissions): Access {
  return {
    async require(m, action) {
      requireAccess(caller, config, m, action === 'create' ? 'add' : action === 'update' ? 'change' : action)
      await permissions.require(caller, m, action)
    },
    restrict: (m, action) => permissions.restrict(caller, m, action),
    guard: (bulk) => permissions.guard(caller, bulk),
  }
}

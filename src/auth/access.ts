// Who may do what. Reads need a token unless the model is exempt (EXEMPT_VIEW_PERMISSIONS);
// writes always need a write-enabled token and are refused in maintenance mode.
// Object permissions (which models and rows a non-superuser may see or change) come after these
// checks: src/auth/object-permissions.ts.
import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import { ApiError, notAuthenticated, permissionDenied } from '../engine/errors.js'
import type { ModelDef } from '../registry/types.js'

export type Action = 'view' | 'add' | 'change' | 'delete'

const NEVER_EXEMPT = new Set(['users'])

export function isExempt(config: Config, m: ModelDef | undefined): boolean {
  const list = config.exemptViewPermissions
  if (!m) return !config.loginRequired
  if (list.includes(m.key)) return true
  return list.includes('*') && !NEVER_EXEMPT.has(m.app)
}

export function requireAccess(req: FastifyRequest, config: Config, m: ModelDef | undefined, action: Action): void {
  const auth = req.auth
  if (action === 'view') {
    if (auth || isExempt(config, m)) return
    throw notAuthenticated()
  }
  if (!auth) throw notAuthenticated()
  if (config.maintenanceMode) throw new ApiError(503, { detail: 'The service is in maintenance mode: changes are not possible right now.' })
  if (auth.token && !auth.token.writeEnabled) throw permissionDenied()
}

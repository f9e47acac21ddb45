// Which models a caller without a token may read: EXEMPT_VIEW_PERMISSIONS (a list of app.model
// keys, or '*' for all but the users app), and with no model (the API root) unless LOGIN_REQUIRED.
import type { Config } from '../config.js'
import type { ModelDef } from '../registry/types.js'

const NEVER_EXEMPT = new Set(['users'])

export function isExempt(config: Config, m: ModelDef | undefined): boolean {
  const list = config.exemptViewPermissions
  if (!m) return !config.loginRequired
  if (list.includes(m.key)) return true
  return list.includes('*') && !NEVER_EXEMPT.has(m.app)
}

import type { SaveInput } from '../../engine/hooks.js'
import { siteInStepWithScope } from '../_scope.js'

/**
 * A prefix has a `site` field (NetBox before 4.2, still served); NetBox 4.2+ scopes prefixes with
 * scope_type/scope_id. The two are kept in step.
 */
export function beforeSave(input: SaveInput) {
  siteInStepWithScope(input)
}

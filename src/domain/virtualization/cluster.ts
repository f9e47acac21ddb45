import type { SaveInput } from '../../engine/hooks.js'
import { siteInStepWithScope } from '../_scope.js'

/**
 * A cluster has a `site` field (NetBox before 4.2, still served); NetBox 4.2+ scopes clusters with
 * scope_type/scope_id (a region, site group, site or location). The two are kept in step.
 */
export function beforeSave(input: SaveInput) {
  siteInStepWithScope(input)
}

import type { SaveInput } from '../../engine/hooks.js'
import { siteInStepWithScope } from '../_scope.js'

/**
 * A circuit termination has a `site` field (NetBox before 4.2, still served); NetBox 4.2+ terminates
 * a circuit on a region, site group, site, location or provider network (termination_type/_id).
 * The two are kept in step.
 */
export function beforeSave(input: SaveInput) {
  siteInStepWithScope(input, 'termination')
}

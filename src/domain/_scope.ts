import type { SaveInput } from '../engine/hooks.js'

/**
 * A model with NetBox 4.2+'s generic `scope` (scope_type/scope_id; a circuit termination's
 * `termination`) that still serves the older `site` field (prefixes, clusters, circuit terminations):
 * keep the two in step. A site scope sets `site`, any other scope clears it, and a bare `site`
 * becomes the scope.
 */
export function siteInStepWithScope(input: SaveInput, field = 'scope'): void {
  const scope = input.values.get(field) as { type: string | null; id: number | null } | undefined
  if (scope) {
    if (scope.type === 'dcim.site') input.values.set('site', scope.id)
    else if (!input.values.has('site')) input.values.set('site', null)
    return
  }
  if (input.values.has('site')) {
    const site = input.values.get('site') as number | null
    const current = input.existing?.[`${field}_type`] as string | null | undefined
    if (site !== null) input.values.set(field, { type: 'dcim.site', id: site })
    else if (current === 'dcim.site' || current === undefined) input.values.set(field, { type: null, id: null })
  }
}

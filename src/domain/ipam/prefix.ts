import type { SaveInput } from '../../engine/hooks.js'

/**
 * A prefix has a `site` field (NetBox before 4.2, still served); NetBox 4.2+ scopes prefixes with scope_type/scope_id. Keep
 * the two in step: a site scope sets `site`, and a bare `site` becomes the scope.
 */
export function beforeSave(input: SaveInput) {
  const scope = input.values.get('scope') as { type: string | null; id: number | null } | undefined
  if (scope) {
    if (scope.type === 'dcim.site') input.values.set('site', scope.id)
    else if (!input.values.has('site')) input.values.set('site', null)
    return
  }
  if (input.values.has('site')) {
    const site = input.values.get('site') as number | null
    const current = input.existing?.scope_type as string | null | undefined
    if (site !== null) input.values.set('scope', { type: 'dcim.site', id: site })
    else if (current === 'dcim.site' || current === undefined) input.values.set('scope', { type: null, id: null })
  }
}

import type { SaveInput } from '../../engine/hooks.js'

/** A token created without a `user` belongs to the user who creates it. */
export function beforeSave(input: SaveInput) {
  if (input.mode === 'create' && !input.values.has('user') && input.actor) input.values.set('user', input.actor.id)
  if (input.mode === 'create' && !input.values.has('user') && !input.actor) return { user: ['This field is required.'] }
}

import type { SaveInput } from '../../engine/hooks.js'

/** A journal entry is written by the requesting user unless it names another. */
export function beforeSave(input: SaveInput): void {
  if (input.mode === 'create' && !input.values.has('created_by') && input.actor) input.values.set('created_by', input.actor.id)
}

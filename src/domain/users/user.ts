import { endSessionsOf } from '../../auth/sessions.js'
import type { SaveInput } from '../../engine/hooks.js'
import type { Queryable } from '../../db/types.js'

/** A new password ends the user's browser sessions (as Django's session auth hash does). */
export async function beforeSave(input: SaveInput, db: Queryable) {
  if (input.mode === 'update' && input.values.has('password') && input.existing) await endSessionsOf(db, Number(input.existing.id))
}

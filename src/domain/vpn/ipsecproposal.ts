// NetBox's IPSecProposal.clean(): an encryption or an authentication algorithm (or both).
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  if (input.mode === 'update' && !input.values.has('encryption_algorithm') && !input.values.has('authentication_algorithm')) return
  if (!current(input, 'encryption_algorithm') && !current(input, 'authentication_algorithm'))
    return { non_field_errors: ['Encryption and/or authentication algorithm must be defined'] }
}

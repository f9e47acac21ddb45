// NetBox's IKEPolicy.clean(): IKEv1 needs a mode, IKEv2 takes none.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  if (!input.values.has('version') && !input.values.has('mode')) return
  const version = Number(current(input, 'version') ?? 2)
  const mode = current<string>(input, 'mode')
  if (version === 1 && !mode) return { non_field_errors: ['Mode is required for selected IKE version'] }
  if (version === 2 && mode) return { non_field_errors: ['Mode cannot be used for selected IKE version'] }
}

// NetBox's Device.clean(), virtual chassis part: a member needs a position.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  if (!input.values.has('virtual_chassis') && !input.values.has('vc_position')) return
  const chassis = current<number | null>(input, 'virtual_chassis', 'virtual_chassis_id')
  const position = current<number | null>(input, 'vc_position')
  if (chassis && (position === null || position === undefined))
    return { vc_position: ['A device assigned to a virtual chassis must have its position defined.'] }
}

// NetBox's PowerPort.clean(): allocated draw within the maximum.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  const max = current<number | null>(input, 'maximum_draw')
  const allocated = current<number | null>(input, 'allocated_draw')
  if (max && allocated && allocated > max)
    return { allocated_draw: [`Allocated draw cannot exceed the maximum draw (${max}W).`] }
}

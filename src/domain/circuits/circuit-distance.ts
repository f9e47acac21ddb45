// NetBox's DistanceMixin: a distance needs its unit, and no distance means no unit.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  if (!input.values.has('distance') && !input.values.has('distance_unit')) return
  const distance = current<number | string>(input, 'distance')
  if (distance === null) {
    if (current(input, 'distance_unit') !== null) input.values.set('distance_unit', null)
    return
  }
  if (Number(distance) !== 0 && !current(input, 'distance_unit')) return { distance_unit: ['Must specify a unit when setting a distance'] }
}

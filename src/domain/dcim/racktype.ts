// NetBox's RackType.clean() and save(): units go with outer dimensions and a maximum weight.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

const DIMENSIONS = ['outer_width', 'outer_height', 'outer_depth']

/** Shared by racks and rack types (NetBox's RackBase rules). */
export function unitRules(input: SaveInput): FieldErrors | void {
  const watched = [...DIMENSIONS, 'outer_unit', 'max_weight', 'weight_unit']
  if (input.mode === 'update' && !watched.some((n) => input.values.has(n))) return
  const dimensioned = DIMENSIONS.some((n) => current(input, n))
  if (dimensioned && !current(input, 'outer_unit')) return { non_field_errors: ['Must specify a unit when setting an outer dimension'] }
  if (current(input, 'max_weight') && !current(input, 'weight_unit'))
    return { non_field_errors: ['Must specify a unit when setting a maximum weight'] }
  if (!dimensioned && current(input, 'outer_unit') !== null) input.values.set('outer_unit', null)
}

export const beforeSave = unitRules

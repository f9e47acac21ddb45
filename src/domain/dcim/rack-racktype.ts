// NetBox's Rack.save() (copy_racktype_attrs): a rack with a rack type takes the type's physical
// attributes, whatever the request says; and Rack.clean()'s unit rules.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'
import { unitRules } from './racktype.js'

/** NetBox's Rack.RACKTYPE_FIELDS. */
const RACKTYPE_FIELDS = [
  'form_factor',
  'width',
  'u_height',
  'starting_unit',
  'desc_units',
  'outer_width',
  'outer_height',
  'outer_depth',
  'outer_unit',
  'mounting_depth',
  'weight',
  'weight_unit',
  'max_weight',
]

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const rackType = current<number>(input, 'rack_type', 'rack_type_id')
  if (rackType) {
    const [row] = await db.query<Record<string, unknown>>(`SELECT ${RACKTYPE_FIELDS.join(', ')} FROM dcim_racktype WHERE id = $1`, [rackType])
    if (row) for (const n of RACKTYPE_FIELDS) input.values.set(n, row[n] ?? null)
    return
  }
  return unitRules(input)
}

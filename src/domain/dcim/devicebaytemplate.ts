// NetBox's DeviceBayTemplate.clean(): device bays only on a parent device type.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'
import { deviceTemplateRules } from './_templates.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const base = deviceTemplateRules(input)
  if (base) return base
  if (input.mode === 'update' && !input.values.has('device_type')) return
  const deviceType = current<number>(input, 'device_type', 'device_type_id')
  if (deviceType === null) return
  const [row] = await db.query<{ model: string; subdevice_role: string | null }>('SELECT model, subdevice_role FROM dcim_devicetype WHERE id = $1', [deviceType])
  if (row && row.subdevice_role !== 'parent')
    return { non_field_errors: [`Subdevice role of device type (${row.model}) must be set to "parent" to allow device bays.`] }
}

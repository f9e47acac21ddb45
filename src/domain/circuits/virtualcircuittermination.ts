// NetBox's VirtualCircuitTermination.clean(): only virtual interfaces (NetBox's VIRTUAL_IFACE_TYPES).
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'

export const VIRTUAL_IFACE_TYPES = ['virtual', 'bridge', 'lag']

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const iface = input.values.get('interface')
  if (iface == null) return
  const [row] = await db.query<{ type: string }>('SELECT type FROM dcim_interface WHERE id = $1', [Number(iface)])
  if (row && !VIRTUAL_IFACE_TYPES.includes(row.type))
    return { non_field_errors: ['Virtual circuits may be terminated only to virtual interfaces.'] }
}

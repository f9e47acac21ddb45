// NetBox's VirtualChassis.clean() and its post-save signal: the master must be a member; a new
// chassis takes its master as member at position 1.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SavedInput, SaveInput } from '../../engine/hooks.js'

async function deviceName(db: Queryable, id: number): Promise<string> {
  const rows = await db.query<{ name: string | null }>('SELECT name FROM dcim_device WHERE id = $1', [id])
  return rows[0]?.name ?? `Unnamed device (${id})`
}

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  if (input.mode !== 'update' || !input.values.get('master')) return
  const master = input.values.get('master') as number
  const rows = await db.query<{ virtual_chassis_id: number | null }>('SELECT virtual_chassis_id FROM dcim_device WHERE id = $1', [master])
  if (rows.length && Number(rows[0].virtual_chassis_id) !== Number(input.existing!.id))
    return { master: [`The selected master (${await deviceName(db, master)}) is not assigned to this virtual chassis.`] }
}

/** The master joins the new chassis at position 1: a recorded update of the device (change record, webhooks). */
export async function afterSave(input: SavedInput): Promise<void> {
  const master = input.values.get('master') as number | null | undefined
  if (input.mode !== 'create' || !master) return
  await input.rows.update('dcim.device', [{ id: master, body: { virtual_chassis: input.id, vc_position: 1 } }])
}

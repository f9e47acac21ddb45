// NetBox's VirtualDeviceContext: identifier and name unique per device (its unique constraints, as
// DRF reports them), and clean(): primary IPs of their family, on an interface of the device.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current, ownId } from '../current.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const device = current<number>(input, 'device', 'device_id')
  const self = ownId(input) ?? null
  for (const name of ['identifier', 'name']) {
    if (input.mode === 'update' && !input.values.has(name) && !input.values.has('device')) continue
    const value = current(input, name)
    if (device === null || value === null) continue
    const key = `dcim.virtualdevicecontext:${name}:${device}:${String(value)}`
    const [clash] = await db.query(`SELECT 1 FROM dcim_virtualdevicecontext WHERE device_id = $1 AND ${name} = $2 AND id IS DISTINCT FROM $3`, [
      device,
      value as string | number,
      self,
    ])
    if (clash || input.batch.has(key)) return { non_field_errors: [`The fields device, ${name} must make a unique set.`] }
    input.batch.set(key, true)
  }
  const errors: FieldErrors = {}
  for (const [name, family] of [
    ['primary_ip4', 4],
    ['primary_ip6', 6],
  ] as const) {
    if (input.mode === 'update' && !input.values.has(name) && !input.values.has('device')) continue
    const ip = current<number>(input, name, `${name}_id`)
    if (ip === null) continue
    const [row] = await db.query<{ shown: string; family: number; on_device: boolean }>(
      `SELECT host(a.address) || '/' || masklen(a.address) AS shown, family(a.address) AS family,
              a.assigned_object_type = 'dcim.interface' AND EXISTS (SELECT 1 FROM dcim_interface i WHERE i.id = a.assigned_object_id AND i.device_id = $2) AS on_device
         FROM ipam_ipaddress a WHERE a.id = $1`,
      [ip, device ?? 0],
    )
    if (!row) continue
    if (Number(row.family) !== family) errors[name] = [`${row.shown} is not an IPv${family} address.`]
    else if (!row.on_device) errors[name] = ['Primary IP address must belong to an interface on the assigned device.']
  }
  if (Object.keys(errors).length) return errors
}

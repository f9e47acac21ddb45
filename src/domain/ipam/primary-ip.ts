// NetBox's rule for a device's or virtual machine's primary (and out-of-band) IPs: each must be of
// the field's family and assigned to one of that parent's interfaces — or be the NAT outside
// address of an IP that is.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current, ownId } from '../current.js'

export interface PrimaryIpParent {
  /** Model key of the parent's interfaces, as stored in an IP's assigned_object_type. */
  interfaceType: string
  interfaceTable: string
  /** Column of the interface table pointing at the parent. */
  parentColumn: string
  /** "device" or "VM", for the message. */
  noun: string
  /** Fields to check, with the family each needs (null: any). */
  fields: Array<{ name: string; family: 4 | 6 | null }>
}

interface IpRow {
  shown: string
  family: number
  on_parent: boolean
}

export async function primaryIpErrors(input: SaveInput, db: Queryable, parent: PrimaryIpParent): Promise<FieldErrors | undefined> {
  const errors: FieldErrors = {}
  const id = ownId(input)
  for (const { name, family } of parent.fields) {
    if (input.mode === 'update' && !input.values.has(name)) continue
    const ip = current<number>(input, name, `${name}_id`)
    if (ip === null) continue
    // On create the parent has no interfaces yet, so no IP can be on one of them.
    const rows = await db.query<IpRow>(
      `SELECT host(a.address) || '/' || masklen(a.address) AS shown, family(a.address) AS family,
              (a.assigned_object_type = $2 AND a.assigned_object_id IN (SELECT id FROM ${parent.interfaceTable} WHERE ${parent.parentColumn} = $3))
              OR (n.assigned_object_type = $2 AND n.assigned_object_id IN (SELECT id FROM ${parent.interfaceTable} WHERE ${parent.parentColumn} = $3))
              AS on_parent
         FROM ipam_ipaddress a LEFT JOIN ipam_ipaddress n ON n.id = a.nat_inside_id WHERE a.id = $1`,
      [ip, parent.interfaceType, id ?? 0],
    )
    if (!rows.length) continue // the foreign key reports a missing IP
    const row = rows[0]
    if (family !== null && Number(row.family) !== family) errors[name] = [`${row.shown} is not an IPv${family} address.`]
    else if (!row.on_parent) errors[name] = [`The specified IP address (${row.shown}) is not assigned to this ${parent.noun}.`]
  }
  return Object.keys(errors).length ? errors : undefined
}

/**
 * An IP that is a device's or VM's primary IP cannot be moved to another parent (or unassigned):
 * NetBox refuses with this message rather than silently clearing the primary IP.
 */
export async function primaryReassignErrors(input: SaveInput, db: Queryable): Promise<FieldErrors | undefined> {
  if (input.mode !== 'update' || !input.values.has('assigned_object')) return undefined
  const before = { type: input.existing?.assigned_object_type as string | null, id: input.existing?.assigned_object_id as number | null }
  const after = input.values.get('assigned_object') as { type: string | null; id: number | null }
  if (before.type === null || before.id === null) return undefined
  if (before.type === after.type && Number(before.id) === Number(after.id)) return undefined
  const rows = await db.query<{ old_parent: string | null; new_parent: string | null; is_primary: boolean }>(
    `SELECT ${parentExpr('$1', '$2')} AS old_parent, ${parentExpr('$3', '$4')} AS new_parent,
            EXISTS (SELECT 1 FROM dcim_device WHERE primary_ip4_id = $5 OR primary_ip6_id = $5)
            OR EXISTS (SELECT 1 FROM virtualization_virtualmachine WHERE primary_ip4_id = $5 OR primary_ip6_id = $5) AS is_primary`,
    [before.type, before.id, after.type, after.id ?? 0, ownId(input) ?? 0],
  )
  const r = rows[0]
  if (r?.is_primary && r.old_parent !== r.new_parent)
    return { __all__: ['Cannot reassign IP address while it is designated as the primary IP for the parent object'] }
  return undefined
}

/** "dcim.device:7" for the parent of an assigned interface, null otherwise. */
function parentExpr(type: string, id: string): string {
  return `(CASE ${type}::text
     WHEN 'dcim.interface' THEN (SELECT 'dcim.device:' || device_id FROM dcim_interface WHERE id = ${id}::int)
     WHEN 'virtualization.vminterface' THEN (SELECT 'virtualization.virtualmachine:' || virtual_machine_id FROM virtualization_vminterface WHERE id = ${id}::int)
   END)`
}

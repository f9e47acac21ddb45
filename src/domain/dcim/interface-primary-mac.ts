// An interface's primary MAC address is one assigned to it, or to nothing (NetBox's
// BaseInterface.clean(), for device and VM interfaces alike).
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { findModel } from '../../engine/models.js'
import { q } from '../../engine/sql.js'

export function primaryMacRule(ownType: string) {
  return async (input: SaveInput, db: Queryable): Promise<FieldErrors | undefined> => {
    const mac = input.values.get('primary_mac_address') as number | null | undefined
    if (mac === null || mac === undefined) return undefined
    const rows = await db.query<{ mac_address: string; type: string | null; id: number | null }>(
      'SELECT mac_address, assigned_object_type AS type, assigned_object_id AS id FROM dcim_macaddress WHERE id = $1',
      [mac],
    )
    const row = rows[0]
    if (!row || row.type === null || row.id === null) return undefined
    if (row.type === ownType && input.existing && Number(row.id) === Number(input.existing.id)) return undefined
    const other = findModel(row.type)
    const named = other ? await db.query<{ name: string }>(`SELECT name FROM ${q(other.table)} WHERE id = $1`, [row.id]) : []
    return { primary_mac_address: [`MAC address ${row.mac_address} is assigned to a different interface (${named[0]?.name ?? row.id}).`] }
  }
}

export const beforeSave = primaryMacRule('dcim.interface')

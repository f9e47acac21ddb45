import type { Queryable } from '../../db/types.js'
import type { SaveInput } from '../../engine/hooks.js'
import { primaryIpErrors } from '../ipam/primary-ip.js'

/** primary_ip4/primary_ip6/oob_ip must be on this device's interfaces (or NAT outside of such an IP). */
export const beforeSave = (input: SaveInput, db: Queryable) =>
  primaryIpErrors(input, db, {
    interfaceType: 'dcim.interface',
    interfaceTable: 'dcim_interface',
    parentColumn: 'device_id',
    noun: 'device',
    fields: [
      { name: 'primary_ip4', family: 4 },
      { name: 'primary_ip6', family: 6 },
      { name: 'oob_ip', family: null },
    ],
  })

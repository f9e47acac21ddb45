import type { Queryable } from '../../db/types.js'
import type { SaveInput } from '../../engine/hooks.js'
import { primaryIpErrors } from '../ipam/primary-ip.js'

/** primary_ip4/primary_ip6 must be on this VM's interfaces (or NAT outside of such an IP). */
export const beforeSave = (input: SaveInput, db: Queryable) =>
  primaryIpErrors(input, db, {
    interfaceType: 'virtualization.vminterface',
    interfaceTable: 'virtualization_vminterface',
    parentColumn: 'virtual_machine_id',
    noun: 'VM',
    fields: [
      { name: 'primary_ip4', family: 4 },
      { name: 'primary_ip6', family: 6 },
    ],
  })

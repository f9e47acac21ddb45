import { f, model } from '../../codegen/dsl.js'

// One L2VPN per object, at most two terminations on a point-to-point L2VPN:
// src/domain/vpn/l2vpntermination.ts (and the unique index).
export const l2vpnTermination = model({
  app: 'vpn',
  name: 'l2vpntermination',
  path: 'l2vpn-terminations',
  className: 'L2VPNTermination',
  verbose: 'L2VPN termination',
  fields: {
    l2vpn: f.fk('vpn.l2vpn', { required: true, onDelete: 'cascade', label: 'L2VPN' }),
    assigned_object: f.generic(['dcim.interface', 'ipam.vlan', 'virtualization.vminterface'], { required: true, onDelete: 'cascade' }),
  },
  unique: [['assigned_object']],
  brief: ['l2vpn'],
  display: 'L2VPN termination {id}',
  ordering: ['l2vpn', 'id'],
  search: [],
})

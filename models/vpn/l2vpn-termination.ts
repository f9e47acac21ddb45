import { anyOf, f, model, objectTypeId, path } from '../../codegen/dsl.js'

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
  search: ['l2vpn.name'],
  filters: {
    assigned_object_type_id: objectTypeId('assigned_object'),
    interface_id: path('assigned_object<dcim.interface>'),
    interface: path('assigned_object<dcim.interface>.name'),
    vminterface_id: path('assigned_object<virtualization.vminterface>'),
    vminterface: path('assigned_object<virtualization.vminterface>.name'),
    vlan_id: path('assigned_object<ipam.vlan>'),
    vlan: path('assigned_object<ipam.vlan>.name'),
    vlan_vid: path('assigned_object<ipam.vlan>.vid'),
    device_id: path('assigned_object<dcim.interface>.device'),
    device: path('assigned_object<dcim.interface>.device', { by: 'name' }),
    virtual_machine_id: path('assigned_object<virtualization.vminterface>.virtual_machine'),
    virtual_machine: path('assigned_object<virtualization.vminterface>.virtual_machine', { by: 'name' }),
    region_id: anyOf([path('assigned_object<ipam.vlan>.site.region'), path('assigned_object<dcim.interface>.device.site.region'), path('assigned_object<virtualization.vminterface>.virtual_machine.site.region')], { lookups: false }),
    region: anyOf([path('assigned_object<ipam.vlan>.site.region', { by: 'slug' }), path('assigned_object<dcim.interface>.device.site.region', { by: 'slug' }), path('assigned_object<virtualization.vminterface>.virtual_machine.site.region', { by: 'slug' })], { lookups: false }),
    site_id: anyOf([path('assigned_object<ipam.vlan>.site'), path('assigned_object<dcim.interface>.device.site'), path('assigned_object<virtualization.vminterface>.virtual_machine.site')], { lookups: false }),
    site: anyOf([path('assigned_object<ipam.vlan>.site', { by: 'slug' }), path('assigned_object<dcim.interface>.device.site', { by: 'slug' }), path('assigned_object<virtualization.vminterface>.virtual_machine.site', { by: 'slug' })], { lookups: false }),
  },
})

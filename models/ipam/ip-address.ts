import { choices, f, intChoices, model, notNull, path, predicate } from '../../codegen/dsl.js'
import { contactFilters, tenancyFilters } from '../../codegen/fragments.js'

export const IPFamily = intChoices([
  [4, 'IPv4'],
  [6, 'IPv6'],
])

export const IPAddressStatus = choices({
  active: 'Active',
  reserved: 'Reserved',
  deprecated: 'Deprecated',
  dhcp: 'DHCP',
  slaac: 'SLAAC',
})

export const IPAddressRole = choices({
  loopback: 'Loopback',
  secondary: 'Secondary',
  anycast: 'Anycast',
  vip: 'VIP',
  vrrp: 'VRRP',
  hsrp: 'HSRP',
  glbp: 'GLBP',
  carp: 'CARP',
})

export const ipAddress = model({
  app: 'ipam',
  name: 'ipaddress',
  path: 'ip-addresses',
  changeRelated: 'assigned_object', // NetBox's to_objectchange related object
  className: 'IPAddress',
  verbose: 'IP address',
  verbosePlural: 'IP addresses',
  fields: {
    family: f.choice(IPFamily, { readOnly: true, generated: 'family({address})' }),
    address: f.ipAddress({ required: true, containment: true }),
    vrf: f.fk('ipam.vrf', { onDelete: 'protect' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    status: f.choice(IPAddressStatus, { default: 'active' }),
    role: f.choice(IPAddressRole, { nullable: true }),
    assigned_object: f.generic(['dcim.interface', 'virtualization.vminterface', 'ipam.fhrpgroup']),
    nat_inside: f.fk('ipam.ipaddress', { lookupBy: false, onDelete: 'set_null' }),
    nat_outside: f.reverseOne('ipam.ipaddress', 'nat_inside'),
    dns_name: f.string({ max: 255, lower: true }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  brief: ['family', 'address', 'description'],
  display: '{address}',
  ordering: ['address', 'id'],
  search: ['dns_name', 'description', { path: 'address', lookup: 'istartswith' }],
  // `?primary_ip4=10.0.0.1/24` on devices and VMs names addresses by address and mask, as NetBox's.
  lookupBy: 'address',
  filters: {
    assigned_to_interface: predicate('assignedToInterface'),
    ...tenancyFilters(),
    ...contactFilters(),
    device_id: path('assigned_object<dcim.interface>.device', { virtualChassis: 'master', lookups: false }),
    device: path('assigned_object<dcim.interface>.device', { by: 'name', virtualChassis: 'master', lookups: false }),
    virtual_machine_id: path('assigned_object<virtualization.vminterface>.virtual_machine', { lookups: false }),
    virtual_machine: path('assigned_object<virtualization.vminterface>.virtual_machine', { by: 'name', lookups: false }),
    interface_id: path('assigned_object<dcim.interface>'),
    interface: path('assigned_object<dcim.interface>', { by: 'name' }),
    vminterface_id: path('assigned_object<virtualization.vminterface>'),
    vminterface: path('assigned_object<virtualization.vminterface>', { by: 'name' }),
    fhrpgroup_id: path('assigned_object<ipam.fhrpgroup>'),
    service_id: path('<ipam.service.ipaddresses>'),
    assigned: notNull('assigned_object'),
  },
})

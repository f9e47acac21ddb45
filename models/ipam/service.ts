import { choices, f, model, path, predicate } from '../../codegen/dsl.js'
import { contactFilters } from '../../codegen/fragments.js'

export const ServiceProtocol = choices({ tcp: 'TCP', udp: 'UDP', sctp: 'SCTP' })

export const service = model({
  app: 'ipam',
  name: 'service',
  path: 'services',
  className: 'Service',
  fields: {
    // NetBox 4.3+: the parent is a device, an FHRP group or a virtual machine (parent_object_type/_id, nested `parent`).
    parent: f.generic(['dcim.device', 'ipam.fhrpgroup', 'virtualization.virtualmachine'], {
      required: true,
      onDelete: 'cascade',
      typeField: 'parent_object_type',
      idField: 'parent_object_id',
    }),
    name: f.string({ max: 100, required: true }),
    protocol: f.choice(ServiceProtocol, { required: true }),
    ports: f.integerList({ required: true, min: 1, max: 65535, label: 'Port numbers', example: [22, 443] }),
    ipaddresses: f.m2m('ipam.ipaddress', { filterAs: 'ip_address', label: 'IP addresses', help: 'The specific IP addresses (if any) to which this application service is bound' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  brief: ['name', 'protocol', 'ports', 'description'],
  display: '{name}',
  ordering: ['protocol', 'id'],
  search: ['name', 'description'],
  filters: {
    fhrpgroup_id: path('parent<ipam.fhrpgroup>', { lookups: false }),
    fhrpgroup: path('parent<ipam.fhrpgroup>', { by: 'name', lookups: false }),
    port: predicate('arrayContains', 'ports'),
    ...contactFilters(),
    device_id: path('parent<dcim.device>', { lookups: false }),
    device: path('parent<dcim.device>', { by: 'name', lookups: false }),
    virtual_machine_id: path('parent<virtualization.virtualmachine>', { lookups: false }),
    virtual_machine: path('parent<virtualization.virtualmachine>', { by: 'name', lookups: false }),
    ip_address_id: path('ipaddresses'),
    ip_address: path('ipaddresses', { by: 'address' }),
    ipaddresses_id: false, // NetBox's is ip_address_id
    ipaddresses: false, // NetBox's is ip_address
  },
})

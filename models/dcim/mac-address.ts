import { f, model, notNull, path, predicate } from '../../codegen/dsl.js'

export const macAddress = model({
  app: 'dcim',
  name: 'macaddress',
  path: 'mac-addresses',
  className: 'MACAddress',
  verbose: 'MAC address',
  verbosePlural: 'MAC addresses',
  fields: {
    mac_address: f.string({ max: 17, required: true, label: 'MAC address', example: '00:1A:2B:3C:4D:5E' }),
    assigned_object: f.generic(['dcim.interface', 'virtualization.vminterface']),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  brief: ['mac_address', 'description'],
  display: '{mac_address}',
  ordering: ['mac_address', 'id'],
  search: ['mac_address', 'description'],
  filters: {
    primary: predicate('primaryMac'),
    device_id: path('assigned_object<dcim.interface>.device', { virtualChassis: 'master', lookups: false }),
    device: path('assigned_object<dcim.interface>.device', { by: 'name', virtualChassis: 'master', lookups: false }),
    virtual_machine_id: path('assigned_object<virtualization.vminterface>.virtual_machine', { lookups: false }),
    virtual_machine: path('assigned_object<virtualization.vminterface>.virtual_machine', { by: 'name', lookups: false }),
    interface_id: path('assigned_object<dcim.interface>'),
    interface: path('assigned_object<dcim.interface>', { by: 'name' }),
    vminterface_id: path('assigned_object<virtualization.vminterface>'),
    vminterface: path('assigned_object<virtualization.vminterface>', { by: 'name' }),
    assigned: notNull('assigned_object'),
  },
})

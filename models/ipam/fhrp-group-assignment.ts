import { f, model, path } from '../../codegen/dsl.js'

export const fhrpGroupAssignment = model({
  app: 'ipam',
  name: 'fhrpgroupassignment',
  path: 'fhrp-group-assignments',
  webPath: false, // NetBox's serializer has no display_url
  className: 'FHRPGroupAssignment',
  verbose: 'FHRP group assignment',
  fields: {
    group: f.fk('ipam.fhrpgroup', { lookupBy: false, required: true, onDelete: 'cascade' }),
    interface: f.generic(['dcim.interface', 'virtualization.vminterface'], { required: true, onDelete: 'cascade' }),
    priority: f.integer({ required: true, min: 0, max: 255 }),
  },
  unique: [['interface', 'group']],
  brief: ['group', 'interface_type', 'interface_id', 'priority'],
  display: '{priority}',
  ordering: ['-priority', 'id'],
  tags: false,
  customFields: false,
  filters: {
    device_id: path('interface<dcim.interface>.device', { virtualChassis: 'master', lookups: false }),
    device: path('interface<dcim.interface>.device', { by: 'name', virtualChassis: 'master', lookups: false }),
    virtual_machine_id: path('interface<virtualization.vminterface>.virtual_machine', { lookups: false }),
    virtual_machine: path('interface<virtualization.vminterface>.virtual_machine', { by: 'name', lookups: false }),
    group: false, // NetBox has only group_id
  },
})

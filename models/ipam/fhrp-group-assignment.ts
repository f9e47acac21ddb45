import { f, model } from '../../codegen/dsl.js'

export const fhrpGroupAssignment = model({
  app: 'ipam',
  name: 'fhrpgroupassignment',
  path: 'fhrp-group-assignments',
  className: 'FHRPGroupAssignment',
  verbose: 'FHRP group assignment',
  fields: {
    group: f.fk('ipam.fhrpgroup', { lookupBy: false, required: true, onDelete: 'cascade' }),
    interface: f.generic(['dcim.interface', 'virtualization.vminterface'], { required: true, onDelete: 'cascade' }),
    priority: f.integer({ required: true, min: 0, max: 255 }),
  },
  unique: [['interface', 'group']],
  brief: ['group', 'priority'],
  display: '{priority}',
  ordering: ['-priority', 'id'],
  tags: false,
  customFields: false,
})

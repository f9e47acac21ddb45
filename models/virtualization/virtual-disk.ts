import { f, model } from '../../codegen/dsl.js'

export const virtualDisk = model({
  app: 'virtualization',
  name: 'virtualdisk',
  path: 'virtual-disks',
  changeRelated: 'virtual_machine', // NetBox's to_objectchange related object
  className: 'VirtualDisk',
  verbose: 'virtual disk',
  fields: {
    virtual_machine: f.fk('virtualization.virtualmachine', { required: true, onDelete: 'cascade' }),
    name: f.string({ max: 64, required: true }),
    description: f.string({ max: 200 }),
    size: f.integer({ required: true, min: 0, label: 'Size (MB)' }),
  },
  unique: [['virtual_machine', 'name']],
  brief: ['virtual_machine', 'name', 'description', 'size'],
  display: '{name}',
  ordering: ['virtual_machine', 'name', 'id'],
  search: ['name', 'description'],
})

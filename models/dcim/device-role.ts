import { f, model } from '../../codegen/dsl.js'
import { ancestorFilters } from '../../codegen/fragments.js'

export const deviceRole = model({
  app: 'dcim',
  name: 'devicerole',
  path: 'device-roles',
  className: 'DeviceRole',
  verbose: 'device role',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    color: f.color({ default: '9e9e9e' }),
    vm_role: f.boolean({ default: true, label: 'VM role', help: 'Virtual machines may be assigned to this role' }),
    config_template: f.fk('extras.configtemplate', { onDelete: 'protect', lookupBy: false, example: null }),
    parent: f.fk('dcim.devicerole', { onDelete: 'cascade' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    device_count: f.count('dcim.device', 'role', { cumulative: true }),
    virtualmachine_count: f.count('virtualization.virtualmachine', 'role', { cumulative: true }),
    _depth: f.derived('tree_depth', { nested: true, label: 'Depth' }),
  },
  // How a device shows its role. NetBox 4.4's nested role also carries device_count,
  // virtualmachine_count and _depth.
  brief: ['name', 'slug', 'description', 'device_count', 'virtualmachine_count', '_depth'],
  display: '{name}',
  ordering: ['_tree'], // NetBox's MPTT order (tree_id, lft)
  search: ['name', 'slug', 'description'],
  tree: 'parent',
  filters: {
    ...ancestorFilters(),
  },
})

import { f, model, predicate } from '../../codegen/dsl.js'
import { ancestorFilters } from '../../codegen/fragments.js'

export const platform = model({
  app: 'dcim',
  name: 'platform',
  path: 'platforms',
  className: 'Platform',
  fields: {
    parent: f.fk('dcim.platform', { onDelete: 'cascade' }),
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    manufacturer: f.fk('dcim.manufacturer', {
      onDelete: 'set_null',
      help: 'Optionally limit this platform to devices of a certain manufacturer',
    }),
    config_template: f.fk('extras.configtemplate', { onDelete: 'protect', lookupBy: false, example: null }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    device_count: f.count('dcim.device', 'platform', { cumulative: true }),
    virtualmachine_count: f.count('virtualization.virtualmachine', 'platform', { cumulative: true }),
    _depth: f.derived('tree_depth', { nested: true, label: 'Depth' }),
  },
  brief: ['name', 'slug', 'description', 'device_count', 'virtualmachine_count', '_depth'],
  display: '{name}',
  ordering: ['_tree'], // NetBox's MPTT order (tree_id, lft)
  search: ['name', 'slug', 'description'],
  tree: 'parent',
  filters: {
    available_for_device_type: predicate('forDeviceType'),
    ...ancestorFilters(),
  },
})

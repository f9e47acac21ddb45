import { f, model } from '../../codegen/dsl.js'
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
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    device_count: f.count('dcim.device', 'platform'),
    virtualmachine_count: f.count('virtualization.virtualmachine', 'platform'),
  },
  brief: ['name', 'slug', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'slug', 'description'],
  tree: 'parent',
  filters: {
    ...ancestorFilters(),
  },
})

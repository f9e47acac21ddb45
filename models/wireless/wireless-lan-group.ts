import { f, model } from '../../codegen/dsl.js'
import { ancestorFilters } from '../../codegen/fragments.js'

export const wirelessLanGroup = model({
  app: 'wireless',
  name: 'wirelesslangroup',
  path: 'wireless-lan-groups',
  className: 'WirelessLANGroup',
  verbose: 'wireless LAN group',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    parent: f.fk('wireless.wirelesslangroup', { onDelete: 'cascade' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    wirelesslan_count: f.count('wireless.wirelesslan', 'group'),
  },
  unique: [['parent', 'name']],
  brief: ['name', 'slug', 'description', 'wirelesslan_count'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'slug', 'description'],
  tree: 'parent',
  filters: {
    ...ancestorFilters(),
  },
})

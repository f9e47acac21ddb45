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
    wirelesslan_count: f.count('wireless.wirelesslan', 'group', { cumulative: true }),
    _depth: f.derived('tree_depth', { nested: true, label: 'Depth' }),
  },
  unique: [['parent', 'name']],
  brief: ['name', 'slug', 'description', 'wirelesslan_count', '_depth'],
  display: '{name}',
  ordering: ['_tree'], // NetBox's MPTT order (tree_id, lft)
  search: ['name', 'slug', 'description', 'comments'],
  tree: 'parent',
  filters: {
    ...ancestorFilters(),
  },
})

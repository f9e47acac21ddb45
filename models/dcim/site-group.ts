import { f, model } from '../../codegen/dsl.js'
import { ancestorFilters, contactFilters } from '../../codegen/fragments.js'

export const siteGroup = model({
  app: 'dcim',
  name: 'sitegroup',
  path: 'site-groups',
  className: 'SiteGroup',
  verbose: 'site group',
  fields: {
    name: f.string({ max: 100, required: true }),
    slug: f.slug({ required: true }),
    parent: f.fk('dcim.sitegroup', { onDelete: 'cascade' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    site_count: f.count('dcim.site', 'group', { cumulative: true }),
    prefix_count: f.derived('scope_count', { args: ['ipam.prefix'] }),
    _depth: f.derived('tree_depth', { nested: true, label: 'Depth' }),
  },
  unique: [
    ['parent', 'name'],
    ['parent', 'slug'],
  ],
  brief: ['name', 'slug', 'description', 'site_count', '_depth'],
  display: '{name}',
  ordering: ['_tree'], // NetBox's MPTT order (tree_id, lft)
  search: ['name', 'slug', 'description', 'comments'],
  tree: 'parent',
  filters: {
    ...contactFilters(),
    ...ancestorFilters(),
  },
})

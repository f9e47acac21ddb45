import { f, model } from '../../codegen/dsl.js'
import { ancestorFilters, contactFilters, siteTreeFilters, tenancyFilters } from '../../codegen/fragments.js'
import { SiteStatus } from './site.js'

// NetBox's LocationStatusChoices carry the same values and labels as the site's.
export const LocationStatus = SiteStatus

export const location = model({
  app: 'dcim',
  name: 'location',
  path: 'locations',
  className: 'Location',
  fields: {
    name: f.string({ max: 100, required: true }),
    slug: f.slug({ required: true }),
    site: f.fk('dcim.site', { required: true, onDelete: 'cascade' }),
    parent: f.fk('dcim.location', { onDelete: 'cascade' }),
    status: f.choice(LocationStatus, { default: 'active' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    facility: f.string({ max: 50 }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    rack_count: f.count('dcim.rack', 'location', { cumulative: true }),
    device_count: f.count('dcim.device', 'location', { cumulative: true }),
    prefix_count: f.derived('scope_count', { args: ['ipam.prefix'] }),
    _depth: f.derived('tree_depth', { nested: true, label: 'Depth' }),
  },
  unique: [
    ['site', 'parent', 'name'],
    ['site', 'parent', 'slug'],
  ],
  brief: ['name', 'slug', 'description', 'rack_count', '_depth'],
  display: '{name}',
  ordering: ['_tree'], // NetBox's MPTT order (tree_id, lft)
  search: ['name', 'slug', 'description', 'comments', 'facility'],
  tree: 'parent',
  filters: {
    ...tenancyFilters(),
    ...contactFilters(),
    ...ancestorFilters(),
    ...siteTreeFilters('site'),
  },
})

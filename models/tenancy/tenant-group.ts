import { f, model } from '../../codegen/dsl.js'
import { ancestorFilters } from '../../codegen/fragments.js'

export const tenantGroup = model({
  app: 'tenancy',
  name: 'tenantgroup',
  path: 'tenant-groups',
  className: 'TenantGroup',
  verbose: 'tenant group',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    parent: f.fk('tenancy.tenantgroup', { onDelete: 'cascade' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    tenant_count: f.count('tenancy.tenant', 'group', { cumulative: true }),
    _depth: f.derived('tree_depth', { nested: true, label: 'Depth' }),
  },
  brief: ['name', 'slug', 'description', 'tenant_count', '_depth'],
  display: '{name}',
  ordering: ['_tree'], // NetBox's MPTT order (tree_id, lft)
  search: ['name', 'slug', 'description', 'comments'],
  tree: 'parent',
  filters: {
    ...ancestorFilters(),
  },
})

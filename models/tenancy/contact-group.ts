import { f, model, path } from '../../codegen/dsl.js'
import { ancestorFilters } from '../../codegen/fragments.js'

export const contactGroup = model({
  app: 'tenancy',
  name: 'contactgroup',
  path: 'contact-groups',
  className: 'ContactGroup',
  verbose: 'contact group',
  fields: {
    name: f.string({ max: 100, required: true }),
    slug: f.slug({ required: true }),
    parent: f.fk('tenancy.contactgroup', { onDelete: 'cascade' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    contact_count: f.count('tenancy.contact', 'groups', { cumulative: true }),
    _depth: f.derived('tree_depth', { nested: true, label: 'Depth' }),
  },
  unique: [
    ['parent', 'name'],
    ['parent', 'slug'],
  ],
  brief: ['name', 'slug', 'description', 'contact_count', '_depth'],
  display: '{name}',
  ordering: ['_tree'], // NetBox's MPTT order (tree_id, lft)
  search: ['name', 'slug', 'description', 'comments'],
  tree: 'parent',
  filters: {
    ...ancestorFilters(),
    contact_id: path('<tenancy.contact.groups>'),
  },
})

import { f, model, path } from '../../codegen/dsl.js'

export const contact = model({
  app: 'tenancy',
  name: 'contact',
  path: 'contacts',
  className: 'Contact',
  fields: {
    // A many-to-many since NetBox 4.3 (it was the foreign key `group`; migration 0020 moved the data).
    groups: f.m2m('tenancy.contactgroup', { filterAs: 'group' }),
    name: f.string({ max: 100, required: true }),
    title: f.string({ max: 100 }),
    phone: f.string({ max: 50 }),
    email: f.string({ max: 254, example: 'noc@example.com' }),
    address: f.string({ max: 200 }),
    link: f.string({ max: 200, example: 'https://example.com/noc' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'title', 'phone', 'email', 'address', 'link', 'description', 'comments'],
  filters: {
    group_id: path('groups', { tree: true }),
    group: path('groups', { by: 'slug', tree: true }),
  },
})

import { f, model } from '../../codegen/dsl.js'

export const contactRole = model({
  app: 'tenancy',
  name: 'contactrole',
  path: 'contact-roles',
  className: 'ContactRole',
  verbose: 'contact role',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  brief: ['name', 'slug', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'slug', 'description'],
})

import { f, model } from '../../codegen/dsl.js'

export const rackRole = model({
  app: 'dcim',
  name: 'rackrole',
  path: 'rack-roles',
  className: 'RackRole',
  verbose: 'rack role',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    color: f.color({ default: '9e9e9e' }),
    description: f.string({ max: 200 }),
    rack_count: f.count('dcim.rack', 'role'),
  },
  brief: ['name', 'slug', 'description', 'rack_count'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'slug', 'description'],
})

import { f, model } from '../../codegen/dsl.js'

export const tenant = model({
  app: 'tenancy',
  name: 'tenant',
  path: 'tenants',
  className: 'Tenant',
  fields: {
    name: f.string({ max: 100, required: true }),
    slug: f.slug({ required: true }),
    group: f.fk('tenancy.tenantgroup', { onDelete: 'set_null' }),
    description: f.string({ max: 200 }),
    comments: f.text(),
  },
  unique: [
    ['group', 'name'],
    ['group', 'slug'],
  ],
  brief: ['name', 'slug', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'slug', 'description'],
})

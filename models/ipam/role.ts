import { f, model } from '../../codegen/dsl.js'

export const role = model({
  app: 'ipam',
  name: 'role',
  path: 'roles',
  className: 'Role',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    weight: f.integer({ min: 0, max: 32767, default: 1000 }),
    description: f.string({ max: 200 }),
    prefix_count: f.count('ipam.prefix', 'role'),
    vlan_count: f.count('ipam.vlan', 'role'),
  },
  brief: ['name', 'slug', 'description', 'prefix_count', 'vlan_count'],
  display: '{name}',
  ordering: ['weight', 'name', 'id'],
  search: ['name', 'slug', 'description'],
})

import { f, model } from '../../codegen/dsl.js'
import { contactFilters } from '../../codegen/fragments.js'

export const tunnelGroup = model({
  app: 'vpn',
  name: 'tunnelgroup',
  path: 'tunnel-groups',
  className: 'TunnelGroup',
  verbose: 'tunnel group',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    description: f.string({ max: 200 }),
    tunnel_count: f.count('vpn.tunnel', 'group'),
  },
  brief: ['name', 'slug', 'description', 'tunnel_count'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'slug', 'description'],
  filters: {
    ...contactFilters(),
  },
})

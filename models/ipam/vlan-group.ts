import { f, model } from '../../codegen/dsl.js'
import { tenancyFilters } from '../../codegen/fragments.js'

export const vlanGroup = model({
  app: 'ipam',
  name: 'vlangroup',
  path: 'vlan-groups',
  className: 'VLANGroup',
  verbose: 'VLAN group',
  fields: {
    // NetBox makes name/slug unique per scope only; scopes are not modelled, so neither is unique here.
    name: f.string({ max: 100, required: true }),
    slug: f.slug({ required: true }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    vlan_count: f.count('ipam.vlan', 'group'),
  },
  brief: ['name', 'slug', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'slug', 'description'],
  filters: {
    ...tenancyFilters(),
  },
})

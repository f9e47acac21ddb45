import { f, model } from '../../codegen/dsl.js'
import { contactFilters, tenancyFilters } from '../../codegen/fragments.js'
import { L2VPNStatus, L2VPNType } from './_choices.js'

export const l2vpn = model({
  app: 'vpn',
  name: 'l2vpn',
  path: 'l2vpns',
  className: 'L2VPN',
  verbose: 'L2VPN',
  fields: {
    identifier: f.bigint({ nullable: true }),
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    type: f.choice(L2VPNType, { required: true }),
    status: f.choice(L2VPNStatus, { default: 'active' }),
    import_targets: f.m2m('ipam.routetarget', { filterAs: 'import_target' }),
    export_targets: f.m2m('ipam.routetarget', { filterAs: 'export_target' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
  },
  brief: ['identifier', 'name', 'slug', 'type', 'description'],
  display: ['{name} ({identifier})', '{name}'],
  ordering: ['name', 'identifier', 'id'],
  search: ['name', 'description', { path: 'identifier', lookup: 'exact', as: 'int' }],
  filters: {
    ...tenancyFilters(),
    ...contactFilters(),
  },
})

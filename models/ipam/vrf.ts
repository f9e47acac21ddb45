import { f, model } from '../../codegen/dsl.js'
import { tenancyFilters } from '../../codegen/fragments.js'

export const vrf = model({
  app: 'ipam',
  name: 'vrf',
  path: 'vrfs',
  className: 'VRF',
  verbose: 'VRF',
  verbosePlural: 'VRFs',
  fields: {
    name: f.string({ max: 100, required: true }),
    rd: f.string({
      max: 21,
      unique: true,
      nullable: true,
      label: 'Route distinguisher',
      help: 'Unique route distinguisher (as defined in RFC 4364)',
    }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    enforce_unique: f.boolean({
      default: true,
      label: 'Enforce unique space',
      help: 'Prevent duplicate prefixes/IP addresses within this VRF',
    }),
    import_targets: f.m2m('ipam.routetarget', { filterAs: 'import_target' }),
    export_targets: f.m2m('ipam.routetarget', { filterAs: 'export_target' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    ipaddress_count: f.count('ipam.ipaddress', 'vrf'),
    prefix_count: f.count('ipam.prefix', 'vrf'),
  },
  brief: ['name', 'rd', 'description', 'prefix_count'],
  display: ['{name} ({rd})', '{name}'],
  ordering: ['name', 'rd', 'id'],
  search: ['name', 'rd', 'description'],
  // `?vrf=` on prefixes, addresses, ranges and interfaces names VRFs by route distinguisher, as NetBox's.
  lookupBy: 'rd',
  filters: {
    ...tenancyFilters(),
  },
})

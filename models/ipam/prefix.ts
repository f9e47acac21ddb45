import { choices, f, model, path } from '../../codegen/dsl.js'
import { contactFilters, scopeFilters, tenancyFilters } from '../../codegen/fragments.js'
import { IPFamily } from './ip-address.js'

export const PrefixStatus = choices({
  container: 'Container',
  active: 'Active',
  reserved: 'Reserved',
  deprecated: 'Deprecated',
})

export const prefix = model({
  app: 'ipam',
  name: 'prefix',
  path: 'prefixes',
  className: 'Prefix',
  verbosePlural: 'prefixes',
  fields: {
    family: f.choice(IPFamily, { readOnly: true, generated: 'family({prefix})' }),
    prefix: f.ipPrefix({ required: true, containment: true, help: 'IPv4 or IPv6 network with mask' }),
    // `site`, as NetBox before 4.2 served it; NetBox 4.2+ uses the scope below (the two are kept in step).
    site: f.fk('dcim.site', { onDelete: 'set_null' }),
    vrf: f.fk('ipam.vrf', { onDelete: 'protect', label: 'VRF' }),
    scope: f.generic(['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location']),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    vlan: f.fk('ipam.vlan', { lookupBy: false, onDelete: 'set_null', label: 'VLAN' }),
    status: f.choice(PrefixStatus, { default: 'active', help: 'Operational status of this prefix' }),
    role: f.fk('ipam.role', { onDelete: 'set_null', help: 'The primary function of this prefix' }),
    is_pool: f.boolean({
      default: false,
      label: 'Is a pool',
      help: 'All IP addresses within this prefix are considered usable',
    }),
    mark_utilized: f.boolean({ default: false, help: 'Treat as fully utilized' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    children: f.derived('prefix_children', { filterAs: 'children', nested: true }),
    _depth: f.derived('prefix_depth', { filterAs: 'depth', nested: true, label: 'Depth' }),
  },
  brief: ['family', 'prefix', 'description', '_depth'],
  display: '{prefix}',
  ordering: ['vrf', 'prefix', 'id'],
  search: ['description', { path: 'prefix', lookup: 'contains' }, { path: 'prefix', lookup: 'net_contains_or_equals', as: 'cidr' }],
  filters: {
    ...scopeFilters(),
    ...tenancyFilters(),
    ...contactFilters(),
    vlan_group_id: path('vlan.group'),
    vlan_group: path('vlan.group', { by: 'slug' }),
    vlan_vid: path('vlan.vid'),
    vlan: false, // NetBox has only vlan_id
  },
})

import { choices, f, model, predicate } from '../../codegen/dsl.js'
import { contactFilters, tenancyFilters } from '../../codegen/fragments.js'
import { IPFamily } from './ip-address.js'

export const IPRangeStatus = choices({
  active: 'Active',
  reserved: 'Reserved',
  deprecated: 'Deprecated',
})

export const ipRange = model({
  app: 'ipam',
  name: 'iprange',
  path: 'ip-ranges',
  className: 'IPRange',
  verbose: 'IP range',
  verbosePlural: 'IP ranges',
  fields: {
    family: f.choice(IPFamily, { readOnly: true, generated: 'family({start_address})' }),
    start_address: f.ipAddress({ required: true, help: 'IPv4 or IPv6 address (with mask)' }),
    end_address: f.ipAddress({ required: true, help: 'IPv4 or IPv6 address (with mask)' }),
    size: f.bigint({ readOnly: true, default: 0 }),
    vrf: f.fk('ipam.vrf', { onDelete: 'protect', label: 'VRF' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    status: f.choice(IPRangeStatus, { default: 'active', help: 'Operational status of this range' }),
    role: f.fk('ipam.role', { onDelete: 'set_null', help: 'The primary function of this range' }),
    mark_populated: f.boolean({ default: false, label: 'Mark populated', help: 'Prevent the creation of IP addresses within this range' }),
    mark_utilized: f.boolean({ default: false, label: 'Mark utilized', help: 'Report space as 100% utilized' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  brief: ['family', 'start_address', 'end_address', 'description'],
  display: '{start_address}-{end_address}',
  ordering: ['vrf', 'start_address', 'id'],
  search: ['description', { path: 'start_address', lookup: 'contains' }, { path: 'end_address', lookup: 'contains' }, { path: 'start_address', lookup: 'exact', as: 'network' }, { path: 'end_address', lookup: 'exact', as: 'network' }],
  filters: {
    contains: predicate('ipRangeContains'),
    parent: predicate('ipRangeParent'),
    ...tenancyFilters(),
    ...contactFilters(),
  },
})

import { choices, f, model, path } from '../../codegen/dsl.js'
import { contactFilters, tenancyFilters } from '../../codegen/fragments.js'

export const SiteStatus = choices({
  planned: 'Planned',
  staging: 'Staging',
  active: 'Active',
  decommissioning: 'Decommissioning',
  retired: 'Retired',
})

export const site = model({
  app: 'dcim',
  name: 'site',
  path: 'sites',
  className: 'Site',
  fields: {
    name: f.string({ max: 100, required: true, unique: true, help: 'Full name of the site' }),
    slug: f.slug({ required: true, unique: true }),
    status: f.choice(SiteStatus, { default: 'active' }),
    region: f.fk('dcim.region', { onDelete: 'set_null' }),
    group: f.fk('dcim.sitegroup', { onDelete: 'set_null' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    facility: f.string({ max: 50 }),
    time_zone: f.string({ max: 63, nullable: true }),
    description: f.string({ max: 200 }),
    physical_address: f.string({ max: 200 }),
    shipping_address: f.string({ max: 200 }),
    latitude: f.decimal({ digits: 8, places: 6, min: -90, max: 90, nullable: true }),
    longitude: f.decimal({ digits: 9, places: 6, min: -180, max: 180, nullable: true }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    asns: f.m2m('ipam.asn', { label: 'ASNs', filterAs: 'asn' }),
    // NetBox counts circuit terminations (their cached `_site`), not circuits.
    circuit_count: f.count('circuits.circuittermination', 'site'),
    device_count: f.count('dcim.device', 'site'),
    prefix_count: f.count('ipam.prefix', 'site'),
    rack_count: f.count('dcim.rack', 'site'),
    virtualmachine_count: f.count('virtualization.virtualmachine', 'site'),
    vlan_count: f.count('ipam.vlan', 'site'),
  },
  brief: ['name', 'slug', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'facility', 'description', 'physical_address', 'shipping_address', 'comments', { path: 'asns.asn', lookup: 'exact', as: 'int' }],
  filters: {
    physical_address: false, // NetBox has no such filter
    shipping_address: false, // NetBox has no such filter
    ...tenancyFilters(),
    ...contactFilters(),
    region_id: path('region', { tree: true }),
    region: path('region', { by: 'slug', tree: true }),
    group_id: path('group', { tree: true }),
    group: path('group', { by: 'slug', tree: true }),
    asn: path('asns', { by: 'asn' }),
  },
})

import { f, model, path } from '../../codegen/dsl.js'
import { contactFilters } from '../../codegen/fragments.js'

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
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    circuit_count: f.count('circuits.circuit', 'tenant'),
    device_count: f.count('dcim.device', 'tenant'),
    ipaddress_count: f.count('ipam.ipaddress', 'tenant'),
    prefix_count: f.count('ipam.prefix', 'tenant'),
    rack_count: f.count('dcim.rack', 'tenant'),
    site_count: f.count('dcim.site', 'tenant'),
    virtualmachine_count: f.count('virtualization.virtualmachine', 'tenant'),
    vlan_count: f.count('ipam.vlan', 'tenant'),
    vrf_count: f.count('ipam.vrf', 'tenant'),
    cluster_count: f.count('virtualization.cluster', 'tenant'),
  },
  unique: [
    ['group', 'name'],
    ['group', 'slug'],
  ],
  brief: ['name', 'slug', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'slug', 'description', 'comments'],
  filters: {
    ...contactFilters(),
    group_id: path('group', { tree: true }),
    group: path('group', { by: 'slug', tree: true }),
  },
})

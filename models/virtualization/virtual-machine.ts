import { choices, f, model, notNull, path } from '../../codegen/dsl.js'
import { contactFilters, siteTreeFilters, tenancyFilters } from '../../codegen/fragments.js'

export const VirtualMachineStatus = choices({
  offline: 'Offline',
  active: 'Active',
  planned: 'Planned',
  staged: 'Staged',
  failed: 'Failed',
  decommissioning: 'Decommissioning',
  paused: 'Paused',
})

export const virtualMachine = model({
  app: 'virtualization',
  name: 'virtualmachine',
  path: 'virtual-machines',
  className: 'VirtualMachine',
  verbose: 'virtual machine',
  fields: {
    name: f.string({ max: 64, required: true }),
    status: f.choice(VirtualMachineStatus, { default: 'active' }),
    site: f.fk('dcim.site', { onDelete: 'set_null' }),
    cluster: f.fk('virtualization.cluster', { onDelete: 'set_null' }),
    device: f.fk('dcim.device', { onDelete: 'set_null' }),
    serial: f.string({ max: 50, label: 'Serial number' }),
    role: f.fk('dcim.devicerole', { onDelete: 'set_null' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    platform: f.fk('dcim.platform', { onDelete: 'set_null' }),
    // NetBox's primary_ip property: IPv6 preferred.
    primary_ip: f.fk('ipam.ipaddress', { lookupBy: false, label: 'Primary IP', generated: 'coalesce({primary_ip6_id}, {primary_ip4_id})' }),
    primary_ip4: f.fk('ipam.ipaddress', { onDelete: 'set_null', label: 'Primary IPv4', example: null }),
    primary_ip6: f.fk('ipam.ipaddress', { onDelete: 'set_null', label: 'Primary IPv6', example: null }),
    vcpus: f.decimal({ digits: 6, places: 2, min: 0.01, nullable: true, label: 'vCPUs' }),
    memory: f.integer({ min: 0, nullable: true, label: 'Memory (MB)' }),
    disk: f.integer({ min: 0, nullable: true, label: 'Disk (MB)' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    config_template: f.fk('extras.configtemplate', { onDelete: 'protect', lookupBy: false, example: null }),
    local_context_data: f.json({ nullable: true, filter: false, jsonObject: true }),
    interface_count: f.count('virtualization.vminterface', 'virtual_machine', { filter: true, stored: true }),
    virtual_disk_count: f.count('virtualization.virtualdisk', 'virtual_machine', { filter: true, stored: true }),
  },
  unique: [['cluster', 'name']],
  brief: ['name', 'description'],
  display: '{name}',
  configContext: true,
  ordering: ['name', 'id'],
  search: ['name', 'description', 'comments', { path: 'primary_ip4.address', lookup: 'startswith' }, { path: 'primary_ip6.address', lookup: 'startswith' }, 'serial'],
  filters: {
    mac_address: path('<virtualization.vminterface.virtual_machine>.mac_addresses.mac_address'),
    ...tenancyFilters(),
    ...contactFilters(),
    ...siteTreeFilters('site'),
    role_id: path('role', { tree: true }),
    role: path('role', { by: 'slug', tree: true }),
    platform_id: path('platform', { tree: true }),
    platform: path('platform', { by: 'slug', tree: true }),
    cluster_group_id: path('cluster.group'),
    cluster_group: path('cluster.group', { by: 'slug' }),
    cluster_type_id: path('cluster.type'),
    cluster_type: path('cluster.type', { by: 'slug' }),
    primary_ip4: path('primary_ip4', { by: 'address' }),
    primary_ip6: path('primary_ip6', { by: 'address' }),
    has_primary_ip: notNull('primary_ip4', 'primary_ip6'),
    local_context_data: notNull('local_context_data'),
    primary_ip_id: false, // NetBox has no such filter
  },
})

import { choices, f, model } from '../../codegen/dsl.js'
import { contactFilters, scopeFilters, tenancyFilters } from '../../codegen/fragments.js'

export const ClusterStatus = choices({
  planned: 'Planned',
  staging: 'Staging',
  active: 'Active',
  decommissioning: 'Decommissioning',
  offline: 'Offline',
})

export const cluster = model({
  app: 'virtualization',
  name: 'cluster',
  path: 'clusters',
  className: 'Cluster',
  fields: {
    name: f.string({ max: 100, required: true }),
    type: f.fk('virtualization.clustertype', { required: true, onDelete: 'protect' }),
    group: f.fk('virtualization.clustergroup', { onDelete: 'set_null' }),
    status: f.choice(ClusterStatus, { default: 'active' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    scope: f.generic(['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location']),
    // The older NetBox shape (before 4.2's scope_type/scope_id), kept in step with the scope.
    site: f.fk('dcim.site', { onDelete: 'set_null' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    device_count: f.count('dcim.device', 'cluster'),
    virtualmachine_count: f.count('virtualization.virtualmachine', 'cluster'),
    allocated_vcpus: f.derived('sum', { args: ['virtualization.virtualmachine', 'cluster', 'vcpus'], type: 'decimal' }),
    allocated_memory: f.derived('sum', { args: ['virtualization.virtualmachine', 'cluster', 'memory'] }),
    allocated_disk: f.derived('sum', { args: ['virtualization.virtualmachine', 'cluster', 'disk'] }),
  },
  unique: [['site', 'name']],
  brief: ['name', 'description', 'virtualmachine_count'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', 'comments'],
  filters: {
    ...scopeFilters(),
    ...tenancyFilters(),
    ...contactFilters(),
  },
})

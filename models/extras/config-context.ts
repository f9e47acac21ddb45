import { f, model, path } from '../../codegen/dsl.js'
import { SYNCED_DATA_FILTERS, syncedDataFields } from './_synced-data.js'

// Assignment lists: an empty list matches every object; a non-empty one, the objects related to
// one of its members (regions, site groups, locations and tenant groups through their ancestors).
// How an object reaches each list's model is in src/engine/config-context.ts.
export const configContext = model({
  app: 'extras',
  name: 'configcontext',
  path: 'config-contexts',
  className: 'ConfigContext',
  verbose: 'config context',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    weight: f.integer({ min: 0, max: 32767, default: 1000 }),
    profile: f.fk('extras.configcontextprofile', { onDelete: 'protect', example: null }),
    description: f.string({ max: 200 }),
    is_active: f.boolean({ default: true }),
    regions: f.m2m('dcim.region', { filterAs: 'region' }),
    site_groups: f.m2m('dcim.sitegroup', { filterAs: 'site_group' }),
    sites: f.m2m('dcim.site', { filterAs: 'site' }),
    locations: f.m2m('dcim.location', { filterAs: 'location' }),
    device_types: f.m2m('dcim.devicetype', { filterAs: 'device_type', lookupBy: false }),
    roles: f.m2m('dcim.devicerole', { filterAs: 'role' }),
    platforms: f.m2m('dcim.platform', { filterAs: 'platform' }),
    cluster_types: f.m2m('virtualization.clustertype', { filterAs: 'cluster_type' }),
    cluster_groups: f.m2m('virtualization.clustergroup', { filterAs: 'cluster_group' }),
    clusters: f.m2m('virtualization.cluster', { filterAs: 'cluster', lookupBy: false }),
    tenant_groups: f.m2m('tenancy.tenantgroup', { filterAs: 'tenant_group' }),
    tenants: f.m2m('tenancy.tenant', { filterAs: 'tenant' }),
    ...syncedDataFields(),
    data: f.json({ required: true, jsonObject: true, example: { ntp: ['192.0.2.1'] } }),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['weight', 'name'],
  search: ['name', 'description', 'data'],
  customFields: false,
  filters: {
    ...SYNCED_DATA_FILTERS,
    cluster: false, // NetBox has only cluster_id
    device_type: false, // NetBox has only device_type_id
    role: false, // NetBox has no such filter (its is device_role)
    role_id: false, // NetBox's is device_role_id
    device_role_id: path('roles'),
    device_role: path('roles', { by: 'slug' }),
  },
})

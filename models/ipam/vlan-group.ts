import { f, model, path, predicate } from '../../codegen/dsl.js'
import { tenancyFilters } from '../../codegen/fragments.js'

/** The objects a VLAN group may be scoped to (VLANGroup.scope_type's limit_choices_to). */
const VLANGROUP_SCOPES = [
  'dcim.region',
  'dcim.sitegroup',
  'dcim.site',
  'dcim.location',
  'dcim.rack',
  'virtualization.clustergroup',
  'virtualization.cluster',
]

export const vlanGroup = model({
  app: 'ipam',
  name: 'vlangroup',
  path: 'vlan-groups',
  className: 'VLANGroup',
  verbose: 'VLAN group',
  fields: {
    name: f.string({ max: 100, required: true }),
    slug: f.slug({ required: true }),
    scope: f.generic(VLANGROUP_SCOPES),
    // NetBox's ArrayField of integer ranges, served as [[lower, upper], …] (both inclusive); stored as
    // that JSON list, checked by src/domain/ipam/vlangroup.ts.
    vid_ranges: f.json({ default: [[1, 4094]], label: 'VLAN ID ranges', example: [[1, 4094]] }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    vlan_count: f.count('ipam.vlan', 'group'),
    utilization: f.derived('vlangroup_utilization', { type: 'string' }),
  },
  // Unique per scope (NetBox's unique_scope_name / unique_scope_slug; unscoped groups may share them).
  unique: [
    ['scope', 'name'],
    ['scope', 'slug'],
  ],
  brief: ['name', 'slug', 'description', 'vlan_count'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description'],
  filters: {
    ...tenancyFilters(),
    // VLANGroupFilterSet.filter_scope: the group is scoped to exactly this object (by ID).
    region: path('scope<dcim.region>', { lookups: false }),
    site_group: path('scope<dcim.sitegroup>', { lookups: false }),
    site: path('scope<dcim.site>', { lookups: false }),
    location: path('scope<dcim.location>', { lookups: false }),
    rack: path('scope<dcim.rack>', { lookups: false }),
    cluster_group: path('scope<virtualization.clustergroup>', { lookups: false }),
    cluster: path('scope<virtualization.cluster>', { lookups: false }),
    contains_vid: predicate('vidRangesContain'),
  },
})

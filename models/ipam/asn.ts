import { f, model, path } from '../../codegen/dsl.js'
import { tenancyFilters } from '../../codegen/fragments.js'

export const asn = model({
  app: 'ipam',
  name: 'asn',
  path: 'asns',
  className: 'ASN',
  verbose: 'ASN',
  verbosePlural: 'ASNs',
  fields: {
    asn: f.bigint({ required: true, unique: true, min: 1, max: 4294967295, label: 'ASN', help: '16- or 32-bit autonomous system number' }),
    rir: f.fk('ipam.rir', { required: true, onDelete: 'protect', label: 'RIR', help: 'Regional Internet Registry responsible for this AS number space' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    provider_count: f.count('circuits.provider', 'asns'),
    site_count: f.count('dcim.site', 'asns'),
  },
  brief: ['asn', 'description'],
  display: 'AS{asn}',
  ordering: ['asn', 'id'],
  search: ['description', { path: 'asn', lookup: 'exact', as: 'int' }],
  // `?asn=65001` on sites and providers names ASNs by number, as NetBox's.
  lookupBy: 'asn',
  filters: {
    ...tenancyFilters(),
    site_id: path('<dcim.site.asns>'),
    site: path('<dcim.site.asns>', { by: 'slug' }),
    site_group_id: path('<dcim.site.asns>.group', { tree: true }),
    site_group: path('<dcim.site.asns>.group', { by: 'slug', tree: true }),
    provider_id: path('<circuits.provider.asns>'),
    provider: path('<circuits.provider.asns>', { by: 'slug' }),
  },
})

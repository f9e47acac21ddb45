import { f, model, path } from '../../codegen/dsl.js'
import { contactFilters, siteTreeFilters } from '../../codegen/fragments.js'

export const provider = model({
  app: 'circuits',
  name: 'provider',
  path: 'providers',
  className: 'Provider',
  fields: {
    name: f.string({ max: 100, required: true, unique: true, help: 'Full name of the provider' }),
    slug: f.slug({ required: true, unique: true }),
    accounts: f.reverseMany('circuits.provideraccount', 'provider'),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    asns: f.m2m('ipam.asn', { label: 'ASNs', filterAs: 'asn' }),
    circuit_count: f.count('circuits.circuit', 'provider'),
  },
  brief: ['name', 'slug', 'description', 'circuit_count'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description', 'comments'],
  filters: {
    ...siteTreeFilters('<circuits.circuit.provider>.<circuits.circuittermination.circuit>.site'),
    site_id: path('<circuits.circuit.provider>.<circuits.circuittermination.circuit>.site'),
    site: path('<circuits.circuit.provider>.<circuits.circuittermination.circuit>.site', { by: 'slug' }),
    ...contactFilters(),
    asn: path('asns', { by: 'asn' }),
  },
})

import { f, model } from '../../codegen/dsl.js'
import { tenancyFilters } from '../../codegen/fragments.js'

export const asnRange = model({
  app: 'ipam',
  name: 'asnrange',
  path: 'asn-ranges',
  className: 'ASNRange',
  verbose: 'ASN range',
  verbosePlural: 'ASN ranges',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    rir: f.fk('ipam.rir', { required: true, onDelete: 'protect', label: 'RIR' }),
    start: f.bigint({ required: true, min: 1, max: 4294967295 }),
    end: f.bigint({ required: true, min: 1, max: 4294967295 }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    description: f.string({ max: 200 }),
    asn_count: f.derived('asn_range_count'),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description'],
  filters: {
    ...tenancyFilters(),
  },
})

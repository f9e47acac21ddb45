import { f, model } from '../../codegen/dsl.js'
import { contactFilters, tenancyFilters } from '../../codegen/fragments.js'
import { IPFamily } from './ip-address.js'

export const aggregate = model({
  app: 'ipam',
  name: 'aggregate',
  path: 'aggregates',
  className: 'Aggregate',
  fields: {
    family: f.choice(IPFamily, { readOnly: true, generated: 'family({prefix})' }),
    prefix: f.ipPrefix({ required: true }),
    rir: f.fk('ipam.rir', { required: true, onDelete: 'protect', label: 'RIR', help: 'Regional Internet Registry responsible for this IP space' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    date_added: f.date({ nullable: true }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  brief: ['family', 'prefix', 'description'],
  display: '{prefix}',
  ordering: ['prefix', 'id'],
  search: ['description', { path: 'prefix', lookup: 'contains' }, { path: 'prefix', lookup: 'net_contains_or_equals', as: 'cidr' }],
  filters: {
    ...tenancyFilters(),
    ...contactFilters(),
  },
})

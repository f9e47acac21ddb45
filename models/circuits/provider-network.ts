import { f, model } from '../../codegen/dsl.js'

export const providerNetwork = model({
  app: 'circuits',
  name: 'providernetwork',
  path: 'provider-networks',
  className: 'ProviderNetwork',
  verbose: 'provider network',
  fields: {
    provider: f.fk('circuits.provider', { required: true, onDelete: 'protect' }),
    name: f.string({ max: 100, required: true }),
    service_id: f.string({ max: 100, label: 'Service ID' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  unique: [['provider', 'name']],
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['provider', 'name', 'id'],
  search: ['name', 'service_id', 'description', 'comments'],
})

import { f, model, path } from '../../codegen/dsl.js'
import { tenancyFilters } from '../../codegen/fragments.js'
import { CircuitStatus } from './circuit.js'

// The account belongs to the network's provider: src/domain/circuits/virtualcircuit.ts.
export const virtualCircuit = model({
  app: 'circuits',
  name: 'virtualcircuit',
  path: 'virtual-circuits',
  className: 'VirtualCircuit',
  verbose: 'virtual circuit',
  fields: {
    cid: f.string({ max: 100, required: true, label: 'Circuit ID', help: 'Unique circuit ID' }),
    provider_network: f.fk('circuits.providernetwork', { lookupBy: false, required: true, onDelete: 'protect' }),
    provider_account: f.fk('circuits.provideraccount', { onDelete: 'protect', example: null }),
    type: f.fk('circuits.virtualcircuittype', { required: true, onDelete: 'protect' }),
    status: f.choice(CircuitStatus, { default: 'active' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  unique: [
    ['provider_network', 'cid'],
    ['provider_account', 'cid'],
  ],
  brief: ['provider_network', 'cid', 'description'],
  display: '{cid}',
  ordering: ['provider_network', 'provider_account', 'cid', 'id'],
  search: ['cid', 'description', 'comments'],
  filters: {
    ...tenancyFilters(),
    provider_id: path('provider_network.provider'),
    provider: path('provider_network.provider', { by: 'slug' }),
  },
})

import { f, model, path } from '../../codegen/dsl.js'
import { TunnelTerminationRole } from '../vpn/_choices.js'

// Virtual interfaces only: src/domain/circuits/virtualcircuittermination.ts.
export const virtualCircuitTermination = model({
  app: 'circuits',
  name: 'virtualcircuittermination',
  path: 'virtual-circuit-terminations',
  changeRelated: 'virtual_circuit', // NetBox's to_objectchange related object
  className: 'VirtualCircuitTermination',
  verbose: 'virtual circuit termination',
  fields: {
    virtual_circuit: f.fk('circuits.virtualcircuit', { lookupBy: false, required: true, onDelete: 'cascade' }),
    // NetBox's VirtualCircuitTerminationRoleChoices (the tunnel termination roles, value for value).
    role: f.choice(TunnelTerminationRole, { default: 'peer' }),
    // The example: generated bodies use a virtual interface, the only kind NetBox accepts.
    interface: f.fk('dcim.interface', { lookupBy: false, required: true, unique: true, onDelete: 'cascade', example: { type: 'virtual' } }),
    description: f.string({ max: 200 }),
  },
  brief: ['virtual_circuit', 'role', 'interface', 'description'],
  display: 'Termination {id}',
  ordering: ['virtual_circuit', 'role', 'id'],
  search: ['virtual_circuit.cid', 'description'],
  filters: {
    provider_network_id: path('virtual_circuit.provider_network'),
    provider_id: path('virtual_circuit.provider_network.provider'),
    provider: path('virtual_circuit.provider_network.provider', { by: 'slug' }),
    provider_account_id: path('virtual_circuit.provider_account'),
    provider_account: path('virtual_circuit.provider_account', { by: 'account' }),
  },
})

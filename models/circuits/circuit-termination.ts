import { choices, f, model, objectType, path } from '../../codegen/dsl.js'
import { cabled, cabledFilters, occupied, scopeFilters } from '../../codegen/fragments.js'

export const CircuitTermSide = choices({
  A: 'A',
  Z: 'Z',
})

export const circuitTermination = model({
  app: 'circuits',
  name: 'circuittermination',
  path: 'circuit-terminations',
  changeRelated: 'circuit', // NetBox's to_objectchange related object
  className: 'CircuitTermination',
  verbose: 'circuit termination',
  fields: {
    circuit: f.fk('circuits.circuit', { lookupBy: false, required: true, onDelete: 'cascade' }),
    term_side: f.choice(CircuitTermSide, { required: true, plain: true, label: 'Termination' }),
    // NetBox 4.2+: what the circuit ends on (termination_type/_id, nested `termination`).
    termination: f.generic(['dcim.region', 'dcim.sitegroup', 'dcim.site', 'dcim.location', 'circuits.providernetwork'], {
      typeField: 'termination_type',
      idField: 'termination_id',
    }),
    // The older NetBox shape (before 4.2), kept in step with the termination (src/domain/_scope.ts).
    site: f.fk('dcim.site', { onDelete: 'set_null' }),
    port_speed: f.integer({ min: 0, nullable: true, label: 'Port speed (Kbps)', help: 'Physical circuit speed' }),
    upstream_speed: f.integer({
      min: 0,
      nullable: true,
      label: 'Upstream speed (Kbps)',
      help: 'Upstream speed, if different from port speed',
    }),
    xconnect_id: f.string({ max: 50, label: 'Cross-connect ID', help: 'ID of the local cross-connect' }),
    pp_info: f.string({ max: 100, label: 'Patch panel/port(s)', help: 'Patch panel ID and port number(s)' }),
    description: f.string({ max: 200 }),
    ...cabled(),
    ...occupied(),
  },
  unique: [['circuit', 'term_side']],
  brief: ['circuit', 'term_side', 'description', 'cable', '_occupied'],
  display: 'Termination {term_side}',
  ordering: ['circuit', 'term_side', 'id'],
  search: ['circuit.cid', 'xconnect_id', 'pp_info', 'description'],
  filters: {
    // NetBox's cached _region/_site_group/_site/_location/_provider_network of the termination.
    ...scopeFilters('termination', { site: true }),
    provider_network_id: path('termination<circuits.providernetwork>'),
    termination_type: objectType('termination'),
    ...cabledFilters(),
    provider_id: path('circuit.provider'),
    provider: path('circuit.provider', { by: 'slug' }),
    circuit: false, // NetBox has only circuit_id
  },
})

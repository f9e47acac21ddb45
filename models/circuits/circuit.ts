import { choices, f, model, path, predicate } from '../../codegen/dsl.js'
import { contactFilters, scopeFilters, tenancyFilters } from '../../codegen/fragments.js'

export const CircuitStatus = choices({
  planned: 'Planned',
  provisioning: 'Provisioning',
  active: 'Active',
  offline: 'Offline',
  deprovisioning: 'Deprovisioning',
  decommissioned: 'Decommissioned',
})

// NetBox's DistanceUnitChoices.
export const DistanceUnit = choices({ km: 'Kilometers', m: 'Meters', mi: 'Miles', ft: 'Feet' })

const CIRCUIT_TERMINATION_FIELDS = ['display_url', 'termination_type', 'termination_id', 'termination', 'port_speed', 'upstream_speed', 'xconnect_id', 'description']

export const circuit = model({
  app: 'circuits',
  name: 'circuit',
  path: 'circuits',
  className: 'Circuit',
  fields: {
    cid: f.string({ max: 100, required: true, label: 'Circuit ID', help: 'Unique circuit ID' }),
    provider: f.fk('circuits.provider', { required: true, onDelete: 'protect' }),
    provider_account: f.fk('circuits.provideraccount', { onDelete: 'protect' }),
    type: f.fk('circuits.circuittype', { required: true, onDelete: 'protect' }),
    status: f.choice(CircuitStatus, { default: 'active' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    install_date: f.date({ nullable: true, label: 'Installed' }),
    termination_date: f.date({ nullable: true, label: 'Terminates' }),
    commit_rate: f.integer({ min: 0, nullable: true, label: 'Commit rate (Kbps)', help: 'Committed rate' }),
    distance: f.decimal({ digits: 8, places: 2, nullable: true }),
    distance_unit: f.choice(DistanceUnit, { nullable: true }),
    description: f.string({ max: 200 }),
    // NetBox's CircuitCircuitTerminationSerializer: the termination on each side, with its scope.
    termination_a: f.reverseOne('circuits.circuittermination', 'circuit', { fixed: { term_side: 'A' }, fields: CIRCUIT_TERMINATION_FIELDS }),
    termination_z: f.reverseOne('circuits.circuittermination', 'circuit', { fixed: { term_side: 'Z' }, fields: CIRCUIT_TERMINATION_FIELDS }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    assignments: f.reverseMany('circuits.circuitgroupassignment', 'member'),
  },
  unique: [
    ['provider', 'cid'],
    ['provider_account', 'cid'],
  ],
  brief: ['provider', 'cid', 'description'],
  display: '{cid}',
  ordering: ['provider', 'provider_account', 'cid', 'id'],
  search: ['cid', '<circuits.circuittermination.circuit>.xconnect_id', '<circuits.circuittermination.circuit>.pp_info', '<circuits.circuittermination.circuit>.description', 'description', 'comments'],
  filters: {
    termination_a_id: predicate('reverseWhere', 'circuits.circuittermination.circuit', 'term_side', 'A'),
    termination_z_id: predicate('reverseWhere', 'circuits.circuittermination.circuit', 'term_side', 'Z'),
    // terminations___region/_site_group/_site/_location/_provider_network: through each termination's scope.
    ...scopeFilters('termination', { via: '<circuits.circuittermination.circuit>.', site: true }),
    location: false, // NetBox has only location_id, and without the locations below
    location_id: path('<circuits.circuittermination.circuit>.termination<dcim.location>'),
    provider_network_id: path('<circuits.circuittermination.circuit>.termination<circuits.providernetwork>'),
    ...tenancyFilters(),
    ...contactFilters(),
  },
})

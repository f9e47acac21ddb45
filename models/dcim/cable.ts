import { choices, f, model, predicate } from '../../codegen/dsl.js'
import { cableTerminationFilters, tenancyFilters } from '../../codegen/fragments.js'
import { CableType } from './_choices.js'

export const LinkStatus = choices({ connected: 'Connected', planned: 'Planned', decommissioning: 'Decommissioning' })

export const CableLengthUnit = choices({
  km: 'Kilometers',
  m: 'Meters',
  cm: 'Centimeters',
  mi: 'Miles',
  ft: 'Feet',
  in: 'Inches',
})

const terminations = (end: 'A' | 'B') =>
  f.children('dcim.cabletermination', {
    via: 'cable',
    generic: 'termination',
    fixed: { cable_end: end },
    mirror: { cable: 'id', cable_end: 'fixed:cable_end' },
    exclusive: 'Duplicate termination found for {app_label}.{model} {id}: cable {parent}',
    // For generated tests: attach a new physical interface.
    example: { object_type: 'dcim.interface', with: { type: '1000base-t' } },
  })

export const cable = model({
  app: 'dcim',
  name: 'cable',
  path: 'cables',
  className: 'Cable',
  fields: {
    type: f.choice(CableType, { nullable: true, plain: true }),
    a_terminations: terminations('A'),
    b_terminations: terminations('B'),
    status: f.choice(LinkStatus, { default: 'connected' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    label: f.string({ max: 100 }),
    color: f.color(),
    length: f.decimal({ digits: 8, places: 2, min: 0, nullable: true }),
    length_unit: f.choice(CableLengthUnit, { nullable: true }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  brief: ['label', 'description'],
  display: ['{label}', '#{id}'],
  ordering: ['id'],
  search: ['label', 'description'],
  filters: {
    ...cableTerminationFilters(),
    ...tenancyFilters(),
    termination_a_type: predicate('cableTerminationType'),
    termination_b_type: predicate('cableTerminationType'),
    termination_a_id: predicate('cableEndTermination', 'A'),
    termination_b_id: predicate('cableEndTermination', 'B'),
    unterminated: predicate('cableUnterminated'),
  },
})

import { anyOf, choices, f, model, path } from '../../codegen/dsl.js'

export const CircuitPriority = choices({ primary: 'Primary', secondary: 'Secondary', tertiary: 'Tertiary', inactive: 'Inactive' })

export const circuitGroupAssignment = model({
  app: 'circuits',
  name: 'circuitgroupassignment',
  path: 'circuit-group-assignments',
  className: 'CircuitGroupAssignment',
  verbose: 'Circuit group assignment',
  fields: {
    group: f.fk('circuits.circuitgroup', { required: true, onDelete: 'cascade' }),
    member: f.generic(['circuits.circuit', 'circuits.virtualcircuit'], { required: true, onDelete: 'cascade' }),
    priority: f.choice(CircuitPriority, { nullable: true }),
  },
  unique: [['member', 'group']],
  customFields: false,
  brief: ['group', 'member_type', 'member_id', 'member', 'priority'],
  display: ['Assignment {id} ({priority})', 'Assignment {id}'],
  ordering: ['group', 'priority', 'id'],
  // NetBox's member__cid raises FieldError (a GenericForeignKey): the member's cid, a circuit's or a virtual circuit's
  search: ['member<circuits.circuit>.cid', 'member<circuits.virtualcircuit>.cid', 'group.name'],
  filters: {
    circuit_id: path('member<circuits.circuit>', { lookups: false }),
    circuit: path('member<circuits.circuit>', { by: 'cid', lookups: false }),
    virtual_circuit_id: path('member<circuits.virtualcircuit>', { lookups: false }),
    virtual_circuit: path('member<circuits.virtualcircuit>', { by: 'cid', lookups: false }),
    provider_id: anyOf([path('member<circuits.circuit>.provider'), path('member<circuits.virtualcircuit>.provider_network.provider')], { lookups: false }),
    provider: anyOf([path('member<circuits.circuit>.provider', { by: 'slug' }), path('member<circuits.virtualcircuit>.provider_network.provider', { by: 'slug' })], { lookups: false }),
  },
})

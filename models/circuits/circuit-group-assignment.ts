import { choices, f, model } from '../../codegen/dsl.js'

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
  brief: ['group', 'member', 'priority'],
  display: ['Assignment {id} ({priority})', 'Assignment {id}'],
  ordering: ['group', 'priority', 'id'],
  search: ['priority'],
})

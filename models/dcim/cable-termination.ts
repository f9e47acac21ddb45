import { choices, f, model, path } from '../../codegen/dsl.js'
import { CABLE_TERMINATION_TARGETS } from '../../codegen/fragments.js'

export const CableEnd = choices({ A: 'A', B: 'B' })

// Written through a cable's a_terminations/b_terminations; served read-only.
export const cableTermination = model({
  app: 'dcim',
  name: 'cabletermination',
  path: 'cable-terminations',
  webPath: false, // NetBox's serializer has no display_url
  className: 'CableTermination',
  verbose: 'cable termination',
  readOnly: true,
  tags: false,
  customFields: false,
  fields: {
    cable: f.fk('dcim.cable', { required: true, onDelete: 'cascade' }),
    cable_end: f.choice(CableEnd, { required: true, plain: true }),
    termination: f.generic(CABLE_TERMINATION_TARGETS, { onDelete: 'cascade' }),
  },
  unique: [['termination']],
  // NetBox's serializer has no brief fields: brief mode shows everything.
  brief: ['cable', 'cable_end', 'termination', 'created', 'last_updated'],
  display: 'Cable {cable}',
  ordering: ['cable', 'cable_end', 'id'],
  filters: {
    cable: path('cable'), // NetBox's `cable` is the cable's id
    cable_id: false, // NetBox's is `cable`
  },
})

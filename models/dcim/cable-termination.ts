import { choices, f, model, path, refuse } from '../../codegen/dsl.js'
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
  brief: ['cable', 'cable_end', 'termination_type', 'termination_id', 'termination', 'created', 'last_updated'],
  display: 'Cable {cable}',
  ordering: ['cable', 'cable_end', 'id'],
  filters: {
    created_by_request: refuse('Cable terminations are not in the change log here (they are written through their cable): filter cables by created_by_request, updated_by_request or modified_by_request.'),
    updated_by_request: refuse('Cable terminations are not in the change log here (they are written through their cable): filter cables by created_by_request, updated_by_request or modified_by_request.'),
    modified_by_request: refuse('Cable terminations are not in the change log here (they are written through their cable): filter cables by created_by_request, updated_by_request or modified_by_request.'),
    cable: path('cable'), // NetBox's `cable` is the cable's id
    cable_id: false, // NetBox's is `cable`
  },
})

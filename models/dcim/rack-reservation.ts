import { choices, f, model } from '../../codegen/dsl.js'

// NetBox's RackReservationStatusChoices.
export const RackReservationStatus = choices({ pending: 'Pending', active: 'Active', stale: 'Stale' })

export const rackReservation = model({
  app: 'dcim',
  name: 'rackreservation',
  path: 'rack-reservations',
  className: 'RackReservation',
  verbose: 'rack reservation',
  fields: {
    rack: f.fk('dcim.rack', { lookupBy: false, required: true, onDelete: 'cascade' }),
    units: f.integerList({ required: true, min: 0, max: 32767, example: [1, 2] }),
    status: f.choice(RackReservationStatus, { default: 'active' }),
    user: f.fk('users.user', { required: true, onDelete: 'protect' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    description: f.string({ max: 200, required: true }),
    comments: f.text(),
  },
  brief: ['status', 'user', 'description', 'units'],
  display: 'Reservation for rack {rack}',
  ordering: ['created', 'id'],
  search: ['description', 'comments'],
})

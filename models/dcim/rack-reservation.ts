import { choices, f, model, path, predicate } from '../../codegen/dsl.js'
import { siteTreeFilters, tenancyFilters } from '../../codegen/fragments.js'

// NetBox's RackReservationStatusChoices.
export const RackReservationStatus = choices({ pending: 'Pending', active: 'Active', stale: 'Stale' })

export const rackReservation = model({
  app: 'dcim',
  name: 'rackreservation',
  path: 'rack-reservations',
  changeRelated: 'rack', // NetBox's to_objectchange related object
  className: 'RackReservation',
  verbose: 'rack reservation',
  fields: {
    rack: f.fk('dcim.rack', { lookupBy: false, required: true, onDelete: 'cascade' }),
    units: f.integerList({ required: true, min: 0, max: 32767, example: [1, 2] }),
    status: f.choice(RackReservationStatus, { default: 'active' }),
    user: f.fk('users.user', { required: true, onDelete: 'protect' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    description: f.string({ max: 200, required: true }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  brief: ['status', 'user', 'description', 'units'],
  display: 'Reservation for rack {rack}',
  ordering: ['created', 'id'],
  search: ['rack.name', 'rack.facility_id', 'user.username', 'description'],
  filters: {
    unit: predicate('arrayContains', 'units'),
    ...tenancyFilters(),
    ...siteTreeFilters('rack.site'),
    site_id: path('rack.site'),
    site: path('rack.site', { by: 'slug' }),
    location_id: path('rack.location', { tree: true }),
    location: path('rack.location', { by: 'slug', tree: true }),
    rack: false, // NetBox has only rack_id
  },
})

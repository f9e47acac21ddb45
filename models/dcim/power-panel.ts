import { f, model, path } from '../../codegen/dsl.js'
import { contactFilters, siteTreeFilters } from '../../codegen/fragments.js'

export const powerPanel = model({
  app: 'dcim',
  name: 'powerpanel',
  path: 'power-panels',
  className: 'PowerPanel',
  verbose: 'power panel',
  fields: {
    site: f.fk('dcim.site', { required: true, onDelete: 'protect' }),
    location: f.fk('dcim.location', {
      lookupBy: false,
      onDelete: 'protect',
      sameAs: { field: 'site', message: 'Location {value} ({other}) is in a different site than {mine}.' },
    }),
    name: f.string({ max: 100, required: true }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    powerfeed_count: f.count('dcim.powerfeed', 'power_panel'),
  },
  unique: [['site', 'name']],
  brief: ['name', 'description', 'powerfeed_count'],
  display: '{name}',
  ordering: ['site', 'name', 'id'],
  search: ['name', 'description'],
  filters: {
    ...contactFilters(),
    ...siteTreeFilters('site'),
    location_id: path('location', { tree: true }),
    location: false, // NetBox has only location_id here
  },
})

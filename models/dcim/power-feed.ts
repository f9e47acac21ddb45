import { choices, f, model, path, predicate } from '../../codegen/dsl.js'
import { cabled, cabledFilters, pathEndpoint, pathEndpointFilters, occupied, siteTreeFilters, tenancyFilters } from '../../codegen/fragments.js'

export const PowerFeedStatus = choices({ offline: 'Offline', active: 'Active', planned: 'Planned', failed: 'Failed' })
export const PowerFeedType = choices({ primary: 'Primary', redundant: 'Redundant' })
export const PowerFeedSupply = choices({ ac: 'AC', dc: 'DC' })
export const PowerFeedPhase = choices({ 'single-phase': 'Single phase', 'three-phase': 'Three-phase' })

export const powerFeed = model({
  app: 'dcim',
  name: 'powerfeed',
  path: 'power-feeds',
  className: 'PowerFeed',
  verbose: 'power feed',
  fields: {
    power_panel: f.fk('dcim.powerpanel', { lookupBy: false, required: true, onDelete: 'protect' }),
    rack: f.fk('dcim.rack', { lookupBy: false, onDelete: 'protect' }),
    name: f.string({ max: 100, required: true }),
    status: f.choice(PowerFeedStatus, { default: 'active' }),
    type: f.choice(PowerFeedType, { default: 'primary' }),
    supply: f.choice(PowerFeedSupply, { default: 'ac' }),
    phase: f.choice(PowerFeedPhase, { default: 'single-phase' }),
    voltage: f.integer({ min: -32767, max: 32767, default: 120, example: 230 }),
    amperage: f.integer({ min: 1, max: 32767, default: 20 }),
    max_utilization: f.integer({ min: 1, max: 100, default: 80, help: 'Maximum permissible draw (percentage)' }),
    ...cabled(),
    ...pathEndpoint(),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    ...occupied(),
  },
  unique: [['power_panel', 'name']],
  brief: ['name', 'cable', 'description', '_occupied'],
  display: '{name}',
  ordering: ['power_panel', 'name', 'id'],
  search: ['name', 'description', 'power_panel.name', 'comments'],
  filters: {
    available_power: predicate('availablePower'),
    ...tenancyFilters(),
    ...cabledFilters(),
    ...pathEndpointFilters(),
    ...siteTreeFilters('power_panel.site'),
    site_id: path('power_panel.site'),
    site: path('power_panel.site', { by: 'slug' }),
    power_panel: false, // NetBox has only power_panel_id (clients pass ids there)
    rack: false, // NetBox has only rack_id
  },
})

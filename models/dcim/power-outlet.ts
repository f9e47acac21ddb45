import { choices, f, model } from '../../codegen/dsl.js'
import { cabled, cabledFilters, pathEndpoint, pathEndpointFilters, component, deviceComponentFilters, occupied } from '../../codegen/fragments.js'
import { PowerOutletFeedLeg, PowerOutletType } from './_choices.js'

// NetBox's PowerOutletStatusChoices.
export const PowerOutletStatus = choices({ enabled: 'Enabled', disabled: 'Disabled', faulty: 'Faulty' })

export const powerOutlet = model({
  app: 'dcim',
  name: 'poweroutlet',
  path: 'power-outlets',
  changeRelated: 'device', // NetBox's to_objectchange related object
  className: 'PowerOutlet',
  verbose: 'power outlet',
  fields: {
    ...component(),
    status: f.choice(PowerOutletStatus, { default: 'enabled' }),
    type: f.choice(PowerOutletType, { nullable: true, help: 'Physical port type' }),
    color: f.color(),
    power_port: f.fk('dcim.powerport', {
      lookupBy: false,
      onDelete: 'set_null',
      sameAs: { field: 'device', message: 'Parent power port ({value}) must belong to the same device' },
    }),
    feed_leg: f.choice(PowerOutletFeedLeg, { nullable: true, help: 'Phase (for three-phase feeds)' }),
    description: f.string({ max: 200 }),
    ...cabled(),
    ...pathEndpoint(),
    ...occupied(),
  },
  unique: [['device', 'name']],
  brief: ['device', 'name', 'description', 'cable', '_occupied'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device', 'name', 'id'],
  search: ['name', 'label', 'description'],
  filters: {
    ...deviceComponentFilters(),
    ...cabledFilters(),
    ...pathEndpointFilters(),
    power_port: false, // NetBox has only power_port_id
  },
})

import { f, model } from '../../codegen/dsl.js'
import { MODULAR_TEMPLATE_OPTIONS, modularTemplate } from './_templates.js'
import { PowerOutletFeedLeg, PowerOutletType } from './_choices.js'
export const powerOutletTemplate = model({
  app: 'dcim',
  name: 'poweroutlettemplate',
  path: 'power-outlet-templates',
  changeRelated: ['device_type', 'module_type'], // NetBox's to_objectchange related object
  webPath: false, // NetBox's serializer has no display_url
  className: 'PowerOutletTemplate',
  verbose: 'power outlet template',
  fields: {
    ...modularTemplate(),
    type: f.choice(PowerOutletType, { nullable: true }),
    power_port: f.fk('dcim.powerporttemplate', { lookupBy: false, onDelete: 'set_null' }),
    feed_leg: f.choice(PowerOutletFeedLeg, { nullable: true, help: 'Phase (for three-phase feeds)' }),
    description: f.string({ max: 200 }),
  },
  ...MODULAR_TEMPLATE_OPTIONS,
})

import { f, model } from '../../codegen/dsl.js'
import { modularTemplate, TEMPLATE_UNIQUE } from './_templates.js'
import { PowerOutletFeedLeg, PowerOutletType } from './_choices.js'
export const powerOutletTemplate = model({
  app: 'dcim',
  name: 'poweroutlettemplate',
  path: 'power-outlet-templates',
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
  unique: TEMPLATE_UNIQUE,
  tags: false,
  customFields: false,
  brief: ['name', 'description'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device_type', 'module_type', 'name', 'id'],
  search: ['name', 'label', 'description'],
})

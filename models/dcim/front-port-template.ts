import { f, model } from '../../codegen/dsl.js'
import { MODULAR_TEMPLATE_OPTIONS, modularTemplate } from './_templates.js'
import { PortType } from './_choices.js'
export const frontPortTemplate = model({
  app: 'dcim',
  name: 'frontporttemplate',
  path: 'front-port-templates',
  changeRelated: ['device_type', 'module_type'], // NetBox's to_objectchange related object
  webPath: false, // NetBox's serializer has no display_url
  className: 'FrontPortTemplate',
  verbose: 'front port template',
  fields: {
    ...modularTemplate(),
    type: f.choice(PortType, { required: true }),
    color: f.color(),
    rear_port: f.fk('dcim.rearporttemplate', { lookupBy: false, required: true, onDelete: 'cascade' }),
    rear_port_position: f.integer({ min: 1, max: 1024, default: 1, example: 1 }),
    description: f.string({ max: 200 }),
  },
  ...MODULAR_TEMPLATE_OPTIONS,
})

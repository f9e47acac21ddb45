import { f, model } from '../../codegen/dsl.js'
import { MODULAR_TEMPLATE_OPTIONS, modularTemplate } from './_templates.js'
import { PowerPortType } from './_choices.js'
export const powerPortTemplate = model({
  app: 'dcim',
  name: 'powerporttemplate',
  path: 'power-port-templates',
  changeRelated: ['device_type', 'module_type'], // NetBox's to_objectchange related object
  webPath: false, // NetBox's serializer has no display_url
  className: 'PowerPortTemplate',
  verbose: 'power port template',
  fields: {
    ...modularTemplate(),
    type: f.choice(PowerPortType, { nullable: true }),
    maximum_draw: f.integer({ min: 1, max: 32767, nullable: true, help: 'Maximum power draw (watts)', example: 1000 }),
    allocated_draw: f.integer({ min: 1, max: 32767, nullable: true, help: 'Allocated power draw (watts)', example: 500 }),
    description: f.string({ max: 200 }),
  },
  ...MODULAR_TEMPLATE_OPTIONS,
})

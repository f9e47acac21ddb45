import { f, model } from '../../codegen/dsl.js'
import { MODULAR_TEMPLATE_OPTIONS, modularTemplate } from './_templates.js'
import { ConsolePortType } from './_choices.js'
export const consoleServerPortTemplate = model({
  app: 'dcim',
  name: 'consoleserverporttemplate',
  path: 'console-server-port-templates',
  changeRelated: ['device_type', 'module_type'], // NetBox's to_objectchange related object
  webPath: false, // NetBox's serializer has no display_url
  className: 'ConsoleServerPortTemplate',
  verbose: 'console server port template',
  fields: {
    ...modularTemplate(),
    type: f.choice(ConsolePortType, { nullable: true }),
    description: f.string({ max: 200 }),
  },
  ...MODULAR_TEMPLATE_OPTIONS,
})

import { f, model } from '../../codegen/dsl.js'
import { modularTemplate, TEMPLATE_UNIQUE } from './_templates.js'
import { ConsolePortType } from './_choices.js'
export const consolePortTemplate = model({
  app: 'dcim',
  name: 'consoleporttemplate',
  path: 'console-port-templates',
  webPath: false, // NetBox's serializer has no display_url
  className: 'ConsolePortTemplate',
  verbose: 'console port template',
  fields: {
    ...modularTemplate(),
    type: f.choice(ConsolePortType, { nullable: true }),
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

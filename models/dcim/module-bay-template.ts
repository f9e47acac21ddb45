import { f, model } from '../../codegen/dsl.js'
import { MODULAR_TEMPLATE_OPTIONS, modularTemplate } from './_templates.js'

export const moduleBayTemplate = model({
  app: 'dcim',
  name: 'modulebaytemplate',
  path: 'module-bay-templates',
  changeRelated: ['device_type', 'module_type'], // NetBox's to_objectchange related object
  webPath: false, // NetBox's serializer has no display_url
  className: 'ModuleBayTemplate',
  verbose: 'module bay template',
  fields: {
    ...modularTemplate(),
    position: f.string({ max: 30, help: 'Identifier to reference when renaming installed components' }),
    description: f.string({ max: 200 }),
  },
  ...MODULAR_TEMPLATE_OPTIONS,
})

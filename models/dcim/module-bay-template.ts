import { f, model } from '../../codegen/dsl.js'
import { modularTemplate, TEMPLATE_UNIQUE } from './_templates.js'

export const moduleBayTemplate = model({
  app: 'dcim',
  name: 'modulebaytemplate',
  path: 'module-bay-templates',
  webPath: false, // NetBox's serializer has no display_url
  className: 'ModuleBayTemplate',
  verbose: 'module bay template',
  fields: {
    ...modularTemplate(),
    position: f.string({ max: 30, help: 'Identifier to reference when renaming installed components' }),
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

import { f, model, path } from '../../codegen/dsl.js'
import { component, deviceComponentFilters } from '../../codegen/fragments.js'

export const moduleBay = model({
  app: 'dcim',
  name: 'modulebay',
  path: 'module-bays',
  changeRelated: 'device', // NetBox's to_objectchange related object
  className: 'ModuleBay',
  verbose: 'module bay',
  fields: {
    ...component(),
    position: f.string({ max: 30, help: 'Identifier to reference when renaming installed components' }),
    description: f.string({ max: 200 }),
    // NetBox's ModuleSerializer(nested=True, fields=('id', 'url', 'display', 'serial', 'description')).
    installed_module: f.reverseOne('dcim.module', 'module_bay', { fields: ['serial', 'description'] }),
  },
  unique: [['device', 'name']],
  brief: ['installed_module', 'name', 'description'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device', 'name', 'id'],
  search: ['name', 'label', 'description'],
  filters: {
    parent_id: path('module.module_bay'), // NetBox's ModuleBay.parent: the bay of the module this bay is on
    installed_module_id: path('<dcim.module.module_bay>'),
    ...deviceComponentFilters(),
  },
})

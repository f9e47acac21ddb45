import { f, model } from '../../codegen/dsl.js'
import { component, deviceComponentFilters } from '../../codegen/fragments.js'

// NetBox's device bays are components without a module.
const { module: _module, ...head } = component()

export const deviceBay = model({
  app: 'dcim',
  name: 'devicebay',
  path: 'device-bays',
  changeRelated: 'device', // NetBox's to_objectchange related object
  className: 'DeviceBay',
  verbose: 'device bay',
  fields: {
    ...head,
    description: f.string({ max: 200 }),
    installed_device: f.fk('dcim.device', { onDelete: 'set_null', unique: true }),
  },
  unique: [['device', 'name']],
  brief: ['device', 'name', 'description'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device', 'name', 'id'],
  search: ['name', 'label', 'description'],
  filters: {
    ...deviceComponentFilters(),
  },
})

import { f, model } from '../../codegen/dsl.js'
import { contactFilters } from '../../codegen/fragments.js'

export const manufacturer = model({
  app: 'dcim',
  name: 'manufacturer',
  path: 'manufacturers',
  className: 'Manufacturer',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    description: f.string({ max: 200 }),
    devicetype_count: f.count('dcim.devicetype', 'manufacturer'),
    inventoryitem_count: f.count('dcim.inventoryitem', 'manufacturer'),
    platform_count: f.count('dcim.platform', 'manufacturer'),
  },
  brief: ['name', 'slug', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'slug', 'description'],
  filters: {
    ...contactFilters(),
  },
})

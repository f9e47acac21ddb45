import { f, model } from '../../codegen/dsl.js'
import { deviceTemplate } from './_templates.js'

export const inventoryItemTemplate = model({
  app: 'dcim',
  name: 'inventoryitemtemplate',
  path: 'inventory-item-templates',
  changeRelated: 'device_type', // NetBox's to_objectchange related object
  webPath: false, // NetBox's serializer has no display_url
  className: 'InventoryItemTemplate',
  verbose: 'inventory item template',
  fields: {
    device_type: deviceTemplate().device_type,
    parent: f.fk('dcim.inventoryitemtemplate', { lookupBy: false,
      onDelete: 'cascade',
      sameAs: { field: 'device_type', message: 'Parent inventory item ({value}) does not belong to the same device type.' },
    }),
    name: f.string({ max: 64, required: true }),
    label: f.string({ max: 64, help: 'Physical label' }),
    role: f.fk('dcim.inventoryitemrole', { onDelete: 'protect' }),
    manufacturer: f.fk('dcim.manufacturer', { onDelete: 'protect' }),
    part_id: f.string({ max: 50, label: 'Part ID', help: 'Manufacturer-assigned part identifier' }),
    description: f.string({ max: 200 }),
    component: f.generic([
      'dcim.consoleporttemplate',
      'dcim.consoleserverporttemplate',
      'dcim.frontporttemplate',
      'dcim.interfacetemplate',
      'dcim.poweroutlettemplate',
      'dcim.powerporttemplate',
      'dcim.rearporttemplate',
    ]),
    _depth: f.derived('tree_depth', { nested: true, label: 'Depth' }),
  },
  unique: [['device_type', 'parent', 'name']],
  tags: false,
  customFields: false,
  tree: 'parent',
  brief: ['name', 'description', '_depth'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device_type', 'parent', 'name', 'id'],
  search: ['name', 'part_id', 'description'],
})

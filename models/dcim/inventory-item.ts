import { f, model } from '../../codegen/dsl.js'
import { deviceComponentFilters } from '../../codegen/fragments.js'
import { ModuleStatus } from './module.js'

export const inventoryItem = model({
  app: 'dcim',
  name: 'inventoryitem',
  path: 'inventory-items',
  changeRelated: 'device', // NetBox's to_objectchange related object
  className: 'InventoryItem',
  verbose: 'inventory item',
  fields: {
    device: f.fk('dcim.device', { required: true, onDelete: 'cascade' }),
    parent: f.fk('dcim.inventoryitem', {
      lookupBy: false,
      onDelete: 'cascade',
      sameAs: { field: 'device', message: 'Parent inventory item does not belong to the same device.' },
    }),
    name: f.string({ max: 64, required: true }),
    label: f.string({ max: 64, help: 'Physical label' }),
    status: f.choice(ModuleStatus, { default: 'active' }),
    role: f.fk('dcim.inventoryitemrole', { onDelete: 'protect' }),
    component: f.generic([
      'dcim.consoleport',
      'dcim.consoleserverport',
      'dcim.frontport',
      'dcim.interface',
      'dcim.poweroutlet',
      'dcim.powerport',
      'dcim.rearport',
    ]),
    manufacturer: f.fk('dcim.manufacturer', { onDelete: 'protect' }),
    part_id: f.string({ max: 50, label: 'Part ID', help: 'Manufacturer-assigned part identifier' }),
    serial: f.string({ max: 50, label: 'Serial number' }),
    asset_tag: f.string({ max: 50, unique: true, nullable: true, help: 'A unique tag used to identify this item' }),
    discovered: f.boolean({ default: false, help: 'This item was automatically discovered' }),
    description: f.string({ max: 200 }),
    _depth: f.derived('tree_depth', { nested: true, label: 'Depth' }),
  },
  unique: [['device', 'parent', 'name']],
  brief: ['device', 'name', 'description', '_depth'],
  display: '{name}',
  ordering: ['device', 'parent', 'name', 'id'],
  search: ['name', 'part_id', 'serial', 'asset_tag', 'description'],
  tree: 'parent',
  filters: {
    ...deviceComponentFilters(),
    parent: false, // NetBox has only parent_id
  },
})

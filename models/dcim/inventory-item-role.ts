import { f, model } from '../../codegen/dsl.js'

export const inventoryItemRole = model({
  app: 'dcim',
  name: 'inventoryitemrole',
  path: 'inventory-item-roles',
  className: 'InventoryItemRole',
  verbose: 'inventory item role',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    color: f.color({ default: '9e9e9e' }),
    description: f.string({ max: 200 }),
    inventoryitem_count: f.count('dcim.inventoryitem', 'role'),
  },
  brief: ['name', 'slug', 'description', 'inventoryitem_count'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'slug', 'description'],
})

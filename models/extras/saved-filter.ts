import { f, model, objectType, objectTypeId, predicate } from '../../codegen/dsl.js'

export const savedFilter = model({
  app: 'extras',
  name: 'savedfilter',
  path: 'saved-filters',
  className: 'SavedFilter',
  verbose: 'saved filter',
  fields: {
    object_types: f.stringList({ required: true, maxLength: 100, example: ['dcim.site'] }),
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    description: f.string({ max: 200 }),
    user: f.fk('users.user', { onDelete: 'set_null' }),
    weight: f.integer({ min: 0, max: 32767, default: 100 }),
    enabled: f.boolean({ default: true }),
    shared: f.boolean({ default: true }),
    parameters: f.json({ required: true, example: { status: ['active'] } }),
  },
  brief: ['name', 'slug', 'description'],
  display: '{name}',
  ordering: ['weight', 'name', 'id'],
  search: ['name', 'description'],
  tags: false,
  customFields: false,
  filters: {
    usable: predicate('usable'), // enabled, and shared or the caller's own
    object_type: objectType('object_types'),
    object_type_id: objectTypeId('object_types'),
  },
})

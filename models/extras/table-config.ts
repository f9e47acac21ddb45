import { f, model, objectTypeId, predicate } from '../../codegen/dsl.js'

// A saved set of columns and ordering for one of NetBox's UI tables. NetBox checks `table`,
// `columns` and `ordering` against its table classes; there are no such tables here, so any names
// are kept as given.
export const tableConfig = model({
  app: 'extras',
  name: 'tableconfig',
  path: 'table-configs',
  className: 'TableConfig',
  verbose: 'table config',
  fields: {
    object_type: f.string({ max: 100, required: true, example: 'dcim.site', help: "The table's object type" }),
    table: f.string({ max: 100, required: true, example: 'SiteTable' }),
    name: f.string({ max: 100, required: true }),
    description: f.string({ max: 200 }),
    user: f.fk('users.user', { onDelete: 'set_null' }),
    weight: f.integer({ min: 0, max: 32767, default: 1000 }),
    enabled: f.boolean({ default: true }),
    shared: f.boolean({ default: true }),
    columns: f.stringList({ required: true, maxLength: 100, example: ['name', 'status'], filter: false }),
    ordering: f.stringList({ nullable: true, maxLength: 100, example: ['name'], filter: false }),
  },
  brief: ['name', 'description', 'object_type', 'table'],
  display: '{name}',
  ordering: ['weight', 'name'],
  search: ['name', 'description', 'table'],
  tags: false,
  customFields: false,
  created: 'datetime',
  filters: {
    usable: predicate('usable'),
    object_type_id: objectTypeId('object_type'),
  },
})

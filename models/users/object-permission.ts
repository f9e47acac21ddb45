import { f, model, objectType, objectTypeId, predicate } from '../../codegen/dsl.js'

export const objectPermission = model({
  app: 'users',
  name: 'objectpermission',
  path: 'permissions',
  className: 'ObjectPermission',
  verbose: 'permission',
  fields: {
    name: f.string({ max: 100, required: true }),
    description: f.string({ max: 200 }),
    enabled: f.boolean({ default: true }),
    object_types: f.stringList({ required: true, maxLength: 100, example: ['dcim.site'] }),
    actions: f.stringList({ required: true, maxLength: 30, example: ['view'] }),
    constraints: f.json({ nullable: true, example: { status: 'active' }, help: 'Queryset filter matching the applicable objects of the selected type(s)' }),
    groups: f.m2m('users.group', { nested: true, filterAs: 'group' }),
    users: f.m2m('users.user', { nested: true, filterAs: 'user' }),
  },
  brief: ['name', 'enabled', 'object_types', 'actions', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description'],
  tags: false,
  customFields: false,
  changeLogged: false, // NetBox records no changes of users, groups, permissions or tokens
  filters: {
    object_type: objectType('object_types'),
    object_type_id: objectTypeId('object_types'),
    object_types: objectTypeId('object_types'),
    created: false, // NetBox has no created/last_updated filters here
    last_updated: false,
    can_view: predicate('canView'),
    can_add: predicate('canAdd'),
    can_change: predicate('canChange'),
    can_delete: predicate('canDelete'),
  },
})

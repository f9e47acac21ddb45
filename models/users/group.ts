import { f, model, path } from '../../codegen/dsl.js'

export const group = model({
  app: 'users',
  name: 'group',
  path: 'groups',
  className: 'Group',
  fields: {
    name: f.string({ max: 150, required: true, unique: true }),
    description: f.string({ max: 200 }),
    permissions: f.m2m('users.objectpermission', { reverseOf: 'groups', filter: false }),
    user_count: f.count('users.user', 'groups'),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description'],
  tags: false,
  customFields: false,
  changeLogged: false, // NetBox records no changes of users, groups, permissions or tokens
  filters: {
    created: false, // NetBox has no created/last_updated filters here
    last_updated: false,
    user_id: path('<users.user.groups>'),
    permission_id: path('<users.objectpermission.groups>'),
    notification_group_id: path('<extras.notificationgroup.groups>'),
  },
})

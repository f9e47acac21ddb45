import { f, model, path } from '../../codegen/dsl.js'

export const user = model({
  app: 'users',
  name: 'user',
  path: 'users',
  className: 'User',
  fields: {
    username: f.string({ max: 150, required: true, unique: true }),
    password: f.password({ required: true, max: 128 }),
    first_name: f.string({ max: 150 }),
    last_name: f.string({ max: 150 }),
    email: f.string({ max: 254 }),
    is_active: f.boolean({ default: true }),
    is_staff: f.boolean({ default: false }),
    is_superuser: f.boolean({ default: false }),
    date_joined: f.datetime({ readOnly: true, default: 'now' }),
    last_login: f.datetime({ readOnly: true, nullable: true }),
    groups: f.m2m('users.group', { filterAs: 'group' }),
    // NetBox's object_permissions: the permissions' own users, read and written from here.
    permissions: f.m2m('users.objectpermission', { reverseOf: 'users', filter: false }),
  },
  brief: ['username'],
  display: '{username}',
  ordering: ['username'],
  search: ['username', 'first_name', 'last_name', 'email'],
  tags: false,
  customFields: false,
  changeLogged: false, // NetBox records no changes of users, groups, permissions or tokens
  created: 'datetime',
  filters: {
    created: false, // NetBox has no created/last_updated filters here
    last_updated: false,
    date_joined_after: false, // NetBox has no range filters here
    date_joined_before: false,
    last_login_after: false,
    last_login_before: false,
    permission_id: path('<users.objectpermission.users>'),
    notification_group_id: path('<extras.notificationgroup.users>'),
  },
})

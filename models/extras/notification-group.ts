import { f, model } from '../../codegen/dsl.js'

// NetBox's NotificationGroupViewSet has no filterset: no field has a filter here. Users and groups
// filter by it (`users/users?notification_group_id=`, `users/groups?notification_group_id=`).
export const notificationGroup = model({
  app: 'extras',
  name: 'notificationgroup',
  path: 'notification-groups',
  className: 'NotificationGroup',
  verbose: 'notification group',
  fields: {
    name: f.string({ max: 100, required: true, unique: true, filter: false }),
    description: f.string({ max: 200, filter: false }),
    groups: f.m2m('users.group', { filter: false }),
    users: f.m2m('users.user', { filter: false }),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description'],
  tags: false,
  customFields: false,
  created: 'datetime',
  lastUpdated: false, // NetBox's serializer shows neither created nor last_updated (created is always served here)
  filters: { id: false, created: false, q: false, created_by_request: false, updated_by_request: false, modified_by_request: false },
})

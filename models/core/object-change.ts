import { choices, f, model, objectType, objectTypeId, path } from '../../codegen/dsl.js'

export const ObjectChangeAction = choices({ create: 'Created', update: 'Updated', delete: 'Deleted' })

/** Written only by the engine's change sink, in the transaction of the change it records. */
export const objectChange = model({
  app: 'core',
  name: 'objectchange',
  path: 'object-changes',
  webPath: 'changelog',
  className: 'ObjectChange',
  verbose: 'object change',
  readOnly: true,
  fields: {
    time: f.datetime({ readOnly: true, default: 'now' }),
    user: f.fk('users.user', { onDelete: 'set_null' }),
    user_name: f.string({ max: 150 }),
    request_id: f.string({ max: 36 }),
    action: f.choice(ObjectChangeAction, { required: true }),
    changed_object_type: f.string({ max: 100, required: true }),
    changed_object_id: f.integer({ required: true }),
    changed_object: f.object({ typeField: 'changed_object_type', idField: 'changed_object_id' }),
    object_repr: f.string({ max: 200 }),
    message: f.string({ max: 200 }),
    prechange_data: f.json({ nullable: true }),
    postchange_data: f.json({ nullable: true }),
    // NetBox's related object (a component's device: the model's `changeRelated`), filtered, not shown.
    related_object_type: f.string({ max: 100, nullable: true, readOnly: true, writeOnly: true }),
    related_object_id: f.integer({ nullable: true, readOnly: true, writeOnly: true }),
  },
  // NetBox's serializer has no brief fields: brief mode shows everything.
  brief: [
    'display_url',
    'time',
    'user',
    'user_name',
    'request_id',
    'action',
    'changed_object_type',
    'changed_object_id',
    'changed_object',
    'object_repr',
    'message',
    'prechange_data',
    'postchange_data',
  ],
  display: ['{changed_object_type} {object_repr} {action}'],
  ordering: ['-time', '-id'],
  search: ['user_name', 'object_repr', 'message'],
  tags: false,
  customFields: false,
  created: 'datetime',
  lastUpdated: false,
  // The `*_by_request` filters of every change-logged model look changes up by type and request.
  indexes: [['changed_object_type', 'request_id'], ['related_object_type', 'related_object_id']],
  filters: {
    changed_object_type_id: objectTypeId('changed_object_type'),
    related_object_type: objectType('related_object_type'),
    related_object_id: path('related_object_id'),
    created: false, // NetBox has no such filter
    message: false, // NetBox has no such filter
  },
})

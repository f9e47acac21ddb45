import { choices, f, model, objectType, objectTypeId, predicate } from '../../codegen/dsl.js'

export const EventRuleActionType = choices({ webhook: 'Webhook', script: 'Script', notification: 'Notification' })

export const eventRule = model({
  app: 'extras',
  name: 'eventrule',
  path: 'event-rules',
  className: 'EventRule',
  verbose: 'event rule',
  fields: {
    name: f.string({ max: 150, required: true, unique: true }),
    description: f.string({ max: 200 }),
    object_types: f.stringList({ required: true, maxLength: 100, example: ['dcim.site'] }),
    event_types: f.stringList({ required: true, maxLength: 50, example: ['object_created'] }),
    enabled: f.boolean({ default: true }),
    conditions: f.json({ nullable: true, example: { attr: 'status.value', value: 'active' }, help: 'A set of conditions which determine whether the event will be generated.' }),
    action_type: f.choice(EventRuleActionType, { default: 'webhook' }),
    action_object: f.generic(['extras.webhook']),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description'],
  filters: {
    event_type: predicate('arrayOverlap', 'event_types'),
    object_type: objectType('object_types'),
    object_type_id: objectTypeId('object_types'),
  },
})

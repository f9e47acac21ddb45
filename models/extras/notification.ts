import { choices, f, model } from '../../codegen/dsl.js'
import { objectRepr, USER_OBJECT_OPTIONS, userObjectFields } from './_targets.js'

/** NetBox's registered event types (core/events.py), as `event_type` choices. */
export const NotificationEventType = choices({
  object_created: 'Object created',
  object_updated: 'Object updated',
  object_deleted: 'Object deleted',
  job_started: 'Job started',
  job_completed: 'Job completed',
  job_failed: 'Job failed',
  job_errored: 'Job errored',
})

// NetBox's NotificationViewSet has no filterset: only the list parameters (limit, offset,
// ordering, brief, fields) apply, so no field has a filter here.
export const notification = model({
  app: 'extras',
  name: 'notification',
  path: 'notifications',
  className: 'Notification',
  verbose: 'notification',
  ...USER_OBJECT_OPTIONS, // no display_url, no change records: a plain Django model in NetBox
  fields: {
    ...userObjectFields({ filter: false }),
    read: f.datetime({ nullable: true, filter: false }),
    event_type: f.choice(NotificationEventType, { required: true, plain: true, filter: false, label: 'Event' }),
    object_repr: objectRepr(),
  },
  brief: ['object_type', 'object_id', 'user', 'read', 'event_type'],
  ordering: ['-created', 'id'],
  filters: { id: false, created: false, q: false },
})

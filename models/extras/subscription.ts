import { model } from '../../codegen/dsl.js'
import { objectRepr, USER_OBJECT_OPTIONS, userObjectFields } from './_targets.js'

// NetBox's SubscriptionViewSet has no filterset: no field has a filter here.
export const subscription = model({
  app: 'extras',
  name: 'subscription',
  path: 'subscriptions',
  className: 'Subscription',
  verbose: 'subscription',
  ...USER_OBJECT_OPTIONS, // no display_url, no change records: a plain Django model in NetBox
  fields: {
    ...userObjectFields({ filter: false }),
    object_repr: objectRepr(),
  },
  brief: ['object_type', 'object_id', 'user'],
  ordering: ['-created', 'user'],
  filters: { id: false, created: false, q: false },
})

import { model, objectTypeId } from '../../codegen/dsl.js'
import { objectRepr, USER_OBJECT_OPTIONS, userObjectFields } from './_targets.js'

// NetBox's API serves every bookmark a caller may view (object permissions, e.g. constrained to
// {"user": "$user"}), and `user` is required as in NetBox's serializer.
export const bookmark = model({
  app: 'extras',
  name: 'bookmark',
  path: 'bookmarks',
  className: 'Bookmark',
  verbose: 'bookmark',
  ...USER_OBJECT_OPTIONS, // no display_url, no change records: a plain Django model in NetBox
  fields: {
    ...userObjectFields({ filter: true }),
    object_repr: objectRepr(),
  },
  brief: ['object_id', 'object_type'],
  ordering: ['created', 'id'],
  filters: {
    object_type_id: objectTypeId('object', 'number'), // NetBox's MultiValueNumberFilter
  },
})

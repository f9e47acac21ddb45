import { f, model, objectTypeId } from '../../codegen/dsl.js'

/**
 * NetBox's TaggedItem (`extras/tagged-objects/`): a tag on an object. Here each tagged model keeps
 * its tags in its own join table (ids from one sequence); this model reads them all through a SQL
 * view the app creates at start (src/engine/views.ts), so it is read-only, as NetBox's endpoint is.
 */
export const taggedItem = model({
  app: 'extras',
  name: 'taggeditem',
  path: 'tagged-objects',
  webPath: false, // NetBox's serializer has no display_url
  className: 'TaggedItem',
  verbose: 'tagged item',
  readOnly: true,
  view: 'taggedItems',
  fields: {
    object_type: f.string({ max: 100, required: true }),
    object_id: f.integer({ required: true }),
    object: f.object({ typeField: 'object_type', idField: 'object_id' }),
    tag: f.fk('extras.tag', { required: true, onDelete: 'cascade' }),
    // "<object type> <id> tagged with <tag name>" (NetBox: the object's name): kept in the view, not served.
    display_label: f.string({ max: 300, filter: false, writeOnly: true }),
  },
  brief: ['object_type', 'object_id', 'object', 'tag'],
  display: '{display_label}',
  ordering: ['id'],
  search: ['tag.name', 'tag.slug', 'tag.description'],
  tags: false,
  customFields: false,
  changeLogged: false,
  lastUpdated: false,
  filters: {
    created: false,
    object_type_id: objectTypeId('object_type'),
  },
})

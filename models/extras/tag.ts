import { f, model, objectTypeId, predicate } from '../../codegen/dsl.js'

export const tag = model({
  app: 'extras',
  name: 'tag',
  path: 'tags',
  className: 'Tag',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    color: f.color({ default: '9e9e9e' }),
    description: f.string({ max: 200 }),
    // Models that take tags (tag.ts); empty: every one.
    object_types: f.stringList({ maxLength: 100, help: 'The object type(s) to which this tag can be applied.' }),
    weight: f.integer({ min: 0, max: 32767, default: 1000 }),
    // NetBox's count of the objects carrying the tag (its TaggedItem rows).
    tagged_items: f.count('extras.taggeditem', 'tag'),
  },
  brief: ['name', 'slug', 'color', 'description'],
  display: '{name}',
  ordering: ['weight', 'name'],
  search: ['name', 'slug', 'description'],
  tags: false,
  customFields: false,
  filters: {
    content_type: predicate('taggedObjectType', 'key'),
    content_type_id: predicate('taggedObjectType', 'id'),
    for_object_type_id: predicate('forObjectType', 'object_types'),
    object_types: objectTypeId('object_types'),
  },
})

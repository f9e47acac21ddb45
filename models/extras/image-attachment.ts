import { f, model, objectTypeId } from '../../codegen/dsl.js'
import { IMAGE_ATTACHMENT_TARGETS } from './_targets.js'

// An uploaded image attached to an object: created with a multipart/form-data body (`object_type`,
// `object_id`, `name`, `image`), stored under MEDIA_ROOT/image-attachments/, served at the URL the
// `image` field shows, removed from disk with the row.
export const imageAttachment = model({
  app: 'extras',
  name: 'imageattachment',
  path: 'image-attachments',
  changeRelated: 'parent', // NetBox's to_objectchange related object
  webPath: false, // NetBox's serializer has no display_url
  className: 'ImageAttachment',
  verbose: 'image attachment',
  fields: {
    parent: f.generic(IMAGE_ATTACHMENT_TARGETS, { required: true, onDelete: 'cascade', typeField: 'object_type', idField: 'object_id' }),
    name: f.string({ max: 50 }),
    image: f.image({ required: true, uploadTo: 'image-attachments', prefixFrom: 'parent', heightField: 'image_height', widthField: 'image_width' }),
    description: f.string({ max: 200 }),
    image_height: f.integer({ readOnly: true, min: 0, max: 32767 }),
    image_width: f.integer({ readOnly: true, min: 0, max: 32767 }),
  },
  brief: ['name', 'image', 'description'],
  display: ['{name}', '{image}'],
  ordering: ['name', 'id'],
  search: ['name', 'image', 'description'],
  tags: false,
  customFields: false,
  created: 'datetime',
  filters: {
    object_type_id: objectTypeId('parent'),
  },
})

import { f, model } from '../../codegen/dsl.js'
import { deviceTemplate } from './_templates.js'

// Only on a parent device type: src/domain/dcim/devicebaytemplate.ts.
export const deviceBayTemplate = model({
  app: 'dcim',
  name: 'devicebaytemplate',
  path: 'device-bay-templates',
  changeRelated: 'device_type', // NetBox's to_objectchange related object
  webPath: false, // NetBox's serializer has no display_url
  className: 'DeviceBayTemplate',
  verbose: 'device bay template',
  fields: {
    ...deviceTemplate(),
    // The example: generated bodies use a parent device type, the only kind NetBox accepts.
    device_type: f.fk('dcim.devicetype', { lookupBy: false, required: true, onDelete: 'cascade', example: { subdevice_role: 'parent' } }),
    description: f.string({ max: 200 }),
  },
  unique: [['device_type', 'name']],
  tags: false,
  customFields: false,
  brief: ['name', 'description'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device_type', 'name', 'id'],
  search: ['name', 'description'],
})

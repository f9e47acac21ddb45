import { f, model, objectType, objectTypeId } from '../../codegen/dsl.js'
import { SYNCED_DATA_FILTERS, syncedDataFields } from './_synced-data.js'

/** The Jinja environment's parameters of NetBox's RenderTemplateMixin (export and config templates). */
export const environmentParams = () =>
  f.json({
    nullable: true,
    default: {},
    label: 'Environment parameters',
    help: 'Any additional parameters to pass when constructing the Jinja environment',
  })

export const exportTemplate = model({
  app: 'extras',
  name: 'exporttemplate',
  path: 'export-templates',
  className: 'ExportTemplate',
  verbose: 'export template',
  fields: {
    object_types: f.stringList({ required: true, maxLength: 100, example: ['dcim.site'] }),
    name: f.string({ max: 100, required: true }),
    description: f.string({ max: 200 }),
    environment_params: environmentParams(),
    template_code: f.text({ required: true, help: 'Jinja template code.' }),
    mime_type: f.string({ max: 50, label: 'MIME type', help: 'Defaults to text/plain; charset=utf-8' }),
    file_name: f.string({ max: 200, help: 'Filename to give to the rendered export file' }),
    file_extension: f.string({ max: 15, help: 'Extension to append to the rendered filename' }),
    as_attachment: f.boolean({ default: true, help: 'Download file as attachment' }),
    ...syncedDataFields(),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', 'file_name'],
  tags: false,
  customFields: false,
  filters: {
    ...SYNCED_DATA_FILTERS,
    object_type: objectType('object_types'),
    object_type_id: objectTypeId('object_types'),
    template_code: false, // NetBox has no such filter
  },
})

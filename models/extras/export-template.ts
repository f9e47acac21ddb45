import { f, model } from '../../codegen/dsl.js'

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
    environment_params: f.json({
      nullable: true,
      default: {},
      label: 'Environment parameters',
      help: 'Any additional parameters to pass when constructing the Jinja environment',
    }),
    template_code: f.text({ required: true, help: 'Jinja template code.' }),
    mime_type: f.string({ max: 50, label: 'MIME type', help: 'Defaults to text/plain; charset=utf-8' }),
    file_name: f.string({ max: 200, help: 'Filename to give to the rendered export file' }),
    file_extension: f.string({ max: 15, help: 'Extension to append to the rendered filename' }),
    as_attachment: f.boolean({ default: true, help: 'Download file as attachment' }),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description'],
  tags: false,
  customFields: false,
  filters: {
    template_code: false, // NetBox has no such filter
  },
})

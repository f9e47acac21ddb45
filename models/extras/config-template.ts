import { f, model } from '../../codegen/dsl.js'
import { SYNCED_DATA_FILTERS, syncedDataFields } from './_synced-data.js'
import { environmentParams } from './export-template.js'

// NetBox's ConfigTemplate: a Jinja2 template rendered for a device or virtual machine
// (POST …/render-config/, src/ops/render-config.ts) or with a given context (POST …/render/).
// Synced data as NetBox's SyncedDataMixin: with a data source and path, every save copies the
// file into `template_code` (src/domain/extras/configtemplate-synced.ts), and a sync re-saves the
// templates with auto sync on (src/ops/data-sync.ts).
export const configTemplate = model({
  app: 'extras',
  name: 'configtemplate',
  path: 'config-templates',
  className: 'ConfigTemplate',
  verbose: 'config template',
  fields: {
    name: f.string({ max: 100, required: true }),
    description: f.string({ max: 200 }),
    environment_params: environmentParams(),
    template_code: f.text({ required: true, filter: false, help: 'Jinja template code.', example: 'hostname {{ device.name }}' }),
    mime_type: f.string({ max: 50, label: 'MIME type', help: 'Defaults to text/plain; charset=utf-8' }),
    file_name: f.string({ max: 200, help: 'Filename to give to the rendered export file' }),
    file_extension: f.string({ max: 15, help: 'Extension to append to the rendered filename' }),
    as_attachment: f.boolean({ default: true, help: 'Download file as attachment' }),
    // NetBox's order here: auto sync before the sync time.
    ...(({ data_synced, ...rest }) => ({ ...rest, data_synced }))(syncedDataFields()),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description'],
  customFields: false,
  filters: {
    ...SYNCED_DATA_FILTERS,
  },
})

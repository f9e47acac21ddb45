import { f, model } from '../../codegen/dsl.js'
import { SYNCED_DATA_FILTERS, syncedDataFields } from './_synced-data.js'

/** NetBox's ConfigContextProfile: a JSON schema the data of the config contexts using it must meet. */
export const configContextProfile = model({
  app: 'extras',
  name: 'configcontextprofile',
  path: 'config-context-profiles',
  className: 'ConfigContextProfile',
  verbose: 'config context profile',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    description: f.string({ max: 200 }),
    schema: f.json({
      nullable: true,
      example: { properties: { ntp: { type: 'array' } } },
      help: 'A JSON schema specifying the structure of the context data for this profile',
    }),
    comments: f.text({ filter: false }),
    ...syncedDataFields(),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description', 'comments'],
  customFields: false, // NetBox's serializer shows no custom fields
  filters: {
    ...SYNCED_DATA_FILTERS,
  },
})

import { f, model } from '../../codegen/dsl.js'

/** NetBox's DataFile: one file of a data source, written only by the source's sync (read-only endpoint). */
export const dataFile = model({
  app: 'core',
  name: 'datafile',
  path: 'data-files',
  className: 'DataFile',
  verbose: 'data file',
  readOnly: true,
  fields: {
    source: f.fk('core.datasource', { required: true, onDelete: 'cascade' }),
    path: f.string({ max: 1000, required: true, help: "File path relative to the data source's root" }),
    size: f.integer({ min: 0, required: true }),
    hash: f.string({ max: 64, required: true, help: 'SHA256 hash of the file data' }),
    // The file's content (UTF-8 text): what synced objects read; not served, as NetBox's API does not.
    data: f.text({ writeOnly: true }),
  },
  brief: ['path'],
  display: '{path}',
  ordering: ['source', 'path'],
  search: ['path'],
  unique: [['source', 'path']],
  tags: false,
  customFields: false,
  changeLogged: true,
})

// NetBox's SyncedDataMixin, shared by the models that take their content from a data file (config
// contexts and their profiles, config templates, export templates): the fields and the filters.
// The rule that copies the file in is src/domain/extras/_synced-data.ts.
import { f } from '../../codegen/dsl.js'

/** Fresh field definitions, in the order NetBox's serializers show them (config templates put auto sync first). */
export function syncedDataFields() {
  return {
    data_source: f.fk('core.datasource', { onDelete: 'protect', lookupBy: false, example: null, help: 'Remote data source' }),
    data_path: f.string({ max: 1000, filter: false, help: 'Path to remote file (relative to data source root)' }),
    data_file: f.fk('core.datafile', { onDelete: 'set_null', readOnly: true, lookupBy: false }),
    data_synced: f.datetime({ nullable: true, readOnly: true, label: 'Date synced' }),
    auto_sync_enabled: f.boolean({ default: false, help: 'Enable automatic synchronization of data when the data file is updated' }),
  }
}

/** NetBox filters `data_synced` with its lookups only, not with `_after`/`_before` ranges. */
export const SYNCED_DATA_FILTERS = { data_synced_after: false, data_synced_before: false } as const

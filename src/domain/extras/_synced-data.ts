// NetBox's SyncedDataMixin: an object whose content comes from a data file. `data_source` and
// `data_path` name the file (NetBox's form does the same; its API serializer only takes
// data_source); every save of such an object copies the file's content in (NetBox's clean() →
// sync()), sets `data_file` and `data_synced`; without a source the synced fields are cleared.
// A data source's sync re-saves the objects with `auto_sync_enabled` whose file it changed
// (src/ops/data-sync.ts).
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'

/** Copies the file's content into the values being written; an error refuses the write. */
export type SyncData = (values: Map<string, unknown>, content: string) => FieldErrors | undefined

function current(input: SaveInput, name: string, column: string): unknown {
  return input.values.has(name) ? input.values.get(name) : input.existing?.[column]
}

export async function syncedBeforeSave(input: SaveInput, db: Queryable, sync: SyncData): Promise<FieldErrors | undefined> {
  const source = current(input, 'data_source', 'data_source_id') as number | null | undefined
  const path = (current(input, 'data_path', 'data_path') as string | undefined) ?? ''
  const v = input.values
  if (source === null || source === undefined) {
    if (input.mode === 'create' && !input.values.has('data_path') && !input.values.has('auto_sync_enabled')) return undefined
    v.set('data_file', null)
    v.set('data_path', '')
    v.set('data_synced', null)
    v.set('auto_sync_enabled', false)
    return undefined
  }
  if (!path) return { data_path: ['Must specify path if data source is set.'] }
  const [file] = await db.query<{ id: number; data: string }>('SELECT id, data FROM core_datafile WHERE source_id = $1 AND path = $2', [source, path])
  if (!file) return { data_path: [`The data source has no file "${path}" (sync the data source first).`] }
  const errors = sync(v, file.data)
  if (errors) return errors
  v.set('data_file', Number(file.id))
  v.set('data_synced', new Date().toISOString())
  return undefined
}

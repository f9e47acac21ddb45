/** A profile's `schema` from its data file (NetBox's ConfigContextProfile.sync_data): JSON. */
import type { Queryable } from '../../db/types.js'
import type { SaveInput } from '../../engine/hooks.js'
import { syncedBeforeSave } from './_synced-data.js'

export const beforeSave = (input: SaveInput, db: Queryable) =>
  syncedBeforeSave(input, db, (values, content) => {
    try {
      values.set('schema', JSON.parse(content))
    } catch {
      return { data_path: ['The data file is not valid JSON.'] }
    }
    return undefined
  })

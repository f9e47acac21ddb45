/** A config context's `data` from its data file: a JSON object (NetBox also reads YAML). */
import type { Queryable } from '../../db/types.js'
import type { SaveInput } from '../../engine/hooks.js'
import { syncedBeforeSave } from './_synced-data.js'

export const beforeSave = (input: SaveInput, db: Queryable) =>
  syncedBeforeSave(input, db, (values, content) => {
    let data: unknown
    try {
      data = JSON.parse(content)
    } catch {
      return { data_path: ['The data file is not valid JSON.'] }
    }
    if (typeof data !== 'object' || data === null || Array.isArray(data)) return { data_path: ['The data file must hold a JSON object.'] }
    values.set('data', data)
    return undefined
  })

/** An export template's `template_code` from its data file (NetBox's ExportTemplate.sync_data). */
import type { Queryable } from '../../db/types.js'
import type { SaveInput } from '../../engine/hooks.js'
import { syncedBeforeSave } from './_synced-data.js'

export const beforeSave = (input: SaveInput, db: Queryable) =>
  syncedBeforeSave(input, db, (values, content) => {
    values.set('template_code', content)
    return undefined
  })

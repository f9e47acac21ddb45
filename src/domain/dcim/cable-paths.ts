// NetBox's trace_paths/post_delete signals on Cable (dcim/signals.py): a cable created or changed
// traces its ends' paths and every path through it again; deleting it retraces the paths it carried.
import type { Queryable } from '../../db/types.js'
import type { DeletedInput, SavedInput } from '../../engine/hooks.js'
import { cableSaved, nodesDeleted } from './_paths.js'

export async function afterSave(input: SavedInput, db: Queryable): Promise<void> {
  await cableSaved(db, input.id)
}

export async function afterDelete(input: DeletedInput, db: Queryable): Promise<void> {
  if (input.batch.has('cable-paths')) return
  input.batch.set('cable-paths', true)
  await nodesDeleted(db, input.deleted)
}

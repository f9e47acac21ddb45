// NetBox's Device.save: a new device gets its device type's components (rules: _instantiate.ts).
import type { Queryable } from '../../db/types.js'
import type { SavedInput } from '../../engine/hooks.js'
import { instantiate } from './_instantiate.js'

export async function afterSaveBatch(inputs: SavedInput[], db: Queryable): Promise<void> {
  const created = inputs.filter((i) => i.mode === 'create' && i.values.get('device_type') != null)
  if (!created.length) return
  const targets = created.map((i) => ({ device: i.id, typeId: Number(i.values.get('device_type')) }))
  await instantiate(db, created[0].rows, 'device', targets)
}

// NetBox's Module.save: an installed module gets its module type's components, `{module}` in
// their names and labels replaced by the positions of its bay and of the bays above it (rules:
// _instantiate.ts).
import type { Queryable } from '../../db/types.js'
import type { SavedInput } from '../../engine/hooks.js'
import { bayPositions, instantiate } from './_instantiate.js'

export async function afterSaveBatch(inputs: SavedInput[], db: Queryable): Promise<void> {
  const created = inputs.filter((i) => i.mode === 'create')
  if (!created.length) return
  const positions = await bayPositions(db, created.map((i) => Number(i.values.get('module_bay'))))
  const targets = created.map((i) => ({
    device: Number(i.values.get('device')),
    typeId: Number(i.values.get('module_type')),
    module: { id: i.id, positions: positions.get(Number(i.values.get('module_bay'))) ?? [] },
  }))
  await instantiate(db, created[0].rows, 'module', targets)
}

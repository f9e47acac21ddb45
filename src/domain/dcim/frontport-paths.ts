// NetBox's extend_rearport_cable_paths (post_save of FrontPort, dcim/signals.py): new front ports
// extend the paths that ended at their rear ports. Removed, the paths that reached them are traced again.
import type { Queryable } from '../../db/types.js'
import type { SavedInput } from '../../engine/hooks.js'
import { rearPortsExtended } from './_paths.js'

export { afterDelete } from './cable-paths.js'

export async function afterSaveBatch(inputs: SavedInput[], db: Queryable): Promise<void> {
  const created = inputs.filter((i) => i.mode === 'create').map((i) => i.id)
  if (!created.length) return
  const rows = await db.query<{ rear_port_id: number }>('SELECT DISTINCT rear_port_id FROM dcim_frontport WHERE id = ANY($1::int[])', [created])
  await rearPortsExtended(db, rows.map((r) => Number(r.rear_port_id)))
}

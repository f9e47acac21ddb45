// NetBox's update_virtualmachine_disk signal: a VM's `disk` is the sum of its virtual disks' sizes.
// (Deleting a disk does not recompute it yet: the write path has no after-delete rule.)
import type { Queryable } from '../../db/types.js'
import type { SavedInput } from '../../engine/hooks.js'

export async function afterSave(input: SavedInput, db: Queryable): Promise<void> {
  if (!input.values.has('size') && !input.values.has('virtual_machine')) return
  const vms = [input.values.get('virtual_machine') ?? input.existing?.virtual_machine_id, input.existing?.virtual_machine_id].filter((v) => v != null)
  await db.query(
    `UPDATE virtualization_virtualmachine vm SET disk = (SELECT sum(size)::int FROM virtualization_virtualdisk d WHERE d.virtual_machine_id = vm.id)
     WHERE vm.id = ANY($1::int[])`,
    [[...new Set(vms.map(Number))]],
  )
}

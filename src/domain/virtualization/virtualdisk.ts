// NetBox's update_virtualmachine_disk signal: a VM's `disk` is the sum of its virtual disks' sizes.
// The VMs are updated through the recorded write path (change record, webhooks), and only those
// whose total changed. (Deleting a disk does not recompute it yet: the write path has no
// after-delete rule.)
import type { Queryable } from '../../db/types.js'
import type { SavedInput } from '../../engine/hooks.js'

export async function afterSave(input: SavedInput, db: Queryable): Promise<void> {
  if (!input.values.has('size') && !input.values.has('virtual_machine')) return
  const vms = [input.values.get('virtual_machine') ?? input.existing?.virtual_machine_id, input.existing?.virtual_machine_id].filter((v) => v != null)
  const stale = await db.query<{ id: number; total: number | null }>(
    `SELECT vm.id, t.total FROM virtualization_virtualmachine vm
       CROSS JOIN LATERAL (SELECT sum(size)::int AS total FROM virtualization_virtualdisk d WHERE d.virtual_machine_id = vm.id) t
     WHERE vm.id = ANY($1::int[]) AND vm.disk IS DISTINCT FROM t.total`,
    [[...new Set(vms.map(Number))]],
  )
  if (stale.length) await input.rows.update('virtualization.virtualmachine', stale.map((r) => ({ id: Number(r.id), body: { disk: r.total } })))
}

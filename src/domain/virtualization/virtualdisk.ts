// NetBox's update_virtualmachine_disk signal: a VM's `disk` is the sum of its virtual disks' sizes.
// The VMs are updated through the recorded write path (change record, webhooks), and only those
// whose total changed, after a disk is saved and after one is deleted (then a VM left with no
// disks has no `disk`, as NetBox's Sum over none).
import type { Queryable } from '../../db/types.js'
import type { DeletedInput, RowWriter, SavedInput } from '../../engine/hooks.js'

export async function afterSave(input: SavedInput, db: Queryable): Promise<void> {
  if (!input.values.has('size') && !input.values.has('virtual_machine')) return
  const vms = [input.values.get('virtual_machine') ?? input.existing?.virtual_machine_id, input.existing?.virtual_machine_id].filter((v) => v != null)
  await recompute(db, input.rows, vms.map(Number))
}

export async function afterDelete(input: DeletedInput, db: Queryable): Promise<void> {
  const disks = input.snapshots.get('virtualization.virtualdisk')
  if (!disks) return
  // VMs deleted with their disks need nothing.
  const gone = new Set(input.deleted.get('virtualization.virtualmachine') ?? [])
  const vms = [...disks.values()].map((d) => Number(d.virtual_machine)).filter((id) => id && !gone.has(id))
  await recompute(db, input.rows, vms)
}

async function recompute(db: Queryable, rows: RowWriter, vms: number[]): Promise<void> {
  if (!vms.length) return
  const stale = await db.query<{ id: number; total: number | null }>(
    `SELECT vm.id, t.total FROM virtualization_virtualmachine vm
       CROSS JOIN LATERAL (SELECT sum(size)::int AS total FROM virtualization_virtualdisk d WHERE d.virtual_machine_id = vm.id) t
     WHERE vm.id = ANY($1::int[]) AND vm.disk IS DISTINCT FROM t.total`,
    [[...new Set(vms)]],
  )
  if (stale.length) await rows.update('virtualization.virtualmachine', stale.map((r) => ({ id: Number(r.id), body: { disk: r.total } })))
}

// NetBox's VirtualMachine.clean(): with virtual disks, `disk` is their total size.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { ownId } from '../current.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const id = ownId(input)
  if (id === undefined || !input.values.has('disk')) return
  const [row] = await db.query<{ total: number | null }>('SELECT sum(size)::int AS total FROM virtualization_virtualdisk WHERE virtual_machine_id = $1', [id])
  const total = row?.total == null ? 0 : Number(row.total)
  if (!total) return
  const disk = input.values.get('disk') as number | null
  if (disk === null) input.values.set('disk', total)
  else if (Number(disk) !== total)
    return { disk: [`The specified disk size (${disk}) must match the aggregate size of assigned virtual disks (${total}).`] }
}

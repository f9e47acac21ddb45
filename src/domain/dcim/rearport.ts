// NetBox's RearPort.clean(): positions cannot drop below the front ports already mapped.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  if (input.mode !== 'update' || !input.values.has('positions')) return
  const positions = input.values.get('positions') as number
  const rows = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM dcim_frontport WHERE rear_port_id = $1', [Number(input.existing!.id)])
  const mapped = rows[0]?.n ?? 0
  if (positions < mapped)
    return {
      positions: [
        `The number of positions cannot be less than the number of mapped front ports (${mapped})`,
      ],
    }
}

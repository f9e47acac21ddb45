// NetBox's FrontPort.clean(): the mapped position exists on the rear port.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  if (!input.values.has('rear_port') && !input.values.has('rear_port_position')) return
  const rearPort = current<number>(input, 'rear_port', 'rear_port_id')
  const position = current<number>(input, 'rear_port_position') ?? 1
  if (!rearPort) return
  const rows = await db.query<{ name: string; positions: number }>('SELECT name, positions FROM dcim_rearport WHERE id = $1', [rearPort])
  if (rows.length && position > rows[0].positions)
    return {
      rear_port_position: [
        `Invalid rear port position (${position}): Rear port ${rows[0].name} has only ${rows[0].positions} positions.`,
      ],
    }
}

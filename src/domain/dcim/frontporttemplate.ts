// NetBox's FrontPortTemplate.clean(): the rear port is of the same device type, and has the position.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'
import { modularTemplateRules, sameParent } from './_templates.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const base =
    modularTemplateRules(input) ??
    (await sameParent(input, db, 'rear_port', 'dcim_rearporttemplate', (name) => `Rear port (${name}) must belong to the same device type`, 'non_field_errors'))
  if (base) return base
  if (input.mode === 'update' && !input.values.has('rear_port') && !input.values.has('rear_port_position')) return
  const rearPort = current<number>(input, 'rear_port', 'rear_port_id')
  const position = Number(current<number>(input, 'rear_port_position') ?? 1)
  if (rearPort === null) return
  const [row] = await db.query<{ name: string; positions: number }>('SELECT name, positions FROM dcim_rearporttemplate WHERE id = $1', [rearPort])
  if (row && position > Number(row.positions))
    return {
      non_field_errors: [`Invalid rear port position (${position}); rear port ${row.name} has only ${row.positions} positions`],
    }
}

// NetBox's RackReservation.clean(): the units exist in the rack and are not reserved already.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  if (!input.values.has('units') && !input.values.has('rack')) return
  const rack = current<number>(input, 'rack', 'rack_id')
  const units = [...new Set(current<number[]>(input, 'units') ?? [])].sort((a, b) => a - b)
  if (!rack) return
  const rows = await db.query<{ u_height: number; starting_unit: number | null }>('SELECT * FROM dcim_rack WHERE id = $1', [rack])
  if (!rows.length) return
  const height = Number(rows[0].u_height)
  const start = Number(rows[0].starting_unit ?? 1)
  const invalid = units.filter((u) => u < start || u >= start + height)
  if (invalid.length) return { units: [`Invalid unit(s) for ${height}U rack: ${invalid.join(', ')}`] }
  const taken = await db.query<{ u: number }>(
    'SELECT DISTINCT unnest(units) AS u FROM dcim_rackreservation WHERE rack_id = $1 AND id IS DISTINCT FROM $2',
    [rack, (input.existing?.id as number | undefined) ?? null],
  )
  const busy = new Set(taken.map((r) => Number(r.u)))
  const clash = units.filter((u) => busy.has(u))
  if (clash.length) return { units: [`The following units have already been reserved: ${clash.join(', ')}`] }
  input.values.set('units', units)
}

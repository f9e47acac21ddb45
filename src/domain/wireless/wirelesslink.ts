// NetBox's WirelessLink.clean(): both ends are wireless interfaces; and its post_save/post_delete
// signals: each end's interface shows the link in `wireless_link` (the foreign key clears it on delete).
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput, SavedInput } from '../../engine/hooks.js'
import { getModel } from '../../engine/models.js'

/** NetBox's WIRELESS_IFACE_TYPES. */
const WIRELESS = new Set([
  'ieee802.11a',
  'ieee802.11g',
  'ieee802.11n',
  'ieee802.11ac',
  'ieee802.11ad',
  'ieee802.11ax',
  'ieee802.11ay',
  'ieee802.11be',
  'ieee802.15.1',
  'ieee802.15.4',
  'other-wireless',
  'gsm',
  'cdma',
  'lte',
  '4g',
  '5g',
])

/** Interface type labels by value, built on first use rather than searched on every save. */
let typeLabels: Map<string, string> | undefined
function typeLabel(value: string): string {
  if (!typeLabels) {
    const f = getModel('dcim.interface').fields.find((x) => x.name === 'type')
    typeLabels = new Map(f?.kind === 'choice' ? f.choices.map((c) => [String(c.value), c.label]) : [])
  }
  return typeLabels.get(value) ?? value
}

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const ends = ['interface_a', 'interface_b'].filter((n) => input.values.has(n) && input.values.get(n) != null)
  if (!ends.length) return
  const ids = ends.map((n) => Number(input.values.get(n)))
  const rows = await db.query<{ id: number; type: string }>('SELECT id, type FROM dcim_interface WHERE id = ANY($1::int[])', [ids])
  const types = new Map(rows.map((r) => [Number(r.id), r.type]))
  const errors: FieldErrors = {}
  for (const [i, n] of ends.entries()) {
    const type = types.get(ids[i])
    if (type !== undefined && !WIRELESS.has(type)) errors[n] = [`${typeLabel(type)} is not a wireless interface.`]
  }
  if (Object.keys(errors).length) return errors
}

/** Each end shows the link; an interface no longer an end stops showing it. Recorded interface updates. */
export async function afterSave(input: SavedInput, db: Queryable): Promise<void> {
  if (!input.values.has('interface_a') && !input.values.has('interface_b')) return
  const link = `CASE WHEN dcim_interface.id IN (l.interface_a_id, l.interface_b_id) THEN l.id END`
  const stale = await db.query<{ id: number }>(
    `SELECT dcim_interface.id FROM dcim_interface JOIN wireless_wirelesslink l ON l.id = $1
     WHERE (dcim_interface.wireless_link_id = l.id OR dcim_interface.id IN (l.interface_a_id, l.interface_b_id))
       AND dcim_interface.wireless_link_id IS DISTINCT FROM ${link}`,
    [input.id],
  )
  const ids = stale.map((r) => Number(r.id))
  if (!ids.length) return
  await input.rows.derive(
    'dcim.interface',
    ids,
    `UPDATE dcim_interface SET wireless_link_id = ${link} FROM wireless_wirelesslink l WHERE l.id = $1 AND dcim_interface.id = ANY($2::int[])`,
    [input.id, ids],
  )
}

// NetBox's VLAN.clean(): a VLAN in a group takes a VID within the group's ranges.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'
import { asRanges, rangesToString } from './_vid-ranges.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  if (!input.values.has('vid') && !input.values.has('group')) return
  const group = current<number>(input, 'group', 'group_id')
  const vid = current<number>(input, 'vid')
  if (group === null || vid === null) return
  const rows = await db.query<{ name: string; vid_ranges: unknown }>('SELECT name, vid_ranges FROM ipam_vlangroup WHERE id = $1', [group])
  if (!rows.length) return
  const ranges = asRanges(rows[0].vid_ranges)
  if (!ranges.some(([lo, hi]) => vid >= lo && vid <= hi))
    return { vid: [`VID must be in ranges ${rangesToString(ranges)} for VLANs in group ${rows[0].name}`] }
}

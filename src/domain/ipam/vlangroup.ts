// NetBox's VLANGroup: IntegerRangeSerializer (each range a [lower, upper] pair of integers) and
// VLANGroup.clean() (bounds 1-4094, lower ≤ upper, no overlap). Ranges are stored sorted.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { VLAN_VID_MAX, VLAN_VID_MIN, type VidRange } from './_vid-ranges.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  if (!input.values.has('vid_ranges')) return
  const v = input.values.get('vid_ranges')
  if (v === null) return { vid_ranges: ['This field may not be null.'] }
  if (!Array.isArray(v)) return { vid_ranges: [`Expected a list of items but got type "${typeof v === 'object' ? 'dict' : typeof v === 'string' ? 'str' : typeof v === 'number' ? 'int' : typeof v}".`] }
  const ranges: VidRange[] = []
  for (const r of v) {
    if (!Array.isArray(r) || r.length !== 2) return { vid_ranges: ['Ranges must be specified in the form (lower, upper).'] }
    if (!Number.isInteger(r[0]) || !Number.isInteger(r[1])) return { vid_ranges: ['Range boundaries must be defined as integers.'] }
    ranges.push([r[0] as number, r[1] as number])
  }
  for (const [lo, hi] of ranges) {
    if (lo < VLAN_VID_MIN) return { vid_ranges: [`Starting VLAN ID in range (${lo}) cannot be less than ${VLAN_VID_MIN}`] }
    if (hi > VLAN_VID_MAX) return { vid_ranges: [`Ending VLAN ID in range (${hi}) cannot exceed ${VLAN_VID_MAX}`] }
    if (lo > hi) return { vid_ranges: [`Ending VLAN ID in range must be greater than or equal to the starting VLAN ID (${lo}-${hi})`] }
  }
  ranges.sort((a, b) => a[0] - b[0])
  for (let i = 1; i < ranges.length; i++) if (ranges[i - 1][1] >= ranges[i][0]) return { vid_ranges: ['Ranges cannot overlap.'] }
  input.values.set('vid_ranges', ranges)
}

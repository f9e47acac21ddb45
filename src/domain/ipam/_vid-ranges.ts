// A VLAN group's `vid_ranges`: NetBox's ArrayField of integer ranges, served and stored here as a
// JSON list of inclusive [lower, upper] pairs (models/ipam/vlan-group.ts).
export type VidRange = [number, number]

export const VLAN_VID_MIN = 1
export const VLAN_VID_MAX = 4094

/** utilities.data.ranges_to_string: "1-10,20,30-40". */
export function rangesToString(ranges: VidRange[]): string {
  return ranges.map(([lo, hi]) => (lo === hi ? `${lo}` : `${lo}-${hi}`)).join(',')
}

/** The stored value as pairs (anything else reads as no range). */
export function asRanges(v: unknown): VidRange[] {
  if (!Array.isArray(v)) return []
  return v.filter((r): r is VidRange => Array.isArray(r) && r.length === 2 && Number.isInteger(r[0]) && Number.isInteger(r[1]))
}

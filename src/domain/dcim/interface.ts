// NetBox's Interface.clean() and BaseInterfaceSerializer.validate(): 802.1Q mode and VLANs, PoE
// and wireless fields only where they apply, a LAG or parent that is not the interface itself.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

const VIRTUAL = new Set(['virtual', 'bridge', 'lag'])
const isWireless = (type: string | null | undefined) => !!type && (type.startsWith('ieee802.11') || type === 'other-wireless')

async function deviceSite(db: Queryable, device: number | null | undefined): Promise<number | null> {
  if (device === undefined || device === null) return null
  const rows = await db.query<{ site_id: number }>('SELECT site_id FROM dcim_device WHERE id = $1', [device])
  return rows[0]?.site_id ?? null
}

/** VLANs (by id) whose site is neither null nor `site`, with their display. */
async function foreignVlans(db: Queryable, ids: number[], site: number | null): Promise<string[]> {
  if (!ids.length) return []
  const rows = await db.query<{ name: string; vid: number }>(
    'SELECT name, vid FROM ipam_vlan WHERE id = ANY($1::int[]) AND site_id IS NOT NULL AND site_id IS DISTINCT FROM $2 ORDER BY vid',
    [ids, site],
  )
  return rows.map((r) => `${r.name} (${r.vid})`)
}

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const errors: FieldErrors = {}
  const id = input.existing?.id as number | undefined
  const type = current<string>(input, 'type')
  const mode = current<string | null>(input, 'mode') ?? null
  if (id !== undefined && input.values.get('lag') === id) errors.lag = ['A LAG interface cannot be its own parent.']
  if (id !== undefined && input.values.get('parent') === id) errors.parent = ['An interface cannot be its own parent.']
  if (id !== undefined && input.values.get('bridge') === id) errors.bridge = ['An interface cannot be bridged to itself.']
  const poeMode = current<string | null>(input, 'poe_mode')
  const poeType = current<string | null>(input, 'poe_type')
  if (poeMode && type && VIRTUAL.has(type)) errors.poe_mode = ['Virtual interfaces cannot have a PoE mode.']
  if (poeType && type && VIRTUAL.has(type)) errors.poe_type = ['Virtual interfaces cannot have a PoE type.']
  else if (poeType && !poeMode) errors.poe_type = ['Must specify PoE mode when designating a PoE type.']
  if (current(input, 'rf_role') && !isWireless(type)) errors.rf_role = ['Wireless role may be set only on wireless interfaces.']
  if (current(input, 'rf_channel') && !isWireless(type)) errors.rf_channel = ['Channel may be set only on wireless interfaces.']
  if (Object.keys(errors).length) return errors

  // Clearing the mode clears the VLANs; only tagged mode keeps tagged VLANs (as NetBox's save()).
  const tagged = input.values.get('tagged_vlans') as number[] | undefined
  if (mode !== 'tagged' && tagged?.length) return { tagged_vlans: [`Interface mode ${mode ?? 'None'} does not support tagged vlans`] }
  if (!mode && input.values.get('untagged_vlan')) return { untagged_vlan: ['Interface mode None does not support an untagged vlan'] }
  if (!mode && input.existing?.untagged_vlan_id) input.values.set('untagged_vlan', null)
  if (mode !== 'tagged' && input.mode === 'update' && (input.values.has('mode') || tagged)) input.values.set('tagged_vlans', [])

  const device = current<number>(input, 'device', 'device_id')
  const untagged = current<number | null>(input, 'untagged_vlan', 'untagged_vlan_id')
  if (!tagged?.length && !(input.values.has('untagged_vlan') || input.values.has('device')) ) return
  if (!tagged?.length && !untagged) return // no VLAN to check against the device's site
  const site = await deviceSite(db, device)
  if (untagged && (input.values.has('untagged_vlan') || input.values.has('device'))) {
    const [bad] = await foreignVlans(db, [untagged], site)
    if (bad)
      return {
        untagged_vlan: [`The untagged VLAN (${bad}) must belong to the same site as the interface's parent device, or it must be global.`],
      }
  }
  if (tagged?.length) {
    const [bad] = await foreignVlans(db, tagged, site)
    if (bad) return { tagged_vlans: [`VLAN ${bad} must belong to the same site as the interface's parent device, or it must be global.`] }
  }
}

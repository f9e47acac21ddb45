// NetBox's L2VPNTermination.clean(): an object belongs to one L2VPN, and a point-to-point L2VPN
// has at most two terminations.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current, ownId } from '../current.js'

const P2P = ['vpws', 'epl', 'ep-lan', 'ep-tree']
const TYPE_LABELS: Record<string, string> = { vpws: 'VPWS', epl: 'EPL', 'ep-lan': 'Ethernet Private LAN', 'ep-tree': 'Ethernet Private Tree' }
const NAMES: Record<string, string> = {
  'dcim.interface': 'SELECT name FROM dcim_interface WHERE id = $1',
  'virtualization.vminterface': 'SELECT name FROM virtualization_vminterface WHERE id = $1',
  'ipam.vlan': 'SELECT name FROM ipam_vlan WHERE id = $1',
}

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const self = ownId(input) ?? null
  const assigned = input.values.get('assigned_object') as { type: string | null; id: number | null } | undefined
  if (assigned?.type && assigned.id != null && NAMES[assigned.type]) {
    const key = `vpn.l2vpntermination:${assigned.type}:${assigned.id}`
    const taken = await db.query(
      'SELECT 1 FROM vpn_l2vpntermination WHERE assigned_object_type = $1 AND assigned_object_id = $2 AND id IS DISTINCT FROM $3',
      [assigned.type, assigned.id, self],
    )
    if (taken.length || input.batch.has(key)) {
      const [row] = await db.query<{ name: string }>(NAMES[assigned.type], [assigned.id])
      return { non_field_errors: [`L2VPN Termination already assigned (${row?.name ?? assigned.id})`] }
    }
    input.batch.set(key, true)
  }
  if (!input.values.has('l2vpn') && input.mode === 'update') return
  const l2vpn = current<number>(input, 'l2vpn', 'l2vpn_id')
  if (!l2vpn) return
  const [vpn] = await db.query<{ type: string; n: number }>(
    'SELECT type, (SELECT count(*)::int FROM vpn_l2vpntermination t WHERE t.l2vpn_id = l.id AND t.id IS DISTINCT FROM $2) AS n FROM vpn_l2vpn l WHERE l.id = $1',
    [l2vpn, self],
  )
  if (!vpn || !P2P.includes(vpn.type)) return
  const key = `vpn.l2vpntermination:count:${l2vpn}`
  const pending = (input.batch.get(key) as number | undefined) ?? 0
  const count = Number(vpn.n) + pending
  if (count >= 2)
    return { non_field_errors: [`${TYPE_LABELS[vpn.type]} L2VPNs cannot have more than two terminations; found ${count} already defined.`] }
  input.batch.set(key, pending + 1)
}

// NetBox's VLAN.clean() for Q-in-Q: only a customer VLAN has a service VLAN, and it must have one.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  if (!input.values.has('qinq_svlan') && !input.values.has('qinq_role')) return
  const svlan = current<number>(input, 'qinq_svlan', 'qinq_svlan_id')
  const role = current<string>(input, 'qinq_role')
  if (svlan !== null && role !== 'cvlan') return { qinq_svlan: ['Only Q-in-Q customer VLANs maybe assigned to a service VLAN.'] }
  if (role === 'cvlan' && svlan === null) return { qinq_role: ['A Q-in-Q customer VLAN must be assigned to a service VLAN.'] }
}

// A service VLAN only on a Q-in-Q interface (NetBox's interface serializer; the VM interface's
// model says it in other words, see virtualization/vminterface-qinq.ts).
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export function qinqErrors(input: SaveInput, message: string): FieldErrors | undefined {
  if (!input.values.has('qinq_svlan') && !input.values.has('mode')) return undefined
  const svlan = current<number>(input, 'qinq_svlan', 'qinq_svlan_id')
  if (svlan !== null && current(input, 'mode') !== 'q-in-q') return { qinq_svlan: [message] }
  return undefined
}

export const beforeSave = (input: SaveInput) => qinqErrors(input, 'Interface mode does not support q-in-q service vlan')

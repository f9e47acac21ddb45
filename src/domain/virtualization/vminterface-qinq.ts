// A service VLAN only on a Q-in-Q VM interface (NetBox's BaseInterface.clean()).
import type { SaveInput } from '../../engine/hooks.js'
import { qinqErrors } from '../dcim/interface-qinq.js'

export const beforeSave = (input: SaveInput) => qinqErrors(input, 'Only Q-in-Q interfaces may specify a service VLAN.')

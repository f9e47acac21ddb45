// A VM interface's primary MAC address is one assigned to it, or to nothing.
import { primaryMacRule } from '../dcim/interface-primary-mac.js'

export const beforeSave = primaryMacRule('virtualization.vminterface')

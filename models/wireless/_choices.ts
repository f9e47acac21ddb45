import { choices } from '../../codegen/dsl.js'

// NetBox's wireless/choices.py.
export const WirelessLANStatus = choices({
  active: 'Active',
  reserved: 'Reserved',
  disabled: 'Disabled',
  deprecated: 'Deprecated',
})

export const WirelessAuthType = choices({
  open: 'Open',
  wep: 'WEP',
  'wpa-personal': 'WPA Personal (PSK)',
  'wpa-enterprise': 'WPA Enterprise',
})

export const WirelessAuthCipher = choices({ auto: 'Auto', tkip: 'TKIP', aes: 'AES' })

import { choices, f, model } from '../../codegen/dsl.js'
import { cabled, component, occupied } from '../../codegen/fragments.js'

// A common subset of NetBox's InterfaceTypeChoices (values and labels as in NetBox 4.4).
export const InterfaceType = choices({
  // Virtual interfaces
  virtual: 'Virtual',
  bridge: 'Bridge',
  lag: 'Link Aggregation Group (LAG)',
  // FastEthernet
  '100base-fx': '100BASE-FX (10/100ME)',
  '100base-tx': '100BASE-TX (10/100ME)',
  // GigabitEthernet
  '1000base-lx': '1000BASE-LX (1GE)',
  '1000base-sx': '1000BASE-SX (1GE)',
  '1000base-t': '1000BASE-T (1GE)',
  // 2.5/5 Gbps Ethernet
  '2.5gbase-t': '2.5GBASE-T (2.5GE)',
  '5gbase-t': '5GBASE-T (5GE)',
  // 10 Gbps Ethernet
  '10gbase-cx4': '10GBASE-CX4 (10GE DAC)',
  '10gbase-lr': '10GBASE-LR (10GE)',
  '10gbase-sr': '10GBASE-SR (10GE)',
  '10gbase-t': '10GBASE-T (10GE)',
  // 25 Gbps Ethernet
  '25gbase-t': '25GBASE-T (25GE)',
  // Pluggable transceivers
  '100base-x-sfp': 'SFP (100ME)',
  '1000base-x-gbic': 'GBIC (1GE)',
  '1000base-x-sfp': 'SFP (1GE)',
  '10gbase-x-sfpp': 'SFP+ (10GE)',
  '10gbase-x-xfp': 'XFP (10GE)',
  '25gbase-x-sfp28': 'SFP28 (25GE)',
  '40gbase-x-qsfpp': 'QSFP+ (40GE)',
  '50gbase-x-sfp28': 'QSFP28 (50GE)',
  '50gbase-x-sfp56': 'SFP56 (50GE)',
  '100gbase-x-cfp': 'CFP (100GE)',
  '100gbase-x-cfp2': 'CFP2 (100GE)',
  '100gbase-x-cfp4': 'CFP4 (100GE)',
  '100gbase-x-qsfp28': 'QSFP28 (100GE)',
  '100gbase-x-qsfpdd': 'QSFP-DD (100GE)',
  '200gbase-x-qsfp56': 'QSFP56 (200GE)',
  '200gbase-x-qsfpdd': 'QSFP-DD (200GE)',
  '400gbase-x-qsfpdd': 'QSFP-DD (400GE)',
  '400gbase-x-osfp': 'OSFP (400GE)',
  '800gbase-x-qsfpdd': 'QSFP-DD (800GE)',
  '800gbase-x-osfp': 'OSFP (800GE)',
  // Wireless
  'ieee802.11a': 'IEEE 802.11a',
  'ieee802.11g': 'IEEE 802.11b/g',
  'ieee802.11n': 'IEEE 802.11n (Wi-Fi 4)',
  'ieee802.11ac': 'IEEE 802.11ac (Wi-Fi 5)',
  'ieee802.11ad': 'IEEE 802.11ad (WiGig)',
  'ieee802.11ax': 'IEEE 802.11ax (Wi-Fi 6)',
  'ieee802.11be': 'IEEE 802.11be (Wi-Fi 7)',
  'other-wireless': 'Other (Wireless)',
  // Cellular
  gsm: 'GSM',
  cdma: 'CDMA',
  lte: 'LTE',
  '4g': '4G',
  '5g': '5G',
  // SONET
  'sonet-oc3': 'OC-3/STM-1',
  'sonet-oc12': 'OC-12/STM-4',
  'sonet-oc48': 'OC-48/STM-16',
  'sonet-oc192': 'OC-192/STM-64',
  // FibreChannel
  '8gfc-sfpp': 'SFP+ (8GFC)',
  '16gfc-sfpp': 'SFP+ (16GFC)',
  '32gfc-sfp28': 'SFP28 (32GFC)',
  // Serial
  t1: 'T1 (1.544 Mbps)',
  e1: 'E1 (2.048 Mbps)',
  t3: 'T3 (45 Mbps)',
  e3: 'E3 (34 Mbps)',
  // ATM / coaxial / PON
  xdsl: 'xDSL',
  docsis: 'DOCSIS',
  gpon: 'GPON (2.5 Gbps / 1.25 Gbps)',
  'xgs-pon': 'XGS-PON (10 Gbps)',
  // Stacking
  'cisco-stackwise': 'Cisco StackWise',
  'cisco-stackwise-plus': 'Cisco StackWise Plus',
  'juniper-vcp': 'Juniper VCP',
  // Other
  other: 'Other',
})

export const InterfaceDuplex = choices({
  half: 'Half',
  full: 'Full',
  auto: 'Auto',
})

export const InterfaceMode = choices({
  access: 'Access',
  tagged: 'Tagged',
  'tagged-all': 'Tagged (All)',
  'q-in-q': 'Q-in-Q (802.1ad)',
})

export const PoEMode = choices({ pd: 'PD', pse: 'PSE' })

export const PoEType = choices({
  'type1-ieee802.3af': '802.3af (Type 1)',
  'type2-ieee802.3at': '802.3at (Type 2)',
  'type3-ieee802.3bt': '802.3bt (Type 3)',
  'type4-ieee802.3bt': '802.3bt (Type 4)',
  'passive-24v-2pair': 'Passive 24V (2-pair)',
  'passive-24v-4pair': 'Passive 24V (4-pair)',
  'passive-48v-2pair': 'Passive 48V (2-pair)',
  'passive-48v-4pair': 'Passive 48V (4-pair)',
})

export const WirelessRole = choices({ ap: 'Access point', station: 'Station' })

// A subset of NetBox's WirelessChannelChoices (2.4 GHz and common 5 GHz channels).
export const WirelessChannel = choices({
  '2.4g-1-2412-22': '1 (2412 MHz)',
  '2.4g-2-2417-22': '2 (2417 MHz)',
  '2.4g-3-2422-22': '3 (2422 MHz)',
  '2.4g-4-2427-22': '4 (2427 MHz)',
  '2.4g-5-2432-22': '5 (2432 MHz)',
  '2.4g-6-2437-22': '6 (2437 MHz)',
  '2.4g-7-2442-22': '7 (2442 MHz)',
  '2.4g-8-2447-22': '8 (2447 MHz)',
  '2.4g-9-2452-22': '9 (2452 MHz)',
  '2.4g-10-2457-22': '10 (2457 MHz)',
  '2.4g-11-2462-22': '11 (2462 MHz)',
  '2.4g-12-2467-22': '12 (2467 MHz)',
  '2.4g-13-2472-22': '13 (2472 MHz)',
  '5g-32-5160-20': '32 (5160/20 MHz)',
  '5g-36-5180-20': '36 (5180/20 MHz)',
  '5g-40-5200-20': '40 (5200/20 MHz)',
  '5g-44-5220-20': '44 (5220/20 MHz)',
  '5g-48-5240-20': '48 (5240/20 MHz)',
  '5g-149-5745-20': '149 (5745/20 MHz)',
  '5g-153-5765-20': '153 (5765/20 MHz)',
  '5g-157-5785-20': '157 (5785/20 MHz)',
  '5g-161-5805-20': '161 (5805/20 MHz)',
  '5g-165-5825-20': '165 (5825/20 MHz)',
})

// `interface` is a reserved word, hence the prefixed const name.
export const dcimInterface = model({
  app: 'dcim',
  name: 'interface',
  path: 'interfaces',
  className: 'Interface',
  fields: {
    ...component(),
    // The example (for generated tests) is wireless so that every optional field may be filled.
    type: f.choice(InterfaceType, { required: true, example: 'ieee802.11ac' }),
    enabled: f.boolean({ default: true }),
    parent: f.fk('dcim.interface', {
      onDelete: 'set_null',
      label: 'Parent interface',
      sameAs: { field: 'device', message: 'The selected parent interface ({value}) belongs to a different device ({other})' },
    }),
    bridge: f.fk('dcim.interface', {
      onDelete: 'set_null',
      label: 'Bridge interface',
      sameAs: { field: 'device', message: 'The selected bridge interface ({value}) belongs to a different device ({other}).' },
    }),
    lag: f.fk('dcim.interface', {
      onDelete: 'set_null',
      label: 'Parent LAG',
      limitTo: { type: 'lag' },
      sameAs: { field: 'device', message: 'The selected LAG interface ({value}) belongs to a different device ({other}).' },
    }),
    mtu: f.integer({ min: 1, max: 65536, nullable: true, label: 'MTU' }),
    mac_address: f.string({ max: 18, nullable: true, label: 'MAC address' }),
    primary_mac_address: f.fk('dcim.macaddress', { onDelete: 'set_null', label: 'Primary MAC address' }),
    speed: f.integer({ min: 0, nullable: true, label: 'Speed (Kbps)' }),
    duplex: f.choice(InterfaceDuplex, { nullable: true }),
    wwn: f.string({ max: 23, nullable: true, label: 'WWN', help: '64-bit World Wide Name' }),
    mgmt_only: f.boolean({
      default: false,
      label: 'Management only',
      help: 'This interface is used only for out-of-band management',
    }),
    description: f.string({ max: 200 }),
    mode: f.choice(InterfaceMode, { nullable: true, label: '802.1Q Mode' }),
    rf_role: f.choice(WirelessRole, { nullable: true, label: 'Wireless role' }),
    rf_channel: f.choice(WirelessChannel, { nullable: true, label: 'Wireless channel' }),
    rf_channel_frequency: f.decimal({ digits: 7, places: 2, nullable: true, label: 'Channel frequency (MHz)' }),
    rf_channel_width: f.decimal({ digits: 7, places: 3, nullable: true, label: 'Channel width (MHz)' }),
    tx_power: f.integer({ min: 0, max: 127, nullable: true, label: 'Transmit power (dBm)' }),
    poe_mode: f.choice(PoEMode, { nullable: true, label: 'PoE mode' }),
    poe_type: f.choice(PoEType, { nullable: true, label: 'PoE type' }),
    untagged_vlan: f.fk('ipam.vlan', { onDelete: 'set_null', label: 'Untagged VLAN' }),
    tagged_vlans: f.m2m('ipam.vlan', { label: 'Tagged VLANs' }),
    ...cabled(),
    // The spec's read-only connection status (gone from NetBox since 2.10).
    connection_status: f.constant(null, { readOnly: true }),
    vrf: f.fk('ipam.vrf', { onDelete: 'set_null', label: 'VRF' }),
    ...occupied(),
  },
  unique: [['device', 'name']],
  brief: ['device', 'name', 'description', 'cable', '_occupied', 'connection_status'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device', 'name', 'id'],
  search: ['name', 'label', 'description', 'mac_address'],
})

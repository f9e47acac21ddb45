import { anyOf, choices, f, model, path, predicate } from '../../codegen/dsl.js'
import { cabled, cabledFilters, pathEndpoint, pathEndpointFilters, component, deviceComponentFilters, occupied } from '../../codegen/fragments.js'
import { InterfaceType, WirelessChannel } from './_choices.js'

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

// `interface` is a reserved word, hence the prefixed const name.
export const dcimInterface = model({
  app: 'dcim',
  name: 'interface',
  path: 'interfaces',
  changeRelated: 'device', // NetBox's to_objectchange related object
  className: 'Interface',
  fields: {
    ...component(),
    vdcs: f.m2m('dcim.virtualdevicecontext', { label: 'Virtual device contexts', filterAs: 'vdc' }),
    // The example (for generated tests) is wireless so that every optional field may be filled.
    type: f.choice(InterfaceType, { required: true, example: 'ieee802.11ac' }),
    enabled: f.boolean({ default: true }),
    parent: f.fk('dcim.interface', {
      lookupBy: false,
      onDelete: 'set_null',
      label: 'Parent interface',
      sameAs: { field: 'device', message: 'The selected parent interface ({value}) belongs to a different device ({other})' },
    }),
    bridge: f.fk('dcim.interface', {
      lookupBy: false,
      onDelete: 'set_null',
      label: 'Bridge interface',
      sameAs: { field: 'device', message: 'The selected bridge interface ({value}) belongs to a different device ({other}).' },
    }),
    bridge_interfaces: f.reverseMany('dcim.interface', 'bridge'),
    lag: f.fk('dcim.interface', {
      lookupBy: false,
      onDelete: 'set_null',
      label: 'Parent LAG',
      limitTo: { type: 'lag' },
      sameAs: { field: 'device', message: 'The selected LAG interface ({value}) belongs to a different device ({other}).' },
    }),
    mtu: f.integer({ min: 1, max: 65536, nullable: true, label: 'MTU' }),
    mac_address: f.string({ max: 18, nullable: true, label: 'MAC address' }),
    primary_mac_address: f.fk('dcim.macaddress', { onDelete: 'set_null', label: 'Primary MAC address' }),
    mac_addresses: f.reverseMany('dcim.macaddress', 'assigned_object', { label: 'MAC addresses' }),
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
    // Only Q-in-Q interfaces (interface-qinq.ts); NetBox has no filter on it.
    qinq_svlan: f.fk('ipam.vlan', { onDelete: 'set_null', label: 'Q-in-Q SVLAN', filter: false, example: null }),
    vlan_translation_policy: f.fk('ipam.vlantranslationpolicy', { onDelete: 'protect', label: 'VLAN translation policy' }),
    ...cabled(),
    // Set by the wireless link's rules (src/domain/wireless/wirelesslink.ts).
    wireless_link: f.fk('wireless.wirelesslink', { onDelete: 'set_null', readOnly: true, nested: true }),
    wireless_lans: f.m2m('wireless.wirelesslan', { label: 'Wireless LANs', filterAs: 'wireless_lan' }),
    // A read-only connection status, always null (gone from NetBox since 2.10; kept for older clients).
    connection_status: f.constant(null, { readOnly: true }),
    vrf: f.fk('ipam.vrf', { onDelete: 'set_null', label: 'VRF' }),
    l2vpn_termination: f.reverseOne('vpn.l2vpntermination', 'assigned_object', { label: 'L2VPN termination' }),
    ...pathEndpoint(),
    ...occupied(),
    count_ipaddresses: f.count('ipam.ipaddress', 'assigned_object'),
    count_fhrp_groups: f.count('ipam.fhrpgroupassignment', 'interface'),
  },
  unique: [['device', 'name']],
  brief: ['device', 'name', 'description', 'cable', '_occupied', 'connection_status'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device', 'name', 'id'],
  search: ['name', 'label', 'description'],
  filters: {
    l2vpn_id: path('<vpn.l2vpntermination.assigned_object>.l2vpn'),
    l2vpn: path('<vpn.l2vpntermination.assigned_object>.l2vpn', { by: 'identifier' }),
    vdc_identifier: path('vdcs', { by: 'identifier' }),
    virtual_circuit_termination_id: path('<circuits.virtualcircuittermination.interface>'),
    virtual_circuit_id: path('<circuits.virtualcircuittermination.interface>.virtual_circuit'),
    vlan_id: anyOf([path('untagged_vlan'), path('tagged_vlans'), path('qinq_svlan')], { lookups: false }),
    vlan: anyOf([path('untagged_vlan.vid'), path('tagged_vlans.vid'), path('qinq_svlan.vid')], { lookups: false }),
    untagged_vlan_id: false, // NetBox's is vlan_id (untagged, tagged or Q-in-Q service VLAN)
    untagged_vlan: false,
    tagged_vlans_id: false,
    tagged_vlans: false,
    ...deviceComponentFilters(),
    ...cabledFilters(),
    ...pathEndpointFilters(),
    kind: predicate('interfaceKind'),
    virtual_chassis_member_id: path('device', { virtualChassis: 'members', lookups: false }),
    virtual_chassis_member: path('device', { by: 'name', virtualChassis: 'members', lookups: false }),
    virtual_chassis_member_or_master_id: path('device', { virtualChassis: 'master', lookups: false }),
    virtual_chassis_member_or_master: path('device', { by: 'name', virtualChassis: 'master', lookups: false }),
    primary_mac_address: path('primary_mac_address', { by: 'mac_address' }),
    parent: false, // NetBox has only parent_id
    bridge: false, // NetBox has only bridge_id
    lag: false, // NetBox has only lag_id
  },
})

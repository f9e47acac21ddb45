import { anyOf, f, model, path } from '../../codegen/dsl.js'
import { InterfaceMode } from '../dcim/interface.js'

export const vmInterface = model({
  app: 'virtualization',
  name: 'vminterface',
  path: 'interfaces',
  changeRelated: 'virtual_machine', // NetBox's to_objectchange related object
  className: 'VMInterface',
  verbose: 'interface',
  verbosePlural: 'interfaces',
  fields: {
    virtual_machine: f.fk('virtualization.virtualmachine', { required: true, onDelete: 'cascade' }),
    name: f.string({ max: 64, required: true }),
    enabled: f.boolean({ default: true }),
    parent: f.fk('virtualization.vminterface', { lookupBy: false, onDelete: 'set_null', label: 'Parent interface' }),
    bridge: f.fk('virtualization.vminterface', { lookupBy: false, onDelete: 'set_null', label: 'Bridge interface' }),
    mtu: f.integer({ min: 1, max: 65536, nullable: true, label: 'MTU' }),
    mac_address: f.string({ max: 18, nullable: true, label: 'MAC address' }),
    primary_mac_address: f.fk('dcim.macaddress', { onDelete: 'set_null', label: 'Primary MAC address' }),
    mac_addresses: f.reverseMany('dcim.macaddress', 'assigned_object', { label: 'MAC addresses' }),
    description: f.string({ max: 200 }),
    mode: f.choice(InterfaceMode, { nullable: true, label: '802.1Q Mode' }),
    untagged_vlan: f.fk('ipam.vlan', { onDelete: 'set_null', label: 'Untagged VLAN' }),
    tagged_vlans: f.m2m('ipam.vlan', { label: 'Tagged VLANs' }),
    // Only Q-in-Q interfaces (vminterface-qinq.ts); NetBox has no filter on it.
    qinq_svlan: f.fk('ipam.vlan', { onDelete: 'set_null', label: 'Q-in-Q SVLAN', filter: false, example: null }),
    vlan_translation_policy: f.fk('ipam.vlantranslationpolicy', { onDelete: 'protect', label: 'VLAN translation policy' }),
    vrf: f.fk('ipam.vrf', { onDelete: 'set_null', label: 'VRF' }),
    l2vpn_termination: f.reverseOne('vpn.l2vpntermination', 'assigned_object', { label: 'L2VPN termination' }),
    count_ipaddresses: f.count('ipam.ipaddress', 'assigned_object'),
    count_fhrp_groups: f.count('ipam.fhrpgroupassignment', 'interface'),
  },
  unique: [['virtual_machine', 'name']],
  brief: ['virtual_machine', 'name', 'description'],
  display: '{name}',
  ordering: ['virtual_machine', 'name', 'id'],
  search: ['name', 'description'],
  filters: {
    l2vpn_id: path('<vpn.l2vpntermination.assigned_object>.l2vpn'),
    l2vpn: path('<vpn.l2vpntermination.assigned_object>.l2vpn', { by: 'identifier' }),
    vlan_id: anyOf([path('untagged_vlan'), path('tagged_vlans'), path('qinq_svlan')], { lookups: false }),
    vlan: anyOf([path('untagged_vlan.vid'), path('tagged_vlans.vid'), path('qinq_svlan.vid')], { lookups: false }),
    untagged_vlan_id: false, // NetBox's is vlan_id (untagged, tagged or Q-in-Q service VLAN)
    untagged_vlan: false,
    tagged_vlans_id: false,
    tagged_vlans: false,
    cluster_id: path('virtual_machine.cluster'),
    cluster: path('virtual_machine.cluster', { by: 'name' }),
    primary_mac_address: path('primary_mac_address', { by: 'mac_address' }),
    parent: false, // NetBox has only parent_id
    bridge: false, // NetBox has only bridge_id
  },
})

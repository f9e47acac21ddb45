import { anyOf, choices, f, model, path, predicate } from '../../codegen/dsl.js'
import { siteTreeFilters, tenancyFilters } from '../../codegen/fragments.js'

export const VLANStatus = choices({
  active: 'Active',
  reserved: 'Reserved',
  deprecated: 'Deprecated',
})

// NetBox's VLANQinQRoleChoices.
export const VLANQinQRole = choices({ svlan: 'Service', cvlan: 'Customer' })

export const vlan = model({
  app: 'ipam',
  name: 'vlan',
  path: 'vlans',
  className: 'VLAN',
  verbose: 'VLAN',
  verbosePlural: 'VLANs',
  fields: {
    site: f.fk('dcim.site', { onDelete: 'set_null' }),
    group: f.fk('ipam.vlangroup', { onDelete: 'protect' }),
    vid: f.integer({ min: 1, max: 4094, required: true, label: 'VLAN ID', help: 'Numeric VLAN ID (1-4094)' }),
    name: f.string({ max: 64, required: true }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    status: f.choice(VLANStatus, { default: 'active', help: 'Operational status of this VLAN' }),
    role: f.fk('ipam.role', { onDelete: 'set_null', help: 'The primary function of this VLAN' }),
    // A customer VLAN's service VLAN, and only a customer VLAN's (vlan.ts).
    qinq_svlan: f.fk('ipam.vlan', { lookupBy: false, onDelete: 'protect', label: 'Q-in-Q SVLAN', example: null }),
    qinq_role: f.choice(VLANQinQRole, {
      nullable: true,
      label: 'Q-in-Q role',
      help: 'Customer/service VLAN designation (for Q-in-Q/IEEE 802.1ad)',
    }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    l2vpn_termination: f.reverseOne('vpn.l2vpntermination', 'assigned_object', { label: 'L2VPN termination' }),
    prefix_count: f.count('ipam.prefix', 'vlan'),
  },
  unique: [
    ['group', 'vid'],
    ['group', 'name'],
    ['qinq_svlan', 'vid'],
    ['qinq_svlan', 'name'],
  ],
  brief: ['vid', 'name', 'description'],
  display: '{name} ({vid})',
  displayName: true,
  ordering: ['site', 'group', 'vid', 'id'],
  search: ['name', 'description', { path: 'vid', lookup: 'exact', as: 'int' }],
  filters: {
    // VLANFilterSet.filter_interface_id: the VLANs an interface carries (untagged or tagged).
    interface_id: anyOf([path('<dcim.interface.untagged_vlan>'), path('<dcim.interface.tagged_vlans>')], { lookups: false }),
    vminterface_id: anyOf([path('<virtualization.vminterface.untagged_vlan>'), path('<virtualization.vminterface.tagged_vlans>')], { lookups: false }),
    l2vpn_id: path('<vpn.l2vpntermination.assigned_object>.l2vpn'),
    l2vpn: path('<vpn.l2vpntermination.assigned_object>.l2vpn', { by: 'identifier' }),
    ...tenancyFilters(),
    ...siteTreeFilters('site'),
    available_at_site: predicate('vlansAvailableAtSite'),
    available_on_device: predicate('vlansAvailableOnDevice'),
    available_on_virtualmachine: predicate('vlansAvailableOnVirtualMachine'),
    qinq_svlan_vid: path('qinq_svlan.vid'),
    qinq_svlan: false, // NetBox has only qinq_svlan_id
  },
})

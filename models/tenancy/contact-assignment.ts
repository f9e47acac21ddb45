import { choices, f, model, objectTypeId, path } from '../../codegen/dsl.js'

export const ContactPriority = choices({
  primary: 'Primary',
  secondary: 'Secondary',
  tertiary: 'Tertiary',
  inactive: 'Inactive',
})

/** The models NetBox gives contacts (ContactsMixin) among those served here. */
export const CONTACT_TARGETS = [
  'dcim.site', // first: what generated test bodies attach to
  'circuits.circuit',
  'circuits.provider',
  'circuits.provideraccount',
  'dcim.device',
  'dcim.location',
  'dcim.manufacturer',
  'dcim.powerpanel',
  'dcim.rack',
  'dcim.region',
  'dcim.sitegroup',
  'ipam.aggregate',
  'ipam.asn',
  'ipam.ipaddress',
  'ipam.iprange',
  'ipam.prefix',
  'ipam.service',
  'tenancy.tenant',
  'virtualization.cluster',
  'virtualization.clustergroup',
  'virtualization.virtualmachine',
  'vpn.l2vpn',
  'vpn.tunnel',
  'vpn.tunnelgroup',
]

export const contactAssignment = model({
  app: 'tenancy',
  name: 'contactassignment',
  path: 'contact-assignments',
  changeRelated: 'object', // NetBox's to_objectchange related object
  webPath: false, // NetBox's serializer has no display_url
  className: 'ContactAssignment',
  verbose: 'contact assignment',
  fields: {
    object: f.generic(CONTACT_TARGETS, { required: true, onDelete: 'cascade' }),
    contact: f.fk('tenancy.contact', { lookupBy: false, required: true, onDelete: 'cascade' }),
    role: f.fk('tenancy.contactrole', { onDelete: 'protect' }),
    priority: f.choice(ContactPriority, { nullable: true }),
  },
  unique: [['object', 'contact', 'role']],
  brief: ['contact', 'role', 'priority'],
  display: '{id}',
  ordering: ['contact', 'priority', 'role', 'id'],
  search: ['contact.name', 'role.name'],
  customFields: true,
  filters: {
    object_type_id: objectTypeId('object'),
    group_id: path('contact.groups', { tree: true }),
    group: path('contact.groups', { by: 'slug', tree: true }),
    contact: false, // NetBox has only contact_id (clients pass ids there)
  },
})

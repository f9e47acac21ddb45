import { choices, f, model, objectTypeId } from '../../codegen/dsl.js'

export const JournalEntryKind = choices({
  info: 'Info',
  success: 'Success',
  warning: 'Warning',
  danger: 'Danger',
})

/** Models that keep a journal (NetBox's JournalingMixin) among those served here. */
export const JOURNAL_TARGETS = [
  'dcim.site',
  'circuits.circuit',
  'circuits.circuittermination',
  'circuits.provider',
  'circuits.provideraccount',
  'circuits.providernetwork',
  'dcim.device',
  'dcim.devicetype',
  'dcim.interface',
  'dcim.location',
  'dcim.rack',
  'dcim.region',
  'dcim.sitegroup',
  'ipam.aggregate',
  'ipam.asn',
  'ipam.iprange',
  'ipam.ipaddress',
  'ipam.prefix',
  'ipam.routetarget',
  'ipam.vlan',
  'ipam.vrf',
  'tenancy.contact',
  'tenancy.tenant',
  'virtualization.cluster',
  'virtualization.virtualmachine',
  'virtualization.vminterface',
]

export const journalEntry = model({
  app: 'extras',
  name: 'journalentry',
  path: 'journal-entries',
  className: 'JournalEntry',
  verbose: 'journal entry',
  verbosePlural: 'journal entries',
  fields: {
    assigned_object: f.generic(JOURNAL_TARGETS, { required: true, onDelete: 'cascade' }),
    created_by: f.fk('users.user', { onDelete: 'set_null', plain: true, help: 'Defaults to the user making the request' }),
    kind: f.choice(JournalEntryKind, { default: 'info' }),
    comments: f.text({ required: true, filter: false }), // NetBox has no filter on comments (q searches them)
  },
  brief: ['created'],
  display: '{created} ({kind})',
  ordering: ['-created', 'id'],
  search: ['comments'],
  created: 'datetime',
  filters: {
    assigned_object_type_id: objectTypeId('assigned_object'),
  },
})

import { f, model } from '../../codegen/dsl.js'

export const vlanTranslationRule = model({
  app: 'ipam',
  name: 'vlantranslationrule',
  path: 'vlan-translation-rules',
  changeRelated: 'policy', // NetBox's to_objectchange related object
  webPath: false, // NetBox's serializer has no display_url
  className: 'VLANTranslationRule',
  verbose: 'VLAN translation rule',
  fields: {
    policy: f.fk('ipam.vlantranslationpolicy', { required: true, onDelete: 'cascade', plain: true }),
    local_vid: f.integer({ required: true, min: 1, max: 4094, label: 'Local VLAN ID', help: 'Numeric VLAN ID (1-4094)' }),
    remote_vid: f.integer({ required: true, min: 1, max: 4094, label: 'Remote VLAN ID', help: 'Numeric VLAN ID (1-4094)' }),
    description: f.string({ max: 200 }),
  },
  unique: [
    ['policy', 'local_vid'],
    ['policy', 'remote_vid'],
  ],
  // NetBox's serializer has no brief fields: brief mode shows everything.
  brief: ['policy', 'local_vid', 'remote_vid', 'description'],
  display: '{local_vid} -> {remote_vid}',
  ordering: ['policy', 'local_vid', 'id'],
  search: ['policy.name', { path: 'local_vid', lookup: 'exact', as: 'int' }, { path: 'remote_vid', lookup: 'exact', as: 'int' }],
})

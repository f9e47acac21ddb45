import { f, model } from '../../codegen/dsl.js'

export const vlanTranslationPolicy = model({
  app: 'ipam',
  name: 'vlantranslationpolicy',
  path: 'vlan-translation-policies',
  webPath: false, // NetBox's serializer has no display_url
  className: 'VLANTranslationPolicy',
  verbose: 'VLAN translation policy',
  verbosePlural: 'VLAN translation policies',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    description: f.string({ max: 200 }),
    rules: f.reverseMany('ipam.vlantranslationrule', 'policy'),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description'],
})

import { f, model } from '../../codegen/dsl.js'
import { IPSecMode } from './_choices.js'

export const ipsecProfile = model({
  app: 'vpn',
  name: 'ipsecprofile',
  path: 'ipsec-profiles',
  className: 'IPSecProfile',
  verbose: 'IPSec profile',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    description: f.string({ max: 200 }),
    mode: f.choice(IPSecMode, { required: true }),
    ike_policy: f.fk('vpn.ikepolicy', { required: true, onDelete: 'protect', label: 'IKE policy' }),
    ipsec_policy: f.fk('vpn.ipsecpolicy', { required: true, onDelete: 'protect', label: 'IPSec policy' }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', 'comments'],
})

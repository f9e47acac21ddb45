import { f, model } from '../../codegen/dsl.js'
import { DHGroup } from './_choices.js'

export const ipsecPolicy = model({
  app: 'vpn',
  name: 'ipsecpolicy',
  path: 'ipsec-policies',
  className: 'IPSecPolicy',
  verbose: 'IPSec policy',
  verbosePlural: 'IPSec policies',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    description: f.string({ max: 200 }),
    proposals: f.m2m('vpn.ipsecproposal', { filterAs: 'ipsec_proposal' }),
    pfs_group: f.choice(DHGroup, { nullable: true, label: 'PFS group', help: 'Diffie-Hellman group for Perfect Forward Secrecy' }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', 'comments'],
})

import { f, model, path } from '../../codegen/dsl.js'
import { AuthenticationAlgorithm, EncryptionAlgorithm } from './_choices.js'

// Encryption and/or authentication: src/domain/vpn/ipsecproposal.ts.
export const ipsecProposal = model({
  app: 'vpn',
  name: 'ipsecproposal',
  path: 'ipsec-proposals',
  className: 'IPSecProposal',
  verbose: 'IPSec proposal',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    description: f.string({ max: 200 }),
    // The example: NetBox refuses a proposal with neither algorithm.
    encryption_algorithm: f.choice(EncryptionAlgorithm, { nullable: true, label: 'Encryption', example: 'aes-256-gcm' }),
    authentication_algorithm: f.choice(AuthenticationAlgorithm, { nullable: true, label: 'Authentication' }),
    sa_lifetime_seconds: f.integer({
      min: 0,
      nullable: true,
      label: 'SA lifetime (seconds)',
      help: 'Security association lifetime (seconds)',
    }),
    sa_lifetime_data: f.integer({ min: 0, nullable: true, label: 'SA lifetime (KB)', help: 'Security association lifetime (in kilobytes)' }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', 'comments'],
  filters: {
    ipsec_policy_id: path('<vpn.ipsecpolicy.proposals>'),
    ipsec_policy: path('<vpn.ipsecpolicy.proposals>', { by: 'name' }),
  },
})

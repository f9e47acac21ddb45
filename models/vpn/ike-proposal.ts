import { f, model, path } from '../../codegen/dsl.js'
import { AuthenticationAlgorithm, AuthenticationMethod, DHGroup, EncryptionAlgorithm } from './_choices.js'

export const ikeProposal = model({
  app: 'vpn',
  name: 'ikeproposal',
  path: 'ike-proposals',
  className: 'IKEProposal',
  verbose: 'IKE proposal',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    description: f.string({ max: 200 }),
    authentication_method: f.choice(AuthenticationMethod, { required: true }),
    encryption_algorithm: f.choice(EncryptionAlgorithm, { required: true, label: 'Encryption' }),
    authentication_algorithm: f.choice(AuthenticationAlgorithm, { nullable: true, label: 'Authentication' }),
    group: f.choice(DHGroup, { required: true, help: 'Diffie-Hellman group ID' }),
    sa_lifetime: f.integer({ min: 0, nullable: true, label: 'SA lifetime', help: 'Security association lifetime (in seconds)' }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', 'comments'],
  filters: {
    ike_policy_id: path('<vpn.ikepolicy.proposals>'),
    ike_policy: path('<vpn.ikepolicy.proposals>', { by: 'name' }),
  },
})

import { f, model } from '../../codegen/dsl.js'
import { IKEMode, IKEVersion } from './_choices.js'

// Mode goes with IKEv1 only: src/domain/vpn/ikepolicy.ts.
export const ikePolicy = model({
  app: 'vpn',
  name: 'ikepolicy',
  path: 'ike-policies',
  className: 'IKEPolicy',
  verbose: 'IKE policy',
  verbosePlural: 'IKE policies',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    description: f.string({ max: 200 }),
    // The examples: a valid pair (IKEv1 needs a mode, IKEv2 takes none).
    version: f.choice(IKEVersion, { default: 2, example: 1 }),
    mode: f.choice(IKEMode, { nullable: true, example: 'main' }),
    proposals: f.m2m('vpn.ikeproposal', { filterAs: 'ike_proposal' }),
    preshared_key: f.text({ label: 'Pre-shared key' }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', 'comments'],
})

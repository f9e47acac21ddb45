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
    version: f.choice(IKEVersion, { default: 2 }),
    mode: f.choice(IKEMode, { nullable: true }),
    proposals: f.m2m('vpn.ikeproposal', { filterAs: 'ike_proposal' }),
    preshared_key: f.text({ label: 'Pre-shared key' }),
    comments: f.text(),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', 'comments'],
})

import { f, model } from '../../codegen/dsl.js'

export const rir = model({
  app: 'ipam',
  name: 'rir',
  path: 'rirs',
  className: 'RIR',
  verbose: 'RIR',
  verbosePlural: 'RIRs',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    is_private: f.boolean({ default: false, label: 'Private', help: 'IP space managed by this RIR is considered private' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    aggregate_count: f.count('ipam.aggregate', 'rir'),
  },
  brief: ['name', 'slug', 'description', 'aggregate_count'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'slug', 'description'],
})

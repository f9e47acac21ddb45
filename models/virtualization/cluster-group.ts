import { f, model } from '../../codegen/dsl.js'
import { contactFilters } from '../../codegen/fragments.js'

export const clusterGroup = model({
  app: 'virtualization',
  name: 'clustergroup',
  path: 'cluster-groups',
  className: 'ClusterGroup',
  verbose: 'cluster group',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    cluster_count: f.count('virtualization.cluster', 'group'),
  },
  brief: ['name', 'slug', 'description', 'cluster_count'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'slug', 'description'],
  filters: {
    ...contactFilters(),
  },
})

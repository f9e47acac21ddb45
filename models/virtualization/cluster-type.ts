import { f, model } from '../../codegen/dsl.js'

export const clusterType = model({
  app: 'virtualization',
  name: 'clustertype',
  path: 'cluster-types',
  className: 'ClusterType',
  verbose: 'cluster type',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    description: f.string({ max: 200 }),
    cluster_count: f.count('virtualization.cluster', 'type'),
  },
  brief: ['name', 'slug', 'description', 'cluster_count'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'slug', 'description'],
})

import { f, model } from '../../codegen/dsl.js'
import { tenancyFilters } from '../../codegen/fragments.js'

export const circuitGroup = model({
  app: 'circuits',
  name: 'circuitgroup',
  path: 'circuit-groups',
  className: 'CircuitGroup',
  verbose: 'circuit group',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    description: f.string({ max: 200 }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    circuit_count: f.count('circuits.circuitgroupassignment', 'group'),
  },
  brief: ['name'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'slug', 'description'],
  filters: {
    ...tenancyFilters(),
  },
})

import { f, model } from '../../codegen/dsl.js'

export const virtualCircuitType = model({
  app: 'circuits',
  name: 'virtualcircuittype',
  path: 'virtual-circuit-types',
  className: 'VirtualCircuitType',
  verbose: 'virtual circuit type',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    color: f.color(),
    description: f.string({ max: 200 }),
    virtual_circuit_count: f.count('circuits.virtualcircuit', 'type'),
  },
  brief: ['name', 'slug', 'description', 'virtual_circuit_count'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'slug', 'description'],
})

import { f, model } from '../../codegen/dsl.js'

export const circuitType = model({
  app: 'circuits',
  name: 'circuittype',
  path: 'circuit-types',
  className: 'CircuitType',
  verbose: 'circuit type',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    slug: f.slug({ required: true, unique: true }),
    // NetBox: ColorField(blank=True) — optional, no default colour.
    color: f.color(),
    description: f.string({ max: 200 }),
    circuit_count: f.count('circuits.circuit', 'type'),
  },
  brief: ['name', 'slug', 'description', 'circuit_count'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'slug', 'description'],
})

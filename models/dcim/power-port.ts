import { f, model } from '../../codegen/dsl.js'
import { cabled, cabledFilters, pathEndpoint, pathEndpointFilters, component, deviceComponentFilters, occupied } from '../../codegen/fragments.js'
import { PowerPortType } from './_choices.js'

export const powerPort = model({
  app: 'dcim',
  name: 'powerport',
  path: 'power-ports',
  changeRelated: 'device', // NetBox's to_objectchange related object
  className: 'PowerPort',
  verbose: 'power port',
  fields: {
    ...component(),
    type: f.choice(PowerPortType, { nullable: true, help: 'Physical port type' }),
    maximum_draw: f.integer({ min: 1, max: 32767, nullable: true, help: 'Maximum power draw (watts)', example: 1000 }),
    allocated_draw: f.integer({ min: 1, max: 32767, nullable: true, help: 'Allocated power draw (watts)', example: 500 }),
    description: f.string({ max: 200 }),
    ...cabled(),
    ...pathEndpoint(),
    ...occupied(),
  },
  unique: [['device', 'name']],
  brief: ['device', 'name', 'description', 'cable', '_occupied'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device', 'name', 'id'],
  search: ['name', 'label', 'description'],
  filters: {
    ...deviceComponentFilters(),
    ...cabledFilters(),
    ...pathEndpointFilters(),
  },
})

import { f, model } from '../../codegen/dsl.js'
import { cabled, cabledFilters, component, deviceComponentFilters, occupied } from '../../codegen/fragments.js'
import { PortType } from './_choices.js'

export const rearPort = model({
  app: 'dcim',
  name: 'rearport',
  path: 'rear-ports',
  changeRelated: 'device', // NetBox's to_objectchange related object
  className: 'RearPort',
  verbose: 'rear port',
  fields: {
    ...component(),
    type: f.choice(PortType, { required: true }),
    color: f.color(),
    positions: f.integer({ min: 1, max: 1024, default: 1, help: 'Number of front ports which may be mapped' }),
    description: f.string({ max: 200 }),
    ...cabled(),
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
  },
})

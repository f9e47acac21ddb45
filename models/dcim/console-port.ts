import { f, model } from '../../codegen/dsl.js'
import { cabled, cabledFilters, pathEndpoint, pathEndpointFilters, component, deviceComponentFilters, occupied } from '../../codegen/fragments.js'
import { ConsolePortSpeed, ConsolePortType } from './_choices.js'

export const consolePort = model({
  app: 'dcim',
  name: 'consoleport',
  path: 'console-ports',
  changeRelated: 'device', // NetBox's to_objectchange related object
  className: 'ConsolePort',
  verbose: 'console port',
  fields: {
    ...component(),
    type: f.choice(ConsolePortType, { nullable: true, help: 'Physical port type' }),
    speed: f.choice(ConsolePortSpeed, { nullable: true, help: 'Port speed in bits per second' }),
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

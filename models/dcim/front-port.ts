import { f, model } from '../../codegen/dsl.js'
import { cabled, cabledFilters, component, deviceComponentFilters, occupied } from '../../codegen/fragments.js'
import { PortType } from './_choices.js'

export const frontPort = model({
  app: 'dcim',
  name: 'frontport',
  path: 'front-ports',
  changeRelated: 'device', // NetBox's to_objectchange related object
  className: 'FrontPort',
  verbose: 'front port',
  fields: {
    ...component(),
    type: f.choice(PortType, { required: true }),
    color: f.color(),
    rear_port: f.fk('dcim.rearport', {
      lookupBy: false,
      required: true,
      onDelete: 'cascade',
      sameAs: { field: 'device', message: 'Rear port ({value}) must belong to the same device' },
    }),
    rear_port_position: f.integer({ min: 1, max: 1024, default: 1, example: 1, help: 'Mapped position on corresponding rear port' }),
    description: f.string({ max: 200 }),
    ...cabled(),
    ...occupied(),
  },
  unique: [['device', 'name'], ['rear_port', 'rear_port_position']],
  brief: ['device', 'name', 'description', 'cable', '_occupied'],
  display: ['{name} ({label})', '{name}'],
  ordering: ['device', 'name', 'id'],
  search: ['name', 'label', 'description'],
  filters: {
    ...deviceComponentFilters(),
    ...cabledFilters(),
    rear_port: false, // NetBox has only rear_port_id (clients pass ids there)
  },
})

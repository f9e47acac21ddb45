import { f, model, predicate } from '../../codegen/dsl.js'
import { ServiceProtocol } from './service.js'

export const serviceTemplate = model({
  app: 'ipam',
  name: 'servicetemplate',
  path: 'service-templates',
  className: 'ServiceTemplate',
  verbose: 'service template',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    protocol: f.choice(ServiceProtocol, { required: true }),
    ports: f.integerList({ required: true, min: 1, max: 65535, label: 'Port numbers', example: [22, 443] }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  brief: ['name', 'protocol', 'ports', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description'],
  filters: {
    port: predicate('arrayContains', 'ports'),
  },
})

import { f, model, path } from '../../codegen/dsl.js'
import { tenancyFilters } from '../../codegen/fragments.js'

export const routeTarget = model({
  app: 'ipam',
  name: 'routetarget',
  path: 'route-targets',
  className: 'RouteTarget',
  verbose: 'route target',
  fields: {
    name: f.string({ max: 21, required: true, unique: true, help: 'Route target value (formatted in accordance with RFC 4360)' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description'],
  filters: {
    importing_l2vpn_id: path('<vpn.l2vpn.import_targets>'),
    importing_l2vpn: path('<vpn.l2vpn.import_targets>', { by: 'identifier' }),
    exporting_l2vpn_id: path('<vpn.l2vpn.export_targets>'),
    exporting_l2vpn: path('<vpn.l2vpn.export_targets>', { by: 'identifier' }),
    ...tenancyFilters(),
    importing_vrf_id: path('<ipam.vrf.import_targets>'),
    importing_vrf: path('<ipam.vrf.import_targets>', { by: 'rd' }),
    exporting_vrf_id: path('<ipam.vrf.export_targets>'),
    exporting_vrf: path('<ipam.vrf.export_targets>', { by: 'rd' }),
  },
})

import { f, model } from '../../codegen/dsl.js'
import { contactFilters, tenancyFilters } from '../../codegen/fragments.js'
import { TunnelEncapsulation, TunnelStatus } from './_choices.js'

export const tunnel = model({
  app: 'vpn',
  name: 'tunnel',
  path: 'tunnels',
  className: 'Tunnel',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    status: f.choice(TunnelStatus, { default: 'active' }),
    group: f.fk('vpn.tunnelgroup', { onDelete: 'protect' }),
    encapsulation: f.choice(TunnelEncapsulation, { required: true }),
    ipsec_profile: f.fk('vpn.ipsecprofile', { onDelete: 'protect', label: 'IPSec profile' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    tunnel_id: f.bigint({ min: 0, nullable: true, label: 'Tunnel ID' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    terminations_count: f.count('vpn.tunneltermination', 'tunnel'),
  },
  unique: [['group', 'name']],
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', 'comments'],
  filters: {
    ...tenancyFilters(),
    ...contactFilters(),
  },
})

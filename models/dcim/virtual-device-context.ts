import { choices, f, model, notNull, path } from '../../codegen/dsl.js'
import { tenancyFilters } from '../../codegen/fragments.js'

export const VirtualDeviceContextStatus = choices({ active: 'Active', planned: 'Planned', offline: 'Offline' })

// Identifier and name unique per device, primary IPs on the device's interfaces:
// src/domain/dcim/virtualdevicecontext.ts.
export const virtualDeviceContext = model({
  app: 'dcim',
  name: 'virtualdevicecontext',
  path: 'virtual-device-contexts',
  className: 'VirtualDeviceContext',
  verbose: 'virtual device context',
  fields: {
    name: f.string({ max: 64, required: true }),
    device: f.fk('dcim.device', { required: true, onDelete: 'protect' }),
    identifier: f.integer({ min: 0, max: 32767, nullable: true, help: 'Numeric identifier unique to the parent device' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    // NetBox's primary_ip property: IPv6 preferred.
    primary_ip: f.fk('ipam.ipaddress', { label: 'Primary IP', generated: 'coalesce({primary_ip6_id}, {primary_ip4_id})', filter: false }),
    primary_ip4: f.fk('ipam.ipaddress', { onDelete: 'set_null', unique: true, label: 'Primary IPv4', example: null }),
    primary_ip6: f.fk('ipam.ipaddress', { onDelete: 'set_null', unique: true, label: 'Primary IPv6', example: null }),
    status: f.choice(VirtualDeviceContextStatus, { required: true }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    interface_count: f.count('dcim.interface', 'vdcs'),
  },
  unique: [
    ['device', 'identifier'],
    ['device', 'name'],
  ],
  brief: ['name', 'identifier', 'device', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', { path: 'identifier', lookup: 'exact', as: 'int' }],
  filters: {
    ...tenancyFilters(),
    has_primary_ip: notNull('primary_ip4', 'primary_ip6'),
    interface_id: path('<dcim.interface.vdcs>'),
  },
})

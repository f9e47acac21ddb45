import { choices, f, model } from '../../codegen/dsl.js'
import { DeviceAirflow } from './device-type.js'

export const DeviceFace = choices({
  front: 'Front',
  rear: 'Rear',
})

export const DeviceStatus = choices({
  offline: 'Offline',
  active: 'Active',
  planned: 'Planned',
  staged: 'Staged',
  failed: 'Failed',
  inventory: 'Inventory',
  decommissioning: 'Decommissioning',
})

export const device = model({
  app: 'dcim',
  name: 'device',
  path: 'devices',
  className: 'Device',
  fields: {
    name: f.string({ max: 64, nullable: true }),
    device_type: f.fk('dcim.devicetype', { required: true, onDelete: 'protect' }),
    role: f.fk('dcim.devicerole', { required: true, onDelete: 'protect', help: 'The function this device serves' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    platform: f.fk('dcim.platform', { onDelete: 'set_null' }),
    serial: f.string({ max: 50, label: 'Serial number', help: "Chassis serial number, assigned by the manufacturer" }),
    asset_tag: f.string({ max: 50, unique: true, nullable: true, help: 'A unique tag used to identify this device' }),
    site: f.fk('dcim.site', { required: true, onDelete: 'protect' }),
    location: f.fk('dcim.location', { onDelete: 'protect' }),
    rack: f.fk('dcim.rack', { onDelete: 'protect' }),
    position: f.decimal({ digits: 4, places: 1, min: 1, nullable: true, label: 'Position (U)' }),
    face: f.choice(DeviceFace, { nullable: true, label: 'Rack face' }),
    latitude: f.decimal({ digits: 8, places: 6, min: -90, max: 90, nullable: true }),
    longitude: f.decimal({ digits: 9, places: 6, min: -180, max: 180, nullable: true }),
    status: f.choice(DeviceStatus, { default: 'active' }),
    airflow: f.choice(DeviceAirflow, { nullable: true }),
    // NetBox's primary_ip property: IPv6 preferred.
    primary_ip: f.fk('ipam.ipaddress', { label: 'Primary IP', generated: 'coalesce({primary_ip6_id}, {primary_ip4_id})' }),
    primary_ip4: f.fk('ipam.ipaddress', { onDelete: 'set_null', label: 'Primary IPv4', example: null }),
    primary_ip6: f.fk('ipam.ipaddress', { onDelete: 'set_null', label: 'Primary IPv6', example: null }),
    oob_ip: f.fk('ipam.ipaddress', { onDelete: 'set_null', label: 'Out-of-band IP', example: null }),
    cluster: f.fk('virtualization.cluster', { onDelete: 'set_null' }),
    virtual_chassis: f.fk('dcim.virtualchassis', { onDelete: 'set_null' }),
    vc_position: f.integer({ min: 0, max: 255, nullable: true, label: 'VC position' }),
    vc_priority: f.integer({ min: 0, max: 255, nullable: true, label: 'VC priority' }),
    description: f.string({ max: 200 }),
    comments: f.text(),
    local_context_data: f.json({ nullable: true, filter: false, jsonObject: true }),
    interface_count: f.count('dcim.interface', 'device'),
  },
  unique: [['site', 'name'], ['virtual_chassis', 'vc_position']],
  brief: ['name', 'description'],
  display: ['{name}', 'Unnamed device ({id})'],
  displayName: true,
  configContext: true,
  ordering: ['name', 'id'],
  search: ['name', 'serial', 'asset_tag', 'description', 'comments'],
})

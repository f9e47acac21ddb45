// Field groups several model files share (NetBox's abstract models). Model files spread them into
// their `fields`; each call returns fresh objects.
import { f, notNull, path } from './dsl.js'

/** Every object a cable can end on. */
export const CABLE_TERMINATION_TARGETS = [
  'circuits.circuittermination',
  'dcim.consoleport',
  'dcim.consoleserverport',
  'dcim.frontport',
  'dcim.interface',
  'dcim.poweroutlet',
  'dcim.powerfeed',
  'dcim.powerport',
  'dcim.rearport',
]

/** NetBox's CabledObjectModel: the cable fields written by the cable, read-only here. */
export function cabled() {
  return {
    mark_connected: f.boolean({ default: false, help: 'Treat as if a cable is connected' }),
    cable: f.fk('dcim.cable', { onDelete: 'set_null', readOnly: true }),
    cable_end: f.string({ max: 1, readOnly: true }),
    link_peers: f.peers({ through: 'dcim.cabletermination', link: 'cable', end: 'cable_end', generic: 'termination' }),
  }
}

/** `_occupied`: a cable is attached, or the object is marked connected. Last in the representation. */
export function occupied() {
  return { _occupied: f.boolean({ generated: '{cable_id} IS NOT NULL OR {mark_connected}', label: 'Occupied' }) }
}

/** NetBox's ComponentModel head: device (deleted with it), module, name, label. */
export function component(nameMax = 64) {
  return {
    device: f.fk('dcim.device', { required: true, onDelete: 'cascade' }),
    module: f.fk('dcim.module', {
      onDelete: 'cascade',
      sameAs: { field: 'device', message: 'The module ({value}) belongs to a different device ({other}).' },
    }),
    name: f.string({ max: nameMax, required: true }),
    label: f.string({ max: 64, help: 'Physical label' }),
  }
}


// Filter groups several model files share (NetBox's filterset mixins). Model files spread them into
// their `filters`.

/** TenancyFilterSet's groups: the tenant's group and its descendants. */
export function tenancyFilters() {
  return {
    tenant_group_id: path('tenant.group', { tree: true }),
    tenant_group: path('tenant.group', { by: 'slug', tree: true }),
  }
}

/** Region and site group (trees) through the site at `site` (a path to a dcim.site). */
export function siteTreeFilters(site: string) {
  return {
    region_id: path(`${site}.region`, { tree: true }),
    region: path(`${site}.region`, { by: 'slug', tree: true }),
    site_group_id: path(`${site}.group`, { tree: true }),
    site_group: path(`${site}.group`, { by: 'slug', tree: true }),
  }
}

/** The tree filters of a tree model on itself: `ancestor(_id)`, its parent's node or above. */
export function ancestorFilters() {
  return {
    ancestor_id: path('parent', { tree: true }),
    ancestor: path('parent', { by: 'slug', tree: true }),
  }
}

/** ContactModelFilterSet: through the contact assignments pointing at the object. */
export function contactFilters() {
  return {
    contact: path('<tenancy.contactassignment.object>.contact'),
    contact_role: path('<tenancy.contactassignment.object>.role'),
    contact_group: path('<tenancy.contactassignment.object>.contact.group', { tree: true }),
  }
}

/**
 * CabledObjectFilterSet: `cabled` (a cable is attached) and `occupied` (cabled or marked connected:
 * the `_occupied` column of occupied(), whose own filter NetBox does not have).
 */
export function cabledFilters() {
  return {
    cabled: notNull('cable'),
    occupied: path('_occupied', { lookups: false }),
    _occupied: false as const,
  }
}

/**
 * DeviceComponentFilterSet: the device's site, location and rack (NetBox caches them on the
 * component), its region and site group (trees), type (by model), role, status, tenant and virtual
 * chassis (by name).
 */
export function deviceComponentFilters() {
  return {
    ...siteTreeFilters('device.site'),
    site_id: path('device.site'),
    site: path('device.site', { by: 'slug' }),
    location_id: path('device.location'),
    location: path('device.location', { by: 'slug' }),
    rack_id: path('device.rack'),
    rack: path('device.rack', { by: 'name' }),
    device_type_id: path('device.device_type'),
    device_type: path('device.device_type', { by: 'model' }),
    device_role_id: path('device.role'),
    device_role: path('device.role', { by: 'slug' }),
    virtual_chassis_id: path('device.virtual_chassis'),
    virtual_chassis: path('device.virtual_chassis', { by: 'name' }),
    device_status: path('device.status'),
    tenant_id: path('device.tenant'),
    tenant: path('device.tenant', { by: 'slug' }),
  }
}

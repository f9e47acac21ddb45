// Field groups several model files share (NetBox's abstract models). Model files spread them into
// their `fields`; each call returns fresh objects.
import { anyOf, f, notNull, path, predicate } from './dsl.js'

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

/** NetBox's PathEndpoint: the connected endpoints from the object's cable path (ConnectedEndpointsSerializer). */
export function pathEndpoint() {
  return { connected_endpoints: f.connected() }
}

/** PathEndpointFilterSet: `connected`, the object's cable path is active. */
export function pathEndpointFilters() {
  return { connected: predicate('connected') }
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
    contact_group: path('<tenancy.contactassignment.object>.contact.groups', { tree: true }),
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

const CABLED_COMPONENTS = ['dcim.consoleport', 'dcim.consoleserverport', 'dcim.frontport', 'dcim.interface', 'dcim.poweroutlet', 'dcim.powerport', 'dcim.rearport']

/**
 * CableFilterSet's termination filters: a cable matches when one of its terminations is of that
 * type and id (`interface_id`, …), or sits on that device, site, rack or location (NetBox's cached
 * `_device`, `_site`, `_rack`, `_location` of the termination: a component's device; a power
 * feed's panel and rack; a circuit termination's site).
 */
export function cableTerminationFilters() {
  const end = (t: string) => `<dcim.cabletermination.cable>.termination<${t}>`
  const through = (steps: Array<[string[], string]>, by?: string) =>
    anyOf(steps.flatMap(([types, rest]) => types.map((t) => path(`${end(t)}.${rest}`, by ? { by } : {}))), { lookups: false })
  const C = CABLED_COMPONENTS
  const out: Record<string, ReturnType<typeof anyOf> | ReturnType<typeof path>> = {
    device_id: through([[C, 'device']]),
    device: through([[C, 'device']], 'name'),
    site_id: through([[C, 'device.site'], [['dcim.powerfeed'], 'power_panel.site'], [['circuits.circuittermination'], 'site']]),
    site: through([[C, 'device.site'], [['dcim.powerfeed'], 'power_panel.site'], [['circuits.circuittermination'], 'site']], 'slug'),
    rack_id: through([[C, 'device.rack'], [['dcim.powerfeed'], 'rack']]),
    rack: through([[C, 'device.rack'], [['dcim.powerfeed'], 'rack']], 'name'),
    location_id: through([[C, 'device.location'], [['dcim.powerfeed'], 'power_panel.location']]),
    location: through([[C, 'device.location'], [['dcim.powerfeed'], 'power_panel.location']], 'name'),
  }
  for (const t of CABLE_TERMINATION_TARGETS) out[`${t.split('.')[1]}_id`] = path(end(t), { lookups: false })
  return out
}

/**
 * ScopedFilterSet (NetBox's cached `_region`, `_site_group`, `_location` of a scope): through the
 * generic `scope` (a circuit termination's `termination`; `via` a path to it, such as a circuit's
 * terminations) to a region, site group, site or location, trees included; `site`: also `_site`.
 */
export function scopeFilters(field = 'scope', opts: { via?: string; site?: boolean; locationTree?: boolean } = {}) {
  const s = (t: string, rest = '') => `${opts.via ?? ''}${field}<${t}>${rest}`
  const region = [s('dcim.region'), s('dcim.site', '.region'), s('dcim.location', '.site.region')]
  const group = [s('dcim.sitegroup'), s('dcim.site', '.group'), s('dcim.location', '.site.group')]
  const site = [s('dcim.site'), s('dcim.location', '.site')]
  const tree = opts.locationTree ?? true
  return {
    region_id: anyOf(region.map((p) => path(p, { tree: true })), { lookups: true }),
    region: anyOf(region.map((p) => path(p, { by: 'slug', tree: true })), { lookups: true }),
    site_group_id: anyOf(group.map((p) => path(p, { tree: true })), { lookups: true }),
    site_group: anyOf(group.map((p) => path(p, { by: 'slug', tree: true })), { lookups: true }),
    // `_site`: the site scoped, or the site of the location scoped.
    ...(opts.site
      ? {
          site_id: anyOf(site.map((p) => path(p)), { lookups: true }),
          site: anyOf(site.map((p) => path(p, { by: 'slug' })), { lookups: true }),
        }
      : {}),
    location_id: path(s('dcim.location'), { tree }),
    location: path(s('dcim.location'), { by: 'slug', tree }),
  }
}

// The hand-written baseline's device page: ONE SQL query (the page of devices first, then its
// nested relations, counts, matching config contexts and the total) and plain JS that builds
// NetBox's objects. It renders byte for byte the JSON the engine does for the bench data
// (`npx tsx bench/baseline-check.ts` checks; the bench checks again before measuring); relations
// the bench never sets (location, IPs, cluster, virtual chassis, config template, a parent bay) are
// read as ids and rendered in full only when unset (null).
import { DeviceFace, DeviceStatus } from '../models/dcim/device.js'
import { DeviceAirflow } from '../models/dcim/device-type.js'

/** A tree node's depth, as the engine computes it (no stored level). */
const depth = (table: string, id: string) =>
  `(WITH RECURSIVE up(pid, d) AS (SELECT parent_id, 0 FROM ${table} WHERE id = ${id} UNION ALL SELECT p.parent_id, up.d + 1 FROM ${table} p JOIN up ON p.id = up.pid) SELECT max(d)::int FROM up)`
const count = (table: string) => `(SELECT count(*)::int FROM ${table} c WHERE c.device_id = d.id)`
/** Ids of a tree node and its ancestors. */
const ancestors = (table: string, id: string) =>
  `ARRAY(WITH RECURSIVE anc(id, up) AS (SELECT id, parent_id FROM ${table} WHERE id = ${id} UNION ALL SELECT p.id, p.parent_id FROM ${table} p JOIN anc ON p.id = anc.up) SELECT id FROM anc)`
/** A config context's assignment list of this name matches when empty or when it holds one of `ids`. */
const matches = (list: string, ids: string) =>
  `(NOT EXISTS (SELECT 1 FROM extras_configcontext_${list} j WHERE j.source_id = cc.id) OR EXISTS (SELECT 1 FROM extras_configcontext_${list} j WHERE j.source_id = cc.id AND j.target_id = ANY(${ids})))`

export const BASELINE_DEVICES_SQL = `
WITH page AS MATERIALIZED (SELECT * FROM dcim_device ORDER BY name, id LIMIT $1 OFFSET $2)
SELECT d.id, d.name, d.serial, d.asset_tag, d.position::float8 AS position, d.face,
       d.latitude::float8 AS latitude, d.longitude::float8 AS longitude, d.status, d.airflow,
       d.location_id, coalesce(d.primary_ip6_id, d.primary_ip4_id) AS primary_ip_id, d.primary_ip4_id, d.primary_ip6_id,
       d.oob_ip_id, d.cluster_id, d.virtual_chassis_id, d.config_template_id, pb.id AS parent_bay_id,
       d.vc_position, d.vc_priority, d.description, d.comments, d.local_context_data, d.custom_field_data,
       to_char(d.created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created,
       to_char(d.last_updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS last_updated,
       dt.id AS dt_id, dt.model AS dt_model, dt.slug AS dt_slug, dt.description AS dt_description,
       mf.id AS mf_id, mf.name AS mf_name, mf.slug AS mf_slug, mf.description AS mf_description,
       r.id AS role_id, r.name AS role_name, r.slug AS role_slug, r.description AS role_description, ${depth('dcim_devicerole', 'r.id')} AS role_depth,
       tn.id AS tn_id, tn.name AS tn_name, tn.slug AS tn_slug, tn.description AS tn_description,
       pf.id AS pf_id, pf.name AS pf_name, pf.slug AS pf_slug, pf.description AS pf_description, ${depth('dcim_platform', 'pf.id')} AS pf_depth,
       s.id AS site_id, s.name AS site_name, s.slug AS site_slug, s.description AS site_description,
       rk.id AS rack_id, rk.name AS rack_name, rk.facility_id AS rack_facility_id, rk.description AS rack_description,
       (SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'slug', g.slug, 'color', g.color, 'description', g.description)
                                 ORDER BY g.weight, g.name), '[]'::json)
          FROM dcim_device_tags jt JOIN extras_tag g ON g.id = jt.target_id WHERE jt.source_id = d.id) AS tags,
       (SELECT coalesce(json_agg(cc.data ORDER BY cc.weight, cc.name, cc.id), '[]'::json)
          FROM extras_configcontext cc
         WHERE cc.is_active
           AND ${matches('regions', ancestors('dcim_region', 's.region_id'))}
           AND ${matches('site_groups', ancestors('dcim_sitegroup', 's.group_id'))}
           AND ${matches('sites', 'ARRAY[d.site_id]')}
           AND ${matches('locations', ancestors('dcim_location', 'd.location_id'))}
           AND ${matches('device_types', 'ARRAY[d.device_type_id]')}
           AND ${matches('roles', ancestors('dcim_devicerole', 'd.role_id'))}
           AND ${matches('platforms', ancestors('dcim_platform', 'd.platform_id'))}
           AND ${matches('cluster_types', 'ARRAY(SELECT type_id FROM virtualization_cluster WHERE id = d.cluster_id)')}
           AND ${matches('cluster_groups', 'ARRAY(SELECT group_id FROM virtualization_cluster WHERE id = d.cluster_id)')}
           AND ${matches('clusters', 'ARRAY[d.cluster_id]')}
           AND ${matches('tenant_groups', ancestors('tenancy_tenantgroup', 'tn.group_id'))}
           AND ${matches('tenants', 'ARRAY[d.tenant_id]')}
           AND ${matches('tags', 'ARRAY(SELECT target_id FROM dcim_device_tags WHERE source_id = d.id)')}) AS contexts,
       ${count('dcim_consoleport')} AS console_port_count,
       ${count('dcim_consoleserverport')} AS console_server_port_count,
       ${count('dcim_powerport')} AS power_port_count,
       ${count('dcim_poweroutlet')} AS power_outlet_count,
       ${count('dcim_interface')} AS interface_count,
       ${count('dcim_frontport')} AS front_port_count,
       ${count('dcim_rearport')} AS rear_port_count,
       ${count('dcim_devicebay')} AS device_bay_count,
       ${count('dcim_modulebay')} AS module_bay_count,
       ${count('dcim_inventoryitem')} AS inventory_item_count,
       (SELECT count(*)::int FROM dcim_device) AS total
  FROM page d
  JOIN dcim_devicetype dt ON dt.id = d.device_type_id
  JOIN dcim_manufacturer mf ON mf.id = dt.manufacturer_id
  JOIN dcim_devicerole r ON r.id = d.role_id
  JOIN dcim_site s ON s.id = d.site_id
  LEFT JOIN dcim_rack rk ON rk.id = d.rack_id
  LEFT JOIN tenancy_tenant tn ON tn.id = d.tenant_id
  LEFT JOIN dcim_platform pf ON pf.id = d.platform_id
  LEFT JOIN dcim_devicebay pb ON pb.installed_device_id = d.id
 ORDER BY d.name, d.id`

type Row = Record<string, unknown>

const labels = (choices: Array<{ value: string | number; label: string }>) => new Map(choices.map((c) => [c.value, c.label]))
const STATUS = labels(DeviceStatus)
const FACE = labels(DeviceFace)
const AIRFLOW = labels(DeviceAirflow)

const choice = (map: Map<unknown, string>, v: unknown) => (v === null || v === undefined ? null : { value: v, label: map.get(v) ?? '' })
const idOnly = (base: string, path: string, id: unknown) => (id === null || id === undefined ? null : { id, url: `${base}/api/${path}/${id}/` })

function nested(base: string, path: string, r: Row, p: string, withDepth = false): Row | null {
  const id = r[`${p}_id`]
  if (id === null || id === undefined) return null
  const name = r[`${p}_name`]
  const o: Row = { id, url: `${base}/api/${path}/${id}/`, display: name, name, slug: r[`${p}_slug`], description: r[`${p}_description`] }
  if (withDepth) o._depth = r[`${p}_depth`]
  return o
}

const isDict = (v: unknown): v is Row => typeof v === 'object' && v !== null && !Array.isArray(v)
/** NetBox's deepmerge: dictionaries merge key by key, anything else is replaced by the newer value. */
function merge(into: Row, from: unknown): Row {
  if (!isDict(from)) return into
  for (const [k, v] of Object.entries(from)) into[k] = isDict(v) && isDict(into[k]) ? merge({ ...into[k] }, v) : v
  return into
}

export function deviceFromRow(base: string, r: Row): Row {
  const display = r.name ? String(r.name) : `Unnamed device (${r.id})`
  const rackDisplay = r.rack_facility_id ? `${r.rack_name} (${r.rack_facility_id})` : r.rack_name
  return {
    id: r.id,
    url: `${base}/api/dcim/devices/${r.id}/`,
    display_url: `${base}/dcim/devices/${r.id}/`,
    display,
    display_name: display,
    name: r.name,
    device_type: {
      id: r.dt_id,
      url: `${base}/api/dcim/device-types/${r.dt_id}/`,
      display: r.dt_model,
      manufacturer: nested(base, 'dcim/manufacturers', r, 'mf'),
      model: r.dt_model,
      slug: r.dt_slug,
      description: r.dt_description,
    },
    role: nested(base, 'dcim/device-roles', r, 'role', true),
    tenant: nested(base, 'tenancy/tenants', r, 'tn'),
    platform: nested(base, 'dcim/platforms', r, 'pf', true),
    serial: r.serial,
    asset_tag: r.asset_tag,
    site: nested(base, 'dcim/sites', r, 'site'),
    location: idOnly(base, 'dcim/locations', r.location_id),
    rack:
      r.rack_id === null
        ? null
        : { id: r.rack_id, url: `${base}/api/dcim/racks/${r.rack_id}/`, display: rackDisplay, name: r.rack_name, description: r.rack_description },
    position: r.position,
    face: choice(FACE, r.face),
    latitude: r.latitude,
    longitude: r.longitude,
    parent_device: idOnly(base, 'dcim/devices', r.parent_bay_id),
    status: choice(STATUS, r.status),
    airflow: choice(AIRFLOW, r.airflow),
    primary_ip: idOnly(base, 'ipam/ip-addresses', r.primary_ip_id),
    primary_ip4: idOnly(base, 'ipam/ip-addresses', r.primary_ip4_id),
    primary_ip6: idOnly(base, 'ipam/ip-addresses', r.primary_ip6_id),
    oob_ip: idOnly(base, 'ipam/ip-addresses', r.oob_ip_id),
    cluster: idOnly(base, 'virtualization/clusters', r.cluster_id),
    virtual_chassis: idOnly(base, 'dcim/virtual-chassis', r.virtual_chassis_id),
    vc_position: r.vc_position,
    vc_priority: r.vc_priority,
    description: r.description,
    comments: r.comments,
    config_template: idOnly(base, 'extras/config-templates', r.config_template_id),
    config_context: merge((r.contexts as unknown[]).reduce<Row>((into, data) => merge(into, data), {}), r.local_context_data),
    local_context_data: r.local_context_data,
    tags: (r.tags as Row[]).map((t) => ({ id: t.id, url: `${base}/api/extras/tags/${t.id}/`, display: t.name, ...t })),
    custom_fields: r.custom_field_data ?? {},
    created: r.created,
    last_updated: r.last_updated,
    console_port_count: r.console_port_count,
    console_server_port_count: r.console_server_port_count,
    power_port_count: r.power_port_count,
    power_outlet_count: r.power_outlet_count,
    interface_count: r.interface_count,
    front_port_count: r.front_port_count,
    rear_port_count: r.rear_port_count,
    device_bay_count: r.device_bay_count,
    module_bay_count: r.module_bay_count,
    inventory_item_count: r.inventory_item_count,
  }
}

export interface DevicePage {
  count: number
  next: string | null
  previous: string | null
  results: Row[]
}

export function devicePage(base: string, rows: Row[], limit: number, offset: number): DevicePage {
  const count = rows.length ? Number(rows[0].total) : 0 // an empty page has no row to carry the total
  const link = (o: number) => `${base}/api/dcim/devices/?limit=${limit}${o > 0 ? `&offset=${o}` : ''}`
  return {
    count,
    next: offset + limit < count ? link(offset + limit) : null,
    previous: offset > 0 ? link(Math.max(0, offset - limit)) : null,
    results: rows.map((r) => deviceFromRow(base, r)),
  }
}

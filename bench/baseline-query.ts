// The hand-written baseline's device page: ONE SQL query (the page of devices first, then its
// nested relations, counts and the total) and plain JS that builds NetBox-like objects.
// It renders the same JSON as the engine for the bench data; relations the bench never sets
// (location, primary/oob IPs, cluster) are only read as ids and rendered as null when unset.
import { DeviceFace, DeviceStatus } from '../models/dcim/device.js'
import { DeviceAirflow } from '../models/dcim/device-type.js'

export const BASELINE_DEVICES_SQL = `
WITH page AS MATERIALIZED (SELECT * FROM dcim_device ORDER BY name, id LIMIT $1 OFFSET $2)
SELECT d.id, d.name, d.serial, d.asset_tag, d.position::float8 AS position, d.face,
       d.latitude::float8 AS latitude, d.longitude::float8 AS longitude, d.status, d.airflow,
       d.location_id, d.primary_ip4_id, d.primary_ip6_id, d.oob_ip_id, d.cluster_id,
       d.vc_position, d.vc_priority, d.description, d.comments, d.local_context_data, d.custom_field_data,
       to_char(d.created AT TIME ZONE 'UTC', 'YYYY-MM-DD') AS created,
       to_char(d.last_updated AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"') AS last_updated,
       dt.id AS dt_id, dt.model AS dt_model, dt.slug AS dt_slug, dt.description AS dt_description,
       mf.id AS mf_id, mf.name AS mf_name, mf.slug AS mf_slug, mf.description AS mf_description,
       r.id AS role_id, r.name AS role_name, r.slug AS role_slug, r.description AS role_description,
       tn.id AS tn_id, tn.name AS tn_name, tn.slug AS tn_slug, tn.description AS tn_description,
       pf.id AS pf_id, pf.name AS pf_name, pf.slug AS pf_slug, pf.description AS pf_description,
       s.id AS site_id, s.name AS site_name, s.slug AS site_slug, s.description AS site_description,
       rk.id AS rack_id, rk.name AS rack_name, rk.facility_id AS rack_facility_id, rk.description AS rack_description,
       (SELECT count(*)::int FROM dcim_interface i WHERE i.device_id = d.id) AS interface_count,
       (SELECT coalesce(json_agg(json_build_object('id', g.id, 'name', g.name, 'slug', g.slug, 'color', g.color, 'description', g.description)
                                 ORDER BY g.weight, g.name), '[]'::json)
          FROM dcim_device_tags jt JOIN extras_tag g ON g.id = jt.target_id WHERE jt.source_id = d.id) AS tags,
       (SELECT count(*)::int FROM dcim_device) AS total
  FROM page d
  JOIN dcim_devicetype dt ON dt.id = d.device_type_id
  JOIN dcim_manufacturer mf ON mf.id = dt.manufacturer_id
  JOIN dcim_devicerole r ON r.id = d.role_id
  JOIN dcim_site s ON s.id = d.site_id
  LEFT JOIN dcim_rack rk ON rk.id = d.rack_id
  LEFT JOIN tenancy_tenant tn ON tn.id = d.tenant_id
  LEFT JOIN dcim_platform pf ON pf.id = d.platform_id
 ORDER BY d.name, d.id`

type Row = Record<string, unknown>

const labels = (choices: Array<{ value: string | number; label: string }>) => new Map(choices.map((c) => [c.value, c.label]))
const STATUS = labels(DeviceStatus)
const FACE = labels(DeviceFace)
const AIRFLOW = labels(DeviceAirflow)

const choice = (map: Map<unknown, string>, v: unknown) => (v === null || v === undefined ? null : { value: v, label: map.get(v) ?? '' })
const idOnly = (base: string, path: string, id: unknown) => (id === null || id === undefined ? null : { id, url: `${base}/api/${path}/${id}/` })

function nested(base: string, path: string, r: Row, p: string): Row | null {
  const id = r[`${p}_id`]
  if (id === null || id === undefined) return null
  const name = r[`${p}_name`]
  return { id, url: `${base}/api/${path}/${id}/`, display: name, name, slug: r[`${p}_slug`], description: r[`${p}_description`] }
}

export function deviceFromRow(base: string, r: Row): Row {
  const display = r.name ? String(r.name) : `Unnamed device (${r.id})`
  const rackDisplay = r.rack_facility_id ? `${r.rack_name} (${r.rack_facility_id})` : r.rack_name
  return {
    id: r.id,
    url: `${base}/api/dcim/devices/${r.id}/`,
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
    role: nested(base, 'dcim/device-roles', r, 'role'),
    tenant: nested(base, 'tenancy/tenants', r, 'tn'),
    platform: nested(base, 'dcim/platforms', r, 'pf'),
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
    status: choice(STATUS, r.status),
    airflow: choice(AIRFLOW, r.airflow),
    primary_ip4: idOnly(base, 'ipam/ip-addresses', r.primary_ip4_id),
    primary_ip6: idOnly(base, 'ipam/ip-addresses', r.primary_ip6_id),
    oob_ip: idOnly(base, 'ipam/ip-addresses', r.oob_ip_id),
    cluster: idOnly(base, 'virtualization/clusters', r.cluster_id),
    vc_position: r.vc_position,
    vc_priority: r.vc_priority,
    description: r.description,
    comments: r.comments,
    config_context: {},
    local_context_data: r.local_context_data,
    tags: (r.tags as Row[]).map((t) => ({ id: t.id, url: `${base}/api/extras/tags/${t.id}/`, display: t.name, ...t })),
    custom_fields: r.custom_field_data ?? {},
    created: r.created,
    last_updated: r.last_updated,
    interface_count: r.interface_count,
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

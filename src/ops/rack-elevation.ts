// A rack's elevation as JSON (NetBox's RackViewSet.elevation with render=json, Rack.get_rack_units):
// every half unit of the rack, top to bottom (bottom to top with desc_units), each with the device
// mounted there on the face asked for (full-depth devices count on both faces). A device the caller
// may not view leaves its units occupied but shows no device. `expand_devices=false` lists a device
// only at its lowest unit. `q` keeps the units whose id or name contains it. The parameters are
// checked as NetBox's RackElevationDetailFilterSerializer checks them (400 with its messages).
// Two queries: the rack and the devices; plus one for the devices' brief representation.
import { ValidationError } from '../engine/errors.js'
import { Conditions } from '../engine/filter-core.js'
import { getModel } from '../engine/models.js'
import { getObjects } from '../engine/read.js'
import type { OpContext } from './context.js'
import { visibleRow } from './visible-row.js'

export interface ElevationUnit {
  id: number
  name: string
  face: { value: string; label: string }
  device: Record<string, unknown> | null
  occupied: boolean
  display: string
}

export interface ElevationQuery {
  face: 'front' | 'rear'
  render: 'json' | 'svg'
  exclude: number | null
  expand_devices: boolean
  include_images: boolean
  q: string | null
}

const FACES: Record<string, string> = { front: 'Front', rear: 'Rear' }
const TRUE = new Set(['true', '1', 'on', 'yes', 'y', 't'])
const FALSE = new Set(['false', '0', 'off', 'no', 'n', 'f'])

type Raw = Record<string, unknown>
const last = (v: unknown): string | undefined => (Array.isArray(v) ? (v[v.length - 1] as string) : typeof v === 'string' ? v : undefined)

/** The query string as NetBox's RackElevationDetailFilterSerializer validates it. */
export function elevationQuery(raw: Raw): ElevationQuery {
  const errors: Record<string, string[]> = {}
  const choice = (name: string, allowed: string[], dflt: string) => {
    const v = last(raw[name])
    if (v === undefined) return dflt
    if (v === '') errors[name] = ['"" is not a valid choice.']
    else if (!allowed.includes(v)) errors[name] = [`"${v}" is not a valid choice.`]
    return v
  }
  const bool = (name: string, dflt: boolean) => {
    const v = last(raw[name])
    if (v === undefined) return dflt
    if (TRUE.has(v.toLowerCase())) return true
    if (FALSE.has(v.toLowerCase())) return false
    errors[name] = ['Must be a valid boolean.']
    return dflt
  }
  const int = (name: string): number | null => {
    const v = last(raw[name])
    if (v === undefined) return null
    const s = v.trim()
    if (!/^-?\d+(\.0*)?$/.test(s) || s.length > 50) {
      errors[name] = ['A valid integer is required.']
      return null
    }
    return Number.parseInt(s, 10)
  }
  for (const name of ['unit_width', 'unit_height', 'legend_width', 'margin_width']) int(name)
  const out: ElevationQuery = {
    face: choice('face', ['front', 'rear'], 'front') as ElevationQuery['face'],
    render: choice('render', ['json', 'svg'], 'json') as ElevationQuery['render'],
    exclude: int('exclude'),
    expand_devices: bool('expand_devices', true),
    include_images: bool('include_images', true),
    q: last(raw.q) || null,
  }
  if (Object.keys(errors).length) throw new ValidationError(errors)
  return out
}

/**
 * The rack's units as NetBox's RackUnitSerializer shows them, all of them (the caller pages them).
 * `parse` reads the query once the rack is found (NetBox: 404 first, then the parameters' 400).
 */
export async function rackElevationOp(ctx: OpContext, rawId: string | number, parse: () => ElevationQuery): Promise<ElevationUnit[]> {
  const rm = getModel('dcim.rack')
  const dm = getModel('dcim.device')
  const { id, row: rack } = await visibleRow<{ u_height: number; starting_unit: number; desc_units: boolean }>(ctx, rm, rawId, ['u_height', 'starting_unit', 'desc_units'])
  const query = parse()
  if (query.render === 'svg') throw new ValidationError({ render: ['SVG rendering of rack elevations is not supported by this service; use render=json.'] })

  // Units in half units (integers), top to bottom unless numbered descending (NetBox's Rack.units).
  const halves: number[] = []
  const lo = 2 * rack.starting_unit
  const hi = 2 * (rack.u_height + rack.starting_unit) - 1
  if (rack.desc_units) for (let h = lo; h <= hi; h++) halves.push(h)
  else for (let h = hi; h >= lo; h--) halves.push(h)
  const face = { value: query.face, label: FACES[query.face] }
  const units = new Map<number, ElevationUnit & { deviceId?: number }>()
  for (const h of halves) {
    const u = h / 2
    const name = `U${u}`
    units.set(h, { id: u, name, face, device: null, occupied: false, display: name })
  }

  // The devices mounted on this face (or full depth), and which of them the caller may view.
  const vc = new Conditions(3)
  const viewRestrict = await ctx.access.restrict(dm, 'view')
  viewRestrict?.(vc)
  const visible = vc.where.length ? `(${vc.where.join(' AND ')})` : 'true'
  const devices = await ctx.db.query<{ id: number; position: string; u_height: string; visible: boolean }>(
    `SELECT t.id, t.position::text AS position, dt.u_height::text AS u_height, ${visible} AS visible FROM dcim_device t ` +
      `JOIN dcim_devicetype dt ON dt.id = t.device_type_id ` +
      `WHERE t.rack_id = $1 AND t.position > 0 AND dt.u_height > 0 AND (t.face = $2 OR dt.is_full_depth) AND t.id IS DISTINCT FROM $3::int ORDER BY t.id`,
    // An id beyond PostgreSQL's integer range excludes nothing (no device has it).
    [id, query.face, query.exclude !== null && Math.abs(query.exclude) <= 2147483647 ? query.exclude : null, ...vc.params],
  )
  const shown = new Set<number>()
  for (const d of devices) {
    const start = Math.round(Number(d.position) * 2)
    const end = start + Math.round(Number(d.u_height) * 2)
    for (let h = start; h < (query.expand_devices ? end : start + 1); h++) {
      const unit = units.get(h)
      if (!unit) continue
      unit.occupied = true
      if (d.visible) {
        unit.deviceId = d.id
        shown.add(d.id)
      }
    }
  }
  const briefs = new Map<number, Record<string, unknown>>()
  for (const o of (await getObjects(ctx.db, dm, [...shown], { brief: true, configContext: false }, ctx.base)) as Array<Record<string, unknown>>)
    briefs.set(o.id as number, o)

  let out = [...units.values()].map(({ deviceId, ...u }) => ({ ...u, device: deviceId ? (briefs.get(deviceId) ?? null) : null }))
  if (query.q) {
    const q = query.q.toLowerCase()
    // NetBox's unit ids are Decimals: str() writes 42.0 (but the first unit of a descending rack as 1).
    const first = rack.desc_units ? rack.starting_unit : undefined
    out = out.filter((u) => (u.id === first ? String(u.id) : decimalText(u.id)).includes(q) || u.name.toLowerCase().includes(q))
  }
  return out
}

/** A unit number as Python's str(Decimal) writes it: 42.0, 42.5. */
function decimalText(u: number): string {
  return Number.isInteger(u) ? `${u}.0` : String(u)
}

// Reads of the cable paths (dcim_cablepath, kept by src/domain/dcim/_paths.ts): NetBox's
// PathEndpointMixin.trace, PassThroughPortMixin.paths (dcim/api/views.py) and the connected-device
// locator (ConnectedDeviceViewSet). Each checks view access on the object asked about.
import { NotFoundError, notFound, ValidationError } from '../engine/errors.js'
import { getModel } from '../engine/models.js'
import { getObject, getObjects } from '../engine/read.js'
import type { Representation } from '../engine/select.js'
import type { ModelDef } from '../registry/types.js'
import type { OpContext } from './context.js'
import { parseId } from './input.js'

type Node = [string, number]
type Obj = Record<string, unknown>

const BRIEF: Representation = { brief: true, configContext: false }
const FULL: Representation = { brief: false, configContext: false }

/** NetBox's TracedCableSerializer fields. */
const TRACED_CABLE = ['id', 'url', 'display_url', 'type', 'status', 'label', 'color', 'length', 'length_unit', 'description']

interface PathRow {
  id: number
  path: Node[][]
  is_active: boolean
  is_complete: boolean
  is_split: boolean
}

const parsePath = (v: unknown): Node[][] => (typeof v === 'string' ? JSON.parse(v) : v) as Node[][]

/** The object must exist and be visible to the caller (else NetBox's 404). */
async function visible(ctx: OpContext, m: ModelDef, rawId: string | number): Promise<number> {
  await ctx.access.require(m, 'view')
  const restrict = await ctx.access.restrict(m, 'view')
  const id = parseId(m, rawId)
  await getObject(ctx.db, m, id, BRIEF, ctx.base, restrict)
  return id
}

/** The nested (brief) objects of every node, one query per model; cables in TracedCableSerializer's shape. */
async function resolveNodes(ctx: OpContext, steps: Node[][], tracedCables: boolean): Promise<Map<string, Obj>> {
  const byType = new Map<string, Set<number>>()
  for (const step of steps) for (const [type, id] of step) byType.set(type, (byType.get(type) ?? new Set()).add(id))
  const out = new Map<string, Obj>()
  for (const [type, ids] of byType) {
    const cable = tracedCables && type === 'dcim.cable'
    const objs = (await getObjects(ctx.db, getModel(type), [...ids], cable ? FULL : BRIEF, ctx.base)) as Obj[]
    for (const o of objs) out.set(`${type}:${o.id}`, cable ? Object.fromEntries(TRACED_CABLE.map((k) => [k, o[k] ?? null])) : o)
  }
  return out
}

const objectsOf = (objs: Map<string, Obj>, step: Node[]) => step.map(([t, id]) => objs.get(`${t}:${id}`)).filter((o): o is Obj => o !== undefined)

async function pathOf(ctx: OpContext, type: string, id: number): Promise<PathRow | undefined> {
  const rows = await ctx.db.query<PathRow>(
    'SELECT id, path, is_active, is_complete, is_split FROM dcim_cablepath WHERE origin_type = $1 AND origin_ids @> ARRAY[$2::int] ORDER BY id LIMIT 1',
    [type, id],
  )
  return rows[0] && { ...rows[0], path: parsePath(rows[0].path) }
}

/**
 * PathEndpoint.trace: the path as [near ends, cable, far ends] triples, continued through a
 * destination interface's bridge; a path ending at a loose pass-through port is padded, one ending at
 * a site gets an empty link.
 */
export async function traceOp(ctx: OpContext, m: ModelDef, rawId: string | number): Promise<unknown[]> {
  const id = await visible(ctx, m, rawId)
  const steps: Node[][] = []
  let origin: Node | undefined = [m.key, id]
  const seen = new Set<string>()
  while (origin && !seen.has(origin.join(':'))) {
    seen.add(origin.join(':'))
    const p = await pathOf(ctx, origin[0], origin[1])
    if (!p) break
    steps.push(...p.path)
    if (steps.length % 3 === 1) steps.push([], [])
    else if (steps.length % 3 === 2) steps.splice(steps.length - 1, 0, [])
    const destinations = p.is_complete ? (p.path.at(-1) ?? []) : []
    origin = undefined
    if (destinations.length === 1 && destinations[0][0] === 'dcim.interface') {
      const rows = await ctx.db.query<{ bridge_id: number | null }>('SELECT bridge_id FROM dcim_interface WHERE id = $1', [destinations[0][1]])
      if (rows[0]?.bridge_id) origin = ['dcim.interface', Number(rows[0].bridge_id)]
    }
  }
  const objs = await resolveNodes(ctx, steps, true)
  const out: unknown[] = []
  for (let i = 0; i + 2 < steps.length; i += 3) {
    const near = objectsOf(objs, steps[i])
    if (!near.length) break // the path is split: stop here
    const cables = objectsOf(objs, steps[i + 1])
    out.push([near, cables.length ? cables[0] : [], objectsOf(objs, steps[i + 2])])
  }
  return out
}

/** PassThroughPortMixin.paths: every cable path through the object, as CablePathSerializer shows them. */
export async function pathsOp(ctx: OpContext, m: ModelDef, rawId: string | number): Promise<unknown[]> {
  const id = await visible(ctx, m, rawId)
  const rows = await ctx.db.query<PathRow>(
    'SELECT id, path, is_active, is_complete, is_split FROM dcim_cablepath WHERE nodes @> ARRAY[$1::text] ORDER BY id',
    [`${m.key}:${id}`],
  )
  const paths = rows.map((r) => ({ ...r, path: parsePath(r.path) }))
  const objs = await resolveNodes(ctx, paths.flatMap((p) => p.path), false)
  return paths.map((p) => ({
    id: Number(p.id),
    path: p.path.map((step) => objectsOf(objs, step)),
    is_active: p.is_active,
    is_complete: p.is_complete,
    is_split: p.is_split,
  }))
}

/**
 * ConnectedDeviceViewSet.list: the device at the other end of `peer_interface` on `peer_device`
 * (both by name), as a full device without config_context. 400 without both; 404 when either is unknown or the far end is
 * not an interface.
 */
export async function connectedDeviceOp(ctx: OpContext, params: { peer_device?: unknown; peer_interface?: unknown }): Promise<unknown> {
  const device = getModel('dcim.device')
  const iface = getModel('dcim.interface')
  const str = (v: unknown) => (Array.isArray(v) ? v.at(-1) : v)
  const deviceName = str(params.peer_device)
  const ifaceName = str(params.peer_interface)
  if (typeof deviceName !== 'string' || typeof ifaceName !== 'string' || !deviceName || !ifaceName)
    throw new ValidationError({ detail: 'Request must include "peer_device" and "peer_interface" filters.' })
  const nul = Object.entries({ peer_device: deviceName, peer_interface: ifaceName }).filter(([, v]) => v.includes('\u0000'))
  if (nul.length) throw new ValidationError(Object.fromEntries(nul.map(([k]) => [k, ['Null characters are not allowed.']])))
  await ctx.access.require(device, 'view')
  await ctx.access.require(iface, 'view')
  const devices = await ctx.db.query<{ id: number }>('SELECT id FROM dcim_device WHERE name = $1 ORDER BY id', [deviceName])
  if (devices.length !== 1) throw notFound(device)
  const ifaces = await ctx.db.query<{ id: number }>('SELECT id FROM dcim_interface WHERE device_id = $1 AND name = $2', [devices[0].id, ifaceName])
  if (!ifaces.length) throw notFound(iface)
  // The peer device and interface must be visible to the caller, as NetBox's restricted querysets.
  await getObject(ctx.db, device, Number(devices[0].id), BRIEF, ctx.base, await ctx.access.restrict(device, 'view'))
  await getObject(ctx.db, iface, Number(ifaces[0].id), BRIEF, ctx.base, await ctx.access.restrict(iface, 'view'))
  const p = await pathOf(ctx, 'dcim.interface', Number(ifaces[0].id))
  const far = p?.is_complete ? (p.path.at(-1) ?? []) : []
  if (!far.length || far[0][0] !== 'dcim.interface') throw new NotFoundError('Not found.')
  const rows = await ctx.db.query<{ device_id: number }>('SELECT device_id FROM dcim_interface WHERE id = $1', [far[0][1]])
  // NetBox's DeviceSerializer: the full device without config_context.
  return getObject(ctx.db, device, Number(rows[0].device_id), FULL, ctx.base, await ctx.access.restrict(device, 'view'))
}

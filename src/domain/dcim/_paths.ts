// NetBox's cable paths (dcim/models/cables.py CablePath.from_origin, dcim/signals.py, dcim/utils.py):
// from a path endpoint (interface, console port, console server port, power port, power outlet,
// power feed) through its cable to the far end, on through front port → rear port (by position),
// rear port → front port and circuit termination A ↔ Z, until an endpoint (complete), a loose end or
// a split. The paths live in dcim_cablepath (src/db/schema/cablepath.ts): derived data that NetBox
// does not change-log either, so it is written here directly in the write's transaction.
import type { Param, Queryable } from '../../db/types.js'
import { getModel } from '../../engine/models.js'

export type Node = [string, number]

/** The most cables one path may cross (NetBox has no bound: a loop would trace forever). */
const MAX_HOPS = 256

/** NetBox's PathEndpoint models: the origins (and destinations) of paths. */
export const PATH_ENDPOINTS = ['dcim.interface', 'dcim.consoleport', 'dcim.consoleserverport', 'dcim.powerport', 'dcim.poweroutlet', 'dcim.powerfeed']

/** Every model that can appear as a node of a path. */
const NODE_MODELS = new Set([...PATH_ENDPOINTS, 'dcim.frontport', 'dcim.rearport', 'circuits.circuittermination', 'dcim.cable', 'dcim.site'])

const nodeKey = (n: Node) => `${n[0]}:${n[1]}`
const table = (key: string) => getModel(key).table

interface Term {
  type: string
  id: number
  cable: number | null
  end: string | null
  rear_port?: number
  rear_port_position?: number
  positions?: number
  circuit?: number
  term_side?: string
  site?: number | null
}

const EXTRA: Record<string, string> = {
  'dcim.frontport': ', rear_port_id AS rear_port, rear_port_position',
  'dcim.rearport': ', positions',
  'circuits.circuittermination': ', circuit_id AS circuit, term_side, site_id AS site',
}

async function load(db: Queryable, type: string, where: string, params: Param[]): Promise<Term[]> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT id, cable_id AS cable, cable_end AS "end"${EXTRA[type] ?? ''} FROM "${table(type)}" WHERE ${where} ORDER BY id`,
    params,
  )
  return rows.map((r) => {
    const t: Term = { ...(r as unknown as Term), type, id: Number(r.id), cable: r.cable === null ? null : Number(r.cable) }
    return t
  })
}

const byIds = (db: Queryable, type: string, ids: number[]) => load(db, type, 'id = ANY($1::int[])', [ids])

export interface TracedPath {
  path: Node[][]
  isActive: boolean
  isComplete: boolean
  isSplit: boolean
}

/** CablePath.from_origin: the path traced from `origins` (all of one type, on one cable end), or null when they have no cable. */
export async function fromOrigin(db: Queryable, origins: Term[]): Promise<TracedPath | null> {
  const path: Node[][] = []
  const positionStack: number[][] = []
  let isComplete = false
  let isActive = true
  let isSplit = false
  let terms = origins
  // Bounded: a loop of patch panels ends the trace (marked split) instead of running forever.
  for (let hops = 0; terms.length; hops++) {
    if (hops >= MAX_HOPS) {
      isSplit = true
      break
    }
    const links = [...new Set(terms.map((t) => t.cable))]
    if (links.length > 1 && positionStack.length && terms.length !== positionStack.at(-1)!.length) {
      isSplit = true
      break
    }
    // Step 1: the near-end terminations.
    path.push(terms.map((t) => [t.type, t.id]))
    // Step 2: their cables.
    const cables = [...new Set(terms.filter((t) => t.cable !== null).map((t) => t.cable!))]
    if (!cables.length) {
      if (path.length === 1) return null
      break
    }
    // Step 3: an asymmetric path is split.
    if (cables.length && terms.some((t) => t.cable === null)) {
      isComplete = false
      isSplit = true
    }
    // Step 4: the cables.
    path.push(cables.map((id) => ['dcim.cable', id]))
    // Step 5: a cable not connected makes the path inactive.
    const status = await db.query<{ status: string }>('SELECT status FROM dcim_cable WHERE id = ANY($1::int[])', [cables])
    if (status.some((s) => s.status !== 'connected')) isActive = false
    // Step 6: the far-end terminations of those cables.
    const local = await db.query<{ cable_id: number; cable_end: string }>(
      'SELECT cable_id, cable_end FROM dcim_cabletermination WHERE termination_type = $1 AND termination_id = ANY($2::int[])',
      [terms[0].type, terms.map((t) => t.id)],
    )
    if (!local.length) break
    const pairs = local.map((l) => `(${Number(l.cable_id)}, '${l.cable_end === 'A' ? 'B' : 'A'}')`)
    const remote = await db.query<{ type: string; id: number }>(
      `SELECT termination_type AS type, termination_id AS id FROM dcim_cabletermination WHERE (cable_id, cable_end) IN (${pairs.join(', ')}) ORDER BY cable_id, cable_end, id`,
    )
    if (remote.some((r) => r.type !== remote[0].type)) {
      isComplete = false
      isSplit = true
      break
    }
    // Step 7: the far ends.
    path.push(remote.map((r) => [r.type, Number(r.id)]))
    if (!remote.length) break
    // Step 8: the next hop.
    const farType = remote[0].type
    const far = await byIds(db, farType, remote.map((r) => Number(r.id)))
    if (farType === 'dcim.frontport') {
      const rearPorts = await byIds(db, 'dcim.rearport', [...new Set(far.map((fp) => fp.rear_port!))])
      if (rearPorts.length > 1 || (rearPorts[0]?.positions ?? 1) > 1) positionStack.push(far.map((fp) => fp.rear_port_position!))
      terms = rearPorts
    } else if (farType === 'dcim.rearport') {
      let frontPorts: Term[]
      if (far.length === 1 && far[0].positions === 1) {
        frontPorts = await load(db, 'dcim.frontport', 'rear_port_id = $1 AND rear_port_position = 1', [far[0].id])
      } else if (far.length > 1 && positionStack.length) {
        const positions = positionStack.pop()!
        if (far.length !== positions.length) {
          isSplit = true // NetBox refuses the path (UnsupportedCablePath)
          break
        }
        const conds = far.map((rp) => `(rear_port_id = ${rp.id} AND rear_port_position = ${Number(positions.pop())})`)
        frontPorts = await load(db, 'dcim.frontport', conds.join(' OR '), [])
      } else if (positionStack.length) {
        frontPorts = await load(db, 'dcim.frontport', 'rear_port_id = $1 AND rear_port_position = ANY($2::int[])', [far[0].id, positionStack.pop()!])
      } else if (far.every((rp) => rp.positions === 1)) {
        frontPorts = await load(db, 'dcim.frontport', 'rear_port_id = ANY($1::int[])', [far.map((rp) => rp.id)])
        if (frontPorts.length !== far.length) {
          isSplit = true
          break
        }
      } else {
        isSplit = true // no position to follow: the path splits at the rear port
        break
      }
      terms = frontPorts
    } else if (farType === 'circuits.circuittermination') {
      const conds = far.map((ct) => `(circuit_id = ${ct.circuit} AND term_side = '${ct.term_side === 'A' ? 'Z' : 'A'}')`)
      const other = await load(db, 'circuits.circuittermination', conds.join(' OR '), [])
      if (!other.length) break
      if (other.every((ct) => ct.site !== null && ct.site !== undefined && ct.cable === null)) {
        // The circuit ends at a site: an attachment, not a connection.
        path.push(other.map((ct) => [ct.type, ct.id]))
        path.push(other.map((ct) => ['dcim.site', Number(ct.site)]))
        break
      }
      if (other.some((ct) => ct.cable !== null && cables.includes(ct.cable))) {
        isSplit = true
        break
      }
      terms = other
    } else {
      isComplete = true
      break
    }
  }
  return { path, isActive, isComplete, isSplit }
}

async function save(db: Queryable, p: TracedPath): Promise<void> {
  const [originType] = p.path[0][0]
  const last = p.path.at(-1) ?? []
  await db.query(
    `INSERT INTO dcim_cablepath (origin_type, origin_ids, destination_type, destination_ids, path, nodes, is_active, is_complete, is_split)
     VALUES ($1, $2::int[], $3, $4::int[], $5::jsonb, $6::text[], $7, $8, $9)`,
    [
      originType,
      p.path[0].map((n) => n[1]),
      p.isComplete && last.length ? last[0][0] : null,
      p.isComplete ? last.map((n) => n[1]) : [],
      JSON.stringify(p.path),
      p.path.flat().map(nodeKey),
      p.isActive,
      p.isComplete,
      p.isSplit,
    ],
  )
}

/**
 * Traces again the paths of these origins (NetBox's retrace/create_cablepath): their old paths are
 * removed; each origin still on a cable gets a path with the other terminations of its cable end.
 */
export async function retraceOrigins(db: Queryable, origins: Node[]): Promise<void> {
  const byType = new Map<string, Set<number>>()
  for (const [type, id] of origins) if (PATH_ENDPOINTS.includes(type)) byType.set(type, (byType.get(type) ?? new Set()).add(id))
  const done = new Set<string>()
  for (const [type, set] of byType) {
    const ids = [...set]
    await db.query('DELETE FROM dcim_cablepath WHERE origin_type = $1 AND origin_ids && $2::int[]', [type, ids])
    for (const t of await byIds(db, type, ids)) {
      if (t.cable === null || done.has(`${type}:${t.id}`)) continue
      // Every termination of this type on the same cable end is an origin of the one path.
      const group = await load(db, type, 'cable_id = $1 AND cable_end = $2', [t.cable, t.end])
      group.forEach((g) => done.add(`${type}:${g.id}`))
      await db.query('DELETE FROM dcim_cablepath WHERE origin_type = $1 AND origin_ids && $2::int[]', [type, group.map((g) => g.id)])
      const p = await fromOrigin(db, group)
      if (p) await save(db, p)
    }
  }
}

/** The origins of every path through any of `nodes`. */
async function originsThrough(db: Queryable, nodes: string[]): Promise<{ pathIds: number[]; origins: Node[] }> {
  if (!nodes.length) return { pathIds: [], origins: [] }
  const rows = await db.query<{ id: number; origin_type: string; origin_ids: number[] }>(
    'SELECT id, origin_type, origin_ids FROM dcim_cablepath WHERE nodes && $1::text[]',
    [nodes],
  )
  return {
    pathIds: rows.map((r) => Number(r.id)),
    origins: rows.flatMap((r) => r.origin_ids.map((id): Node => [r.origin_type, Number(id)])),
  }
}

/** After a cable is created or changed: its ends' paths, and every path through it or its terminations. */
export async function cableSaved(db: Queryable, cableId: number): Promise<void> {
  const terms = await db.query<{ type: string; id: number }>(
    'SELECT termination_type AS type, termination_id AS id FROM dcim_cabletermination WHERE cable_id = $1',
    [cableId],
  )
  const nodes: Node[] = [['dcim.cable', cableId], ...terms.map((t): Node => [t.type, Number(t.id)])]
  const through = await originsThrough(db, nodes.map(nodeKey))
  await retraceOrigins(db, [...through.origins, ...nodes.filter((n) => PATH_ENDPOINTS.includes(n[0]))])
}

/** After front ports are created: the paths that ended at their rear ports now go on (extend_rearport_cable_paths). */
export async function rearPortsExtended(db: Queryable, rearPortIds: number[]): Promise<void> {
  const through = await originsThrough(db, rearPortIds.map((id) => nodeKey(['dcim.rearport', id])))
  if (through.origins.length) await retraceOrigins(db, through.origins)
}

/** After a delete: every path through a deleted cable or node is traced again from its remaining origins. */
export async function nodesDeleted(db: Queryable, deleted: Map<string, number[]>): Promise<void> {
  const nodes: string[] = []
  const gone = new Set<string>()
  for (const [key, ids] of deleted)
    if (NODE_MODELS.has(key))
      for (const id of ids) {
        nodes.push(nodeKey([key, id]))
        gone.add(nodeKey([key, id]))
      }
  const through = await originsThrough(db, nodes)
  if (!through.pathIds.length) return
  await db.query('DELETE FROM dcim_cablepath WHERE id = ANY($1::int[])', [through.pathIds])
  await retraceOrigins(db, through.origins.filter((n) => !gone.has(nodeKey(n))))
}

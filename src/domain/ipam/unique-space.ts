// NetBox's unique IP space: within a VRF that enforces it, or in the global table (no VRF) when
// ENFORCE_GLOBAL_UNIQUE is on, a prefix or an IP address (host compared, mask ignored) may exist
// once. Items of one bulk create are compared with each other too, since none is stored yet.
// The host is looked up through the host(address) index (no scan).
import type { Queryable } from '../../db/types.js'
import { createPeers, type SaveInput } from '../../engine/hooks.js'
import type { FieldErrors } from '../../engine/errors.js'
import { current, ownId } from '../current.js'

/** Roles that may share an address (anycast, VIPs and first-hop redundancy protocols). */
const NONUNIQUE_ROLES = new Set(['anycast', 'vip', 'vrrp', 'hsrp', 'glbp', 'carp'])

interface Space {
  vrf: number | null
  /** "VRF Blue (65000:1)" or "global table", as NetBox names it. */
  table: string
}

/** The VRF (or global table) a row lives in, or null when that space does not enforce uniqueness. */
async function enforcedSpace(input: SaveInput, db: Queryable): Promise<Space | null> {
  const vrf = current<number>(input, 'vrf', 'vrf_id')
  if (vrf === null) return input.settings.enforceGlobalUnique ? { vrf: null, table: 'global table' } : null
  // The items of one request mostly share a VRF: look it up once.
  const cache = scratch<Map<number, Space | null>>(input, 'unique-space:vrfs', () => new Map())
  if (cache.has(Number(vrf))) return cache.get(Number(vrf))!
  const rows = await db.query<{ name: string; rd: string | null; enforce_unique: boolean }>(
    'SELECT name, rd, enforce_unique FROM ipam_vrf WHERE id = $1',
    [vrf],
  )
  const space = !rows.length || !rows[0].enforce_unique ? null : { vrf: Number(vrf), table: `VRF ${rows[0].rd ? `${rows[0].name} (${rows[0].rd})` : rows[0].name}` }
  cache.set(Number(vrf), space)
  return space
}

function scratch<T>(input: SaveInput, key: string, make: () => T): T {
  let v = input.batch.get(key) as T | undefined
  if (v === undefined) input.batch.set(key, (v = make()))
  return v
}

interface StoredAddress {
  vrf: number | null
  shown: string
  role: string | null
}

/** Stored addresses sharing a host with any of `hosts` (any mask length), by host as given. */
async function storedByHost(db: Queryable, hosts: string[]): Promise<Map<string, StoredAddress[]>> {
  const rows = await db.query<{ host: string; vrf_id: number | null; shown: string; role: string | null }>(
    // Keyed by the host as given, so the lookup does not depend on how either side prints it; the
    // host(address) index answers all hosts in one scan.
    `SELECT g.h AS host, a.vrf_id, host(a.address) || '/' || masklen(a.address) AS shown, a.role
       FROM (SELECT h, host(h::inet) AS k FROM unnest($1::text[]) h) g
       JOIN ipam_ipaddress a ON host(a.address) = g.k
      ORDER BY a.address, a.id`,
    [hosts],
  )
  const out = new Map<string, StoredAddress[]>()
  for (const r of rows) {
    const list = out.get(r.host) ?? []
    list.push({ vrf: r.vrf_id === null ? null : Number(r.vrf_id), shown: r.shown, role: r.role })
    out.set(r.host, list)
  }
  return out
}

/**
 * On a bulk create, the stored addresses of every item's host, fetched with one query on the
 * first item (nothing of the request is stored before all items are checked).
 */
async function bulkStored(input: SaveInput, db: Queryable): Promise<Map<string, StoredAddress[]> | undefined> {
  const peers = createPeers(input)
  if (peers.length < 2) return undefined
  const key = 'unique-space:stored-addresses'
  const known = input.batch.get(key) as Map<string, StoredAddress[]> | undefined
  if (known) return known
  const hosts = [...new Set(peers.map((p) => p.get('address')).filter((a): a is string => typeof a === 'string').map(hostOf))]
  const stored = await storedByHost(db, hosts)
  input.batch.set(key, stored)
  return stored
}

interface Pending {
  shown: string
  role: string | null
}

/**
 * Items of the same bulk create seen so far, by model, then by space and key (a map, so that each
 * item's check is a lookup: filtering the list for every item was quadratic, 0.4 s of a 1,000-address POST).
 */
function pending(input: SaveInput, model: string): Map<string, Pending[]> {
  let seen = input.batch.get(`unique-space:${model}`) as Map<string, Pending[]> | undefined
  if (!seen) input.batch.set(`unique-space:${model}`, (seen = new Map()))
  return seen
}

/** Notes `item` under `key` in `seen` (on a create) and returns the items noted there before it. */
function seenBefore(input: SaveInput, seen: Map<string, Pending[]>, key: string, item: Pending): Pending[] {
  const before = seen.get(key) ?? []
  if (input.mode === 'create') seen.set(key, [...before, item])
  return before
}

const hostOf = (address: string) => address.split('/')[0].toLowerCase()

export async function duplicateAddress(input: SaveInput, db: Queryable): Promise<FieldErrors | undefined> {
  const address = current<string>(input, 'address')
  if (!address) return undefined
  const host = hostOf(address)
  const space = await enforcedSpace(input, db)
  if (!space) return undefined
  const role = current<string>(input, 'role')
  const nonunique = role !== null && NONUNIQUE_ROLES.has(role)
  const stored = await bulkStored(input, db)
  const rows = stored
    ? (stored.get(host) ?? []).filter((r) => r.vrf === space.vrf)
    : await db.query<{ shown: string; role: string | null }>(
        `SELECT host(address) || '/' || masklen(address) AS shown, role FROM ipam_ipaddress
          WHERE host(address) = host($1::inet) AND vrf_id IS NOT DISTINCT FROM $2 AND id <> $3 ORDER BY address, id`,
        [address, space.vrf, ownId(input) ?? 0],
      )
  const dups = [...rows, ...seenBefore(input, pending(input, 'ipaddress'), `${space.vrf}|${host}`, { shown: address, role })]
  if (!dups.length) return undefined
  if (nonunique && dups.every((d) => d.role !== null && NONUNIQUE_ROLES.has(d.role))) return undefined
  return { address: [`Duplicate IP address found in ${space.table}: ${dups[0].shown}`] }
}

export async function duplicatePrefix(input: SaveInput, db: Queryable): Promise<FieldErrors | undefined> {
  const prefix = current<string>(input, 'prefix')
  if (!prefix) return undefined
  const space = await enforcedSpace(input, db)
  if (!space) return undefined
  const rows = await db.query<{ shown: string }>(
    `SELECT prefix::text AS shown FROM ipam_prefix WHERE prefix = $1::cidr AND vrf_id IS NOT DISTINCT FROM $2 AND id <> $3 ORDER BY id LIMIT 1`,
    [prefix, space.vrf, ownId(input) ?? 0],
  )
  const dups = [...rows, ...seenBefore(input, pending(input, 'prefix'), `${space.vrf}|${prefix.toLowerCase()}`, { shown: prefix, role: null })]
  if (!dups.length) return undefined
  return { prefix: [`Duplicate prefix found in ${space.table}: ${dups[0].shown}`] }
}

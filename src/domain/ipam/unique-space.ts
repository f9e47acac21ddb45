// NetBox's unique IP space: within a VRF that enforces it, or in the global table (no VRF) when
// ENFORCE_GLOBAL_UNIQUE is on, a prefix or an IP address (host compared, mask ignored) may exist
// once. Items of one bulk create are compared with each other too, since none is stored yet.
// The host is looked up under every mask length, so the address index answers (no scan).
import type { Queryable } from '../../db/types.js'
import type { SaveInput } from '../../engine/hooks.js'
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
  const rows = await db.query<{ name: string; rd: string | null; enforce_unique: boolean }>(
    'SELECT name, rd, enforce_unique FROM ipam_vrf WHERE id = $1',
    [vrf],
  )
  if (!rows.length || !rows[0].enforce_unique) return null
  const { name, rd } = rows[0]
  return { vrf: Number(vrf), table: `VRF ${rd ? `${name} (${rd})` : name}` }
}

interface Pending {
  vrf: number | null
  key: string
  shown: string
  role: string | null
}

/** Items of the same bulk create seen so far, by model. */
function pending(input: SaveInput, model: string): Pending[] {
  let list = input.batch.get(`unique-space:${model}`) as Pending[] | undefined
  if (!list) input.batch.set(`unique-space:${model}`, (list = []))
  return list
}

const hostOf = (address: string) => address.split('/')[0].toLowerCase()

export async function duplicateAddress(input: SaveInput, db: Queryable): Promise<FieldErrors | undefined> {
  const address = current<string>(input, 'address')
  if (!address) return undefined
  const space = await enforcedSpace(input, db)
  if (!space) return undefined
  const role = current<string>(input, 'role')
  const nonunique = role !== null && NONUNIQUE_ROLES.has(role)
  const rows = await db.query<{ shown: string; role: string | null }>(
    `SELECT host(address) || '/' || masklen(address) AS shown, role FROM ipam_ipaddress
      WHERE address = ANY(ARRAY(SELECT set_masklen(host($1::inet)::inet, m)
                                  FROM generate_series(0, CASE family($1::inet) WHEN 4 THEN 32 ELSE 128 END) m))
        AND vrf_id IS NOT DISTINCT FROM $2 AND id <> $3 ORDER BY address, id`,
    [address, space.vrf, ownId(input) ?? 0],
  )
  const batch = pending(input, 'ipaddress')
  const dups = [...rows, ...batch.filter((p) => p.vrf === space.vrf && p.key === hostOf(address))]
  if (input.mode === 'create') batch.push({ vrf: space.vrf, key: hostOf(address), shown: address, role })
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
  const batch = pending(input, 'prefix')
  const dups = [...rows, ...batch.filter((p) => p.vrf === space.vrf && p.key === prefix.toLowerCase())]
  if (input.mode === 'create') batch.push({ vrf: space.vrf, key: prefix.toLowerCase(), shown: prefix, role: null })
  if (!dups.length) return undefined
  return { prefix: [`Duplicate prefix found in ${space.table}: ${dups[0].shown}`] }
}

// NetBox's IP range rules: both ends of one family and mask, the end above the start, at most
// 2^32 - 1 addresses, and no overlap with another range in the same VRF. `size` is derived.
import ipaddr from 'ipaddr.js'
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current, ownId } from '../current.js'

const MAX_SIZE = 2 ** 32 - 1

/** Family, mask length and numeric value of a validated `address/mask`. */
function parse(address: string): { family: number; mask: string; value: bigint } {
  const [host, mask = ''] = address.split('/')
  const bytes = ipaddr.parse(host).toByteArray()
  const value = bytes.reduce((acc, b) => (acc << 8n) | BigInt(b), 0n)
  return { family: bytes.length === 4 ? 4 : 6, mask, value }
}

interface Pending {
  vrf: number | null
  start: string
  end: string
  shown: string
}

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | undefined> {
  const start = current<string>(input, 'start_address')
  const end = current<string>(input, 'end_address')
  if (!start || !end) return undefined
  const [a, z] = [parse(start), parse(end)]
  if (a.family !== z.family) return { end_address: ['Starting and ending IP address versions must match'] }
  if (a.mask !== z.mask) return { end_address: ['Starting and ending IP address masks must match'] }
  if (z.value <= a.value) return { end_address: [`Ending address must be greater than the starting address (${start})`] }
  const size = z.value - a.value + 1n
  if (size > BigInt(MAX_SIZE)) return { __all__: [`Defined range exceeds maximum supported size (${MAX_SIZE})`] }
  const vrf = current<number>(input, 'vrf', 'vrf_id')
  const overlap = await overlapping(input, db, vrf, start, end)
  if (overlap !== undefined) {
    const vrfName = vrf === null ? 'None' : await vrfDisplay(db, vrf)
    return { __all__: [`Defined addresses overlap with range ${overlap} in VRF ${vrfName}`] }
  }
  input.values.set('size', Number(size))
  return undefined
}

async function overlapping(input: SaveInput, db: Queryable, vrf: number | null, start: string, end: string): Promise<string | undefined> {
  const rows = await db.query<{ shown: string }>(
    `SELECT host(start_address) || '/' || masklen(start_address) || '-' || host(end_address) || '/' || masklen(end_address) AS shown
       FROM ipam_iprange
      WHERE vrf_id IS NOT DISTINCT FROM $3 AND id <> $4
        AND host(start_address)::inet <= host($2::inet)::inet AND host(end_address)::inet >= host($1::inet)::inet
      ORDER BY start_address LIMIT 1`,
    [start, end, vrf, ownId(input) ?? 0],
  )
  if (rows.length) return rows[0].shown
  const batch = (input.batch.get('ipranges') as Pending[] | undefined) ?? []
  input.batch.set('ipranges', batch)
  const [a, z] = [parse(start), parse(end)]
  for (const p of batch.filter((x) => x.vrf === vrf)) {
    const [pa, pz] = [parse(p.start), parse(p.end)]
    if (pa.family === a.family && pa.value <= z.value && pz.value >= a.value) return p.shown
  }
  if (input.mode === 'create') batch.push({ vrf, start, end, shown: `${start}-${end}` })
  return undefined
}

async function vrfDisplay(db: Queryable, id: number): Promise<string> {
  const [v] = await db.query<{ name: string; rd: string | null }>('SELECT name, rd FROM ipam_vrf WHERE id = $1', [id])
  if (!v) return String(id)
  return v.rd ? `${v.name} (${v.rd})` : v.name
}

// NetBox's IP range rules: both ends of one family and mask, the end above the start, at most
// 2^32 - 1 addresses, and no overlap with another range in the same VRF. `size` is derived.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current, ownId } from '../current.js'

const MAX_SIZE = 2 ** 32 - 1

interface Ends {
  v_start: number
  v_end: number
  m_start: number
  m_end: number
  ordered: boolean
  size: string | null
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
  const [e] = await db.query<Ends>(
    `SELECT family($1::inet) AS v_start, family($2::inet) AS v_end, masklen($1::inet) AS m_start, masklen($2::inet) AS m_end,
            host($2::inet)::inet > host($1::inet)::inet AS ordered,
            CASE WHEN family($1::inet) = family($2::inet) AND host($2::inet)::inet > host($1::inet)::inet
                 THEN (CASE WHEN family($1::inet) = 4 OR host($2::inet)::inet - host($1::inet)::inet < ${MAX_SIZE}
                       THEN (host($2::inet)::inet - host($1::inet)::inet + 1)::text END) END AS size`,
    [start, end],
  )
  if (Number(e.v_start) !== Number(e.v_end)) return { end_address: ['Starting and ending IP address versions must match'] }
  if (Number(e.m_start) !== Number(e.m_end)) return { end_address: ['Starting and ending IP address masks must match'] }
  if (!e.ordered) return { end_address: [`Ending address must be greater than the starting address (${start})`] }
  if (e.size === null || Number(e.size) > MAX_SIZE) return { __all__: [`Defined range exceeds maximum supported size (${MAX_SIZE})`] }
  const vrf = current<number>(input, 'vrf', 'vrf_id')
  const overlap = await overlapping(input, db, vrf, start, end)
  if (overlap !== undefined) {
    const vrfName = vrf === null ? 'None' : await vrfDisplay(db, vrf)
    return { __all__: [`Defined addresses overlap with range ${overlap} in VRF ${vrfName}`] }
  }
  input.values.set('size', Number(e.size))
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
  for (const p of batch.filter((x) => x.vrf === vrf)) {
    const [r] = await db.query<{ hit: boolean }>(
      'SELECT host($1::inet)::inet <= host($4::inet)::inet AND host($2::inet)::inet >= host($3::inet)::inet AS hit',
      [p.start, p.end, start, end],
    )
    if (r.hit) return p.shown
  }
  if (input.mode === 'create') batch.push({ vrf, start, end, shown: `${start}-${end}` })
  return undefined
}

async function vrfDisplay(db: Queryable, id: number): Promise<string> {
  const [v] = await db.query<{ name: string; rd: string | null }>('SELECT name, rd FROM ipam_vrf WHERE id = $1', [id])
  if (!v) return String(id)
  return v.rd ? `${v.name} (${v.rd})` : v.name
}

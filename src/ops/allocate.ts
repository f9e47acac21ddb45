// Allocation: NetBox's "available objects" actions (ipam/api/views.py AvailableObjectsView & co).
// GET lists what is free under a parent (a prefix, an IP range, a VLAN group, an ASN range); POST
// creates one object (body an object) or several (body a list), all or none, each taking the next
// free value. The parent row is locked (SELECT … FOR UPDATE) inside the write's transaction before
// what is free is computed, so concurrent allocations on one parent never hand out the same value.
// Each kind below is a small declaration: how to lock and read the parent, what is free, how a free
// value is shown and how it fills a request body.
import ipaddr from 'ipaddr.js'
import type { Queryable } from '../db/types.js'
import { conflict, type FieldErrors, notFound, ValidationError } from '../engine/errors.js'
import { getObject } from '../engine/read.js'
import { getModel } from '../engine/models.js'
import type { ModelDef } from '../registry/types.js'
import type { OpContext } from './context.js'
import { checkBulkSize, parseId } from './input.js'
import { runWrite } from './run.js'
import { asRanges } from '../domain/ipam/_vid-ranges.js'

type Row = Record<string, unknown>

// ---- addresses as bigints -------------------------------------------------------------------

interface Addr {
  v: bigint
  bits: 32 | 128
}

function toAddr(text: string): Addr {
  const a = ipaddr.parse(text.split('/')[0])
  let v = 0n
  for (const b of a.toByteArray()) v = (v << 8n) | BigInt(b)
  return { v, bits: a.kind() === 'ipv4' ? 32 : 128 }
}

function formatAddr(v: bigint, bits: 32 | 128): string {
  const bytes: number[] = []
  for (let i = bits / 8 - 1; i >= 0; i--) bytes.push(Number((v >> BigInt(i * 8)) & 0xffn))
  return ipaddr.fromByteArray(bytes).toString()
}

/** A closed interval of addresses. */
type Span = [bigint, bigint]

/** `whole` minus the `taken` spans, as sorted disjoint spans (an IPSet's ranges). */
function subtract(whole: Span, taken: Span[]): Span[] {
  const out: Span[] = []
  let cur = whole[0]
  for (const [lo, hi] of [...taken].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))) {
    if (hi < cur) continue
    if (lo > whole[1]) break
    if (lo > cur) out.push([cur, lo - 1n])
    if (hi + 1n > cur) cur = hi + 1n
  }
  if (cur <= whole[1]) out.push([cur, whole[1]])
  return out
}

/** The CIDRs covering a span exactly, largest first from its start (netaddr's iter_cidrs). */
function cidrsOf([lo, hi]: Span, bits: number): Array<{ net: bigint; len: number }> {
  const out: Array<{ net: bigint; len: number }> = []
  let cur = lo
  while (cur <= hi) {
    let size = 0
    while (size < bits && (cur & ((1n << BigInt(size + 1)) - 1n)) === 0n && cur + (1n << BigInt(size + 1)) - 1n <= hi) size++
    out.push({ net: cur, len: bits - size })
    cur += 1n << BigInt(size)
  }
  return out
}

function prefixSpan(text: string): { span: Span; len: number; bits: 32 | 128 } {
  const [addr, len] = text.split('/')
  const a = toAddr(addr)
  const n = Number(len ?? a.bits)
  const host = (1n << BigInt(a.bits - n)) - 1n
  const net = a.v & ~host
  return { span: [net, net | host], len: n, bits: a.bits }
}

// ---- the kinds -----------------------------------------------------------------------------

export interface AllocationKind {
  /** The URL segment after `{id}/` (`available-ips`). */
  action: string
  parent: string
  child: string
  /** The parent's fields this kind needs, read under the lock (one query). */
  parentSql(table: string): string
  /** What is free, in order, at most `limit` (undefined: all). */
  free(db: Queryable, parent: Row, limit?: number): Promise<unknown[]>
  /** The errors of one request body, checked before allocation (NetBox's write serializer). */
  check?(body: Row, parent: Row): FieldErrors | undefined
  /** Whether the request can be met, and the bodies with their allocated values. */
  fill(bodies: Row[], free: unknown[], parent: Row): Row[] | null
  /** A free value as NetBox's Available…Serializer shows it; `nested` are the parent's related objects. */
  show(value: unknown, parent: Row, nested: Record<string, unknown>): Record<string, unknown>
  /** The parent's related objects (brief) shown with each free value: field → model key. */
  nested: Record<string, string>
}

const ipParentSql = (table: string) =>
  table === 'ipam_prefix'
    ? `SELECT id, prefix::text AS prefix, vrf_id, status, is_pool, family FROM ${table} WHERE id = $1`
    : `SELECT id, host(start_address) AS start, host(end_address) AS "end", masklen(start_address) AS mask, vrf_id, mark_populated, family FROM ${table} WHERE id = $1`

/** Free addresses of a prefix (Prefix.get_available_ips) or an IP range (IPRange.get_available_ips). */
async function freeIps(db: Queryable, p: Row, limit?: number): Promise<string[]> {
  let whole: Span
  let bits: 32 | 128
  const taken: Span[] = []
  let rows: Array<{ lo: string; hi: string }>
  if (p.prefix !== undefined) {
    const ps = prefixSpan(p.prefix as string)
    whole = ps.span
    bits = ps.bits
    // Child addresses (any VRF when the prefix is a global container) and populated child ranges.
    const anyVrf = p.vrf_id === null && p.status === 'container'
    rows = await db.query(
      `SELECT host(address) AS lo, host(address) AS hi FROM ipam_ipaddress WHERE host(address)::inet <<= $1::cidr AND ($3 OR vrf_id IS NOT DISTINCT FROM $2::int) ` +
        `UNION ALL SELECT host(start_address), host(end_address) FROM ipam_iprange WHERE mark_populated AND vrf_id IS NOT DISTINCT FROM $2::int ` +
        `AND host(start_address)::inet <<= $1::cidr AND host(end_address)::inet <<= $1::cidr`,
      [p.prefix as string, (p.vrf_id as number | null) ?? null, anyVrf],
    )
    const fullyUsable = (bits === 128 && ps.len >= 127) || p.is_pool === true || (bits === 32 && ps.len >= 31)
    if (!fullyUsable) {
      taken.push([whole[0], whole[0]])
      if (bits === 32) taken.push([whole[1], whole[1]]) // IPv6: only the Subnet-Router anycast address
    }
  } else {
    if (p.mark_populated) return []
    const lo = toAddr(p.start as string)
    bits = lo.bits
    whole = [lo.v, toAddr(p.end as string).v]
    rows = await db.query(
      `SELECT host(address) AS lo, host(address) AS hi FROM ipam_ipaddress WHERE host(address)::inet >= $1::inet AND host(address)::inet <= $2::inet AND vrf_id IS NOT DISTINCT FROM $3::int`,
      [p.start as string, p.end as string, (p.vrf_id as number | null) ?? null],
    )
  }
  for (const r of rows) {
    const a = toAddr(r.lo)
    if (a.bits === bits) taken.push([a.v, toAddr(r.hi).v])
  }
  const out: string[] = []
  for (const [lo, hi] of subtract(whole, taken))
    for (let v = lo; v <= hi; v++) {
      if (limit !== undefined && out.length >= limit) return out
      out.push(formatAddr(v, bits))
    }
  return out
}

const maskOf = (p: Row) => (p.prefix !== undefined ? Number((p.prefix as string).split('/')[1]) : Number(p.mask))

function availableIps(parent: string): AllocationKind {
  return {
    action: 'available-ips',
    parent,
    child: 'ipam.ipaddress',
    parentSql: ipParentSql,
    free: freeIps,
    nested: { vrf: 'ipam.vrf' },
    fill: (bodies, free, p) => (free.length < bodies.length ? null : bodies.map((b, i) => ({ ...b, address: `${free[i] as string}/${maskOf(p)}`, vrf: p.vrf_id ?? null }))),
    show: (v, p, nested) => ({ family: Number(p.family), address: `${v as string}/${maskOf(p)}`, vrf: nested.vrf ?? null }),
  }
}

/** Free child prefixes of a prefix (GetAvailablePrefixesMixin.get_available_prefixes), as CIDRs. */
async function freePrefixes(db: Queryable, p: Row): Promise<Array<{ net: bigint; len: number; bits: 32 | 128 }>> {
  const ps = prefixSpan(p.prefix as string)
  const rows = await db.query<{ prefix: string }>(`SELECT prefix::text AS prefix FROM ipam_prefix WHERE prefix << $1::cidr AND vrf_id IS NOT DISTINCT FROM $2::int`, [
    p.prefix as string,
    (p.vrf_id as number | null) ?? null,
  ])
  const taken = rows.map((r) => prefixSpan(r.prefix)).filter((c) => c.bits === ps.bits).map((c) => c.span)
  return subtract(ps.span, taken).flatMap((s) => cidrsOf(s, ps.bits).map((c) => ({ ...c, bits: ps.bits })))
}

const availablePrefixes: AllocationKind = {
  action: 'available-prefixes',
  parent: 'ipam.prefix',
  child: 'ipam.prefix',
  parentSql: ipParentSql,
  free: (db, p) => freePrefixes(db, p),
  nested: { vrf: 'ipam.vrf' },
  check(body, p) {
    const len = body.prefix_length
    if (len === undefined || len === null) return { prefix_length: 'this field can not be missing' }
    if (typeof len !== 'number' || !Number.isInteger(len)) return { prefix_length: 'this field must be int type' }
    const family = Number(p.family)
    if ((family === 4 && len > 32) || (family === 6 && len > 128)) return { prefix_length: `Invalid prefix length (${len}) for IPv${family}` }
    return undefined
  },
  // ipam.utils.get_next_available_prefix, request after request, each taking from what is left.
  fill(bodies, free, p) {
    const cidrs = free as Array<{ net: bigint; len: number; bits: 32 | 128 }>
    if (!cidrs.length && bodies.length) return null
    let spans: Span[] = cidrs.map((c) => [c.net, c.net + (1n << BigInt(c.bits - c.len)) - 1n])
    const bits = prefixSpan(p.prefix as string).bits
    const out: Row[] = []
    for (const b of bodies) {
      const len = b.prefix_length as number
      const found = spans.flatMap((s) => cidrsOf(s, bits)).find((c) => len >= c.len)
      if (!found) return null
      const hi = found.net + (1n << BigInt(bits - len)) - 1n
      spans = spans.flatMap((s) => subtract(s, [[found.net, hi]]))
      const { prefix_length: _len, ...rest } = b
      out.push({ ...rest, prefix: `${formatAddr(found.net, bits)}/${len}`, vrf: p.vrf_id ?? null })
    }
    return out
  },
  show: (v, _p, nested) => {
    const c = v as { net: bigint; len: number; bits: 32 | 128 }
    return { family: c.bits === 32 ? 4 : 6, prefix: `${formatAddr(c.net, c.bits)}/${c.len}`, vrf: nested.vrf ?? null }
  },
}

const availableVlans: AllocationKind = {
  action: 'available-vlans',
  parent: 'ipam.vlangroup',
  child: 'ipam.vlan',
  parentSql: (table) => `SELECT id, vid_ranges FROM ${table} WHERE id = $1`,
  // VLANGroup.get_available_vids: the VIDs of the group's ranges that no VLAN of the group takes.
  async free(db, p, limit) {
    const used = new Set((await db.query<{ vid: number }>(`SELECT vid FROM ipam_vlan WHERE group_id = $1`, [p.id as number])).map((r) => Number(r.vid)))
    const out: number[] = []
    for (const [lo, hi] of asRanges(p.vid_ranges).sort((x, y) => x[0] - y[0]))
      for (let vid = lo; vid <= hi && (limit === undefined || out.length < limit); vid++) if (!used.has(vid)) out.push(vid)
    return out
  },
  nested: { group: 'ipam.vlangroup' },
  fill: (bodies, free, p) => (free.length < bodies.length ? null : bodies.map((b, i) => ({ ...b, vid: free[i], group: p.id }))),
  show: (v, _p, nested) => ({ vid: v, group: nested.group }),
}

const availableAsns: AllocationKind = {
  action: 'available-asns',
  parent: 'ipam.asnrange',
  child: 'ipam.asn',
  parentSql: (table) => `SELECT id, rir_id, start::text AS start, "end"::text AS "end" FROM ${table} WHERE id = $1`,
  async free(db, p, limit) {
    const start = Number(p.start)
    const end = Number(p.end)
    const used = new Set(
      (await db.query<{ asn: string }>(`SELECT asn::text AS asn FROM ipam_asn WHERE asn >= $1::bigint AND asn <= $2::bigint`, [String(start), String(end)])).map((r) => Number(r.asn)),
    )
    const out: number[] = []
    for (let asn = start; asn <= end && (limit === undefined || out.length < limit); asn++) if (!used.has(asn)) out.push(asn)
    return out
  },
  nested: { rir: 'ipam.rir' },
  fill: (bodies, free, p) => (free.length < bodies.length ? null : bodies.map((b, i) => ({ ...b, rir: p.rir_id, asn: free[i] }))),
  show: (v, _p, nested) => ({ rir: nested.rir, asn: v }),
}

/** Every allocation action the API serves. */
export const ALLOCATIONS: AllocationKind[] = [
  availablePrefixes,
  availableIps('ipam.prefix'),
  availableIps('ipam.iprange'),
  availableVlans,
  availableAsns,
]

// ---- the operations ------------------------------------------------------------------------

const BRIEF = { brief: true, configContext: false }

async function readParent(db: Queryable, ctx: OpContext, kind: AllocationKind, pm: ModelDef, id: number, lock: boolean): Promise<Row> {
  const restrict = await ctx.access.restrict(pm, 'view')
  await getObject(db, pm, id, BRIEF, ctx.base, restrict) // 404 unless the caller may see it
  const [row] = await db.query(`${kind.parentSql(pm.table)}${lock ? ' FOR UPDATE' : ''}`, [id])
  if (!row) throw notFound(pm)
  return row
}

async function nestedOf(db: Queryable, ctx: OpContext, kind: AllocationKind, parent: Row): Promise<Record<string, unknown>> {
  const out: Record<string, unknown> = {}
  for (const [field, key] of Object.entries(kind.nested)) {
    const id = key === kind.parent ? parent.id : parent[`${field}_id`]
    out[field] = id === null || id === undefined ? null : await getObject(db, getModel(key), id as number, BRIEF, ctx.base)
  }
  return out
}

/** The most free values one GET lists when MAX_PAGE_SIZE sets no bound (an IPv6 prefix has 2^64 and more). */
export const MAX_AVAILABLE = 100_000

/**
 * NetBox's get_results_limit: `limit` (default PAGINATE_COUNT; 0 means MAX_PAGE_SIZE; not a number
 * means PAGINATE_COUNT), never more than MAX_PAGE_SIZE. Unlike NetBox, a negative limit means
 * PAGINATE_COUNT and no limit at all means MAX_AVAILABLE, so a request cannot enumerate an IPv6 prefix.
 */
export function resultsLimit(raw: unknown, paginateCount: number, maxPageSize: number): number {
  const v = Array.isArray(raw) ? raw[raw.length - 1] : raw
  const n = v === undefined ? paginateCount : /^\s*\+?\d+\s*$/.test(String(v)) ? Number(v) : paginateCount
  let limit = n || maxPageSize || MAX_AVAILABLE
  if (maxPageSize) limit = Math.min(limit, maxPageSize)
  return Math.min(limit, MAX_AVAILABLE)
}

/** GET: what is free under the parent, as NetBox shows it. */
export async function availableOp(ctx: OpContext, kind: AllocationKind, rawId: string, limit: number): Promise<Array<Record<string, unknown>>> {
  const pm = getModel(kind.parent)
  await ctx.access.require(pm, 'view')
  const id = parseId(pm, rawId)
  const parent = await readParent(ctx.db, ctx, kind, pm, id, false)
  const free = await kind.free(ctx.db, parent, kind.action === 'available-prefixes' ? undefined : limit)
  const nested = await nestedOf(ctx.db, ctx, kind, parent)
  return free.map((v) => kind.show(v, parent, nested))
}

/** POST: allocates one object (body an object) or several (a list), all or none. */
export async function allocateOp(ctx: OpContext, kind: AllocationKind, rawId: string, body: unknown): Promise<{ bulk: boolean; objects: Array<Record<string, unknown>> }> {
  const pm = getModel(kind.parent)
  const cm = getModel(kind.child)
  await ctx.access.require(cm, 'create')
  await ctx.access.require(pm, 'view')
  const id = parseId(pm, rawId)
  const bulk = Array.isArray(body)
  const bodies = bulk ? (body as unknown[]) : [body ?? {}]
  checkBulkSize(bodies, ctx.maxBulkSize)
  const errors = bodies.map((b) =>
    b && typeof b === 'object' && !Array.isArray(b) ? {} : { non_field_errors: [`Invalid data. Expected a dictionary, but got ${Array.isArray(b) ? 'list' : typeof b}.`] },
  )
  if (errors.some((e) => Object.keys(e).length)) throw new ValidationError(bulk ? errors : errors[0])
  const objects = await runWrite(ctx, async (scope) => {
    const parent = await readParent(scope.tx, ctx, kind, pm, id, true)
    if (kind.check) {
      const found = bodies.map((b) => kind.check!(b as Row, parent) ?? {})
      if (found.some((e) => Object.keys(e).length)) throw new ValidationError(bulk ? found : found[0])
    }
    const free = await kind.free(scope.tx, parent, kind.action === 'available-prefixes' ? undefined : bodies.length)
    const filled = kind.fill(bodies as Row[], free, parent)
    if (!filled) throw conflict('Insufficient resources are available to satisfy the request')
    const { ids } = await scope.create(cm, filled, bulk)
    return scope.read(cm, ids)
  })
  return { bulk, objects }
}

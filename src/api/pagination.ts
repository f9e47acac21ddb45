// limit/offset as NetBox does them: bad values fall back to defaults, limit is capped silently,
// and next/previous repeat the request's own query with its parameters sorted.
import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import { ValidationError } from '../engine/errors.js'
import { baseUrl } from './reply.js'

export interface PageRequest {
  limit: number | null // null = everything
  offset: number
}

function nonNegInt(raw: unknown): number | undefined {
  if (typeof raw !== 'string' || !/^\d{1,9}$/.test(raw)) return undefined
  return Number(raw)
}

export function pageRequest(query: Record<string, unknown>, config: Config): PageRequest {
  const offset = nonNegInt(query.offset) ?? 0
  let limit = nonNegInt(query.limit) ?? config.paginateCount
  if (limit === 0) return { limit: config.maxPageSize === 0 ? null : config.maxPageSize, offset }
  if (config.maxPageSize > 0) limit = Math.min(limit, config.maxPageSize)
  return { limit, offset }
}

function pageUrl(req: FastifyRequest, changes: Record<string, string | null>): string {
  const [path, search = ''] = req.url.split('?')
  const params = new URLSearchParams(search)
  for (const [k, v] of Object.entries(changes)) {
    if (v === null) params.delete(k)
    else params.set(k, v)
  }
  const sorted = [...params.entries()].sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0))
  const qs = new URLSearchParams(sorted).toString()
  return `${baseUrl(req)}${path}${qs ? `?${qs}` : ''}`
}

export function pageLinks(req: FastifyRequest, page: PageRequest, count: number): { next: string | null; previous: string | null } {
  if (page.limit === null) return { next: null, previous: null }
  const { limit, offset } = page
  const next = offset + limit < count ? pageUrl(req, { limit: String(limit), offset: String(offset + limit) }) : null
  let previous: string | null = null
  if (offset > 0)
    previous = offset - limit <= 0 ? pageUrl(req, { limit: String(limit), offset: null }) : pageUrl(req, { limit: String(limit), offset: String(offset - limit) })
  return { next, previous }
}

/** A list's paging: limit/offset (NetBox's default), keyset cursors (opt-in) or NetBox 4.6's `start=`. */
export interface ListPaging extends PageRequest {
  keyset?: { cursor?: string; count: boolean }
  start?: string
}

const last = (v: unknown): string | undefined => (Array.isArray(v) ? (v[v.length - 1] as string | undefined) : typeof v === 'string' ? v : undefined)

/** Python's int() of a query value (what NetBox's get_start runs): digits with an optional sign, underscores between digits. */
function pythonInt(raw: string): bigint | undefined {
  const s = raw.trim()
  if (!/^[+-]?\d+(_\d+)*$/.test(s)) return undefined
  return BigInt(s.replace(/_/g, ''))
}

const BIGINT_MAX = 9223372036854775807n

/**
 * The list's paging from its query. `start` (NetBox 4.6's NetBoxPagination, with its messages) and
 * keyset cursors (`pagination=cursor`, or a `cursor` a link carries) exclude `offset`; the keyset
 * mode also takes `count=false` to skip counting the whole list.
 */
export function listPaging(query: Record<string, unknown>, config: Config, opts: { startIsFilter?: boolean } = {}): ListPaging {
  const page = pageRequest(query, config)
  // A model filtering on a field named `start` (ASN ranges) keeps that filter, as NetBox 4.4 serves
  // it; NetBox 4.6 would take the value as a cursor too and page by id from the range's first ASN.
  if ('start' in query && !opts.startIsFilter) {
    const n = pythonInt(last(query.start) ?? '')
    if (n === undefined || n < 0n) throw new ValidationError(["Invalid 'start' parameter: must be a non-negative integer."])
    if ('offset' in query) throw new ValidationError(["'start' and 'offset' are mutually exclusive."])
    if ('ordering' in query) throw new ValidationError(['Ordering cannot be specified in conjunction with cursor-based pagination.'])
    if ('cursor' in query) throw new ValidationError(["'start' and 'cursor' are mutually exclusive."])
    return { ...page, offset: 0, start: String(n > BIGINT_MAX ? BIGINT_MAX : n) }
  }
  const mode = last(query.pagination)
  if (mode !== undefined && mode !== 'cursor' && mode !== 'offset')
    throw new ValidationError({ pagination: [`Select a valid choice. ${mode} is not one of the available choices.`] })
  if (!('cursor' in query) && mode !== 'cursor') return page
  if ('offset' in query) throw new ValidationError(["'cursor' and 'offset' are mutually exclusive."])
  const count = last(query.count)
  let counted = true
  if (count !== undefined) {
    const v = count.trim().toLowerCase()
    if (['false', '0', 'no', 'off'].includes(v)) counted = false
    else if (!['true', '1', 'yes', 'on', ''].includes(v)) throw new ValidationError({ count: ['Must be a valid boolean.'] })
  }
  const cursor = last(query.cursor)
  return { ...page, offset: 0, keyset: { cursor: cursor ? cursor : undefined, count: counted } }
}

export interface PageResult {
  count: number | null
  cursors?: { next: string | null; previous: string | null }
  start?: { lastId: number | null; length: number }
}

/** next/previous of any list page: offset arithmetic, keyset cursors, or NetBox's start=last+1 (forward only). */
export function listLinks(req: FastifyRequest, paging: ListPaging, page: PageResult): { next: string | null; previous: string | null } {
  if (paging.limit === null) return { next: null, previous: null }
  const limit = String(paging.limit)
  if (page.start) {
    const { lastId, length } = page.start
    if (length < paging.limit || lastId === null) return { next: null, previous: null }
    return { next: pageUrl(req, { start: String(lastId + 1), limit, offset: null }), previous: null }
  }
  if (page.cursors) {
    const link = (c: string | null) =>
      c === null ? null : c === '' ? pageUrl(req, { cursor: null, offset: null, limit, pagination: 'cursor' }) : pageUrl(req, { cursor: c, offset: null, limit })
    return { next: link(page.cursors.next), previous: link(page.cursors.previous) }
  }
  return pageLinks(req, paging, page.count ?? 0)
}

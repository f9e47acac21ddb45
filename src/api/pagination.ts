// limit/offset as NetBox does them: bad values fall back to defaults, limit is capped silently,
// and next/previous repeat the request's own query with its parameters sorted.
import type { FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
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

// Content negotiation for browsers: a GET of an /api/ URL whose Accept header prefers text/html over
// application/json is answered with the same JSON rendered as a page (see browsable.ts). JSON
// clients are unaffected; `?format=json` forces JSON, `?format=api` forces the page. Lists also stream
// their whole set as NDJSON or CSV (exportFormat).
import type { FastifyRequest } from 'fastify'

/** The q value the Accept header gives a media type (exact match only; 0 when absent). */
function quality(accept: string, type: string): number {
  let q = 0
  for (const part of accept.split(',')) {
    const [media, ...params] = part.trim().split(';')
    if (media.trim().toLowerCase() !== type) continue
    const p = params.map((x) => x.trim()).find((x) => x.startsWith('q='))
    const v = p ? Number(p.slice(2)) : 1
    q = Math.max(q, Number.isFinite(v) ? v : 0)
  }
  return q
}

export function formatParam(req: FastifyRequest): string | undefined {
  const f = (req.query as Record<string, unknown> | undefined)?.format
  return typeof f === 'string' ? f : Array.isArray(f) && typeof f[0] === 'string' ? (f[0] as string) : undefined
}

/** Does this client want a page rather than JSON? */
export function wantsHtml(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false
  const format = formatParam(req)
  if (format === 'json') return false
  if (format === 'api') return true
  const accept = req.headers.accept
  if (!accept || !/html/i.test(accept)) return false
  const html = quality(accept, 'text/html')
  return html > 0 && html > quality(accept, 'application/json')
}

export const pathOf = (url: string) => url.split('?')[0]

/** API paths that are not JSON resources (Swagger UI) are left alone. */
export const isBrowsable = (path: string) => path.startsWith('/api/') && !path.startsWith('/api/docs')

/**
 * A list's streaming export: `?format=ndjson|csv`, or an Accept header that prefers
 * application/x-ndjson or text/csv to application/json (and to text/html). Anything else: undefined.
 */
export function exportFormat(req: FastifyRequest): 'ndjson' | 'csv' | undefined {
  if (req.method !== 'GET') return undefined
  const format = formatParam(req)
  if (format === 'ndjson' || format === 'csv') return format
  if (format) return undefined
  const accept = req.headers.accept
  if (!accept || (!accept.includes('ndjson') && !accept.includes('csv'))) return undefined
  const ndjson = quality(accept, 'application/x-ndjson')
  const csv = quality(accept, 'text/csv')
  const best = Math.max(ndjson, csv)
  if (best <= 0 || best <= quality(accept, 'application/json') || best <= quality(accept, 'text/html')) return undefined
  return ndjson >= csv ? 'ndjson' : 'csv'
}

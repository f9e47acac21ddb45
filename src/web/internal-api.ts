// Pages get their data from the JSON API itself, called in process (fastify.inject) as the signed-in
// session: what a page shows or changes is exactly what the API allows that user, decided in one
// place. The session's CSRF token goes along, since the API checks it on unsafe methods.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { SESSION_COOKIE } from '../auth/sessions.js'
import type { PageUser } from './session.js'

export interface ApiAnswer {
  status: number
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  body: any
}

export async function callApi(app: FastifyInstance, req: FastifyRequest, who: PageUser, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, body?: unknown): Promise<ApiAnswer> {
  const headers: Record<string, string> = {
    accept: 'application/json',
    cookie: `${SESSION_COOKIE}=${who.cookie}`,
    'x-csrftoken': who.csrfToken,
    'x-request-id': req.id,
  }
  if (req.headers.host) headers.host = req.headers.host
  if (body !== undefined) headers['content-type'] = 'application/json'
  const res = await app.inject({ method, url, headers, payload: body === undefined ? undefined : JSON.stringify(body), remoteAddress: req.ip })
  let parsed: unknown = undefined
  if (res.body) {
    try {
      parsed = JSON.parse(res.body)
    } catch {
      parsed = { detail: res.body.slice(0, 500) }
    }
  }
  return { status: res.statusCode, body: parsed }
}

/** The API's error body as one line per message (DRF shapes: detail, field lists, non_field_errors). */
export function errorLines(body: unknown): string[] {
  if (!body || typeof body !== 'object') return ['The request failed.']
  const out: string[] = []
  const walk = (v: unknown, key?: string) => {
    if (typeof v === 'string') out.push(key && key !== 'detail' && key !== 'non_field_errors' ? `${key}: ${v}` : v)
    else if (Array.isArray(v)) v.forEach((x) => walk(x, key))
    else if (v && typeof v === 'object') for (const [k, x] of Object.entries(v)) walk(x, k)
  }
  walk(body)
  return out.length ? out : ['The request failed.']
}

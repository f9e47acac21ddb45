// CSRF protection for requests a browser makes with its session cookie. Unsafe methods (anything
// but GET, HEAD, OPTIONS, TRACE) must echo the session's CSRF token in X-CSRFToken (or, for HTML
// forms, a `csrfmiddlewaretoken` field); requests authenticated by a token header need nothing,
// as in Django REST framework. The sign-in form, which has no session yet, is checked by Origin.
import { createHash, timingSafeEqual } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import { ApiError } from '../engine/errors.js'

const SAFE = new Set(['GET', 'HEAD', 'OPTIONS', 'TRACE'])

export const isSafeMethod = (method: string) => SAFE.has(method.toUpperCase())

const csrfFailed = (reason: string) => new ApiError(403, { detail: `CSRF Failed: ${reason}` })

function sameSecret(a: string, b: string): boolean {
  // Hash first: timingSafeEqual needs equal lengths, and the lengths themselves are not secret.
  const h = (s: string) => createHash('sha256').update(s).digest()
  return timingSafeEqual(h(a), h(b))
}

/** Throws 403 unless an unsafe request carries the session's CSRF token. */
export function requireCsrf(req: FastifyRequest, sessionToken: string, formToken?: unknown): void {
  if (isSafeMethod(req.method)) return
  const header = req.headers['x-csrftoken']
  const given = typeof header === 'string' && header !== '' ? header : typeof formToken === 'string' && formToken !== '' ? formToken : undefined
  if (given === undefined) throw csrfFailed('CSRF token missing.')
  if (!sameSecret(given, sessionToken)) throw csrfFailed(`CSRF token from the 'X-Csrftoken' HTTP header incorrect.`)
}

/** Throws 403 when a browser says the request comes from another origin than this site's. */
export function requireSameOrigin(req: FastifyRequest, secure: boolean): void {
  const origin = req.headers.origin
  if (origin === undefined) {
    if (req.headers['sec-fetch-site'] === 'cross-site') throw csrfFailed('Cross-site request refused.')
    return
  }
  const expected = `${secure ? 'https' : 'http'}://${req.headers.host ?? ''}`
  if (origin.toLowerCase() !== expected.toLowerCase()) throw csrfFailed(`Origin checking failed - ${origin} does not match any trusted origins.`)
}

// CSRF protection for requests a browser makes with its session cookie. Unsafe methods (anything
// but GET, HEAD, OPTIONS, TRACE) must echo the session's CSRF token in X-CSRFToken (or, for HTML
// forms, a `csrfmiddlewaretoken` field); requests authenticated by a token header need nothing,
// as in Django REST framework. The sign-in form, which has no session yet, is checked by Origin
// (or Referer).
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

/** `scheme://host[:port]` as a URL normalises it (default port dropped, lower case); undefined if malformed. */
function originOf(url: string): string | undefined {
  try {
    const o = new URL(url).origin
    return o === 'null' ? undefined : o
  } catch {
    return undefined
  }
}

/**
 * Throws 403 when a browser says the request comes from another origin than this site's: by
 * `Origin`, or — when a browser sent none — by `Referer`, as Django does (a form posted from
 * another site must not sign the victim in as the attacker). A request with neither is not a
 * browser's form post (browsers send `Origin` with every POST) and passes.
 */
export function requireSameOrigin(req: FastifyRequest, secure: boolean): void {
  const expected = originOf(`${secure ? 'https' : 'http'}://${req.headers.host ?? ''}`)
  const origin = req.headers.origin
  if (origin !== undefined) {
    if (originOf(origin) === undefined || originOf(origin) !== expected) throw csrfFailed(`Origin checking failed - ${origin} does not match any trusted origins.`)
    return
  }
  if (req.headers['sec-fetch-site'] === 'cross-site') throw csrfFailed('Cross-site request refused.')
  const referer = req.headers.referer
  if (referer === undefined) return
  const from = originOf(referer)
  if (from === undefined) throw csrfFailed('Referer checking failed - Referer is malformed.')
  if (from !== expected) throw csrfFailed(`Referer checking failed - ${referer.slice(0, 200)} does not match any trusted origins.`)
}

// Sign-in and sign-out for browsers: GET /login/ (a plain form; the web pages will style it),
// POST /login/ (form-encoded or JSON: username, password, next) and POST /logout/. A session lives in
// auth_session; the browser holds `sessionid` (HttpOnly, SameSite=Lax, Secure over TLS) and the
// readable `csrftoken` it must echo in X-CSRFToken on unsafe requests.
import formbody from '@fastify/formbody'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import type { Db } from '../db/types.js'
import { ApiError, ValidationError } from '../engine/errors.js'
import { sendJson } from '../api/reply.js'
import type { ClientAddress } from './client-address.js'
import { checkCredentials, credentialsOf, INVALID_CREDENTIALS } from './credentials.js'
import { requireCsrf, requireSameOrigin } from './csrf.js'
import { CSRF_COOKIE, SESSION_COOKIE, type SessionStore } from './sessions.js'
import type { Throttle } from './throttle.js'

export interface LoginDeps {
  db: Db
  config: Config
  sessions: SessionStore
  throttle: Throttle
  addresses: ClientAddress
  /** Renders the sign-in page (src/web/ styles it); a bare form by default. */
  loginPage?: LoginPage
}

export type LoginPage = (next: string, error?: string) => string

const DEFAULT_NEXT = '/api/'

/** Only paths on this site: no scheme, no `//host`, no backslashes or control characters. */
export function safeNext(next: unknown): string {
  if (typeof next !== 'string' || !next.startsWith('/') || next.startsWith('//') || next.includes('\\')) return DEFAULT_NEXT
  for (let i = 0; i < next.length; i++) if (next.charCodeAt(i) < 0x20 || next.charCodeAt(i) === 0x7f) return DEFAULT_NEXT
  return next
}

const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`)

function plainLoginPage(next: string, error?: string): string {
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><title>Sign in · netinventory</title></head>
<body>
<h1>Sign in</h1>
${error ? `<p role="alert">${escapeHtml(error)}</p>\n` : ''}<form method="post" action="/login/">
<input type="hidden" name="next" value="${escapeHtml(next)}">
<p><label>Username <input name="username" autocomplete="username" required autofocus></label></p>
<p><label>Password <input name="password" type="password" autocomplete="current-password" required></label></p>
<p><button type="submit">Sign in</button></p>
</form>
</body></html>
`
}

const isForm = (req: FastifyRequest) => /^application\/x-www-form-urlencoded/i.test(req.headers['content-type'] ?? '')

function bodyOf(req: FastifyRequest): Record<string, unknown> {
  const body = req.body ?? {}
  if (typeof body !== 'object' || Array.isArray(body)) throw new ValidationError({ non_field_errors: ['Invalid data. Expected a dictionary.'] })
  return body as Record<string, unknown>
}

const cookiesOf = (req: FastifyRequest) => (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies ?? {}

export function registerLogin(app: FastifyInstance, deps: LoginDeps): void {
  const { db, config, sessions, throttle, addresses } = deps
  const loginPage = deps.loginPage ?? plainLoginPage

  const setSessionCookies = (req: FastifyRequest, reply: FastifyReply, cookie: string, csrfToken: string) => {
    const secure = addresses.secure(req)
    const common = { path: '/', sameSite: 'lax' as const, secure, maxAge: config.loginTimeoutSeconds }
    reply.setCookie(SESSION_COOKIE, cookie, { ...common, httpOnly: true })
    reply.setCookie(CSRF_COOKIE, csrfToken, { ...common, httpOnly: false })
  }
  const clearSessionCookies = (reply: FastifyReply) => {
    reply.clearCookie(SESSION_COOKIE, { path: '/' })
    reply.clearCookie(CSRF_COOKIE, { path: '/' })
  }

  app.register(async (scope) => {
    // Form bodies are parsed here only: the API itself takes JSON.
    await scope.register(formbody, { bodyLimit: 16 * 1024 })

    scope.get('/login/', { schema: { hide: true } }, async (req, reply) => {
      const next = safeNext((req.query as Record<string, unknown>).next)
      return reply.code(200).header('content-type', 'text/html; charset=utf-8').header('cache-control', 'no-store').send(loginPage(next))
    })

    scope.post('/login/', { schema: { hide: true } }, async (req, reply) => {
      const form = isForm(req)
      reply.header('cache-control', 'no-store')
      requireSameOrigin(req, addresses.secure(req))
      const body = bodyOf(req)
      const next = safeNext(body.next ?? (req.query as Record<string, unknown>).next)
      const parsed = credentialsOf(body)
      if ('errors' in parsed) {
        if (form) return reply.code(400).header('content-type', 'text/html; charset=utf-8').send(loginPage(next, 'Enter a username and a password.'))
        throw new ValidationError(parsed.errors)
      }
      const client = addresses.of(req)
      await throttle.attempt(client, parsed.creds.username)
      const user = await checkCredentials(db, parsed.creds)
      if (!user) {
        if (form) return reply.code(403).header('content-type', 'text/html; charset=utf-8').send(loginPage(next, INVALID_CREDENTIALS))
        throw new ApiError(403, { detail: INVALID_CREDENTIALS })
      }
      await throttle.succeeded(client, parsed.creds.username)
      // A fresh session id at every sign-in (no fixation); the old session, if any, ends.
      const old = cookiesOf(req)[SESSION_COOKIE]
      if (old) await sessions.delete(old)
      const { cookie, csrfToken } = await sessions.create(user.id, !config.maintenanceMode)
      setSessionCookies(req, reply, cookie, csrfToken)
      if (form) return reply.code(302).header('location', next).send()
      return sendJson(req, reply, 200, { user: { id: user.id, username: user.username }, csrf_token: csrfToken, next })
    })

    scope.post('/logout/', { schema: { hide: true } }, async (req, reply) => {
      reply.header('cache-control', 'no-store')
      const cookie = cookiesOf(req)[SESSION_COOKIE]
      const body = req.body && typeof req.body === 'object' && !Array.isArray(req.body) ? (req.body as Record<string, unknown>) : {}
      if (cookie) {
        const session = await sessions.find(cookie)
        if (session) {
          requireCsrf(req, session.csrfToken, body.csrfmiddlewaretoken)
          await sessions.delete(cookie)
        }
      }
      clearSessionCookies(reply)
      if (isForm(req)) return reply.code(302).header('location', safeNext(body.next ?? '/login/')).send()
      return sendJson(req, reply, 200, { detail: 'Signed out.' })
    })
  })
}

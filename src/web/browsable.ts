// The browsable API: an onSend hook turns the JSON an /api/ GET produced into a page when the client
// negotiated text/html (negotiate.ts) — the same data, pretty-printed, every URL of this site a link,
// the Allow header, pagination links, a form to POST raw JSON on list endpoints, and on /api/ the
// application → endpoint tree. An anonymous browser refused by the API is sent to sign in and back.
// Other paths a browser asks for that end in a JSON error (404s) get a readable error page.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { appIndex } from '../api/root.js'
import { baseUrl } from '../api/reply.js'
import { jsonHtml, sitePath } from './json-html.js'
import { isBrowsable, pathOf, wantsHtml } from './negotiate.js'
import type { Views } from './render.js'
import type { SessionStore } from '../auth/sessions.js'
import { pageUser, signInLocation } from './session.js'

function crumbs(path: string): Array<{ name: string; href: string }> {
  const parts = path.split('/').filter(Boolean)
  return parts.map((p, i) => ({ name: p, href: `/${parts.slice(0, i + 1).join('/')}/` }))
}

function titleOf(path: string, body: unknown): string {
  if (body && typeof body === 'object' && !Array.isArray(body) && typeof (body as { display?: unknown }).display === 'string')
    return (body as { display: string }).display
  const last = path.split('/').filter(Boolean).pop() ?? 'api'
  if (last === 'api') return 'API root'
  return last.replace(/-/g, ' ').replace(/^\w/, (c) => c.toUpperCase())
}

function apiPage(views: Views, req: FastifyRequest, reply: FastifyReply, body: unknown): string {
  const path = pathOf(req.url)
  const base = baseUrl(req)
  const allow = String(reply.getHeader('allow') ?? '')
  const page = body && typeof body === 'object' && !Array.isArray(body) ? (body as Record<string, unknown>) : {}
  const isList = Array.isArray(page.results) && typeof page.count === 'number'
  const link = (v: unknown) => (typeof v === 'string' ? sitePath(v, base) : undefined)
  const tree = path === '/api/' && reply.statusCode === 200 ? Object.entries(appIndex()).map(([app, endpoints]) => ({ app, endpoints })) : undefined
  const auth = req.auth
  return views.render('api.html', {
    title: titleOf(path, body),
    path,
    crumbs: crumbs(path),
    status: reply.statusCode,
    allow,
    contentType: 'application/json',
    json: jsonHtml(body, base),
    isList,
    count: isList ? page.count : undefined,
    next: isList ? link(page.next) : undefined,
    previous: isList ? link(page.previous) : undefined,
    postForm: isList && allow.split(/,\s*/).includes('POST') && !!auth?.session,
    jsonUrl: `${path}?${new URLSearchParams({ ...(req.query as Record<string, string>), format: 'json' }).toString()}`,
    tree,
    user: auth?.user,
    csrfToken: auth?.session?.csrfToken,
  })
}

export function installBrowsableApi(app: FastifyInstance, views: Views, sessions: SessionStore): void {
  // Synchronous for the JSON clients that make nearly every request; a page is rendered asynchronously.
  app.addHook('onSend', (req, reply, payload, done) => {
    // sendJson gives bytes (src/api/json-bytes.ts); other JSON replies are strings.
    const json = typeof payload === 'string' || Buffer.isBuffer(payload) ? payload : undefined
    if (json === undefined || !wantsHtml(req) || !String(reply.getHeader('content-type') ?? '').startsWith('application/json')) return done(null, payload)
    page(req, reply, json.toString()).then((out) => done(null, out), done)
  })

  async function page(req: FastifyRequest, reply: FastifyReply, payload: string): Promise<string> {
    const path = pathOf(req.url)
    let body: unknown
    try {
      body = JSON.parse(payload)
    } catch {
      return payload
    }
    reply.header('vary', 'Accept')
    if (isBrowsable(path)) {
      if (reply.statusCode === 403 && !req.auth) {
        reply.code(302).header('cache-control', 'no-store').header('location', signInLocation(req)).removeHeader('content-type')
        return ''
      }
      reply.header('content-type', 'text/html; charset=utf-8')
      return apiPage(views, req, reply, body)
    }
    if (reply.statusCode < 400) return payload
    reply.header('content-type', 'text/html; charset=utf-8')
    const detail = (body as { detail?: unknown } | null)?.detail
    const who = await pageUser(sessions, req)
    return views.render('error.html', {
      title: `Error ${reply.statusCode}`,
      status: reply.statusCode,
      message: typeof detail === 'string' ? detail : 'The request failed.',
      user: who?.user,
      csrfToken: who?.csrfToken,
    })
  }
}

// The web pages (src/web/): sign-in page template, the browsable API, the own-tokens page, the
// background-tasks page, readable error pages, static CSS/JS, and security headers on HTML.
// Pages are server-rendered with nunjucks; the only scripts are small static files (CSP).
import formbody from '@fastify/formbody'
import type { FastifyError, FastifyInstance } from 'fastify'
import type { SessionStore } from '../auth/sessions.js'
import type { Config } from '../config.js'
import type { BackgroundTasks } from '../events/background-tasks.js'
import type { OpServices } from '../ops/index.js'
import { fastifyErrorBody, statusOf } from '../api/errors.js'
import { OpError } from '../engine/errors.js'
import { installBrowsableApi } from './browsable.js'
import type { PageDeps } from './pages/deps.js'
import { registerTaskPages } from './pages/tasks.js'
import { registerTokenPages } from './pages/tokens.js'
import type { Views } from './render.js'
import { installSecurityHeaders } from './security.js'
import { pageUser, signInRedirect } from './session.js'
import { registerStatic } from './static.js'

export { Views } from './render.js'
export { graphqlPage } from './pages/graphql.js'

export interface WebDeps {
  views: Views
  sessions: SessionStore
  ops: OpServices
  config: Config
  tasks(): BackgroundTasks
}

/** Largest form a page accepts, in bytes. */
const bodyLimit = 64 * 1024

export function installWeb(app: FastifyInstance, { views, sessions, ops, config, tasks }: WebDeps): void {
  // onSend order matters: the page is rendered first, then it gets its headers.
  installBrowsableApi(app, views, sessions)
  installSecurityHeaders(app)
  registerStatic(app)
  app.get('/', { schema: { hide: true } }, async (_req, reply) => reply.code(302).header('location', '/api/').send())

  const deps: PageDeps = {
    views,
    ops,
    config,
    tasks,
    async signedIn(req, reply) {
      const who = await pageUser(sessions, req)
      if (!who) signInRedirect(req, reply)
      return who
    },
  }
  app.register(async (pages) => {
    await pages.register(formbody, { bodyLimit })
    pages.addHook('onRoute', (route) => {
      route.schema = { ...route.schema, hide: true }
    })
    // An error on a page is a page: the status and a sentence, never a stack trace.
    pages.setErrorHandler(async (err: FastifyError, req, reply) => {
      const known = err instanceof OpError ? err : fastifyErrorBody(err, req, bodyLimit)
      if (!known) req.log.error({ err }, 'unhandled error on a page')
      const status = known ? statusOf(known) : 500
      const detail = (known?.body as { detail?: unknown } | undefined)?.detail
      const message = typeof detail === 'string' ? detail : known ? 'The request failed.' : 'Internal server error. Something went wrong on our side; the error has been logged.'
      const who = await pageUser(sessions, req).catch(() => undefined)
      return views.send(reply, status, 'error.html', { title: `Error ${status}`, status, message, requestId: known ? undefined : req.id, user: who?.user, csrfToken: who?.csrfToken })
    })
    registerTokenPages(pages, deps)
    registerTaskPages(pages, deps)
  })
}

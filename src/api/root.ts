// The API root, one index per application, /api/status/ and the empty /api/plugins/.
import { hostname } from 'node:os'
import type { FastifyInstance } from 'fastify'
import { requireAccess } from '../auth/access.js'
import { allModels } from '../engine/models.js'
import type { EngineDeps } from './crud/context.js'
import { baseUrl, sendJson } from './reply.js'
import { appIndexDocs, pluginsDocs, rootDocs, statusDocs } from './service-docs.js'

export const NETBOX_COMPAT_VERSION = '4.4.10'
export const SERVICE_VERSION = '0.1.0'

// Endpoints that are not models but belong in an application's index.
const EXTRA: Record<string, string[]> = { core: ['background-tasks'] }

/** Each application and the paths of its endpoints, sorted (the API root's tree). */
export function appIndex(): Record<string, string[]> {
  const apps = [...new Set(allModels().map((m) => m.app))].sort()
  return Object.fromEntries(apps.map((a) => [a, [...allModels().filter((m) => m.app === a).map((m) => m.path), ...(EXTRA[a] ?? [])].sort()]))
}

export function registerRoot(app: FastifyInstance, deps: EngineDeps): void {
  const { config } = deps
  const index = appIndex()
  const apps = Object.keys(index)
  const allow = (reply: { header: (k: string, v: string) => unknown }) => reply.header('allow', 'GET, HEAD, OPTIONS')

  app.get('/api/', { schema: rootDocs }, async (req, reply) => {
    requireAccess(req, config, undefined, 'view')
    const base = baseUrl(req)
    const body: Record<string, string> = {}
    for (const a of [...apps, 'plugins', 'status'].sort()) body[a] = `${base}/api/${a}/`
    allow(reply)
    return sendJson(req, reply, 200, body)
  })

  for (const a of apps) {
    const paths = index[a]
    app.get(`/api/${a}/`, { schema: appIndexDocs(a) }, async (req, reply) => {
      requireAccess(req, config, undefined, 'view')
      const base = baseUrl(req)
      allow(reply)
      return sendJson(req, reply, 200, Object.fromEntries(paths.map((p) => [p, `${base}/api/${a}/${p}/`])))
    })
  }

  app.get('/api/plugins/', { schema: pluginsDocs }, async (req, reply) => {
    requireAccess(req, config, undefined, 'view')
    allow(reply)
    return sendJson(req, reply, 200, {})
  })

  const host = hostname() // a system call per request otherwise; the name does not change under a running server
  app.get('/api/status/', { schema: statusDocs }, async (req, reply) => {
    requireAccess(req, config, undefined, 'view')
    allow(reply)
    return sendJson(req, reply, 200, {
      'netbox-version': NETBOX_COMPAT_VERSION,
      'netbox-full-version': NETBOX_COMPAT_VERSION,
      'netinventory-version': SERVICE_VERSION,
      'node-version': process.version,
      'database': deps.db.driver,
      hostname: host,
      installed_apps: {},
      plugins: {},
      'rq-workers-running': 0,
    })
  })
}

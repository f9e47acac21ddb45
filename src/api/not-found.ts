// Unknown paths: a missing trailing slash is redirected with 302 (NetBox: 301) to the same path
// with the slash; a known path with an unsupported method is a 405; anything else a JSON 404.
import type { FastifyInstance, HTTPMethods } from 'fastify'
import { sendJson } from './reply.js'

const METHODS: HTTPMethods[] = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

export function installNotFound(app: FastifyInstance): void {
  app.setNotFoundHandler((req, reply) => {
    const [path, search] = req.url.split(/\?(.*)/s, 2)
    const method = req.method as HTTPMethods
    // Only same-site paths: "//host" would make the redirect leave this site.
    if (!path.endsWith('/') && path.startsWith('/') && !path.startsWith('//') && !path.includes('\\')) {
      const slashed = `${path}/`
      if (app.hasRoute({ method: method === 'HEAD' ? 'GET' : method, url: slashed }) || routeExistsWithParam(app, slashed, method)) {
        return reply.code(302).header('location', search ? `${slashed}?${search}` : slashed).send()
      }
    }
    if (METHODS.some((m) => m !== method && routeMatches(app, path, m)))
      return sendJson(req, reply, 405, { detail: `Method "${req.method}" not allowed.` })
    return sendJson(req, reply, 404, { detail: 'Not found.' })
  })
}

/** hasRoute wants the route pattern; detail URLs carry an id, so try the pattern with :id. */
function routeExistsWithParam(app: FastifyInstance, url: string, method: HTTPMethods): boolean {
  return routeMatches(app, url, method === 'HEAD' ? 'GET' : method)
}

function routeMatches(app: FastifyInstance, url: string, method: HTTPMethods): boolean {
  if (app.hasRoute({ method, url })) return true
  const m = /^(\/api\/[^/]+\/[^/]+\/)[^/]+\/$/.exec(url)
  return !!m && app.hasRoute({ method, url: `${m[1]}:id/` })
}

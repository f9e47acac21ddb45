// ALLOWED_HOSTS, as Django (and so NetBox) applies it: absolute URLs in answers are built from the
// request's Host header, so a request naming a host this service is not known by is refused with
// 400 — otherwise `Host: evil.example` would put evil.example into every `url` (and into links a
// cache or a browser page could keep). Matching follows Django's validate_host: the port is
// ignored, case too, and a trailing dot; `*` allows any host; `.example.com` allows example.com
// and every subdomain; anything else must match exactly (`[::1]` for IPv6 addresses).
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.js'
import { ApiError } from '../engine/errors.js'

const HOST = /^([a-z0-9.-]+|\[[a-f0-9]*:[a-f0-9.:]+\])(:[0-9]+)?$/

/** The domain part of a Host header, lower case, without port or trailing dot; '' if malformed. */
export function domainOf(host: string): string {
  const h = host.toLowerCase()
  if (!HOST.test(h)) return ''
  if (h.endsWith(']')) return h
  const at = h.lastIndexOf(':')
  const domain = at < 0 ? h : h.slice(0, at)
  return domain.endsWith('.') ? domain.slice(0, -1) : domain
}

export function hostAllowed(domain: string, patterns: string[]): boolean {
  if (!domain) return false
  return patterns.some((raw) => {
    const p = raw.toLowerCase()
    if (p === '*') return true
    if (p.startsWith('.')) return domain.endsWith(p) || domain === p.slice(1)
    return domain === p
  })
}

export function installAllowedHosts(app: FastifyInstance, config: Config): void {
  const patterns = config.allowedHosts
  if (patterns.includes('*')) return
  // Clients send the same few Host values: each is checked once (bounded, so random Hosts cannot grow it).
  const allowed = new Map<string, boolean>()
  app.addHook('onRequest', (req, _reply, done) => {
    const host = req.headers.host
    if (host === undefined) return done() // HTTP/1.0 without Host: URLs are then built without one either
    let ok = allowed.get(host)
    if (ok === undefined) {
      ok = hostAllowed(domainOf(host), patterns)
      if (allowed.size >= 256) allowed.clear()
      allowed.set(host, ok)
    }
    if (ok) return done()
    done(new ApiError(400, { detail: `Invalid HTTP_HOST header: '${host.slice(0, 200)}'. You may need to add '${domainOf(host) || host.slice(0, 200)}' to ALLOWED_HOSTS.` }))
  })
}

// Headers on every HTML page this service renders (not Swagger UI, which has its own scripts):
// scripts only from this site (no inline script), never framed, no MIME sniffing, and the Referer
// kept on this site.
import type { FastifyInstance } from 'fastify'

export const CSP = [
  "default-src 'none'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "connect-src 'self'",
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ')

export function installSecurityHeaders(app: FastifyInstance): void {
  app.addHook('onSend', (req, reply, payload, done) => {
    const type = reply.getHeader('content-type')
    if (typeof type !== 'string' || !type.startsWith('text/html') || req.url.startsWith('/api/docs')) return done(null, payload)
    reply
      .header('content-security-policy', CSP)
      .header('x-frame-options', 'DENY')
      .header('x-content-type-options', 'nosniff')
      .header('referrer-policy', 'same-origin')
    done(null, payload)
  })
}

// Writing JSON responses the way NetBox clients expect: compact by default, indented when the
// Accept header asks (`application/json; indent=4`), absolute URLs built from the request's host.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { jsonPayload } from './json-bytes.js'

export const API_VERSION = '4.4'

export function baseUrl(req: FastifyRequest): string {
  const host = req.headers.host ?? `${req.hostname}`
  return `${req.protocol}://${host}`
}

function indentOf(req: FastifyRequest): number | undefined {
  const accept = req.headers.accept
  if (!accept || !accept.includes('indent')) return undefined
  const m = /indent=(\d{1,2})/.exec(accept)
  return m ? Math.min(Number(m[1]), 16) : undefined
}

export function sendJson(req: FastifyRequest, reply: FastifyReply, status: number, body: unknown): FastifyReply {
  const indent = indentOf(req)
  const payload = indent === undefined ? jsonPayload(body) : JSON.stringify(body, null, indent)
  return reply.code(status).header('content-type', 'application/json').send(payload)
}

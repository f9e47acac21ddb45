// One place decides what an error looks like on the wire. The engine and the operations raise
// typed errors (not found, conflict, validation, permission, …); this maps each kind to its HTTP
// status. Anything else is logged with its stack and answered with a bare 500 — never the stack.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { retryableDbError } from '../engine/db-errors.js'
import { ApiError, type ErrorKind, OpError } from '../engine/errors.js'
import { sendJson } from './reply.js'

const STATUS: Record<Exclude<ErrorKind, 'http'>, number> = {
  validation: 400,
  'not-authenticated': 403,
  'permission-denied': 403,
  'not-found': 404,
  'method-not-allowed': 405,
  conflict: 409,
  unprocessable: 422,
  unavailable: 503,
}

/** The HTTP status of a deliberate error. */
export function statusOf(e: OpError): number {
  return e instanceof ApiError ? e.status : STATUS[e.kind as Exclude<ErrorKind, 'http'>]
}

export function fastifyErrorBody(err: FastifyError, req: FastifyRequest, bodyLimit: number): ApiError | undefined {
  switch (err.code) {
    case 'FST_ERR_CTP_INVALID_MEDIA_TYPE':
      return new ApiError(415, { detail: `Unsupported media type "${req.headers['content-type'] ?? ''}" in request.` })
    case 'FST_ERR_CTP_BODY_TOO_LARGE':
      return new ApiError(413, { detail: `Request body is larger than the limit of ${bodyLimit} bytes.` })
    case 'FST_ERR_CTP_EMPTY_JSON_BODY':
      return new ApiError(400, { detail: 'JSON parse error - empty body' })
    case 'FST_ERR_CTP_INVALID_CONTENT_LENGTH':
      return new ApiError(400, { detail: 'Request body size did not match Content-Length.' })
    case 'FST_ERR_CTP_INVALID_JSON_BODY':
      return new ApiError(400, { detail: 'JSON parse error' })
  }
  if (err.statusCode && err.statusCode >= 400 && err.statusCode < 500)
    return new ApiError(err.statusCode, { detail: err.message || 'Bad request.' })
  return undefined
}

export function installErrorHandling(app: FastifyInstance, bodyLimit: number): void {
  app.setErrorHandler((err: FastifyError, req: FastifyRequest, reply: FastifyReply) => {
    const known = err instanceof OpError ? err : fastifyErrorBody(err, req, bodyLimit) ?? retryableDbError(err)
    if (known) {
      const status = statusOf(known)
      // The database being unreachable is worth a line for the operator; client errors are not.
      if (status >= 500) req.log.warn({ code: (err as { code?: string }).code }, known.message)
      for (const [k, v] of Object.entries(known.headers)) reply.header(k, v)
      return sendJson(req, reply, status, known.body)
    }
    req.log.error({ err }, 'unhandled error')
    return sendJson(req, reply, 500, { detail: 'Internal server error.', request_id: req.id })
  })
}

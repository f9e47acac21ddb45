// One place decides what an error looks like on the wire. Deliberate errors carry their status
// and body; anything else is logged with its stack and answered with a bare 500 — never the stack.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { retryableDbError } from '../engine/db-errors.js'
import { ApiError } from '../engine/errors.js'
import { sendJson } from './reply.js'

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
    const known = err instanceof ApiError ? err : fastifyErrorBody(err, req, bodyLimit) ?? retryableDbError(err)
    if (known) {
      // The database being unreachable is worth a line for the operator; client errors are not.
      if (known.status >= 500) req.log.warn({ code: (err as { code?: string }).code }, known.message)
      for (const [k, v] of Object.entries(known.headers)) reply.header(k, v)
      return sendJson(req, reply, known.status, known.body)
    }
    req.log.error({ err }, 'unhandled error')
    return sendJson(req, reply, 500, { detail: 'Internal server error.', request_id: req.id })
  })
}

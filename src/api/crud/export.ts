// The streaming export of a list (`Accept: application/x-ndjson` / `text/csv`, or `?format=ndjson|csv`):
// a thin adapter over exportOp (src/ops/crud.ts) that hands its stream to fastify, which writes it
// with backpressure and destroys it (closing the database cursor) when the client goes away.
import type { FastifyReply, FastifyRequest } from 'fastify'
import { OpError } from '../../engine/errors.js'
import type { Query } from '../../engine/filters.js'
import type { Representation } from '../../engine/select.js'
import { EXPORT_MEDIA_TYPES, type ExportFormat, exportOp } from '../../ops/index.js'
import type { ModelDef } from '../../registry/types.js'
import { checkFilterValues } from '../limits.js'
import { type EngineDeps, requestContext } from './context.js'

export async function sendExport(
  deps: EngineDeps,
  m: ModelDef,
  req: FastifyRequest,
  reply: FastifyReply,
  format: ExportFormat,
  how: { rep: (query: Query) => Representation; fields: (query: Query) => string[] | undefined; allow: string },
): Promise<FastifyReply> {
  const { config } = deps
  const query = req.query as Query
  const stream = await exportOp(requestContext(deps, req), m, () => {
    checkFilterValues(query, config.maxFilterValues)
    return {
      query,
      rep: how.rep(query),
      fields: how.fields(query),
      format,
      strict: config.strictFiltering,
      regexTimeoutMs: config.dbRegexTimeoutMs,
      batchSize: config.exportBatchSize,
      stallTimeoutMs: config.exportStallTimeoutMs,
      onError: (e) => {
        if (e instanceof OpError) req.log.warn({ err: e }, 'export stopped')
        else req.log.error({ err: e }, 'export failed after the response started')
      },
    }
  })
  reply.header('allow', how.allow).header('vary', 'Accept').header('content-type', EXPORT_MEDIA_TYPES[format]).header('cache-control', 'no-store')
  if (format === 'csv') reply.header('content-disposition', `attachment; filename="netbox_${m.verbosePlural.replace(/[^\w .-]/g, '_')}.csv"`)
  return reply.code(200).send(stream)
}

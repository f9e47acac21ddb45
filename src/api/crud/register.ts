// The generic CRUD plugin: registers list and detail routes for one model from the registry.
// Handlers are thin adapters: parse the request, call the operation (src/ops/), write the response.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { filterTargets, type Query } from '../../engine/filters.js'
import { apiPath, getModel } from '../../engine/models.js'
import type { Representation } from '../../engine/select.js'
import { bulkDeleteOp, bulkUpdateOp, createOp, deleteOp, getOp, listOp, type Precondition, updateOp } from '../../ops/index.js'
import type { ModelDef } from '../../registry/types.js'
import { optionsMetadata } from '../options.js'
import { etagOf, noneMatch, preconditionFailed } from '../etag.js'
import { checkFilterValues } from '../limits.js'
import { listLinks, listPaging } from '../pagination.js'
import { sendJson } from '../reply.js'
import { type EngineDeps, requestContext } from './context.js'
import { sendExport } from './export.js'
import { exportFormat } from '../../web/negotiate.js'
import type { RouteEntry } from './route-entry.js'
import { routeDocs } from './docs.js'

export const LIST_ALLOW = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS'
export const DETAIL_ALLOW = 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS'
export const READONLY_ALLOW = 'GET, HEAD, OPTIONS'

/**
 * NetBox's `?fields=a,b` (4.0+): only those top-level fields of the full representation, in its
 * order; unknown names are ignored; it wins over `brief`. The last value counts, as in Django.
 */
function requestedFields(query: Query): string[] | undefined {
  const raw = query.fields
  const v = Array.isArray(raw) ? raw[raw.length - 1] : raw
  return v ? v.split(',') : undefined
}

function pickFields<T>(obj: T, fields: string[] | undefined): T {
  if (!fields || !obj || typeof obj !== 'object') return obj
  const out: Record<string, unknown> = {}
  for (const [k, v] of Object.entries(obj)) if (fields.includes(k)) out[k] = v
  return out as T
}

function representation(m: ModelDef, query: Query): Representation {
  const fields = requestedFields(query)
  const brief = !fields && typeof query.brief === 'string' && /^(1|true|yes|on|True)$/.test(query.brief)
  const exclude = query.exclude
  const excluded = (Array.isArray(exclude) ? exclude.join(',') : exclude ?? '').includes('config_context')
  return { brief, configContext: m.configContext && !excluded && !brief && (!fields || fields.includes('config_context')) }
}

/** If-Match as a precondition on the object's current representation. */
function ifMatch(req: FastifyRequest): Precondition | undefined {
  const header = req.headers['if-match']
  if (header === undefined) return undefined
  return (current) => {
    const failed = preconditionFailed(header, etagOf(current))
    if (failed) throw failed
  }
}

type Detail = FastifyRequest<{ Params: { id: string } }>

/** `at`: serve the model under another app's URL as well (`/api/<at>/<path>/`; read-only models only). */
export function registerModel(app: FastifyInstance, entry: RouteEntry, deps: EngineDeps, at?: string): void {
  const m = getModel(entry.key)
  const { config } = deps
  const listUrl = at ? `/api/${at}/${m.path}/` : apiPath(m)
  const detailUrl = `${listUrl}:id/`
  const ctx = (req: FastifyRequest) => requestContext(deps, req)
  const docs = routeDocs(m, entry, at)
  const startIsFilter = filterTargets(m).has('start')
  const listAllow = m.readOnly ? READONLY_ALLOW : LIST_ALLOW
  const detailAllow = m.readOnly ? READONLY_ALLOW : DETAIL_ALLOW

  app.get(listUrl, { schema: docs.list }, async (req: FastifyRequest, reply: FastifyReply) => {
    const format = exportFormat(req)
    if (format) return sendExport(deps, m, req, reply, format, { rep: (query) => representation(m, query), fields: requestedFields, allow: listAllow })
    const query = req.query as Query
    let page: ReturnType<typeof listPaging> | undefined
    const result = await listOp(ctx(req), m, () => {
      checkFilterValues(query, config.maxFilterValues)
      page = listPaging(query, config, { startIsFilter })
      return { query, rep: representation(m, query), ...page, strict: config.strictFiltering, regexTimeoutMs: config.dbRegexTimeoutMs }
    })
    reply.header('allow', listAllow).header('vary', 'Accept')
    const fields = requestedFields(query)
    const results = fields ? result.results.map((o) => pickFields(o, fields)) : result.results
    return sendJson(req, reply, 200, { count: result.count, ...listLinks(req, page!, result), results })
  })

  app.get(detailUrl, { schema: docs.retrieve }, async (req: Detail, reply: FastifyReply) => {
    const obj = await getOp(ctx(req), m, req.params.id, representation(m, req.query as Query))
    // The tag of the object itself, whatever `fields` shows of it (If-Match compares the same tag).
    const etag = etagOf(obj)
    const shown = pickFields(obj, requestedFields(req.query as Query))
    reply.header('allow', detailAllow).header('vary', 'Accept').header('etag', etag)
    if (noneMatch(req.headers['if-none-match'], etag)) return reply.code(304).send()
    return sendJson(req, reply, 200, shown)
  })

  app.options(listUrl, { schema: { hide: true } }, async (req, reply) => {
    reply.header('allow', listAllow)
    return sendJson(req, reply, 200, optionsMetadata(m, 'list', !!req.auth))
  })
  app.options(detailUrl, { schema: { hide: true } }, async (req, reply) => {
    reply.header('allow', detailAllow)
    return sendJson(req, reply, 200, optionsMetadata(m, 'detail', !!req.auth))
  })

  if (m.readOnly) return

  app.post(listUrl, { schema: docs.create }, async (req: FastifyRequest, reply: FastifyReply) => {
    const { bulk, objects } = await createOp(ctx(req), m, req.body)
    reply.header('allow', listAllow)
    if (!bulk) reply.header('location', objects[0].url as string)
    return sendJson(req, reply, 201, bulk ? objects : objects[0])
  })

  const bulkUpdate = (mode: 'replace' | 'patch') => async (req: FastifyRequest, reply: FastifyReply) => {
    const objects = await bulkUpdateOp(ctx(req), m, req.body, mode)
    reply.header('allow', listAllow)
    return sendJson(req, reply, 200, objects)
  }
  app.put(listUrl, { schema: docs.bulkUpdate }, bulkUpdate('replace'))
  app.patch(listUrl, { schema: docs.bulkPatch }, bulkUpdate('patch'))

  app.delete(listUrl, { schema: docs.bulkDelete }, async (req: FastifyRequest, reply: FastifyReply) => {
    await bulkDeleteOp(ctx(req), m, req.body)
    return reply.code(204).header('allow', listAllow).send()
  })

  const update = (mode: 'replace' | 'patch') => async (req: Detail, reply: FastifyReply) => {
    const obj = await updateOp(ctx(req), m, req.params.id, req.body, mode, ifMatch(req))
    reply.header('allow', detailAllow).header('etag', etagOf(obj))
    return sendJson(req, reply, 200, obj)
  }
  app.put(detailUrl, { schema: docs.update }, update('replace'))
  app.patch(detailUrl, { schema: docs.partialUpdate }, update('patch'))

  app.delete(detailUrl, { schema: docs.destroy }, async (req: Detail, reply: FastifyReply) => {
    await deleteOp(ctx(req), m, req.params.id, { body: req.body, precondition: ifMatch(req) })
    return reply.code(204).header('allow', detailAllow).send()
  })
}

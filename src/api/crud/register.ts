// The generic CRUD plugin: registers list and detail routes for one model from the registry.
// Handlers are thin: parse the request, call the engine, write the response.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requireAccess } from '../../auth/access.js'
import { ApiError, notFound, ValidationError } from '../../engine/errors.js'
import type { Query } from '../../engine/filters.js'
import { apiPath, getModel } from '../../engine/models.js'
import { invalidateCustomFields } from '../../engine/custom-fields.js'
import { getObject, getObjects, listObjects } from '../../engine/read.js'
import type { Representation } from '../../engine/select.js'
import { createObjects, deleteObjects, updateObjects, type UpdateItem } from '../../engine/write.js'
import type { Queryable } from '../../db/types.js'
import type { ModelDef } from '../../registry/types.js'
import { kindOf } from '../../engine/validate.js'
import { q } from '../../engine/sql.js'
import { optionsMetadata } from '../options.js'
import { etagOf, noneMatch, preconditionFailed } from '../etag.js'
import { checkBulkSize, checkFilterValues } from '../limits.js'
import { pageLinks, pageRequest } from '../pagination.js'
import { baseUrl, sendJson } from '../reply.js'
import type { EngineDeps } from './context.js'
import type { RouteEntry } from './route-entry.js'
import { routeDocs } from './docs.js'

export const LIST_ALLOW = 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS'
export const DETAIL_ALLOW = 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS'
export const READONLY_ALLOW = 'GET, HEAD, OPTIONS'

const INT32 = 2147483647

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

function detailId(m: ModelDef, raw: string): number {
  if (!/^\d{1,10}$/.test(raw) || Number(raw) > INT32 || Number(raw) < 1) throw notFound(m)
  return Number(raw)
}

function listBody(body: unknown): unknown[] {
  if (!Array.isArray(body)) throw new ValidationError({ non_field_errors: [`Expected a list of items but got type "${kindOf(body)}".`] })
  return body
}

function bulkItems(body: unknown, maxBulk: number): UpdateItem[] {
  const items = listBody(body)
  checkBulkSize(items, maxBulk)
  const errors = items.map((it) => {
    const id = typeof it === 'object' && it !== null ? (it as Record<string, unknown>).id : undefined
    if (id === undefined || id === null) return { id: ['This field is required.'] }
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > INT32) return { id: ['A valid integer is required.'] }
    return {}
  })
  if (errors.some((e) => Object.keys(e).length)) throw new ValidationError(errors)
  const ids = items.map((it) => (it as { id: number }).id)
  if (new Set(ids).size !== ids.length) throw new ValidationError({ id: ['Each object may appear only once in a bulk request.'] })
  return items.map((it) => ({ id: (it as { id: number }).id, body: it }))
}

export function registerModel(app: FastifyInstance, entry: RouteEntry, deps: EngineDeps): void {
  const m = getModel(entry.key)
  const { db, config, tokens } = deps
  const listUrl = apiPath(m)
  const detailUrl = `${listUrl}:id/`
  const { permissions } = deps
  const ctx = (req: FastifyRequest) => ({
    secretKey: config.secretKey,
    actor: req.auth ? { id: req.auth.user.id, username: req.auth.user.username } : undefined,
    changes: deps.changes?.(req),
    guard: permissions?.guard(req),
    settings: { enforceGlobalUnique: config.enforceGlobalUnique },
  })
  /** The token/maintenance checks, then the caller's object permissions for this model. */
  const allowed = async (req: FastifyRequest, action: 'view' | 'create' | 'update' | 'delete') => {
    requireAccess(req, config, m, action === 'create' ? 'add' : action === 'update' ? 'change' : action)
    if (!permissions) return undefined
    await permissions.require(req, m, action)
    return permissions.restrict(req, m, action)
  }
  const afterWrite = () => {
    tokens.invalidateAfterWrite(m.key)
    if (m.app === 'extras' && m.name.startsWith('customfield')) invalidateCustomFields()
    permissions?.invalidate?.(m)
  }
  /** Secrets shown again in full representations when configured (ALLOW_TOKEN_RETRIEVAL). */
  const reveal = async (q: Queryable, objs: unknown[], rep: Representation) => {
    if (deps.reveal && !rep.brief) await deps.reveal.apply(q, m, objs)
  }
  /**
   * If-Match: lock the row first (FOR UPDATE, held to the end of the write's transaction), then
   * compare the tag of its current full representation, so no other writer can slip in between.
   */
  const checkIfMatch = async (tx: Queryable, req: FastifyRequest, id: number, restrict: Awaited<ReturnType<typeof allowed>>) => {
    const header = req.headers['if-match']
    if (header === undefined) return
    const locked = await tx.query(`SELECT id FROM ${q(m.table)} WHERE id = $1 FOR UPDATE`, [id])
    if (!locked.length) throw notFound(m)
    // Only rows the caller may act on: an object outside its permissions is a 404, as without If-Match.
    const current = await getObject(tx, m, id, { brief: false, configContext: m.configContext }, baseUrl(req), restrict)
    await reveal(tx, [current], { brief: false, configContext: false })
    const failed = preconditionFailed(header, etagOf(current))
    if (failed) throw failed
  }
  const docs = routeDocs(m, entry)
  const listAllow = m.readOnly ? READONLY_ALLOW : LIST_ALLOW
  const detailAllow = m.readOnly ? READONLY_ALLOW : DETAIL_ALLOW

  app.get(listUrl, { schema: docs.list }, async (req: FastifyRequest, reply: FastifyReply) => {
    const restrict = await allowed(req, 'view')
    const query = req.query as Query
    checkFilterValues(query, config.maxFilterValues)
    const page = pageRequest(query, config)
    const rep = representation(m, query)
    const result = await listObjects(db, m, { query, rep, base: baseUrl(req), ...page, restrict, strict: config.strictFiltering, regexTimeoutMs: config.dbRegexTimeoutMs, secretKey: config.secretKey })
    await reveal(db, result.results, rep)
    reply.header('allow', listAllow).header('vary', 'Accept')
    const fields = requestedFields(query)
    const results = fields ? result.results.map((o) => pickFields(o, fields)) : result.results
    return sendJson(req, reply, 200, { count: result.count, ...pageLinks(req, page, result.count), results })
  })

  app.get(detailUrl, { schema: docs.retrieve }, async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const restrict = await allowed(req, 'view')
    const id = detailId(m, req.params.id)
    const rep = representation(m, req.query as Query)
    const obj = await getObject(db, m, id, rep, baseUrl(req), restrict)
    await reveal(db, [obj], rep)
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
    await allowed(req, 'create')
    const bulk = Array.isArray(req.body)
    const bodies = bulk ? (req.body as unknown[]) : [req.body ?? {}]
    checkBulkSize(bodies, config.maxBulkSize)
    const base = baseUrl(req)
    const out = await db.transaction(async (tx) => {
      const { ids, revealed } = await createObjects({ tx, ...ctx(req) }, m, bodies, bulk)
      await deps.reveal?.store(tx, m, revealed)
      const objs = (await getObjects(tx, m, ids, { brief: false, configContext: m.configContext }, base)) as Array<Record<string, unknown>>
      for (const o of objs) Object.assign(o, revealed.get(o.id as number))
      return objs
    })
    afterWrite()
    reply.header('allow', listAllow)
    if (!bulk) reply.header('location', out[0].url as string)
    return sendJson(req, reply, 201, bulk ? out : out[0])
  })

  const bulkUpdate = (mode: 'replace' | 'patch') => async (req: FastifyRequest, reply: FastifyReply) => {
    await allowed(req, 'update')
    const items = bulkItems(req.body, config.maxBulkSize)
    const out = await db.transaction(async (tx) => {
      const ids = await updateObjects({ tx, ...ctx(req) }, m, items, mode, true)
      const objs = await getObjects(tx, m, ids, { brief: false, configContext: m.configContext }, baseUrl(req), 'default')
      await reveal(tx, objs, { brief: false, configContext: false })
      return objs
    })
    afterWrite()
    reply.header('allow', listAllow)
    return sendJson(req, reply, 200, out)
  }
  app.put(listUrl, { schema: docs.bulkUpdate }, bulkUpdate('replace'))
  app.patch(listUrl, { schema: docs.bulkPatch }, bulkUpdate('patch'))

  app.delete(listUrl, { schema: docs.bulkDelete }, async (req: FastifyRequest, reply: FastifyReply) => {
    await allowed(req, 'delete')
    const items = bulkItems(req.body, config.maxBulkSize)
    await db.transaction((tx) => deleteObjects({ tx, ...ctx(req) }, m, items.map((i) => i.id), true))
    afterWrite()
    return reply.code(204).header('allow', listAllow).send()
  })

  const update = (mode: 'replace' | 'patch') => async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const restrict = await allowed(req, 'update')
    const id = detailId(m, req.params.id)
    const body = req.body ?? {}
    const out = await db.transaction(async (tx) => {
      await checkIfMatch(tx, req, id, restrict)
      await updateObjects({ tx, ...ctx(req) }, m, [{ id, body }], mode, false)
      const obj = await getObject(tx, m, id, { brief: false, configContext: m.configContext }, baseUrl(req))
      await reveal(tx, [obj], { brief: false, configContext: false })
      return obj
    })
    afterWrite()
    reply.header('allow', detailAllow).header('etag', etagOf(out))
    return sendJson(req, reply, 200, out)
  }
  app.put(detailUrl, { schema: docs.update }, update('replace'))
  app.patch(detailUrl, { schema: docs.partialUpdate }, update('patch'))

  app.delete(detailUrl, { schema: docs.destroy }, async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
    const restrict = await allowed(req, 'delete')
    const id = detailId(m, req.params.id)
    if (req.body !== undefined) throw new ApiError(400, { detail: 'A DELETE request to a detail endpoint takes no body.' })
    await db.transaction(async (tx) => {
      await checkIfMatch(tx, req, id, restrict)
      await deleteObjects({ tx, ...ctx(req) }, m, [id], false)
    })
    afterWrite()
    return reply.code(204).header('allow', detailAllow).send()
  })
}

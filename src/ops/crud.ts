// The CRUD operations: list, get, create, update and delete, single and bulk (all-or-none). Each
// checks access first, then the input's shape, then (for writes) runs in one transaction through
// runWrite: If-Match against the locked row, the write path, the re-read of the result.
import { notFound, OpError } from '../engine/errors.js'
import type { Query } from '../engine/filters.js'
import type { Readable } from 'node:stream'
import { customFieldsFor } from '../engine/custom-fields.js'
import { getObject, listObjects, openListCursor, type Page } from '../engine/read.js'
import type { Representation } from '../engine/select.js'
import { q } from '../engine/sql.js'
import type { ModelDef } from '../registry/types.js'
import type { OpContext, Restriction } from './context.js'
import { bulkItems, checkBulkSize, parseId } from './input.js'
import { fullOf, runWrite, type WriteScope } from './run.js'
import { csvEncoder, type ExportFormat, exportReadable, ndjsonEncoder } from './export.js'

/** Throws when the object's current full representation does not meet the caller's precondition (If-Match). */
export type Precondition = (current: Record<string, unknown>) => void

export interface ListOptions {
  query: Query
  rep: Representation
  limit: number | null
  offset: number
  /** Keyset pagination (read.ts KeysetRequest); absent: limit/offset. */
  keyset?: { cursor?: string; count: boolean }
  /** NetBox's `start=` (rows with id >= start, by id). */
  start?: string
  strict: boolean
  regexTimeoutMs?: number
}

/** `parse` reads the caller's parameters after the access check: a caller without access learns nothing of them. */
export async function listOp(ctx: OpContext, m: ModelDef, parse: () => ListOptions): Promise<Page> {
  await ctx.access.require(m, 'view')
  const restrict = await ctx.access.restrict(m, 'view')
  const opts = parse()
  const page = await listObjects(ctx.db, m, { ...opts, base: ctx.base, restrict, secretKey: ctx.secretKey, actorId: ctx.actor?.id })
  if (!opts.rep.brief) await ctx.reveal?.apply(ctx.db, m, page.results)
  return page
}

export interface ExportOptions {
  query: Query
  rep: Representation
  /** `fields=`: only these top-level fields (lines) or columns (CSV). */
  fields?: string[]
  format: ExportFormat
  strict: boolean
  regexTimeoutMs?: number
  batchSize: number
  stallTimeoutMs: number
  /** Told of an error that ends a started export (it cannot be a response any more). */
  onError: (e: unknown) => void
}

/**
 * The whole filtered list (no pages), as the list serialises it, as a byte stream read from one
 * database cursor in batches. The first batch is read before returning: a bad filter or a refused
 * caller is an ordinary error, and only failures after the first byte end the stream itself.
 */
export async function exportOp(ctx: OpContext, m: ModelDef, parse: () => ExportOptions): Promise<Readable> {
  await ctx.access.require(m, 'view')
  const restrict = await ctx.access.restrict(m, 'view')
  const opts = parse()
  // Read before the cursor's transaction: on PGlite it holds the one connection until the end.
  const customFields = opts.format === 'csv' && !opts.rep.brief ? await customFieldsFor(ctx.db, m) : []
  const reveal = ctx.reveal
  const cursor = await openListCursor(
    ctx.db,
    m,
    { query: opts.query, rep: opts.rep, base: ctx.base, restrict, secretKey: ctx.secretKey, actorId: ctx.actor?.id, strict: opts.strict, regexTimeoutMs: opts.regexTimeoutMs },
    { batchSize: opts.batchSize, stallTimeoutMs: opts.stallTimeoutMs, decorate: reveal ? (db, objects) => reveal.apply(db, m, objects) : undefined },
  )
  let first: unknown[] | null
  try {
    first = await cursor.next()
  } catch (e) {
    await cursor.close()
    throw e
  }
  const encoder = opts.format === 'csv' ? csvEncoder(m, cursor.keys, opts.fields, customFields) : ndjsonEncoder(opts.fields)
  return exportReadable(cursor, first, encoder, opts.onError)
}

export async function getOp(ctx: OpContext, m: ModelDef, rawId: string | number, rep: Representation): Promise<Record<string, unknown>> {
  await ctx.access.require(m, 'view')
  const restrict = await ctx.access.restrict(m, 'view')
  const id = parseId(m, rawId)
  const obj = (await getObject(ctx.db, m, id, rep, ctx.base, restrict)) as Record<string, unknown>
  if (!rep.brief) await ctx.reveal?.apply(ctx.db, m, [obj])
  return obj
}

/** One object (`body` an object) or many (`body` a list): the created objects, secrets shown once. */
export async function createOp(ctx: OpContext, m: ModelDef, body: unknown): Promise<{ bulk: boolean; objects: Array<Record<string, unknown>> }> {
  await ctx.access.require(m, 'create')
  const bulk = Array.isArray(body)
  const bodies = bulk ? (body as unknown[]) : [body ?? {}]
  checkBulkSize(bodies, ctx.maxBulkSize)
  const objects = await runWrite(ctx, async (scope) => {
    const { ids, revealed } = await scope.create(m, bodies, bulk)
    const objs = await scope.read(m, ids)
    for (const o of objs) Object.assign(o, revealed.get(o.id as number))
    return objs
  })
  return { bulk, objects }
}

/**
 * If-Match: lock the row first (FOR UPDATE, held to the end of the write's transaction), then
 * compare its current full representation, so no other writer can slip in between. Only rows the
 * caller may act on: another is a 404, as without If-Match.
 */
async function checkPrecondition(scope: WriteScope, m: ModelDef, id: number, restrict: Restriction | undefined, precondition: Precondition): Promise<void> {
  const locked = await scope.tx.query(`SELECT id FROM ${q(m.table)} WHERE id = $1 FOR UPDATE`, [id])
  if (!locked.length) throw notFound(m)
  const current = (await getObject(scope.tx, m, id, fullOf(m), scope.ctx.base, restrict)) as Record<string, unknown>
  await scope.ctx.reveal?.apply(scope.tx, m, [current])
  precondition(current)
}

export async function updateOp(
  ctx: OpContext,
  m: ModelDef,
  rawId: string | number,
  body: unknown,
  mode: 'replace' | 'patch',
  precondition?: Precondition,
): Promise<Record<string, unknown>> {
  await ctx.access.require(m, 'update')
  const restrict = await ctx.access.restrict(m, 'update')
  const id = parseId(m, rawId)
  return runWrite(ctx, async (scope) => {
    if (precondition) await checkPrecondition(scope, m, id, restrict, precondition)
    await scope.update(m, [{ id, body: body ?? {} }], mode, false)
    const [obj] = await scope.read(m, [id])
    return obj
  })
}

/** A list of objects each naming its id; the updated objects in the order the engine wrote them. */
export async function bulkUpdateOp(ctx: OpContext, m: ModelDef, body: unknown, mode: 'replace' | 'patch'): Promise<Array<Record<string, unknown>>> {
  await ctx.access.require(m, 'update')
  await ctx.access.restrict(m, 'update')
  const items = bulkItems(body, ctx.maxBulkSize)
  return runWrite(ctx, async (scope) => scope.read(m, await scope.update(m, items, mode, true), 'default'))
}

export async function deleteOp(ctx: OpContext, m: ModelDef, rawId: string | number, opts: { body?: unknown; precondition?: Precondition } = {}): Promise<void> {
  await ctx.access.require(m, 'delete')
  const restrict = await ctx.access.restrict(m, 'delete')
  const id = parseId(m, rawId)
  if (opts.body !== undefined) throw new OpError('validation', { detail: 'A DELETE request to a detail endpoint takes no body.' })
  await runWrite(ctx, async (scope) => {
    if (opts.precondition) await checkPrecondition(scope, m, id, restrict, opts.precondition)
    await scope.delete(m, [id], false)
  })
}

/** A list of objects each naming its id: all deleted, or none. */
export async function bulkDeleteOp(ctx: OpContext, m: ModelDef, body: unknown): Promise<void> {
  await ctx.access.require(m, 'delete')
  await ctx.access.restrict(m, 'delete')
  const items = bulkItems(body, ctx.maxBulkSize)
  await runWrite(ctx, (scope) => scope.delete(m, items.map((i) => i.id), true))
}


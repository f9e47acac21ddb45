// Reads: one query for the page (joins and subqueries compiled in select.ts) plus one count.
import type { Db, Param, Queryable } from '../db/types.js'
import type { ModelDef } from '../registry/types.js'
import { pgErrorOf } from '../db/types.js'
import { type FieldErrors, notFound, OpError, ValidationError } from './errors.js'
import { applyFilters, Conditions, orderBy, orderKeys, orderSql, type OrderKey, type Query } from './filters.js'
import { afterCondition, decodeCursor, type Direction, encodeCursor, invalidCursor, reversed } from './keyset.js'
import { SECRET_KEY_HINT, ACTOR_HINT } from './predicates.js'
import { networkHints } from './network-filters.js'
import { customFieldsFor, renderCustomFields } from './custom-fields.js'
import { type CompiledSelect, compiledSelect, type Representation } from './select.js'
import { prepareContexts, withContexts } from './config-context.js'
import { q } from './sql.js'
import { resolveObjects } from './objects.js'
import { checkRegexFilters, regexParams, withRegexTimeout } from '../regex/filters.js'

export interface Page {
  /** null on a cursor page asked for without one (`count=false`) and in `start=` mode, as NetBox. */
  count: number | null
  results: unknown[]
  /** Keyset pages: the cursors of the next and previous pages (null: none; '' for next: the first page). */
  cursors?: { next: string | null; previous: string | null }
  /** `start=` pages: the last row's id and how many rows came (NetBox links the next page from them). */
  start?: { lastId: number | null; length: number }
}

export interface KeysetRequest {
  /** The cursor the client sent; absent: the first page. */
  cursor?: string
  /** Whether to count the whole filtered list as well (the cost cursor pages let a client skip). */
  count: boolean
}

export interface ListRequest {
  query: Query
  rep: Representation
  base: string
  limit: number | null // null = all
  offset: number
  /** Extra conditions (e.g. permission constraints) every row must meet. */
  restrict?: (c: Conditions) => void
  /** STRICT_FILTERING: unknown filter parameters are refused. */
  strict?: boolean
  /** DB_REGEX_TIMEOUT_MS: the statement timeout of a list with `__regex`/`__iregex` filters. */
  regexTimeoutMs?: number
  /** SECRET_KEY: filters compare token keys through their digest (predicates.ts tokenKey). */
  secretKey?: string
  /** The requesting user's id: filters relative to the caller (predicates.ts usable). */
  actorId?: number
  /** Keyset pagination over the list's ordering (`pagination=cursor`, `cursor=`): offset is ignored. */
  keyset?: KeysetRequest
  /** NetBox's `start=`: rows with id >= start, by id, no count. */
  start?: string
}

/**
 * What a full representation needs beyond its one query: custom fields with every defined field
 * (and nested objects) and the objects of `object` fields — each one query for the whole page.
 */
export async function complete(db: Queryable, m: ModelDef, objects: unknown[], rep: Representation, base: string): Promise<void> {
  await resolveObjects(db, m, objects, base)
  if (rep.brief) return
  await renderCustomFields(db, m, objects, base)
}

const orderCache = new Map<string, string>()

function defaultOrder(m: ModelDef): string {
  let o = orderCache.get(m.key)
  if (o === undefined) orderCache.set(m.key, (o = orderBy(m, undefined)))
  return o
}

/**
 * A `__regex`/`__iregex` filter that JavaScript accepts but PostgreSQL's regular expressions do not
 * (`(?<name>x)`, `\p{L}`, `[[:foo:]]`) fails only in the query: answer 400 naming those filters.
 */
function invalidRegex(e: unknown, query: Query): ValidationError | undefined {
  if (pgErrorOf(e)?.code !== '2201B') return undefined
  const names = Object.keys(query).filter((k) => /__i?regex$/.test(k))
  const errors: FieldErrors = {}
  for (const n of names.length ? names : ['non_field_errors']) errors[n] = ['Enter a valid regular expression.']
  return new ValidationError(errors)
}

async function conditions(db: Queryable, m: ModelDef, req: ListRequest): Promise<Conditions> {
  checkRegexFilters(req.query, db)
  const c = new Conditions()
  const customFields = Object.keys(req.query).some((k) => k.startsWith('cf_')) ? await customFieldsFor(db, m) : undefined
  await networkHints(db, m, req.query, c)
  if (req.secretKey) c.hints.set(SECRET_KEY_HINT, req.secretKey)
  if (req.actorId !== undefined) c.hints.set(ACTOR_HINT, req.actorId)
  applyFilters(m, req.query, c, { customFields, strict: req.strict })
  req.restrict?.(c)
  return c
}

/** Rows of a compiled select as objects; config contexts (when selected) are brought up to date first. */
export async function mapRows(db: Queryable, sel: CompiledSelect, rows: unknown[][], base: string): Promise<unknown[]> {
  const out = new Array(rows.length)
  const map = () => {
    for (let i = 0; i < rows.length; i++) out[i] = sel.map(rows[i], base)
  }
  if (sel.contextGen === undefined) map()
  else {
    const set = prepareContexts(db, rows, sel.contextGen)
    withContexts(set instanceof Promise ? await set : set, map)
  }
  return out
}

/** A page size or offset as SQL text: the request layer bounds them; anything else is a bug. */
function pageInt(n: number): string {
  if (!Number.isSafeInteger(n) || n < 0) throw new Error(`page bound ${n} is not a whole number`)
  return String(n)
}

export async function listObjects(db: Queryable, m: ModelDef, req: ListRequest): Promise<Page> {
  if (req.keyset || req.start !== undefined) return keysetPage(db, m, req)
  const c = await conditions(db, m, req)
  const where = c.where.length ? ` WHERE ${c.where.join(' AND ')}` : ''
  const ordering = typeof req.query.ordering === 'string' ? orderBy(m, req.query.ordering) : defaultOrder(m)
  const sel = compiledSelect(m, req.rep)
  const params: Param[] = [...c.params]
  // LIMIT and OFFSET are literals: as parameters, the generic plan PostgreSQL keeps for a prepared
  // statement assumes a tenth of the table is fetched and sorts all of it instead of walking the
  // ordering's index (100,000 ASNs: first page 358 ms → 2 ms). Page sizes are few, so the LIMIT
  // text is one of few statements; offsets are unbounded, so a page with one is not kept prepared.
  let page = ''
  if (req.limit !== null) page += ` LIMIT ${pageInt(req.limit)}`
  if (req.offset) page += ` OFFSET ${pageInt(req.offset)}`
  const [rows, count] = await withRegexTimeout(db, req.query, req.regexTimeoutMs ?? 0, (db) =>
    Promise.all([
      // The page is chosen first and the joins run on its rows only: PostgreSQL then plans a small
      // query instead of re-planning a dozen-table join for every request (measured: 25 ms → 4 ms).
      db.rows(`${(req.limit === null ? sel.over : sel.page)(`(SELECT * FROM ${q(m.table)} t${where} ORDER BY ${ordering}${page})`)} ORDER BY ${ordering}`, params, { prepare: !req.offset }),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${q(m.table)} t${where}`, c.params),
    ]),
  ).catch((e: unknown) => {
    throw invalidRegex(e, req.query) ?? e
  })
  const results = await mapRows(db, sel, rows, req.base)
  await complete(db, m, results, req.rep, req.base)
  return { count: count[0].n, results }
}

const ID_KEY: OrderKey[] = [{ expr: 't.id', desc: false, nullable: false }]

/**
 * A keyset page (keyset.ts): the rows after (or before) the cursor's row in the list's ordering,
 * one more than the limit to learn whether another page follows; or NetBox's `start=` page. The
 * count runs beside it only when asked for.
 */
async function keysetPage(db: Queryable, m: ModelDef, req: ListRequest): Promise<Page> {
  const secret = req.secretKey ?? ''
  const keys = req.start !== undefined ? ID_KEY : orderKeys(m, typeof req.query.ordering === 'string' ? req.query.ordering : undefined)
  const anchor = req.keyset?.cursor !== undefined ? decodeCursor(secret, keys, req.keyset.cursor) : undefined
  const c = await conditions(db, m, req)
  const back = anchor?.dir === 'p'
  const scan = back ? reversed(keys) : keys
  const params: Param[] = [...c.params]
  const bind = (v: string) => `$${params.push(v)}`
  const where = [...c.where]
  if (req.start !== undefined) where.push(`t.id >= ${bind(req.start)}::bigint`)
  if (anchor) where.push(afterCondition(scan, anchor.values, bind))
  // start= takes exactly `limit` rows (NetBox links a next page whenever the page is full).
  const fetch = req.limit === null ? null : req.start !== undefined ? req.limit : req.limit + 1
  const order = orderSql(scan)
  const sel = compiledSelect(m, req.rep)
  const inner = `SELECT * FROM ${q(m.table)} t${where.length ? ` WHERE ${where.join(' AND ')}` : ''} ORDER BY ${order}${fetch === null ? '' : ` LIMIT ${fetch}`}`
  const extra = req.start !== undefined ? [] : keys.map((k) => `(${k.expr})::text`)
  const counted = req.keyset?.count === true
  const [found, count] = await withRegexTimeout(db, req.query, req.regexTimeoutMs ?? 0, (db) =>
    Promise.all([
      db.rows(`${(fetch === null ? sel.over : sel.page)(`(${inner})`, extra)} ORDER BY ${order}`, params),
      counted ? db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${q(m.table)} t${c.where.length ? ` WHERE ${c.where.join(' AND ')}` : ''}`, c.params) : undefined,
    ]),
  ).catch((e: unknown) => {
    // A signed cursor holds values PostgreSQL gave; one it cannot read back is still the cursor's fault.
    if (anchor && pgErrorOf(e)?.code?.startsWith('22')) throw invalidCursor()
    throw invalidRegex(e, req.query) ?? e
  })
  const more = req.limit !== null && req.start === undefined && found.length > req.limit
  const rows = more ? found.slice(0, req.limit!) : found
  if (back) rows.reverse()
  const results = await mapRows(db, sel, rows, req.base)
  await complete(db, m, results, req.rep, req.base)
  const total = count ? count[0].n : null
  if (req.start !== undefined) {
    const last = results[results.length - 1] as { id: number } | undefined
    return { count: null, results, start: { lastId: last ? last.id : null, length: results.length } }
  }
  const at = (row: unknown[] | undefined, dir: Direction) =>
    row ? encodeCursor(secret, keys, { dir, values: row.slice(sel.width, sel.width + keys.length) as Array<string | null> }) : null
  const first = rows[0]
  const last = rows[rows.length - 1]
  const cursors = back
    ? // Nothing before the anchor: the next page is the list's first.
      { next: last ? at(last, 'n') : '', previous: more ? at(first, 'p') : null }
    : { next: more ? at(last, 'n') : null, previous: anchor ? at(first, 'p') : null }
  return { count: total, results, cursors }
}

/** The whole filtered list read in batches (streaming export): see openListCursor. */
export interface ObjectCursor {
  readonly rep: Representation
  /** The top-level keys of those objects, in order. */
  readonly keys: string[]
  /** The next batch, or null once every row was read. Rejects when the read failed (or stalled). */
  next(): Promise<unknown[] | null>
  /** Ends the read: the cursor and its transaction are closed and the connection released. Idempotent. */
  close(): Promise<void>
}

export interface CursorOptions {
  /** Rows per FETCH. */
  batchSize: number
  /** The read is abandoned (and the connection released) when the next batch is not asked for within this long. */
  stallTimeoutMs: number
  /** Per batch, in the read's transaction: what the operation adds to full representations (revealed secrets). */
  decorate?: (db: Queryable, objects: unknown[]) => Promise<void>
}

export class ExportStalled extends OpError {
  constructor(ms: number) {
    super('unavailable', { detail: `The export was not read for ${ms} ms and was stopped (EXPORT_STALL_TIMEOUT_MS).` })
  }
}

type CursorCommand = { fetch: true; resolve: (v: unknown[] | null) => void; reject: (e: unknown) => void } | { fetch: false }

/**
 * The list's own query (same filters, permissions, ordering and select) as a server-side cursor in
 * one read-only transaction, fetched `batchSize` rows at a time only when the consumer asks: memory
 * stays at one batch whatever the size of the set. Works on PostgreSQL and PGlite (where the
 * transaction holds the one connection: other requests wait until the read ends).
 *
 * The transaction is a callback (Db.transaction), so the cursor is a small channel between it and
 * the consumer: the callback waits for commands (fetch / close) and ends, rolling back nothing but
 * releasing its connection, on close, at the end of the rows, on an error or when the consumer stalls.
 */
export async function openListCursor(db: Db, m: ModelDef, req: Omit<ListRequest, 'limit' | 'offset'>, opts: CursorOptions): Promise<ObjectCursor> {
  const c = await conditions(db, m, { ...req, limit: null, offset: 0 })
  const where = c.where.length ? ` WHERE ${c.where.join(' AND ')}` : ''
  const ordering = typeof req.query.ordering === 'string' ? orderBy(m, req.query.ordering) : defaultOrder(m)
  const sel = compiledSelect(m, req.rep)
  const sql = `${sel.over(`(SELECT * FROM ${q(m.table)} t${where} ORDER BY ${ordering})`)} ORDER BY ${ordering}`
  const regexTimeout = db.driver === 'postgres' && regexParams(req.query).length ? (req.regexTimeoutMs ?? 0) : 0
  const batch = Math.max(1, Math.floor(opts.batchSize))

  let waiting: ((cmd: CursorCommand | 'stalled') => void) | undefined
  let queued: CursorCommand | undefined
  let current: (CursorCommand & { fetch: true }) | undefined
  let finished = false
  let failure: unknown
  const send = (cmd: CursorCommand) => {
    if (waiting) {
      const w = waiting
      waiting = undefined
      w(cmd)
    } else queued = cmd
  }
  const receive = () =>
    new Promise<CursorCommand | 'stalled'>((resolve) => {
      if (queued) {
        const cmd = queued
        queued = undefined
        return resolve(cmd)
      }
      const timer = setTimeout(() => {
        waiting = undefined
        resolve('stalled')
      }, opts.stallTimeoutMs)
      waiting = (cmd) => {
        clearTimeout(timer)
        resolve(cmd)
      }
    })

  const done = db.transaction(async (tx) => {
    await tx.exec('SET TRANSACTION READ ONLY')
    if (regexTimeout) await tx.query(`SELECT set_config('statement_timeout', $1, true)`, [String(regexTimeout)])
    await tx.query(`DECLARE netinv_export NO SCROLL CURSOR FOR ${sql}`, c.params)
    for (;;) {
      const cmd = await receive()
      if (cmd === 'stalled') throw new ExportStalled(opts.stallTimeoutMs)
      if (!cmd.fetch) return
      current = cmd
      // Not prepared: what a FETCH returns depends on the cursor declared under that name now.
      const rows = await tx.rows(`FETCH FORWARD ${batch} FROM netinv_export`, [], { prepare: false })
      const objects = await mapRows(tx, sel, rows, req.base)
      await complete(tx, m, objects, req.rep, req.base)
      if (opts.decorate && !req.rep.brief) await opts.decorate(tx, objects)
      current = undefined
      cmd.resolve(objects.length ? objects : null)
      // A short batch is the last: end the transaction now rather than on the next request.
      if (rows.length < batch) return
    }
  })
  const settle = (e?: unknown) => {
    finished = true
    failure = e
    for (const cmd of [current, queued]) {
      if (!cmd?.fetch) continue
      if (e === undefined) cmd.resolve(null)
      else cmd.reject(e)
    }
    current = queued = undefined
  }
  const ended = done.then(
    () => settle(),
    (e: unknown) => {
      if (pgErrorOf(e)?.code === '57014' && regexTimeout) {
        const message = `This regular expression took longer than ${regexTimeout} ms to match (DB_REGEX_TIMEOUT_MS); simplify it or narrow the list with other filters.`
        e = new ValidationError(Object.fromEntries(regexParams(req.query).map((n) => [n, [message]])))
      }
      settle(invalidRegex(e, req.query) ?? e)
    },
  )
  return {
    rep: req.rep,
    keys: sel.keys,
    next() {
      if (finished) return failure === undefined ? Promise.resolve(null) : Promise.reject(failure)
      return new Promise((resolve, reject) => send({ fetch: true, resolve, reject }))
    },
    async close() {
      if (!finished) send({ fetch: false })
      await ended
    },
  }
}

export async function getObject(
  db: Queryable,
  m: ModelDef,
  id: number,
  rep: Representation,
  base: string,
  restrict?: (c: Conditions) => void,
): Promise<unknown> {
  const sel = compiledSelect(m, rep)
  const c = new Conditions(1)
  restrict?.(c)
  const rows = await db.rows(`${sel.sql} WHERE t.id = $1${c.where.map((w) => ` AND ${w}`).join('')}`, [id, ...c.params])
  if (!rows.length) throw notFound(m)
  const [obj] = await mapRows(db, sel, rows, base)
  await complete(db, m, [obj], rep, base)
  return obj
}

export async function getObjects(db: Queryable, m: ModelDef, ids: number[], rep: Representation, base: string, order: 'id' | 'default' = 'id'): Promise<unknown[]> {
  if (!ids.length) return []
  const sel = compiledSelect(m, rep)
  const rows = await db.rows(`${sel.sql} WHERE t.id = ANY($1::int[]) ORDER BY ${order === 'id' ? 't.id' : defaultOrder(m)}`, [ids])
  const objs = await mapRows(db, sel, rows, base)
  await complete(db, m, objs, rep, base)
  return objs
}

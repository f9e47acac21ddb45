// runWrite: one transaction, every write in it through the engine's write path with the context's
// change sink and the caller's permission guard, and post-commit work only after the commit. The
// CRUD operations are built on it; so are custom actions (allocations, components from templates)
// that create, update or delete other rows.
import { pgErrorOf, type Tx } from '../db/types.js'
import type { Change, ChangeSink } from '../engine/changes.js'
import { FileWork } from '../engine/media.js'
import { getObjects } from '../engine/read.js'
import type { Representation } from '../engine/select.js'
import type { Mode } from '../engine/validate.js'
import { type CreateResult, createObjects, deleteObjects, type UpdateItem, updateObjects, type WriteContext } from '../engine/write.js'
import type { ModelDef } from '../registry/types.js'
import type { OpContext } from './context.js'
import { idempotent } from './idempotency.js'

export const FULL: Representation = { brief: false, configContext: false }
export const fullOf = (m: ModelDef): Representation => ({ brief: false, configContext: m.configContext })

/** The writes of one transaction. */
export class WriteScope {
  constructor(
    readonly ctx: OpContext,
    readonly tx: Tx,
    private readonly sink: ChangeSink,
    private readonly files?: FileWork,
  ) {}

  /** The engine's context for one write; `bulk` decides how the guard names rows it refuses. */
  writeContext(bulk: boolean): WriteContext {
    const { ctx } = this
    return {
      tx: this.tx,
      secretKey: ctx.secretKey,
      actor: ctx.actor,
      changes: this.sink,
      guard: ctx.access.guard(bulk),
      settings: ctx.settings,
      files: ctx.media && this.files ? { work: this.files, store: ctx.media } : undefined,
    }
  }

  /** Creates rows of m (all or none); the generated secrets are kept for retrieval when configured. */
  async create(m: ModelDef, bodies: unknown[], bulk = true): Promise<CreateResult> {
    const result = await createObjects(this.writeContext(bulk), m, bodies, bulk)
    await this.ctx.reveal?.store(this.tx, m, result.revealed)
    return result
  }

  /** Creates rows of m with the given ids (restoring deleted objects: a revert). */
  createWithIds(m: ModelDef, bodies: unknown[], ids: number[]): Promise<CreateResult> {
    return createObjects(this.writeContext(false), m, bodies, false, ids)
  }

  update(m: ModelDef, items: UpdateItem[], mode: Exclude<Mode, 'create'> = 'patch', bulk = true): Promise<number[]> {
    return updateObjects(this.writeContext(bulk), m, items, mode, bulk)
  }

  delete(m: ModelDef, ids: number[], bulk = true): Promise<void> {
    return deleteObjects(this.writeContext(bulk), m, ids, bulk)
  }

  /** Full representations of rows of m as they are inside this transaction, secrets shown when configured. */
  async read(m: ModelDef, ids: number[], order: 'id' | 'default' = 'id'): Promise<Array<Record<string, unknown>>> {
    const objs = (await getObjects(this.tx, m, ids, fullOf(m), this.ctx.base, order)) as Array<Record<string, unknown>>
    await this.ctx.reveal?.apply(this.tx, m, objs)
    return objs
  }
}

/**
 * Runs `fn` in one transaction. Every change made through the scope goes to the context's sink;
 * after the commit (never before, never after a rollback) the context's post-commit work runs with
 * every model the transaction wrote, rows written by domain rules and cascades included.
 */
export async function runWrite<T>(ctx: OpContext, fn: (scope: WriteScope) => Promise<T>): Promise<T> {
  const touched = new Set<string>()
  const files = new FileWork()
  // The change records go out without the write waiting for them (nor for the snapshots they are
  // made of, which the write path reads in place but does not wait for): the next statement (the
  // next write, the re-read of the result) is pipelined behind each on the transaction's
  // connection, two round trips fewer per write. They stay in order among themselves (each starts
  // when the one before it is done), all are done before COMMIT, and the first to fail is the
  // transaction's error.
  let records: Promise<void> = Promise.resolve()
  const sink: ChangeSink = {
    record: (tx, changes: Change[]) => {
      for (const c of changes) {
        touched.add(c.model.key)
        replacedFiles(c, files)
      }
      defer(() => ctx.changes.record(tx, changes))
      return Promise.resolve()
    },
    capture: ctx.changes.capture?.bind(ctx.changes),
    defer,
  }
  function defer(work: () => Promise<void>): void {
    records = records.then(work)
    records.catch(() => {}) // awaited below
  }
  // Deferred work may defer more (a snapshot's work ends by recording): wait until nothing is added.
  async function settled(): Promise<void> {
    for (let seen = records; ; seen = records) {
      await seen
      if (seen === records) return
    }
  }
  const out = await ctx.db.transaction(async (tx) => {
    // A retried transaction starts again with no file work and no records.
    files.writes.clear()
    files.removals.clear()
    records = Promise.resolve()
    let result: T
    try {
      result = await idempotent(ctx, tx, () => fn(new WriteScope(ctx, tx, sink, files)))
    } catch (e) {
      // A record that failed aborted the transaction, and a later statement then failed only for
      // that reason: the record's error is the one to report. A record sent after the write's own
      // failure fails only as "transaction aborted" (25P02): then the write's error is the one.
      try {
        await settled()
      } catch (recordError) {
        if (pgErrorOf(recordError)?.code !== '25P02') throw recordError
      }
      throw e
    }
    await settled()
    return result
  })
  if (ctx.idempotency) ctx.idempotency.used = true
  if (ctx.media && (files.writes.size || files.removals.size)) await ctx.media.apply(files)
  ctx.afterCommit(touched)
  return out
}

/** The files of image fields a change lets go: a deleted row's, or the one an update replaced. */
function replacedFiles(c: Change, files: FileWork): void {
  for (const f of c.model.fields) {
    if (f.kind !== 'image') continue
    const before = c.pre?.[f.name]
    if (typeof before !== 'string' || before === '') continue
    if (c.action === 'delete' || (c.action === 'update' && c.post?.[f.name] !== before)) files.removals.add(before)
  }
}

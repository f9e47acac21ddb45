// The recorded path for rows the write path touches besides the ones it was asked to write: child
// rows written inline (cable terminations), fields mirrored onto other objects (a cable's ends),
// rows a delete clears (set-null and generic relations, many-to-many memberships). Each changed row
// gets its change (with pre/post snapshots) in the write's transaction, as the written rows do:
// the change sink turns them into change records and webhooks.
import type { Queryable } from '../db/types.js'
import type { ModelDef } from '../registry/types.js'
import { type Change, type ChangeAction, type ChangeSink, displayOf } from './changes.js'
import { type Snapshot, snapshots } from './snapshot.js'

export interface Recorder {
  tx: Queryable
  /** Required: a write that is not recorded does not happen. */
  changes: ChangeSink
}

/** Hands the changes of `ids` (one action on one model) to the sink. */
export async function recordChanges(
  rec: Recorder,
  m: ModelDef,
  action: ChangeAction,
  ids: number[],
  pre: Map<number, Snapshot>,
  post: Map<number, Snapshot>,
): Promise<void> {
  if (!ids.length) return
  const changes: Change[] = ids.map((id) => {
    const before = pre.get(id) ?? null
    const after = post.get(id) ?? null
    return { action, model: m, id, repr: displayOf(m, after ?? before, id), pre: before, post: after }
  })
  await rec.changes.record(rec.tx, changes)
}

/** Rows just inserted: their post snapshots, recorded as creates. */
export async function recordCreated(rec: Recorder, m: ModelDef, ids: number[]): Promise<void> {
  if (!ids.length) return
  await recordChanges(rec, m, 'create', ids, new Map(), await snapshots(rec.tx, m, ids))
}

/** Runs an UPDATE of rows `ids` of m (by other means than the write path) and records it. */
export async function recordedUpdate(rec: Recorder, m: ModelDef, ids: number[], run: () => Promise<unknown>): Promise<void> {
  const unique = [...new Set(ids)]
  if (!unique.length) return void (await run())
  const pre = await snapshots(rec.tx, m, unique)
  await run()
  await recordChanges(rec, m, 'update', unique, pre, await snapshots(rec.tx, m, unique))
}

/** Runs a DELETE of rows `ids` of m and records it (the sink may read them first, for webhooks). */
export async function recordedDelete(rec: Recorder, m: ModelDef, ids: number[], run: () => Promise<unknown>): Promise<void> {
  const unique = [...new Set(ids)]
  if (!unique.length) return void (await run())
  const pre = await snapshots(rec.tx, m, unique)
  if (rec.changes.capture) await rec.changes.capture(rec.tx, m, unique)
  await run()
  await recordChanges(rec, m, 'delete', unique, pre, new Map())
}

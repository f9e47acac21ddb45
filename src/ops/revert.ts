// Revert a change set: every change one request made (`request_id` in the change log) undone in
// one transaction, newest first, each undo recorded as a new change: a created object is deleted,
// an updated one gets its earlier values back, a deleted one is created again from its snapshot
// (with its old id, so references to it hold again). Objects changed since by other requests make
// it a 409 that lists them, unless `force`.
import { NotFoundError, OpError } from '../engine/errors.js'
import { findModel } from '../engine/models.js'
import type { Snapshot } from '../engine/snapshot.js'
import { q } from '../engine/sql.js'
import type { Field, ModelDef } from '../registry/types.js'
import type { AccessAction, OpContext } from './context.js'
import { runWrite, type WriteScope } from './run.js'

interface ChangeRow {
  id: number
  action: 'create' | 'update' | 'delete'
  changed_object_type: string
  changed_object_id: number
  object_repr: string
  prechange_data: Snapshot | null
}

export interface RevertResult {
  request_id: string
  /** The request id of the revert's own changes. */
  reverted_by: string
  reverted: Array<{ action: string; object_type: string; object_id: number; object_repr: string }>
}

const UNDO: Record<ChangeRow['action'], AccessAction> = { create: 'delete', update: 'update', delete: 'create' }
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

/** A writable body from a snapshot (ids for relations, tag names as {name}, children as {type, id} items). */
function bodyOf(m: ModelDef, snap: Snapshot): Record<string, unknown> {
  const body: Record<string, unknown> = {}
  const writable = (f: Field) => !f.readOnly && !f.writeOnly
  for (const f of m.fields) {
    if (f.kind === 'generic') {
      if (f.readOnly) continue
      if (f.typeField in snap) body[f.typeField] = snap[f.typeField]
      if (f.idField in snap) body[f.idField] = snap[f.idField]
      continue
    }
    if (!writable(f) || !(f.name in snap)) continue
    const v = snap[f.name]
    if (f.kind === 'm2m' && f.name === 'tags') body.tags = ((v as string[] | null) ?? []).map((name) => ({ name }))
    else if (f.kind === 'children') body[f.name] = ((v as Array<[string, number]> | null) ?? []).map(([type, id]) => ({ [f.typeKey]: type, [f.idKey]: id }))
    else body[f.name] = v
  }
  if (m.customFields && snap.custom_fields) body.custom_fields = snap.custom_fields
  return body
}

/** The objects (`type:id`) a snapshot refers to: its relations, generic relations and child lists. */
function referencesOf(m: ModelDef, snap: Snapshot | null): string[] {
  if (!snap) return []
  const out: string[] = []
  for (const f of m.fields) {
    if (f.kind === 'fk' && typeof snap[f.name] === 'number') out.push(`${f.target}:${snap[f.name]}`)
    else if (f.kind === 'generic' && snap[f.typeField] && snap[f.idField] != null) out.push(`${snap[f.typeField]}:${snap[f.idField]}`)
    else if (f.kind === 'm2m' && f.name !== 'tags' && Array.isArray(snap[f.name])) for (const id of snap[f.name] as number[]) out.push(`${f.target}:${id}`)
    else if (f.kind === 'children' && Array.isArray(snap[f.name])) for (const [type, id] of snap[f.name] as Array<[string, number]>) out.push(`${type}:${id}`)
  }
  return out
}

/**
 * Newest first, except that an object deleted by the request is created again before anything
 * that refers to it (a cascade records the parent's delete before its children's).
 */
function undoOrder(changes: ChangeRow[], models: Map<string, ModelDef>): ChangeRow[] {
  const restored = new Set(changes.filter((c) => c.action === 'delete').map((c) => `${c.changed_object_type}:${c.changed_object_id}`))
  const needs = changes.map((c) =>
    c.action === 'create' ? [] : referencesOf(models.get(c.changed_object_type)!, c.prechange_data).filter((r) => restored.has(r) && r !== `${c.changed_object_type}:${c.changed_object_id}`),
  )
  const done = new Set<string>()
  const left = changes.map((_, i) => i)
  const out: ChangeRow[] = []
  while (left.length) {
    // The first (newest) change whose references are back; if none is (a cycle), the newest.
    let at = left.findIndex((i) => needs[i].every((r) => done.has(r)))
    if (at < 0) at = 0
    const c = changes[left[at]]
    left.splice(at, 1)
    out.push(c)
    if (c.action === 'delete') done.add(`${c.changed_object_type}:${c.changed_object_id}`)
  }
  return out
}

async function undo(scope: WriteScope, c: ChangeRow, m: ModelDef): Promise<void> {
  const exists = (await scope.tx.query(`SELECT 1 FROM ${q(m.table)} WHERE id = $1`, [c.changed_object_id])).length > 0
  if (c.action === 'create') {
    if (exists) await scope.delete(m, [c.changed_object_id], false)
  } else if (c.action === 'update') {
    if (!exists) throw new OpError('conflict', { detail: `${m.verbose} ${c.object_repr} (id ${c.changed_object_id}) no longer exists: its update cannot be undone.` })
    await scope.update(m, [{ id: c.changed_object_id, body: bodyOf(m, c.prechange_data ?? {}) }], 'patch', false)
  } else if (!exists) await scope.createWithIds(m, [bodyOf(m, c.prechange_data ?? {})], [c.changed_object_id])
}

export async function revertOp(ctx: OpContext, body: unknown): Promise<RevertResult> {
  const input = (typeof body === 'object' && body !== null && !Array.isArray(body) ? body : {}) as Record<string, unknown>
  const requestId = typeof input.request_id === 'string' ? input.request_id.toLowerCase() : undefined
  if (!requestId || !UUID.test(requestId)) throw new OpError('validation', { request_id: ['A valid request id (a UUID) is required.'] })
  if (input.force !== undefined && typeof input.force !== 'boolean') throw new OpError('validation', { force: ['Must be a valid boolean.'] })
  const changes = await ctx.db.query<ChangeRow>(
    `SELECT id, action, changed_object_type, changed_object_id, object_repr, prechange_data FROM core_objectchange WHERE request_id = $1 ORDER BY id DESC`,
    [requestId],
  )
  if (!changes.length) throw new NotFoundError('No changes were made by a request with this request_id.')
  const models = new Map<string, ModelDef>()
  for (const c of changes) {
    const m = findModel(c.changed_object_type)
    if (!m) throw new OpError('validation', { detail: `The change set holds changes of ${c.changed_object_type}, which is not served any more.` })
    models.set(c.changed_object_type, m)
  }
  for (const [, m] of models) for (const action of new Set(changes.filter((c) => models.get(c.changed_object_type) === m).map((c) => UNDO[c.action]))) await ctx.access.require(m, action)
  const reverted = await runWrite(ctx, async (scope) => {
    // Later changes of the same objects by other requests: undoing over them would lose them.
    const since = await scope.tx.query<{ changed_object_type: string; changed_object_id: number; object_repr: string; request_id: string; time: string }>(
      `SELECT DISTINCT ON (o.changed_object_type, o.changed_object_id) o.changed_object_type, o.changed_object_id, o.object_repr, o.request_id, o.time::text
         FROM core_objectchange o
         JOIN (SELECT DISTINCT changed_object_type, changed_object_id FROM core_objectchange WHERE request_id = $1) mine USING (changed_object_type, changed_object_id)
        WHERE o.id > $2 AND o.request_id IS DISTINCT FROM $1 AND o.request_id IS DISTINCT FROM $3
        ORDER BY o.changed_object_type, o.changed_object_id, o.id DESC`,
      [requestId, changes[0].id, ctx.requestId],
    )
    if (since.length && input.force !== true)
      throw new OpError('conflict', {
        detail: `${since.length} object(s) of this change set were changed since by other requests; revert with "force": true to undo over them.`,
        changed_since: since.map((s) => ({ object_type: s.changed_object_type, object_id: s.changed_object_id, object_repr: s.object_repr, request_id: s.request_id, time: s.time })),
      })
    for (const c of undoOrder(changes, models)) await undo(scope, c, models.get(c.changed_object_type)!)
    return changes.map((c) => ({ action: c.action, object_type: c.changed_object_type, object_id: c.changed_object_id, object_repr: c.object_repr }))
  })
  return { request_id: requestId, reverted_by: ctx.requestId, reverted }
}

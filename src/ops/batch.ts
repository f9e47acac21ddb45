// An atomic batch across models: an ordered list of create/update/delete operations in one
// transaction (one request id in the change log), where a later operation names an object an
// earlier one created with `{"$ref": "<name>"}` — in its data, at any depth, or as its id. All or
// none: the first failing operation's error names its index (and its field errors).
import { OpError } from '../engine/errors.js'
import { allModels, findModel } from '../engine/models.js'
import type { ModelDef } from '../registry/types.js'
import type { AccessAction, OpContext } from './context.js'
import { runWrite, type WriteScope } from './run.js'

export type BatchAction = 'create' | 'update' | 'delete'

interface Operation {
  op: BatchAction
  m: ModelDef
  ref?: string
  id?: unknown
  data?: unknown
  mode: 'patch' | 'replace'
}

export interface BatchResult {
  op: BatchAction
  model: string
  ref?: string
  id: number
  object?: Record<string, unknown>
}

const ACCESS: Record<BatchAction, AccessAction> = { create: 'create', update: 'update', delete: 'delete' }
const isRecord = (v: unknown): v is Record<string, unknown> => typeof v === 'object' && v !== null && !Array.isArray(v)
const refName = (v: unknown): string | undefined => (isRecord(v) && Object.keys(v).length === 1 && typeof v.$ref === 'string' ? v.$ref : undefined)

/** A model named by key (`dcim.site`) or by API path (`dcim/sites`, `/api/dcim/sites/`). */
function modelNamed(name: string): ModelDef | undefined {
  const byKey = findModel(name)
  if (byKey) return byKey
  const path = name.replace(/^\/?(api\/)?/, '').replace(/\/$/, '')
  return allModels().find((m) => `${m.app}/${m.path}` === path)
}

const failAt = (index: number, body: Record<string, unknown>, kind: 'validation' | 'not-found' = 'validation') => new OpError(kind, { operation: index, ...body })

function parse(body: unknown, maxOps: number): Operation[] {
  const list = isRecord(body) ? body.operations : undefined
  if (!Array.isArray(list)) throw new OpError('validation', { operations: ['Expected a list of operations: {"operations": [...]}.'] })
  if (list.length === 0) throw new OpError('validation', { operations: ['This list may not be empty.'] })
  if (list.length > maxOps) throw new OpError('validation', { operations: [`A batch may carry at most ${maxOps} operations (MAX_BULK_SIZE).`] })
  const seen = new Set<string>()
  return list.map((raw, i) => {
    if (!isRecord(raw)) throw failAt(i, { detail: 'Each operation must be an object with "op" and "model".' })
    const op = raw.op
    if (op !== 'create' && op !== 'update' && op !== 'delete') throw failAt(i, { op: ['Must be one of "create", "update", "delete".'] })
    const m = typeof raw.model === 'string' ? modelNamed(raw.model) : undefined
    if (!m) throw failAt(i, { model: [`Unknown model ${JSON.stringify(raw.model ?? null)}: give a model key such as "dcim.site" or an API path such as "dcim/sites".`] })
    if (raw.ref !== undefined) {
      if (op !== 'create' || typeof raw.ref !== 'string' || raw.ref === '') throw failAt(i, { ref: ['Only a create names its object, with a non-empty string.'] })
      if (seen.has(raw.ref)) throw failAt(i, { ref: [`The name "${raw.ref}" is already used by an earlier operation.`] })
      seen.add(raw.ref)
    }
    if (op !== 'create' && raw.id === undefined) throw failAt(i, { id: ['This field is required.'] })
    if (op !== 'delete' && !isRecord(raw.data)) throw failAt(i, { data: ['Expected an object of the fields to write.'] })
    if (op === 'delete' && raw.data !== undefined) throw failAt(i, { data: ['A delete takes no data.'] })
    if (raw.replace !== undefined && (op !== 'update' || typeof raw.replace !== 'boolean')) throw failAt(i, { replace: ['Only an update takes it, as true or false.'] })
    const mode = raw.replace === true ? 'replace' : 'patch'
    return { op, m, ref: raw.ref as string | undefined, id: raw.id, data: raw.data, mode }
  })
}

/** `value` with every `{"$ref": name}` replaced by the id of the object that name created. */
function resolveRefs(value: unknown, ids: Map<string, number>, index: number): unknown {
  const name = refName(value)
  if (name !== undefined) {
    const id = ids.get(name)
    if (id === undefined) throw failAt(index, { detail: `Unknown $ref "${name}": no earlier operation of this batch created an object with that name.` })
    return id
  }
  if (Array.isArray(value)) return value.map((v) => resolveRefs(v, ids, index))
  if (isRecord(value)) return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, resolveRefs(v, ids, index)]))
  return value
}

function idOf(value: unknown, ids: Map<string, number>, index: number): number {
  const v = resolveRefs(value, ids, index)
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN
  if (!Number.isSafeInteger(n) || n < 1 || n > 2147483647) throw failAt(index, { id: ['A valid integer is required.'] })
  return n
}

async function apply(scope: WriteScope, o: Operation, index: number, ids: Map<string, number>): Promise<BatchResult> {
  const base = { op: o.op, model: o.m.key }
  if (o.op === 'create') {
    const { ids: created, revealed } = await scope.create(o.m, [resolveRefs(o.data, ids, index)], false)
    const [object] = await scope.read(o.m, created)
    Object.assign(object, revealed.get(created[0]))
    if (o.ref) ids.set(o.ref, created[0])
    return { ...base, ...(o.ref ? { ref: o.ref } : {}), id: created[0], object }
  }
  const id = idOf(o.id, ids, index)
  if (o.op === 'update') {
    await scope.update(o.m, [{ id, body: resolveRefs(o.data, ids, index) }], o.mode, false)
    const [object] = await scope.read(o.m, [id])
    return { ...base, id, object }
  }
  await scope.delete(o.m, [id], false)
  return { ...base, id }
}

/** Runs the batch's operations in order in one transaction: every result, or the first error with its index. */
export async function batchOp(ctx: OpContext, body: unknown): Promise<BatchResult[]> {
  const ops = parse(body, ctx.maxBulkSize)
  for (const [i, o] of ops.entries())
    try {
      await ctx.access.require(o.m, ACCESS[o.op])
    } catch (e) {
      if (e instanceof OpError && isRecord(e.body)) throw new OpError(e.kind, { operation: i, ...e.body }, e.headers)
      throw e
    }
  return runWrite(ctx, async (scope) => {
    const ids = new Map<string, number>()
    const results: BatchResult[] = []
    for (const [i, o] of ops.entries())
      try {
        results.push(await apply(scope, o, i, ids))
      } catch (e) {
        if (!(e instanceof OpError) || (isRecord(e.body) && 'operation' in e.body)) throw e
        // Field errors of the one object, or a detail: either way under the operation's index.
        throw new OpError(e.kind, { operation: i, ...(isRecord(e.body) ? e.body : { errors: e.body }) }, e.headers)
      }
    return results
  })
}

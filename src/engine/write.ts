// The one write path. Every create, update and delete — single or bulk — goes through here, inside
// the caller's transaction, so a request changes everything it asked for or nothing at all. Callers
// are the operations (src/ops/), which open the transaction and check access; every row written
// here, and every other row a write touches (child rows, mirrored fields, rows a delete clears, rows
// domain rules write through `rows`), is handed to the required change sink with its snapshots.
import { type FileWork, ImageUpload, type MediaStore, storedName } from './media.js'
import { hashPassword } from '../auth/password.js'
import { issueToken } from '../auth/keys.js'
import type { Param, Queryable } from '../db/types.js'
import { domainHooks } from '../generated/hooks.js'
import type { Field, ModelDef } from '../registry/types.js'
import { mapDbError } from './db-errors.js'
import { conflict, type FieldErrors, notFound, ValidationError } from './errors.js'
import { DEFAULT_SETTINGS, type DomainSettings, type RowWriter, setCreatePeers } from './hooks.js'
import { allModels, genericReferrersOf, getModel, referrersOf } from './models.js'
import { RefError, resolveRef } from './refs.js'
import { resolveCustomFieldData } from './custom-fields.js'
import { compiledSelect } from './select.js'
import { q } from './sql.js'
import { type Mode, validateItem, type ValidatedItem } from './validate.js'
import type { ChangeAction, ChangeSink, WriteGuard } from './changes.js'
import { recordChanges, recordedUpdate } from './record.js'
import { type Snapshot, snapshots } from './snapshot.js'
import { type ChildRef, checkChildren, checkRelations, clearChildren, createChildren, existingRefs, writeChildren } from './children.js'
import type { ChildrenField } from '../registry/types.js'

export interface WriteContext {
  tx: Queryable
  secretKey: string
  actor?: { id: number; username: string }
  /** Receives every change (with snapshots) in the write's transaction. Required: nothing is written unrecorded. */
  changes: ChangeSink
  /** Checks written rows against the caller's permissions before the transaction commits. */
  guard?: WriteGuard
  /** Settings the domain rules depend on (defaults: NetBox's). */
  settings?: DomainSettings
  /** Uploaded files to write after the commit (image fields); without it uploads are refused. */
  files?: { work: FileWork; store: MediaStore }
}

/** The guard's check of written rows, then the changes with their snapshots to the sink. */
async function report(ctx: WriteContext, m: ModelDef, action: ChangeAction, ids: number[], pre: Map<number, Snapshot>): Promise<void> {
  if (ctx.guard && action !== 'delete') await ctx.guard.check(ctx.tx, m, ids, action)
  if (action === 'delete') return recordChanges(ctx, m, action, ids, pre, new Map())
  // The snapshot is read now, in its place among the write's statements (what comes next, e.g. a
  // rule's write to the same rows, must not show in it); only its use may wait.
  const post = snapshots(ctx.tx, m, ids)
  if (!ctx.changes.defer) return recordChanges(ctx, m, action, ids, pre, await post)
  post.catch(() => {}) // awaited by the deferred work; a failure there is the transaction's
  ctx.changes.defer(async () => recordChanges(ctx, m, action, ids, pre, await post))
}

/**
 * What domain rules use to write other rows: the same write path, in the same transaction and
 * recorded by the same sink. Not checked against the caller's object permissions (the rule's write
 * is a consequence of one the caller was allowed to make, as NetBox's signal handlers do).
 */
export function rowWriter(ctx: WriteContext): RowWriter {
  const derived: WriteContext = { ...ctx, guard: undefined }
  return {
    create: async (key, bodies) => (await createObjects(derived, getModel(key), bodies, true)).ids,
    update: (key, items, mode = 'patch') => updateObjects(derived, getModel(key), items, mode, true),
    delete: (key, ids) => deleteObjects(derived, getModel(key), ids, true),
    derive: (key, ids, sql, params) => recordedUpdate(ctx, getModel(key), ids, () => ctx.tx.query(sql, params as Param[])),
  }
}

/** A prepared row: column values to write, and many-to-many sets to replace. */
interface Prepared {
  columns: Map<string, Param>
  m2m: Map<Field & { kind: 'm2m' }, number[]>
  children: Map<ChildrenField, ChildRef[]>
  /** The values the domain hooks saw (for afterSave). */
  values: Map<string, unknown>
  revealed?: Record<string, string>
  errors: FieldErrors
}

const hasErrors = (e: FieldErrors) => Object.keys(e).length > 0

function toParam(f: Field, v: unknown): Param {
  if (v === null || v === undefined) return null
  if (f.kind === 'json') return JSON.stringify(v)
  return v as Param
}

/**
 * `add_tags`/`remove_tags` become the object's whole new tag set (the stored tags, plus the added,
 * less the removed), written like `tags` — so the change record and webhooks show the result.
 */
async function applyTagOps(ctx: WriteContext, m: ModelDef, ops: NonNullable<ValidatedItem['tagOps']>, out: Prepared, existing?: Record<string, unknown>): Promise<void> {
  const f = m.fields.find((x) => x.name === 'tags')! as Field & { kind: 'm2m' }
  const resolved = { add: [] as number[], remove: [] as number[] }
  for (const key of ['add', 'remove'] as const)
    for (const r of ops[key])
      try {
        resolved[key].push(await resolveRef(ctx.tx, getModel(f.target), r, ctx.guard?.visible))
      } catch (e) {
        if (!(e instanceof RefError)) throw e
        out.errors[`${key}_tags`] = [e.message]
        return
      }
  // Ids are not checked by resolveRef (the foreign key does that for `tags`); NetBox's nested tag
  // serializer names the missing one under the field that carried it.
  const table = q(getModel(f.target).table)
  const known = new Set((await ctx.tx.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [[...resolved.add, ...resolved.remove]])).map((r) => Number(r.id)))
  for (const key of ['add', 'remove'] as const) {
    const missing = resolved[key].find((id) => !known.has(id))
    if (missing !== undefined) {
      out.errors[`${key}_tags`] = [`Related object not found using the provided numeric ID: ${missing}`]
      return
    }
  }
  const both = resolved.add.filter((id) => resolved.remove.includes(id))
  if (both.length) {
    const names = await ctx.tx.query<{ name: string }>(`SELECT name FROM ${table} WHERE id = ANY($1::int[]) ORDER BY name`, [both])
    out.errors.remove_tags = [`Tags may not be present in both "add_tags" and "remove_tags": ${names.map((n) => n.name).join(', ')}`]
    return
  }
  // A `tags` list in the same request (empty, or the checks above refused it) gives the base set.
  const given = out.m2m.get(f)
  const stored = given ?? (existing ? (await ctx.tx.query<{ id: number }>(`SELECT ${q(f.targetColumn)} AS id FROM ${q(f.through)} WHERE ${q(f.sourceColumn)} = $1`, [Number(existing.id)])).map((r) => Number(r.id)) : [])
  const next = [...new Set([...stored, ...resolved.add])].filter((id) => !resolved.remove.includes(id))
  out.m2m.set(f, next)
  out.values.set('tags', next)
}

async function prepare(
  ctx: WriteContext,
  m: ModelDef,
  item: ValidatedItem,
  mode: 'create' | 'update',
  batch: Map<string, unknown>,
  existing?: Record<string, unknown>,
  knownRefs?: Set<string>,
): Promise<Prepared> {
  const values = new Map<string, unknown>(item.values)
  const out: Prepared = { columns: new Map(), m2m: new Map(), children: new Map(), values, errors: { ...item.errors } }
  for (const [name, r] of item.refs) {
    const f = m.fields.find((x) => x.name === name)! as Field & { kind: 'fk' }
    if (r === null) values.set(name, null)
    else
      try {
        values.set(name, await resolveRef(ctx.tx, getModel(f.target), r, ctx.guard?.visible))
      } catch (e) {
        if (!(e instanceof RefError)) throw e
        out.errors[name] = [e.message]
      }
  }
  for (const [name, g] of item.generic) {
    const f = m.fields.find((x) => x.name === name)! as Field & { kind: 'generic' }
    const type = g.type === undefined ? ((existing?.[f.typeColumn] as string | null) ?? null) : g.type
    const id = g.id === undefined ? ((existing?.[f.idColumn] as number | null) ?? null) : g.id
    if ((type === null) !== (id === null)) {
      out.errors[type === null ? f.typeField : f.idField] = ['This field cannot be null.']
      continue
    }
    if (type !== null && id !== null) {
      const found = genericFound(batch, type, id) ?? (await ctx.tx.query(`SELECT 1 FROM ${q(getModel(type).table)} WHERE id = $1`, [id])).length > 0
      if (!found) {
        out.errors[f.idField] = [`Related object not found using the provided numeric ID: ${id}`]
        continue
      }
    }
    values.set(name, { type, id })
  }
  for (const [name, refs] of item.m2m) {
    const f = m.fields.find((x) => x.name === name)! as Field & { kind: 'm2m' }
    const ids: number[] = []
    for (const r of refs)
      try {
        ids.push(await resolveRef(ctx.tx, getModel(f.target), r, ctx.guard?.visible))
      } catch (e) {
        if (!(e instanceof RefError)) throw e
        out.errors[name] = [e.message]
        break
      }
    out.m2m.set(f, [...new Set(ids)])
    values.set(name, [...new Set(ids)])
  }
  if (item.tagOps) await applyTagOps(ctx, m, item.tagOps, out, existing)
  for (const [name, items] of item.children) {
    const f = m.fields.find((x) => x.name === name)! as ChildrenField
    const e = await checkChildren(ctx.tx, items, knownRefs)
    if (e) out.errors[name] = e
    else {
      out.children.set(f, items)
      values.set(name, items)
    }
  }
  if (hasErrors(out.errors)) return out
  Object.assign(out.errors, await checkRelations(ctx.tx, m, values, existing))
  if (hasErrors(out.errors)) return out
  for (const hooks of domainHooks[m.key] ?? []) {
    if (!hooks.beforeSave) continue
    const errors = await hooks.beforeSave({ mode, values, existing, actor: ctx.actor, batch, settings: ctx.settings ?? DEFAULT_SETTINGS, rows: rowWriter(ctx) }, ctx.tx)
    if (errors && hasErrors(errors)) {
      Object.assign(out.errors, errors)
      return out
    }
  }
  for (const [name, v] of values) {
    const f = m.fields.find((x) => x.name === name)
    if (f?.kind === 'm2m') out.m2m.set(f, v as number[]) // a rule may have changed the set
    if (!f || f.kind === 'children' || f.kind === 'm2m') continue
    if (f.kind === 'generic') {
      const g = v as { type: string | null; id: number | null }
      out.columns.set(f.typeColumn, g.type)
      out.columns.set(f.idColumn, g.id)
    } else if (f.kind === 'image' && v instanceof ImageUpload) {
      if (!ctx.files) {
        out.errors[f.name] = ['File uploads are not accepted here.']
        return out
      }
      const name = imageName(ctx.files, m, f, v, values, existing)
      ctx.files.work.writes.set(name, v.upload.data)
      out.columns.set(f.column, name)
      if (f.heightField) out.columns.set(m.fields.find((x) => x.name === f.heightField)!.column, v.height)
      if (f.widthField) out.columns.set(m.fields.find((x) => x.name === f.widthField)!.column, v.width)
    } else if (f.kind === 'password') out.columns.set(f.column, await hashPassword(v as string))
    else if (f.kind === 'token_key') {
      /* handled below */
    } else out.columns.set(f.column, toParam(f, v))
  }
  for (const f of m.fields)
    if (f.kind === 'token_key' && mode === 'create') {
      // The model's `version` (NetBox 4.5+; absent: v1) decides the kind of secret; a v2 token records its pepper in `pepper_id`.
      const issued = issueToken(Number(values.get('version') ?? 1), values.get(f.name) as string | undefined, ctx.secretKey, ctx.settings?.tokens)
      if ('errors' in issued) {
        Object.assign(out.errors, issued.errors)
        return out
      }
      out.columns.set(`${f.column}_digest`, issued.digest)
      out.columns.set(`${f.column}_hint`, issued.hint)
      out.columns.set(`${f.column}_ident`, issued.ident)
      if (m.fields.some((x) => x.name === 'pepper_id')) out.columns.set('pepper_id', issued.pepperId)
      out.revealed = { ...out.revealed, ...issued.revealed }
    }
  if (m.customFields && (mode === 'create' || item.customFields)) {
    const stored = existing?.custom_field_data
    const cf = await resolveCustomFieldData(
      ctx.tx,
      m,
      item.customFields,
      mode === 'create' ? undefined : ((typeof stored === 'string' ? JSON.parse(stored) : stored) as Record<string, unknown>) ?? {},
    )
    if (Object.keys(cf.errors).length) {
      out.errors.custom_fields = cf.errors
      return out
    }
    out.columns.set('custom_field_data', JSON.stringify(cf.data))
  }
  return out
}

/**
 * An upload's stored name: under the field's folder, prefixed `<model>_<id>_` from its generic
 * relation and named after the object's `name` when it has one (NetBox's image attachments).
 */
function imageName(
  files: { work: FileWork; store: MediaStore },
  m: ModelDef,
  f: Field,
  v: ImageUpload,
  values: Map<string, unknown>,
  existing?: Record<string, unknown>,
): string {
  const sf = f as Field & { uploadTo?: string; prefixFrom?: string }
  let prefix = ''
  let stem: string | undefined
  if (sf.prefixFrom) {
    const g = m.fields.find((x) => x.name === sf.prefixFrom)! as Field & { kind: 'generic' }
    const pair = values.get(g.name) as { type: string | null; id: number | null } | undefined
    const type = pair?.type ?? (existing?.[g.typeColumn] as string | undefined)
    const id = pair?.id ?? (existing?.[g.idColumn] as number | undefined)
    if (type && id !== undefined && id !== null) prefix = `${type.split('.')[1]}_${id}_`
    const own = values.get('name') ?? existing?.name
    stem = typeof own === 'string' ? own : undefined
  }
  return storedName(sf.uploadTo ?? 'uploads', prefix, v.upload.filename, stem, (n) => files.work.writes.has(n) || files.store.exists(n))
}

/** The error body: a list aligned with the items for bulk creates, else the one failing item's. */
function errorBody(errors: FieldErrors[], bulk: boolean, aligned: boolean): ValidationError {
  if (bulk && aligned) return new ValidationError(errors)
  return new ValidationError(errors.find(hasErrors) ?? {})
}

function dbFailure(m: ModelDef, e: unknown, count: number, bulk: boolean, aligned: boolean, itemCols: Array<Map<string, Param>>): never {
  const mapped = mapDbError(m, e)
  if (!mapped) throw e
  if (!bulk) throw new ValidationError(mapped.errors)
  let at = 0
  if (mapped.column && mapped.value !== undefined) {
    const cols = mapped.column.split(', ').map((c) => c.replace(/^"|"$/g, ''))
    const vals = mapped.value.split(', ')
    const found = itemCols.findIndex((c) => cols.every((col, i) => String(c.get(col)) === vals[i]))
    if (found >= 0) at = found
  }
  const errors: FieldErrors[] = Array.from({ length: count }, (_, i) => (i === at ? mapped.errors : {}))
  throw errorBody(errors, bulk, aligned)
}

async function writeM2m(ctx: WriteContext, id: number, sets: Map<Field & { kind: 'm2m' }, number[]>, replace: boolean): Promise<void> {
  for (const [f, ids] of sets) {
    // Memberships that stay are kept (a tag's join row is a tagged item whose id must not change).
    if (replace) await ctx.tx.query(`DELETE FROM ${q(f.through)} WHERE ${q(f.sourceColumn)} = $1 AND NOT (${q(f.targetColumn)} = ANY($2::int[]))`, [id, ids])
    if (!ids.length) continue
    const values = ids.map((_, i) => `($1, $${i + 2})`).join(', ')
    await ctx.tx.query(`INSERT INTO ${q(f.through)} (${q(f.sourceColumn)}, ${q(f.targetColumn)}) VALUES ${values} ON CONFLICT DO NOTHING`, [id, ...ids])
  }
}

/** Child rows written inline (cable terminations), for each written row. */
async function writeChildLists(ctx: WriteContext, m: ModelDef, mode: 'create' | 'update', ids: number[], prepared: Prepared[], bulk: boolean): Promise<void> {
  if (mode === 'create') {
    // New rows have no children yet: write every list of the batch at once.
    const lists = ids.flatMap((id, i) => [...prepared[i].children].map(([f, items]) => ({ parentId: id, f, items })))
    const errors = lists.length ? await createChildren(ctx, lists) : undefined
    if (errors) {
      const aligned = ids.map((id) => errors[[...new Set(lists.map((l) => l.parentId))].indexOf(id)] ?? {})
      throw errorBody(aligned, bulk, true)
    }
  } else
    for (let i = 0; i < ids.length; i++)
      for (const [f, items] of prepared[i].children) {
        const e = await writeChildren(ctx, m, f, ids[i], items)
        if (e) throw new ValidationError(e)
      }
}

/** The model's afterSave rules, for each written row (after the row's own change is recorded on create). */
async function runAfterSave(ctx: WriteContext, m: ModelDef, mode: 'create' | 'update', ids: number[], prepared: Prepared[], existing?: Record<string, unknown>): Promise<void> {
  const batch = new Map<string, unknown>()
  const settings = ctx.settings ?? DEFAULT_SETTINGS
  const rows = rowWriter(ctx)
  for (const hooks of domainHooks[m.key] ?? []) {
    if (!hooks.afterSave) continue
    for (let i = 0; i < ids.length; i++)
      await hooks.afterSave({ mode, id: ids[i], values: prepared[i].values, existing, actor: ctx.actor, batch, settings, rows }, ctx.tx)
  }
  for (const hooks of domainHooks[m.key] ?? []) {
    if (!hooks.afterSaveBatch) continue
    const inputs = ids.map((id, i) => ({ mode, id, values: prepared[i].values, existing, actor: ctx.actor, batch, settings, rows }))
    await hooks.afterSaveBatch(inputs, ctx.tx)
  }
}

const GENERIC_FOUND = '@generic-found'

/**
 * The generic relations a bulk create names (IP addresses on interfaces), checked to exist with
 * one query per object type instead of one per item.
 */
async function prefetchGeneric(ctx: WriteContext, validated: ValidatedItem[], batch: Map<string, unknown>): Promise<void> {
  if (validated.length < 2) return
  const byType = new Map<string, Set<number>>()
  for (const v of validated)
    for (const g of v.generic.values())
      if (typeof g.type === 'string' && typeof g.id === 'number') {
        let ids = byType.get(g.type)
        if (!ids) byType.set(g.type, (ids = new Set()))
        ids.add(g.id)
      }
  const found = new Map<string, Set<number>>()
  for (const [type, ids] of byType) {
    const rows = await ctx.tx.query<{ id: number }>(`SELECT id FROM ${q(getModel(type).table)} WHERE id = ANY($1::int[])`, [[...ids]])
    found.set(type, new Set(rows.map((r) => Number(r.id))))
  }
  batch.set(GENERIC_FOUND, found)
}

/** Whether the prefetch saw (type, id); undefined when it did not look. */
function genericFound(batch: Map<string, unknown>, type: string, id: number): boolean | undefined {
  return (batch.get(GENERIC_FOUND) as Map<string, Set<number>> | undefined)?.get(type)?.has(id)
}

export interface CreateResult {
  ids: number[]
  revealed: Map<number, Record<string, string>>
}

const CHUNK = 500

/** `withIds`: create the rows with these ids (a revert restoring deleted objects), instead of new ones. */
export async function createObjects(ctx: WriteContext, m: ModelDef, bodies: unknown[], bulk: boolean, withIds?: number[]): Promise<CreateResult> {
  const validated = bodies.map((b) => validateItem(m, b, 'create'))
  if (validated.some((v) => hasErrors(v.errors))) throw errorBody(validated.map((v) => v.errors), bulk, true)
  const prepared: Prepared[] = []
  const batch = new Map<string, unknown>()
  // Objects named in child lists (cable terminations) are looked up once for the whole batch.
  const refs = validated.flatMap((v) => [...v.children.values()].flat())
  const known = refs.length ? await existingRefs(ctx.tx, refs) : undefined
  setCreatePeers(batch, validated.map((v) => v.values))
  await prefetchGeneric(ctx, validated, batch)
  for (const v of validated) prepared.push(await prepare(ctx, m, v, 'create', batch, undefined, known))
  if (prepared.some((p) => hasErrors(p.errors))) throw errorBody(prepared.map((p) => p.errors), bulk, true)
  if (withIds) prepared.forEach((p, i) => p.columns.set('id', withIds[i]))

  const ids: number[] = []
  const revealed = new Map<number, Record<string, string>>()
  for (let start = 0; start < prepared.length; start += CHUNK) {
    const chunk = prepared.slice(start, start + CHUNK)
    const columns = [...new Set(chunk.flatMap((p) => [...p.columns.keys()]))]
    const params: Param[] = []
    const rows = chunk.map(
      (p) =>
        `(${columns
          .map((c) => {
            if (!p.columns.has(c)) return 'DEFAULT'
            params.push(p.columns.get(c)!)
            return `$${params.length}`
          })
          .join(', ')})`,
    )
    const sql = columns.length
      ? `INSERT INTO ${q(m.table)} (${columns.map(q).join(', ')}) VALUES ${rows.join(', ')} RETURNING id`
      : `INSERT INTO ${q(m.table)} SELECT FROM generate_series(1, ${chunk.length}) RETURNING id`
    let inserted: Array<{ id: number }>
    try {
      inserted = await ctx.tx.query<{ id: number }>(sql, params)
    } catch (e) {
      dbFailure(m, e, prepared.length, bulk, true, prepared.map((p) => p.columns))
    }
    inserted.forEach((r, i) => {
      ids.push(r.id)
      if (chunk[i].revealed) revealed.set(r.id, chunk[i].revealed!)
    })
  }
  for (let i = 0; i < ids.length; i++)
    try {
      await writeM2m(ctx, ids[i], prepared[i].m2m, false)
    } catch (e) {
      dbFailure(m, e, prepared.length, bulk, true, [])
    }
  await writeChildLists(ctx, m, 'create', ids, prepared, bulk)
  await report(ctx, m, 'create', ids, new Map())
  await runAfterSave(ctx, m, 'create', ids, prepared)
  return { ids, revealed }
}

export interface UpdateItem {
  id: number
  body: unknown
}

export async function updateObjects(ctx: WriteContext, m: ModelDef, items: UpdateItem[], mode: Exclude<Mode, 'create'>, bulk: boolean): Promise<number[]> {
  const validated = items.map((it) => validateItem(m, it.body, mode))
  if (validated.some((v) => hasErrors(v.errors))) throw errorBody(validated.map((v) => v.errors), bulk, false)
  const ids = items.map((it) => it.id)
  const existing = await ctx.tx.query<Record<string, unknown>>(`SELECT * FROM ${q(m.table)} WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [ids])
  const byId = new Map(existing.map((r) => [Number(r.id), r]))
  const missing = ids.find((id) => !byId.has(id))
  if (missing !== undefined) {
    if (!bulk) throw notFound(m)
    throw new ValidationError({ id: [`No ${m.className} matches the given query: ${missing}.`] })
  }
  if (ctx.guard) await ctx.guard.check(ctx.tx, m, ids, 'update')
  const pre = await snapshots(ctx.tx, m, ids)
  const batch = new Map<string, unknown>()
  for (let i = 0; i < items.length; i++) {
    const p = await prepare(ctx, m, validated[i], 'update', batch, byId.get(items[i].id))
    if (hasErrors(p.errors)) throw new ValidationError(p.errors)
    const sets: string[] = []
    const params: Param[] = [items[i].id]
    for (const [col, v] of p.columns) {
      params.push(v)
      sets.push(`${q(col)} = $${params.length}`)
    }
    if (m.lastUpdated) sets.push('last_updated = now()')
    try {
      if (sets.length) await ctx.tx.query(`UPDATE ${q(m.table)} SET ${sets.join(', ')} WHERE id = $1`, params)
      await writeM2m(ctx, items[i].id, p.m2m, true)
    } catch (e) {
      dbFailure(m, e, 1, false, false, [])
    }
    await writeChildLists(ctx, m, 'update', [items[i].id], [p], false)
    await runAfterSave(ctx, m, 'update', [items[i].id], [p], byId.get(items[i].id))
  }
  await report(ctx, m, 'update', ids, pre)
  return ids
}

/** Ids of every row a delete of `ids` would remove through cascading foreign keys, by model. */
async function cascadeClosure(db: Queryable, m: ModelDef, ids: number[], acc = new Map<string, Set<number>>()): Promise<Map<string, Set<number>>> {
  const seen = acc.get(m.key) ?? new Set<number>()
  const fresh = ids.filter((id) => !seen.has(id))
  if (!fresh.length) return acc
  fresh.forEach((id) => seen.add(id))
  acc.set(m.key, seen)
  for (const r of referrersOf(m.key)) {
    if (r.field.onDelete !== 'cascade') continue
    const rows = await db.query<{ id: number }>(`SELECT id FROM ${q(r.model.table)} WHERE ${q(r.field.column)} = ANY($1::int[])`, [fresh])
    if (rows.length) await cascadeClosure(db, r.model, rows.map((x) => x.id), acc)
  }
  for (const g of genericReferrersOf(m.key)) {
    if (g.field.onDelete !== 'cascade') continue
    const rows = await db.query<{ id: number }>(
      `SELECT id FROM ${q(g.model.table)} WHERE ${q(g.field.typeColumn)} = $1 AND ${q(g.field.idColumn)} = ANY($2::int[])`,
      [m.key, fresh],
    )
    if (rows.length) await cascadeClosure(db, g.model, rows.map((x) => x.id), acc)
  }
  return acc
}

async function protectedMessage(db: Queryable, closure: Map<string, Set<number>>): Promise<string | undefined> {
  const found: string[] = []
  for (const [key, ids] of closure)
    for (const r of referrersOf(key)) {
      if (r.field.onDelete !== 'protect') continue
      const sel = compiledSelect(r.model, { brief: true, configContext: false })
      const rows = await db.rows(`${sel.sql} WHERE t.${q(r.field.column)} = ANY($1::int[]) ORDER BY t.id LIMIT 50`, [[...ids]])
      for (const row of rows) {
        const o = sel.map(row, '') as { id: number; display: string }
        if (!closure.get(r.model.key)?.has(o.id)) found.push(`${o.display} (${o.id})`)
      }
    }
  if (!found.length) return undefined
  return `Unable to delete object. ${found.length} dependent objects were found: ${found.join(', ')}`
}

/** Many-to-many fields by target model: whose memberships a delete of the target removes. */
type M2mReferrer = { model: ModelDef; field: Field & { kind: 'm2m' } }
let m2mReferrers: Map<string, M2mReferrer[]> | undefined
function m2mReferrersOf(key: string): M2mReferrer[] {
  if (!m2mReferrers) {
    m2mReferrers = new Map()
    for (const model of allModels())
      for (const f of model.fields)
        if (f.kind === 'm2m' && f.through) m2mReferrers.set(f.target, [...(m2mReferrers.get(f.target) ?? []), { model, field: f }])
  }
  return m2mReferrers.get(key) ?? []
}

/**
 * Rows outside a delete's closure that it changes: relations set to null (foreign keys and generic
 * relations) and many-to-many memberships removed. Ids by model key.
 */
async function touchedBy(db: Queryable, closure: Map<string, Set<number>>): Promise<Map<string, number[]>> {
  const out = new Map<string, Set<number>>()
  for (const [key, set] of closure) {
    // One query per deleted model: every relation that points at it, unioned.
    const parts: string[] = []
    for (const r of referrersOf(key))
      if (r.field.onDelete === 'set_null' && !r.field.generated)
        parts.push(`SELECT '${r.model.key}' AS k, id FROM ${q(r.model.table)} WHERE ${q(r.field.column)} = ANY($1::int[])`)
    for (const g of genericReferrersOf(key))
      if (g.field.onDelete !== 'cascade')
        parts.push(`SELECT '${g.model.key}' AS k, id FROM ${q(g.model.table)} WHERE ${q(g.field.typeColumn)} = $2::text AND ${q(g.field.idColumn)} = ANY($1::int[])`)
    for (const { model, field: f } of m2mReferrersOf(key))
      parts.push(`SELECT '${model.key}' AS k, ${q(f.sourceColumn)} AS id FROM ${q(f.through)} WHERE ${q(f.targetColumn)} = ANY($1::int[])`)
    if (!parts.length) continue
    const sql = parts.join(' UNION ALL ')
    const rows = await db.query<{ k: string; id: number }>(sql, sql.includes('$2') ? [[...set], key] : [[...set]])
    for (const r of rows) {
      const id = Number(r.id)
      if (!closure.get(r.k)?.has(id)) out.set(r.k, (out.get(r.k) ?? new Set()).add(id))
    }
  }
  return new Map([...out].map(([k, v]) => [k, [...v]]))
}

/** The afterDelete rules of every model with rows in the delete. */
async function runAfterDelete(ctx: WriteContext, closure: Map<string, Set<number>>, snapshots: Map<string, Map<number, Snapshot>>): Promise<void> {
  const deleted = new Map([...closure].map(([k, v]) => [k, [...v]]))
  const batch = new Map<string, unknown>()
  for (const [key, ids] of deleted)
    for (const hooks of domainHooks[key] ?? [])
      if (hooks.afterDelete)
        await hooks.afterDelete({ ids, deleted, snapshots, actor: ctx.actor, batch, settings: ctx.settings ?? DEFAULT_SETTINGS, rows: rowWriter(ctx) }, ctx.tx)
}

export async function deleteObjects(ctx: WriteContext, m: ModelDef, ids: number[], bulk: boolean): Promise<void> {
  const unique = [...new Set(ids)]
  const rows = await ctx.tx.query<{ id: number }>(`SELECT id FROM ${q(m.table)} WHERE id = ANY($1::int[]) ORDER BY id FOR UPDATE`, [unique])
  if (rows.length !== unique.length) {
    const have = new Set(rows.map((r) => Number(r.id)))
    const missing = unique.find((id) => !have.has(id))
    if (!bulk) throw notFound(m)
    throw new ValidationError({ id: [`No ${m.className} matches the given query: ${missing}.`] })
  }
  if (ctx.guard) await ctx.guard.check(ctx.tx, m, unique, 'delete')
  const closure = await cascadeClosure(ctx.tx, m, unique)
  const blocked = await protectedMessage(ctx.tx, closure)
  if (blocked) throw conflict(blocked)
  // Everything the delete removes, cascades included, is reported with its last state.
  const gone: Array<[ModelDef, number[], Map<number, Snapshot>]> = []
  for (const [key, set] of closure) {
    const cm = getModel(key)
    gone.push([cm, [...set], await snapshots(ctx.tx, cm, [...set])])
    // The sink may read more of the doomed objects (webhook `data`) while they still exist.
    if (ctx.changes.capture) await ctx.changes.capture(ctx.tx, cm, [...set])
  }
  // Rows the delete changes without removing them are recorded as updates (as NetBox does).
  const touchedIds = await touchedBy(ctx.tx, closure)
  const touched: Array<[ModelDef, number[], Map<number, Snapshot>]> = []
  for (const [key, ids] of touchedIds) {
    const tm = getModel(key)
    touched.push([tm, ids, await snapshots(ctx.tx, tm, ids)])
  }
  const touchedSets = new Map([...touchedIds].map(([k, ids]) => [k, new Set(ids)]))
  const recordedElsewhere = (key: string, id: number) => (closure.get(key)?.has(id) || touchedSets.get(key)?.has(id)) ?? false
  // Objects attached through child rows (a cable's terminations) are detached first.
  for (const [key, set] of closure) await clearChildren(ctx, getModel(key), [...set], recordedElsewhere)
  // Generic relations have no foreign key: delete the rows that cascade, and clear the other ones
  // that point at anything being deleted.
  for (const [key, set] of closure)
    for (const g of genericReferrersOf(key))
      if (g.field.onDelete === 'cascade') {
        const ids = closure.get(g.model.key)
        if (ids?.size) await ctx.tx.query(`DELETE FROM ${q(g.model.table)} WHERE id = ANY($1::int[])`, [[...ids]])
      } else
        await ctx.tx.query(
          `UPDATE ${q(g.model.table)} SET ${q(g.field.typeColumn)} = NULL, ${q(g.field.idColumn)} = NULL WHERE ${q(g.field.typeColumn)} = $1 AND ${q(g.field.idColumn)} = ANY($2::int[])`,
          [key, [...set]],
        )
  try {
    await ctx.tx.query(`DELETE FROM ${q(m.table)} WHERE id = ANY($1::int[])`, [unique])
  } catch (e) {
    const mapped = mapDbError(m, e)
    if (mapped) throw conflict(`Unable to delete object: ${Object.values(mapped.errors).flat().join(' ')}`)
    throw e
  }
  await runAfterDelete(ctx, closure, new Map(gone.map(([cm, , snaps]) => [cm.key, snaps])))
  for (const [tm, ids, pre] of touched) await recordChanges(ctx, tm, 'update', ids, pre, await snapshots(ctx.tx, tm, ids))
  for (const [cm, cids, pre] of gone) await report(ctx, cm, 'delete', cids, pre)
}


// Relation rules the model files declare and the write path enforces: child rows written inline
// (ChildrenField, e.g. a cable's terminations, mirrored onto the objects they attach) and foreign
// keys that must agree with the object written (FkField.sameAs, FkField.limitTo).
import type { Param, Queryable } from '../db/types.js'
import type { ChildrenField, Field, FkField, GenericField, ModelDef } from '../registry/types.js'
import type { FieldErrors } from './errors.js'
import { getModel } from './models.js'
import { getObjects } from './read.js'
import { type Recorder, recordCreated, recordedDelete, recordedUpdate } from './record.js'
import { q } from './sql.js'

export interface ChildRef {
  type: string
  id: number
}

interface ChildShape {
  child: ModelDef
  via: string
  generic: GenericField
  fixed: Array<[string, string]> // column, value
}

function shape(f: ChildrenField): ChildShape {
  const child = getModel(f.target)
  const via = child.fields.find((x) => x.name === f.via)!.column
  const generic = child.fields.find((x) => x.name === f.generic) as GenericField
  const fixed = Object.entries(f.fixed).map(([name, v]) => [child.fields.find((x) => x.name === name)?.column ?? name, v] as [string, string])
  return { child, via, generic, fixed }
}

/** Which of the referenced objects exist (`type:id` keys): one query per model. */
export async function existingRefs(db: Queryable, items: ChildRef[]): Promise<Set<string>> {
  const byType = new Map<string, number[]>()
  for (const it of items) byType.set(it.type, [...(byType.get(it.type) ?? []), it.id])
  const found = new Set<string>()
  for (const [type, ids] of byType) {
    const rows = await db.query<{ id: number }>(`SELECT id FROM ${q(getModel(type).table)} WHERE id = ANY($1::int[])`, [ids])
    for (const r of rows) found.add(`${type}:${Number(r.id)}`)
  }
  return found
}

/** Each referenced object exists: errors aligned with the items, or undefined. `known` may come from existingRefs over a whole batch. */
export async function checkChildren(db: Queryable, items: ChildRef[], known?: Set<string>): Promise<FieldErrors[] | undefined> {
  const errors: FieldErrors[] = items.map(() => ({}))
  const found = known ?? (await existingRefs(db, items))
  items.forEach((it, i) => {
    if (!found.has(`${it.type}:${it.id}`)) errors[i] = { object_id: [`Related object not found using the provided numeric ID: ${it.id}`] }
  })
  return errors.some((e) => Object.keys(e).length) ? errors : undefined
}

const clearValue = (f: Field | undefined): Param => (f && !f.nullable && f.kind !== 'fk' ? '' : null)

/** Sets (or, with `clear`, resets) the mirrored columns on the referenced objects of one type; each is recorded as an update. */
async function mirror(
  rec: Recorder,
  f: ChildrenField,
  parentId: number,
  type: string,
  ids: number[],
  clear: boolean,
  recordedElsewhere: (key: string, id: number) => boolean = () => false,
): Promise<void> {
  if (!ids.length || !Object.keys(f.mirror).length) return
  const target = getModel(type)
  const sets: string[] = []
  const params: Param[] = [ids]
  for (const [name, source] of Object.entries(f.mirror)) {
    const tf = target.fields.find((x) => x.name === name)
    if (!tf) continue
    params.push(clear ? clearValue(tf) : source === 'id' ? parentId : (f.fixed[source.replace(/^fixed:/, '')] ?? null))
    sets.push(`${q(tf.column)} = $${params.length}`)
  }
  if (target.lastUpdated) sets.push('last_updated = now()')
  const update = () => rec.tx.query(`UPDATE ${q(target.table)} SET ${sets.join(', ')} WHERE id = ANY($1::int[])`, params)
  // Rows recorded elsewhere are updated all the same; their change is the caller's to record.
  await recordedUpdate(rec, target, ids.filter((id) => !recordedElsewhere(type, id)), update)
}

const key = (r: ChildRef) => `${r.type}:${r.id}`

/**
 * Replaces the child rows of one list (e.g. the A end of cable `parentId`) with `items`. Returns
 * errors (an object already attached elsewhere, for an exclusive relation) or undefined.
 */
export async function writeChildren(rec: Recorder, m: ModelDef, f: ChildrenField, parentId: number, items: ChildRef[]): Promise<FieldErrors | undefined> {
  const db = rec.tx
  const { child, via, generic, fixed } = shape(f)
  const tc = q(generic.typeColumn)
  const ic = q(generic.idColumn)
  const fixedWhere = fixed.map(([c], i) => ` AND ${q(c)} = $${i + 2}`).join('')
  const old = await db.query<{ id: number; type: string; ref: number }>(
    `SELECT id, ${tc} AS type, ${ic} AS ref FROM ${q(child.table)} WHERE ${q(via)} = $1${fixedWhere}`,
    [parentId, ...fixed.map(([, v]) => v)],
  )
  const oldKeys = new Map(old.map((r) => [`${r.type}:${Number(r.ref)}`, Number(r.id)]))
  const wanted = new Map(items.map((r) => [key(r), r]))
  const added = [...wanted.values()].filter((r) => !oldKeys.has(key(r)))
  if (f.exclusive && added.length) {
    const taken = await db.query<{ type: string; ref: number; parent: number }>(
      `SELECT ${tc} AS type, ${ic} AS ref, ${q(via)} AS parent FROM ${q(child.table)} ` +
        `WHERE (${tc}, ${ic}) IN (SELECT * FROM unnest($1::text[], $2::int[])) AND ${q(via)} <> $3 LIMIT 1`,
      [added.map((r) => r.type), added.map((r) => r.id), parentId],
    )
    if (taken.length) {
      const t = taken[0]
      const [app, model] = t.type.split('.')
      const msg = f.exclusive
        .replace('{app_label}', app)
        .replace('{model}', model)
        .replace('{id}', String(t.ref))
        .replace('{parent}', String(t.parent))
      return { __all__: [msg] }
    }
  }
  const removed = old.filter((r) => !wanted.has(`${r.type}:${Number(r.ref)}`))
  if (removed.length) {
    const gone = removed.map((r) => Number(r.id))
    await recordedDelete(rec, child, gone, () => db.query(`DELETE FROM ${q(child.table)} WHERE id = ANY($1::int[])`, [gone]))
    for (const type of new Set(removed.map((r) => r.type)))
      await mirror(rec, f, parentId, type, removed.filter((r) => r.type === type).map((r) => Number(r.ref)), true)
  }
  if (added.length) {
    const cols = [via, generic.typeColumn, generic.idColumn, ...fixed.map(([c]) => c)]
    const params: Param[] = []
    const rows = added.map((r) => {
      const vals: Param[] = [parentId, r.type, r.id, ...fixed.map(([, v]) => v)]
      return `(${vals.map((v) => `$${params.push(v)}`).join(', ')})`
    })
    const inserted = await db.query<{ id: number }>(`INSERT INTO ${q(child.table)} (${cols.map(q).join(', ')}) VALUES ${rows.join(', ')} RETURNING id`, params)
    await recordCreated(rec, child, inserted.map((r) => Number(r.id)))
  }
  for (const type of new Set(items.map((r) => r.type)))
    await mirror(rec, f, parentId, type, items.filter((r) => r.type === type).map((r) => r.id), false)
  void m
  return undefined
}

/**
 * The child lists of rows just created, all at once: one check that no referenced object is taken
 * (by an existing row or by an earlier item of the batch), one INSERT, one UPDATE per mirrored
 * model. Returns errors aligned with the parents, or undefined.
 */
export async function createChildren(rec: Recorder, lists: Array<{ parentId: number; f: ChildrenField; items: ChildRef[] }>): Promise<FieldErrors[] | undefined> {
  const db = rec.tx
  const parents = [...new Set(lists.map((l) => l.parentId))]
  const index = new Map(parents.map((p, i) => [p, i]))
  const errors: FieldErrors[] = parents.map(() => ({}))
  const byField = new Map<ChildrenField, Array<{ parentId: number; r: ChildRef }>>()
  for (const l of lists) for (const r of l.items) byField.set(l.f, [...(byField.get(l.f) ?? []), { parentId: l.parentId, r }])
  let failed = false
  const fail = (f: ChildrenField, parentId: number, r: ChildRef, holder: number) => {
    const [app, model] = r.type.split('.')
    const msg = (f.exclusive ?? '').replace('{app_label}', app).replace('{model}', model).replace('{id}', String(r.id)).replace('{parent}', String(holder))
    errors[index.get(parentId)!] = { __all__: [msg] }
    failed = true
  }
  // Exclusive relations share their child table: an object may appear once across all its lists.
  const claimed = new Map<string, number>()
  for (const [f, rows] of byField) {
    if (!f.exclusive) continue
    const { child, via, generic } = shape(f)
    const taken = await db.query<{ type: string; ref: number; parent: number }>(
      `SELECT ${q(generic.typeColumn)} AS type, ${q(generic.idColumn)} AS ref, ${q(via)} AS parent FROM ${q(child.table)} ` +
        `WHERE (${q(generic.typeColumn)}, ${q(generic.idColumn)}) IN (SELECT * FROM unnest($1::text[], $2::int[]))`,
      [rows.map((x) => x.r.type), rows.map((x) => x.r.id)],
    )
    const holders = new Map(taken.map((x) => [`${x.type}:${Number(x.ref)}`, Number(x.parent)]))
    for (const { parentId, r } of rows) {
      const holder = holders.get(key(r)) ?? claimed.get(key(r))
      if (holder !== undefined && holder !== parentId) fail(f, parentId, r, holder)
      else claimed.set(key(r), parentId)
    }
  }
  if (failed) return errors
  for (const [f, rows] of byField) {
    const { child, via, generic, fixed } = shape(f)
    for (let start = 0; start < rows.length; start += 1000) {
      const chunk = rows.slice(start, start + 1000)
      const cols = [via, generic.typeColumn, generic.idColumn, ...fixed.map(([c]) => c)]
      const params: Param[] = []
      const values = chunk.map(({ parentId, r }) => `(${[parentId, r.type, r.id, ...fixed.map(([, v]) => v)].map((v) => `$${params.push(v)}`).join(', ')})`)
      const inserted = await db.query<{ id: number }>(`INSERT INTO ${q(child.table)} (${cols.map(q).join(', ')}) VALUES ${values.join(', ')} RETURNING id`, params)
      await recordCreated(rec, child, inserted.map((r) => Number(r.id)))
    }
    for (const type of new Set(rows.map((x) => x.r.type))) {
      const target = getModel(type)
      const of = rows.filter((x) => x.r.type === type)
      const sets: string[] = []
      const params: Param[] = [of.map((x) => x.r.id), of.map((x) => x.parentId)]
      for (const [name, source] of Object.entries(f.mirror)) {
        const tf = target.fields.find((x) => x.name === name)
        if (!tf) continue
        if (source === 'id') sets.push(`${q(tf.column)} = v.parent`)
        else {
          params.push(f.fixed[source.replace(/^fixed:/, '')] ?? null)
          sets.push(`${q(tf.column)} = $${params.length}`)
        }
      }
      if (!sets.length) continue
      if (target.lastUpdated) sets.push('last_updated = now()')
      await recordedUpdate(rec, target, of.map((x) => x.r.id), () =>
        db.query(`UPDATE ${q(target.table)} t SET ${sets.join(', ')} FROM unnest($1::int[], $2::int[]) AS v(id, parent) WHERE t.id = v.id`, params),
      )
    }
  }
  return undefined
}

/**
 * Before rows of `m` are deleted: reset what their child lists mirrored onto other objects. Rows
 * `recordedElsewhere` names are reset but not recorded here (the delete removes them, or records
 * their change itself).
 */
export async function clearChildren(rec: Recorder, m: ModelDef, ids: number[], recordedElsewhere: (key: string, id: number) => boolean = () => false): Promise<void> {
  const db = rec.tx
  for (const f of m.fields) {
    if (f.kind !== 'children' || !Object.keys(f.mirror).length) continue
    const { child, via, generic, fixed } = shape(f)
    const fixedWhere = fixed.map(([c], i) => ` AND ${q(c)} = $${i + 2}`).join('')
    const rows = await db.query<{ type: string; ref: number }>(
      `SELECT ${q(generic.typeColumn)} AS type, ${q(generic.idColumn)} AS ref FROM ${q(child.table)} WHERE ${q(via)} = ANY($1::int[])${fixedWhere}`,
      [ids, ...fixed.map(([, v]) => v)],
    )
    for (const type of new Set(rows.map((r) => r.type).filter((t) => t !== null)))
      await mirror(rec, f, 0, type, rows.filter((r) => r.type === type).map((r) => Number(r.ref)), true, recordedElsewhere)
  }
}

function fill(template: string, vars: Record<string, string>): string {
  return template.replace(/\{(\w+)\}/g, (all, k: string) => vars[k] ?? all)
}

async function displayOf(db: Queryable, m: ModelDef, id: number): Promise<string> {
  const [o] = (await getObjects(db, m, [id], { brief: true, configContext: false }, '')) as Array<{ display: string } | undefined>
  return o?.display ?? String(id)
}

/**
 * Foreign keys that must agree with the object being written: `limitTo` (only some related rows
 * qualify) and `sameAs` (the related object shares e.g. this object's device).
 */
export async function checkRelations(db: Queryable, m: ModelDef, values: Map<string, unknown>, existing?: Record<string, unknown>): Promise<FieldErrors> {
  const errors: FieldErrors = {}
  const current = (f: Field): unknown => (values.has(f.name) ? values.get(f.name) : existing?.[f.column])
  for (const f of m.fields) {
    if (f.kind !== 'fk' || (!f.sameAs && !f.limitTo)) continue
    // Only checked when the relation or the field it must agree with is written.
    const other = f.sameAs ? m.fields.find((x) => x.name === f.sameAs!.field)! : undefined
    if (!values.has(f.name) && !(other && values.has(other.name))) continue
    const id = current(f)
    if (id === null || id === undefined) continue
    const target = getModel(f.target)
    const e = await checkOne(db, m, f, target, Number(id), other ? current(other) : undefined)
    if (e) errors[f.name] = [e]
  }
  return errors
}

async function checkOne(db: Queryable, m: ModelDef, f: FkField, target: ModelDef, id: number, mine: unknown): Promise<string | undefined> {
  const cols: string[] = []
  const limit = Object.entries(f.limitTo ?? {})
  for (const [name] of limit) cols.push(q(target.fields.find((x) => x.name === name)?.column ?? name))
  const sameCol = f.sameAs ? target.fields.find((x) => x.name === f.sameAs!.field)! : undefined
  if (sameCol) cols.push(q(sameCol.column))
  const rows = await db.rows(`SELECT ${cols.join(', ')} FROM ${q(target.table)} WHERE id = $1`, [id])
  if (!rows.length) return undefined // the foreign key reports a missing row
  const row = rows[0]
  if (limit.some(([, v], i) => row[i] !== v)) return `${target.verbose} instance with id ${id} does not exist.`
  if (sameCol && f.sameAs) {
    const theirs = row[limit.length]
    if (String(theirs ?? '') !== String(mine ?? '')) {
      const otherField = sameCol.kind === 'fk' ? getModel(sameCol.target) : undefined
      const other = otherField && theirs !== null && theirs !== undefined ? await displayOf(db, otherField, Number(theirs)) : String(theirs ?? '')
      const vars: Record<string, string> = { value: await displayOf(db, target, id), other }
      if (f.sameAs.message.includes('{mine}'))
        vars.mine = otherField && mine !== null && mine !== undefined ? await displayOf(db, otherField, Number(mine)) : String(mine ?? '')
      void m
      return fill(f.sameAs.message, vars)
    }
  }
  return undefined
}

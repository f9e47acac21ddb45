// Fills the `object` fields of a page (a tagged item's object, a change's changed object): the
// pair of type and id on each row names an object of any model. Joining every model a pair may name
// (over a hundred) made PostgreSQL spend seconds planning each page, so the objects are read after
// the page instead, by one statement over the models actually on it, with their brief readers.
import type { Param, Queryable } from '../db/types.js'
import type { ModelDef, ObjectField } from '../registry/types.js'
import { findModel } from './models.js'
import { briefById, type Row } from './select.js'

const objectFields = new WeakMap<ModelDef, ObjectField[]>()

function objectFieldsOf(m: ModelDef): ObjectField[] {
  let fs = objectFields.get(m)
  if (!fs) objectFields.set(m, (fs = m.fields.filter((f): f is ObjectField => f.kind === 'object')))
  return fs
}

type Wire = Record<string, unknown>

/** Sets each `object` field of `objects` (wire objects that carry it) to its object's brief form, or null. */
export async function resolveObjects(db: Queryable, m: ModelDef, objects: unknown[], base: string): Promise<void> {
  const fields = objectFieldsOf(m)
  if (!fields.length || !objects.length) return
  const wanted = new Map<string, Set<number>>()
  for (const o of objects as Wire[])
    for (const f of fields) {
      if (!o || !(f.name in o)) continue
      const type = o[f.typeField]
      const id = Number(o[f.idField])
      const target = typeof type === 'string' ? findModel(type) : undefined
      if (!target || target.view || !Number.isSafeInteger(id)) continue
      let ids = wanted.get(target.key)
      if (!ids) wanted.set(target.key, (ids = new Set()))
      ids.add(id)
    }
  if (!wanted.size) return
  const params: Param[] = []
  const branches = [...wanted].map(([key, ids]) => briefById(findModel(key)!).sql(`$${params.push([...ids].map(String))}`))
  // One statement per model is kept prepared; a mix of models is one text among unboundedly many.
  const rows = await db.rows(branches.join(' UNION ALL '), params, { prepare: branches.length === 1 })
  const found = new Map<string, unknown>()
  for (const [type, id, object] of rows as Array<[string, number | string, Row]>) found.set(`${type}:${id}`, briefById(findModel(type)!).read(object, base))
  for (const o of objects as Wire[])
    for (const f of fields) if (o && f.name in o) o[f.name] = found.get(`${String(o[f.typeField])}:${Number(o[f.idField])}`) ?? null
}

// Resolves related objects given by identifying attributes (`{"site": {"name": "S1"}}`, nesting
// allowed) to ids, inside the write's transaction. Ids given as numbers are left to the foreign
// keys, whose violations are turned into the same messages (see db-errors.ts).
import type { Param, Queryable } from '../db/types.js'
import type { Field, ModelDef } from '../registry/types.js'
import { Conditions } from './filters.js'
import { getModel } from './models.js'
import { pyRepr } from './pyrepr.js'
import { isScalar, q } from './sql.js'
import { type RefInput, scalar } from './validate.js'

export class RefError extends Error {}

const INT32 = 2147483647

/** A whole number PostgreSQL's integer takes; anything else can match no row. */
function intValue(v: unknown): number | undefined {
  const n = typeof v === 'number' ? v : typeof v === 'string' && /^\d{1,10}$/.test(v) ? Number(v) : NaN
  return Number.isSafeInteger(n) && Math.abs(n) <= INT32 ? n : undefined
}

/**
 * The value to compare a column with, or undefined when no stored value can equal it. A value of
 * the wrong type (or one PostgreSQL would reject, such as 2020-02-30 or 10.0.0.1/99) must not reach
 * the query: the error would abort the write's transaction.
 */
function comparable(f: Field, v: unknown): Param | undefined {
  switch (f.kind) {
    case 'integer':
      return typeof v === 'number' ? intValue(v) : undefined
    case 'bigint':
      return typeof v === 'number' && Number.isSafeInteger(v) ? v : undefined
    case 'decimal':
      return typeof v === 'number' && Number.isFinite(v) ? v : undefined
    case 'boolean':
      return typeof v === 'boolean' ? v : undefined
    case 'choice':
      return f.choices.some((c) => c.value === v) ? (v as Param) : undefined
    case 'ip_address':
    case 'ip_prefix':
    case 'date':
    case 'datetime': {
      if (typeof v !== 'string') return undefined
      const r = scalar(f, v)
      return r.ok ? (r.v as Param) : undefined
    }
    case 'string_list':
    case 'integer_list':
    case 'ip_network_list':
    case 'json':
    case 'password':
    case 'token_key':
      return undefined
    default:
      return typeof v === 'string' && !v.includes('\u0000') ? v : undefined
  }
}

function scalarParam(v: unknown): Param {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v
  throw new RefError()
}

/** The rows of a model the caller may see, as extra conditions (undefined: all rows). */
export type Visibility = (m: ModelDef) => Promise<((c: Conditions) => void) | undefined>

/**
 * The id of the one row of `target` matching `attrs`, or a RefError with NetBox's message. With
 * `visible`, only rows the caller may view can match (lookups by id are left to the guard and FKs).
 */
export async function resolveAttrs(db: Queryable, target: ModelDef, attrs: Record<string, unknown>, depth = 0, visible?: Visibility): Promise<number> {
  const where: string[] = []
  const params: Param[] = []
  const notFound = () => new RefError(`Related object not found using the provided attributes: ${pyRepr(attrs)}`)
  if (depth > 4) throw notFound()
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'id') {
      const id = intValue(value)
      if (id === undefined) throw notFound()
      params.push(id)
      where.push(`id = $${params.length}`)
      continue
    }
    const f = target.fields.find((x) => x.name === key) ?? target.fields.find((x) => x.kind === 'fk' && `${x.name}_id` === key)
    if (!f) throw notFound()
    if (f.kind === 'fk') {
      let id: number | null
      if (value === null) id = null
      else if (typeof value === 'object') id = await resolveAttrs(db, getModel(f.target), value as Record<string, unknown>, depth + 1, visible).catch(() => {
          throw notFound()
        })
      else if (intValue(value) !== undefined) id = intValue(value)!
      else throw notFound()
      if (id === null) where.push(`${q(f.column)} IS NULL`)
      else {
        params.push(id)
        where.push(`${q(f.column)} = $${params.length}`)
      }
    } else if (f.kind === 'choice' || (isScalar(f) && !f.writeOnly && f.kind !== 'token_key' && f.kind !== 'json')) {
      if (value === null) {
        where.push(`${q(f.column)} IS NULL`)
        continue
      }
      const v = comparable(f, value)
      if (v === undefined) throw notFound()
      params.push(scalarParam(v))
      const cast = f.kind === 'ip_address' ? '::inet' : f.kind === 'ip_prefix' ? '::cidr' : ''
      where.push(`${q(f.column)} = $${params.length}${cast}`)
    } else throw notFound()
  }
  if (!where.length) throw notFound()
  const scope = await visible?.(target)
  if (scope) {
    const c = new Conditions(params.length)
    scope(c)
    where.push(...c.where)
    params.push(...c.params)
  }
  const rows = await db.query<{ id: number }>(`SELECT t.id FROM ${q(target.table)} t WHERE ${where.join(' AND ')} LIMIT 2`, params)
  if (rows.length === 0) throw notFound()
  if (rows.length > 1) throw new RefError(`Multiple objects match the provided attributes: ${pyRepr(attrs)}`)
  return rows[0].id
}

export async function resolveRef(db: Queryable, target: ModelDef, r: RefInput, visible?: Visibility): Promise<number> {
  return 'id' in r ? r.id : resolveAttrs(db, target, r.attrs, 0, visible)
}

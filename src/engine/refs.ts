// Resolves related objects given by identifying attributes (`{"site": {"name": "S1"}}`, nesting
// allowed) to ids, inside the write's transaction. Ids given as numbers are left to the foreign
// keys, whose violations are turned into the same messages (see db-errors.ts).
import type { Param, Queryable } from '../db/types.js'
import ipaddr from 'ipaddr.js'
import type { Field, ModelDef } from '../registry/types.js'
import { getModel } from './models.js'
import { pyRepr } from './pyrepr.js'
import { isScalar, q } from './sql.js'
import type { RefInput } from './validate.js'

export class RefError extends Error {}

function compatible(f: Field, v: unknown): boolean {
  switch (f.kind) {
    case 'integer':
    case 'bigint':
      return typeof v === 'number' && Number.isSafeInteger(v) && Math.abs(v) <= 2147483647
    case 'decimal':
      return typeof v === 'number' && Number.isFinite(v)
    case 'boolean':
      return typeof v === 'boolean'
    case 'choice':
      return f.choices.some((c) => c.value === v)
    case 'ip_address':
    case 'ip_prefix':
      return typeof v === 'string' && ipaddr.isValid(v.split('/')[0]) && /^[^/]+(\/\d{1,3})?$/.test(v)
    case 'date':
    case 'datetime':
      return typeof v === 'string' && !Number.isNaN(Date.parse(v))
    default:
      return typeof v === 'string' && !v.includes('\u0000')
  }
}

function scalarParam(v: unknown): Param {
  if (v === null || typeof v === 'string' || typeof v === 'number' || typeof v === 'boolean') return v
  throw new RefError()
}

/** The id of the one row of `target` matching `attrs`, or a RefError with NetBox's message. */
export async function resolveAttrs(db: Queryable, target: ModelDef, attrs: Record<string, unknown>, depth = 0): Promise<number> {
  const where: string[] = []
  const params: Param[] = []
  const notFound = () => new RefError(`Related object not found using the provided attributes: ${pyRepr(attrs)}`)
  if (depth > 4) throw notFound()
  for (const [key, value] of Object.entries(attrs)) {
    if (key === 'id') {
      if (typeof value !== 'number' && !(typeof value === 'string' && /^\d+$/.test(value))) throw notFound()
      params.push(Number(value))
      where.push(`id = $${params.length}`)
      continue
    }
    const f = target.fields.find((x) => x.name === key) ?? target.fields.find((x) => x.kind === 'fk' && `${x.name}_id` === key)
    if (!f) throw notFound()
    if (f.kind === 'fk') {
      let id: number | null
      if (value === null) id = null
      else if (typeof value === 'object') id = await resolveAttrs(db, getModel(f.target), value as Record<string, unknown>, depth + 1).catch(() => {
          throw notFound()
        })
      else if (typeof value === 'number' || (typeof value === 'string' && /^\d+$/.test(value))) id = Number(value)
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
      // A value of the wrong type for its column would abort the transaction, so it matches nothing here.
      if (!compatible(f, value)) throw notFound()
      params.push(scalarParam(value))
      const cast = f.kind === 'ip_address' ? '::inet' : f.kind === 'ip_prefix' ? '::cidr' : ''
      where.push(`${q(f.column)} = $${params.length}${cast}`)
    } else throw notFound()
  }
  if (!where.length) throw notFound()
  const rows = await db.query<{ id: number }>(`SELECT id FROM ${q(target.table)} WHERE ${where.join(' AND ')} LIMIT 2`, params)
  if (rows.length === 0) throw notFound()
  if (rows.length > 1) throw new RefError(`Multiple objects match the provided attributes: ${pyRepr(attrs)}`)
  return rows[0].id
}

export async function resolveRef(db: Queryable, target: ModelDef, r: RefInput): Promise<number> {
  return 'id' in r ? r.id : resolveAttrs(db, target, r.attrs)
}

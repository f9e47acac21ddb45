import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current, ownId } from '../current.js'

/** Aggregates never overlap: one may neither be covered by nor cover another. */
export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | undefined> {
  if (!input.values.has('prefix')) return undefined
  const prefix = current<string>(input, 'prefix')!
  const found = async (op: string) =>
    (await db.query<{ p: string }>(`SELECT prefix::text AS p FROM ipam_aggregate WHERE prefix ${op} $1::cidr AND id <> $2 ORDER BY prefix LIMIT 1`, [prefix, ownId(input) ?? 0]))[0]?.p
  const covering = await found('>>=')
  if (covering) return { prefix: [`Aggregates cannot overlap. ${prefix} is already covered by an existing aggregate (${covering}).`] }
  const covered = await found('<<')
  if (covered) return { prefix: [`Prefixes cannot overlap aggregates. ${prefix} covers an existing aggregate (${covered}).`] }
  const batch = (input.batch.get('aggregates') as string[] | undefined) ?? []
  input.batch.set('aggregates', batch)
  const clash = await sameBatch(db, prefix, batch)
  if (clash) return { prefix: [`Aggregates cannot overlap. ${prefix} is already covered by an existing aggregate (${clash}).`] }
  batch.push(prefix)
  return undefined
}

/** An earlier item of the same bulk create that overlaps `prefix`. */
async function sameBatch(db: Queryable, prefix: string, batch: string[]): Promise<string | undefined> {
  if (!batch.length) return undefined
  const rows = await db.query<{ p: string }>('SELECT p FROM unnest($1::cidr[]) p WHERE p && $2::cidr LIMIT 1', [batch, prefix])
  return rows[0] ? String(rows[0].p) : undefined
}

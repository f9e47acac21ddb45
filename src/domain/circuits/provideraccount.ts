import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current, ownId } from '../current.js'

/** A provider's accounts have distinct names, when they have one (NetBox's conditional constraint). */
export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | undefined> {
  if (!input.values.has('name') && !input.values.has('provider')) return undefined
  const name = current<string>(input, 'name')
  const provider = current<number>(input, 'provider', 'provider_id')
  if (!name || provider === null) return undefined
  const taken = await db.query('SELECT 1 FROM circuits_provideraccount WHERE provider_id = $1 AND name = $2 AND id <> $3', [provider, name, ownId(input) ?? 0])
  const batch = (input.batch.get('names') as string[] | undefined) ?? []
  input.batch.set('names', batch)
  const key = `${provider}\u0000${name}`
  if (taken.length || batch.includes(key)) return { __all__: ['Constraint “circuits_provideraccount_unique_provider_name” is violated.'] }
  if (input.mode === 'create') batch.push(key)
  return undefined
}

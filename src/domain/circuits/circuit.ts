import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

/** A circuit's provider account belongs to the circuit's provider. */
export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | undefined> {
  if (!input.values.has('provider_account') && !input.values.has('provider')) return undefined
  const account = current<number>(input, 'provider_account', 'provider_account_id')
  const provider = current<number>(input, 'provider', 'provider_id')
  if (account === null || provider === null) return undefined
  const rows = await db.query<{ provider_id: number }>('SELECT provider_id FROM circuits_provideraccount WHERE id = $1', [account])
  if (rows.length && Number(rows[0].provider_id) !== Number(provider))
    return { provider_account: ['The assigned account must belong to the assigned provider.'] }
  return undefined
}

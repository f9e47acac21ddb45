// NetBox's VirtualCircuit.clean(): the account belongs to the provider of the network.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  if (!input.values.has('provider_account') && !input.values.has('provider_network')) return
  const account = current<number>(input, 'provider_account', 'provider_account_id')
  const network = current<number>(input, 'provider_network', 'provider_network_id')
  if (account === null || network === null) return
  const [row] = await db.query<{ same: boolean }>(
    `SELECT a.provider_id = n.provider_id AS same FROM circuits_provideraccount a, circuits_providernetwork n WHERE a.id = $1 AND n.id = $2`,
    [account, network],
  )
  if (row && !row.same) return { provider_account: ['The assigned account must belong to the provider of the assigned network.'] }
}

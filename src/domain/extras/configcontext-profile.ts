// NetBox's ConfigContext.clean(): the data must meet the profile's schema (when it has one).
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'
import { validationError } from '../dcim/moduletype-attributes.js'

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  if (input.mode === 'update' && !input.values.has('data') && !input.values.has('profile')) return
  const profile = current<number>(input, 'profile', 'profile_id')
  if (profile === null) return
  const [row] = await db.query<{ schema: Record<string, unknown> | null }>('SELECT schema FROM extras_configcontextprofile WHERE id = $1', [profile])
  if (!row?.schema || typeof row.schema !== 'object') return
  const error = validationError(current(input, 'data') ?? {}, row.schema)
  if (error) return { data: [`Data does not conform to profile schema: ${error}`] }
}

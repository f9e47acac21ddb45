// /api/users/config/ (NetBox's UserConfigViewSet): the caller's own preferences, a JSON object.
// GET returns it ({} until first written); PATCH deep-merges the body into it (NetBox's deepmerge:
// objects merged key by key, anything else replaced) and returns the result. Preferences are not
// objects of the API: not change-logged, as in NetBox.
import { notAuthenticated, ValidationError } from '../engine/errors.js'
import { hasNul } from '../engine/validate.js'
import type { OpContext } from './context.js'

type Json = Record<string, unknown>
const isObject = (v: unknown): v is Json => typeof v === 'object' && v !== null && !Array.isArray(v)

/** utilities.data.deepmerge. */
export function deepmerge(a: Json, b: Json): Json {
  const out: Json = { ...a }
  for (const [k, v] of Object.entries(b)) out[k] = isObject(v) && isObject(out[k]) ? deepmerge(out[k] as Json, v) : v
  return out
}

/** The most bytes the stored preferences may take (they are read on every GET). */
const MAX_CONFIG_BYTES = 64 * 1024

export async function getUserConfigOp(ctx: OpContext): Promise<Json> {
  if (!ctx.actor) throw notAuthenticated()
  const [row] = await ctx.db.query<{ data: Json }>('SELECT data FROM users_userconfig WHERE user_id = $1', [ctx.actor.id])
  return row?.data ?? {}
}

export async function patchUserConfigOp(ctx: OpContext, body: unknown): Promise<Json> {
  if (!ctx.actor) throw notAuthenticated()
  if (!isObject(body)) throw new ValidationError({ non_field_errors: ['Invalid data. Expected a dictionary.'] })
  const nul = Object.keys(body).filter((k) => hasNul(k) || hasNul(body[k]))
  if (nul.length) throw new ValidationError(Object.fromEntries(nul.map((k) => [k.replaceAll('\u0000', ''), ['Null characters are not allowed.']])))
  const actor = ctx.actor
  return ctx.db.transaction(async (tx) => {
    const [row] = await tx.query<{ data: Json }>('SELECT data FROM users_userconfig WHERE user_id = $1 FOR UPDATE', [actor.id])
    const data = deepmerge(row?.data ?? {}, body)
    const text = JSON.stringify(data)
    if (Buffer.byteLength(text) > MAX_CONFIG_BYTES) throw new ValidationError({ non_field_errors: [`Preferences may take at most ${MAX_CONFIG_BYTES} bytes.`] })
    await tx.query('INSERT INTO users_userconfig (user_id, data) VALUES ($1, $2::jsonb) ON CONFLICT (user_id) DO UPDATE SET data = EXCLUDED.data', [actor.id, text])
    return data
  })
}

import type { SaveInput } from '../../engine/hooks.js'

function serverTime(now: Date): string {
  return `${now.toISOString().slice(0, 10)} ${now.toISOString().slice(11, 19)} (UTC)`
}

/**
 * A token created without a `user` belongs to the user who creates it; it cannot be born expired;
 * and it keeps its user for life (as in NetBox 4.6): whoever holds the key must not become
 * somebody else. Its version is fixed for life too (the secret's storage depends on it).
 */
export function beforeSave(input: SaveInput) {
  if (input.mode === 'update' && input.values.has('user') && Number(input.values.get('user')) !== Number(input.existing?.user_id))
    return { user: ['The user of an existing token cannot be changed.'] }
  if (input.mode === 'update' && input.values.has('version') && Number(input.values.get('version')) !== Number(input.existing?.version))
    return { version: ['The version of an existing token cannot be changed.'] }
  // NetBox 4.6 makes v2 tokens unless told otherwise; here API_TOKEN_DEFAULT_VERSION decides (1 unless set).
  if (input.mode === 'create' && !input.values.has('version')) input.values.set('version', input.settings.tokens?.defaultVersion ?? 1)
  if (input.mode === 'create' && !input.values.has('user') && input.actor) input.values.set('user', input.actor.id)
  if (input.mode === 'create' && !input.values.has('user') && !input.actor) return { user: ['This field is required.'] }
  const expires = input.values.get('expires')
  if (input.mode === 'create' && typeof expires === 'string' && Date.parse(expires) <= Date.now())
    return { expires: [`Expiration time must be in the future. Current server time is ${serverTime(new Date())}.`] }
}

// Secret rotation (Standard Webhooks): when a webhook's secret changes, the old one keeps signing
// beside the new one for a grace period (WEBHOOK_SECRET_GRACE_SECONDS, read at delivery), so
// receivers can switch secrets without dropping deliveries. Removing the secret ends the grace.
import type { SaveInput } from '../../engine/hooks.js'

export function beforeSave(input: SaveInput): void {
  if (input.mode !== 'update' || !input.values.has('secret')) return
  const before = (input.existing?.secret as string | undefined) ?? ''
  const after = (input.values.get('secret') as string | null) ?? ''
  if (after === before) return
  input.values.set('previous_secret', after && before ? before : '')
  input.values.set('secret_rotated', after && before ? new Date().toISOString() : null)
}

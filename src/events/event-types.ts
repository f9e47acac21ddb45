// Event types an event rule may name: NetBox's (4.1+: object_created, …) and the plain created,
// updated, deleted, which fire on the same changes.
import type { ChangeAction } from '../engine/changes.js'

/** The `event` of a webhook body for each change action. */
export const EVENT_OF: Record<ChangeAction, 'created' | 'updated' | 'deleted'> = {
  create: 'created',
  update: 'updated',
  delete: 'deleted',
}

/** NetBox's built-in event types; the job ones are accepted but never fire (no jobs here yet). */
export const NETBOX_EVENT_TYPES = ['object_created', 'object_updated', 'object_deleted', 'job_started', 'job_completed', 'job_failed', 'job_errored']

export const EVENT_TYPES = new Set([...NETBOX_EVENT_TYPES, 'created', 'updated', 'deleted'])

/** Whether a rule listing `types` fires on `action`. */
export function ruleFires(types: readonly string[], action: ChangeAction): boolean {
  const event = EVENT_OF[action]
  return types.includes(`object_${event}`) || types.includes(event)
}

// Event rules are checked as they are saved, so a rule that could never work is refused with a
// 400 rather than failing silently on every change: NetBox's condition language, known event
// types, and object types that exist (stored sorted and without repeats, as NetBox shows them).
import type { SaveInput } from '../../engine/hooks.js'
import type { FieldErrors } from '../../engine/errors.js'
import { conditionErrors } from '../../events/conditions.js'
import { EVENT_TYPES } from '../../events/event-types.js'
import { objectTypeErrors } from './object-types.js'

export function beforeSave(input: SaveInput): FieldErrors | undefined {
  const errors: FieldErrors = {}
  const { values } = input
  if (values.has('conditions')) {
    const messages = conditionErrors(values.get('conditions'))
    if (messages.length) errors.conditions = messages
  }
  const events = values.get('event_types') as string[] | undefined
  if (events) {
    const bad = events.find((e) => !EVENT_TYPES.has(e))
    if (bad !== undefined) errors.event_types = [`"${bad}" is not a valid choice.`]
  }
  Object.assign(errors, objectTypeErrors(input))
  return Object.keys(errors).length ? errors : undefined
}

// A choice set needs choices: extra_choices as [value, label] pairs, unless it has base choices.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  const get = (name: string): unknown => (input.values.has(name) ? input.values.get(name) : input.existing?.[name])
  const extra = get('extra_choices')
  const base = get('base_choices')
  if (extra === null || extra === undefined) {
    if (!base) return { extra_choices: ['This field is required when no base choices are selected.'] }
    return
  }
  if (typeof extra === 'string') return { extra_choices: ['Expected a list of [value, label] pairs.'] }
  const ok =
    Array.isArray(extra) &&
    extra.every((c) => Array.isArray(c) && c.length === 2 && typeof c[0] === 'string' && c[0] !== '' && typeof c[1] === 'string')
  if (!ok) return { extra_choices: ['Expected a list of [value, label] pairs.'] }
  if (!base && extra.length === 0) return { extra_choices: ['This field is required when no base choices are selected.'] }
}

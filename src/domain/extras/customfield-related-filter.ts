// NetBox's CustomField.clean(): a related object filter only on object fields, and as a mapping.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  if (!input.values.has('related_object_filter') && !input.values.has('type')) return
  const filter = current<unknown>(input, 'related_object_filter')
  if (filter === null) return
  const type = current<string>(input, 'type') ?? 'text'
  if (type !== 'object' && type !== 'multiobject')
    return { related_object_filter: ['A related object filter can be defined only for object fields.'] }
  if (typeof filter !== 'object' || Array.isArray(filter))
    return { related_object_filter: ['Filter must be defined as a dictionary mapping attributes to values.'] }
}

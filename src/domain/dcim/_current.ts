// Helpers for dcim rules: the value a write leaves in place (written or stored).
import type { SaveInput } from '../../engine/hooks.js'

/** The value after the write: the written one, else the stored column (fk columns end in _id). */
export function current<T = unknown>(input: SaveInput, field: string, column = field): T | undefined {
  if (input.values.has(field)) return input.values.get(field) as T
  return input.existing?.[column] as T | undefined
}

// The value a field will have once a write is saved: the one being written, else the stored one.
import type { SaveInput } from '../engine/hooks.js'

export function current<T = unknown>(input: SaveInput, name: string, column = name): T | null {
  if (input.values.has(name)) return (input.values.get(name) ?? null) as T | null
  return (input.existing?.[column] ?? null) as T | null
}

/** The id of the row being updated (undefined on create). */
export function ownId(input: SaveInput): number | undefined {
  return input.existing ? Number(input.existing.id) : undefined
}

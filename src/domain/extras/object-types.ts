// `object_types` lists (event rules, saved filters, export templates): every entry must name a
// model that exists; stored sorted and without repeats, as NetBox shows them.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { allModels } from '../../engine/models.js'
import type { ModelDef } from '../../registry/types.js'

const writable = (m: ModelDef) => !m.readOnly

/** `allowed`: which models may be named (default: every model that can be written). */
export function objectTypeErrors(input: SaveInput, allowed: (m: ModelDef) => boolean = writable): FieldErrors | undefined {
  const types = input.values.get('object_types') as string[] | undefined
  if (!types) return undefined
  const known = new Set(allModels().filter(allowed).map((m) => m.key))
  const bad = types.find((t) => !known.has(t))
  if (bad !== undefined) return { object_types: [`Invalid content type: ${bad}`] }
  input.values.set('object_types', [...new Set(types)].sort())
  return undefined
}

export const beforeSave = (input: SaveInput) => objectTypeErrors(input)

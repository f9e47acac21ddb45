// `object_types` lists (event rules, saved filters, export templates): every entry must name a
// model that exists; stored sorted and without repeats, as NetBox shows them.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { allModels } from '../../engine/models.js'

const objectTypes = () => new Set(allModels().filter((m) => !m.readOnly).map((m) => m.key))

export function objectTypeErrors(input: SaveInput): FieldErrors | undefined {
  const types = input.values.get('object_types') as string[] | undefined
  if (!types) return undefined
  const known = objectTypes()
  const bad = types.find((t) => !known.has(t))
  if (bad !== undefined) return { object_types: [`Invalid content type: ${bad}`] }
  input.values.set('object_types', [...new Set(types)].sort())
  return undefined
}

export const beforeSave = objectTypeErrors

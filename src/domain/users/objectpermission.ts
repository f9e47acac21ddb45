import { constraintProblem } from '../../auth/constraints.js'
import { findModel } from '../../engine/models.js'
import type { SaveInput } from '../../engine/hooks.js'

/**
 * Object types must be models this service has, and constraints must compile against every one of
 * them (each name a field in the registry, each value of its field's type): a permission that is
 * saved always works, instead of failing — or silently matching nothing — at request time.
 */
export function beforeSave(input: SaveInput) {
  const types = (input.values.get('object_types') ?? input.existing?.object_types ?? []) as string[]
  const unknown = types.find((t) => !findModel(t))
  if (unknown !== undefined) return { object_types: [`Invalid content type: ${unknown}`] }
  if (!input.values.has('constraints') && !input.values.has('object_types')) return
  const constraints = input.values.has('constraints') ? input.values.get('constraints') : input.existing?.constraints
  for (const t of types) {
    const problem = constraintProblem(findModel(t)!, constraints ?? null)
    if (problem) return { constraints: [`Invalid filter for ${t}: ${problem}`] }
  }
}

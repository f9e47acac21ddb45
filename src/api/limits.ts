// Request-size limits other than the body size (Fastify's bodyLimit, answered 413): how many
// objects one bulk request may carry and how many filter values one list request may.
import { ValidationError } from '../engine/errors.js'

export { checkBulkSize } from '../ops/input.js'

/** Every value of every query parameter counts (`?id=1&id=2` is two). */
export function checkFilterValues(query: Record<string, unknown>, max: number): void {
  let n = 0
  for (const v of Object.values(query)) n += Array.isArray(v) ? v.length : 1
  if (n > max)
    throw new ValidationError({
      non_field_errors: [`A request may carry at most ${max} filter values (MAX_FILTER_VALUES); this one has ${n}.`],
    })
}

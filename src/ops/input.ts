// The shape checks every caller's input goes through before an operation writes: object ids,
// bulk lists and their size. Transport-independent: the HTTP routes and the pages share them.
import { notFound, ValidationError } from '../engine/errors.js'
import type { UpdateItem } from '../engine/write.js'
import { kindOf } from '../engine/validate.js'
import type { ModelDef } from '../registry/types.js'

const INT32 = 2147483647

/** An object id as given (a path segment or a number); anything else is an object that does not exist. */
export function parseId(m: ModelDef, raw: string | number): number {
  const s = String(raw)
  if (!/^\d{1,10}$/.test(s) || Number(s) > INT32 || Number(s) < 1) throw notFound(m)
  return Number(s)
}

export function checkBulkSize(items: unknown[], max: number): void {
  if (items.length > max)
    throw new ValidationError({
      non_field_errors: [`A bulk request may carry at most ${max} objects (MAX_BULK_SIZE); this one has ${items.length}.`],
    })
}

export function listBody(body: unknown): unknown[] {
  if (!Array.isArray(body)) throw new ValidationError({ non_field_errors: [`Expected a list of items but got type "${kindOf(body)}".`] })
  return body
}

/** A bulk update or delete body: a list of objects each naming its `id`, each id once. */
export function bulkItems(body: unknown, maxBulk: number): UpdateItem[] {
  const items = listBody(body)
  checkBulkSize(items, maxBulk)
  const errors = items.map((it) => {
    const id = typeof it === 'object' && it !== null ? (it as Record<string, unknown>).id : undefined
    if (id === undefined || id === null) return { id: ['This field is required.'] }
    if (typeof id !== 'number' || !Number.isInteger(id) || id < 1 || id > INT32) return { id: ['A valid integer is required.'] }
    return {}
  })
  if (errors.some((e) => Object.keys(e).length)) throw new ValidationError(errors)
  const ids = items.map((it) => (it as { id: number }).id)
  if (new Set(ids).size !== ids.length) throw new ValidationError({ id: ['Each object may appear only once in a bulk request.'] })
  return items.map((it) => ({ id: (it as { id: number }).id, body: it }))
}

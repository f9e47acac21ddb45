// NetBox's ComponentTemplateModel / ModularComponentTemplateModel clean(), shared by the component
// template models' rules (each <name>template.ts re-exports or extends these).
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

/** A template stays on its device type. */
function moved(input: SaveInput): FieldErrors | void {
  if (input.mode !== 'update' || !input.values.has('device_type')) return
  const before = input.existing?.device_type_id ?? null
  const after = input.values.get('device_type') ?? null
  if ((before === null ? null : Number(before)) !== (after === null ? null : Number(after)))
    return { device_type: ['Component templates cannot be moved to a different device type.'] }
}

/** Device-type-only templates (device bays, inventory items). */
export function deviceTemplateRules(input: SaveInput): FieldErrors | void {
  return moved(input)
}

/** A template belongs to a device type or to a module type, not both. */
export function modularTemplateRules(input: SaveInput): FieldErrors | void {
  const m = moved(input)
  if (m) return m
  if (input.mode === 'update' && !input.values.has('device_type') && !input.values.has('module_type')) return
  const deviceType = current(input, 'device_type', 'device_type_id')
  const moduleType = current(input, 'module_type', 'module_type_id')
  if (deviceType !== null && moduleType !== null)
    return { non_field_errors: ['A component template cannot be associated with both a device type and a module type.'] }
  if (deviceType === null && moduleType === null)
    return { non_field_errors: ['A component template must be associated with either a device type or a module type.'] }
}

/**
 * A related template (`field`, in `table`) has the same device type or module type as this one.
 * `message(name, parent)` words the error; `key` is the error's key (a field or non_field_errors).
 */
export async function sameParent(
  input: SaveInput,
  db: Queryable,
  field: string,
  table: string,
  message: (name: string, parent: 'device type' | 'module type') => string,
  key: string,
): Promise<FieldErrors | void> {
  if (input.mode === 'update' && ![field, 'device_type', 'module_type'].some((n) => input.values.has(n))) return
  const related = current<number>(input, field, `${field}_id`)
  if (related === null) return
  const deviceType = current<number>(input, 'device_type', 'device_type_id')
  const moduleType = current<number>(input, 'module_type', 'module_type_id')
  const [row] = await db.query<{ name: string; device_type_id: number | null; module_type_id: number | null }>(
    `SELECT name, device_type_id, module_type_id FROM ${table} WHERE id = $1`,
    [related],
  )
  if (!row) return
  const same = (a: unknown, b: unknown) => (a === null || a === undefined ? null : Number(a)) === (b === null || b === undefined ? null : Number(b))
  if (deviceType !== null && !same(row.device_type_id, deviceType)) return { [key]: [message(row.name, 'device type')] }
  if (moduleType !== null && !same(row.module_type_id, moduleType)) return { [key]: [message(row.name, 'module type')] }
}

// NetBox's ModuleType.clean(): `attributes` are checked against the profile's JSON schema, and
// cleared when the module type has no profile (or the profile no schema). The schema language is
// the subset NetBox's profiles use: type, enum, const, minimum/maximum (and exclusive), minLength/
// maxLength, pattern (RE2, linear time), required, properties, additionalProperties, items,
// minItems/maxItems. A schema using any other keyword that constrains values is refused when the
// profile is saved (moduletypeprofile.ts), so nothing is silently not checked.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { linearRegex } from '../../regex/linear.js'
import { current } from '../current.js'

type Schema = Record<string, unknown>

const ANNOTATIONS = new Set(['$schema', '$id', '$comment', 'title', 'description', 'default', 'examples', 'readOnly', 'writeOnly', 'deprecated'])
const CHECKED = new Set([
  'type',
  'enum',
  'const',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'minLength',
  'maxLength',
  'pattern',
  'required',
  'properties',
  'additionalProperties',
  'items',
  'minItems',
  'maxItems',
])
const TYPES = new Set(['string', 'integer', 'number', 'boolean', 'object', 'array', 'null'])

/** Python's repr of a JSON value, as jsonschema's messages show it. */
function repr(v: unknown): string {
  if (typeof v === 'string') return `'${v.replace(/\\/g, '\\\\').replace(/'/g, "\\'")}'`
  if (v === null) return 'None'
  if (v === true) return 'True'
  if (v === false) return 'False'
  if (Array.isArray(v)) return `[${v.map(repr).join(', ')}]`
  if (typeof v === 'object') return `{${Object.entries(v as object).map(([k, x]) => `${repr(k)}: ${repr(x)}`).join(', ')}}`
  return String(v)
}

/** What is wrong with a schema (undefined: it can be used). */
export function schemaError(schema: Schema, path = 'schema'): string | undefined {
  if (typeof schema !== 'object' || schema === null || Array.isArray(schema)) return `${path} is not an object`
  for (const [k, v] of Object.entries(schema)) {
    if (ANNOTATIONS.has(k)) continue
    if (!CHECKED.has(k)) return `${path}: the keyword '${k}' is not supported here`
    if (k === 'type') {
      const types = Array.isArray(v) ? v : [v]
      if (!types.every((t) => typeof t === 'string' && TYPES.has(t))) return `${path}: ${repr(v)} is not a valid type`
    }
    if (k === 'pattern') {
      if (typeof v !== 'string') return `${path}: pattern must be a string`
      try {
        linearRegex(v)
      } catch (e) {
        return (e as Error).message
      }
    }
    if (k === 'properties') {
      if (typeof v !== 'object' || v === null || Array.isArray(v)) return `${path}: properties must be an object`
      for (const [name, sub] of Object.entries(v)) {
        const e = schemaError(sub as Schema, `${path}.properties.${name}`)
        if (e) return e
      }
    }
    if ((k === 'items' || k === 'additionalProperties') && typeof v !== 'boolean') {
      const e = schemaError(v as Schema, `${path}.${k}`)
      if (e) return e
    }
    if ((k === 'enum' || k === 'required') && !Array.isArray(v)) return `${path}: ${k} must be an array`
  }
  return undefined
}

function typeOf(v: unknown): string {
  if (v === null) return 'null'
  if (Array.isArray(v)) return 'array'
  if (typeof v === 'number') return Number.isInteger(v) ? 'integer' : 'number'
  return typeof v
}

const equal = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b)

/** The first way `value` breaks `schema`, in jsonschema's words (undefined: it is valid). */
export function validationError(value: unknown, schema: Schema): string | undefined {
  if (typeof schema !== 'object' || schema === null) return undefined
  if (schema.type !== undefined) {
    const types = (Array.isArray(schema.type) ? schema.type : [schema.type]) as string[]
    const t = typeOf(value)
    if (!types.some((x) => x === t || (x === 'number' && t === 'integer'))) return `${repr(value)} is not of type ${types.map(repr).join(', ')}`
  }
  if (Array.isArray(schema.enum) && !schema.enum.some((x) => equal(x, value))) return `${repr(value)} is not one of ${repr(schema.enum)}`
  if ('const' in schema && !equal(schema.const, value)) return `${repr(schema.const)} was expected`
  if (typeof value === 'number') {
    if (typeof schema.minimum === 'number' && value < schema.minimum) return `${value} is less than the minimum of ${schema.minimum}`
    if (typeof schema.maximum === 'number' && value > schema.maximum) return `${value} is greater than the maximum of ${schema.maximum}`
    if (typeof schema.exclusiveMinimum === 'number' && value <= schema.exclusiveMinimum)
      return `${value} is less than or equal to the minimum of ${schema.exclusiveMinimum}`
    if (typeof schema.exclusiveMaximum === 'number' && value >= schema.exclusiveMaximum)
      return `${value} is greater than or equal to the maximum of ${schema.exclusiveMaximum}`
  }
  if (typeof value === 'string') {
    const length = [...value].length
    if (typeof schema.minLength === 'number' && length < schema.minLength) return `${repr(value)} is too short`
    if (typeof schema.maxLength === 'number' && length > schema.maxLength) return `${repr(value)} is too long`
    if (typeof schema.pattern === 'string' && !linearRegex(`[\\s\\S]*?(?:${schema.pattern})`).matchStart(value))
      return `${repr(value)} does not match ${repr(schema.pattern)}`
  }
  if (Array.isArray(value)) {
    if (typeof schema.minItems === 'number' && value.length < schema.minItems) return `${repr(value)} is too short`
    if (typeof schema.maxItems === 'number' && value.length > schema.maxItems) return `${repr(value)} is too long`
    if (schema.items && typeof schema.items === 'object')
      for (const item of value) {
        const e = validationError(item, schema.items as Schema)
        if (e) return e
      }
  }
  if (typeOf(value) === 'object') {
    const obj = value as Record<string, unknown>
    for (const name of (schema.required as string[] | undefined) ?? []) if (!(name in obj)) return `${repr(name)} is a required property`
    const props = (schema.properties ?? {}) as Record<string, Schema>
    for (const [k, v] of Object.entries(obj)) {
      if (props[k]) {
        const e = validationError(v, props[k])
        if (e) return e
      } else if (schema.additionalProperties === false) return `Additional properties are not allowed (${repr(k)} was unexpected)`
      else if (schema.additionalProperties && typeof schema.additionalProperties === 'object') {
        const e = validationError(v, schema.additionalProperties as Schema)
        if (e) return e
      }
    }
  }
  return undefined
}

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  if (input.mode === 'update' && !input.values.has('attributes') && !input.values.has('profile')) return
  const profile = current<number>(input, 'profile', 'profile_id')
  const [row] = profile === null ? [] : await db.query<{ schema: Schema | null }>('SELECT schema FROM dcim_moduletypeprofile WHERE id = $1', [profile])
  const schema = row?.schema
  if (!schema || typeof schema !== 'object' || !Object.keys(schema).length) {
    if (current(input, 'attributes') !== null) input.values.set('attributes', null)
    return
  }
  const error = validationError(current(input, 'attributes') ?? {}, schema)
  if (error) return { non_field_errors: [`Invalid schema: ${error}`] }
}

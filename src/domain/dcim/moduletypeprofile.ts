// NetBox's validate_schema(): a profile's schema, when given, is a JSON schema object with properties.
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { schemaError } from './moduletype-attributes.js'

export function beforeSave(input: SaveInput): FieldErrors | void {
  if (!input.values.has('schema')) return
  const schema = input.values.get('schema')
  if (schema === null || schema === '') return
  if (typeof schema !== 'object' || Array.isArray(schema)) return { schema: ['Invalid JSON schema definition'] }
  const properties = (schema as Record<string, unknown>).properties
  if (!properties || (typeof properties === 'object' && !Object.keys(properties).length)) return { schema: ['JSON schema must define properties'] }
  const error = schemaError(schema as Record<string, unknown>)
  if (error) return { schema: [`Invalid JSON schema definition: ${error}`] }
}

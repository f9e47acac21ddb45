// OPTIONS metadata in DRF's shape, which pynetbox's choices() and the Ansible collection read.
import type { Field, ModelDef } from '../registry/types.js'

interface FieldInfo {
  type: string
  required: boolean
  read_only: boolean
  label: string
  help_text?: string
  max_length?: number
  min_value?: number
  max_value?: number
  choices?: Array<{ value: string | number; display_name: string }>
}

function typeOf(f: Field): string {
  switch (f.kind) {
    case 'choice':
      return 'field'
    case 'fk':
    case 'generic':
    case 'reverse_one':
      return 'nested object'
    case 'm2m':
    case 'reverse_many':
    case 'ip_network_list':
    case 'string_list':
    case 'integer_list':
    case 'children':
    case 'peers':
      return 'list'
    case 'slug':
      return 'slug'
    case 'integer':
    case 'bigint':
    case 'count':
      return 'integer'
    case 'decimal':
      return 'decimal'
    case 'boolean':
      return 'boolean'
    case 'date':
      return 'date'
    case 'datetime':
      return 'datetime'
    case 'json':
      return 'json'
    case 'const':
    case 'object':
    case 'connected': // SerializerMethodFields, as DRF describes them
      return 'field'
    case 'derived':
      return f.valueType === 'string' ? 'string' : f.valueType
    default:
      return 'string'
  }
}

function info(f: Field): FieldInfo {
  const i: FieldInfo = { type: typeOf(f), required: f.required, read_only: f.readOnly, label: f.label }
  if (f.help) i.help_text = f.help
  if ('maxLength' in f && f.maxLength) i.max_length = f.maxLength
  if ('min' in f && f.min !== undefined) i.min_value = f.min
  if ('max' in f && f.max !== undefined) i.max_value = f.max
  if (f.kind === 'choice' && !f.readOnly) i.choices = f.choices.map((c) => ({ value: c.value, display_name: c.label }))
  return i
}

const ro = (label: string, type = 'field'): FieldInfo => ({ type, required: false, read_only: true, label })

const cache = new Map<string, object>()

export function optionsMetadata(m: ModelDef, kind: 'list' | 'detail', authenticated: boolean): object {
  const key = `${m.key}|${kind}|${authenticated}`
  const hit = cache.get(key)
  if (hit) return hit
  const fields: Record<string, FieldInfo> = { id: ro('ID', 'integer'), url: ro('Url'), display: ro('Display') }
  for (const f of m.fields) {
    if (f.kind === 'generic') {
      fields[f.typeField] = {
        type: 'field',
        required: f.required,
        read_only: false,
        label: `${f.label} type`,
        choices: f.targets.map((t) => ({ value: t, display_name: t })),
      }
      fields[f.idField] = { type: 'integer', required: f.required, read_only: false, label: `${f.label} id` }
    }
    if (f.kind === 'token_key' || (f.writeOnly && f.kind !== 'password')) continue
    fields[f.name] = info(f)
    if (f.kind === 'connected') {
      fields[`${f.name}_type`] = ro(`${f.label} type`)
      fields[`${f.name}_reachable`] = ro(`${f.label} reachable`)
    }
  }
  if (m.customFields) fields.custom_fields = { type: 'json', required: false, read_only: false, label: 'Custom fields' }
  fields.created = ro('Created', m.created === 'date' ? 'date' : 'datetime')
  if (m.lastUpdated) fields.last_updated = ro('Last updated', 'datetime')
  const title = m.verbose.replace(/\b\w/g, (c) => c.toUpperCase())
  const body: Record<string, unknown> = {
    name: `${title} ${kind === 'list' ? 'List' : 'Instance'}`,
    description: '',
    renders: ['application/json', 'text/html'],
    parses: ['application/json'],
  }
  if (authenticated && !m.readOnly) body.actions = kind === 'list' ? { POST: fields } : { PUT: fields }
  cache.set(key, body)
  return body
}

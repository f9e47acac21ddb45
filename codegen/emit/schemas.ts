// Emits the TypeBox schemas of one model: Full, Brief (also the nested form), Write and Patch.
// They document the wire format in /api/schema/ and let tests check every response against it.
import type { Field, ModelDef, Registry } from '../../src/registry/types.js'
import { header, lit } from './common.js'

export function schemaId(m: ModelDef, variant: '' | 'Brief' | 'Write' | 'Patch'): string {
  const pascal = (s: string) => s.replace(/(^|[-_.])(\w)/g, (_, __, c: string) => c.toUpperCase())
  return `${pascal(m.app)}${m.className}${variant}`
}

const nullable = (s: string, yes: boolean) => (yes ? `T.Union([${s}, T.Null()])` : s)

function literalUnion(values: Array<string | number>): string {
  return values.length === 1 ? `T.Literal(${lit(values[0])})` : `T.Union([${values.map((v) => `T.Literal(${lit(v)})`).join(', ')}])`
}

function scalarRead(f: Field): string {
  switch (f.kind) {
    case 'integer':
    case 'bigint':
      return 'T.Integer()'
    case 'decimal':
      return 'T.Number()'
    case 'boolean':
      return 'T.Boolean()'
    case 'date':
      return `T.String({ format: 'date' })`
    case 'datetime':
      return `T.String({ format: 'date-time' })`
    case 'json':
      return 'T.Unknown()'
    case 'ip_network_list':
    case 'string_list':
      return 'T.Array(T.String())'
    case 'integer_list':
      return 'T.Array(T.Integer())'
    default:
      return 'T.String()'
  }
}

function readSchema(f: Field, reg: Registry, brief: boolean): string {
  switch (f.kind) {
    case 'choice': {
      const value = literalUnion(f.choices.map((c) => c.value))
      if (f.plain || brief) return nullable(value, f.nullable)
      return nullable(`T.Object({ value: ${value}, label: T.String() })`, f.nullable)
    }
    case 'fk':
      if (f.plain) return nullable('T.Integer()', f.nullable)
      return nullable(`T.Ref(${lit(schemaId(reg[f.target], 'Brief'))})`, f.nullable)
    case 'reverse_one':
      return nullable(`T.Ref(${lit(schemaId(reg[f.target], 'Brief'))})`, true)
    case 'm2m':
    case 'reverse_many':
      return `T.Array(T.Ref(${lit(schemaId(reg[f.target], 'Brief'))}))`
    case 'generic':
      return nullable(`T.Union([${f.targets.map((t) => `T.Ref(${lit(schemaId(reg[t], 'Brief'))})`).join(', ')}])`, true)
    case 'count':
      return 'T.Integer()'
    case 'children': {
      const g = reg[f.target].fields.find((x) => x.name === f.generic)
      const targets = g?.kind === 'generic' ? g.targets : []
      const nested = `T.Union([${targets.map((t) => `T.Ref(${lit(schemaId(reg[t], 'Brief'))})`).join(', ')}])`
      return `T.Array(T.Object({ ${f.typeKey}: T.String(), ${f.idKey}: T.Integer(), ${f.objectKey}: ${nested} }))`
    }
    case 'peers': {
      const g = reg[f.through].fields.find((x) => x.name === f.generic)
      const targets = g?.kind === 'generic' ? g.targets : []
      return `T.Array(T.Union([${targets.map((t) => `T.Ref(${lit(schemaId(reg[t], 'Brief'))})`).join(', ')}]))`
    }
    case 'const':
      return f.value === null ? 'T.Null()' : 'T.Unknown()'
    default:
      return nullable(scalarRead(f), f.nullable)
  }
}

function writeSchema(f: Field): string {
  const opts: string[] = []
  if (f.help) opts.push(`description: ${lit(f.help)}`)
  switch (f.kind) {
    case 'choice':
      return nullable(literalUnion(f.choices.map((c) => c.value)), f.nullable)
    case 'fk':
      return nullable(`T.Union([T.Integer({ minimum: 1 }), T.Object({}, { additionalProperties: true })])`, f.nullable)
    case 'm2m':
      return `T.Array(T.Union([T.Integer({ minimum: 1 }), T.Object({}, { additionalProperties: true })]))`
    case 'token_key':
      return `T.String({ pattern: '^[0-9a-fA-F]{40}$' })`
    case 'children':
      return `T.Array(T.Object({ ${f.typeKey}: T.String(), ${f.idKey}: T.Integer({ minimum: 1 }) }, { additionalProperties: true }))`
    case 'integer_list': {
      const items: string[] = []
      if (f.min !== undefined) items.push(`minimum: ${f.min}`)
      if (f.max !== undefined) items.push(`maximum: ${f.max}`)
      return `T.Array(T.Integer({ ${items.join(', ')} }))`
    }
    case 'string':
    case 'slug':
    case 'password':
      if (f.maxLength) opts.push(`maxLength: ${f.maxLength}`)
      if (f.kind === 'slug') opts.push(`pattern: '^[-a-zA-Z0-9_]+$'`)
      return nullable(`T.String({ ${opts.join(', ')} })`, f.nullable)
    case 'color':
      return nullable(`T.String({ pattern: '^[0-9a-f]{6}$' })`, f.nullable)
    case 'integer':
    case 'bigint':
    case 'decimal':
      if (f.min !== undefined) opts.push(`minimum: ${f.min}`)
      if (f.max !== undefined) opts.push(`maximum: ${f.max}`)
      return nullable(`${f.kind === 'decimal' ? 'T.Number' : 'T.Integer'}({ ${opts.join(', ')} })`, f.nullable)
    default:
      return nullable(scalarRead(f), f.nullable)
  }
}

const isCount = (f: Field) => f.kind === 'count'

export function emitSchemas(m: ModelDef, reg: Registry): string {
  const full: string[] = [`id: T.Integer()`, `url: T.String({ format: 'uri' })`, `display: T.String()`]
  if (m.displayName) full.push(`display_name: T.String()`)
  for (const f of m.fields) {
    if (f.writeOnly || isCount(f)) continue
    if (f.kind === 'generic') {
      full.push(`${f.typeField}: T.Union([T.String(), T.Null()])`, `${f.idField}: T.Union([T.Integer(), T.Null()])`)
    }
    if (f.kind === 'token_key') {
      full.push(`${f.name}: T.Optional(T.String())`) // shown only when it can be (at creation, or when retrieval is allowed)
      continue
    }
    full.push(`${f.name}: ${readSchema(f, reg, false)}`)
    if (f.kind === 'peers') full.push(`${f.name}_type: T.Union([T.String(), T.Null()])`)
  }
  if (m.configContext) full.push(`config_context: T.Optional(T.Object({}, { additionalProperties: true }))`)
  if (m.customFields) full.push(`custom_fields: T.Object({}, { additionalProperties: true })`)
  full.push(`created: T.String({ format: '${m.created === 'date' ? 'date' : 'date-time'}' })`)
  if (m.lastUpdated) full.push(`last_updated: T.Union([T.String({ format: 'date-time' }), T.Null()])`)
  for (const f of m.fields) if (isCount(f)) full.push(`${f.name}: T.Integer()`)

  const brief: string[] = [`id: T.Integer()`, `url: T.String({ format: 'uri' })`, `display: T.String()`]
  if (m.displayName) brief.push(`display_name: T.String()`)
  for (const name of m.brief) {
    const f = m.fields.find((x) => x.name === name)
    if (!f) {
      if (name === 'created' || name === 'last_updated') brief.push(`${name}: T.String()`)
      continue
    }
    brief.push(`${name}: ${readSchema(f, reg, true)}`)
  }

  const write: string[] = []
  const required: string[] = []
  for (const f of m.fields) {
    if (f.readOnly && f.kind !== 'generic') continue
    if (f.kind === 'generic') {
      write.push(
        `${f.typeField}: T.Optional(T.Union([${literalUnion(f.targets)}, T.Null()]))`,
        `${f.idField}: T.Optional(T.Union([T.Integer({ minimum: 0 }), T.Null()]))`,
      )
      if (f.required) required.push(f.typeField, f.idField)
      continue
    }
    if (f.column !== f.name && m.fields.some((o) => o.name === f.column)) continue
    write.push(`${f.name}: T.Optional(${writeSchema(f)})`)
    if (f.required) required.push(f.name)
  }
  if (m.customFields) write.push(`custom_fields: T.Optional(T.Object({}, { additionalProperties: true }))`)
  const writeReq = write.map((w) => {
    const name = w.slice(0, w.indexOf(':'))
    return required.includes(name) ? w.replace(/: T\.Optional\((.*)\)$/, ': $1') : w
  })

  const obj = (props: string[], id: string, extra = '') =>
    `T.Object({\n  ${props.join(',\n  ')},\n}, { $id: ${lit(id)}, additionalProperties: ${extra || 'false'} })`
  return (
    header(m.file) +
    `import { Type as T } from 'typebox'\n\n` +
    `export const Full = ${obj(full, schemaId(m, ''))}\n\n` +
    `export const Brief = ${obj(brief, schemaId(m, 'Brief'))}\n\n` +
    // Unknown keys are ignored on write, as NetBox does, so write schemas allow them.
    `export const Write = ${obj(writeReq, schemaId(m, 'Write'), 'true')}\n\n` +
    `export const Patch = ${obj(write, schemaId(m, 'Patch'), 'true')}\n\n` +
    `export const schemas = { full: Full, brief: Brief, write: Write, patch: Patch }\n`
  )
}

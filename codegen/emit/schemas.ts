// Emits the OpenAPI 3.0 component schemas of one model, named as NetBox's document names them
// (openapi-names.ts): the full, brief and nested forms, the request bodies, the pages of a list and
// the named enums of its choices. They document the wire format in /api/schema/ and let the tests
// check every response against it.
import type { ChoiceField, Field, ModelDef, Registry } from '../../src/registry/types.js'
import type { ComponentNames, OpenApiSchema } from '../../src/api/crud/route-entry.js'
import { DefinitionError } from '../normalize.js'
import { header } from './common.js'
import { choiceNames, componentNames, genericObjectNames, relatedNames } from './openapi-names.js'

type S = OpenApiSchema

const ref = (name: string): S => ({ $ref: `#/components/schemas/${name}` })
/**
 * OpenAPI 3.0 has no null type: a nullable reference is `allOf: [ref]` with `nullable: true`, as
 * NetBox's document writes it, plus the referenced schema's `type`, which `nullable` applies to.
 */
const nullableRef = (name: string, nullable: boolean, type = 'object'): S => (nullable ? { type, allOf: [ref(name)], nullable: true } : ref(name))
/** `{}` (any JSON value, null included) stays as it is: `nullable` needs a `type` beside it. */
const nullable = (s: S, yes: boolean): S => (yes && s.type ? { ...s, nullable: true } : s)
const object = (properties: Record<string, S>, required: string[], extra: S = {}): S => ({
  type: 'object',
  ...extra,
  properties,
  ...(required.length ? { required } : {}),
})
const anyOfRefs = (names: string[]): S => (names.length === 1 ? ref(names[0]) : { anyOf: names.map(ref) })
const nullableRefs = (names: string[]): S => (names.length === 1 ? nullableRef(names[0], true) : { type: 'object', anyOf: names.map(ref), nullable: true })
/** Ids are integers; related objects may also be named by their attributes (`{"slug": "ams1"}`). null clears. */
const idOr = (name: string, nullable: boolean): S => ({ oneOf: [nullable ? { type: 'integer', nullable: true } : { type: 'integer' }, ref(name)] })
const choiceType = (f: ChoiceField) => (f.valueType === 'integer' ? 'integer' : 'string')

function scalarRead(f: Field): S {
  switch (f.kind) {
    case 'integer':
      return { type: 'integer' }
    case 'bigint':
      return { type: 'integer', format: 'int64' }
    case 'decimal':
      return { type: 'number' }
    case 'boolean':
      return { type: 'boolean' }
    case 'date':
      return { type: 'string', format: 'date' }
    case 'datetime':
      return { type: 'string', format: 'date-time' }
    case 'json':
      return f.jsonObject ? { type: 'object', additionalProperties: {} } : {}
    case 'ip_network_list':
    case 'string_list':
      return { type: 'array', items: { type: 'string' } }
    case 'integer_list':
      return { type: 'array', items: { type: 'integer' } }
    case 'image':
      return { type: 'string', format: 'uri' }
    default:
      return { type: 'string' }
  }
}

function genericTargets(reg: Registry, model: string, field: string): string[] {
  const g = reg[model].fields.find((x) => x.name === field)
  return g?.kind === 'generic' ? g.targets.map((t) => componentNames(reg[t]).brief) : []
}

/** `form`: the full representation, the brief one, or NetBox's nested one (relations nested as Nested<Model>). */
type Form = 'full' | 'brief' | 'nested'

function readSchema(m: ModelDef, f: Field, reg: Registry, form: Form): S {
  const nested = form === 'nested'
  switch (f.kind) {
    case 'choice': {
      const names = choiceNames(m, f)
      return f.plain || form !== 'full' ? nullableRef(names.value, f.nullable, choiceType(f)) : nullableRef(names.object, f.nullable)
    }
    case 'fk':
      if (f.plain) return nullable({ type: 'integer' }, f.nullable)
      return nullableRef(relatedNames(m, f, reg, nested).read, f.nullable)
    case 'reverse_one':
      if (f.wrap) {
        const fk = reg[f.target].fields.find((x) => x.name === f.wrap!.in) as Field & { target: string }
        const outer = briefSchema(reg[fk.target], reg, 'nested', f.wrap.fields) as { properties: Record<string, S>; required: string[] }
        const inner = briefSchema(reg[f.target], reg, 'nested', f.fields)
        return { ...outer, properties: { ...outer.properties, [f.wrap.as]: inner }, required: [...outer.required, f.wrap.as], nullable: true }
      }
      if (f.fields) return { ...briefSchema(reg[f.target], reg, 'nested', f.fields), nullable: true }
      return nullableRef(relatedNames(m, f, reg, nested).read, true)
    case 'm2m':
    case 'reverse_many':
      return { type: 'array', items: ref(relatedNames(m, f, reg, nested).read) }
    case 'generic':
      return nullableRefs(f.targets.map((t) => componentNames(reg[t]).brief))
    case 'count':
      return { type: 'integer' }
    case 'derived':
      return { type: f.valueType === 'integer' ? 'integer' : f.valueType === 'decimal' ? 'number' : 'string', nullable: true }
    case 'children': {
      const shared = genericObjectNames(f)
      if (shared) return { type: 'array', items: ref(shared.read) }
      return { type: 'array', items: genericObjectRead(f, reg) }
    }
    case 'peers':
      return { type: 'array', items: anyOfRefs(genericTargets(reg, f.through, f.generic)) }
    case 'connected':
      return { type: 'array', items: {}, nullable: true }
    case 'object':
      return { type: 'object', additionalProperties: {}, nullable: true, description: 'The object in its brief form, or null when it no longer exists.' }
    case 'const':
      return f.value === null ? { type: 'string', nullable: true, description: 'Always null.' } : {}
    default:
      // An image field without a file reads as null (Django's empty FieldFile).
      return nullable(scalarRead(f), f.nullable || (f.kind === 'image' && !f.required))
  }
}

function genericObjectRead(f: Field & { kind: 'children' }, reg: Registry): S {
  return object(
    { [f.typeKey]: { type: 'string' }, [f.idKey]: { type: 'integer' }, [f.objectKey]: anyOfRefs(genericTargets(reg, f.target, f.generic)) },
    [f.typeKey, f.idKey, f.objectKey],
    { additionalProperties: false },
  )
}

function genericObjectWrite(f: Field & { kind: 'children' }): S {
  return object({ [f.typeKey]: { type: 'string' }, [f.idKey]: { type: 'integer', minimum: 1 } }, [f.typeKey, f.idKey])
}

function writeSchema(m: ModelDef, f: Field, reg: Registry, nested = false): S {
  const doc: S = {}
  if (f.help) doc.description = f.help
  switch (f.kind) {
    case 'choice':
      // A bare $ref takes no sibling keywords: the description goes with the nullable wrapper only.
      return f.nullable ? { ...nullableRef(choiceNames(m, f).value, true, choiceType(f)), ...doc } : ref(choiceNames(m, f).value)
    case 'fk':
      return { ...idOr(relatedNames(m, f, reg, nested).write, f.nullable), ...doc }
    case 'm2m':
      return { type: 'array', items: idOr(relatedNames(m, f, reg, nested).write, false), ...doc }
    case 'token_key':
      return { type: 'string', pattern: '^[0-9a-fA-F]{40}$', ...doc }
    case 'image':
      // Sent as a file part of a multipart/form-data body.
      return { type: 'string', format: 'binary', ...doc }
    case 'children': {
      const shared = genericObjectNames(f)
      return { type: 'array', items: shared ? ref(shared.write) : genericObjectWrite(f), ...doc }
    }
    case 'integer_list': {
      const items: S = { type: 'integer' }
      if (f.min !== undefined) items.minimum = f.min
      if (f.max !== undefined) items.maximum = f.max
      return { type: 'array', items, ...doc }
    }
    case 'string':
    case 'slug':
    case 'password': {
      const s: S = { type: 'string', ...doc }
      if (f.maxLength) s.maxLength = f.maxLength
      if (f.kind === 'slug') s.pattern = '^[-a-zA-Z0-9_]+$'
      return nullable(s, f.nullable)
    }
    case 'color':
      return nullable({ type: 'string', pattern: '^[0-9a-f]{6}$', ...doc }, f.nullable)
    case 'integer':
    case 'bigint':
    case 'decimal': {
      const s: S = { ...scalarRead(f), ...doc }
      if (f.min !== undefined) s.minimum = f.min
      if (f.max !== undefined) s.maximum = f.max
      return nullable(s, f.nullable)
    }
    default:
      return nullable({ ...scalarRead(f), ...doc }, f.nullable)
  }
}

/** Counts and derived values: at the end of the full representation. */
const isCount = (f: Field) => f.kind === 'count' || f.kind === 'derived'
/** Shown only at the top, never in nested objects (NetBox's annotations). */
const topOnly = (f: Field) => f.kind === 'count' || (f.kind === 'derived' && !f.nested)

function fullSchema(m: ModelDef, reg: Registry): S {
  const props: Record<string, S> = {
    id: { type: 'integer' },
    url: { type: 'string', format: 'uri' },
    ...(m.webPath !== null ? { display_url: { type: 'string', format: 'uri' } } : {}),
    display: { type: 'string' },
  }
  const optional = new Set<string>()
  if (m.displayName) props.display_name = { type: 'string' }
  for (const f of m.fields) {
    if (f.writeOnly || isCount(f)) continue
    if (f.kind === 'generic') {
      props[f.typeField] = { type: 'string', nullable: true }
      props[f.idField] = { type: 'integer', nullable: true }
    }
    if (f.kind === 'token_key') {
      props[f.name] = {
        type: 'string',
        description: "A v2 token's public key (always shown), or a v1 key: shown only when it can be, in the response that creates it or when retrieval is allowed.",
      }
      optional.add(f.name)
      props.token = { type: 'string', description: 'The secret, in the response that creates the token only (v2: send `Authorization: Bearer nbt_<key>.<token>`).' }
      optional.add('token')
      continue
    }
    props[f.name] = readSchema(m, f, reg, 'full')
    if (f.kind === 'peers') props[`${f.name}_type`] = { type: 'string', nullable: true }
    if (f.kind === 'connected') {
      props[`${f.name}_type`] = { type: 'string', nullable: true }
      props[`${f.name}_reachable`] = { type: 'boolean', nullable: true }
    }
  }
  if (m.configContext) {
    props.config_context = { type: 'object', additionalProperties: {}, description: 'Left out with ?exclude=config_context.' }
    optional.add('config_context')
  }
  if (m.customFields) props.custom_fields = { type: 'object', additionalProperties: {} }
  props.created = { type: 'string', format: m.created === 'date' ? 'date' : 'date-time' }
  if (m.lastUpdated) props.last_updated = { type: 'string', format: 'date-time', nullable: true }
  for (const f of m.fields) if (isCount(f)) props[f.name] = readSchema(m, f, reg, 'full')
  return object(props, Object.keys(props).filter((n) => !optional.has(n)), { additionalProperties: false })
}

function briefSchema(m: ModelDef, reg: Registry, form: 'brief' | 'nested', names: readonly string[] = m.brief): S {
  const props: Record<string, S> = { id: { type: 'integer' }, url: { type: 'string', format: 'uri' }, display: { type: 'string' } }
  if (m.displayName) props.display_name = { type: 'string' }
  const optional = new Set<string>()
  for (const name of names) {
    const f = m.fields.find((x) => x.name === name)
    if (f && topOnly(f)) {
      // In a brief list, not in an object nested in another (the brief component serves both).
      if (form === 'nested') continue
      optional.add(name)
    }
    const g = m.fields.find((x) => x.kind === 'generic' && (x.typeField === name || x.idField === name))
    if (f) props[name] = readSchema(m, f, reg, form)
    else if (g?.kind === 'generic') props[name] = name === g.typeField ? { type: 'string', nullable: true } : { type: 'integer', nullable: true }
    else if (name === 'created' || name === 'last_updated') props[name] = { type: 'string' }
    else if (name === 'display_url') props[name] = { type: 'string', format: 'uri' }
  }
  return object(props, Object.keys(props).filter((n) => !optional.has(n)), { additionalProperties: false })
}

/** The writable fields, each with its request schema, and which of them a create requires. */
function writeFields(m: ModelDef, reg: Registry): { props: Record<string, S>; required: string[] } {
  const props: Record<string, S> = {}
  const required: string[] = []
  for (const f of m.fields) {
    if (f.readOnly && f.kind !== 'generic') continue
    if (f.kind === 'generic') {
      props[f.typeField] = { type: 'string', enum: f.targets, nullable: true }
      props[f.idField] = { type: 'integer', minimum: 0, nullable: true }
      if (f.required) required.push(f.typeField, f.idField)
      continue
    }
    if (f.column !== f.name && m.fields.some((o) => o.name === f.column)) continue
    props[f.name] = writeSchema(m, f, reg)
    if (f.required) required.push(f.name)
    // NetBox 4.6's write-once `token`: the secret of a new token (a v1 key's 40 hex, or a v2 token's secret); generated when omitted.
    if (f.kind === 'token_key')
      props.token = { type: 'string', minLength: 1, maxLength: 255, description: 'The secret of a new token (v1: 40 hexadecimal characters, as `key`); generated when omitted.' }
  }
  // NetBox 4.6's TaggableModelSerializer: change the tag set without restating it.
  if (props.tags) {
    props.add_tags = { ...props.tags, description: 'Tags to add to the object (not with a non-empty `tags`).' }
    props.remove_tags = { ...props.tags, description: 'Tags to remove from the object (updates only; not with a non-empty `tags`).' }
  }
  if (m.customFields) props.custom_fields = { type: 'object', additionalProperties: {} }
  return { props, required }
}

/** A related object named by its attributes: the brief fields that can be written, none required. */
function briefRequestSchema(m: ModelDef, reg: Registry, nested: boolean): S {
  const props: Record<string, S> = {}
  for (const name of m.brief) {
    const f = m.fields.find((x) => x.name === name)
    if (f && !f.readOnly && !f.writeOnly) props[name] = writeSchema(m, f, reg, nested)
  }
  return object(props, [], { description: `Identifies one ${m.verbose} by any of these attributes; an id may be given instead.` })
}

/**
 * Member names for a string enum (`x-enum-varnames`, read by orval and openapi-generator): the
 * value with each run of other characters as `_`, numbered when two would read the same
 * (`2.5gbase-t` and `25gbase-t` would otherwise make one constant).
 */
function varnames(values: string[]): string[] {
  const seen = new Set<string>()
  return values.map((v) => {
    const base = v.replace(/[^A-Za-z0-9]+/g, '_').replace(/^_+|_+$/g, '') || 'empty'
    let name = base
    for (let i = 2; seen.has(name.toLowerCase()); i++) name = `${base}_${i}`
    seen.add(name.toLowerCase())
    return name
  })
}

function stringEnum(values: string[], extra: S = {}): S {
  return { type: 'string', enum: values, 'x-enum-varnames': varnames(values), ...extra }
}

function choiceSchemas(m: ModelDef, f: ChoiceField): Record<string, S> {
  const names = choiceNames(m, f)
  const values = f.choices.map((c) => c.value)
  const description = f.choices.map((c) => `* \`${c.value}\` - ${c.label}`).join('\n')
  return {
    [names.value]: f.valueType === 'integer' ? { type: 'integer', enum: values, description } : stringEnum(values as string[], { description }),
    [names.label]: stringEnum([...new Set(f.choices.map((c) => c.label))]),
    [names.object]: object({ value: ref(names.value), label: ref(names.label) }, ['value', 'label'], { additionalProperties: false }),
  }
}

const page = (m: ModelDef, items: string): S => {
  const url = `http://netinventory.example.org/api/${m.app}/${m.path}/`
  return object(
    {
      count: { type: 'integer', example: 123 },
      next: { type: 'string', format: 'uri', nullable: true, example: `${url}?limit=50&offset=100` },
      previous: { type: 'string', format: 'uri', nullable: true, example: `${url}?limit=50&offset=0` },
      results: { type: 'array', items: ref(items) },
    },
    ['count', 'next', 'previous', 'results'],
  )
}

/**
 * Every component one model may contribute (some, such as GenericObject, may be shared with
 * others); registryComponents keeps those an operation reaches.
 */
export function modelComponents(m: ModelDef, reg: Registry): Record<string, S> {
  const n = componentNames(m)
  const out: Record<string, S> = {}
  for (const f of m.fields) if (f.kind === 'choice') Object.assign(out, choiceSchemas(m, f))
  out[n.full] = fullSchema(m, reg)
  out[n.brief] = briefSchema(m, reg, 'brief')
  out[n.nested] = briefSchema(m, reg, 'nested')
  out[n.list] = page(m, n.full)
  out[n.briefList] = page(m, n.brief)
  const { props, required } = writeFields(m, reg)
  out[n.request] = object(props, required)
  out[n.write] = object(props, required)
  out[n.patch] = object(props, [])
  out[n.briefRequest] = briefRequestSchema(m, reg, false)
  out[n.nestedRequest] = briefRequestSchema(m, reg, true)
  for (const f of m.fields) {
    const shared = genericObjectNames(f)
    if (shared && f.kind === 'children') {
      out[shared.read] = genericObjectRead(f, reg)
      out[shared.write] = genericObjectWrite(f)
    }
  }
  return out
}

/** Components the routes start from; the rest are kept only when one of these reaches them. */
function roots(m: ModelDef): string[] {
  const n = componentNames(m)
  return m.readOnly ? [n.full, n.list, n.briefList] : [n.full, n.list, n.briefList, n.request, n.write, n.patch]
}

function refsOf(s: unknown, out: Set<string>): void {
  if (Array.isArray(s)) for (const v of s) refsOf(v, out)
  else if (s && typeof s === 'object')
    for (const [k, v] of Object.entries(s)) {
      if (k === '$ref' && typeof v === 'string') out.add(v.slice('#/components/schemas/'.length))
      else refsOf(v, out)
    }
}

/**
 * The components of every model, each written in the file of the first model that contributes it:
 * one name never stands for two different schemas, and nothing no operation reaches is kept.
 */
export function registryComponents(reg: Registry): Map<string, Record<string, S>> {
  const all = new Map<string, { owner: string; schema: S }>()
  for (const m of Object.values(reg))
    for (const [name, schema] of Object.entries(modelComponents(m, reg))) {
      const seen = all.get(name)
      if (!seen) all.set(name, { owner: m.key, schema })
      else if (JSON.stringify(seen.schema) !== JSON.stringify(schema))
        throw new DefinitionError(`${m.file}: the OpenAPI component name '${name}' would also stand for a different schema of ${reg[seen.owner].file}`)
    }
  const kept = new Set<string>()
  const visit = (name: string) => {
    if (kept.has(name)) return
    const c = all.get(name)
    if (!c) throw new DefinitionError(`OpenAPI component '${name}' is referenced but never defined`)
    kept.add(name)
    const refs = new Set<string>()
    refsOf(c.schema, refs)
    for (const r of refs) visit(r)
  }
  for (const m of Object.values(reg)) for (const r of roots(m)) visit(r)
  const out = new Map<string, Record<string, S>>(Object.keys(reg).map((k) => [k, {}]))
  for (const [name, c] of all) if (kept.has(name)) out.get(c.owner)![name] = c.schema
  return out
}

/** One property per line: readable diffs when a model changes. */
function printProperties(props: Record<string, unknown>, indent: string): string {
  return `{\n${Object.entries(props)
    .map(([p, ps]) => `${indent}  ${JSON.stringify(p)}: ${JSON.stringify(ps)},`)
    .join('\n')}\n${indent}}`
}

const key = (k: string) => (/^[A-Za-z_$][\w$]*$/.test(k) ? k : JSON.stringify(k))

/** One component per block; a `properties` object that several components share is written once. */
function print(schema: S, shared: Map<string, string>): string {
  const lines = Object.entries(schema).map(([k, v]) => {
    if (k === 'properties' && v && typeof v === 'object') return `    properties: ${shared.get(JSON.stringify(v)) ?? printProperties(v as Record<string, unknown>, '    ')},`
    return `    ${key(k)}: ${JSON.stringify(v)},`
  })
  return `{\n${lines.join('\n')}\n  }`
}

export function emitSchemas(m: ModelDef, components: Record<string, S>): string {
  const names: ComponentNames = componentNames(m)
  // Properties several components share (a model's request bodies, its brief and nested forms).
  const uses = new Map<string, { first: string; count: number; props: Record<string, unknown> }>()
  for (const [name, s] of Object.entries(components)) {
    if (!s.properties) continue
    const text = JSON.stringify(s.properties)
    const u = uses.get(text)
    if (u) u.count++
    else uses.set(text, { first: name, count: 1, props: s.properties as Record<string, unknown> })
  }
  const shared = new Map<string, string>()
  let consts = ''
  for (const [text, u] of uses) {
    if (u.count < 2) continue
    const name = `${u.first.charAt(0).toLowerCase()}${u.first.slice(1)}Properties`
    shared.set(text, name)
    consts += `const ${name} = ${printProperties(u.props, '')}\n\n`
  }
  return (
    header(m.file) +
    `import type { ComponentNames, OpenApiSchema } from '../../../api/crud/route-entry.js'\n\n` +
    `export const names: ComponentNames = ${JSON.stringify(names, null, 2)}\n\n` +
    consts +
    `export const schemas: Record<string, OpenApiSchema> = {\n` +
    Object.entries(components)
      .map(([name, s]) => `  ${JSON.stringify(name)}: ${print(s, shared)},\n`)
      .join('') +
    `}\n`
  )
}

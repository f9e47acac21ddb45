// Builds a valid create body for any model from its registry definition, creating whatever
// related objects it needs through the API. This is what lets the contract suite test a new
// model without a new fixture: the field kinds say what a valid value looks like.
import assert from 'node:assert/strict'
import { registry } from '../../src/generated/registry.js'
import type { Field, ModelDef } from '../../src/registry/types.js'
import type { TestApp } from './app.js'
import { testPng } from './files.js'

let seq = 0
const next = () => ++seq

function url(m: ModelDef): string {
  return `/api/${m.app}/${m.path}/`
}

/** Which field of its kind `f` is in `m` (0 for the first): two addresses of one body differ by it. */
function ordinal(m: ModelDef, f: Field): number {
  return m.fields.filter((x) => x.kind === f.kind && !x.readOnly).indexOf(f)
}

function scalarValue(f: Field, n: number, m: ModelDef): unknown {
  // `{n}` in a string example stands for a counter (for unique fields).
  if (typeof f.example === 'string') return f.example.replace('{n}', String(n))
  if (f.example !== undefined) return f.example
  switch (f.kind) {
    case 'string': {
      const s = `${m.name}-${f.name}-${n}`
      return f.maxLength ? s.slice(-f.maxLength) : s
    }
    case 'slug':
      return `${m.name}-${n}`.slice(-(f.maxLength ?? 50))
    case 'text':
      return `text ${n}`
    case 'integer':
    case 'bigint': {
      const min = f.min ?? 1
      const max = f.max ?? min + 100000
      return min + ((n * 2 + ordinal(m, f)) % (max - min + 1))
    }
    case 'decimal':
      return f.min !== undefined && f.min > 0 ? f.min : 1
    case 'boolean':
      return true
    case 'date':
      return '2026-01-01'
    case 'datetime':
      return '2031-01-01T00:00:00Z'
    case 'json':
      return { n }
    case 'ip_address':
      return `10.${(n >> 8) & 255}.${n & 255}.${1 + ordinal(m, f)}/24`
    case 'ip_prefix':
      return `10.${(n >> 8) & 255}.${n & 255}.0/24`
    case 'ip_network_list':
      return ['192.0.2.0/24']
    case 'color':
      return 'aa1100'
    case 'image':
      // Only a required file makes the body multipart (a list body, tags or custom fields cannot travel so).
      return f.required ? testPng(`${m.name}-${n}.png`) : undefined
    case 'password':
      return `password-${n}-long`
    case 'choice':
      return f.default ?? f.choices[0].value
    default:
      return undefined
  }
}

export interface BuildOptions {
  /** Also fill optional relations (one level deep) and tags, to exercise nested output. */
  rich?: boolean
}

/** A valid create body for `key`, with its required relations created first. */
export async function buildBody(
  t: TestApp,
  key: string,
  opts: BuildOptions = {},
  depth = 0,
  preset: Record<string, unknown> = {},
): Promise<Record<string, unknown>> {
  const m = registry[key]
  const n = next()
  const body: Record<string, unknown> = { ...preset }
  for (const f of m.fields) {
    if (f.name in preset) continue
    if (f.kind === 'children' && f.example) {
      // The example names the kind of object to attach: `{object_type, with: {…overrides}}`.
      const ex = f.example as { object_type: string; with?: Record<string, unknown> }
      body[f.name] = [{ [f.typeKey]: ex.object_type, [f.idKey]: await createObject(t, ex.object_type, ex.with ?? {}, depth + 1) }]
      continue
    }
    if (f.kind === 'generic' && f.required) {
      // A required generic relation points at a new object of its first allowed model.
      body[f.typeField] = f.targets[0]
      body[f.idField] = await createObject(t, f.targets[0], {}, depth + 1)
      continue
    }
    if (f.readOnly || f.kind === 'token_key' || f.kind === 'generic') continue
    if (f.column !== f.name && m.fields.some((o) => o.name === f.column)) continue
    if (f.kind === 'fk') {
      if (f.example === null && !f.required) continue // the model says: leave it unset in generated bodies
      // An example on a relation says: always fill it, with the example's values if it is an object
      // (a template needs its device type; a virtual circuit termination a virtual interface).
      const wanted = f.required || f.example !== undefined || (opts.rich && depth === 0 && f.target !== key && f.example !== null && !isCyclic(f.target, key))
      if (!wanted) continue
      const given = f.example !== null && typeof f.example === 'object' ? (f.example as Record<string, unknown>) : {}
      body[f.name] = await createObject(t, f.target, { ...shared(m, f.target, body), ...relatedOverrides(f, body), ...given }, depth + 1)
      continue
    }
    if (f.kind === 'm2m') {
      if (opts.rich && depth === 0 && f.name === 'tags') body.tags = [await createObject(t, 'extras.tag', {}, depth + 1)]
      continue
    }
    // Optional fields are filled when rich, or when the model gives an example (a value it needs).
    if (!f.required && !(opts.rich && depth === 0) && f.example === undefined) continue
    const v = scalarValue(f, n, m)
    if (v !== undefined) body[f.name] = v
  }
  return body
}

/**
 * Relations the new object shares with the body built so far: a circuit's provider account is
 * created for the circuit's provider, as rules such as NetBox's "same provider" require.
 */
function shared(m: ModelDef, target: string, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = {}
  for (const tf of registry[target].fields)
    if (tf.kind === 'fk' && body[tf.name] !== undefined && m.fields.some((x) => x.name === tf.name && x.kind === 'fk' && x.target === tf.target))
      out[tf.name] = body[tf.name]
  return out
}

/** What a related object must share with the one being built (same device, a LAG's type). */
function relatedOverrides(f: Field & { kind: 'fk' }, body: Record<string, unknown>): Record<string, unknown> {
  const out: Record<string, unknown> = { ...(f.limitTo ?? {}) }
  if (f.sameAs && body[f.sameAs.field] !== undefined) out[f.sameAs.field] = body[f.sameAs.field]
  return out
}

/** Relations that would loop back to the model being built (device ↔ ip address) are left out. */
function isCyclic(target: string, origin: string, depth = 0): boolean {
  if (depth > 6) return true
  return registry[target].fields.some((f) => f.kind === 'fk' && f.required && (f.target === origin || isCyclic(f.target, origin, depth + 1)))
}

/** Creates one object through the API and returns its id. */
export async function createObject(t: TestApp, key: string, overrides: Record<string, unknown> = {}, depth = 0): Promise<number> {
  const m = registry[key]
  const body = await buildBody(t, key, {}, depth, overrides)
  const res = await t.api('POST', url(m), body)
  assert.equal(res.status, 201, `creating ${key} for a test failed: ${res.text} (body ${JSON.stringify(body)})`)
  return res.body.id as number
}

export { url as listUrl }

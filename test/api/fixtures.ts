// Small helpers shared by the behaviour tests in test/api/: creating objects through the API and
// asserting on the way. Not a test file itself (no .test.ts suffix).
import assert from 'node:assert/strict'
import { registry } from '../../src/generated/registry.js'
import type { Field, ModelDef } from '../../src/registry/types.js'
import type { Res, TestApp } from '../helpers/app.js'
import { testPng } from '../helpers/files.js'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Obj = Record<string, any>

/** POST and insist on 201: the object created. */
export async function create(t: TestApp, url: string, body: unknown): Promise<Obj> {
  const res = await t.api('POST', url, body)
  assert.equal(res.status, 201, `POST ${url} ${JSON.stringify(body)} -> ${res.status} ${res.text}`)
  return res.body
}

/** GET and insist on 200. */
export async function get(t: TestApp, url: string): Promise<Obj> {
  const res = await t.api('GET', url)
  assert.equal(res.status, 200, `GET ${url} -> ${res.status} ${res.text}`)
  return res.body
}

/** A site, manufacturer, device type, role, device and one interface, names suffixed with `tag`. */
export async function seedDevice(t: TestApp, tag: string): Promise<{ site: Obj; deviceType: Obj; role: Obj; device: Obj; iface: Obj }> {
  const site = await create(t, '/api/dcim/sites/', { name: `site-${tag}`, slug: `site-${tag}` })
  const mf = await create(t, '/api/dcim/manufacturers/', { name: `mf-${tag}`, slug: `mf-${tag}` })
  const deviceType = await create(t, '/api/dcim/device-types/', { manufacturer: mf.id, model: `model-${tag}`, slug: `model-${tag}` })
  const role = await create(t, '/api/dcim/device-roles/', { name: `role-${tag}`, slug: `role-${tag}` })
  const device = await create(t, '/api/dcim/devices/', { name: `dev-${tag}`, device_type: deviceType.id, role: role.id, site: site.id })
  const iface = await create(t, '/api/dcim/interfaces/', { device: device.id, name: 'eth0', type: '1000base-t' })
  return { site, deviceType, role, device, iface }
}

export const listUrl = (m: ModelDef) => `/api/${m.app}/${m.path}/`

/** Describes a response for assertion messages. */
export const show = (r: Res) => `${r.status} ${r.text.slice(0, 500)}`

let counter = 0
const next = () => ++counter

/**
 * A minimal valid body for any model: every required field filled, relations created on demand
 * (recursively). Unique values come from a counter so that bodies never collide.
 */
export async function minimalBody(t: TestApp, key: string, cache = new Map<string, number>()): Promise<Obj> {
  const m = registry[key]
  const n = next()
  const body: Obj = {}
  for (const f of m.fields) {
    if (f.kind === 'children' && f.example) {
      // One attached object per list, created once per cache (like relations): a later body that
      // reuses it is refused by the exclusive rule only after its own row reached the database.
      const ex = f.example as { object_type: string; with?: Obj }
      const key = `${key0(m, f)}`
      let id = cache.get(key)
      if (id === undefined) {
        id = (await create(t, listUrl(registry[ex.object_type]), { ...(await minimalBody(t, ex.object_type, cache)), ...ex.with })).id as number
        cache.set(key, id)
      }
      body[f.name] = [{ [f.typeKey]: ex.object_type, [f.idKey]: id }]
      continue
    }
    if (f.kind === 'generic' && f.required) {
      body[f.typeField] = f.targets[0]
      body[f.idField] = (await createAny(t, f.targets[0], cache)).id
      continue
    }
    // An optional relation is filled when the model gives an example (see valueFor).
    if ((!f.required && (f.example === undefined || (f.kind === 'fk' && f.example === null))) || f.readOnly) continue
    body[f.name] = await valueFor(t, m, f, n, cache)
  }
  return body
}

/** Which field of its kind `f` is in `m` (0 for the first): two addresses of one body differ by it. */
function ordinal(m: ModelDef, f: Field): number {
  return m.fields.filter((x) => x.kind === f.kind && !x.readOnly).indexOf(f)
}

async function valueFor(t: TestApp, m: ModelDef, f: Field, n: number, cache: Map<string, number>): Promise<unknown> {
  if (f.kind !== 'fk' && typeof f.example === 'string') return f.example.replace('{n}', String(n))
  if (f.kind !== 'fk' && 'example' in f && f.example !== undefined) return structuredClone(f.example)
  switch (f.kind) {
    case 'fk': {
      // A relation with an example object gets a new related object with those values each time
      // (a virtual circuit termination's virtual interface, which no other termination may use).
      const ex = fkExample(f)
      if (ex) return (await create(t, listUrl(registry[f.target]), { ...(await minimalBody(t, f.target, cache)), ...ex })).id as number
      let id = cache.get(f.target)
      if (id === undefined) {
        id = (await create(t, listUrl(registry[f.target]), await minimalBody(t, f.target, cache))).id as number
        cache.set(f.target, id)
      }
      return id
    }
    case 'choice':
      return f.choices[0].value
    case 'slug':
      return `${m.name}-${n}`
    case 'password':
      return 'password-1234567'
    case 'ip_address':
      return `10.${(n >> 15) & 255}.${(n >> 7) & 255}.${((n & 127) << 1) | Math.min(ordinal(m, f), 1)}/24`
    case 'ip_prefix':
      return `10.${(n >> 8) & 255}.${n & 255}.0/24`
    case 'integer':
    case 'bigint':
      return Math.max(f.min ?? 1, 1) + ((n * 2 + ordinal(m, f)) % Math.max(2, Math.min(4000, (f.max ?? 100000) - Math.max(f.min ?? 1, 1))))
    case 'boolean':
      return true
    case 'integer_list':
      return [Math.max(f.min ?? 1, 1)]
    case 'string_list':
    case 'json':
      return f.kind === 'json' ? {} : [`${m.name}-${n}`]
    case 'image':
      return testPng(`${m.name}-${n}.png`) // the body goes as multipart/form-data
    default:
      return `${m.name}-${n}`
  }
}

function fkExample(f: Field): Obj | undefined {
  return f.kind === 'fk' && f.example !== null && typeof f.example === 'object' ? (f.example as Obj) : undefined
}

const key0 = (m: ModelDef, f: Field) => `children:${m.key}.${f.name}`

/** Create one valid object of `key` (and whatever it needs). */
export async function createAny(t: TestApp, key: string, cache = new Map<string, number>()): Promise<Obj> {
  return create(t, listUrl(registry[key]), await minimalBody(t, key, cache))
}

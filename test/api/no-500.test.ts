// A battery of bad input against every model's list and detail endpoints (iterating the registry):
// wrong types for every field, nulls, huge strings, nested junk, bad ids, bad query parameters, SQL
// metacharacters, deep JSON. Whatever the service answers, it must not be a 5xx, and every body
// it sends must be JSON (for Accept: text/html, the browsable API's page of that JSON).
//
// The engine is driven by field kinds, so every field and filter gets a short list of traps and one
// representative per kind (and per model) gets the long list; this keeps the file to about a minute.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { filterTargets } from '../../src/engine/filters.js'
import { registry } from '../../src/generated/registry.js'
import type { Field, ModelDef } from '../../src/registry/types.js'
import type { Res, TestApp } from '../helpers/app.js'
import { testApp } from '../helpers/app.js'
import { createAny, get, listUrl, minimalBody, type Obj } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

type Req = [method: string, url: string, body?: unknown, headers?: Record<string, string>]

/** Sends requests (a few at a time) and collects every 5xx or non-JSON answer. */
class Battery {
  readonly failures: string[] = []
  private readonly queue: Array<{ req: Req; label: string; anonymous: boolean; then?: (res: Res) => void }> = []

  add(req: Req, label = `${req[0]} ${req[1]}${req[2] === undefined ? '' : ` ${short(req[2])}`}`, anonymous = false, then?: (res: Res) => void): void {
    this.queue.push({ req, label, anonymous, then })
  }

  check(res: Res, label: string, head: boolean): void {
    if (res.status >= 500) return void this.failures.push(`${label} -> ${res.status} ${res.text.slice(0, 200)}`)
    if (res.status === 204 || res.status === 302 || head) return
    // A browser's Accept gets the browsable API: the same JSON rendered as a page (src/web/).
    if (/accept text\/html$/.test(label) && /^text\/html/.test(String(res.headers['content-type'] ?? ''))) {
      if (!res.text.includes('<pre class="json"')) this.failures.push(`${label} -> ${res.status} HTML without the JSON`)
      return
    }
    if (!/^application\/json/.test(String(res.headers['content-type'] ?? '')))
      return void this.failures.push(`${label} -> ${res.status} content-type ${String(res.headers['content-type'])}`)
    try {
      JSON.parse(res.text)
    } catch {
      this.failures.push(`${label} -> ${res.status} body is not JSON: ${res.text.slice(0, 200)}`)
    }
  }

  async run(concurrency = 6): Promise<void> {
    const work = this.queue.splice(0)
    let next = 0
    const worker = async () => {
      while (next < work.length) {
        const { req, label, anonymous, then } = work[next++]
        const [method, url, body, headers] = req
        const res = anonymous ? await t.request(method, url, body, headers) : await t.api(method, url, body, headers)
        this.check(res, label, method === 'HEAD')
        then?.(res)
      }
    }
    await Promise.all(Array.from({ length: concurrency }, worker))
    const unique = [...new Set(this.failures)]
    assert.deepEqual(unique.slice(0, 60), [], `${unique.length} bad responses`)
  }
}

function short(v: unknown): string {
  const s = typeof v === 'string' ? v : (JSON.stringify(v) ?? String(v))
  return s.length > 70 ? `${s.slice(0, 67)}...` : s
}

// ---- values ----------------------------------------------------------------------------------

/** Tried on every writable field. */
const FIELD_SHORT: unknown[] = [null, -1, 2 ** 53 + 2, 'x'.repeat(100_000), {}, [{ id: -1 }], '2020-02-30']

/** Tried on one representative field per kind. */
const FIELD_LONG: unknown[] = [
  ...FIELD_SHORT,
  true,
  1.5,
  'nul\u0000byte',
  [],
  { id: 'abc' },
  false,
  0,
  2 ** 31,
  1e308,
  -1e308,
  '',
  ' ',
  'é🙂\u202e',
  "'; DROP TABLE dcim_site; --",
  '%_\\',
  '2020-13-45T25:61:00Z',
  '2020-02-30T10:00:00Z',
  '0001-01-01',
  '9999-12-31T23:59:59.999999+14:00',
  '1',
  '10.0.0.1/99',
  '10.0.0.300',
  'fe80::1%eth0',
  '0x0a.0.0.1',
  '1.2.3',
  '10',
  '::ffff:1.2.3.4/200',
  [1, 2],
  [null],
  [{}],
  ['x'.repeat(1000)],
  { id: -1 },
  { id: 1.5 },
  { id: 2 ** 40 },
  { id: [1] },
  { id: null },
  { name: { nested: { deeper: ['x'] } } },
  { name: null },
  { slug: 1 },
  { nonexistent_field: 1 },
  { site: { name: { $gt: '' } } },
  { site: { site: { site: { site: { site: { site: { name: 'x' } } } } } } },
  { 'a\u0000': 1 },
]

/** Attribute values used inside `{"<fk>": {<field>: value}}`, for each kind of the target's fields. */
const ATTR_VALUES: unknown[] = ['2020-02-30', '10.0.0.1/99', '1.2.3', '10', 2 ** 40, 1.5, -1, 'abc', true, null, {}, [], 'nul\u0000', "'--"]

/** Tried on every filter. */
const QUERY_SHORT = ['abc', "'; DROP TABLE dcim_site; --", '99999999999999999999', '2020-02-30']

/** Tried on one representative filter per kind. */
const QUERY_LONG = [
  ...QUERY_SHORT,
  '1.2.3',
  '(',
  '-1',
  '1.5',
  '1e309',
  'Infinity',
  'NaN',
  '%',
  '_',
  '\\',
  'null',
  '\u0000',
  'true',
  'maybe',
  '1',
  'Tue',
  '+275760-09-13',
  '0000-01-01',
  '2020-01-01T25:00',
  '2020-01-01T10:00:00+99:99',
  '10',
  '0x0a.0.0.1',
  'fe80::1%eth0',
  '10.0.0.1/99',
  '10.0.0.0/8',
  '::/0',
  '(?<n>x)',
  '[[:foo:]]',
  'a{1,100000}',
  '\\p{L}',
  '*',
  'é🙂',
  'x'.repeat(5000),
]

const LOOKUP_VALUES = ['abc', '-1', '99999999999999999999', '2020-02-30', '(?<n>x)', '[[:foo:]]', '\\p{L}', '']

const STRING_LOOKUPS = ['n', 'ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'empty', 'regex', 'iregex']
const NUMBER_LOOKUPS = ['n', 'lt', 'lte', 'gt', 'gte', 'empty']

const BAD_IDS = ['0', '-1', 'abc', '1.5', '2147483648', '99999999999999999999', '%00', '1%20', '1;drop', '%20%201', '00001x', '1e3', '0x10', '%2e%2e']

const enc = encodeURIComponent

// ---- helpers ---------------------------------------------------------------------------------

function deepJson(levels: number): string {
  return `${'{"a":'.repeat(levels)}1${'}'.repeat(levels)}`
}

/** Writable wire names of a model, with generic relations as their type/id pair. */
function writable(m: ModelDef): Array<{ name: string; sig: string; field?: Field }> {
  const out: Array<{ name: string; sig: string; field?: Field }> = []
  for (const f of m.fields) {
    if (f.kind === 'generic') {
      out.push({ name: f.typeField, sig: 'generic-type', field: f }, { name: f.idField, sig: 'generic-id', field: f })
      continue
    }
    if (f.readOnly) continue
    const extra = 'maxLength' in f ? `|${f.maxLength}` : ''
    out.push({ name: f.name, sig: `${f.kind}|${f.nullable}|${f.required}${extra}`, field: f })
  }
  if (m.customFields) out.push({ name: 'custom_fields', sig: 'custom_fields' })
  return out
}

/** Field and filter signatures already given the long list (by an earlier model, or field). */
const seenFieldSigs = new Set<string>()
const seenFilterSigs = new Set<string>()

/**
 * Each field with the values to try: the long list for the first field of each signature in the
 * whole registry (validation depends on the kind, not the model), the short list for the others
 * (their own columns and constraints still see junk that gets through).
 */
function fieldPlan(m: ModelDef): Array<{ name: string; values: unknown[]; field?: Field }> {
  const seen = seenFieldSigs
  return writable(m).map(({ name, sig, field }) => {
    const first = !seen.has(sig)
    seen.add(sig)
    return { name, field, values: first ? FIELD_LONG : FIELD_SHORT }
  })
}

function lookupsOf(kind: string, isRelation: boolean): string[] {
  if (isRelation) return ['n', 'nonsense']
  if (kind === 'text') return [...STRING_LOOKUPS, 'nonsense']
  if (kind === 'bool') return ['n', 'empty', 'nonsense']
  return [...NUMBER_LOOKUPS, 'nonsense']
}

/** Nested attribute dicts for each relation: one field of each kind of the target, with junk. */
function attrJunk(m: ModelDef): Array<{ name: string; value: unknown }> {
  const out: Array<{ name: string; value: unknown }> = []
  for (const f of m.fields) {
    if ((f.kind !== 'fk' && f.kind !== 'm2m') || f.readOnly) continue
    const target = registry[f.target]
    const kinds = new Set<string>()
    for (const tf of target.fields) {
      if (kinds.has(tf.kind) || tf.kind === 'generic' || tf.kind === 'reverse_one') continue
      kinds.add(tf.kind)
      for (const v of ATTR_VALUES) {
        const attrs = { [tf.name]: v }
        out.push({ name: f.name, value: f.kind === 'm2m' ? [attrs] : attrs })
      }
    }
    out.push({ name: f.name, value: f.kind === 'm2m' ? [{ id: 'abc', name: 'x' }] : { id: 'abc', name: 'x' } })
  }
  return out
}

// ---- the battery -----------------------------------------------------------------------------

for (const m of Object.values(registry)) {
  describe(`${m.key} ${listUrl(m)}`, () => {
    const list = listUrl(m)
    // Related objects are created once; every body built from this cache shares them.
    const cache = new Map<string, number>()
    let existing: Obj
    const plan = fieldPlan(m) // at collection time, in registry order
    // Junk that got past validation on create (the write reached the database): worth an update too.
    const passed: Array<{ name: string; value: unknown }> = []
    const notRefused = (name: string, value: unknown) => (res: Res) => {
      if (res.status !== 400 || typeof res.body !== 'object' || Array.isArray(res.body) || !(name in res.body)) passed.push({ name, value })
    }

    before(async () => {
      if (!m.readOnly) existing = await createAny(t, m.key, cache)
      else {
        // Read-only models fill themselves (e.g. change records): make some activity, then take one.
        await createAny(t, 'dcim.site', new Map())
        const page = await get(t, `${list}?limit=1`)
        existing = page.results[0] ?? { id: 1 }
      }
    })

    test('list: bad control parameters and filter values', async () => {
      const b = new Battery()
      const control = [
        'limit=-1',
        'limit=abc',
        'limit=99999999999999999999',
        'limit=1&limit=2',
        'offset=abc',
        'offset=-1',
        'offset=99999999999999999999',
        'offset=1e309',
        'ordering=;drop table dcim_site',
        'ordering=-',
        'ordering=,,,',
        'ordering=id;select 1',
        'ordering=-nonexistent,name',
        'ordering=a&ordering=b',
        'ordering=%22id%22',
        'ordering=-created,-last_updated,display,url',
        'brief=maybe',
        'brief=1&brief=0',
        'exclude=config_context&exclude=x',
        "q=' OR 1=1 --",
        'q=%00',
        'q=%25',
        'q=%5C',
        `q=${'x'.repeat(5000)}`,
        'q=a&q=b',
        'q=10.0.0.1/99',
        'format=xml',
        'id=1&id=abc',
        'id__in=1,2',
        'tag=foo',
        '%ZZ=1',
        'a[b]=1',
        '__proto__=1',
        'constructor=1',
        'hasOwnProperty=1',
        'limit=1&offset=1&brief=1&ordering=-id',
      ]
      for (const qs of control) b.add(['GET', `${list}?${qs}`])

      // Filters do not depend on the representation: brief pages of one keep this part fast.
      const f = `${list}?brief=1&limit=1&`
      const seen = seenFilterSigs
      for (const [name, target] of filterTargets(m)) {
        const isRelation = target.field?.kind === 'fk' || !!target.via
        const sig = `${target.kind}|${isRelation}|${target.nullable}|${target.field?.kind ?? ''}`
        const first = !seen.has(sig)
        seen.add(sig)
        for (const v of first ? QUERY_LONG : QUERY_SHORT) b.add(['GET', `${f}${name}=${enc(v)}`], `GET ${list}?${name}=${short(v)}`)
        if (!first) continue
        b.add(['GET', `${f}${name}=1&${name}=abc&${name}=null`])
        for (const l of lookupsOf(target.kind, isRelation))
          for (const v of LOOKUP_VALUES) b.add(['GET', `${f}${name}__${l}=${enc(v)}`], `GET ${list}?${name}__${l}=${short(v)}`)
      }
      await b.run()
    })

    test('detail: bad ids with every method', async () => {
      const b = new Battery()
      for (const id of BAD_IDS)
        for (const method of ['GET', 'HEAD', 'PUT', 'PATCH', 'DELETE', 'POST', 'OPTIONS'])
          b.add([method, `${list}${id}/`, method === 'PUT' || method === 'PATCH' || method === 'POST' ? { name: 'x' } : undefined])
      b.add(['GET', `${list}${existing.id}/?brief=maybe&exclude=x&limit=abc&id=abc`])
      b.add(['HEAD', list])
      b.add(['HEAD', `${list}${existing.id}/`])
      b.add(['OPTIONS', `${list}${existing.id}/`])
      b.add(['OPTIONS', list], 'OPTIONS anonymous', true)
      b.add(['GET', `${list}${existing.id}/`], 'GET anonymous', true)
      await b.run()
    })

    test('create: junk bodies and junk in every field', async () => {
      const b = new Battery()
      const valid = await minimalBody(t, m.key, cache)
      for (const body of [
        'null',
        '"str"',
        '123',
        'true',
        '[]',
        '[null]',
        '[[]]',
        '[1]',
        '[{}, null]',
        '{"a": 1, "a": 2}',
        '{"__proto__": {"polluted": true}}',
        deepJson(60),
        deepJson(200),
        deepJson(100_000),
        `[${Array.from({ length: 2000 }, () => '{}').join(',')}]`,
        JSON.stringify({ ...valid, id: 'abc', url: 1, display: {}, created: 'x', last_updated: [] }),
      ])
        b.add(['POST', list, body], `POST ${list} ${body.slice(0, 60)}`)

      // Each junk value in an otherwise valid body (fresh unique names), so that accepted junk
      // reaches the database.
      for (const { name, values } of plan)
        for (const v of values)
          b.add(['POST', list, { ...(await minimalBody(t, m.key, cache)), [name]: v }], `POST ${list} {${name}: ${short(v)}}`, false, notRefused(name, v))
      for (const { name, value } of attrJunk(m))
        b.add(['POST', list, { ...(await minimalBody(t, m.key, cache)), [name]: value }], `POST ${list} {${name}: ${short(value)}}`, false, notRefused(name, value))

      const first = writable(m)[0]?.name ?? 'name'
      const bulk = await Promise.all(FIELD_SHORT.map(async (v) => ({ ...(await minimalBody(t, m.key, cache)), [first]: v })))
      b.add(['POST', list, bulk], `POST ${list} bulk junk`)
      await b.run()
    })

    test('update: junk in every field (PATCH and PUT)', async () => {
      const b = new Battery()
      const url = `${list}${existing.id}/`
      // Validation is the same for create and update (checked above); what differs is the write
      // itself, so update with what create let through, plus null and {} for every field.
      for (const { name, value } of passed) b.add(['PATCH', url, { [name]: value }], `PATCH ${url} {${name}: ${short(value)}}`)
      for (const { name } of plan) for (const v of [null, {}]) b.add(['PATCH', url, { [name]: v }], `PATCH ${url} {${name}: ${short(v)}}`)
      const valid = await minimalBody(t, m.key, cache)
      for (const { name, values } of plan)
        if (values === FIELD_LONG) for (const v of FIELD_SHORT) b.add(['PUT', url, { ...valid, [name]: v }], `PUT ${url} {${name}: ${short(v)}}`)
      for (const body of ['null', '"str"', '[]', '[{"id": 1}]', deepJson(200)]) {
        b.add(['PATCH', url, body], `PATCH ${url} ${body.slice(0, 40)}`)
        b.add(['PUT', url, body], `PUT ${url} ${body.slice(0, 40)}`)
      }
      b.add(['PATCH', url, { id: 'abc', url: 1, display: [], created: {} }], `PATCH ${url} read-only junk`)
      await b.run(1) // one at a time: concurrent updates of one row only measure lock waits
    })

    test('bulk update and delete: junk lists', async () => {
      const b = new Battery()
      const first = writable(m)[0]?.name ?? 'name'
      const bodies: unknown[] = [
        'null',
        {},
        '"x"',
        [null],
        [1],
        [[]],
        [{ id: 'abc' }],
        [{ id: -1 }],
        [{ id: 0 }],
        [{ id: 1.5 }],
        [{ id: 2 ** 40 }],
        [{ id: [1] }],
        [{ id: { id: 1 } }],
        [{ id: null }],
        [{ id: '1' }],
        [{ id: 999999 }, { id: 999999 }],
        [{ id: 999999, name: null }],
        [{ id: existing.id, [first]: { junk: true } }],
        [{ id: existing.id, [first]: 'nul\u0000' }],
        [{ id: existing.id }, { id: 'x' }],
        Array.from({ length: 1000 }, (_, i) => ({ id: 1_000_000 + i })),
      ]
      for (const body of bodies)
        for (const method of ['PATCH', 'PUT', 'DELETE']) {
          // Bulk deletes never name an existing row: the admin's token and user must survive.
          if (method === 'DELETE' && JSON.stringify(body).includes(`"id":${existing.id}`)) continue
          b.add([method, list, body])
        }
      await b.run(1)
    })
  })
}

describe('transport junk', () => {
  test('content types, Accept headers, Authorization junk, odd paths, big bodies', async () => {
    const b = new Battery()
    const url = '/api/dcim/sites/'
    const body = JSON.stringify({ name: 'ct', slug: 'ct' })
    for (const ct of [
      'application/json; charset=latin1',
      'application/vnd.api+json',
      'text/plain',
      'multipart/form-data; boundary=x',
      'application/x-www-form-urlencoded',
      'application/json; indent=4',
      'application/xml',
      ';;;',
    ])
      b.add(['POST', url, body, { 'content-type': ct }], `POST ${url} content-type ${ct}`)
    for (const accept of ['application/json; indent=999', 'application/json; indent=-1', 'text/html', '*/*', 'application/xml', 'application/json; version=9.9'])
      b.add(['GET', url, undefined, { accept }], `GET ${url} accept ${accept}`)
    for (const auth of ['Token', 'Token ', 'Token \u00e9\u00e9', 'Bearer x', 'Token a b c', 'Basic', `Token ${'f'.repeat(4000)}`, 'NTLM xyz'])
      b.add(['GET', url, undefined, { authorization: auth }], `GET ${url} authorization ${auth.slice(0, 30)}`, true)
    b.add(['POST', url, `{"name": "${'x'.repeat(3_000_000)}", "slug": "big"}`], `POST ${url} 3 MB body`)
    b.add(['POST', url, `{"name": "${'x'.repeat(11 * 1024 * 1024)}"}`], `POST ${url} 11 MB body`)
    for (const path of ['/api/%', '/api/dcim/sites/%zz/', '/api/dcim/%00/', '/api/..%2f..%2fetc/passwd', `/api/${'a/'.repeat(300)}`, '/api/dcim/sites/1/extra/'])
      b.add(['GET', path], `GET ${path.slice(0, 60)}`)
    for (const path of ['/api/users/tokens/provision/'])
      for (const pb of ['null', '[]', '"x"', '{"username": 1, "password": {}}', '{"username": "admin", "password": "x", "user": 1, "key": "zz"}', deepJson(200)])
        b.add(['POST', path, pb], `POST ${path} ${pb.slice(0, 50)}`, true)
    await b.run(1)
  })
})

// A generic HTTP fuzzer driven by the service's own OpenAPI document: it walks every path and
// method of /api/schema/ at run time (so models and endpoints added later are covered without
// touching this file) and, with a seeded fast-check generator, sends bad input of every kind:
// missing, extra and mistyped fields, nulls, huge strings, deep JSON, unicode edge cases, integer
// overflow, invalid IPs/prefixes/VLAN ids, references to missing objects, malformed query
// parameters, wrong content types, malformed/truncated JSON, oversized bodies, duplicate keys.
// Each answer must be 2xx/3xx/4xx (never 5xx), JSON where it has a body, an error body that
// validates against the documented ErrorResponse component, and must arrive before a deadline.
import fc from 'fast-check'
import type { TestApp } from '../helpers/app.js'
import type { SchemaChecker } from '../helpers/schema.js'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
type Json = any

export interface Operation {
  method: string
  path: string // OpenAPI template, e.g. /api/dcim/sites/{id}/
  /** Names of the documented query parameters. */
  query: string[]
  /** The request body's schema (resolved one level), if any. */
  body?: Json
}

export interface FuzzCase {
  method: string
  url: string
  payload?: string | Buffer
  headers: Record<string, string>
  label: string
}

export interface FuzzStats {
  sent: number
  byStatus: Record<string, number>
  failures: string[]
  /** Latencies (ms) of the requests answered 4xx. */
  rejectedMs: number[]
  allMs: number[]
}

const BAD_SCALARS: Json[] = [
  null,
  true,
  false,
  0,
  -1,
  1.5,
  2 ** 31,
  -(2 ** 31) - 1,
  2 ** 53 + 2,
  1e308,
  -1e308,
  '',
  ' ',
  'x'.repeat(70_000),
  'nul\u0000byte',
  '\u202eRTL override\u202c',
  '\ud800 lone surrogate',
  '\udfff\ud800',
  'é🙂\u200d\ufeff',
  "'; DROP TABLE dcim_site; --",
  '" OR 1=1 --',
  '%_\\',
  '$1',
  '10.0.0.1/99',
  '10.0.0.300',
  '::ffff:1.2.3.4/200',
  'fe80::1%eth0',
  '0x0a.0.0.1',
  '1.2.3',
  '10.0.0.0/8/8',
  '4095',
  '4096',
  '0',
  '2020-02-30',
  '2020-13-45T25:61:00Z',
  '9999-12-31T23:59:59.999999+14:00',
  'null',
  'NaN',
  '1e309',
  [],
  [null],
  [{}],
  [1, 2],
  {},
  { id: -1 },
  { id: 2 ** 40 },
  { id: 'abc' },
  { name: { $gt: '' } },
  { nonexistent_field: 1 },
  999_999_999,
]

const BAD_QUERY: string[] = [
  '-1',
  'abc',
  '',
  ';drop table dcim_site',
  "' OR '1'='1",
  '"; SELECT pg_sleep(10); --',
  '%',
  '_',
  '\\',
  '\u0000',
  'null',
  '1e309',
  '99999999999999999999',
  '2147483648',
  '-2147483649',
  '10.0.0.0/33',
  '::1/129',
  '(?<x>a)',
  '[[:foo:]]',
  '*',
  'é🙂\u202e',
  'x'.repeat(5000),
  'true',
  'True',
  '0',
  'id,-name,;drop',
  '-id',
  'name__ic',
]

const BAD_IDS = ['0', '-1', 'abc', '99999999999', '2147483648', '1;drop', '%00', '1.5', '999999', '+1', ' 1']

const CONTENT_TYPES = ['text/plain', 'application/xml', 'multipart/form-data; boundary=x', 'application/x-www-form-urlencoded', 'application/json; charset=latin1', '']

/** Operations of an OpenAPI document, the body schema resolved through one $ref. */
export function operationsOf(doc: Json): Operation[] {
  const out: Operation[] = []
  const resolve = (s: Json): Json => {
    if (s && typeof s.$ref === 'string' && s.$ref.startsWith('#/components/schemas/')) return doc.components.schemas[s.$ref.slice(21)]
    return s
  }
  for (const [path, item] of Object.entries<Json>(doc.paths ?? {}))
    for (const method of ['get', 'post', 'put', 'patch', 'delete']) {
      const op = item[method]
      if (!op) continue
      const query = (op.parameters ?? []).filter((p: Json) => p.in === 'query').map((p: Json) => p.name as string)
      let body = op.requestBody?.content?.['application/json']?.schema
      if (body?.oneOf) body = body.oneOf[0]
      if (body?.type === 'array') body = body.items
      if (body?.allOf) body = body.allOf[0]
      out.push({ method: method.toUpperCase(), path, query, body: body ? resolve(body) : undefined })
    }
  return out
}

/** A plausible body for a write schema: required fields from examples/defaults or a type's zero. */
function baseBody(schema: Json, valid?: Json): Json {
  if (valid) return structuredClone(valid)
  const out: Json = {}
  for (const name of schema?.required ?? []) {
    const p = schema.properties?.[name] ?? {}
    const t = p.anyOf?.[0] ?? p.oneOf?.[0] ?? p
    out[name] = p.examples?.[0] ?? p.default ?? (t.type === 'integer' ? 1 : t.type === 'number' ? 1 : t.type === 'boolean' ? true : t.type === 'array' ? [] : t.type === 'object' ? {} : `fuzz-${name}`)
  }
  return out
}

function nested(depth: number): Json {
  let v: Json = 'x'
  for (let i = 0; i < depth; i++) v = i % 2 ? { a: v } : [v]
  return v
}

/** An arbitrary for bad field values: the fixed traps, plus generated strings, numbers and JSON. */
const badValue: fc.Arbitrary<Json> = fc.oneof(
  { weight: 4, arbitrary: fc.constantFrom(...BAD_SCALARS) },
  { weight: 1, arbitrary: fc.string({ unit: 'binary', maxLength: 40 }) },
  { weight: 1, arbitrary: fc.oneof(fc.integer(), fc.double(), fc.bigInt().map((b) => Number(b))) },
  { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 3 }) },
  { weight: 1, arbitrary: fc.integer({ min: 20, max: 200 }).map(nested) },
)

export interface CaseContext {
  /** An existing id for each path template (detail endpoints), when one could be made. */
  idFor(path: string): number | undefined
  /** A body known to be valid for the operation's model (mutated, it reaches deeper checks). */
  validBody(path: string): Json | undefined
  token: string
  bodyLimit: number
}

function fill(path: string, id: string): string {
  return path.replace(/\{[^}]+\}/g, encodeURIComponent(id).replace(/%2B/g, '+'))
}

function withQuery(url: string, pairs: Array<[string, string]>): string {
  if (!pairs.length) return url
  return `${url}?${pairs.map(([k, v]) => `${encodeURIComponent(k)}=${encodeURIComponent(v)}`).join('&')}`
}

/** One arbitrary producing the cases for one operation. */
export function caseArbitrary(op: Operation, ctx: CaseContext): fc.Arbitrary<FuzzCase> {
  const hasParam = op.path.includes('{')
  const existing = ctx.idFor(op.path)
  const idArb: fc.Arbitrary<string> = hasParam
    ? fc.oneof({ weight: 3, arbitrary: fc.constant(existing === undefined ? '1' : String(existing)) }, { weight: 1, arbitrary: fc.constantFrom(...BAD_IDS) })
    : fc.constant('')
  const auth = fc.oneof(
    { weight: 8, arbitrary: fc.constant({ authorization: `Token ${ctx.token}` }) },
    { weight: 1, arbitrary: fc.constant({}) },
    {
      weight: 1,
      arbitrary: fc.constantFrom<Record<string, string>>(
        { authorization: 'Token abc' },
        { authorization: `Token ${'f'.repeat(40)}` },
        { authorization: 'Bearer nbt_abc.def' },
        { authorization: `Token ${ctx.token}\u0000` },
        { authorization: `Token ${'x'.repeat(8000)}` },
        { cookie: 'sessionid=../../etc/passwd; csrftoken=x' },
      ),
    },
  )
  // Conditional and other headers the service interprets.
  const extraHeaders = fc.constantFrom<Record<string, string>>(
    {},
    {},
    {},
    { 'if-match': '"stale"' },
    { 'if-match': '*' },
    { 'if-none-match': '*' },
    { 'if-none-match': 'W/"x", "y"' },
    { accept: 'application/json; indent=99' },
    { 'x-request-id': '../../etc/passwd' },
    { 'x-forwarded-for': '1.2.3.4, <script>' },
  )
  const queryArb = fc.array(
    fc.tuple(fc.oneof(fc.constantFrom('limit', 'offset', 'ordering', 'q', 'brief', 'exclude', 'id', 'id__n'), fc.constantFrom(...(op.query.length ? op.query : ['q']))), fc.constantFrom(...BAD_QUERY)),
    { maxLength: 6 },
  )
  const url = (id: string, q: Array<[string, string]>) => withQuery(fill(op.path, id), q)
  const json = (v: Json) => JSON.stringify(v)

  if (op.method === 'GET')
    return fc
      .tuple(idArb, queryArb, auth, extraHeaders)
      .map(([id, q, h, x]) => ({ method: 'GET', url: url(id, q), headers: { accept: 'application/json', ...h, ...x }, label: `query ${JSON.stringify(q).slice(0, 120)} ${JSON.stringify(x)}` }))

  const base = () => baseBody(op.body, ctx.validBody(op.path))
  const props: string[] = Object.keys(op.body?.properties ?? {})
  const propArb = props.length ? fc.constantFrom(...props) : fc.constant('name')
  const bodies: fc.Arbitrary<[string, string | Buffer | undefined, string]> = fc.oneof(
    // One field made bad.
    { weight: 6, arbitrary: fc.tuple(propArb, badValue).map(([p, v]) => ['wrong-type', json({ ...base(), [p]: v }), 'application/json'] as [string, string, string]) },
    // A required field missing, an unknown one added.
    {
      weight: 2,
      arbitrary: propArb.map((p) => {
        const b = base()
        delete b[p]
        return ['missing', json(b), 'application/json'] as [string, string, string]
      }),
    },
    { weight: 1, arbitrary: fc.tuple(fc.string({ maxLength: 20 }), badValue).map(([k, v]) => ['extra', json({ ...base(), [k]: v }), 'application/json'] as [string, string, string]) },
    // Whole bodies of the wrong kind, and bulk lists of bad items.
    { weight: 1, arbitrary: fc.jsonValue({ maxDepth: 4 }).map((v) => ['random-json', json(v), 'application/json'] as [string, string, string]) },
    {
      weight: 2,
      arbitrary: fc.array(fc.tuple(propArb, badValue, fc.constantFrom(undefined, existing, 999_999, -1, 'x')), { minLength: 1, maxLength: 5 }).map(
        (items) => ['bulk', json(items.map(([p, v, id]) => ({ ...base(), ...(id === undefined ? {} : { id }), [p]: v }))), 'application/json'] as [string, string, string],
      ),
    },
    // Bytes that are not (good) JSON.
    {
      weight: 2,
      arbitrary: fc.nat().map((n) => {
        const text = json(base())
        return ['truncated', text.slice(0, n % Math.max(1, text.length)), 'application/json'] as [string, string, string]
      }),
    },
    {
      weight: 1,
      arbitrary: fc.constantFrom<[string, string | Buffer, string]>(
        ['malformed', '{"name": "a",}', 'application/json'],
        ['malformed', "{'name': 'a'}", 'application/json'],
        ['malformed', 'NaN', 'application/json'],
        ['duplicate-keys', '{"name": "a", "name": {"x": 1}, "slug": "a", "slug": null}', 'application/json'],
        ['deep', '['.repeat(5000) + ']'.repeat(5000), 'application/json'],
        ['deep', '{"a":'.repeat(3000) + '1' + '}'.repeat(3000), 'application/json'],
        ['invalid-utf8', Buffer.from([0x7b, 0x22, 0x6e, 0x22, 0x3a, 0x22, 0xff, 0xfe, 0xc3, 0x22, 0x7d]), 'application/json'],
        ['nul', '{"name": "\\u0000"}', 'application/json'],
        ['bom', '\ufeff{"name": "x"}', 'application/json'],
        ['empty', '', 'application/json'],
      ),
    },
    { weight: 1, arbitrary: fc.constantFrom(...CONTENT_TYPES).map((ct) => ['content-type', json(base()), ct] as [string, string, string]) },
    { weight: 1, arbitrary: fc.constant(['oversized', `{"name": "${'x'.repeat(ctx.bodyLimit + 10)}"}`, 'application/json'] as [string, string, string]) },
  )
  return fc.tuple(idArb, bodies, auth, fc.option(queryArb, { nil: undefined }), extraHeaders).map(([id, [kind, payload, ct], h, q, x]) => {
    const headers: Record<string, string> = { accept: 'application/json', ...h, ...x }
    if (ct) headers['content-type'] = ct
    const preview = payload === undefined ? '' : String(payload).slice(0, 160)
    return { method: op.method, url: url(id, q ?? []), payload, headers, label: `${kind} ${preview}` }
  })
}

export interface RunOptions {
  seed: number
  casesPerOperation: number
  concurrency: number
  /** A request slower than this is a hang. */
  deadlineMs: number
}

/** Sends every case, checking each answer; returns the figures. */
export async function fuzz(t: TestApp, checker: SchemaChecker, ops: Operation[], ctx: CaseContext, opts: RunOptions): Promise<FuzzStats> {
  const stats: FuzzStats = { sent: 0, byStatus: {}, failures: [], rejectedMs: [], allMs: [] }
  const cases: FuzzCase[] = []
  const ofCase = new Map<FuzzCase, Operation>()
  ops.forEach((op, i) => {
    for (const c of fc.sample(caseArbitrary(op, ctx), { seed: opts.seed + i, numRuns: opts.casesPerOperation })) {
      cases.push(c)
      ofCase.set(c, op)
    }
  })
  let next = 0
  const worker = async () => {
    while (next < cases.length) {
      const c = cases[next++]
      const started = performance.now()
      let timer: NodeJS.Timeout | undefined
      const deadline = new Promise<'hang'>((resolve) => (timer = setTimeout(() => resolve('hang'), opts.deadlineMs)))
      const res = await Promise.race([t.app.inject({ method: c.method as 'GET', url: c.url, payload: c.payload, headers: c.headers }), deadline])
      clearTimeout(timer)
      const ms = performance.now() - started
      stats.sent++
      const where = `${c.method} ${c.url.slice(0, 160)} [${c.label}]`
      if (res === 'hang') {
        stats.failures.push(`${where} -> no answer within ${opts.deadlineMs} ms`)
        continue
      }
      stats.allMs.push(ms)
      const status = res.statusCode
      stats.byStatus[status] = (stats.byStatus[status] ?? 0) + 1
      if (status >= 400 && status < 500) stats.rejectedMs.push(ms)
      if (status >= 500) {
        stats.failures.push(`${where} -> ${status} ${res.body.slice(0, 300)}`)
        continue
      }
      if (status === 204 || status === 304 || (status >= 300 && status < 400) || c.method === 'HEAD') continue
      if (!/^application\/json/.test(String(res.headers['content-type'] ?? ''))) {
        stats.failures.push(`${where} -> ${status} with content-type ${String(res.headers['content-type'])}`)
        continue
      }
      let body: unknown
      try {
        body = JSON.parse(res.body)
      } catch {
        stats.failures.push(`${where} -> ${status} body is not JSON: ${res.body.slice(0, 200)}`)
        continue
      }
      if (status >= 400)
        try {
          // The error body the operation declares for this status (the batch's names its operation), else ErrorResponse.
          const op = ofCase.get(c)!
          const declared = checker.doc.paths[op.path]?.[op.method.toLowerCase()]?.responses?.[String(status)]?.content?.['application/json']?.schema
          if (declared)
            try {
              checker.response(op.method, op.path, status, body)
            } catch (e) {
              throw new Error(`${where}: ${(e as Error).message}`)
            }
          else checker.check('ErrorResponse', body, `${where} -> ${status}`)
        } catch (e) {
          stats.failures.push((e as Error).message.slice(0, 600))
        }
    }
  }
  await Promise.all(Array.from({ length: opts.concurrency }, worker))
  return stats
}

export function percentile(xs: number[], p: number): number {
  if (!xs.length) return 0
  const sorted = [...xs].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))]
}

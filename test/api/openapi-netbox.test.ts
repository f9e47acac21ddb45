// How close /api/schema/ is to NetBox's own document (reference/netbox-openapi/), measured on the
// operations both serve: component names reachable from those operations, operationIds, and the
// query parameters of the lists. The figures are printed (`openapi-netbox:` line) and ratcheted:
// a change that loses a name fails here; one that gains raises the floor. Also: every declared
// list parameter is one the engine serves, and every create is declared as one object.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { projectRoot } from '../../src/db/paths.js'
import { UNKNOWN_FILTER } from '../../src/engine/filters.js'
import { routeTable } from '../../src/generated/routes/index.js'
import { registry } from '../../src/generated/registry.js'
import { testApp, type TestApp } from '../helpers/app.js'
import { listUrl } from '../helpers/factory.js'

type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

interface NetBoxSurface {
  components: Record<string, string[]>
  operations: Record<string, { operationId: string; refs: string[]; query: string[] }>
}

const netbox = JSON.parse(readFileSync(join(projectRoot, 'reference/netbox-openapi/surface-4.2.2.json'), 'utf8')) as NetBoxSurface

/** Today's figures, rounded down: raise them when a change brings more of NetBox's names. */
const FLOORS = { names: 0.977, operationIds: 1, listParameters: 0.97 }

/** Operations NetBox 4.4 names differently from the 4.2.2 surface (`operation_id` in its extend_schema). */
const RENAMED_IN_4_4: Record<string, string> = {
  'GET /api/core/background-queues/{id}/': 'core_background_queues_retrieve_by_name',
  'GET /api/core/background-workers/{id}/': 'core_background_workers_retrieve_by_name',
}

let t: TestApp
let doc: Json

before(async () => {
  t = await testApp({ STRICT_FILTERING: 'true' })
  doc = (await t.api('GET', '/api/schema/')).body
})
after(() => t.close())

const METHODS = ['get', 'post', 'put', 'patch', 'delete']

function ourOperations(): Map<string, Json> {
  const out = new Map<string, Json>()
  for (const [path, item] of Object.entries<Json>(doc.paths))
    for (const m of METHODS) if (item[m]) out.set(`${m.toUpperCase()} ${path.replace(/\{[^}]+\}/g, '{id}')}`, item[m])
  return out
}

function reachable(roots: Iterable<string>): Set<string> {
  const seen = new Set<string>()
  const visit = (name: string) => {
    if (seen.has(name)) return
    seen.add(name)
    for (const r of netbox.components[name] ?? []) visit(r)
  }
  for (const r of roots) visit(r)
  return seen
}

const share = (have: number, of: number) => Math.round((have / of) * 1000) / 1000

test("NetBox's component names, operationIds and list parameters, on the operations both serve", () => {
  const ours = ourOperations()
  const shared = Object.keys(netbox.operations).filter((k) => ours.has(k))
  const names = reachable(shared.flatMap((k) => netbox.operations[k].refs))
  const present = [...names].filter((n) => doc.components.schemas[n])
  const sameIds = shared.filter((k) => ours.get(k).operationId === (RENAMED_IN_4_4[k] ?? netbox.operations[k].operationId))
  let params = 0
  let served = 0
  for (const k of shared) {
    if (!k.startsWith('GET ') || k.endsWith('{id}/') || !netbox.operations[k].query.length) continue
    const mine = new Set((ours.get(k).parameters ?? []).filter((p: Json) => p.in === 'query').map((p: Json) => p.name))
    params += netbox.operations[k].query.length
    served += netbox.operations[k].query.filter((q) => mine.has(q)).length
  }
  const figures = {
    operations: { ours: ours.size, netbox: Object.keys(netbox.operations).length, shared: shared.length },
    names: { reachable: names.size, present: present.length, share: share(present.length, names.size) },
    operationIds: { same: sameIds.length, of: shared.length, share: share(sameIds.length, shared.length) },
    listParameters: { declared: served, of: params, share: share(served, params) },
    missingNames: [...names].filter((n) => !doc.components.schemas[n]).sort(),
  }
  console.log(`openapi-netbox: ${JSON.stringify(figures)}`)
  assert.ok(figures.names.share >= FLOORS.names, `component names: ${figures.names.share} < ${FLOORS.names}`)
  assert.ok(figures.operationIds.share >= FLOORS.operationIds, `operationIds: ${figures.operationIds.share} < ${FLOORS.operationIds}`)
  assert.ok(figures.listParameters.share >= FLOORS.listParameters, `list parameters: ${figures.listParameters.share} < ${FLOORS.listParameters}`)
})

test('every create is declared as one object; the list form is documented beside it', () => {
  let creates = 0
  for (const entry of routeTable) {
    const m = registry[entry.key]
    if (m.readOnly) continue
    const op = doc.paths[listUrl(m)].post
    const single = { $ref: `#/components/schemas/${entry.names.write}` }
    assert.deepEqual(op.requestBody.content['application/json'].schema, single, m.key)
    assert.deepEqual(op.responses['201'].content['application/json'].schema, { $ref: `#/components/schemas/${entry.names.full}` }, m.key)
    assert.deepEqual(op['x-bulk-request'], { type: 'array', items: single }, m.key)
    assert.equal(op['x-bulk-response'].items.$ref, `#/components/schemas/${entry.names.full}`, m.key)
    creates++
  }
  assert.ok(creates > 70, `${creates} creates`)
})

/** A value of the declared type (its format need not be valid: only "unknown" matters here). */
function sample(schema: Json): string {
  const s = schema.type === 'array' ? schema.items : schema
  if (s.type === 'integer' || s.type === 'number') return '1'
  if (s.type === 'boolean') return 'true'
  if (s.format === 'date') return '2024-01-02'
  if (s.format === 'date-time') return '2024-01-02T03:04:05Z'
  return 'x'
}

test('every declared list parameter is one the engine serves (STRICT_FILTERING knows it)', async () => {
  const lists = Object.entries<Json>(doc.paths).filter(([path, item]) => item.get && !path.includes('{') && item.get.operationId?.endsWith('_list'))
  assert.ok(lists.length > 70)
  const unknown: string[] = []
  await Promise.all(
    lists.map(async ([path, item]) => {
      const query = new URLSearchParams()
      for (const p of item.get.parameters ?? []) if (p.in === 'query') query.append(p.name, sample(p.schema))
      // Keyset and start= paging exclude offset (a 400 before any filter is read): offset paging here.
      for (const paging of ['start', 'cursor', 'pagination', 'count']) query.delete(paging)
      query.set('limit', '1')
      query.set('offset', '0')
      query.set('ordering', 'id')
      const res = await t.api('GET', `${path}?${query}`)
      // The connected-device locator answers a peer that does not exist with 404, as NetBox.
      if (path === '/api/dcim/connected-device/' && res.status === 404) return
      assert.ok(res.status === 200 || res.status === 400, `${path}: ${res.status} ${res.text.slice(0, 300)}`)
      if (res.status === 400) for (const [name, msgs] of Object.entries<Json>(res.body)) if (msgs.includes?.(UNKNOWN_FILTER)) unknown.push(`${path} ${name}`)
    }),
  )
  assert.deepEqual(unknown, [])
})

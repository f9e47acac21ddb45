// POST /api/batch/: site + rack + device + interfaces + IP addresses in one request, later
// operations naming earlier objects by $ref; all or none, one request id, errors by index.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { Param } from '../../src/db/types.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, type Obj, show } from './fixtures.js'

let t: TestApp
let deviceType: Obj
let role: Obj

before(async () => {
  t = await testApp()
  const mf = await create(t, '/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' })
  deviceType = await create(t, '/api/dcim/device-types/', { manufacturer: mf.id, model: 'X1', slug: 'x1' })
  role = await create(t, '/api/dcim/device-roles/', { name: 'Leaf', slug: 'leaf' })
})
after(() => t.close())

const count = async (sql: string, params: Param[] = []) => (await t.db.query<{ n: number }>(sql, params))[0].n

const buildOps = (slug: string) => [
  { op: 'create', model: 'dcim.site', ref: 'site', data: { name: slug, slug } },
  { op: 'create', model: 'dcim/racks', ref: 'rack', data: { name: 'R1', site: { $ref: 'site' } } },
  { op: 'create', model: 'dcim.device', ref: 'dev', data: { name: `${slug}-sw1`, device_type: deviceType.id, role: role.id, site: { $ref: 'site' }, rack: { $ref: 'rack' } } },
  { op: 'create', model: 'dcim.interface', ref: 'eth0', data: { device: { $ref: 'dev' }, name: 'eth0', type: '1000base-t' } },
  { op: 'create', model: 'dcim.interface', ref: 'eth1', data: { device: { $ref: 'dev' }, name: 'eth1', type: '1000base-t' } },
  { op: 'create', model: '/api/ipam/ip-addresses/', ref: 'ip', data: { address: '192.0.2.1/24', assigned_object_type: 'dcim.interface', assigned_object_id: { $ref: 'eth0' } } },
  { op: 'update', model: 'dcim.device', id: { $ref: 'dev' }, data: { primary_ip4: { $ref: 'ip' } } },
  { op: 'delete', model: 'dcim.interface', id: { $ref: 'eth1' } },
]

test('site + rack + device + interfaces + IPs in one request, referring to each other; one request id', async () => {
  const res = await t.api('POST', '/api/batch/', { operations: buildOps('bat1') })
  assert.equal(res.status, 200, show(res))
  const r = res.body.results
  assert.deepEqual(r.map((x: Obj) => [x.op, x.model]), [
    ['create', 'dcim.site'],
    ['create', 'dcim.rack'],
    ['create', 'dcim.device'],
    ['create', 'dcim.interface'],
    ['create', 'dcim.interface'],
    ['create', 'ipam.ipaddress'],
    ['update', 'dcim.device'],
    ['delete', 'dcim.interface'],
  ])
  assert.equal(r[1].object.site.id, r[0].id)
  assert.equal(r[2].object.rack.id, r[1].id)
  assert.equal(r[5].object.assigned_object.id, r[3].id)
  assert.equal(r[6].object.primary_ip4.id, r[5].id)
  assert.equal(r[7].object, undefined)
  assert.equal((await t.api('GET', `/api/dcim/interfaces/?device_id=${r[2].id}`)).body.count, 1)
  const requestId = String(res.headers['x-request-id'])
  const changes = (await t.api('GET', `/api/core/object-changes/?request_id=${requestId}&limit=100`)).body
  assert.equal(changes.count, 8, 'six created, the device updated, one interface deleted')
  assert.deepEqual(new Set(changes.results.map((c: Obj) => c.request_id)), new Set([requestId]))
})

test('all or none: the failing operation is named by index with its field errors; nothing is written', async () => {
  const ops = buildOps('bat2')
  ops[4] = { op: 'create', model: 'dcim.interface', ref: 'eth1', data: { device: { $ref: 'dev' }, name: 'eth1', type: 'not-a-type' } }
  const before = await count('SELECT count(*)::int AS n FROM core_objectchange')
  const res = await t.api('POST', '/api/batch/', { operations: ops })
  assert.equal(res.status, 400, show(res))
  assert.equal(res.body.operation, 4)
  assert.ok(Array.isArray(res.body.type), show(res))
  assert.equal(await count(`SELECT count(*)::int AS n FROM dcim_site WHERE slug = 'bat2'`), 0)
  assert.equal(await count('SELECT count(*)::int AS n FROM core_objectchange'), before)
})

test('errors: unknown $ref, unknown model, bad op, missing id, an update of a missing object (404), a duplicate ref', async () => {
  const cases: Array<[unknown, number, Obj]> = [
    [{ operations: [{ op: 'create', model: 'dcim.rack', data: { name: 'R', site: { $ref: 'nope' } } }] }, 400, { operation: 0, detail: 'Unknown $ref "nope": no earlier operation of this batch created an object with that name.' }],
    [{ operations: [{ op: 'create', model: 'dcim.widget', data: {} }] }, 400, { operation: 0 }],
    [{ operations: [{ op: 'upsert', model: 'dcim.site', data: {} }] }, 400, { operation: 0, op: ['Must be one of "create", "update", "delete".'] }],
    [{ operations: [{ op: 'delete', model: 'dcim.site' }] }, 400, { operation: 0, id: ['This field is required.'] }],
    [{ operations: [{ op: 'update', model: 'dcim.site', id: 987654, data: { description: 'x' } }] }, 404, { operation: 0 }],
    [{ operations: [{ op: 'create', model: 'dcim.site', ref: 'a', data: { name: 'd1', slug: 'd1' } }, { op: 'create', model: 'dcim.site', ref: 'a', data: { name: 'd2', slug: 'd2' } }] }, 400, { operation: 1 }],
    [{ operations: [] }, 400, { operations: ['This list may not be empty.'] }],
    [{ operations: [{ op: 'update', model: 'dcim.site', id: 1, data: {}, replace: 'yes' }] }, 400, { operation: 0, replace: ['Only an update takes it, as true or false.'] }],
    [[1, 2], 400, {}],
  ]
  // The document declares these bodies (BatchError): test/api/openapi-document.test.ts.
  for (const [body, status, expected] of cases) {
    const res = await t.api('POST', '/api/batch/', body)
    assert.equal(res.status, status, show(res))
    for (const [k, v] of Object.entries(expected)) assert.deepEqual(res.body[k], v, show(res))
  }
  assert.equal(await count(`SELECT count(*)::int AS n FROM dcim_site WHERE slug IN ('d1', 'd2')`), 0)
})

test("permissions: each operation needs the caller's permission on its model, or the batch is refused", async () => {
  const key = await t.makeToken('batch-user', { superuser: false })
  const user = (await t.api('GET', '/api/users/users/?username=batch-user')).body.results[0]
  await create(t, '/api/users/permissions/', { name: 'batch sites', object_types: ['dcim.site'], actions: ['add', 'view'], users: [user.id] })
  const asUser = (body: unknown) => t.request('POST', '/api/batch/', body, { authorization: `Token ${key}` })
  const ok = await asUser({ operations: [{ op: 'create', model: 'dcim.site', data: { name: 'perm1', slug: 'perm1' } }] })
  assert.equal(ok.status, 200, show(ok))
  const refused = await asUser({
    operations: [
      { op: 'create', model: 'dcim.site', ref: 's', data: { name: 'perm2', slug: 'perm2' } },
      { op: 'create', model: 'dcim.rack', data: { name: 'R', site: { $ref: 's' } } },
    ],
  })
  assert.equal(refused.status, 403, show(refused))
  assert.equal(refused.body.operation, 1)
  assert.equal(await count(`SELECT count(*)::int AS n FROM dcim_site WHERE slug = 'perm2'`), 0)
})

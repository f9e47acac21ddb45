// Allocation (issue 14): NetBox's available-prefixes, available-ips (prefixes and IP ranges),
// available-vlans and available-asns, through HTTP: what GET lists, what POST creates (one or a
// list, all or none, with the caller's fields), NetBox's errors, permissions, and 50 concurrent
// allocations on one parent without a duplicate.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { as, create, grant, show, userWithToken } from '../auth/helpers.js'
import { testApp, type TestApp } from '../helpers/app.js'

type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp
let vrf: Json
let rir: Json

before(async () => {
  t = await testApp()
  vrf = await create(t, '/api/ipam/vrfs/', { name: 'blue' })
  rir = await create(t, '/api/ipam/rirs/', { name: 'RIR A', slug: 'rir-a' })
})
after(() => t.close())

const changes = async (type: string, ids: number[]) =>
  (await t.db.query<{ id: number }>(`SELECT changed_object_id AS id FROM core_objectchange WHERE changed_object_type = $1 AND action = 'create' AND changed_object_id = ANY($2::int[])`, [type, ids])).length

test('prefix available-ips: skips network, broadcast, used addresses and populated ranges; limit', async () => {
  const p = await create(t, '/api/ipam/prefixes/', { prefix: '10.1.0.0/29', vrf: vrf.id })
  await create(t, '/api/ipam/ip-addresses/', { address: '10.1.0.1/24', vrf: vrf.id })
  await create(t, '/api/ipam/ip-addresses/', { address: '10.1.0.2/29' }) // global: not in the VRF's prefix
  await create(t, '/api/ipam/ip-ranges/', { start_address: '10.1.0.3/29', end_address: '10.1.0.4/29', vrf: vrf.id, mark_populated: true })
  const res = await t.api('GET', `/api/ipam/prefixes/${p.id}/available-ips/`)
  assert.equal(res.status, 200, show(res))
  assert.deepEqual(
    res.body.map((x: Json) => x.address),
    ['10.1.0.2/29', '10.1.0.5/29', '10.1.0.6/29'],
  )
  assert.equal(res.body[0].family, 4)
  assert.equal(res.body[0].vrf.id, vrf.id)
  assert.deepEqual(Object.keys(res.body[0]), ['family', 'address', 'vrf'])
  const limited = await t.api('GET', `/api/ipam/prefixes/${p.id}/available-ips/?limit=1`)
  assert.equal(limited.body.length, 1)

  const pool = await create(t, '/api/ipam/prefixes/', { prefix: '10.2.0.0/30', is_pool: true })
  assert.deepEqual(
    (await t.api('GET', `/api/ipam/prefixes/${pool.id}/available-ips/`)).body.map((x: Json) => x.address),
    ['10.2.0.0/30', '10.2.0.1/30', '10.2.0.2/30', '10.2.0.3/30'],
  )
  const v6 = await create(t, '/api/ipam/prefixes/', { prefix: '2001:db8::/126' })
  assert.deepEqual(
    (await t.api('GET', `/api/ipam/prefixes/${v6.id}/available-ips/`)).body.map((x: Json) => x.address),
    ['2001:db8::1/126', '2001:db8::2/126', '2001:db8::3/126'],
  )
  assert.equal((await t.api('GET', '/api/ipam/prefixes/999999/available-ips/')).status, 404)
})

test('prefix available-ips POST: one object, a list, extra fields, 409 when full, all or none', async () => {
  const p = await create(t, '/api/ipam/prefixes/', { prefix: '10.3.0.0/29', vrf: vrf.id })
  const one = await t.api('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, { status: 'reserved', dns_name: 'a.example.com', description: 'first' })
  assert.equal(one.status, 201, show(one))
  assert.equal(one.body.address, '10.3.0.1/29')
  assert.equal(one.body.vrf.id, vrf.id)
  assert.equal(one.body.status.value, 'reserved')
  assert.equal(one.body.dns_name, 'a.example.com')
  const list = await t.api('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, [{ description: 'x' }, { description: 'y' }])
  assert.equal(list.status, 201, show(list))
  assert.deepEqual(
    list.body.map((x: Json) => x.address),
    ['10.3.0.2/29', '10.3.0.3/29'],
  )
  const tooMany = await t.api('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, [{}, {}, {}, {}])
  assert.equal(tooMany.status, 409, show(tooMany))
  assert.deepEqual(tooMany.body, { detail: 'Insufficient resources are available to satisfy the request' })
  // A bad item fails the whole list: nothing is created.
  const before = (await t.api('GET', `/api/ipam/prefixes/${p.id}/available-ips/`)).body.length
  const bad = await t.api('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, [{ status: 'active' }, { status: 'nonsense' }])
  assert.equal(bad.status, 400, show(bad))
  assert.equal((await t.api('GET', `/api/ipam/prefixes/${p.id}/available-ips/`)).body.length, before)
  assert.equal((await t.api('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, 'nope')).status, 400)
})

test('ip-range available-ips: the range minus its addresses; mark_populated leaves nothing', async () => {
  const r = await create(t, '/api/ipam/ip-ranges/', { start_address: '10.4.0.10/24', end_address: '10.4.0.13/24' })
  await create(t, '/api/ipam/ip-addresses/', { address: '10.4.0.11/24' })
  const res = await t.api('GET', `/api/ipam/ip-ranges/${r.id}/available-ips/`)
  assert.equal(res.status, 200, show(res))
  assert.deepEqual(
    res.body.map((x: Json) => x.address),
    ['10.4.0.10/24', '10.4.0.12/24', '10.4.0.13/24'],
  )
  assert.equal(res.body[0].vrf, null)
  const post = await t.api('POST', `/api/ipam/ip-ranges/${r.id}/available-ips/`, { description: 'from range' })
  assert.equal(post.status, 201, show(post))
  assert.equal(post.body.address, '10.4.0.10/24')
  const populated = await create(t, '/api/ipam/ip-ranges/', { start_address: '10.5.0.10/24', end_address: '10.5.0.13/24', mark_populated: true })
  assert.deepEqual((await t.api('GET', `/api/ipam/ip-ranges/${populated.id}/available-ips/`)).body, [])
  assert.equal((await t.api('POST', `/api/ipam/ip-ranges/${populated.id}/available-ips/`, {})).status, 409)
})

test('available-prefixes: free CIDRs, allocation by length, errors', async () => {
  const p = await create(t, '/api/ipam/prefixes/', { prefix: '10.8.0.0/24', vrf: vrf.id })
  await create(t, '/api/ipam/prefixes/', { prefix: '10.8.0.0/26', vrf: vrf.id })
  await create(t, '/api/ipam/prefixes/', { prefix: '10.8.0.128/26' }) // another VRF: not a child
  const res = await t.api('GET', `/api/ipam/prefixes/${p.id}/available-prefixes/`)
  assert.equal(res.status, 200, show(res))
  assert.deepEqual(res.body, [
    { family: 4, prefix: '10.8.0.64/26', vrf: res.body[0].vrf },
    { family: 4, prefix: '10.8.0.128/25', vrf: res.body[0].vrf },
  ])
  assert.equal(res.body[0].vrf.id, vrf.id)
  const one = await t.api('POST', `/api/ipam/prefixes/${p.id}/available-prefixes/`, { prefix_length: 28, description: 'alloc', status: 'reserved' })
  assert.equal(one.status, 201, show(one))
  assert.equal(one.body.prefix, '10.8.0.64/28')
  assert.equal(one.body.vrf.id, vrf.id)
  assert.equal(one.body.description, 'alloc')
  const list = await t.api('POST', `/api/ipam/prefixes/${p.id}/available-prefixes/`, [{ prefix_length: 25 }, { prefix_length: 28 }])
  assert.equal(list.status, 201, show(list))
  assert.deepEqual(
    list.body.map((x: Json) => x.prefix),
    ['10.8.0.128/25', '10.8.0.80/28'],
  )
  const full = await t.api('POST', `/api/ipam/prefixes/${p.id}/available-prefixes/`, { prefix_length: 25 })
  assert.equal(full.status, 409, show(full))
  assert.deepEqual(full.body, { detail: 'Insufficient resources are available to satisfy the request' })
  assert.deepEqual((await t.api('POST', `/api/ipam/prefixes/${p.id}/available-prefixes/`, {})).body, { prefix_length: 'this field can not be missing' })
  assert.deepEqual((await t.api('POST', `/api/ipam/prefixes/${p.id}/available-prefixes/`, { prefix_length: '24' })).body, { prefix_length: 'this field must be int type' })
  assert.deepEqual((await t.api('POST', `/api/ipam/prefixes/${p.id}/available-prefixes/`, { prefix_length: 33 })).body, { prefix_length: 'Invalid prefix length (33) for IPv4' })
  const listErrors = await t.api('POST', `/api/ipam/prefixes/${p.id}/available-prefixes/`, [{ prefix_length: 30 }, { prefix_length: 40 }])
  assert.equal(listErrors.status, 400)
  assert.deepEqual(listErrors.body, [{}, { prefix_length: 'Invalid prefix length (40) for IPv4' }])
})

test('available-vlans and available-asns', async () => {
  const g = await create(t, '/api/ipam/vlan-groups/', { name: 'G', slug: 'g' })
  await create(t, '/api/ipam/vlans/', { vid: 1, name: 'one', group: g.id })
  const res = await t.api('GET', `/api/ipam/vlan-groups/${g.id}/available-vlans/?limit=3`)
  assert.equal(res.status, 200, show(res))
  assert.deepEqual(
    res.body.map((x: Json) => x.vid),
    [2, 3, 4],
  )
  assert.equal(res.body[0].group.id, g.id)
  assert.equal((await t.api('GET', `/api/ipam/vlan-groups/${g.id}/available-vlans/`)).body.length, 50)
  assert.equal((await t.api('GET', `/api/ipam/vlan-groups/${g.id}/available-vlans/?limit=0`)).body.length, 1000)
  const v = await t.api('POST', `/api/ipam/vlan-groups/${g.id}/available-vlans/`, [{ name: 'a' }, { name: 'b', description: 'B' }])
  assert.equal(v.status, 201, show(v))
  assert.deepEqual(
    v.body.map((x: Json) => [x.vid, x.name, x.group.id]),
    [
      [2, 'a', g.id],
      [3, 'b', g.id],
    ],
  )

  const range = await create(t, '/api/ipam/asn-ranges/', { name: 'R', slug: 'r', rir: rir.id, start: 64512, end: 64515 })
  await create(t, '/api/ipam/asns/', { asn: 64513, rir: rir.id })
  const asns = await t.api('GET', `/api/ipam/asn-ranges/${range.id}/available-asns/`)
  assert.equal(asns.status, 200, show(asns))
  assert.deepEqual(
    asns.body.map((x: Json) => x.asn),
    [64512, 64514, 64515],
  )
  assert.equal(asns.body[0].rir.id, rir.id)
  const a = await t.api('POST', `/api/ipam/asn-ranges/${range.id}/available-asns/`, { description: 'mine' })
  assert.equal(a.status, 201, show(a))
  assert.equal(a.body.asn, 64512)
  assert.equal(a.body.rir.id, rir.id)
  assert.equal((await t.api('POST', `/api/ipam/asn-ranges/${range.id}/available-asns/`, [{}, {}, {}])).status, 409)
})

test('permissions: add on the child and view on the parent', async () => {
  const p = await create(t, '/api/ipam/prefixes/', { prefix: '10.9.0.0/29' })
  const u = await userWithToken(t, 'alloc-user')
  const call = as(t, u.key)
  assert.equal((await call('GET', `/api/ipam/prefixes/${p.id}/available-ips/`)).status, 403)
  await grant(t, { object_types: ['ipam.prefix'], actions: ['view'], users: [u.id] })
  assert.equal((await call('GET', `/api/ipam/prefixes/${p.id}/available-ips/`)).status, 200)
  assert.equal((await call('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, {})).status, 403)
  await grant(t, { object_types: ['ipam.ipaddress'], actions: ['add', 'view'], users: [u.id] })
  const ok = await call('POST', `/api/ipam/prefixes/${p.id}/available-ips/`, {})
  assert.equal(ok.status, 201, show(ok))
  const rows = await t.db.query<{ user_name: string }>(`SELECT user_name FROM core_objectchange WHERE changed_object_type = 'ipam.ipaddress' AND changed_object_id = $1`, [ok.body.id])
  assert.deepEqual(
    rows.map((r) => r.user_name),
    ['alloc-user'],
  )
})

test('50 concurrent allocations on a prefix, an IP range and a VLAN group: no duplicates', async () => {
  const p = await create(t, '/api/ipam/prefixes/', { prefix: '10.20.0.0/24' })
  const r = await create(t, '/api/ipam/ip-ranges/', { start_address: '10.30.0.1/24', end_address: '10.30.0.200/24' })
  const g = await create(t, '/api/ipam/vlan-groups/', { name: 'Busy', slug: 'busy' })
  const fire = (url: string, body: (i: number) => unknown) => Promise.all(Array.from({ length: 50 }, (_, i) => t.api('POST', url, body(i))))
  const [ips, rangeIps, vlans] = await Promise.all([
    fire(`/api/ipam/prefixes/${p.id}/available-ips/`, () => ({})),
    fire(`/api/ipam/ip-ranges/${r.id}/available-ips/`, () => ({})),
    fire(`/api/ipam/vlan-groups/${g.id}/available-vlans/`, (i) => ({ name: `v${i}` })),
  ])
  for (const [label, responses, field, type, table] of [
    ['prefix', ips, 'address', 'ipam.ipaddress', 'ipam_ipaddress'],
    ['range', rangeIps, 'address', 'ipam.ipaddress', 'ipam_ipaddress'],
    ['vlan group', vlans, 'vid', 'ipam.vlan', 'ipam_vlan'],
  ] as const) {
    for (const res of responses) assert.equal(res.status, 201, `${label}: ${show(res)}`)
    const values = responses.map((res) => String(res.body[field]))
    assert.equal(new Set(values).size, 50, `${label}: duplicates in ${values}`)
    const ids = responses.map((res) => res.body.id as number)
    const rows = await t.db.query<{ id: number }>(`SELECT id FROM ${table} WHERE id = ANY($1::int[])`, [ids])
    assert.equal(rows.length, 50, label)
    assert.equal(await changes(type, ids), 50, `${label}: one change record per object`)
  }
  const vids = await t.db.query<{ n: number }>(`SELECT count(DISTINCT vid)::int AS n, count(*)::int AS c FROM ipam_vlan WHERE group_id = $1`, [g.id])
  assert.equal(vids[0].n, 50)
})

test('limit: NetBox get_results_limit, bounded; bad ids are 404', async () => {
  const p = await create(t, '/api/ipam/prefixes/', { prefix: '2001:db8:1::/64' })
  const url = `/api/ipam/prefixes/${p.id}/available-ips/`
  assert.equal((await t.api('GET', url)).body.length, 50)
  assert.equal((await t.api('GET', `${url}?limit=abc`)).body.length, 50)
  assert.equal((await t.api('GET', `${url}?limit=-5`)).body.length, 50)
  assert.equal((await t.api('GET', `${url}?limit=5000`)).body.length, 1000)
  assert.equal((await t.api('GET', `${url}?limit=0`)).body.length, 1000)
  assert.equal((await t.api('GET', `${url}?limit=2`)).body[1].address, '2001:db8:1::2/64')
  assert.equal((await t.api('GET', '/api/ipam/prefixes/abc/available-ips/')).status, 404)
  assert.equal((await t.api('POST', '/api/ipam/vlan-groups/999999/available-vlans/', { name: 'x' })).status, 404)
})

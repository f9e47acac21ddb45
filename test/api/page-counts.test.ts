// Counts of related rows and nested lists (tags, reverse relations) on list pages are grouped
// joins over the page (select.ts `page`), on single objects and unbounded lists correlated
// subqueries: every form must give the same answer, zero and empty included, for each kind of
// relation (a foreign key, a generic relation, a many-to-many).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice } from './fixtures.js'

let t: TestApp
let a: Awaited<ReturnType<typeof seedDevice>>
let b: Obj
let asn: Obj

before(async () => {
  t = await testApp({ MAX_PAGE_SIZE: '0' }) // limit=0: every row, the unbounded form
  a = await seedDevice(t, 'a') // one interface: eth0
  b = await create(t, '/api/dcim/devices/', { name: 'dev-b', device_type: a.deviceType.id, role: a.role.id, site: a.site.id })
  await create(t, '/api/dcim/interfaces/', { device: a.device.id, name: 'eth1', type: '1000base-t', bridge: a.iface.id })
  await create(t, '/api/dcim/mac-addresses/', { mac_address: '00:00:5e:00:53:01', assigned_object_type: 'dcim.interface', assigned_object_id: a.iface.id })
  const tags = [await create(t, '/api/extras/tags/', { name: 'beta', slug: 'beta' }), await create(t, '/api/extras/tags/', { name: 'alpha', slug: 'alpha' })]
  await t.api('PATCH', `/api/dcim/devices/${a.device.id}/`, { tags: tags.map((x) => x.id) })
  await create(t, '/api/dcim/console-ports/', { device: a.device.id, name: 'con0' })
  for (const address of ['192.0.2.1/24', '192.0.2.2/24'])
    await create(t, '/api/ipam/ip-addresses/', { address, assigned_object_type: 'dcim.interface', assigned_object_id: a.iface.id })
  const rir = await create(t, '/api/ipam/rirs/', { name: 'RIR', slug: 'rir' })
  asn = await create(t, '/api/ipam/asns/', { asn: 65001, rir: rir.id })
  await create(t, '/api/ipam/asns/', { asn: 65002, rir: rir.id })
  const other = await create(t, '/api/dcim/sites/', { name: 'site-2', slug: 'site-2' })
  for (const site of [a.site.id, other.id]) await t.api('PATCH', `/api/dcim/sites/${site}/`, { asns: [asn.id] })
})
after(() => t.close())

const byName = (rows: Obj[], key = 'name') => Object.fromEntries(rows.map((r) => [r[key], r]))

test('device counts: list, cursor page, unbounded list and detail agree', async () => {
  const forms = [
    (await get(t, '/api/dcim/devices/?limit=10')).results,
    (await get(t, '/api/dcim/devices/?limit=10&pagination=cursor')).results,
    (await get(t, '/api/dcim/devices/?limit=0')).results,
    (await get(t, '/api/dcim/devices/?limit=10&ordering=-interface_count')).results,
    [await get(t, `/api/dcim/devices/${a.device.id}/`), await get(t, `/api/dcim/devices/${b.id}/`)],
  ]
  for (const rows of forms) {
    const got = byName(rows)
    assert.equal(got['dev-a'].interface_count, 2)
    assert.equal(got['dev-a'].console_port_count, 1)
    assert.equal(got['dev-a'].power_port_count, 0)
    assert.equal(got['dev-b'].interface_count, 0)
    assert.equal(got['dev-b'].console_port_count, 0)
    assert.deepEqual(got['dev-a'].tags.map((x: Obj) => x.slug), ['alpha', 'beta'])
    assert.deepEqual(got['dev-b'].tags, [])
  }
  assert.deepEqual(forms[3].map((r: Obj) => r.name), ['dev-a', 'dev-b'])
  const filtered = await get(t, '/api/dcim/devices/?interface_count__gt=1')
  assert.deepEqual(filtered.results.map((r: Obj) => [r.name, r.interface_count]), [['dev-a', 2]])
})

test('a generic relation and a many-to-many are counted alike; reverse lists agree', async () => {
  const ifaces = byName((await get(t, `/api/dcim/interfaces/?device_id=${a.device.id}&limit=5`)).results)
  assert.equal(ifaces.eth0.count_ipaddresses, 2)
  assert.equal(ifaces.eth1.count_ipaddresses, 0)
  const detail = await get(t, `/api/dcim/interfaces/${a.iface.id}/`)
  assert.equal(detail.count_ipaddresses, 2)
  for (const eth0 of [ifaces.eth0, detail]) {
    assert.deepEqual(eth0.bridge_interfaces.map((x: Obj) => x.name), ['eth1'])
    assert.deepEqual(eth0.mac_addresses.map((x: Obj) => x.mac_address), ['00:00:5E:00:53:01'])
  }
  assert.deepEqual(ifaces.eth1.bridge_interfaces, [])
  assert.deepEqual(ifaces.eth1.mac_addresses, [])
  const asns = byName((await get(t, '/api/ipam/asns/?limit=5')).results, 'asn')
  assert.equal(asns[65001].site_count, 2)
  assert.equal(asns[65002].site_count, 0)
  assert.equal((await get(t, `/api/ipam/asns/${asn.id}/`)).site_count, 2)
  const brief = byName((await get(t, '/api/dcim/sites/?limit=5&brief=1')).results)
  assert.ok(brief['site-a'])
})

test('single reverse objects (NAT outside, circuit terminations by side) agree between pages and details', async () => {
  const inside = await create(t, '/api/ipam/ip-addresses/', { address: '198.51.100.1/24' })
  const outside = await create(t, '/api/ipam/ip-addresses/', { address: '203.0.113.1/24', nat_inside: inside.id })
  const ips = byName((await get(t, '/api/ipam/ip-addresses/?limit=10')).results, 'address')
  for (const got of [ips['198.51.100.1/24'], await get(t, `/api/ipam/ip-addresses/${inside.id}/`)]) {
    assert.equal(got.nat_outside?.id, outside.id) // an object or null (the spec's form)
  }
  assert.equal(ips['203.0.113.1/24'].nat_outside, null)

  const provider = await create(t, '/api/circuits/providers/', { name: 'P', slug: 'p' })
  const type = await create(t, '/api/circuits/circuit-types/', { name: 'T', slug: 't' })
  const both = await create(t, '/api/circuits/circuits/', { cid: 'both', provider: provider.id, type: type.id })
  const onlyZ = await create(t, '/api/circuits/circuits/', { cid: 'only-z', provider: provider.id, type: type.id })
  const az = [await create(t, '/api/circuits/circuit-terminations/', { circuit: both.id, term_side: 'A' }), await create(t, '/api/circuits/circuit-terminations/', { circuit: both.id, term_side: 'Z' })]
  const z = await create(t, '/api/circuits/circuit-terminations/', { circuit: onlyZ.id, term_side: 'Z' })
  const circuits = byName((await get(t, '/api/circuits/circuits/?limit=10')).results, 'cid')
  for (const got of [circuits.both, await get(t, `/api/circuits/circuits/${both.id}/`)]) {
    assert.equal(got.termination_a?.id, az[0].id)
    assert.equal(got.termination_z?.id, az[1].id)
  }
  for (const got of [circuits['only-z'], await get(t, `/api/circuits/circuits/${onlyZ.id}/`)]) {
    assert.equal(got.termination_a, null)
    assert.equal(got.termination_z?.id, z.id)
  }
})

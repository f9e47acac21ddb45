// Counts of related rows on list pages are grouped joins over the page (select.ts `page`), on
// single objects and unbounded lists correlated subqueries: every form must give the same numbers,
// zero included, for each kind of count (a foreign key, a generic relation, a many-to-many).
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
  await create(t, '/api/dcim/interfaces/', { device: a.device.id, name: 'eth1', type: '1000base-t' })
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
  }
  assert.deepEqual(forms[3].map((r: Obj) => r.name), ['dev-a', 'dev-b'])
  const filtered = await get(t, '/api/dcim/devices/?interface_count__gt=1')
  assert.deepEqual(filtered.results.map((r: Obj) => [r.name, r.interface_count]), [['dev-a', 2]])
})

test('a generic relation and a many-to-many are counted alike', async () => {
  const ifaces = byName((await get(t, `/api/dcim/interfaces/?device_id=${a.device.id}&limit=5`)).results)
  assert.equal(ifaces.eth0.count_ipaddresses, 2)
  assert.equal(ifaces.eth1.count_ipaddresses, 0)
  assert.equal((await get(t, `/api/dcim/interfaces/${a.iface.id}/`)).count_ipaddresses, 2)
  const asns = byName((await get(t, '/api/ipam/asns/?limit=5')).results, 'asn')
  assert.equal(asns[65001].site_count, 2)
  assert.equal(asns[65002].site_count, 0)
  assert.equal((await get(t, `/api/ipam/asns/${asn.id}/`)).site_count, 2)
  const brief = byName((await get(t, '/api/dcim/sites/?limit=5&brief=1')).results)
  assert.ok(brief['site-a'])
})

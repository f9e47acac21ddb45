// `<fk>=` filters name the related row by its model's `lookupBy` field: VRFs by route
// distinguisher and provider accounts by account ID (NetBox's to_field_name), other models by
// slug, else name, as before.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, show } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

const ids = (r: { body: { results: Array<{ id: number }> } }) => r.body.results.map((x) => x.id).sort((a, b) => a - b)

test('?vrf= names VRFs by route distinguisher, not by name', async () => {
  const red = await create(t, '/api/ipam/vrfs/', { name: 'red', rd: '65000:1' })
  await create(t, '/api/ipam/vrfs/', { name: '65000:2', rd: '65000:9' })
  const p1 = await create(t, '/api/ipam/prefixes/', { prefix: '10.1.0.0/16', vrf: red.id })
  const a1 = await create(t, '/api/ipam/ip-addresses/', { address: '10.1.0.1/16', vrf: red.id })
  await create(t, '/api/ipam/prefixes/', { prefix: '10.1.0.0/16' })

  const byRd = await t.api('GET', '/api/ipam/prefixes/?vrf=65000:1')
  assert.equal(byRd.status, 200, show(byRd))
  assert.deepEqual(ids(byRd), [p1.id])
  assert.deepEqual(ids(await t.api('GET', '/api/ipam/ip-addresses/?vrf=65000:1')), [a1.id])
  // A VRF's name is not what the filter compares.
  assert.deepEqual(ids(await t.api('GET', '/api/ipam/prefixes/?vrf=red')), [])
  assert.deepEqual(ids(await t.api('GET', '/api/ipam/prefixes/?vrf=65000:2')), [])
  // null still means "no VRF".
  assert.equal((await t.api('GET', '/api/ipam/prefixes/?vrf=null')).body.count, 1)
})

test('?provider_account= names accounts by account ID', async () => {
  const p = await create(t, '/api/circuits/providers/', { name: 'P', slug: 'p' })
  const type = await create(t, '/api/circuits/circuit-types/', { name: 'T', slug: 't' })
  const acct = await create(t, '/api/circuits/provider-accounts/', { provider: p.id, account: 'ACC-1', name: 'Main' })
  const c = await create(t, '/api/circuits/circuits/', { cid: 'C1', provider: p.id, provider_account: acct.id, type: type.id })
  await create(t, '/api/circuits/circuits/', { cid: 'C2', provider: p.id, type: type.id })
  assert.deepEqual(ids(await t.api('GET', '/api/circuits/circuits/?provider_account=ACC-1')), [c.id])
  assert.deepEqual(ids(await t.api('GET', '/api/circuits/circuits/?provider_account=Main')), [])
})

test('models without a declared lookupBy keep slug, else name', async () => {
  const s = await create(t, '/api/dcim/sites/', { name: 'Site One', slug: 'site-one' })
  const p = await create(t, '/api/circuits/providers/', { name: 'P2', slug: 'p2' })
  const type = await create(t, '/api/circuits/circuit-types/', { name: 'T2', slug: 't2' })
  const c = await create(t, '/api/circuits/circuits/', { cid: 'C3', provider: p.id, type: type.id })
  const term = await create(t, '/api/circuits/circuit-terminations/', { circuit: c.id, term_side: 'A', termination_type: 'dcim.site', termination_id: s.id })
  assert.ok(term.id)
  assert.deepEqual(ids(await t.api('GET', '/api/circuits/circuits/?provider=p2')), [c.id])
  assert.deepEqual(ids(await t.api('GET', '/api/circuits/circuits/?provider=P2')), [])
})

test('?asn= names ASNs by number; ?primary_ip4= names addresses by address and mask', async () => {
  const rir = await create(t, '/api/ipam/rirs/', { name: 'RIR', slug: 'rir' })
  const asn = await create(t, '/api/ipam/asns/', { asn: 65001, rir: rir.id })
  await create(t, '/api/ipam/asns/', { asn: 4200000000, rir: rir.id })
  const s = await create(t, '/api/dcim/sites/', { name: 'A', slug: 'a', asns: [asn.id] })
  await create(t, '/api/dcim/sites/', { name: 'B', slug: 'b' })
  assert.deepEqual(ids(await t.api('GET', '/api/dcim/sites/?asn=65001')), [s.id])
  assert.deepEqual(ids(await t.api('GET', '/api/dcim/sites/?asn=4200000000')), [])
  const bad = await t.api('GET', '/api/dcim/sites/?asn=AS65001')
  assert.equal(bad.status, 400, show(bad))
  assert.ok(bad.body.asn, show(bad))

  const role = await create(t, '/api/dcim/device-roles/', { name: 'R', slug: 'r' })
  const mfr = await create(t, '/api/dcim/manufacturers/', { name: 'M', slug: 'm' })
  const dt = await create(t, '/api/dcim/device-types/', { manufacturer: mfr.id, model: 'DT', slug: 'dt' })
  const dev = await create(t, '/api/dcim/devices/', { name: 'd1', role: role.id, device_type: dt.id, site: s.id })
  const ifc = await create(t, '/api/dcim/interfaces/', { device: dev.id, name: 'eth0', type: '1000base-t' })
  const ip = await create(t, '/api/ipam/ip-addresses/', { address: '192.0.2.1/24', assigned_object_type: 'dcim.interface', assigned_object_id: ifc.id })
  const patched = await t.api('PATCH', `/api/dcim/devices/${dev.id}/`, { primary_ip4: ip.id })
  assert.equal(patched.status, 200, show(patched))
  assert.deepEqual(ids(await t.api('GET', '/api/dcim/devices/?primary_ip4=192.0.2.1/24')), [dev.id])
  assert.deepEqual(ids(await t.api('GET', '/api/dcim/devices/?primary_ip4=192.0.2.1/25')), [])
  assert.equal((await t.api('GET', '/api/dcim/devices/?primary_ip4=not-an-ip')).status, 400)
})

test('relations declared lookupBy: false have only <name>_id (as NetBox): ?rack= is no filter', async () => {
  const strict = await testApp({ STRICT_FILTERING: 'true' })
  try {
    const r = await strict.api('GET', '/api/dcim/devices/?rack=R1')
    assert.equal(r.status, 400, show(r))
    assert.ok(r.body.rack, show(r))
    assert.equal((await strict.api('GET', '/api/dcim/devices/?rack_id=1')).status, 200)
  } finally {
    await strict.close()
  }
})

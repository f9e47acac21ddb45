// Provider networks and provider accounts, a circuit's account belonging to its provider, and its terminations on sides A and Z.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, show } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

test('provider networks are unique by name per provider', async () => {
  const p1 = await create(t, '/api/circuits/providers/', { name: 'P1', slug: 'p1' })
  const p2 = await create(t, '/api/circuits/providers/', { name: 'P2', slug: 'p2' })
  const n = await create(t, '/api/circuits/provider-networks/', { provider: p1.id, name: 'MPLS', service_id: 'svc-1' })
  assert.equal(n.provider.name, 'P1')
  assert.equal(n.service_id, 'svc-1')
  const dup = await t.api('POST', '/api/circuits/provider-networks/', { provider: p1.id, name: 'MPLS' })
  assert.equal(dup.status, 400, show(dup))
  assert.deepEqual(Object.keys(dup.body), ['__all__'])
  await create(t, '/api/circuits/provider-networks/', { provider: p2.id, name: 'MPLS' })
})

test('provider accounts: account unique per provider, named ones too; display shows the name', async () => {
  const p = await create(t, '/api/circuits/providers/', { name: 'P3', slug: 'p3' })
  const a = await create(t, '/api/circuits/provider-accounts/', { provider: p.id, account: '1234', name: 'Main' })
  assert.equal(a.display, '1234 (Main)')
  const plain = await create(t, '/api/circuits/provider-accounts/', { provider: p.id, account: '5678' })
  assert.equal(plain.display, '5678')
  await create(t, '/api/circuits/provider-accounts/', { provider: p.id, account: '9999' }) // unnamed twice is fine
  const sameAccount = await t.api('POST', '/api/circuits/provider-accounts/', { provider: p.id, account: '1234' })
  assert.equal(sameAccount.status, 400, show(sameAccount))
  const sameName = await t.api('POST', '/api/circuits/provider-accounts/', { provider: p.id, account: '4321', name: 'Main' })
  assert.deepEqual(sameName.body, { __all__: ['Constraint “circuits_provideraccount_unique_provider_name” is violated.'] })
})

test("a circuit's provider account belongs to the circuit's provider", async () => {
  const p = await create(t, '/api/circuits/providers/', { name: 'P4', slug: 'p4' })
  const other = await create(t, '/api/circuits/providers/', { name: 'P5', slug: 'p5' })
  const type = await create(t, '/api/circuits/circuit-types/', { name: 'Transit', slug: 'transit' })
  const acct = await create(t, '/api/circuits/provider-accounts/', { provider: p.id, account: 'A-1' })
  const c = await create(t, '/api/circuits/circuits/', { cid: 'C1', provider: p.id, type: type.id, provider_account: acct.id })
  assert.equal(c.provider_account.account, 'A-1')
  const wrong = await t.api('POST', '/api/circuits/circuits/', { cid: 'C2', provider: other.id, type: type.id, provider_account: acct.id })
  assert.deepEqual(wrong.body, { provider_account: ['The assigned account must belong to the assigned provider.'] })
  const moved = await t.api('PATCH', `/api/circuits/circuits/${c.id}/`, { provider: other.id })
  assert.equal(moved.status, 400, show(moved))
  const inUse = await t.api('DELETE', `/api/circuits/provider-accounts/${acct.id}/`)
  assert.equal(inUse.status, 409, show(inUse))
})

test("a circuit shows its terminations on sides A and Z (NetBox's CircuitCircuitTerminationSerializer)", async () => {
  const p = await create(t, '/api/circuits/providers/', { name: 'P-AZ', slug: 'p-az' })
  const ty = await create(t, '/api/circuits/circuit-types/', { name: 'Transit AZ', slug: 'transit-az' })
  const c = await create(t, '/api/circuits/circuits/', { cid: 'C-AZ', provider: p.id, type: ty.id })
  assert.equal(c.termination_a, null)
  assert.equal(c.termination_z, null)
  const site = await create(t, '/api/dcim/sites/', { name: 'AZ site', slug: 'az-site' })
  const net = await create(t, '/api/circuits/provider-networks/', { provider: p.id, name: 'Backbone' })
  const a = await create(t, '/api/circuits/circuit-terminations/', { circuit: c.id, term_side: 'A', termination_type: 'dcim.site', termination_id: site.id, port_speed: 10000, xconnect_id: 'X1' })
  const z = await create(t, '/api/circuits/circuit-terminations/', { circuit: c.id, term_side: 'Z', termination_type: 'circuits.providernetwork', termination_id: net.id })
  // The document declares this shape: test/api/openapi-document.test.ts.
  const got = await t.api('GET', `/api/circuits/circuits/${c.id}/`)
  const { termination_a: ta, termination_z: tz } = got.body
  assert.deepEqual(Object.keys(ta).sort(), ['description', 'display', 'display_url', 'id', 'port_speed', 'termination', 'termination_id', 'termination_type', 'upstream_speed', 'url', 'xconnect_id'])
  assert.equal(ta.id, a.id)
  assert.equal(ta.port_speed, 10000)
  assert.equal(ta.xconnect_id, 'X1')
  assert.deepEqual([ta.termination_type, ta.termination_id, ta.termination.name], ['dcim.site', site.id, 'AZ site'])
  assert.deepEqual([tz.id, tz.termination_type, tz.termination.name], [z.id, 'circuits.providernetwork', 'Backbone'])
  const listed = await t.api('GET', `/api/circuits/circuits/?id=${c.id}`)
  assert.deepEqual(listed.body.results[0].termination_a, ta)
  // Deleting side A empties it; side Z stays.
  assert.equal((await t.api('DELETE', `/api/circuits/circuit-terminations/${a.id}/`)).status, 204)
  const after = (await t.api('GET', `/api/circuits/circuits/${c.id}/`)).body
  assert.equal(after.termination_a, null)
  assert.equal(after.termination_z.id, z.id)
})

// Unique IP space (NetBox ≥ 3.7): duplicate prefixes and IP addresses are refused in the global
// table while ENFORCE_GLOBAL_UNIQUE is on (the default) and in VRFs with enforce_unique, also
// between the items of one bulk request.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, show } from './fixtures.js'

const IPS = '/api/ipam/ip-addresses/'
const PREFIXES = '/api/ipam/prefixes/'

describe('ENFORCE_GLOBAL_UNIQUE on (the default)', () => {
  let t: TestApp
  before(async () => {
    t = await testApp()
  })
  after(() => t.close())

  test('a duplicate IP address in the global table is 400 naming the existing one (mask ignored)', async () => {
    await create(t, IPS, { address: '10.1.0.1/24' })
    const res = await t.api('POST', IPS, { address: '10.1.0.1/16' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { address: ['Duplicate IP address found in global table: 10.1.0.1/24'] })
  })

  test('a duplicate prefix in the global table is 400', async () => {
    await create(t, PREFIXES, { prefix: '10.2.0.0/24' })
    const res = await t.api('POST', PREFIXES, { prefix: '10.2.0.0/24' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { prefix: ['Duplicate prefix found in global table: 10.2.0.0/24'] })
    await create(t, PREFIXES, { prefix: '10.2.0.0/25' }) // another length is another prefix
  })

  test('a VRF with enforce_unique refuses duplicates, named with its rd; one without allows them', async () => {
    const blue = await create(t, '/api/ipam/vrfs/', { name: 'Blue', rd: '65000:1' })
    const loose = await create(t, '/api/ipam/vrfs/', { name: 'Loose', enforce_unique: false })
    await create(t, IPS, { address: '10.3.0.1/24', vrf: blue.id })
    const dup = await t.api('POST', IPS, { address: '10.3.0.1/24', vrf: blue.id })
    assert.equal(dup.status, 400, show(dup))
    assert.deepEqual(dup.body, { address: ['Duplicate IP address found in VRF Blue (65000:1): 10.3.0.1/24'] })
    // The same address in the global table or in another VRF is no duplicate.
    await create(t, IPS, { address: '10.3.0.1/24' })
    await create(t, IPS, { address: '10.3.0.1/24', vrf: loose.id })
    await create(t, IPS, { address: '10.3.0.1/24', vrf: loose.id })
    await create(t, PREFIXES, { prefix: '10.3.0.0/24', vrf: loose.id })
    await create(t, PREFIXES, { prefix: '10.3.0.0/24', vrf: loose.id })
    await create(t, PREFIXES, { prefix: '10.3.0.0/24', vrf: blue.id })
    const dupPrefix = await t.api('POST', PREFIXES, { prefix: '10.3.0.0/24', vrf: blue.id })
    assert.deepEqual(dupPrefix.body, { prefix: ['Duplicate prefix found in VRF Blue (65000:1): 10.3.0.0/24'] })
  })

  test('anycast, VIP and FHRP roles may share an address with each other, not with a plain address', async () => {
    await create(t, IPS, { address: '10.4.0.1/24', role: 'vip' })
    await create(t, IPS, { address: '10.4.0.1/24', role: 'vrrp' })
    const plain = await t.api('POST', IPS, { address: '10.4.0.1/24' })
    assert.equal(plain.status, 400, show(plain))
    await create(t, IPS, { address: '10.4.0.2/24' })
    const anycast = await t.api('POST', IPS, { address: '10.4.0.2/24', role: 'anycast' })
    assert.equal(anycast.status, 400, show(anycast))
  })

  test('a bulk create is checked against stored addresses (looked up at once): VRFs, IPv6, roles', async () => {
    const red = await create(t, '/api/ipam/vrfs/', { name: 'Red8', rd: '65000:8' })
    await create(t, IPS, { address: '10.8.0.1/24', vrf: red.id })
    await create(t, IPS, { address: '2001:DB8::8/64' })
    await create(t, IPS, { address: '10.8.0.2/24', role: 'vip' })
    const res = await t.api('POST', IPS, [
      { address: '10.8.0.1/24' }, // the global table: no duplicate of Red's
      { address: '10.8.0.1/32', vrf: red.id },
      { address: '2001:db8:0::8/128' },
      { address: '10.8.0.2/24', role: 'vrrp' }, // may share with the VIP
      { address: '10.8.0.3/24' },
    ])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, [
      {},
      { address: ['Duplicate IP address found in VRF Red8 (65000:8): 10.8.0.1/24'] },
      { address: ['Duplicate IP address found in global table: 2001:db8::8/64'] },
      {},
      {},
    ])
    assert.equal((await t.api('GET', `${IPS}?q=10.8.0.3`)).body.count, 0)
    const ok = await t.api('POST', IPS, [{ address: '10.8.0.1/24' }, { address: '10.8.0.2/24', role: 'vrrp' }])
    assert.equal(ok.status, 201, show(ok))
  })

  test('duplicates inside one bulk create are refused, and nothing is created', async () => {
    const res = await t.api('POST', IPS, [{ address: '10.5.0.1/24' }, { address: '10.5.0.9/24' }, { address: '10.5.0.1/32' }])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, [{}, {}, { address: ['Duplicate IP address found in global table: 10.5.0.1/24'] }])
    const left = await t.api('GET', `${IPS}?q=10.5.0.`)
    assert.equal((await t.api('GET', `${IPS}?address=10.5.0.9/24`)).body.count, 0, left.text)
    const prefixes = await t.api('POST', PREFIXES, [{ prefix: '10.6.0.0/24' }, { prefix: '10.6.0.0/24' }])
    assert.equal(prefixes.status, 400, show(prefixes))
    assert.deepEqual(prefixes.body, [{}, { prefix: ['Duplicate prefix found in global table: 10.6.0.0/24'] }])
  })

  test('an update onto an existing address is refused, also within a bulk update', async () => {
    await create(t, IPS, { address: '10.7.0.1/24' })
    const b = await create(t, IPS, { address: '10.7.0.2/24' })
    const c = await create(t, IPS, { address: '10.7.0.3/24' })
    const patch = await t.api('PATCH', `${IPS}${b.id}/`, { address: '10.7.0.1/24' })
    assert.equal(patch.status, 400, show(patch))
    assert.deepEqual(patch.body, { address: ['Duplicate IP address found in global table: 10.7.0.1/24'] })
    const bulk = await t.api('PATCH', IPS, [
      { id: b.id, address: '10.7.0.50/24' },
      { id: c.id, address: '10.7.0.50/24' },
    ])
    assert.equal(bulk.status, 400, show(bulk))
    assert.equal((await t.api('GET', `${IPS}${b.id}/`)).body.address, '10.7.0.2/24')
    // Saving an address unchanged is fine.
    const same = await t.api('PATCH', `${IPS}${b.id}/`, { description: 'same' })
    assert.equal(same.status, 200, show(same))
  })
})

describe('ENFORCE_GLOBAL_UNIQUE off', () => {
  let t: TestApp
  before(async () => {
    t = await testApp({ ENFORCE_GLOBAL_UNIQUE: 'false' })
  })
  after(() => t.close())

  test('the global table allows duplicates, within a bulk request too', async () => {
    await create(t, IPS, { address: '10.1.0.1/24' })
    await create(t, IPS, { address: '10.1.0.1/24' })
    const bulk = await t.api('POST', IPS, [{ address: '10.1.0.2/24' }, { address: '10.1.0.2/24' }])
    assert.equal(bulk.status, 201, show(bulk))
    await create(t, PREFIXES, { prefix: '10.2.0.0/24' })
    await create(t, PREFIXES, { prefix: '10.2.0.0/24' })
  })

  test('a VRF with enforce_unique still refuses them', async () => {
    const vrf = await create(t, '/api/ipam/vrfs/', { name: 'Strict' })
    await create(t, IPS, { address: '10.1.0.1/24', vrf: vrf.id })
    const res = await t.api('POST', IPS, { address: '10.1.0.1/24', vrf: vrf.id })
    assert.deepEqual(res.body, { address: ['Duplicate IP address found in VRF Strict: 10.1.0.1/24'] })
  })
})

// IP ranges, aggregates and ASN ranges: NetBox's rules on their bounds and overlaps.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, show } from './fixtures.js'

let t: TestApp
let rir: number

before(async () => {
  t = await testApp()
  rir = (await create(t, '/api/ipam/rirs/', { name: 'RFC 1918', slug: 'rfc1918', is_private: true })).id
})
after(() => t.close())

const RANGES = '/api/ipam/ip-ranges/'

describe('IP ranges', () => {
  test('a range reports its family and size', async () => {
    const r = await create(t, RANGES, { start_address: '10.0.0.10/24', end_address: '10.0.0.19/24', status: 'reserved' })
    assert.equal(r.size, 10)
    assert.deepEqual(r.family, { value: 4, label: 'IPv4' })
    assert.deepEqual(r.status, { value: 'reserved', label: 'Reserved' })
    assert.equal(r.mark_utilized, false)
    const v6 = await create(t, RANGES, { start_address: '2001:db8::1/64', end_address: '2001:db8::100/64' })
    assert.equal(v6.size, 256)
  })

  test('ends of different families or masks, or in the wrong order, are refused', async () => {
    const fam = await t.api('POST', RANGES, { start_address: '10.1.0.1/24', end_address: '2001:db8::1/24' })
    assert.deepEqual(fam.body, { end_address: ['Starting and ending IP address versions must match'] }, show(fam))
    const mask = await t.api('POST', RANGES, { start_address: '10.1.0.1/24', end_address: '10.1.0.9/25' })
    assert.deepEqual(mask.body, { end_address: ['Starting and ending IP address masks must match'] }, show(mask))
    const order = await t.api('POST', RANGES, { start_address: '10.1.0.9/24', end_address: '10.1.0.1/24' })
    assert.deepEqual(order.body, { end_address: ['Ending address must be greater than the starting address (10.1.0.9/24)'] }, show(order))
    const same = await t.api('POST', RANGES, { start_address: '10.1.0.9/24', end_address: '10.1.0.9/24' })
    assert.equal(same.status, 400, show(same))
    const huge = await t.api('POST', RANGES, { start_address: '2001:db8::/32', end_address: '2001:db9::/32' })
    assert.deepEqual(huge.body, { __all__: ['Defined range exceeds maximum supported size (4294967295)'] }, show(huge))
  })

  test('ranges may not overlap in one VRF; other VRFs are separate', async () => {
    await create(t, RANGES, { start_address: '10.2.0.10/24', end_address: '10.2.0.20/24' })
    for (const [start, end] of [
      ['10.2.0.15/24', '10.2.0.30/24'],
      ['10.2.0.1/24', '10.2.0.10/24'],
      ['10.2.0.1/24', '10.2.0.99/24'],
      ['10.2.0.12/24', '10.2.0.13/24'],
    ]) {
      const res = await t.api('POST', RANGES, { start_address: start, end_address: end })
      assert.equal(res.status, 400, `${start}-${end}: ${show(res)}`)
      assert.deepEqual(res.body, { __all__: ['Defined addresses overlap with range 10.2.0.10/24-10.2.0.20/24 in VRF None'] })
    }
    const vrf = await create(t, '/api/ipam/vrfs/', { name: 'Red' })
    await create(t, RANGES, { start_address: '10.2.0.15/24', end_address: '10.2.0.30/24', vrf: vrf.id })
    const inRed = await t.api('POST', RANGES, { start_address: '10.2.0.30/24', end_address: '10.2.0.40/24', vrf: vrf.id })
    assert.deepEqual(inRed.body, { __all__: ['Defined addresses overlap with range 10.2.0.15/24-10.2.0.30/24 in VRF Red'] })
    await create(t, RANGES, { start_address: '10.2.0.21/24', end_address: '10.2.0.30/24' })
  })

  test('overlaps inside one bulk create are refused and nothing is created', async () => {
    const res = await t.api('POST', RANGES, [
      { start_address: '10.3.0.1/24', end_address: '10.3.0.10/24' },
      { start_address: '10.3.0.5/24', end_address: '10.3.0.20/24' },
    ])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body[1], { __all__: ['Defined addresses overlap with range 10.3.0.1/24-10.3.0.10/24 in VRF None'] })
    assert.equal((await t.api('GET', `${RANGES}?start_address=10.3.0.1/24`)).body.count, 0)
  })

  test('an update keeps the size in step and may not create an overlap', async () => {
    const a = await create(t, RANGES, { start_address: '10.4.0.1/24', end_address: '10.4.0.10/24' })
    await create(t, RANGES, { start_address: '10.4.0.20/24', end_address: '10.4.0.30/24' })
    const grown = await t.api('PATCH', `${RANGES}${a.id}/`, { end_address: '10.4.0.15/24' })
    assert.equal(grown.status, 200, show(grown))
    assert.equal(grown.body.size, 15)
    const clash = await t.api('PATCH', `${RANGES}${a.id}/`, { end_address: '10.4.0.25/24' })
    assert.equal(clash.status, 400, show(clash))
  })
})

describe('Aggregates', () => {
  const AGG = '/api/ipam/aggregates/'
  test('an aggregate needs a RIR and shows its family', async () => {
    const missing = await t.api('POST', AGG, { prefix: '10.0.0.0/8' })
    assert.deepEqual(missing.body, { rir: ['This field is required.'] })
    const a = await create(t, AGG, { prefix: '10.0.0.0/8', rir, date_added: '2024-05-01' })
    assert.deepEqual(a.family, { value: 4, label: 'IPv4' })
    assert.equal(a.date_added, '2024-05-01')
    assert.equal(a.rir.name, 'RFC 1918')
    const rirs = await t.api('GET', `/api/ipam/rirs/${rir}/`)
    assert.equal(rirs.body.aggregate_count, 1)
  })

  test('aggregates may neither be covered by nor cover another', async () => {
    const inside = await t.api('POST', AGG, { prefix: '10.1.0.0/16', rir })
    assert.deepEqual(inside.body, { prefix: ['Aggregates cannot overlap. 10.1.0.0/16 is already covered by an existing aggregate (10.0.0.0/8).'] })
    const same = await t.api('POST', AGG, { prefix: '10.0.0.0/8', rir })
    assert.equal(same.status, 400, show(same))
    await create(t, AGG, { prefix: '172.16.0.0/16', rir })
    const cover = await t.api('POST', AGG, { prefix: '172.0.0.0/8', rir })
    assert.deepEqual(cover.body, { prefix: ['Prefixes cannot overlap aggregates. 172.0.0.0/8 covers an existing aggregate (172.16.0.0/16).'] })
    const bulk = await t.api('POST', AGG, [
      { prefix: '192.168.0.0/16', rir },
      { prefix: '192.168.1.0/24', rir },
    ])
    assert.equal(bulk.status, 400, show(bulk))
    assert.deepEqual(bulk.body[0], {})
  })

  test('a RIR with aggregates cannot be deleted', async () => {
    const res = await t.api('DELETE', `/api/ipam/rirs/${rir}/`)
    assert.equal(res.status, 409, show(res))
  })
})

describe('ASNs and ASN ranges', () => {
  test('ASNs span 1 to 4294967295 and are unique', async () => {
    const big = await create(t, '/api/ipam/asns/', { asn: 4294967295, rir })
    assert.equal(big.asn, 4294967295)
    assert.equal(big.display, 'AS4294967295')
    for (const asn of [0, 4294967296, -1]) {
      const res = await t.api('POST', '/api/ipam/asns/', { asn, rir })
      assert.equal(res.status, 400, `${asn}: ${show(res)}`)
      assert.deepEqual(Object.keys(res.body), ['asn'])
    }
    const dup = await t.api('POST', '/api/ipam/asns/', { asn: 4294967295, rir })
    assert.deepEqual(dup.body, { asn: ['ASN with this asn already exists.'] })
  })

  test('an ASN range starts below its end', async () => {
    const ok = await create(t, '/api/ipam/asn-ranges/', { name: 'Private', slug: 'private', rir, start: 64512, end: 65534 })
    assert.equal(ok.start, 64512)
    const bad = await t.api('POST', '/api/ipam/asn-ranges/', { name: 'Bad', slug: 'bad', rir, start: 65000, end: 65000 })
    assert.deepEqual(bad.body, { __all__: ['Starting ASN (65000) must be lower than ending ASN (65000).'] })
    const patch = await t.api('PATCH', `/api/ipam/asn-ranges/${ok.id}/`, { end: 100 })
    assert.deepEqual(patch.body, { __all__: ['Starting ASN (64512) must be lower than ending ASN (100).'] })
  })
})

// IP addresses, prefixes and VLANs: validation messages, normalisation and the derived family
// of addresses and prefixes.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, show } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

describe('IP addresses', () => {
  test('an invalid address (10.9.0.300/24) is 400 on address', async () => {
    const res = await t.api('POST', '/api/ipam/ip-addresses/', { address: '10.9.0.300/24' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { address: ['Invalid IP address format: 10.9.0.300/24'] })
  })

  test('other malformed addresses are 400 too', async () => {
    for (const address of ['', 'abc', '10.0.0.1/33', '10.0.0.1/24/1', '2001:db8::1/129', '10.1', '10.0.0.1/-1', '10.0.0.1/']) {
      const res = await t.api('POST', '/api/ipam/ip-addresses/', { address })
      assert.equal(res.status, 400, `${address}: ${show(res)}`)
      assert.deepEqual(Object.keys(res.body), ['address'], address)
    }
    const num = await t.api('POST', '/api/ipam/ip-addresses/', { address: 167772161 })
    assert.equal(num.status, 400, show(num))
  })

  test('an address without a mask becomes /32 (IPv4) or /128 (IPv6)', async () => {
    const v4 = await create(t, '/api/ipam/ip-addresses/', { address: '10.9.0.2' })
    assert.equal(v4.address, '10.9.0.2/32')
    assert.equal(v4.display, '10.9.0.2/32')
    const v6 = await create(t, '/api/ipam/ip-addresses/', { address: '2001:db8::2' })
    assert.equal(v6.address, '2001:db8::2/128')
  })

  test('host bits are kept on an IP address', async () => {
    const ip = await create(t, '/api/ipam/ip-addresses/', { address: '10.9.0.17/24' })
    assert.equal(ip.address, '10.9.0.17/24')
  })

  test('family is derived: 4 for IPv4, 6 for IPv6', async () => {
    const v4 = await create(t, '/api/ipam/ip-addresses/', { address: '192.0.2.1/24' })
    assert.deepEqual(v4.family, { value: 4, label: 'IPv4' })
    const v6 = await create(t, '/api/ipam/ip-addresses/', { address: '2001:DB8:0:0::1/64' })
    assert.deepEqual(v6.family, { value: 6, label: 'IPv6' })
    assert.equal(v6.address, '2001:db8::1/64', 'IPv6 is normalised to its compressed lower-case form')
    const f6 = await get(t, '/api/ipam/ip-addresses/?family=6')
    assert.deepEqual(
      f6.results.map((r: { address: string }) => r.address).sort(),
      ['2001:db8::1/64', '2001:db8::2/128'],
    )
  })

  test('family is read-only: a written value is ignored', async () => {
    const ip = await create(t, '/api/ipam/ip-addresses/', { address: '192.0.2.9/24', family: 6 })
    assert.deepEqual(ip.family, { value: 4, label: 'IPv4' })
  })

  test('an invalid status is 400; dns_name is lower-cased', async () => {
    const bad = await t.api('POST', '/api/ipam/ip-addresses/', { address: '192.0.2.10/24', status: 'bogus' })
    assert.equal(bad.status, 400, show(bad))
    assert.deepEqual(bad.body, { status: ['bogus is not a valid choice.'] })
    const ip = await create(t, '/api/ipam/ip-addresses/', { address: '192.0.2.10/24', dns_name: 'Host.Example.COM' })
    assert.equal(ip.dns_name, 'host.example.com')
  })

  test('filter by address: with a mask exact, without a mask any mask', async () => {
    await create(t, '/api/ipam/ip-addresses/', { address: '198.51.100.7/24' })
    // The same host twice needs a VRF that allows duplicates (the global table refuses them).
    const loose = await create(t, '/api/ipam/vrfs/', { name: 'loose', enforce_unique: false })
    await create(t, '/api/ipam/ip-addresses/', { address: '198.51.100.7/25', vrf: loose.id })
    const exact = await get(t, '/api/ipam/ip-addresses/?address=198.51.100.7/24')
    assert.equal(exact.count, 1)
    const anyMask = await get(t, '/api/ipam/ip-addresses/?address=198.51.100.7')
    assert.equal(anyMask.count, 2)
    const bad = await t.api('GET', '/api/ipam/ip-addresses/?address=not-an-ip')
    assert.equal(bad.status, 400, show(bad))
  })
})

describe('prefixes', () => {
  test('host bits set: 400 "10.9.1.5/24 is not a valid prefix. Did you mean 10.9.1.0/24?"', async () => {
    const res = await t.api('POST', '/api/ipam/prefixes/', { prefix: '10.9.1.5/24' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { prefix: ['10.9.1.5/24 is not a valid prefix. Did you mean 10.9.1.0/24?'] })
    const v6 = await t.api('POST', '/api/ipam/prefixes/', { prefix: '2001:db8::1/48' })
    assert.equal(v6.status, 400, show(v6))
    assert.deepEqual(v6.body, { prefix: ['2001:db8::1/48 is not a valid prefix. Did you mean 2001:db8::/48?'] })
  })

  test('a valid prefix: 201, status active and is_pool false by default, family derived', async () => {
    const p = await create(t, '/api/ipam/prefixes/', { prefix: '10.9.0.0/24' })
    assert.equal(p.prefix, '10.9.0.0/24')
    assert.deepEqual(p.status, { value: 'active', label: 'Active' })
    assert.equal(p.is_pool, false)
    assert.deepEqual(p.family, { value: 4, label: 'IPv4' })
    const v6 = await create(t, '/api/ipam/prefixes/', { prefix: '2001:db8:1::/48', status: 'container' })
    assert.deepEqual(v6.family, { value: 6, label: 'IPv6' })
    assert.deepEqual(v6.status, { value: 'container', label: 'Container' })
  })

  test('a prefix given a site shows it nested', async () => {
    const site = await create(t, '/api/dcim/sites/', { name: 'Ipam Site', slug: 'ipam-site' })
    const p = await create(t, '/api/ipam/prefixes/', { prefix: '10.10.0.0/16', site: site.id })
    assert.equal(p.site.id, site.id)
    assert.equal(p.site.name, 'Ipam Site')
  })

  test('a malformed prefix is 400', async () => {
    for (const prefix of ['10.0.0.0/33', 'nope', '10.0.0/24']) {
      const res = await t.api('POST', '/api/ipam/prefixes/', { prefix })
      assert.equal(res.status, 400, `${prefix}: ${show(res)}`)
      assert.deepEqual(Object.keys(res.body), ['prefix'], prefix)
    }
  })
})

describe('VLANs', () => {
  test('vid 5000 is 400 "Ensure this value is less than or equal to 4094."', async () => {
    const res = await t.api('POST', '/api/ipam/vlans/', { vid: 5000, name: 'too-big' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { vid: ['Ensure this value is less than or equal to 4094.'] })
  })

  test('vid 0 is 400 "Ensure this value is greater than or equal to 1."; a non-integer is 400', async () => {
    const zero = await t.api('POST', '/api/ipam/vlans/', { vid: 0, name: 'zero' })
    assert.equal(zero.status, 400, show(zero))
    assert.deepEqual(zero.body, { vid: ['Ensure this value is greater than or equal to 1.'] })
    const str = await t.api('POST', '/api/ipam/vlans/', { vid: 'ten', name: 'ten' })
    assert.equal(str.status, 400, show(str))
    assert.deepEqual(str.body, { vid: ['A valid integer is required.'] })
  })

  test('a valid VLAN: display "name (vid)" and display_name', async () => {
    const v = await create(t, '/api/ipam/vlans/', { vid: 100, name: 'TS-VLAN-100' })
    assert.equal(v.vid, 100)
    assert.equal(v.display, 'TS-VLAN-100 (100)')
    assert.equal(v.display_name, 'TS-VLAN-100 (100)')
    assert.equal(v.site, null)
    assert.equal(v.group, null)
    assert.deepEqual(v.status, { value: 'active', label: 'Active' })
    const edge = await create(t, '/api/ipam/vlans/', { vid: 4094, name: 'edge' })
    assert.equal(edge.vid, 4094)
  })

  test('a VLAN in a group nests the group', async () => {
    const g = await create(t, '/api/ipam/vlan-groups/', { name: 'Grp', slug: 'grp' })
    const v = await create(t, '/api/ipam/vlans/', { vid: 200, name: 'grouped', group: g.id })
    assert.equal(v.group.id, g.id)
    assert.equal(v.group.slug, 'grp')
  })
})

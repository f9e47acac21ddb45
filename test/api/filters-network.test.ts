// Network filters on prefixes and IP addresses: parent (an address whatever its mask), within,
// within_include, contains, mask_length, family, present_in_vrf(_id); malformed values are 400s.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, show } from './fixtures.js'

let t: TestApp
let vrf: Obj
const P = '/api/ipam/prefixes/'
const IP = '/api/ipam/ip-addresses/'

before(async () => {
  t = await testApp()
  vrf = await create(t, '/api/ipam/vrfs/', { name: 'blue', rd: '65000:1' })
  for (const prefix of ['10.0.0.0/8', '10.1.0.0/16', '10.1.2.0/24', '10.2.0.0/16', '192.168.0.0/24', '2001:db8::/32', '2001:db8:1::/48'])
    await create(t, P, { prefix })
  await create(t, P, { prefix: '10.1.2.0/24', vrf: vrf.id, description: 'in vrf' })
  for (const address of ['10.1.2.5/24', '10.1.2.6/32', '10.1.3.1/16', '10.9.9.9/8', '10.1.2.7/8', '192.168.0.1/24', '2001:db8:1::1/64'])
    await create(t, IP, { address })
  await create(t, IP, { address: '10.1.2.9/24', vrf: vrf.id })
})
after(() => t.close())

const prefixes = async (q: string) => ((await get(t, `${P}?${q}&limit=100`)).results as Obj[]).map((o) => o.prefix + (o.vrf ? '@' + o.vrf.name : '')).sort()
const addresses = async (q: string) => ((await get(t, `${IP}?${q}&limit=100`)).results as Obj[]).map((o) => o.address + (o.vrf ? '@' + o.vrf.name : '')).sort()

describe('prefix filters', () => {
  test('within excludes the prefix itself, within_include keeps it', async () => {
    assert.deepEqual(await prefixes('within=10.1.0.0/16'), ['10.1.2.0/24', '10.1.2.0/24@blue'])
    assert.deepEqual(await prefixes('within_include=10.1.0.0/16'), ['10.1.0.0/16', '10.1.2.0/24', '10.1.2.0/24@blue'])
    assert.deepEqual(await prefixes('within=10.0.0.0/8&vrf_id=null'), ['10.1.0.0/16', '10.1.2.0/24', '10.2.0.0/16'])
    assert.deepEqual(await prefixes('within=2001:db8::/32'), ['2001:db8:1::/48'])
    assert.deepEqual(await prefixes('within=10.1.0.0/16&within=10.2.0.0/15'), ['10.1.2.0/24', '10.1.2.0/24@blue', '10.2.0.0/16'])
  })

  test('contains takes an address or a prefix', async () => {
    assert.deepEqual(await prefixes('contains=10.1.2.3&vrf_id=null'), ['10.0.0.0/8', '10.1.0.0/16', '10.1.2.0/24'])
    assert.deepEqual(await prefixes('contains=10.1.0.0/16'), ['10.0.0.0/8', '10.1.0.0/16'])
    assert.deepEqual(await prefixes('contains=2001:db8:1::5'), ['2001:db8:1::/48', '2001:db8::/32'])
  })

  test('mask_length with lookups, family', async () => {
    assert.deepEqual(await prefixes('mask_length=16'), ['10.1.0.0/16', '10.2.0.0/16'])
    assert.deepEqual(await prefixes('mask_length__gte=32&family=6'), ['2001:db8:1::/48', '2001:db8::/32'])
    assert.deepEqual(await prefixes('mask_length__lte=8'), ['10.0.0.0/8'])
    assert.equal((await get(t, `${P}?family=4`)).count, 6)
  })

  test('present_in_vrf_id and present_in_vrf (by rd)', async () => {
    assert.deepEqual(await prefixes(`present_in_vrf_id=${vrf.id}`), ['10.1.2.0/24@blue'])
    assert.deepEqual(await prefixes('present_in_vrf=65000:1'), ['10.1.2.0/24@blue'])
    assert.deepEqual(await prefixes('present_in_vrf=65000:9'), [])
  })
})

describe('IP address filters', () => {
  test('parent matches the address itself, whatever its mask', async () => {
    assert.deepEqual(await addresses('parent=10.1.2.0/24'), ['10.1.2.5/24', '10.1.2.6/32', '10.1.2.7/8', '10.1.2.9/24@blue'])
    assert.deepEqual(await addresses('parent=10.1.0.0/16'), ['10.1.2.5/24', '10.1.2.6/32', '10.1.2.7/8', '10.1.2.9/24@blue', '10.1.3.1/16'])
    assert.deepEqual(await addresses('parent=2001:db8::/32'), ['2001:db8:1::1/64'])
    assert.deepEqual(await addresses('parent=192.168.0.0/24&parent=10.9.0.0/16'), ['10.9.9.9/8', '192.168.0.1/24'])
  })

  test('mask_length, family, present_in_vrf_id', async () => {
    assert.deepEqual(await addresses('mask_length=8'), ['10.1.2.7/8', '10.9.9.9/8'])
    assert.deepEqual(await addresses('family=6'), ['2001:db8:1::1/64'])
    assert.deepEqual(await addresses(`present_in_vrf_id=${vrf.id}`), ['10.1.2.9/24@blue'])
    assert.deepEqual(await addresses('address=10.1.2.5'), ['10.1.2.5/24'])
  })
})

test('malformed network values are a 400 naming the parameter', async () => {
  for (const q of ['within=10.0.0.0', 'within=banana', 'within_include=10.0.0.0/33', 'contains=1.2.3', 'mask_length=x', 'present_in_vrf_id=abc']) {
    const res = await t.api('GET', `${P}?${q}`)
    assert.equal(res.status, 400, `${q}: ${show(res)}`)
    assert.ok(Array.isArray(res.body[q.split('=')[0]]), `${q}: ${res.text}`)
  }
  for (const q of ['parent=10.0.0.1', 'parent=::gg/64']) {
    const res = await t.api('GET', `${IP}?${q}`)
    assert.equal(res.status, 400, `${q}: ${show(res)}`)
    assert.ok(res.body.parent, res.text)
  }
})

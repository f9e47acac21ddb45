// `q` matches what NetBox 4.4.10's filterset search() matches (models' `search`, src/engine/search.ts),
// through HTTP on small fixtures: related objects' names (to-one and to-many, each object once),
// Django's lookups (istartswith/startswith on addresses as text, case-sensitive `contains` on
// prefixes, exact integers), values converted as Python's int() and netaddr.IPNetwork() (a term is
// left out when they fail), the value as Django's CharField hands it over (the last one, stripped by
// Python's rules; blank: no filter), LIKE wildcards taken literally.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice } from './fixtures.js'

let t: TestApp
let a: Awaited<ReturnType<typeof seedDevice>>
let b: Awaited<ReturnType<typeof seedDevice>>
let rir: Obj

before(async () => {
  t = await testApp()
  a = await seedDevice(t, 'a')
  b = await seedDevice(t, 'b')
  rir = await create(t, '/api/ipam/rirs/', { name: 'RIR q', slug: 'rir-q' })
})
after(() => t.close())

const ids = async (url: string) => {
  const r = await t.api('GET', url)
  assert.equal(r.status, 200, `${url}: ${r.status} ${r.text.slice(0, 300)}`)
  return (r.body.results as Obj[]).map((o) => o.id as number).sort((x, y) => x - y)
}
const sorted = (...xs: number[]) => xs.sort((x, y) => x - y)
const enc = encodeURIComponent

test('devices: the virtual chassis name and the primary addresses (startswith), besides their own fields', async () => {
  const vc = await create(t, '/api/dcim/virtual-chassis/', { name: 'VC_Alpha' })
  await create(t, '/api/dcim/virtual-chassis/', { name: 'VCxAlpha' })
  let r = await t.api('PATCH', `/api/dcim/devices/${a.device.id}/`, { virtual_chassis: vc.id, vc_position: 1 })
  assert.equal(r.status, 200, r.text)
  const ipA = await create(t, '/api/ipam/ip-addresses/', { address: '10.9.8.7/24', assigned_object_type: 'dcim.interface', assigned_object_id: a.iface.id })
  const ipB = await create(t, '/api/ipam/ip-addresses/', { address: '110.9.8.7/24', assigned_object_type: 'dcim.interface', assigned_object_id: b.iface.id })
  const ip6 = await create(t, '/api/ipam/ip-addresses/', { address: '2001:db8::a/64', assigned_object_type: 'dcim.interface', assigned_object_id: b.iface.id })
  for (const [dev, ip4, ip6id] of [[a.device.id, ipA.id, null], [b.device.id, ipB.id, ip6.id]] as const) {
    r = await t.api('PATCH', `/api/dcim/devices/${dev}/`, { primary_ip4: ip4, ...(ip6id ? { primary_ip6: ip6id } : {}) })
    assert.equal(r.status, 200, r.text)
  }
  // icontains on the chassis name; `_` is a literal underscore, not LIKE's any-character.
  assert.deepEqual(await ids('/api/dcim/devices/?q=vc_alpha'), [a.device.id])
  assert.deepEqual(await ids('/api/dcim/devices/?q=c_a'), [a.device.id])
  // startswith on the address as text ('10.9.8.7/24'): 110.9.8.7 does not start with 10.9.8.
  assert.deepEqual(await ids('/api/dcim/devices/?q=10.9.8'), [a.device.id])
  assert.deepEqual(await ids('/api/dcim/devices/?q=10.9.8.7/24'), [a.device.id])
  assert.deepEqual(await ids('/api/dcim/devices/?q=110.9'), [b.device.id])
  assert.deepEqual(await ids('/api/dcim/devices/?q=2001:db8::a'), [b.device.id])
  // startswith is case-sensitive (Django's LIKE): PostgreSQL writes IPv6 in lower case.
  assert.deepEqual(await ids('/api/dcim/devices/?q=2001:DB8::A'), [])
  // Members of a virtual chassis are found from the chassis too (to-many: members__name).
  assert.deepEqual(await ids(`/api/dcim/virtual-chassis/?q=dev-a`), [vc.id])
})

test('ip addresses: istartswith on the address as text, not a substring of the host', async () => {
  const ips = (q: string) => ids(`/api/ipam/ip-addresses/?q=${enc(q)}`)
  const all = await ids('/api/ipam/ip-addresses/?q=.9.8.7')
  assert.equal(all.length, 0) // not contained: starts with
  const ten = await ids('/api/ipam/ip-addresses/?q=10.9.8')
  assert.equal(ten.length, 1)
  assert.deepEqual(await ips('10.9.8.7/24'), ten)
  assert.deepEqual(await ips('10.9.8.7/2'), ten) // '10.9.8.7/24' starts with it
  // IPNetwork-looking values are not treated as networks by IPAddressFilterSet.search.
  assert.deepEqual(await ips('10.9.8.0/24'), [])
  // istartswith: TEXT(address) LIKE LOWER('2001:DB8%').
  assert.equal((await ips('2001:DB8::A')).length, 1)
})

test('prefixes and aggregates: prefix__contains (case-sensitive text) and net_contains_or_equals when the value is a network', async () => {
  const p16 = await create(t, '/api/ipam/prefixes/', { prefix: '10.20.0.0/16' })
  const p24 = await create(t, '/api/ipam/prefixes/', { prefix: '10.20.30.0/24' })
  const p110 = await create(t, '/api/ipam/prefixes/', { prefix: '110.20.0.0/16' })
  const p6 = await create(t, '/api/ipam/prefixes/', { prefix: '2001:db8:ab::/48' })
  const prefixes = (q: string) => ids(`/api/ipam/prefixes/?q=${enc(q)}`)
  // An address: every prefix containing it; its text is in none of them.
  assert.deepEqual(await prefixes('10.20.30.5'), sorted(p16.id, p24.id))
  // Not a network for netaddr (inet_pton: four octets): text containment only, 110.20.0.0/16 too.
  assert.deepEqual(await prefixes('10.20'), sorted(p16.id, p24.id, p110.id))
  // A netmask, a hostmask and Python's int() prefix lengths are networks for netaddr.
  assert.deepEqual(await prefixes('10.20.30.77/255.255.255.0'), sorted(p16.id, p24.id))
  assert.deepEqual(await prefixes('10.20.30.77/0.0.0.255'), sorted(p16.id, p24.id))
  assert.deepEqual(await prefixes('10.20.99.1/1_6'), [p16.id])
  assert.deepEqual(await prefixes('10.20.99.1/33'), []) // not a network, and no prefix's text holds it
  assert.deepEqual(await prefixes('2001:db8:ab:1::1'), [p6.id])
  assert.deepEqual(await prefixes('2001:DB8:AB::'), [p6.id]) // a network (the text would not match: LIKE)
  assert.deepEqual(await prefixes('DB8:AB'), []) // case-sensitive contains
  assert.deepEqual(await prefixes('db8:ab'), [p6.id])

  const agg = await create(t, '/api/ipam/aggregates/', { prefix: '10.0.0.0/8', rir: rir.id })
  await create(t, '/api/ipam/aggregates/', { prefix: '172.16.0.0/12', rir: rir.id })
  assert.deepEqual(await ids('/api/ipam/aggregates/?q=10.20.30.5'), [agg.id])
  assert.deepEqual(await ids('/api/ipam/aggregates/?q=0.0.0/8'), [agg.id])
})

test('ip ranges: start/end address text, or equal to the value as a network', async () => {
  const r1 = await create(t, '/api/ipam/ip-ranges/', { start_address: '10.50.0.1/24', end_address: '10.50.0.100/24' })
  await create(t, '/api/ipam/ip-ranges/', { start_address: '10.60.0.1/24', end_address: '10.60.0.9/24' })
  assert.deepEqual(await ids('/api/ipam/ip-ranges/?q=10.50.0.1'), [r1.id])
  assert.deepEqual(await ids('/api/ipam/ip-ranges/?q=0.100/24'), [r1.id])
  // start_address = '10.50.0.1/255.255.255.0' read by netaddr: 10.50.0.1/24.
  assert.deepEqual(await ids(`/api/ipam/ip-ranges/?q=${enc('10.50.0.1/255.255.255.0')}`), [r1.id])
})

test('integers: ASNs, VLAN IDs and sites by ASN compare int(value) exactly; a value that is no int leaves the term out', async () => {
  const asn = await create(t, '/api/ipam/asns/', { asn: 65001, rir: rir.id, description: 'transit' })
  const asn2 = await create(t, '/api/ipam/asns/', { asn: 65010, rir: rir.id })
  const asns = (q: string) => ids(`/api/ipam/asns/?q=${enc(q)}`)
  assert.deepEqual(await asns('65001'), [asn.id])
  assert.deepEqual(await asns('6500'), []) // exact, not contains
  assert.deepEqual(await asns('+65_001'), [asn.id]) // Python's int()
  assert.deepEqual(await asns('６５０１０'), [asn2.id]) // fullwidth digits: int() reads them
  assert.deepEqual(await asns('65001x'), [])
  assert.deepEqual(await asns('99999999999999999999999999'), []) // beyond bigint: no row, no error
  assert.deepEqual(await asns('trans'), [asn.id])

  const vlan = await create(t, '/api/ipam/vlans/', { vid: 123, name: 'users' })
  await create(t, '/api/ipam/vlans/', { vid: 1234, name: 'servers' })
  assert.deepEqual(await ids('/api/ipam/vlans/?q=123'), [vlan.id])
  assert.deepEqual(await ids('/api/ipam/vlans/?q=40000'), [])
  assert.deepEqual(await ids('/api/ipam/vlans/?q=user'), [vlan.id])

  const r = await t.api('PATCH', `/api/dcim/sites/${a.site.id}/`, { asns: [asn.id] })
  assert.equal(r.status, 200, r.text)
  assert.deepEqual(await ids('/api/dcim/sites/?q=65001'), [a.site.id])
  assert.deepEqual(await ids('/api/dcim/sites/?q=site-'), sorted(a.site.id, b.site.id))
})

test('to-many paths: circuits by their terminations, each circuit once; tagged objects by their tag', async () => {
  const provider = await create(t, '/api/circuits/providers/', { name: 'Prov', slug: 'prov' })
  const type = await create(t, '/api/circuits/circuit-types/', { name: 'Transit', slug: 'transit' })
  const c1 = await create(t, '/api/circuits/circuits/', { cid: 'C-1', provider: provider.id, type: type.id })
  const c2 = await create(t, '/api/circuits/circuits/', { cid: 'C-2', provider: provider.id, type: type.id })
  await create(t, '/api/circuits/circuit-terminations/', { circuit: c1.id, term_side: 'A', xconnect_id: 'XC-77-a' })
  await create(t, '/api/circuits/circuit-terminations/', { circuit: c1.id, term_side: 'Z', xconnect_id: 'XC-77-z' })
  await create(t, '/api/circuits/circuit-terminations/', { circuit: c2.id, term_side: 'A', pp_info: 'panel 9' })
  const page = await get(t, '/api/circuits/circuits/?q=xc-77')
  assert.equal(page.count, 1)
  assert.deepEqual(page.results.map((o: Obj) => o.id), [c1.id])
  assert.deepEqual(await ids('/api/circuits/circuits/?q=PANEL'), [c2.id])
  assert.deepEqual(await ids('/api/circuits/circuit-terminations/?q=c-2'), (await ids(`/api/circuits/circuit-terminations/?circuit_id=${c2.id}`)))

  const tag = await create(t, '/api/extras/tags/', { name: 'Gold%Tier', slug: 'gold-tier' })
  await create(t, '/api/extras/tags/', { name: 'GoldxTier', slug: 'goldx-tier' })
  const r = await t.api('PATCH', `/api/dcim/devices/${a.device.id}/`, { tags: [tag.id] })
  assert.equal(r.status, 200, r.text)
  // `%` is a literal percent sign (Django escapes it), not LIKE's any-string.
  const tagged = await get(t, `/api/extras/tagged-objects/?q=${enc('d%t')}`)
  assert.equal(tagged.count, 1)
  assert.equal(tagged.results[0].object_id, a.device.id)
  assert.deepEqual(await ids(`/api/extras/tags/?q=${enc('d%t')}`), [tag.id])
})

test('related names through foreign keys (device types by manufacturer); locations by facility, with the other filters', async () => {
  assert.deepEqual(await ids('/api/dcim/device-types/?q=MF-A'), [a.deviceType.id])
  assert.deepEqual(await ids('/api/dcim/manufacturers/?q=MF-A').then((x) => x.length), 1)
  const locs = await Promise.all(['north', 'south'].map((n, i) => create(t, '/api/dcim/locations/', { name: `loc-${n}`, slug: `loc-${n}`, site: a.site.id, facility: `bldg-${i}`, status: i ? 'planned' : 'active' })))
  // Location: NestedGroupModelFilterSet's terms or facility — combined with the other filters
  // (NetBox 4.4.10 ORed the facility match with the unfiltered queryset: its #21531, fixed in 4.5.5).
  assert.deepEqual(await ids('/api/dcim/locations/?q=bldg'), sorted(locs[0].id, locs[1].id))
  assert.deepEqual(await ids('/api/dcim/locations/?q=bldg&status=planned'), [locs[1].id])
})

test('the value: blank is no filter, the last of several counts, stripped as Python strips, NUL refused', async () => {
  const every = await ids('/api/dcim/devices/')
  assert.deepEqual(await ids('/api/dcim/devices/?q='), every)
  assert.deepEqual(await ids(`/api/dcim/devices/?q=${enc('  \t')}`), every)
  // U+0085 (NEXT LINE) and U+001F are whitespace to Python: a blank value.
  assert.deepEqual(await ids(`/api/dcim/devices/?q=${enc('\u0085\u001f')}`), every)
  // U+FEFF is not (JavaScript's trim() would take it away): nothing holds it.
  assert.deepEqual(await ids(`/api/dcim/devices/?q=${enc('\ufeff')}`), [])
  assert.deepEqual(await ids(`/api/dcim/devices/?q=${enc(' dev-a\u3000')}`), [a.device.id])
  // Django reads the last value of a repeated parameter.
  assert.deepEqual(await ids('/api/dcim/devices/?q=dev-a&q=dev-b'), [b.device.id])
  assert.deepEqual(await ids('/api/dcim/devices/?q=dev-a&q='), every)
  const r = await t.api('GET', '/api/dcim/devices/?q=%00')
  assert.equal(r.status, 400)
  assert.deepEqual(r.body, { q: ['Null characters are not allowed.'] })
})

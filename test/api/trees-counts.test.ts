// Trees' `_depth`, the prefix hierarchy (`_depth`, `children` and their filters), and the counts
// NetBox annotates (full and brief, never in nested objects), through HTTP on real data.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

const results = async (url: string) => (await get(t, url)).results as Obj[]
const ids = async (url: string) => (await results(url)).map((o) => o.id)

test('tree models: _depth in full, brief and nested forms; cumulative counts', async () => {
  const top = await create(t, '/api/dcim/regions/', { name: 'Europe', slug: 'eu' })
  const mid = await create(t, '/api/dcim/regions/', { name: 'Netherlands', slug: 'nl', parent: top.id })
  const leaf = await create(t, '/api/dcim/regions/', { name: 'Amsterdam', slug: 'ams', parent: mid.id })
  assert.equal(top._depth, 0)
  assert.equal(mid._depth, 1)
  assert.equal(leaf._depth, 2)
  const site = await create(t, '/api/dcim/sites/', { name: 'ams1', slug: 'ams1', region: leaf.id })
  // Nested: the stored level is shown, the annotated count is not.
  assert.deepEqual(site.region, { id: leaf.id, url: leaf.url, display: 'Amsterdam', name: 'Amsterdam', slug: 'ams', description: '', _depth: 2 })
  // Cumulative: a site in Amsterdam counts for Europe too.
  const eu = await get(t, `/api/dcim/regions/${top.id}/`)
  assert.equal(eu.site_count, 1)
  const brief = await results('/api/dcim/regions/?brief=1&ordering=name')
  assert.deepEqual(
    brief.map((r) => [r.name, r._depth, r.site_count]),
    [['Amsterdam', 2, 1], ['Europe', 0, 1], ['Netherlands', 1, 1]],
  )
  assert.deepEqual(Object.keys(brief[0]), ['id', 'url', 'display', 'name', 'slug', 'description', 'site_count', '_depth'])
  // Moving a subtree moves its depths.
  const other = await create(t, '/api/dcim/regions/', { name: 'Asia', slug: 'asia' })
  const moved = await t.api('PATCH', `/api/dcim/regions/${mid.id}/`, { parent: null })
  assert.equal(moved.status, 200, moved.text)
  assert.equal((await get(t, `/api/dcim/regions/${leaf.id}/`))._depth, 1)
  assert.equal((await get(t, `/api/dcim/regions/${top.id}/`)).site_count, 0)
  assert.equal((await get(t, `/api/dcim/regions/${other.id}/`))._depth, 0)

  // Other trees: tenant groups, inventory item templates.
  const tg = await create(t, '/api/tenancy/tenant-groups/', { name: 'tg', slug: 'tg' })
  const tg2 = await create(t, '/api/tenancy/tenant-groups/', { name: 'tg2', slug: 'tg2', parent: tg.id })
  await create(t, '/api/tenancy/tenants/', { name: 'ten', slug: 'ten', group: tg2.id })
  assert.equal(tg2._depth, 1)
  assert.equal((await get(t, `/api/tenancy/tenant-groups/${tg.id}/?brief=1`)).tenant_count, 1)
})

test('tree models: _depth follows a subtree moved under a deeper node, bulk creates and nested forms', async () => {
  const [r0, r1] = await t.api('POST', '/api/dcim/regions/', [{ name: 'R0', slug: 'r0' }, { name: 'R1', slug: 'r1' }]).then((r) => r.body as Obj[])
  const [r2] = (await t.api('POST', '/api/dcim/regions/', [{ name: 'R2', slug: 'r2', parent: r1.id }])).body as Obj[]
  assert.equal(r2._depth, 1)
  const a = await create(t, '/api/dcim/regions/', { name: 'A', slug: 'a' })
  const b = await create(t, '/api/dcim/regions/', { name: 'B', slug: 'b', parent: a.id })
  const c = await create(t, '/api/dcim/regions/', { name: 'C', slug: 'c', parent: b.id })
  const site = await create(t, '/api/dcim/sites/', { name: 'deep', slug: 'deep', region: c.id })
  assert.equal(site.region._depth, 2)
  // A under R2: A 2, B 3, C 4, in every form, the site's nested region included.
  const moved = await t.api('PATCH', `/api/dcim/regions/${a.id}/`, { parent: r2.id })
  assert.equal(moved.status, 200, moved.text)
  assert.equal((moved.body as Obj)._depth, 2)
  assert.deepEqual((await results('/api/dcim/regions/?slug=a&slug=b&slug=c&ordering=name')).map((r) => r._depth), [2, 3, 4])
  assert.equal((await get(t, `/api/dcim/sites/${site.id}/`)).region._depth, 4)
  assert.equal((await results(`/api/dcim/sites/?id=${site.id}`))[0].region._depth, 4)
  assert.equal((await get(t, `/api/dcim/regions/${b.id}/?brief=1`))._depth, 3)
  // Its parent deleted, R2's subtree goes with it (NetBox: CASCADE); R0 keeps its depth.
  assert.equal((await t.api('DELETE', `/api/dcim/regions/${r1.id}/`)).status, 204)
  assert.equal((await t.api('GET', `/api/dcim/regions/${c.id}/`)).status, 404)
  assert.equal((await get(t, `/api/dcim/regions/${r0.id}/`))._depth, 0)

  // Inventory items: a device's nested tree, moved within it.
  const { device } = await seedDevice(t, 'inv')
  const top = await create(t, '/api/dcim/inventory-items/', { device: device.id, name: 'chassis' })
  const card = await create(t, '/api/dcim/inventory-items/', { device: device.id, name: 'card', parent: top.id })
  const sfp = await create(t, '/api/dcim/inventory-items/', { device: device.id, name: 'sfp', parent: card.id })
  assert.deepEqual([top._depth, card._depth, sfp._depth], [0, 1, 2])
  await t.api('PATCH', `/api/dcim/inventory-items/${card.id}/`, { parent: null })
  assert.deepEqual((await results(`/api/dcim/inventory-items/?device_id=${device.id}&ordering=name`)).map((r) => [r.name, r._depth]), [['card', 0], ['chassis', 0], ['sfp', 1]])
})

test('prefixes: _depth and children within one VRF, kept right after create, update and delete', async () => {
  const vrf = await create(t, '/api/ipam/vrfs/', { name: 'v1' })
  const p8 = await create(t, '/api/ipam/prefixes/', { prefix: '10.0.0.0/8', status: 'container' })
  const p16 = await create(t, '/api/ipam/prefixes/', { prefix: '10.1.0.0/16' })
  const p24 = await create(t, '/api/ipam/prefixes/', { prefix: '10.1.2.0/24' })
  const inVrf = await create(t, '/api/ipam/prefixes/', { prefix: '10.1.3.0/24', vrf: vrf.id })
  assert.equal(p24._depth, 2)
  assert.equal(inVrf._depth, 0)
  const byId = async () => new Map((await results('/api/ipam/prefixes/?limit=0')).map((p) => [p.id, [p._depth, p.children]]))
  let h = await byId()
  assert.deepEqual(h.get(p8.id), [0, 2])
  assert.deepEqual(h.get(p16.id), [1, 1])
  assert.deepEqual(h.get(p24.id), [2, 0])
  assert.deepEqual(h.get(inVrf.id), [0, 0])
  assert.deepEqual(await ids('/api/ipam/prefixes/?depth=2'), [p24.id])
  assert.deepEqual((await ids('/api/ipam/prefixes/?children__gte=1')).sort(), [p8.id, p16.id].sort())
  assert.deepEqual((await ids('/api/ipam/prefixes/?depth=0&children=0')), [inVrf.id])
  assert.equal((await t.api('GET', '/api/ipam/prefixes/?depth=x')).status, 400)
  const brief = await get(t, `/api/ipam/prefixes/${p24.id}/?brief=1`)
  assert.deepEqual(Object.keys(brief), ['id', 'url', 'display', 'family', 'prefix', 'description', '_depth'])

  // Moving the /16 into the VRF, then deleting the /8.
  assert.equal((await t.api('PATCH', `/api/ipam/prefixes/${p16.id}/`, { vrf: vrf.id })).status, 200)
  h = await byId()
  assert.deepEqual(h.get(p8.id), [0, 1])
  assert.deepEqual(h.get(p24.id), [1, 0])
  assert.deepEqual(h.get(p16.id), [0, 1])
  assert.equal((await t.api('DELETE', `/api/ipam/prefixes/${p8.id}/`)).status, 204)
  h = await byId()
  assert.deepEqual(h.get(p24.id), [0, 0])

  // IPv6, and a short IPv4 mask: families never mix.
  const all4 = await create(t, '/api/ipam/prefixes/', { prefix: '0.0.0.0/1', status: 'container' })
  const v6 = await create(t, '/api/ipam/prefixes/', { prefix: '2001:db8::/32', status: 'container' })
  const v6c = await create(t, '/api/ipam/prefixes/', { prefix: '2001:db8:1::/48' })
  h = await byId()
  assert.deepEqual(h.get(all4.id), [0, 1]) // the global /24 (the others are in the VRF)
  assert.deepEqual(h.get(v6.id), [0, 1])
  assert.deepEqual(h.get(v6c.id), [1, 0])
  assert.deepEqual(h.get(p24.id), [1, 0])
})

test('counts: through generic relations, many-to-manys, scopes and sums', async () => {
  const a = await seedDevice(t, 'cnt')
  const ip = await create(t, '/api/ipam/ip-addresses/', { address: '192.0.2.1/24', assigned_object_type: 'dcim.interface', assigned_object_id: a.iface.id })
  assert.ok(ip.id)
  const fhrp = await create(t, '/api/ipam/fhrp-groups/', { protocol: 'vrrp2', group_id: 1 })
  await create(t, '/api/ipam/fhrp-group-assignments/', { group: fhrp.id, interface_type: 'dcim.interface', interface_id: a.iface.id, priority: 10 })
  const iface = await get(t, `/api/dcim/interfaces/${a.iface.id}/`)
  assert.equal(iface.count_ipaddresses, 1)
  assert.equal(iface.count_fhrp_groups, 1)

  // A region's prefix_count: prefixes scoped to it or to a site or location in it (not below it).
  const region = await create(t, '/api/dcim/regions/', { name: 'R', slug: 'r' })
  const site = await create(t, '/api/dcim/sites/', { name: 'S', slug: 's', region: region.id })
  const loc = await create(t, '/api/dcim/locations/', { name: 'L', slug: 'l', site: site.id })
  await create(t, '/api/ipam/prefixes/', { prefix: '198.51.100.0/26', scope_type: 'dcim.region', scope_id: region.id })
  await create(t, '/api/ipam/prefixes/', { prefix: '198.51.100.64/26', scope_type: 'dcim.site', scope_id: site.id })
  await create(t, '/api/ipam/prefixes/', { prefix: '198.51.100.128/26', scope_type: 'dcim.location', scope_id: loc.id })
  assert.equal((await get(t, `/api/dcim/regions/${region.id}/`)).prefix_count, 3)
  assert.equal((await get(t, `/api/dcim/locations/${loc.id}/`)).prefix_count, 1)

  // Many-to-many the other way: an ASN's sites and providers.
  const rir = await create(t, '/api/ipam/rirs/', { name: 'rir', slug: 'rir' })
  const asn = await create(t, '/api/ipam/asns/', { asn: 65001, rir: rir.id })
  await t.api('PATCH', `/api/dcim/sites/${site.id}/`, { asns: [asn.id] })
  await create(t, '/api/circuits/providers/', { name: 'P', slug: 'p', asns: [asn.id] })
  const got = await get(t, `/api/ipam/asns/${asn.id}/`)
  assert.equal(got.site_count, 1)
  assert.equal(got.provider_count, 1)
  const range = await create(t, '/api/ipam/asn-ranges/', { name: 'rg', slug: 'rg', rir: rir.id, start: 65000, end: 65010 })
  assert.equal(range.asn_count, 1)

  // Sums over a cluster's virtual machines (null when none has a value).
  const ct = await create(t, '/api/virtualization/cluster-types/', { name: 'ct', slug: 'ct' })
  const cl = await create(t, '/api/virtualization/clusters/', { name: 'c1', type: ct.id })
  assert.equal(cl.allocated_vcpus, null)
  await create(t, '/api/virtualization/virtual-machines/', { name: 'vm1', cluster: cl.id, vcpus: 1.5, memory: 1024, disk: 10 })
  await create(t, '/api/virtualization/virtual-machines/', { name: 'vm2', cluster: cl.id, vcpus: 2, memory: 2048 })
  const c = await get(t, `/api/virtualization/clusters/${cl.id}/`)
  assert.deepEqual([c.allocated_vcpus, c.allocated_memory, c.allocated_disk, c.virtualmachine_count], [3.5, 3072, 10, 2])
  // The brief form has the count; a VM's nested cluster does not.
  assert.equal((await get(t, `/api/virtualization/clusters/${cl.id}/?brief=1`)).virtualmachine_count, 2)
  const vm = (await results(`/api/virtualization/virtual-machines/?cluster_id=${cl.id}`))[0]
  assert.equal('virtualmachine_count' in (vm.cluster as Obj), false)
})

test('VLAN groups: scope, vid_ranges (checked, and honoured by VLANs and available-vlans), utilization, scope filters', async () => {
  const site = await create(t, '/api/dcim/sites/', { name: 'vg-site', slug: 'vg-site' })
  const ct = await create(t, '/api/virtualization/cluster-types/', { name: 'vg-ct', slug: 'vg-ct' })
  const cluster = await create(t, '/api/virtualization/clusters/', { name: 'vg-cl', type: ct.id })
  const g = await create(t, '/api/ipam/vlan-groups/', { name: 'g1', slug: 'g1', scope_type: 'dcim.site', scope_id: site.id, vid_ranges: [[200, 202], [100, 101]] })
  assert.deepEqual(g.vid_ranges, [[100, 101], [200, 202]])
  assert.equal(g.scope_type, 'dcim.site')
  assert.equal((g.scope as Obj).id, site.id)
  assert.equal(g.utilization, '0.00')
  const plain = await create(t, '/api/ipam/vlan-groups/', { name: 'g2', slug: 'g2' })
  assert.deepEqual(plain.vid_ranges, [[1, 4094]])
  assert.equal(plain.scope, null)
  const other = await create(t, '/api/ipam/vlan-groups/', { name: 'g3', slug: 'g3', scope_type: 'virtualization.cluster', scope_id: cluster.id })

  // NetBox's messages for bad ranges.
  const bad = async (vid_ranges: unknown) => {
    const r = await t.api('POST', '/api/ipam/vlan-groups/', { name: 'x', slug: 'x', vid_ranges })
    assert.equal(r.status, 400, r.text)
    return r.body.vid_ranges[0] as string
  }
  assert.equal(await bad([[0, 10]]), 'Starting VLAN ID in range (0) cannot be less than 1')
  assert.equal(await bad([[10, 5000]]), 'Ending VLAN ID in range (5000) cannot exceed 4094')
  assert.equal(await bad([[10, 5]]), 'Ending VLAN ID in range must be greater than or equal to the starting VLAN ID (10-5)')
  assert.equal(await bad([[1, 10], [5, 20]]), 'Ranges cannot overlap.')
  assert.equal(await bad([[1, 2, 3]]), 'Ranges must be specified in the form (lower, upper).')
  assert.equal(await bad([['a', 2]]), 'Range boundaries must be defined as integers.')
  // The same name in another scope is fine; in the same scope it is not.
  await create(t, '/api/ipam/vlan-groups/', { name: 'g1', slug: 'g1' })
  assert.equal((await t.api('POST', '/api/ipam/vlan-groups/', { name: 'g1', slug: 'g1-b', scope_type: 'dcim.site', scope_id: site.id })).status, 400)

  // A VLAN's VID must be in its group's ranges.
  const out = await t.api('POST', '/api/ipam/vlans/', { vid: 150, name: 'v150', group: g.id })
  assert.equal(out.status, 400, out.text)
  assert.deepEqual(out.body.vid, [`VID must be in ranges 100-101,200-202 for VLANs in group g1`])
  await create(t, '/api/ipam/vlans/', { vid: 100, name: 'v100', group: g.id })
  assert.deepEqual(((await get(t, `/api/ipam/vlan-groups/${g.id}/available-vlans/`)) as unknown as Obj[]).map((v) => v.vid), [101, 200, 201, 202])
  const got = await get(t, `/api/ipam/vlan-groups/${g.id}/`)
  assert.equal(got.utilization, '20.00')
  assert.equal(got.vlan_count, 1)
  const many = await t.api('POST', `/api/ipam/vlan-groups/${g.id}/available-vlans/`, [{ name: 'a' }, { name: 'b' }])
  assert.equal(many.status, 201, many.text)
  assert.deepEqual((many.body as Obj[]).map((v) => v.vid), [101, 200])

  // Filters: by scope object (exact), scope type and id, and contained VID.
  assert.deepEqual(await ids(`/api/ipam/vlan-groups/?site=${site.id}`), [g.id])
  assert.deepEqual(await ids(`/api/ipam/vlan-groups/?cluster=${cluster.id}`), [other.id])
  assert.deepEqual(await ids(`/api/ipam/vlan-groups/?scope_type=dcim.site&scope_id=${site.id}`), [g.id])
  assert.deepEqual(await ids(`/api/ipam/vlan-groups/?region=${site.id}`), [])
  assert.deepEqual(await ids(`/api/ipam/vlan-groups/?contains_vid=201&site=${site.id}`), [g.id])
  assert.deepEqual(await ids(`/api/ipam/vlan-groups/?contains_vid=150&site=${site.id}`), [])
  assert.equal((await t.api('GET', '/api/ipam/vlan-groups/?contains_vid=abc')).status, 400)
})

test('clusters: scope kept in step with site, scope filters through the scope', async () => {
  const region = await create(t, '/api/dcim/regions/', { name: 'cl-r', slug: 'cl-r' })
  const child = await create(t, '/api/dcim/regions/', { name: 'cl-r2', slug: 'cl-r2', parent: region.id })
  const site = await create(t, '/api/dcim/sites/', { name: 'cl-s', slug: 'cl-s', region: child.id })
  const loc = await create(t, '/api/dcim/locations/', { name: 'cl-l', slug: 'cl-l', site: site.id })
  const ct = await create(t, '/api/virtualization/cluster-types/', { name: 'cl-ct', slug: 'cl-ct' })
  const bySite = await create(t, '/api/virtualization/clusters/', { name: 'by-site', type: ct.id, site: site.id })
  assert.equal(bySite.scope_type, 'dcim.site')
  assert.equal(bySite.scope_id, site.id)
  const byLoc = await create(t, '/api/virtualization/clusters/', { name: 'by-loc', type: ct.id, scope_type: 'dcim.location', scope_id: loc.id })
  assert.equal(byLoc.site, null)
  assert.equal((byLoc.scope as Obj).id, loc.id)
  const byScope = await create(t, '/api/virtualization/clusters/', { name: 'by-scope', type: ct.id, scope_type: 'dcim.site', scope_id: site.id })
  assert.equal((byScope.site as Obj).id, site.id)
  await create(t, '/api/virtualization/clusters/', { name: 'none', type: ct.id })
  const sorted = (xs: unknown[]) => [...xs].sort()
  assert.deepEqual(sorted(await ids(`/api/virtualization/clusters/?region_id=${region.id}`)), sorted([bySite.id, byLoc.id, byScope.id]))
  assert.deepEqual(sorted(await ids(`/api/virtualization/clusters/?region=cl-r2`)), sorted([bySite.id, byLoc.id, byScope.id]))
  assert.deepEqual(await ids(`/api/virtualization/clusters/?location_id=${loc.id}`), [byLoc.id])
  assert.deepEqual(sorted(await ids(`/api/virtualization/clusters/?scope_type=dcim.site`)), sorted([bySite.id, byScope.id]))
  // Clearing the site clears a site scope.
  const cleared = await t.api('PATCH', `/api/virtualization/clusters/${bySite.id}/`, { site: null })
  assert.equal(cleared.status, 200, cleared.text)
  assert.equal(cleared.body.scope_type, null)
})

test("tree lists in NetBox's MPTT order: each node followed by its subtree, siblings by name", async () => {
  const b = await create(t, '/api/tenancy/contact-groups/', { name: 'B', slug: 'b' })
  await create(t, '/api/tenancy/contact-groups/', { name: 'A', slug: 'a' })
  await create(t, '/api/tenancy/contact-groups/', { name: 'Bz', slug: 'bz', parent: b.id })
  const ba = await create(t, '/api/tenancy/contact-groups/', { name: 'Ba', slug: 'ba', parent: b.id })
  await create(t, '/api/tenancy/contact-groups/', { name: 'Baa', slug: 'baa', parent: ba.id })
  await create(t, '/api/tenancy/contact-groups/', { name: 'C', slug: 'c' })
  const names = async (url: string) => (await results(url)).map((o) => o.name)
  assert.deepEqual(await names('/api/tenancy/contact-groups/'), ['A', 'B', 'Ba', 'Baa', 'Bz', 'C'])
  assert.deepEqual(await names('/api/tenancy/contact-groups/?limit=2&offset=2'), ['Ba', 'Baa'])
  assert.deepEqual(await names('/api/tenancy/contact-groups/?ordering=-name'), ['C', 'Bz', 'Baa', 'Ba', 'B', 'A'])
  // A many-to-many list of tree nodes (a config context's regions) is in the same order.
  const r1 = await create(t, '/api/dcim/regions/', { name: 'Zed', slug: 'zed' })
  const r2 = await create(t, '/api/dcim/regions/', { name: 'Alpha', slug: 'alpha', parent: r1.id })
  const cc = await create(t, '/api/extras/config-contexts/', { name: 'cc', data: {}, regions: [r2.id, r1.id] })
  assert.deepEqual((cc.regions as Obj[]).map((r) => r.name), ['Zed', 'Alpha'])
})

test('VLANs available at a site or on a device: through the scopes of their groups', async () => {
  const top = await create(t, '/api/dcim/regions/', { name: 'av-top', slug: 'av-top' })
  const reg = await create(t, '/api/dcim/regions/', { name: 'av-reg', slug: 'av-reg', parent: top.id })
  const site = await create(t, '/api/dcim/sites/', { name: 'av-site', slug: 'av-site', region: reg.id })
  const otherSite = await create(t, '/api/dcim/sites/', { name: 'av-other', slug: 'av-other' })
  const loc = await create(t, '/api/dcim/locations/', { name: 'av-loc', slug: 'av-loc', site: site.id })
  const group = (name: string, scope?: [string, number]) =>
    create(t, '/api/ipam/vlan-groups/', { name, slug: name, ...(scope ? { scope_type: scope[0], scope_id: scope[1] } : {}) })
  const gTop = await group('av-g-top', ['dcim.region', top.id])
  const gLoc = await group('av-g-loc', ['dcim.location', loc.id])
  const gOther = await group('av-g-other', ['dcim.site', otherSite.id])
  const gGlobal = await group('av-g-global')
  const vlan = (vid: number, extra: Record<string, unknown>) => create(t, '/api/ipam/vlans/', { vid, name: `av${vid}`, ...extra })
  const inTop = await vlan(10, { group: gTop.id })
  const inLoc = await vlan(11, { group: gLoc.id })
  const inOther = await vlan(12, { group: gOther.id })
  const inGlobalGroup = await vlan(13, { group: gGlobal.id })
  const atSite = await vlan(14, { site: site.id })
  const atOther = await vlan(15, { site: otherSite.id })
  const global = await vlan(16, {})
  // Only this test's VLANs (earlier tests made global ones too).
  const ours = new Set([inTop, inLoc, inOther, inGlobalGroup, atSite, atOther, global].map((v) => v.id))
  const mine = (xs: unknown[]) => xs.filter((x) => ours.has(x))
  const at = await ids(`/api/ipam/vlans/?available_at_site=${site.id}&limit=0`)
  const sorted = (xs: unknown[]) => [...xs].sort()
  assert.deepEqual(sorted(mine(at)), sorted([inTop.id, inGlobalGroup.id, atSite.id, global.id]))
  assert.equal(at.includes(inLoc.id), false)
  const d = await seedDevice(t, 'av')
  const moved = await t.api('PATCH', `/api/dcim/devices/${d.device.id}/`, { site: site.id, location: loc.id })
  assert.equal(moved.status, 200, moved.text)
  const on = await ids(`/api/ipam/vlans/?available_on_device=${d.device.id}&limit=0`)
  assert.deepEqual(sorted(mine(on)), sorted([inTop.id, inLoc.id, inGlobalGroup.id, atSite.id, global.id]))
  // A VM without a site takes its cluster's: a location-scoped cluster brings the location and its site.
  const ct = await create(t, '/api/virtualization/cluster-types/', { name: 'av-ct', slug: 'av-ct' })
  const cl = await create(t, '/api/virtualization/clusters/', { name: 'av-cl', type: ct.id, scope_type: 'dcim.location', scope_id: loc.id })
  const gCl = await group('av-g-cl', ['virtualization.cluster', cl.id])
  const inCl = await vlan(17, { group: gCl.id })
  ours.add(inCl.id)
  const vm = await create(t, '/api/virtualization/virtual-machines/', { name: 'av-vm', cluster: cl.id })
  const onVm = await ids(`/api/ipam/vlans/?available_on_virtualmachine=${vm.id}&limit=0`)
  assert.deepEqual(sorted(mine(onVm)), sorted([inTop.id, inLoc.id, inGlobalGroup.id, atSite.id, global.id, inCl.id]))
  assert.deepEqual(await ids('/api/ipam/vlans/?available_at_site=999999'), [])
  assert.equal((await t.api('GET', '/api/ipam/vlans/?available_on_device=x')).status, 400)
})

// NetBox 4.4 filters added for issue 13 (pass-through ports, MAC addresses, VLANs of an interface,
// FHRP groups, circuit sides, …), through HTTP on small fixtures: each returns exactly the rows
// NetBox's filterset returns (the method named in each test, read in NetBox's filtersets.py).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, minimalBody, type Obj, seedDevice } from './fixtures.js'

let t: TestApp
let a: Awaited<ReturnType<typeof seedDevice>>
let b: Awaited<ReturnType<typeof seedDevice>>
let c: Awaited<ReturnType<typeof seedDevice>>

before(async () => {
  t = await testApp()
  a = await seedDevice(t, 'a')
  b = await seedDevice(t, 'b')
  c = await seedDevice(t, 'c')
})
after(() => t.close())

const ids = async (url: string) => ((await get(t, url)).results as Obj[]).map((o) => o.id as number).sort((x, y) => x - y)
const sorted = (...xs: number[]) => xs.sort((x, y) => x - y)
const status = async (url: string) => (await t.api('GET', url)).status

test('pass_through_ports: exclude(front__isnull=v, rear__isnull=v) on devices, device types and module types', async () => {
  // a: a rear port only; b: nothing; c: a rear port and a front port.
  await create(t, '/api/dcim/rear-ports/', { device: a.device.id, name: 'r1', type: '8p8c', positions: 1 })
  const rc = await create(t, '/api/dcim/rear-ports/', { device: c.device.id, name: 'r1', type: '8p8c', positions: 1 })
  await create(t, '/api/dcim/front-ports/', { device: c.device.id, name: 'f1', type: '8p8c', rear_port: rc.id, rear_port_position: 1 })
  assert.deepEqual(await ids('/api/dcim/devices/?pass_through_ports=true'), sorted(a.device.id, c.device.id))
  assert.deepEqual(await ids('/api/dcim/devices/?pass_through_ports=false'), sorted(a.device.id, b.device.id))
  assert.equal(await status('/api/dcim/devices/?pass_through_ports=maybe'), 400)

  await create(t, '/api/dcim/rear-port-templates/', { device_type: a.deviceType.id, name: 'r1', type: '8p8c', positions: 1 })
  const rt = await create(t, '/api/dcim/rear-port-templates/', { device_type: c.deviceType.id, name: 'r1', type: '8p8c', positions: 1 })
  await create(t, '/api/dcim/front-port-templates/', { device_type: c.deviceType.id, name: 'f1', type: '8p8c', rear_port: rt.id, rear_port_position: 1 })
  assert.deepEqual(await ids('/api/dcim/device-types/?pass_through_ports=true'), sorted(a.deviceType.id, c.deviceType.id))
  assert.deepEqual(await ids('/api/dcim/device-types/?pass_through_ports=false'), sorted(a.deviceType.id, b.deviceType.id))

  const mt = await create(t, '/api/dcim/module-types/', { manufacturer: a.deviceType.manufacturer.id, model: 'mt-ports' })
  const mt2 = await create(t, '/api/dcim/module-types/', { manufacturer: a.deviceType.manufacturer.id, model: 'mt-none' })
  await create(t, '/api/dcim/rear-port-templates/', { module_type: mt.id, name: 'r1', type: '8p8c', positions: 1 })
  assert.deepEqual(await ids('/api/dcim/module-types/?pass_through_ports=true'), [mt.id])
  assert.deepEqual(await ids('/api/dcim/module-types/?pass_through_ports=false'), sorted(mt.id, mt2.id))
})

test('devices: has_virtual_device_context; devices and VMs by mac_address (interfaces__mac_addresses__mac_address)', async () => {
  await create(t, '/api/dcim/virtual-device-contexts/', { device: b.device.id, name: 'vdc1', status: 'active' })
  assert.deepEqual(await ids('/api/dcim/devices/?has_virtual_device_context=true'), [b.device.id])
  assert.deepEqual(await ids('/api/dcim/devices/?has_virtual_device_context=false'), sorted(a.device.id, c.device.id))

  await create(t, '/api/dcim/mac-addresses/', { mac_address: '00:11:22:33:44:55', assigned_object_type: 'dcim.interface', assigned_object_id: a.iface.id })
  await create(t, '/api/dcim/mac-addresses/', { mac_address: '00:11:22:33:44:66', assigned_object_type: 'dcim.interface', assigned_object_id: c.iface.id })
  const vm = await create(t, '/api/virtualization/virtual-machines/', { name: 'vm-mac', status: 'active' })
  const vmi = await create(t, '/api/virtualization/interfaces/', { virtual_machine: vm.id, name: 'eth0' })
  await create(t, '/api/virtualization/virtual-machines/', { name: 'vm-none', status: 'active' })
  await create(t, '/api/dcim/mac-addresses/', { mac_address: '00:11:22:33:44:77', assigned_object_type: 'virtualization.vminterface', assigned_object_id: vmi.id })
  assert.deepEqual(await ids('/api/dcim/devices/?mac_address=00:11:22:33:44:55'), [a.device.id])
  assert.deepEqual(await ids('/api/dcim/devices/?mac_address=00:11:22:33:44:55&mac_address=00:11:22:33:44:66'), sorted(a.device.id, c.device.id))
  assert.deepEqual(await ids('/api/dcim/devices/?mac_address__ic=44:6'), [c.device.id])
  assert.deepEqual(await ids('/api/dcim/devices/?mac_address=00:11:22:33:44:77'), [])
  assert.deepEqual(await ids('/api/virtualization/virtual-machines/?mac_address=00:11:22:33:44:77'), [vm.id])
  assert.deepEqual(await ids('/api/virtualization/virtual-machines/?mac_address__n=00:11:22:33:44:77'), [])
})

test('VLANs by interface_id / vminterface_id: the VLANs the interface carries (filter_interface_id)', async () => {
  const v1 = await create(t, '/api/ipam/vlans/', { vid: 101, name: 'v101', status: 'active' })
  const v2 = await create(t, '/api/ipam/vlans/', { vid: 102, name: 'v102', status: 'active' })
  const v3 = await create(t, '/api/ipam/vlans/', { vid: 103, name: 'v103', status: 'active' })
  const res = await t.api('PATCH', `/api/dcim/interfaces/${a.iface.id}/`, { mode: 'tagged', untagged_vlan: v1.id, tagged_vlans: [v2.id] })
  assert.equal(res.status, 200, res.text)
  const vm = await create(t, '/api/virtualization/virtual-machines/', { name: 'vm-vlan', status: 'active' })
  const vmi = await create(t, '/api/virtualization/interfaces/', { virtual_machine: vm.id, name: 'eth0', mode: 'tagged', tagged_vlans: [v3.id] })
  assert.deepEqual(await ids(`/api/ipam/vlans/?interface_id=${a.iface.id}`), sorted(v1.id, v2.id))
  assert.deepEqual(await ids(`/api/ipam/vlans/?interface_id=${b.iface.id}`), [])
  assert.deepEqual(await ids(`/api/ipam/vlans/?vminterface_id=${vmi.id}`), [v3.id])
})

test('FHRP groups by related_ip (same network and VRF); services by fhrpgroup(_id)', async () => {
  const vrf = await create(t, '/api/ipam/vrfs/', { name: 'vrf-f' })
  const g1 = await create(t, '/api/ipam/fhrp-groups/', { name: 'g1', protocol: 'vrrp2', group_id: 1 })
  const g2 = await create(t, '/api/ipam/fhrp-groups/', { name: 'g2', protocol: 'vrrp2', group_id: 2 })
  await create(t, '/api/ipam/ip-addresses/', { address: '10.0.0.1/24', assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: g1.id })
  await create(t, '/api/ipam/ip-addresses/', { address: '10.1.0.1/24', vrf: vrf.id, assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: g2.id })
  const x = await create(t, '/api/ipam/ip-addresses/', { address: '10.0.0.5/24' })
  const y = await create(t, '/api/ipam/ip-addresses/', { address: '10.1.0.9/24' })
  const z = await create(t, '/api/ipam/ip-addresses/', { address: '10.1.0.9/16', vrf: vrf.id })
  const w = await create(t, '/api/ipam/ip-addresses/', { address: '10.0.5.5/32' })
  assert.deepEqual(await ids(`/api/ipam/fhrp-groups/?related_ip=${x.id}`), [g1.id])
  assert.deepEqual(await ids(`/api/ipam/fhrp-groups/?related_ip=${y.id}`), [])
  assert.deepEqual(await ids(`/api/ipam/fhrp-groups/?related_ip=${z.id}`), [g2.id])
  assert.deepEqual(await ids(`/api/ipam/fhrp-groups/?related_ip=${x.id}&related_ip=${z.id}`), sorted(g1.id, g2.id))
  assert.deepEqual(await ids(`/api/ipam/fhrp-groups/?related_ip=${w.id}`), [])
  assert.equal(await status('/api/ipam/fhrp-groups/?related_ip=abc'), 400)

  const s1 = await create(t, '/api/ipam/services/', { parent_object_type: 'ipam.fhrpgroup', parent_object_id: g1.id, name: 'vip', protocol: 'tcp', ports: [443] })
  await create(t, '/api/ipam/services/', { parent_object_type: 'dcim.device', parent_object_id: g1.id === a.device.id ? b.device.id : a.device.id, name: 'ssh', protocol: 'tcp', ports: [22] })
  assert.deepEqual(await ids(`/api/ipam/services/?fhrpgroup_id=${g1.id}`), [s1.id])
  assert.deepEqual(await ids(`/api/ipam/services/?fhrpgroup_id=${g2.id}`), [])
  assert.deepEqual(await ids('/api/ipam/services/?fhrpgroup=g1'), [s1.id])
})

test('circuits by termination_a_id / termination_z_id (the termination on that side)', async () => {
  const provider = await create(t, '/api/circuits/providers/', { name: 'p', slug: 'p' })
  const type = await create(t, '/api/circuits/circuit-types/', { name: 'ct', slug: 'ct' })
  const c1 = await create(t, '/api/circuits/circuits/', { cid: 'c1', provider: provider.id, type: type.id, status: 'active' })
  const c2 = await create(t, '/api/circuits/circuits/', { cid: 'c2', provider: provider.id, type: type.id, status: 'active' })
  const ta = await create(t, '/api/circuits/circuit-terminations/', { circuit: c1.id, term_side: 'A', site: a.site.id })
  const tz = await create(t, '/api/circuits/circuit-terminations/', { circuit: c1.id, term_side: 'Z', site: b.site.id })
  const t2 = await create(t, '/api/circuits/circuit-terminations/', { circuit: c2.id, term_side: 'Z', site: b.site.id })
  assert.deepEqual(await ids(`/api/circuits/circuits/?termination_a_id=${ta.id}`), [c1.id])
  assert.deepEqual(await ids(`/api/circuits/circuits/?termination_a_id=${tz.id}`), [])
  assert.deepEqual(await ids(`/api/circuits/circuits/?termination_z_id=${tz.id}&termination_z_id=${t2.id}`), sorted(c1.id, c2.id))
  assert.deepEqual(await ids(`/api/circuits/circuits/?termination_z_id__n=${t2.id}`), [c1.id])
})

test('module bays by parent_id; platforms available_for_device_type; power feeds by available_power', async () => {
  const mt = await create(t, '/api/dcim/module-types/', { manufacturer: a.deviceType.manufacturer.id, model: 'mt-bay' })
  const mb1 = await create(t, '/api/dcim/module-bays/', { device: a.device.id, name: 'bay1' })
  const mod = await create(t, '/api/dcim/modules/', { device: a.device.id, module_bay: mb1.id, module_type: mt.id, status: 'active' })
  const mb2 = await create(t, '/api/dcim/module-bays/', { device: a.device.id, module: mod.id, name: 'bay2' })
  assert.deepEqual(await ids(`/api/dcim/module-bays/?parent_id=${mb1.id}`), [mb2.id])
  assert.deepEqual(await ids(`/api/dcim/module-bays/?parent_id=${mb2.id}`), [])

  const p1 = await create(t, '/api/dcim/platforms/', { name: 'p-a', slug: 'p-a', manufacturer: a.deviceType.manufacturer.id })
  await create(t, '/api/dcim/platforms/', { name: 'p-b', slug: 'p-b', manufacturer: b.deviceType.manufacturer.id })
  const p3 = await create(t, '/api/dcim/platforms/', { name: 'p-any', slug: 'p-any' })
  assert.deepEqual(await ids(`/api/dcim/platforms/?available_for_device_type=${a.deviceType.id}`), sorted(p1.id, p3.id))

  const panel = await create(t, '/api/dcim/power-panels/', { site: a.site.id, name: 'panel' })
  const f1 = await create(t, '/api/dcim/power-feeds/', { power_panel: panel.id, name: 'f1' }) // 120 V × 20 A × 80 % = 1920
  const f2 = await create(t, '/api/dcim/power-feeds/', { power_panel: panel.id, name: 'f2', phase: 'three-phase', voltage: 230, amperage: 16, max_utilization: 100 }) // × 1.732 = 6373.76
  const f3 = await create(t, '/api/dcim/power-feeds/', { power_panel: panel.id, name: 'f3', supply: 'dc', voltage: -5, amperage: 1, max_utilization: 50 }) // 2.5 → 2 (half to even)
  assert.deepEqual(await ids('/api/dcim/power-feeds/?available_power=1920'), [f1.id])
  assert.deepEqual(await ids('/api/dcim/power-feeds/?available_power=6374'), [f2.id])
  assert.deepEqual(await ids('/api/dcim/power-feeds/?available_power=2'), [f3.id])
  assert.deepEqual(await ids('/api/dcim/power-feeds/?available_power__gt=2000'), [f2.id])
  assert.equal(await status('/api/dcim/power-feeds/?available_power=x'), 400)
})

test('custom field choice sets by choice, event rules by event_type (__overlap)', async () => {
  const cs1 = await create(t, '/api/extras/custom-field-choice-sets/', { name: 'cs1', extra_choices: [['a', 'Alpha'], ['b', 'Beta']] })
  const cs2 = await create(t, '/api/extras/custom-field-choice-sets/', { name: 'cs2', extra_choices: [['c', 'Gamma']] })
  assert.deepEqual(await ids('/api/extras/custom-field-choice-sets/?choice=Alpha'), [cs1.id])
  assert.deepEqual(await ids('/api/extras/custom-field-choice-sets/?choice=c'), [cs2.id])
  assert.deepEqual(await ids('/api/extras/custom-field-choice-sets/?choice=b&choice=c'), sorted(cs1.id, cs2.id))
  assert.deepEqual(await ids('/api/extras/custom-field-choice-sets/?choice=alpha'), [])

  const e1 = await create(t, '/api/extras/event-rules/', { ...(await minimalBody(t, 'extras.eventrule')), event_types: ['object_created'] })
  const e2 = await create(t, '/api/extras/event-rules/', { ...(await minimalBody(t, 'extras.eventrule')), event_types: ['object_deleted', 'job_failed'] })
  assert.deepEqual(await ids('/api/extras/event-rules/?event_type=object_deleted'), [e2.id])
  assert.deepEqual(await ids('/api/extras/event-rules/?event_type=object_created&event_type=job_failed'), sorted(e1.id, e2.id))
})

test('text lookups on an integer choice (MultipleChoiceFilter): racks by width__ic, values still choices', async () => {
  const r19 = await create(t, '/api/dcim/racks/', { site: a.site.id, name: 'r19', width: 19 })
  const r23 = await create(t, '/api/dcim/racks/', { site: a.site.id, name: 'r23', width: 23 })
  assert.deepEqual(await ids('/api/dcim/racks/?width__ic=19'), [r19.id])
  assert.deepEqual(await ids('/api/dcim/racks/?width__nie=19'), [r23.id])
  assert.deepEqual(await ids('/api/dcim/racks/?width__regex=23'), [r23.id])
  assert.equal(await status('/api/dcim/racks/?width__ic=1'), 400)
})

test('circuit terminations: termination (scope) kept in step with site; scope filters on terminations and circuits', async () => {
  const region = await create(t, '/api/dcim/regions/', { name: 'eu', slug: 'eu' })
  const sub = await create(t, '/api/dcim/regions/', { name: 'eu-west', slug: 'eu-west', parent: region.id })
  const site = await create(t, '/api/dcim/sites/', { name: 'ams', slug: 'ams', region: sub.id })
  const loc = await create(t, '/api/dcim/locations/', { name: 'hall', slug: 'hall', site: site.id })
  const provider = await create(t, '/api/circuits/providers/', { name: 'p2', slug: 'p2' })
  const pn = await create(t, '/api/circuits/provider-networks/', { name: 'mpls', provider: provider.id })
  const type = await create(t, '/api/circuits/circuit-types/', { name: 'ct2', slug: 'ct2' })
  const c1 = await create(t, '/api/circuits/circuits/', { cid: 's1', provider: provider.id, type: type.id, status: 'active' })
  const c2 = await create(t, '/api/circuits/circuits/', { cid: 's2', provider: provider.id, type: type.id, status: 'active' })
  // An older client's `site` becomes the termination; a location termination clears `site`.
  const t1 = await create(t, '/api/circuits/circuit-terminations/', { circuit: c1.id, term_side: 'A', site: site.id })
  assert.equal(t1.termination_type, 'dcim.site')
  assert.equal(t1.termination_id, site.id)
  assert.equal(t1.termination.id, site.id)
  assert.equal(t1.termination.slug, 'ams')
  const t2 = await create(t, '/api/circuits/circuit-terminations/', { circuit: c1.id, term_side: 'Z', termination_type: 'circuits.providernetwork', termination_id: pn.id })
  assert.equal(t2.site, null)
  assert.equal(t2.termination.name, 'mpls')
  const t3 = await create(t, '/api/circuits/circuit-terminations/', { circuit: c2.id, term_side: 'A', termination_type: 'dcim.location', termination_id: loc.id })
  assert.equal(t3.site, null)

  const list = '/api/circuits/circuit-terminations/?circuit_id__n=0&provider_id=' + provider.id
  assert.deepEqual(await ids(`${list}&region_id=${region.id}`), sorted(t1.id, t3.id))
  assert.deepEqual(await ids(`${list}&region=eu-west`), sorted(t1.id, t3.id))
  assert.deepEqual(await ids(`${list}&site_id=${site.id}`), sorted(t1.id, t3.id))
  assert.deepEqual(await ids(`${list}&site=ams`), sorted(t1.id, t3.id))
  assert.deepEqual(await ids(`${list}&location_id=${loc.id}`), [t3.id])
  assert.deepEqual(await ids(`${list}&location=hall`), [t3.id])
  assert.deepEqual(await ids(`${list}&provider_network_id=${pn.id}`), [t2.id])
  assert.deepEqual(await ids(`${list}&termination_type=dcim.location`), [t3.id])
  assert.deepEqual(await ids(`${list}&termination_type=circuits.providernetwork&termination_id=${pn.id}`), [t2.id])

  assert.deepEqual(await ids(`/api/circuits/circuits/?region_id=${region.id}`), sorted(c1.id, c2.id))
  assert.deepEqual(await ids(`/api/circuits/circuits/?site_id=${site.id}`), sorted(c1.id, c2.id))
  assert.deepEqual(await ids(`/api/circuits/circuits/?location_id=${loc.id}`), [c2.id])
  assert.deepEqual(await ids(`/api/circuits/circuits/?provider_network_id=${pn.id}`), [c1.id])

  // Changing the termination back to a site through `site` moves the termination too.
  const res = await t.api('PATCH', `/api/circuits/circuit-terminations/${t3.id}/`, { site: site.id })
  assert.equal(res.status, 200, res.text)
  assert.equal(res.body.termination_type, 'dcim.site')
  assert.deepEqual(await ids(`${list}&location_id=${loc.id}`), [])
})

test("object changes by related_object_type/_id (NetBox's to_objectchange: a component's device, a template's type)", async () => {
  const iface = await create(t, '/api/dcim/interfaces/', { device: b.device.id, name: 'eth9', type: '1000base-t' })
  const del = await t.api('DELETE', `/api/dcim/interfaces/${iface.id}/`)
  assert.equal(del.status, 204, del.text)
  const changes = (url: string) => get(t, url).then((r) => (r.results as Obj[]).map((o) => `${o.changed_object_type}:${o.changed_object_id}:${o.action.value}`).sort())
  assert.deepEqual(await changes(`/api/core/object-changes/?related_object_type=dcim.device&related_object_id=${b.device.id}&changed_object_type=dcim.interface`), [
    `dcim.interface:${b.iface.id}:create`,
    `dcim.interface:${iface.id}:create`,
    `dcim.interface:${iface.id}:delete`,
  ])
  const tpl = await create(t, '/api/dcim/console-port-templates/', { device_type: c.deviceType.id, name: 'con9' })
  assert.deepEqual(await changes(`/api/core/object-changes/?related_object_type=dcim.devicetype&related_object_id=${c.deviceType.id}&changed_object_type=dcim.consoleporttemplate`), [
    `dcim.consoleporttemplate:${tpl.id}:create`,
  ])
  assert.deepEqual(await changes(`/api/core/object-changes/?related_object_type=dcim.site&changed_object_type=dcim.interface`), [])
  // Not shown: NetBox's serializer has no related_object.
  const one = (await get(t, '/api/core/object-changes/?limit=1')).results[0] as Obj
  assert.equal('related_object_type' in one, false)
})

test('data sources by tag (none carries one); filters that cannot be answered are a 400 saying why', async () => {
  const ds = await create(t, '/api/core/data-sources/', { name: 'ds', type: 'local', source_url: '/tmp' })
  await create(t, '/api/extras/tags/', { name: 'gold', slug: 'gold' })
  assert.deepEqual(await ids('/api/core/data-sources/?tag=gold'), [])
  assert.deepEqual(await ids('/api/core/data-sources/?tag__n=gold'), [ds.id])
  assert.deepEqual(await ids('/api/core/data-sources/?tag_id=1'), [])
  const cable = await t.api('GET', '/api/dcim/cable-terminations/?created_by_request=5d3c9ad1-6f4e-4a8e-9d0e-1b2c3d4e5f60')
  assert.equal(cable.status, 400)
  assert.match(JSON.stringify(cable.body.created_by_request), /filter cables by created_by_request/)
  const hook = await t.api('GET', '/api/extras/webhooks/?secret=abc')
  assert.equal(hook.status, 400)
  assert.match(JSON.stringify(hook.body.secret), /write-only/)
})

test('bookmarks by object_type_id with the number lookups (MultiValueNumberFilter)', async () => {
  const types = (await get(t, '/api/core/object-types/?app_label=dcim&model=site')).results as Obj[]
  const siteType = types[0].id as number
  const bm = await create(t, '/api/extras/bookmarks/', { object_type: 'dcim.site', object_id: a.site.id, user: 1 })
  assert.deepEqual(await ids(`/api/extras/bookmarks/?object_type_id=${siteType}`), [bm.id])
  assert.deepEqual(await ids(`/api/extras/bookmarks/?object_type_id__gte=${siteType}&object_type_id__lte=${siteType}`), [bm.id])
  assert.deepEqual(await ids(`/api/extras/bookmarks/?object_type_id__gt=${siteType}`), [])
  assert.deepEqual(await ids(`/api/extras/bookmarks/?object_type_id__lt=${siteType}`), [])
  assert.deepEqual(await ids('/api/extras/bookmarks/?object_type_id=2147483647'), [])
  assert.deepEqual(await ids('/api/extras/bookmarks/?object_type_id__empty=true'), [])
})

test('null through a scope: no site scoped, directly or through a location', async () => {
  const provider = await create(t, '/api/circuits/providers/', { name: 'p3', slug: 'p3' })
  const type = await create(t, '/api/circuits/circuit-types/', { name: 'ct3', slug: 'ct3' })
  const circuit = await create(t, '/api/circuits/circuits/', { cid: 'n1', provider: provider.id, type: type.id, status: 'active' })
  const pn = await create(t, '/api/circuits/provider-networks/', { name: 'pn3', provider: provider.id })
  const ta = await create(t, '/api/circuits/circuit-terminations/', { circuit: circuit.id, term_side: 'A', site: a.site.id })
  const tz = await create(t, '/api/circuits/circuit-terminations/', { circuit: circuit.id, term_side: 'Z', termination_type: 'circuits.providernetwork', termination_id: pn.id })
  const list = `/api/circuits/circuit-terminations/?circuit_id=${circuit.id}`
  assert.deepEqual(await ids(`${list}&site_id=null`), [tz.id])
  assert.deepEqual(await ids(`${list}&site_id=null&site_id=${a.site.id}`), sorted(ta.id, tz.id))
  assert.deepEqual(await ids(`${list}&provider_network_id=null`), [ta.id])
})

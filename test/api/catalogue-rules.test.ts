// NetBox's rules for the models of issue 15's catalogue (wireless, VPN, rack types, component
// templates, virtual device contexts, module type profiles, virtual circuits, virtual disks): each
// refused write is a 400 in NetBox's words with nothing written, each allowed one a 2xx.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice, show } from './fixtures.js'

let t: TestApp
let s1: Awaited<ReturnType<typeof seedDevice>>
let s2: Awaited<ReturnType<typeof seedDevice>>
let n = 0

before(async () => {
  t = await testApp()
  s1 = await seedDevice(t, 'cat-1')
  s2 = await seedDevice(t, 'cat-2')
})
after(() => t.close())

const name = (p: string) => `${p}-${++n}`
const iface = (device: Obj, type: string) => create(t, '/api/dcim/interfaces/', { device: device.id, name: name('if'), type })

describe('wireless', () => {
  test('a wireless link joins two wireless interfaces, which then show it', async () => {
    const wired = await iface(s1.device, '1000base-t')
    const a = await iface(s1.device, 'ieee802.11ax')
    const b = await iface(s2.device, 'ieee802.11ax')
    let res = await t.api('POST', '/api/wireless/wireless-links/', { interface_a: wired.id, interface_b: b.id })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { interface_a: ['1000BASE-T (1GE) is not a wireless interface.'] })
    res = await t.api('POST', '/api/wireless/wireless-links/', { interface_a: a.id, interface_b: b.id, distance: 5 })
    assert.deepEqual(res.body, { distance_unit: ['Must specify a unit when setting a distance'] })
    const link = await create(t, '/api/wireless/wireless-links/', { interface_a: a.id, interface_b: b.id, ssid: 'bridge', distance: 5, distance_unit: 'km' })
    assert.equal(link.display, 'bridge')
    assert.deepEqual(link.status, { value: 'connected', label: 'Connected' })
    assert.equal((await get(t, `/api/dcim/interfaces/${a.id}/`)).wireless_link.id, link.id)
    assert.equal((await get(t, `/api/dcim/interfaces/${b.id}/`)).wireless_link.id, link.id)
    // Moving an end moves the interfaces' link.
    const d = await iface(s2.device, 'ieee802.11ac')
    res = await t.api('PATCH', `/api/wireless/wireless-links/${link.id}/`, { interface_b: d.id })
    assert.equal(res.status, 200, show(res))
    assert.equal((await get(t, `/api/dcim/interfaces/${b.id}/`)).wireless_link, null)
    assert.equal((await get(t, `/api/dcim/interfaces/${d.id}/`)).wireless_link.id, link.id)
    assert.equal((await get(t, `/api/wireless/wireless-links/?interface_a_id=${a.id}`)).count, 1)
    res = await t.api('DELETE', `/api/wireless/wireless-links/${link.id}/`)
    assert.equal(res.status, 204, show(res))
    assert.equal((await get(t, `/api/dcim/interfaces/${a.id}/`)).wireless_link, null)
  })

  test('wireless LANs: groups as a tree, a scope, and interfaces’ wireless_lans', async () => {
    const root = await create(t, '/api/wireless/wireless-lan-groups/', { name: name('g'), slug: name('g') })
    const child = await create(t, '/api/wireless/wireless-lan-groups/', { name: name('g'), slug: name('g'), parent: root.id })
    assert.equal(child.parent.id, root.id)
    const lan = await create(t, '/api/wireless/wireless-lans/', {
      ssid: 'corp',
      group: child.id,
      scope_type: 'dcim.site',
      scope_id: s1.site.id,
      auth_type: 'wpa-personal',
      auth_cipher: 'aes',
      auth_psk: 'secret-psk',
    })
    assert.equal(lan.scope.id, s1.site.id)
    assert.deepEqual(lan.auth_type, { value: 'wpa-personal', label: 'WPA Personal (PSK)' })
    assert.equal((await get(t, `/api/wireless/wireless-lan-groups/${child.id}/`)).wirelesslan_count, 1)
    const ap = await create(t, '/api/dcim/interfaces/', { device: s1.device.id, name: name('wlan'), type: 'ieee802.11ax', wireless_lans: [lan.id] })
    assert.deepEqual(
      ap.wireless_lans.map((l: Obj) => l.ssid),
      ['corp'],
    )
    assert.deepEqual((await get(t, `/api/dcim/interfaces/?wireless_lan_id=${lan.id}`)).results.map((r: Obj) => r.id), [ap.id])
    const res = await t.api('POST', '/api/wireless/wireless-lans/', { ssid: 'x', auth_type: 'wpa3' })
    assert.equal(res.status, 400, show(res))
    assert.ok(res.body.auth_type, show(res))
  })
})

describe('vpn', () => {
  test('an interface terminates one tunnel at a time', async () => {
    const tunnel = await create(t, '/api/vpn/tunnels/', { name: name('tun'), encapsulation: 'gre', status: 'active' })
    const other = await create(t, '/api/vpn/tunnels/', { name: name('tun'), encapsulation: 'wireguard' })
    const i = await iface(s1.device, 'virtual')
    const term = await create(t, '/api/vpn/tunnel-terminations/', {
      tunnel: tunnel.id,
      role: 'hub',
      termination_type: 'dcim.interface',
      termination_id: i.id,
    })
    assert.equal(term.termination.id, i.id)
    // NetBox's str(): the tunnel's name through the foreign key, in REST (full, brief, nested) and GraphQL.
    const display = `${tunnel.name}: Termination ${term.id}`
    assert.equal(term.display, display)
    assert.equal((await get(t, `/api/vpn/tunnel-terminations/?id=${term.id}&brief=1`)).results[0].display, display)
    const gql = await t.api('POST', '/graphql/', { query: `{ tunnel_termination(id: ${term.id}) { display } }` })
    assert.equal(gql.body.data?.tunnel_termination?.display, display, show(gql))
    assert.equal((await get(t, `/api/vpn/tunnels/${tunnel.id}/`)).terminations_count, 1)
    let res = await t.api('POST', '/api/vpn/tunnel-terminations/', { tunnel: other.id, termination_type: 'dcim.interface', termination_id: i.id })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { termination: [`${i.name} is already attached to a tunnel (${tunnel.name}).`] })
    // Within one bulk request too, and nothing of it is written.
    const j = await iface(s1.device, 'virtual')
    res = await t.api('POST', '/api/vpn/tunnel-terminations/', [
      { tunnel: other.id, termination_type: 'dcim.interface', termination_id: j.id },
      { tunnel: tunnel.id, termination_type: 'dcim.interface', termination_id: j.id },
    ])
    assert.equal(res.status, 400, show(res))
    assert.equal((await get(t, `/api/vpn/tunnel-terminations/?tunnel_id=${other.id}`)).count, 0)
    // Updating a termination in place is not a clash with itself.
    res = await t.api('PATCH', `/api/vpn/tunnel-terminations/${term.id}/`, { role: 'spoke', termination_type: 'dcim.interface', termination_id: i.id })
    assert.equal(res.status, 200, show(res))
  })

  test('IKE policies: a mode with IKEv1 only; IPSec proposals need an algorithm; profiles tie them', async () => {
    let res = await t.api('POST', '/api/vpn/ike-policies/', { name: name('ike'), version: 1 })
    assert.deepEqual(res.body, { non_field_errors: ['Mode is required for selected IKE version'] })
    res = await t.api('POST', '/api/vpn/ike-policies/', { name: name('ike'), version: 2, mode: 'main' })
    assert.deepEqual(res.body, { non_field_errors: ['Mode cannot be used for selected IKE version'] })
    const proposal = await create(t, '/api/vpn/ike-proposals/', {
      name: name('p'),
      authentication_method: 'preshared-keys',
      encryption_algorithm: 'aes-256-cbc',
      group: 14,
    })
    assert.deepEqual(proposal.group, { value: 14, label: 'Group 14' })
    const ike = await create(t, '/api/vpn/ike-policies/', { name: name('ike'), version: 1, mode: 'aggressive', proposals: [proposal.id] })
    assert.deepEqual(ike.version, { value: 1, label: 'IKEv1' })
    res = await t.api('PATCH', `/api/vpn/ike-policies/${ike.id}/`, { version: 2 })
    assert.deepEqual(res.body, { non_field_errors: ['Mode cannot be used for selected IKE version'] })
    assert.equal((await get(t, `/api/vpn/ike-policies/?ike_proposal_id=${proposal.id}`)).count, 1)
    res = await t.api('POST', '/api/vpn/ipsec-proposals/', { name: name('ipsec') })
    assert.deepEqual(res.body, { non_field_errors: ['Encryption and/or authentication algorithm must be defined'] })
    const ipsecProposal = await create(t, '/api/vpn/ipsec-proposals/', { name: name('ipsec'), authentication_algorithm: 'hmac-sha256' })
    const ipsec = await create(t, '/api/vpn/ipsec-policies/', { name: name('pol'), proposals: [ipsecProposal.id], pfs_group: 19 })
    const profile = await create(t, '/api/vpn/ipsec-profiles/', { name: name('prof'), mode: 'esp', ike_policy: ike.id, ipsec_policy: ipsec.id })
    const tunnel = await create(t, '/api/vpn/tunnels/', { name: name('tun'), encapsulation: 'ipsec-tunnel', ipsec_profile: profile.id })
    assert.equal(tunnel.ipsec_profile.id, profile.id)
    res = await t.api('DELETE', `/api/vpn/ipsec-profiles/${profile.id}/`)
    assert.equal(res.status, 409, show(res))
  })

  test('L2VPN terminations: one per object, two on a point-to-point L2VPN', async () => {
    const vpws = await create(t, '/api/vpn/l2vpns/', { name: name('vpws'), slug: name('vpws'), type: 'vpws', identifier: 100 })
    assert.equal(vpws.display, `${vpws.name} (100)`)
    const vlan = await create(t, '/api/ipam/vlans/', { vid: 100, name: name('vlan') })
    const [a, b, c] = [await iface(s1.device, 'virtual'), await iface(s1.device, 'virtual'), await iface(s2.device, 'virtual')]
    const ta = await create(t, '/api/vpn/l2vpn-terminations/', { l2vpn: vpws.id, assigned_object_type: 'dcim.interface', assigned_object_id: a.id })
    assert.equal(ta.assigned_object.id, a.id)
    assert.equal((await get(t, `/api/dcim/interfaces/${a.id}/`)).l2vpn_termination.id, ta.id)
    let res = await t.api('POST', '/api/vpn/l2vpn-terminations/', [
      { l2vpn: vpws.id, assigned_object_type: 'dcim.interface', assigned_object_id: b.id },
      { l2vpn: vpws.id, assigned_object_type: 'dcim.interface', assigned_object_id: c.id },
    ])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body[1], { non_field_errors: ['VPWS L2VPNs cannot have more than two terminations; found 2 already defined.'] })
    const vxlan = await create(t, '/api/vpn/l2vpns/', { name: name('vx'), slug: name('vx'), type: 'vxlan' })
    res = await t.api('POST', '/api/vpn/l2vpn-terminations/', { l2vpn: vxlan.id, assigned_object_type: 'dcim.interface', assigned_object_id: a.id })
    assert.deepEqual(res.body, { non_field_errors: [`L2VPN Termination already assigned (${a.name})`] })
    const tv = await create(t, '/api/vpn/l2vpn-terminations/', { l2vpn: vxlan.id, assigned_object_type: 'ipam.vlan', assigned_object_id: vlan.id })
    assert.equal((await get(t, `/api/ipam/vlans/${vlan.id}/`)).l2vpn_termination.id, tv.id)
  })
})

describe('dcim', () => {
  test('a rack takes its rack type’s attributes', async () => {
    const mf = await create(t, '/api/dcim/manufacturers/', { name: name('mf'), slug: name('mf') })
    let res = await t.api('POST', '/api/dcim/rack-types/', { manufacturer: mf.id, model: 'R1', slug: name('rt'), form_factor: '4-post-cabinet', outer_width: 600 })
    assert.deepEqual(res.body, { non_field_errors: ['Must specify a unit when setting an outer dimension'] })
    const rt = await create(t, '/api/dcim/rack-types/', {
      manufacturer: mf.id,
      model: 'R1',
      slug: name('rt'),
      form_factor: '4-post-cabinet',
      u_height: 48,
      width: 23,
      outer_width: 600,
      outer_unit: 'mm',
      max_weight: 1000,
      weight_unit: 'kg',
    })
    const rack = await create(t, '/api/dcim/racks/', { name: name('rack'), site: s1.site.id, rack_type: rt.id, u_height: 10 })
    assert.equal(rack.rack_type.id, rt.id)
    assert.equal(rack.u_height, 48)
    assert.deepEqual(rack.width, { value: 23, label: '23 inches' })
    assert.deepEqual(rack.form_factor, { value: '4-post-cabinet', label: '4-post cabinet' })
    assert.equal(rack.outer_width, 600)
    assert.equal(rack.max_weight, 1000)
    res = await t.api('PATCH', `/api/dcim/racks/${rack.id}/`, { u_height: 20 })
    assert.equal(res.body.u_height, 48)
    res = await t.api('PATCH', `/api/dcim/racks/${rack.id}/`, { rack_type: null, u_height: 20 })
    assert.equal(res.body.u_height, 20)
    res = await t.api('DELETE', `/api/dcim/rack-types/${rt.id}/`)
    assert.equal(res.status, 204, show(res))
  })

  test('component templates belong to one device type or module type', async () => {
    const dt = s1.deviceType
    const mt = await create(t, '/api/dcim/module-types/', { manufacturer: dt.manufacturer.id, model: name('mt') })
    let res = await t.api('POST', '/api/dcim/interface-templates/', { name: 'eth0', type: '1000base-t' })
    assert.deepEqual(res.body, { non_field_errors: ['A component template must be associated with either a device type or a module type.'] })
    res = await t.api('POST', '/api/dcim/interface-templates/', { device_type: dt.id, module_type: mt.id, name: 'eth0', type: '1000base-t' })
    assert.deepEqual(res.body, { non_field_errors: ['A component template cannot be associated with both a device type and a module type.'] })
    const it = await create(t, '/api/dcim/interface-templates/', { device_type: dt.id, name: 'eth0', type: '1000base-t', poe_mode: 'pse' })
    assert.deepEqual(it.poe_mode, { value: 'pse', label: 'PSE' })
    assert.equal(it.tags, undefined)
    assert.equal((await get(t, `/api/dcim/device-types/${dt.id}/`)).interface_template_count, 1)
    res = await t.api('PATCH', `/api/dcim/interface-templates/${it.id}/`, { device_type: s2.deviceType.id })
    assert.deepEqual(res.body, { device_type: ['Component templates cannot be moved to a different device type.'] })
    const onModule = await create(t, '/api/dcim/interface-templates/', { module_type: mt.id, name: 'eth{module}', type: 'virtual' })
    res = await t.api('POST', '/api/dcim/interface-templates/', { module_type: mt.id, name: name('br'), type: 'bridge', bridge: it.id })
    assert.deepEqual(res.body, { bridge: [`Bridge interface (${it.name}) must belong to the same module type`] })
    assert.equal(onModule.module_type.id, mt.id)

    const rp = await create(t, '/api/dcim/rear-port-templates/', { device_type: dt.id, name: 'rp', type: 'lc', positions: 2 })
    res = await t.api('POST', '/api/dcim/front-port-templates/', { device_type: dt.id, name: 'fp', type: 'lc', rear_port: rp.id, rear_port_position: 3 })
    assert.deepEqual(res.body, { non_field_errors: ['Invalid rear port position (3); rear port rp has only 2 positions'] })
    res = await t.api('POST', '/api/dcim/front-port-templates/', { device_type: s2.deviceType.id, name: 'fp', type: 'lc', rear_port: rp.id })
    assert.deepEqual(res.body, { non_field_errors: ['Rear port (rp) must belong to the same device type'] })
    await create(t, '/api/dcim/front-port-templates/', { device_type: dt.id, name: 'fp', type: 'lc', rear_port: rp.id, rear_port_position: 2 })

    const pp = await create(t, '/api/dcim/power-port-templates/', { device_type: dt.id, name: 'psu', maximum_draw: 100 })
    res = await t.api('PATCH', `/api/dcim/power-port-templates/${pp.id}/`, { allocated_draw: 200 })
    assert.deepEqual(res.body, { allocated_draw: ['Allocated draw cannot exceed the maximum draw (100W).'] })
    res = await t.api('POST', '/api/dcim/power-outlet-templates/', { module_type: mt.id, name: 'out', power_port: pp.id, feed_leg: 'A' })
    assert.deepEqual(res.body, { non_field_errors: ['Parent power port (psu) must belong to the same module type'] })

    res = await t.api('POST', '/api/dcim/device-bay-templates/', { device_type: dt.id, name: 'bay' })
    assert.deepEqual(res.body, { non_field_errors: [`Subdevice role of device type (${dt.model}) must be set to "parent" to allow device bays.`] })
    const role = await create(t, '/api/dcim/inventory-item-roles/', { name: name('role'), slug: name('role') })
    const parent = await create(t, '/api/dcim/inventory-item-templates/', { device_type: dt.id, name: 'chassis', role: role.id })
    const child = await create(t, '/api/dcim/inventory-item-templates/', {
      device_type: dt.id,
      parent: parent.id,
      name: 'optic',
      component_type: 'dcim.rearporttemplate',
      component_id: rp.id,
    })
    assert.equal(child.component.id, rp.id)
    res = await t.api('POST', '/api/dcim/inventory-item-templates/', { device_type: s2.deviceType.id, parent: parent.id, name: 'x' })
    assert.equal(res.status, 400, show(res))
    const item = await create(t, '/api/dcim/inventory-items/', { device: s1.device.id, name: name('item'), role: role.id })
    assert.equal(item.role.id, role.id)
    assert.equal((await get(t, `/api/dcim/inventory-item-roles/${role.id}/`)).inventoryitem_count, 1)
  })

  test('virtual device contexts: identifier and name unique per device, interfaces, primary IPs', async () => {
    const vdc = await create(t, '/api/dcim/virtual-device-contexts/', { device: s1.device.id, name: 'admin', identifier: 1, status: 'active' })
    let res = await t.api('POST', '/api/dcim/virtual-device-contexts/', { device: s1.device.id, name: 'other', identifier: 1, status: 'active' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { non_field_errors: ['The fields device, identifier must make a unique set.'] })
    res = await t.api('POST', '/api/dcim/virtual-device-contexts/', { device: s1.device.id, name: 'admin', status: 'active' })
    assert.deepEqual(res.body, { non_field_errors: ['The fields device, name must make a unique set.'] })
    res = await t.api('POST', '/api/dcim/virtual-device-contexts/', [
      { device: s2.device.id, name: 'a', identifier: 7, status: 'planned' },
      { device: s2.device.id, name: 'b', identifier: 7, status: 'planned' },
    ])
    assert.equal(res.status, 400, show(res))
    await create(t, '/api/dcim/virtual-device-contexts/', { device: s2.device.id, name: 'admin', identifier: 1, status: 'offline' })
    res = await t.api('POST', '/api/dcim/virtual-device-contexts/', { device: s1.device.id, name: 'x', status: 'active', identifier: 40000 })
    assert.equal(res.status, 400, show(res))
    const i = await create(t, '/api/dcim/interfaces/', { device: s1.device.id, name: name('if'), type: 'virtual', vdcs: [vdc.id] })
    assert.deepEqual(
      i.vdcs.map((v: Obj) => v.id),
      [vdc.id],
    )
    assert.equal((await get(t, `/api/dcim/virtual-device-contexts/${vdc.id}/`)).interface_count, 1)
    assert.equal((await get(t, `/api/dcim/interfaces/?vdc_id=${vdc.id}`)).count, 1)
    const ip = await create(t, '/api/ipam/ip-addresses/', { address: '192.0.2.10/24', assigned_object_type: 'dcim.interface', assigned_object_id: i.id })
    const elsewhere = await create(t, '/api/ipam/ip-addresses/', { address: '192.0.2.11/24' })
    res = await t.api('PATCH', `/api/dcim/virtual-device-contexts/${vdc.id}/`, { primary_ip4: elsewhere.id })
    assert.deepEqual(res.body, { primary_ip4: ['Primary IP address must belong to an interface on the assigned device.'] })
    res = await t.api('PATCH', `/api/dcim/virtual-device-contexts/${vdc.id}/`, { primary_ip6: ip.id })
    assert.deepEqual(res.body, { primary_ip6: ['192.0.2.10/24 is not an IPv6 address.'] })
    res = await t.api('PATCH', `/api/dcim/virtual-device-contexts/${vdc.id}/`, { primary_ip4: ip.id })
    assert.equal(res.status, 200, show(res))
    assert.equal(res.body.primary_ip.id, ip.id)
  })

  test('module type profiles: a schema with properties; attributes follow it', async () => {
    let res = await t.api('POST', '/api/dcim/module-type-profiles/', { name: name('prof'), schema: { type: 'object' } })
    assert.deepEqual(res.body, { schema: ['JSON schema must define properties'] })
    const profile = await create(t, '/api/dcim/module-type-profiles/', {
      name: name('prof'),
      schema: { properties: { speed: { type: 'integer', minimum: 1 }, form: { type: 'string', enum: ['sfp', 'qsfp'] } }, required: ['speed'] },
    })
    const mf = s1.deviceType.manufacturer.id
    res = await t.api('POST', '/api/dcim/module-types/', { manufacturer: mf, model: name('m'), profile: profile.id, attributes: { form: 'sfp' } })
    assert.deepEqual(res.body, { non_field_errors: ["Invalid schema: 'speed' is a required property"] })
    res = await t.api('POST', '/api/dcim/module-types/', { manufacturer: mf, model: name('m'), profile: profile.id, attributes: { speed: 'fast' } })
    assert.deepEqual(res.body, { non_field_errors: ["Invalid schema: 'fast' is not of type 'integer'"] })
    const mt = await create(t, '/api/dcim/module-types/', { manufacturer: mf, model: name('m'), profile: profile.id, attributes: { speed: 10, form: 'qsfp' } })
    assert.deepEqual(mt.attributes, { speed: 10, form: 'qsfp' })
    assert.equal(mt.profile.id, profile.id)
    const bare = await create(t, '/api/dcim/module-types/', { manufacturer: mf, model: name('m'), attributes: { speed: 10 } })
    assert.equal(bare.attributes, null)
  })
})

describe('circuits, virtualization, ipam', () => {
  test('virtual circuits: the account of the network’s provider; terminations on virtual interfaces', async () => {
    const p1 = await create(t, '/api/circuits/providers/', { name: name('p'), slug: name('p') })
    const p2 = await create(t, '/api/circuits/providers/', { name: name('p'), slug: name('p') })
    const net = await create(t, '/api/circuits/provider-networks/', { provider: p1.id, name: name('net') })
    const account = await create(t, '/api/circuits/provider-accounts/', { provider: p2.id, account: name('acct') })
    const type = await create(t, '/api/circuits/virtual-circuit-types/', { name: name('vct'), slug: name('vct') })
    let res = await t.api('POST', '/api/circuits/virtual-circuits/', { cid: 'vc1', provider_network: net.id, provider_account: account.id, type: type.id })
    assert.deepEqual(res.body, { provider_account: ['The assigned account must belong to the provider of the assigned network.'] })
    const vc = await create(t, '/api/circuits/virtual-circuits/', { cid: 'vc1', provider_network: net.id, type: type.id })
    const physical = await iface(s1.device, '10gbase-x-sfpp')
    res = await t.api('POST', '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, interface: physical.id })
    assert.deepEqual(res.body, { non_field_errors: ['Virtual circuits may be terminated only to virtual interfaces.'] })
    const sub = await iface(s1.device, 'virtual')
    const term = await create(t, '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, interface: sub.id, role: 'hub' })
    assert.deepEqual(term.role, { value: 'hub', label: 'Hub' })
    res = await t.api('POST', '/api/circuits/virtual-circuit-terminations/', { virtual_circuit: vc.id, interface: sub.id })
    assert.equal(res.status, 400, show(res))
    assert.equal((await get(t, `/api/circuits/virtual-circuit-types/${type.id}/`)).virtual_circuit_count, 1)

    const group = await create(t, '/api/circuits/circuit-groups/', { name: name('cg'), slug: name('cg') })
    const ctype = await create(t, '/api/circuits/circuit-types/', { name: name('ct'), slug: name('ct') })
    const circuit = await create(t, '/api/circuits/circuits/', { cid: name('c'), provider: p1.id, type: ctype.id })
    const assignment = await create(t, '/api/circuits/circuit-group-assignments/', {
      group: group.id,
      member_type: 'circuits.circuit',
      member_id: circuit.id,
      priority: 'primary',
    })
    assert.equal(assignment.member.id, circuit.id)
    await create(t, '/api/circuits/circuit-group-assignments/', { group: group.id, member_type: 'circuits.virtualcircuit', member_id: vc.id })
    res = await t.api('POST', '/api/circuits/circuit-group-assignments/', { group: group.id, member_type: 'circuits.circuit', member_id: circuit.id })
    assert.equal(res.status, 400, show(res))
    assert.equal((await get(t, `/api/circuits/circuit-groups/${group.id}/`)).circuit_count, 2)
    assert.deepEqual(
      (await get(t, `/api/circuits/circuits/${circuit.id}/`)).assignments.map((a: Obj) => a.id),
      [assignment.id],
    )
  })

  test('virtual disks add up to the VM’s disk', async () => {
    const ct = await create(t, '/api/virtualization/cluster-types/', { name: name('ct'), slug: name('ct') })
    const cluster = await create(t, '/api/virtualization/clusters/', { name: name('cl'), type: ct.id })
    const vm = await create(t, '/api/virtualization/virtual-machines/', { name: name('vm'), cluster: cluster.id })
    const root = await create(t, '/api/virtualization/virtual-disks/', { virtual_machine: vm.id, name: 'root', size: 100 })
    const data = await create(t, '/api/virtualization/virtual-disks/', { virtual_machine: vm.id, name: 'data', size: 50 })
    const got = await get(t, `/api/virtualization/virtual-machines/${vm.id}/`)
    assert.equal(got.disk, 150)
    assert.equal(got.virtual_disk_count, 2)
    const res = await t.api('PATCH', `/api/virtualization/virtual-machines/${vm.id}/`, { disk: 10 })
    assert.deepEqual(res.body, { disk: ['The specified disk size (10) must match the aggregate size of assigned virtual disks (150).'] })
    // Deleting a disk recomputes the total (a recorded change of the VM); the last one leaves none.
    const del = await t.api('DELETE', `/api/virtualization/virtual-disks/${data.id}/`)
    assert.equal(del.status, 204)
    assert.equal((await get(t, `/api/virtualization/virtual-machines/${vm.id}/`)).disk, 100)
    const changes = await get(t, `/api/core/object-changes/?request_id=${del.headers['x-request-id']}&changed_object_type=virtualization.virtualmachine`)
    assert.equal(changes.count, 1)
    assert.equal((await t.api('DELETE', `/api/virtualization/virtual-disks/${root.id}/`)).status, 204)
    assert.equal((await get(t, `/api/virtualization/virtual-machines/${vm.id}/`)).disk, null)
  })

  test('VLAN translation policies list their rules; a VID is translated once per policy', async () => {
    const policy = await create(t, '/api/ipam/vlan-translation-policies/', { name: name('pol') })
    const rule = await create(t, '/api/ipam/vlan-translation-rules/', { policy: policy.id, local_vid: 100, remote_vid: 200 })
    assert.equal(rule.policy, policy.id)
    const res = await t.api('POST', '/api/ipam/vlan-translation-rules/', { policy: policy.id, local_vid: 100, remote_vid: 300 })
    assert.equal(res.status, 400, show(res))
    const got = await get(t, `/api/ipam/vlan-translation-policies/${policy.id}/`)
    assert.deepEqual(
      got.rules.map((r: Obj) => [r.local_vid, r.remote_vid]),
      [[100, 200]],
    )
    const i = await create(t, '/api/dcim/interfaces/', { device: s1.device.id, name: name('if'), type: 'virtual', vlan_translation_policy: policy.id })
    assert.equal(i.vlan_translation_policy.id, policy.id)
  })
})

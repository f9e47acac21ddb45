// NetBox 4.4 fields added for parity, with NetBox's rules: Q-in-Q VLANs and interfaces, primary MAC
// addresses, circuit distances, cabled circuit terminations, counts and reverse lists, custom
// fields' data type and related object filter, tags' object types, choice values renamed to
// NetBox's.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice, show } from './fixtures.js'

let t: TestApp
let s: Awaited<ReturnType<typeof seedDevice>>
let n = 0
const name = (p: string) => `${p}-${++n}`

before(async () => {
  t = await testApp()
  s = await seedDevice(t, 'nbf')
})
after(() => t.close())

describe('Q-in-Q', () => {
  test('only a customer VLAN has a service VLAN, and it must have one', async () => {
    const svlan = await create(t, '/api/ipam/vlans/', { vid: 100, name: name('s'), qinq_role: 'svlan' })
    assert.deepEqual(svlan.qinq_role, { value: 'svlan', label: 'Service' })
    let res = await t.api('POST', '/api/ipam/vlans/', { vid: 101, name: name('c'), qinq_role: 'cvlan' })
    assert.deepEqual(res.body, { qinq_role: ['A Q-in-Q customer VLAN must be assigned to a service VLAN.'] }, show(res))
    res = await t.api('POST', '/api/ipam/vlans/', { vid: 102, name: name('c'), qinq_svlan: svlan.id })
    assert.deepEqual(res.body, { qinq_svlan: ['Only Q-in-Q customer VLANs maybe assigned to a service VLAN.'] }, show(res))
    const cvlan = await create(t, '/api/ipam/vlans/', { vid: 103, name: name('c'), qinq_role: 'cvlan', qinq_svlan: svlan.id })
    assert.equal(cvlan.qinq_svlan.id, svlan.id)
    const found = await get(t, `/api/ipam/vlans/?qinq_svlan_id=${svlan.id}`)
    assert.deepEqual(found.results.map((v: Obj) => v.id), [cvlan.id])
    res = await t.api('DELETE', `/api/ipam/vlans/${svlan.id}/`)
    assert.equal(res.status, 409, show(res)) // protected while a customer VLAN points at it
  })

  test('a service VLAN only on a Q-in-Q interface, device or VM', async () => {
    const svlan = await create(t, '/api/ipam/vlans/', { vid: 200, name: name('s'), qinq_role: 'svlan' })
    let res = await t.api('POST', '/api/dcim/interfaces/', { device: s.device.id, name: name('e'), type: '1000base-t', mode: 'access', qinq_svlan: svlan.id })
    assert.deepEqual(res.body, { qinq_svlan: ['Interface mode does not support q-in-q service vlan'] }, show(res))
    const iface = await create(t, '/api/dcim/interfaces/', { device: s.device.id, name: name('e'), type: '1000base-t', mode: 'q-in-q', qinq_svlan: svlan.id })
    assert.equal(iface.qinq_svlan.id, svlan.id)
    res = await t.api('PATCH', `/api/dcim/interfaces/${iface.id}/`, { mode: 'access' })
    assert.deepEqual(res.body, { qinq_svlan: ['Interface mode does not support q-in-q service vlan'] }, show(res))

    const vm = await create(t, '/api/virtualization/virtual-machines/', { name: name('vm') })
    res = await t.api('POST', '/api/virtualization/interfaces/', { virtual_machine: vm.id, name: name('v'), qinq_svlan: svlan.id })
    assert.deepEqual(res.body, { qinq_svlan: ['Only Q-in-Q interfaces may specify a service VLAN.'] }, show(res))
    const vif = await create(t, '/api/virtualization/interfaces/', { virtual_machine: vm.id, name: name('v'), mode: 'q-in-q', qinq_svlan: svlan.id })
    assert.equal(vif.qinq_svlan.id, svlan.id)
  })
})

describe('MAC addresses of interfaces', () => {
  test('the primary MAC address is one of the interface, listed in mac_addresses', async () => {
    const vm = await create(t, '/api/virtualization/virtual-machines/', { name: name('vm') })
    const vif = await create(t, '/api/virtualization/interfaces/', { virtual_machine: vm.id, name: name('v') })
    const other = await create(t, '/api/virtualization/interfaces/', { virtual_machine: vm.id, name: name('v') })
    const mac = await create(t, '/api/dcim/mac-addresses/', {
      mac_address: '00:00:5e:00:53:01',
      assigned_object_type: 'virtualization.vminterface',
      assigned_object_id: vif.id,
    })
    let res = await t.api('PATCH', `/api/virtualization/interfaces/${other.id}/`, { primary_mac_address: mac.id })
    assert.deepEqual(res.body, { primary_mac_address: [`MAC address 00:00:5E:00:53:01 is assigned to a different interface (${vif.name}).`] }, show(res))
    res = await t.api('PATCH', `/api/virtualization/interfaces/${vif.id}/`, { primary_mac_address: mac.id })
    assert.equal(res.status, 200, show(res))
    assert.equal(res.body.primary_mac_address.id, mac.id)
    assert.deepEqual(res.body.mac_addresses.map((m: Obj) => m.id), [mac.id])
    assert.deepEqual((await get(t, `/api/virtualization/interfaces/?primary_mac_address_id=${mac.id}`)).results.map((i: Obj) => i.id), [vif.id])

    const dmac = await create(t, '/api/dcim/mac-addresses/', { mac_address: '00:00:5e:00:53:02', assigned_object_type: 'dcim.interface', assigned_object_id: s.iface.id })
    res = await t.api('POST', '/api/dcim/interfaces/', { device: s.device.id, name: name('e'), type: '1000base-t', primary_mac_address: dmac.id })
    assert.deepEqual(res.body, { primary_mac_address: [`MAC address 00:00:5E:00:53:02 is assigned to a different interface (eth0).`] }, show(res))
    assert.deepEqual((await get(t, `/api/dcim/interfaces/${s.iface.id}/`)).mac_addresses.map((m: Obj) => m.id), [dmac.id])
  })
})

describe('circuits', () => {
  test('a distance needs its unit; no distance clears the unit', async () => {
    const provider = await create(t, '/api/circuits/providers/', { name: name('p'), slug: name('p') })
    const type = await create(t, '/api/circuits/circuit-types/', { name: name('ct'), slug: name('ct') })
    const body = { cid: name('c'), provider: provider.id, type: type.id }
    let res = await t.api('POST', '/api/circuits/circuits/', { ...body, distance: 12.5 })
    assert.deepEqual(res.body, { distance_unit: ['Must specify a unit when setting a distance'] }, show(res))
    const circuit = await create(t, '/api/circuits/circuits/', { ...body, distance: 12.5, distance_unit: 'km' })
    assert.equal(Number(circuit.distance), 12.5)
    assert.deepEqual(circuit.distance_unit, { value: 'km', label: 'Kilometers' })
    res = await t.api('PATCH', `/api/circuits/circuits/${circuit.id}/`, { distance: null })
    assert.equal(res.body.distance_unit, null, show(res))
  })

  test('a cabled circuit termination shows its cable; a provider its accounts and ASNs', async () => {
    const provider = await create(t, '/api/circuits/providers/', { name: name('p'), slug: name('p') })
    const rir = await create(t, '/api/ipam/rirs/', { name: name('rir'), slug: name('rir') })
    const asn = await create(t, '/api/ipam/asns/', { asn: 64512 + n, rir: rir.id })
    let res = await t.api('PATCH', `/api/circuits/providers/${provider.id}/`, { asns: [asn.id] })
    assert.deepEqual(res.body.asns.map((a: Obj) => a.id), [asn.id], show(res))
    const account = await create(t, '/api/circuits/provider-accounts/', { provider: provider.id, account: name('acct') })
    const shown = await get(t, `/api/circuits/providers/${provider.id}/`)
    assert.deepEqual(shown.accounts.map((a: Obj) => a.id), [account.id])
    assert.deepEqual((await get(t, `/api/circuits/providers/?asn_id=${asn.id}`)).results.map((p: Obj) => p.id), [provider.id])

    const type = await create(t, '/api/circuits/circuit-types/', { name: name('ct'), slug: name('ct') })
    const circuit = await create(t, '/api/circuits/circuits/', { cid: name('c'), provider: provider.id, type: type.id })
    const term = await create(t, '/api/circuits/circuit-terminations/', { circuit: circuit.id, term_side: 'A' })
    assert.equal(term._occupied, false)
    const cable = await create(t, '/api/dcim/cables/', {
      a_terminations: [{ object_type: 'circuits.circuittermination', object_id: term.id }],
      b_terminations: [{ object_type: 'dcim.interface', object_id: s.iface.id }],
    })
    const cabled = await get(t, `/api/circuits/circuit-terminations/${term.id}/`)
    assert.equal(cabled.cable.id, cable.id)
    assert.equal(cabled.cable_end, 'A')
    assert.equal(cabled._occupied, true)
    assert.deepEqual(cabled.link_peers.map((p: Obj) => p.id), [s.iface.id])
    assert.equal(cabled.link_peers_type, 'dcim.interface')
    res = await t.api('GET', `/api/circuits/circuit-terminations/?id=${term.id}&brief=1`)
    assert.equal(res.body.results[0].cable.id, cable.id, show(res))
  })
})

describe('counts and reverse lists', () => {
  test("a device counts its components, a tenant its objects, a virtual chassis lists its members", async () => {
    const tenant = await create(t, '/api/tenancy/tenants/', { name: name('tn'), slug: name('tn') })
    const d = await seedDevice(t, name('cnt'))
    await t.api('PATCH', `/api/dcim/devices/${d.device.id}/`, { tenant: tenant.id })
    await create(t, '/api/dcim/console-ports/', { device: d.device.id, name: 'con0' })
    await create(t, '/api/dcim/power-ports/', { device: d.device.id, name: 'psu0' })
    await create(t, '/api/dcim/power-ports/', { device: d.device.id, name: 'psu1' })
    const device = await get(t, `/api/dcim/devices/${d.device.id}/`)
    assert.equal(device.console_port_count, 1)
    assert.equal(device.power_port_count, 2)
    assert.equal(device.interface_count, 1)
    assert.equal(device.rear_port_count, 0)
    const shown = await get(t, `/api/tenancy/tenants/${tenant.id}/`)
    assert.equal(shown.device_count, 1)
    assert.equal(shown.site_count, 0)

    const vc = await create(t, '/api/dcim/virtual-chassis/', { name: name('vc') })
    await t.api('PATCH', `/api/dcim/devices/${d.device.id}/`, { virtual_chassis: vc.id, vc_position: 1 })
    assert.deepEqual((await get(t, `/api/dcim/virtual-chassis/${vc.id}/`)).members.map((m: Obj) => m.id), [d.device.id])
  })
})

describe('extras', () => {
  test("a custom field's data type follows its type; a related object filter only on object fields", async () => {
    const cf = await create(t, '/api/extras/custom-fields/', { name: `cf_${++n}`, object_types: ['dcim.site'], type: 'multiselect', choice_set: (await create(t, '/api/extras/custom-field-choice-sets/', { name: name('cs'), extra_choices: [['a', 'A']] })).id })
    assert.equal(cf.data_type, 'array')
    let res = await t.api('POST', '/api/extras/custom-fields/', { name: `cf_${++n}`, object_types: ['dcim.site'], type: 'text', related_object_filter: { status: 'active' } })
    assert.deepEqual(res.body, { related_object_filter: ['A related object filter can be defined only for object fields.'] }, show(res))
    res = await t.api('POST', '/api/extras/custom-fields/', { name: `cf_${++n}`, object_types: ['dcim.site'], type: 'object', related_object_type: 'dcim.site', related_object_filter: ['x'] })
    assert.deepEqual(res.body, { related_object_filter: ['Filter must be defined as a dictionary mapping attributes to values.'] }, show(res))
    const obj = await create(t, '/api/extras/custom-fields/', { name: `cf_${++n}`, object_types: ['dcim.site'], type: 'object', related_object_type: 'dcim.site', related_object_filter: { status: 'active' } })
    assert.deepEqual([obj.data_type, obj.related_object_filter], ['object', { status: 'active' }])
  })

  test("a tag's object types name models that take tags", async () => {
    const res = await t.api('POST', '/api/extras/tags/', { name: name('tag'), slug: name('tag'), object_types: ['dcim.site', 'extras.tag'] })
    assert.deepEqual(res.body, { object_types: ['Invalid content type: extras.tag'] }, show(res))
    const tag = await create(t, '/api/extras/tags/', { name: name('tag'), slug: name('tag'), object_types: ['dcim.site', 'dcim.device', 'dcim.site'] })
    assert.deepEqual(tag.object_types, ['dcim.device', 'dcim.site'])
    const template = await create(t, '/api/extras/export-templates/', { name: name('et'), object_types: ['dcim.site'], template_code: '{{ x }}' })
    assert.deepEqual([template.environment_params, template.file_name], [{}, ''])
  })
})

describe('contacts', () => {
  test('every model NetBox gives contacts takes them (a prefix, an IP range, a power panel, …)', async () => {
    const contact = await create(t, '/api/tenancy/contacts/', { name: name('ct') })
    const prefix = await create(t, '/api/ipam/prefixes/', { prefix: '198.51.100.0/24' })
    const panel = await create(t, '/api/dcim/power-panels/', { site: s.site.id, name: name('pp') })
    for (const [type, id] of [['ipam.prefix', prefix.id], ['dcim.powerpanel', panel.id]])
      await create(t, '/api/tenancy/contact-assignments/', { object_type: type, object_id: id, contact: contact.id })
    assert.equal((await t.api('DELETE', `/api/ipam/prefixes/${prefix.id}/`)).status, 204)
    const left = await get(t, `/api/tenancy/contact-assignments/?contact_id=${contact.id}`)
    assert.deepEqual(left.results.map((a: Obj) => a.object_type), ['dcim.powerpanel'])
  })
})

describe("choice values as NetBox's", () => {
  test('NetBox 4.4 values are accepted with their labels; the old ones are refused', async () => {
    const pp = await create(t, '/api/dcim/power-ports/', { device: s.device.id, name: name('pp'), type: 'ita-e' })
    assert.deepEqual(pp.type, { value: 'ita-e', label: 'ITA Type E (CEE 7/6)' })
    const po = await create(t, '/api/dcim/power-outlets/', { device: s.device.id, name: name('po'), type: 'CS6360C' })
    assert.deepEqual([po.type, po.status], [{ value: 'CS6360C', label: 'CS6360C' }, { value: 'enabled', label: 'Enabled' }])
    const rp = await create(t, '/api/dcim/rear-ports/', { device: s.device.id, name: name('rp'), type: 'urm-p2' })
    assert.deepEqual(rp.type, { value: 'urm-p2', label: 'URM-P2' })
    const res = await t.api('POST', '/api/dcim/power-ports/', { device: s.device.id, name: name('pp'), type: 'ita-type-e' })
    assert.deepEqual(res.body, { type: ['ita-type-e is not a valid choice.'] }, show(res))
  })
})

// NetBox's validation rules of the dcim catalogue (and services): each refused write is a 400 in
// NetBox's shape with nothing written, each allowed one a 2xx.
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
  s1 = await seedDevice(t, 'rules-1')
  s2 = await seedDevice(t, 'rules-2')
})
after(() => t.close())

const name = (p: string) => `${p}-${++n}`

describe('front and rear ports', () => {
  test('the position must exist on the rear port, the rear port be on the same device, a position mapped once', async () => {
    const rp = await create(t, '/api/dcim/rear-ports/', { device: s1.device.id, name: name('rp'), type: 'lc', positions: 2 })
    assert.equal(rp.positions, 2)
    let res = await t.api('POST', '/api/dcim/front-ports/', { device: s1.device.id, name: name('fp'), type: 'lc', rear_port: rp.id, rear_port_position: 3 })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { rear_port_position: [`Invalid rear port position (3): Rear port ${rp.name} has only 2 positions.`] })
    res = await t.api('POST', '/api/dcim/front-ports/', { device: s2.device.id, name: name('fp'), type: 'lc', rear_port: rp.id })
    assert.deepEqual(res.body, { rear_port: [`Rear port (${rp.name}) must belong to the same device`] })
    const fp = await create(t, '/api/dcim/front-ports/', { device: s1.device.id, name: name('fp'), type: 'lc', rear_port: rp.id, rear_port_position: 2 })
    assert.equal(fp.rear_port.id, rp.id)
    assert.equal(fp.rear_port_position, 2)
    res = await t.api('POST', '/api/dcim/front-ports/', { device: s1.device.id, name: name('fp'), type: 'lc', rear_port: rp.id, rear_port_position: 2 })
    assert.equal(res.status, 400, show(res))
    res = await t.api('PATCH', `/api/dcim/rear-ports/${rp.id}/`, { positions: 0 })
    assert.equal(res.status, 400, show(res))
    res = await t.api('PATCH', `/api/dcim/front-ports/${fp.id}/`, { rear_port_position: 5 })
    assert.deepEqual(res.body, { rear_port_position: [`Invalid rear port position (5): Rear port ${rp.name} has only 2 positions.`] })
  })
})

describe('power', () => {
  test('an outlet’s power port is on the same device; allocated draw within the maximum', async () => {
    const pp = await create(t, '/api/dcim/power-ports/', { device: s1.device.id, name: name('psu'), type: 'iec-60320-c14', maximum_draw: 500 })
    let res = await t.api('POST', '/api/dcim/power-outlets/', { device: s2.device.id, name: name('out'), power_port: pp.id })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { power_port: [`Parent power port (${pp.name}) must belong to the same device`] })
    const out = await create(t, '/api/dcim/power-outlets/', { device: s1.device.id, name: name('out'), power_port: pp.id, feed_leg: 'B', type: 'iec-60320-c13' })
    assert.deepEqual(out.feed_leg, { value: 'B', label: 'B' })
    assert.equal(out.power_port.id, pp.id)
    res = await t.api('PATCH', `/api/dcim/power-ports/${pp.id}/`, { allocated_draw: 600 })
    assert.deepEqual(res.body, { allocated_draw: ['Allocated draw cannot exceed the maximum draw (500W).'] })
  })

  test('power panels and feeds', async () => {
    const panel = await create(t, '/api/dcim/power-panels/', { site: s1.site.id, name: name('panel') })
    const feed = await create(t, '/api/dcim/power-feeds/', { power_panel: panel.id, name: name('feed') })
    assert.deepEqual(feed.status, { value: 'active', label: 'Active' })
    assert.deepEqual(feed.supply, { value: 'ac', label: 'AC' })
    assert.equal(feed.voltage, 120)
    assert.equal(feed.amperage, 20)
    assert.equal(feed.max_utilization, 80)
    assert.equal((await get(t, `/api/dcim/power-panels/${panel.id}/`)).powerfeed_count, 1)
    let res = await t.api('POST', '/api/dcim/power-feeds/', { power_panel: panel.id, name: feed.name })
    assert.equal(res.status, 400, show(res))
    res = await t.api('PATCH', `/api/dcim/power-feeds/${feed.id}/`, { voltage: -48 })
    assert.deepEqual(res.body, { voltage: ['Voltage cannot be negative for AC supply'] })
    res = await t.api('PATCH', `/api/dcim/power-feeds/${feed.id}/`, { voltage: -48, supply: 'dc' })
    assert.equal(res.status, 200, show(res))
    const pp = await create(t, '/api/dcim/power-ports/', { device: s1.device.id, name: name('psu') })
    const cable = await create(t, '/api/dcim/cables/', {
      a_terminations: [{ object_type: 'dcim.powerfeed', object_id: feed.id }],
      b_terminations: [{ object_type: 'dcim.powerport', object_id: pp.id }],
      type: 'power',
    })
    const got = await get(t, `/api/dcim/power-feeds/${feed.id}/`)
    assert.equal(got.cable.id, cable.id)
    assert.equal(got.link_peers_type, 'dcim.powerport')
  })
})

describe('modules and bays', () => {
  test('a module sits in a bay of its own device; one module per bay; deleted with the device', async () => {
    const { device } = await seedDevice(t, 'mod')
    const mf = await create(t, '/api/dcim/manufacturers/', { name: name('mf'), slug: name('mf') })
    const mt = await create(t, '/api/dcim/module-types/', { manufacturer: mf.id, model: 'LC-48', part_number: 'X1', airflow: 'front-to-rear', weight: 1.5, weight_unit: 'kg' })
    assert.deepEqual(mt.airflow, { value: 'front-to-rear', label: 'Front to rear' })
    const bay = await create(t, '/api/dcim/module-bays/', { device: device.id, name: 'slot 1', position: '1' })
    const other = await create(t, '/api/dcim/module-bays/', { device: s2.device.id, name: name('slot') })
    let res = await t.api('POST', '/api/dcim/modules/', { device: device.id, module_bay: other.id, module_type: mt.id })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { module_bay: [`Module must be installed within a module bay belonging to the assigned device (${device.name}).`] })
    const mod = await create(t, '/api/dcim/modules/', { device: device.id, module_bay: bay.id, module_type: mt.id, serial: 'S1', asset_tag: 'AT-1' })
    assert.deepEqual(mod.status, { value: 'active', label: 'Active' })
    // NetBox's reduced module (id, url, display, serial, description), in the full and the brief form.
    const installed = (await get(t, `/api/dcim/module-bays/${bay.id}/`)).installed_module
    assert.deepEqual([installed.id, installed.serial, Object.keys(installed).sort()], [mod.id, 'S1', ['description', 'display', 'id', 'serial', 'url']])
    assert.deepEqual((await get(t, `/api/dcim/module-bays/${bay.id}/?brief=1`)).installed_module, installed)
    res = await t.api('POST', '/api/dcim/modules/', { device: device.id, module_bay: bay.id, module_type: mt.id })
    assert.equal(res.status, 400, show(res))
    res = await t.api('POST', '/api/dcim/modules/', { device: device.id, module_bay: (await create(t, '/api/dcim/module-bays/', { device: device.id, name: 'slot 2' })).id, module_type: mt.id, asset_tag: 'AT-1' })
    assert.equal(res.status, 400, show(res))
    assert.ok(res.body.asset_tag, show(res))
    // A component on a module of another device is refused.
    res = await t.api('POST', '/api/dcim/interfaces/', { device: s1.device.id, module: mod.id, name: name('ge'), type: '1000base-t' })
    assert.equal(res.status, 400, show(res))
    assert.ok(res.body.module, show(res))
    const onModule = await create(t, '/api/dcim/interfaces/', { device: device.id, module: mod.id, name: name('ge'), type: '1000base-t' })
    assert.equal(onModule.module.id, mod.id)
    // Device bays: not into itself.
    res = await t.api('POST', '/api/dcim/device-bays/', { device: device.id, name: 'bay', installed_device: device.id })
    assert.deepEqual(res.body, { installed_device: ['Cannot install a device into itself.'] })
    assert.equal((await t.api('DELETE', `/api/dcim/devices/${device.id}/`)).status, 204)
    for (const url of [`/api/dcim/modules/${mod.id}/`, `/api/dcim/module-bays/${bay.id}/`, `/api/dcim/interfaces/${onModule.id}/`])
      assert.equal((await t.api('GET', url)).status, 404, url)
  })

  test('inventory items: a parent on the same device', async () => {
    const parent = await create(t, '/api/dcim/inventory-items/', { device: s1.device.id, name: name('chassis') })
    const res = await t.api('POST', '/api/dcim/inventory-items/', { device: s2.device.id, name: name('psu'), parent: parent.id })
    assert.deepEqual(res.body, { parent: ['Parent inventory item does not belong to the same device.'] })
    const child = await create(t, '/api/dcim/inventory-items/', {
      device: s1.device.id,
      name: name('psu'),
      parent: parent.id,
      component_type: 'dcim.interface',
      component_id: s1.iface.id,
    })
    assert.equal(child.component.id, s1.iface.id)
    assert.equal(child.parent.id, parent.id)
  })
})

describe('virtual chassis', () => {
  test('the master must be a member; a new chassis takes its master at position 1; positions unique', async () => {
    const a = await seedDevice(t, 'vc-a')
    const b = await seedDevice(t, 'vc-b')
    const vc = await create(t, '/api/dcim/virtual-chassis/', { name: 'stack-1', domain: 'd1', master: a.device.id })
    const master = await get(t, `/api/dcim/devices/${a.device.id}/`)
    assert.equal(master.virtual_chassis.id, vc.id)
    assert.equal(master.vc_position, 1)
    assert.equal((await get(t, `/api/dcim/virtual-chassis/${vc.id}/`)).member_count, 1)

    let res = await t.api('PATCH', `/api/dcim/virtual-chassis/${vc.id}/`, { master: b.device.id })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { master: [`The selected master (${b.device.name}) is not assigned to this virtual chassis.`] })

    res = await t.api('PATCH', `/api/dcim/devices/${b.device.id}/`, { virtual_chassis: vc.id })
    assert.deepEqual(res.body, { vc_position: ['A device assigned to a virtual chassis must have its position defined.'] })
    res = await t.api('PATCH', `/api/dcim/devices/${b.device.id}/`, { virtual_chassis: vc.id, vc_position: 1 })
    assert.equal(res.status, 400, show(res))
    res = await t.api('PATCH', `/api/dcim/devices/${b.device.id}/`, { virtual_chassis: vc.id, vc_position: 2, vc_priority: 10 })
    assert.equal(res.status, 200, show(res))
    res = await t.api('PATCH', `/api/dcim/virtual-chassis/${vc.id}/`, { master: b.device.id })
    assert.equal(res.status, 200, show(res))
    assert.equal(res.body.master.id, b.device.id)
    assert.equal(res.body.member_count, 2)
  })
})

describe('interfaces', () => {
  test('tagged VLANs need tagged mode and must be global or in the device’s site', async () => {
    const global = await create(t, '/api/ipam/vlans/', { vid: 100, name: 'global-100' })
    const local = await create(t, '/api/ipam/vlans/', { vid: 200, name: 'local-200', site: s1.site.id })
    const foreign = await create(t, '/api/ipam/vlans/', { vid: 300, name: 'foreign-300', site: s2.site.id })
    const url = '/api/dcim/interfaces/'
    let res = await t.api('POST', url, { device: s1.device.id, name: name('ge'), type: '1000base-t', tagged_vlans: [global.id] })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { tagged_vlans: ['Interface mode None does not support tagged vlans'] })
    res = await t.api('POST', url, { device: s1.device.id, name: name('ge'), type: '1000base-t', mode: 'tagged', tagged_vlans: [global.id, foreign.id] })
    assert.deepEqual(res.body, {
      tagged_vlans: ["VLAN foreign-300 (300) must belong to the same site as the interface's parent device, or it must be global."],
    })
    res = await t.api('POST', url, { device: s1.device.id, name: name('ge'), type: '1000base-t', mode: 'access', untagged_vlan: foreign.id })
    assert.deepEqual(res.body, {
      untagged_vlan: ["The untagged VLAN (foreign-300 (300)) must belong to the same site as the interface's parent device, or it must be global."],
    })
    const ok = await create(t, url, {
      device: s1.device.id,
      name: name('ge'),
      type: '1000base-t',
      mode: 'tagged',
      untagged_vlan: local.id,
      tagged_vlans: [global.id, { vid: 200, name: 'local-200' }],
      mtu: 9000,
      mac_address: '00:11:22:33:44:55',
    })
    assert.deepEqual(ok.mode, { value: 'tagged', label: 'Tagged' })
    assert.deepEqual(ok.tagged_vlans.map((v: Obj) => v.id).sort(), [global.id, local.id].sort())
    assert.equal(ok.untagged_vlan.id, local.id)
    // Leaving tagged mode drops the tagged VLANs, clearing the mode the untagged one too.
    res = await t.api('PATCH', `${url}${ok.id}/`, { mode: 'access' })
    assert.equal(res.status, 200, show(res))
    assert.deepEqual(res.body.tagged_vlans, [])
    assert.equal(res.body.untagged_vlan.id, local.id)
    res = await t.api('PATCH', `${url}${ok.id}/`, { mode: null })
    assert.equal(res.body.untagged_vlan, null)
    res = await t.api('POST', url, { device: s1.device.id, name: name('ge'), type: '1000base-t', mtu: 65537 })
    assert.deepEqual(res.body, { mtu: ['Ensure this value is less than or equal to 65536.'] })
  })

  test('a LAG must be of type lag and on the same device', async () => {
    const url = '/api/dcim/interfaces/'
    const lag = await create(t, url, { device: s1.device.id, name: name('bond'), type: 'lag' })
    const notLag = await create(t, url, { device: s1.device.id, name: name('ge'), type: '1000base-t' })
    const otherLag = await create(t, url, { device: s2.device.id, name: name('bond'), type: 'lag' })
    let res = await t.api('POST', url, { device: s1.device.id, name: name('ge'), type: '1000base-t', lag: notLag.id })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { lag: [`interface instance with id ${notLag.id} does not exist.`] })
    res = await t.api('POST', url, { device: s1.device.id, name: name('ge'), type: '1000base-t', lag: otherLag.id })
    assert.deepEqual(res.body, { lag: [`The selected LAG interface (${otherLag.name}) belongs to a different device (${s2.device.name}).`] })
    const member = await create(t, url, { device: s1.device.id, name: name('ge'), type: '1000base-t', lag: lag.id })
    assert.equal(member.lag.id, lag.id)
    res = await t.api('PATCH', `${url}${lag.id}/`, { lag: lag.id })
    assert.equal(res.status, 400, show(res))
    // Moving the member to another device without its LAG is refused too.
    res = await t.api('PATCH', `${url}${member.id}/`, { device: s2.device.id })
    assert.deepEqual(res.body, { lag: [`The selected LAG interface (${lag.name}) belongs to a different device (${s1.device.name}).`] })
    res = await t.api('POST', url, { device: s1.device.id, name: name('ge'), type: '1000base-t', poe_type: 'type1-ieee802.3af' })
    assert.deepEqual(res.body, { poe_type: ['Must specify PoE mode when designating a PoE type.'] })
    res = await t.api('POST', url, { device: s1.device.id, name: name('ge'), type: '1000base-t', rf_role: 'ap' })
    assert.deepEqual(res.body, { rf_role: ['Wireless role may be set only on wireless interfaces.'] })
  })

  test('MAC addresses are normalised and assigned to interfaces; an interface names its primary', async () => {
    const mac = await create(t, '/api/dcim/mac-addresses/', { mac_address: '00-aa-bb-cc-dd-ee', assigned_object_type: 'dcim.interface', assigned_object_id: s1.iface.id })
    assert.equal(mac.mac_address, '00:AA:BB:CC:DD:EE')
    assert.equal(mac.assigned_object.id, s1.iface.id)
    const res = await t.api('POST', '/api/dcim/mac-addresses/', { mac_address: 'zz:11' })
    assert.deepEqual(res.body, { mac_address: ['Invalid MAC address format: zz:11'] })
    const i = await t.api('PATCH', `/api/dcim/interfaces/${s1.iface.id}/`, { primary_mac_address: mac.id })
    assert.equal(i.status, 200, show(i))
    assert.equal(i.body.primary_mac_address.mac_address, '00:AA:BB:CC:DD:EE')
  })
})

describe('rack reservations', () => {
  test('units must exist in the rack and not be reserved already', async () => {
    const rack = await create(t, '/api/dcim/racks/', { name: name('rack'), site: s1.site.id, u_height: 10 })
    const users = await get(t, '/api/users/users/?limit=1')
    const user = users.results[0].id
    let res = await t.api('POST', '/api/dcim/rack-reservations/', { rack: rack.id, units: [9, 10, 11, 12], user, description: 'x' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { units: ['Invalid unit(s) for 10U rack: 11, 12'] })
    res = await t.api('POST', '/api/dcim/rack-reservations/', { rack: rack.id, units: [1, 'x', 70000], user, description: 'x' })
    assert.deepEqual(res.body, { units: { 1: ['A valid integer is required.'], 2: ['Ensure this value is less than or equal to 32767.'] } })
    res = await t.api('POST', '/api/dcim/rack-reservations/', { rack: rack.id, units: [], user, description: 'x' })
    assert.deepEqual(res.body, { units: ['This field cannot be blank.'] })
    const r = await create(t, '/api/dcim/rack-reservations/', { rack: rack.id, units: [3, 1, 2], user, description: 'core' })
    assert.deepEqual(r.units, [1, 2, 3])
    assert.equal(r.user.id, user)
    res = await t.api('POST', '/api/dcim/rack-reservations/', { rack: rack.id, units: [3, 4], user, description: 'y' })
    assert.deepEqual(res.body, { units: ['The following units have already been reserved: 3'] })
    res = await t.api('PATCH', `/api/dcim/rack-reservations/${r.id}/`, { units: [1, 2, 3, 4] })
    assert.equal(res.status, 200, show(res))
  })
})

describe('services', () => {
  test('parent device or VM; ports are a list of 1–65535 with per-item errors', async () => {
    const ip = await create(t, '/api/ipam/ip-addresses/', { address: '192.0.2.10/24' })
    const svc = await create(t, '/api/ipam/services/', {
      parent_object_type: 'dcim.device',
      parent_object_id: s1.device.id,
      name: 'ssh',
      protocol: 'tcp',
      ports: [22, 2222],
      ipaddresses: [ip.id],
    })
    assert.equal(svc.parent_object_type, 'dcim.device')
    assert.equal(svc.parent.id, s1.device.id)
    assert.deepEqual(svc.protocol, { value: 'tcp', label: 'TCP' })
    assert.deepEqual(svc.ports, [22, 2222])
    assert.deepEqual(svc.ipaddresses.map((x: Obj) => x.id), [ip.id])
    let res = await t.api('POST', '/api/ipam/services/', { parent_object_type: 'dcim.device', parent_object_id: s1.device.id, name: 'x', protocol: 'tcp', ports: [0, 22, 65536] })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, {
      ports: { 0: ['Ensure this value is greater than or equal to 1.'], 2: ['Ensure this value is less than or equal to 65535.'] },
    })
    res = await t.api('POST', '/api/ipam/services/', { name: 'x', protocol: 'tcp', ports: 22 })
    assert.deepEqual(res.body, {
      parent_object_type: ['This field is required.'],
      parent_object_id: ['This field is required.'],
      ports: ['Expected a list of items but got type "int".'],
    })
    res = await t.api('PATCH', `/api/ipam/services/${svc.id}/`, { parent_object_id: {} })
    assert.deepEqual(res.body, { parent_object_id: ['A valid integer is required.'] })
    res = await t.api('PATCH', `/api/ipam/services/${svc.id}/`, { parent_object_id: null })
    assert.deepEqual(res.body, { parent_object_id: ['This field may not be null.'] })
    const tpl = await create(t, '/api/ipam/service-templates/', { name: 'https', protocol: 'tcp', ports: [443] })
    assert.deepEqual(tpl.ports, [443])
    assert.equal((await get(t, '/api/ipam/services/?brief=1')).results[0].ports.length, 2)
    // Deleting the device deletes its services.
    const { device } = await seedDevice(t, 'svc')
    const gone = await create(t, '/api/ipam/services/', { parent_object_type: 'dcim.device', parent_object_id: device.id, name: 'dns', protocol: 'udp', ports: [53] })
    assert.equal((await t.api('DELETE', `/api/dcim/devices/${device.id}/`)).status, 204)
    assert.equal((await t.api('GET', `/api/ipam/services/${gone.id}/`)).status, 404)
  })
})

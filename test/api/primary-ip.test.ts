// A device's or VM's primary IPs must be of the right family and sit on its own interfaces (or be
// the NAT outside address of an IP that does); a primary IP cannot then move to another parent.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, type Obj, seedDevice, show } from './fixtures.js'

let t: TestApp
let dev: Obj
let other: Obj
const IPS = '/api/ipam/ip-addresses/'

before(async () => {
  t = await testApp()
  dev = await seedDevice(t, 'a')
  other = await seedDevice(t, 'b')
})
after(() => t.close())

const onIface = (iface: Obj, address: string) =>
  create(t, IPS, { address, assigned_object_type: 'dcim.interface', assigned_object_id: iface.id })

describe('device primary IPs', () => {
  test('an IP on one of the device interfaces becomes primary; primary_ip prefers IPv6', async () => {
    const v4 = await onIface(dev.iface, '192.0.2.1/24')
    const v6 = await onIface(dev.iface, '2001:db8::1/64')
    const res = await t.api('PATCH', `/api/dcim/devices/${dev.device.id}/`, { primary_ip4: v4.id })
    assert.equal(res.status, 200, show(res))
    assert.equal(res.body.primary_ip4.address, '192.0.2.1/24')
    assert.equal(res.body.primary_ip.id, v4.id)
    const both = await t.api('PATCH', `/api/dcim/devices/${dev.device.id}/`, { primary_ip6: v6.id })
    assert.equal(both.body.primary_ip.id, v6.id)
    assert.equal(both.body.primary_ip.address, '2001:db8::1/64')
    const filtered = await t.api('GET', `/api/dcim/devices/?primary_ip6_id=${v6.id}`)
    assert.equal(filtered.body.count, 1, show(filtered))
  })

  test('the wrong family is refused', async () => {
    const v6 = await onIface(dev.iface, '2001:db8::2/64')
    const res = await t.api('PATCH', `/api/dcim/devices/${dev.device.id}/`, { primary_ip4: v6.id })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { primary_ip4: ['2001:db8::2/64 is not an IPv4 address.'] })
  })

  test('an IP elsewhere or unassigned is refused', async () => {
    const elsewhere = await onIface(other.iface, '192.0.2.50/24')
    const loose = await create(t, IPS, { address: '192.0.2.51/24' })
    for (const ip of [elsewhere, loose]) {
      const res = await t.api('PATCH', `/api/dcim/devices/${dev.device.id}/`, { primary_ip4: ip.id })
      assert.equal(res.status, 400, show(res))
      assert.deepEqual(res.body, { primary_ip4: [`The specified IP address (${ip.address}) is not assigned to this device.`] })
    }
    const created = await t.api('POST', '/api/dcim/devices/', {
      name: 'new',
      device_type: dev.deviceType.id,
      role: dev.role.id,
      site: dev.site.id,
      primary_ip4: loose.id,
    })
    assert.equal(created.status, 400, show(created))
  })

  test('the NAT outside address of an IP on the device is accepted', async () => {
    const inside = await onIface(dev.iface, '10.0.0.5/24')
    const outside = await create(t, IPS, { address: '198.51.100.5/24', nat_inside: inside.id })
    const res = await t.api('PATCH', `/api/dcim/devices/${dev.device.id}/`, { primary_ip4: outside.id })
    assert.equal(res.status, 200, show(res))
  })

  test('a primary IP cannot be moved to another device nor unassigned; on the same device it can', async () => {
    const ip = await onIface(dev.iface, '192.0.2.9/24')
    await create(t, '/api/dcim/devices/', { name: 'x', device_type: dev.deviceType.id, role: dev.role.id, site: dev.site.id })
    const set = await t.api('PATCH', `/api/dcim/devices/${dev.device.id}/`, { primary_ip4: ip.id })
    assert.equal(set.status, 200, show(set))
    const message = { __all__: ['Cannot reassign IP address while it is designated as the primary IP for the parent object'] }
    const move = await t.api('PATCH', `${IPS}${ip.id}/`, { assigned_object_type: 'dcim.interface', assigned_object_id: other.iface.id })
    assert.equal(move.status, 400, show(move))
    assert.deepEqual(move.body, message)
    const unassign = await t.api('PATCH', `${IPS}${ip.id}/`, { assigned_object_type: null, assigned_object_id: null })
    assert.deepEqual(unassign.body, message)
    const eth1 = await create(t, '/api/dcim/interfaces/', { device: dev.device.id, name: 'eth1', type: '1000base-t' })
    const sameDevice = await t.api('PATCH', `${IPS}${ip.id}/`, { assigned_object_id: eth1.id })
    assert.equal(sameDevice.status, 200, show(sameDevice))
    // Deleting the IP clears the primary IP (on_delete SET_NULL).
    const del = await t.api('DELETE', `${IPS}${ip.id}/`)
    assert.equal(del.status, 204, show(del))
    const after = await t.api('GET', `/api/dcim/devices/${dev.device.id}/`)
    assert.equal(after.body.primary_ip4, null)
  })
})

describe('virtual machine primary IPs', () => {
  test('only an IP on the VM interfaces is accepted', async () => {
    const vm = await create(t, '/api/virtualization/virtual-machines/', { name: 'vm1', site: dev.site.id })
    const vmi = await create(t, '/api/virtualization/interfaces/', { virtual_machine: vm.id, name: 'eth0' })
    const good = await create(t, IPS, { address: '203.0.113.1/24', assigned_object_type: 'virtualization.vminterface', assigned_object_id: vmi.id })
    const bad = await onIface(dev.iface, '203.0.113.2/24')
    const refused = await t.api('PATCH', `/api/virtualization/virtual-machines/${vm.id}/`, { primary_ip4: bad.id })
    assert.deepEqual(refused.body, { primary_ip4: ['The specified IP address (203.0.113.2/24) is not assigned to this VM.'] })
    const ok = await t.api('PATCH', `/api/virtualization/virtual-machines/${vm.id}/`, { primary_ip4: good.id })
    assert.equal(ok.status, 200, show(ok))
    assert.equal(ok.body.primary_ip.id, good.id)
    const move = await t.api('PATCH', `${IPS}${good.id}/`, { assigned_object_type: 'dcim.interface', assigned_object_id: dev.iface.id })
    assert.equal(move.status, 400, show(move))
  })
})

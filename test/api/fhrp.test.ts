// FHRP groups: their virtual IP addresses (IPs assigned to the group) read as a nested list, and
// their assignments to device or VM interfaces.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, seedDevice, show } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

const GROUPS = '/api/ipam/fhrp-groups/'
const ASSIGN = '/api/ipam/fhrp-group-assignments/'

test('a group lists the IP addresses assigned to it', async () => {
  const g = await create(t, GROUPS, { protocol: 'vrrp2', group_id: 10, auth_type: 'md5', auth_key: 'secret' })
  // NetBox's FHRPGroupSerializer has no ChoiceField for them: bare values.
  assert.equal(g.protocol, 'vrrp2')
  assert.equal(g.auth_type, 'md5')
  assert.deepEqual(g.ip_addresses, [])
  const ip = await create(t, '/api/ipam/ip-addresses/', { address: '192.0.2.254/24', role: 'vrrp', assigned_object_type: 'ipam.fhrpgroup', assigned_object_id: g.id })
  assert.equal(ip.assigned_object.id, g.id)
  const got = await t.api('GET', `${GROUPS}${g.id}/`)
  assert.deepEqual(got.body.ip_addresses.map((x: { address: string }) => x.address), ['192.0.2.254/24'])
  const ordered = await t.api('GET', `${GROUPS}?ordering=ip_addresses`)
  assert.equal(ordered.status, 200, show(ordered))
  const bad = await t.api('POST', GROUPS, { protocol: 'bogus', group_id: 70000 })
  assert.equal(bad.status, 400, show(bad))
  assert.deepEqual(Object.keys(bad.body).sort(), ['group_id', 'protocol'])
})

test('assignments: unique per interface and group, priority 0-255, removed with the interface', async () => {
  const { iface } = await seedDevice(t, 'f')
  const g = await create(t, GROUPS, { protocol: 'hsrp', group_id: 1 })
  const a = await create(t, ASSIGN, { group: g.id, interface_type: 'dcim.interface', interface_id: iface.id, priority: 200 })
  assert.equal(a.interface.id, iface.id)
  assert.equal(a.group.id, g.id)
  const dup = await t.api('POST', ASSIGN, { group: g.id, interface_type: 'dcim.interface', interface_id: iface.id, priority: 100 })
  assert.equal(dup.status, 400, show(dup))
  assert.deepEqual(Object.keys(dup.body), ['__all__'])
  const prio = await t.api('POST', ASSIGN, { group: g.id, interface_type: 'dcim.interface', interface_id: iface.id, priority: 256 })
  assert.deepEqual(Object.keys(prio.body), ['priority'])
  assert.equal((await t.api('DELETE', `/api/dcim/interfaces/${iface.id}/`)).status, 204)
  assert.equal((await t.api('GET', `${ASSIGN}${a.id}/`)).status, 404)
})

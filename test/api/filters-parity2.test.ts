// Filters declared on the wireless, VPN and device-type models, and display_url, through HTTP on
// real data: each finds what NetBox's filterset finds and no more.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice } from './fixtures.js'

let t: TestApp
let a: Awaited<ReturnType<typeof seedDevice>>
let b: Awaited<ReturnType<typeof seedDevice>>

before(async () => {
  t = await testApp()
  a = await seedDevice(t, 'a')
  b = await seedDevice(t, 'b')
})
after(() => t.close())

const ids = async (url: string) => ((await get(t, url)).results as Obj[]).map((o) => o.id)

test('tunnel terminations by interface; L2VPN terminations by interface, device and site', async () => {
  const tunnel = await create(t, '/api/vpn/tunnels/', { name: 'tun', status: 'active', encapsulation: 'gre' })
  const ta = await create(t, '/api/vpn/tunnel-terminations/', { tunnel: tunnel.id, role: 'peer', termination_type: 'dcim.interface', termination_id: a.iface.id })
  await create(t, '/api/vpn/tunnel-terminations/', { tunnel: tunnel.id, role: 'peer', termination_type: 'dcim.interface', termination_id: b.iface.id })
  assert.deepEqual(await ids(`/api/vpn/tunnel-terminations/?interface_id=${a.iface.id}`), [ta.id])
  assert.deepEqual(await ids(`/api/vpn/tunnel-terminations/?vminterface_id=${a.iface.id}`), [])

  const l2vpn = await create(t, '/api/vpn/l2vpns/', { name: 'l2', slug: 'l2', type: 'vxlan', identifier: 5000 })
  const la = await create(t, '/api/vpn/l2vpn-terminations/', { l2vpn: l2vpn.id, assigned_object_type: 'dcim.interface', assigned_object_id: a.iface.id })
  assert.deepEqual(await ids(`/api/vpn/l2vpn-terminations/?interface_id=${a.iface.id}`), [la.id])
  assert.deepEqual(await ids(`/api/vpn/l2vpn-terminations/?device_id=${a.device.id}`), [la.id])
  assert.deepEqual(await ids(`/api/vpn/l2vpn-terminations/?site=${a.site.slug}`), [la.id])
  assert.deepEqual(await ids(`/api/vpn/l2vpn-terminations/?site_id=${b.site.id}`), [])
  assert.deepEqual(await ids(`/api/dcim/interfaces/?l2vpn=5000`), [a.iface.id])
})

test('wireless LANs by scope site and interface; device types by templates', async () => {
  const lan = await create(t, '/api/wireless/wireless-lans/', { ssid: 'net', scope_type: 'dcim.site', scope_id: a.site.id })
  await create(t, '/api/wireless/wireless-lans/', { ssid: 'other' })
  assert.deepEqual(await ids(`/api/wireless/wireless-lans/?site_id=${a.site.id}`), [lan.id])
  assert.deepEqual(await ids(`/api/wireless/wireless-lans/?site=${b.site.slug}`), [])

  await create(t, '/api/dcim/interface-templates/', { device_type: a.deviceType.id, name: 'eth0', type: '1000base-t' })
  assert.deepEqual(await ids(`/api/dcim/device-types/?interfaces=true`), [a.deviceType.id])
  assert.deepEqual(await ids(`/api/dcim/device-types/?interfaces=false`), [b.deviceType.id])
  assert.deepEqual(await ids(`/api/dcim/device-types/?interface_template_count=1`), [a.deviceType.id])
})

test("display_url: the object's web page, absolute; none where NetBox has none", async () => {
  const dev = await get(t, `/api/dcim/devices/${a.device.id}/`)
  assert.equal(dev.display_url, `http://localhost:80/dcim/devices/${a.device.id}/`)
  assert.deepEqual(Object.keys(dev).slice(0, 4), ['id', 'url', 'display_url', 'display'])
  const changes = (await get(t, '/api/core/object-changes/?limit=1')).results as Obj[]
  assert.match(String(changes[0].display_url), /^http:\/\/localhost:80\/core\/changelog\/\d+\/$/)
  const tpl = await create(t, '/api/dcim/console-port-templates/', { device_type: a.deviceType.id, name: 'con0' })
  assert.equal('display_url' in tpl, false)
  const brief = await get(t, `/api/dcim/devices/${a.device.id}/?brief=true`)
  assert.equal('display_url' in brief, false)
})

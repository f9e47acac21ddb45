// The typed CRUD walk with openapi-fetch over openapi-typescript's types (see ../openapi-client.test.ts).
import createClient from 'openapi-fetch'
import type { paths } from './oat.js'

const client = createClient<paths>({ baseUrl: process.env.BASE_URL, headers: { Authorization: `Token ${process.env.TOKEN}` } })
const P = process.env.PREFIX ?? 'walk'
const N = process.env.N ?? '1'
const steps: string[] = []
const step = (what: string, good: boolean) => {
  if (!good) throw new Error(`step failed: ${what}`)
  steps.push(what)
}

const site = await client.POST('/api/dcim/sites/', { body: { name: `${P} Site`, slug: `${P}-site`, status: 'active' } })
if (!site.data) throw new Error(`site: ${JSON.stringify(site.error)}`)
step('create site', site.data.status.value === 'active')
const role = await client.POST('/api/dcim/device-roles/', { body: { name: `${P} Role`, slug: `${P}-role`, color: 'ff0000' } })
if (!role.data) throw new Error(`role: ${JSON.stringify(role.error)}`)
step('create role', role.data.color === 'ff0000')
const maker = await client.POST('/api/dcim/manufacturers/', { body: { name: `${P} Maker`, slug: `${P}-maker` } })
if (!maker.data) throw new Error(`manufacturer: ${JSON.stringify(maker.error)}`)
step('create manufacturer', maker.data.slug === `${P}-maker`)
const type = await client.POST('/api/dcim/device-types/', { body: { manufacturer: maker.data.id, model: `${P} 1`, slug: `${P}-1` } })
if (!type.data) throw new Error(`device type: ${JSON.stringify(type.error)}`)
step('create device type', type.data.manufacturer.id === maker.data.id)
const device = await client.POST('/api/dcim/devices/', {
  body: { name: `${P}-dev`, device_type: type.data.id, role: role.data.id, site: { slug: `${P}-site` }, status: 'active' },
})
if (!device.data) throw new Error(`device: ${JSON.stringify(device.error)}`)
step('create device', device.data.site.id === site.data.id && device.data.status.value === 'active')
const iface = await client.POST('/api/dcim/interfaces/', { body: { device: device.data.id, name: 'eth0', type: '1000base-t' } })
if (!iface.data) throw new Error(`interface: ${JSON.stringify(iface.error)}`)
step('create interface', iface.data.type.value === '1000base-t' && iface.data.device.id === device.data.id)
const ip = await client.POST('/api/ipam/ip-addresses/', {
  body: { address: `192.0.2.${N}/24`, status: 'active', assigned_object_type: 'dcim.interface', assigned_object_id: iface.data.id },
})
if (!ip.data) throw new Error(`ip address: ${JSON.stringify(ip.error)}`)
step('create IP address', ip.data.address === `192.0.2.${N}/24` && ip.data.assigned_object_id === iface.data.id)

const devices = await client.GET('/api/dcim/devices/', { params: { query: { site_id: [site.data.id], status: ['active'], limit: 10 } } })
if (!devices.data) throw new Error(`device list: ${JSON.stringify(devices.error)}`)
step('list devices', devices.data.count === 1 && devices.data.results[0].id === device.data.id && devices.data.results[0].name === `${P}-dev`)
const ips = await client.GET('/api/ipam/ip-addresses/', { params: { query: { assigned_object_id: [iface.data.id], brief: true } } })
if (!ips.data) throw new Error(`IP list: ${JSON.stringify(ips.error)}`)
step('list IP addresses', ips.data.results[0].id === ip.data.id)
const sites = await client.GET('/api/dcim/sites/', { params: { query: { slug: [`${P}-site`], name__ic: [P] } } })
if (!sites.data) throw new Error(`site list: ${JSON.stringify(sites.error)}`)
step('list sites', sites.data.results.map((s) => s.slug).join() === `${P}-site`)

const patchedSite = await client.PATCH('/api/dcim/sites/{id}/', { params: { path: { id: site.data.id } }, body: { description: 'patched', status: 'planned' } })
if (!patchedSite.data) throw new Error(`patch site: ${JSON.stringify(patchedSite.error)}`)
step('patch site', patchedSite.data.description === 'patched' && patchedSite.data.status.value === 'planned')
const patchedRole = await client.PATCH('/api/dcim/device-roles/{id}/', { params: { path: { id: role.data.id } }, body: { description: 'patched' } })
step('patch role', patchedRole.data?.description === 'patched')
const patchedMaker = await client.PATCH('/api/dcim/manufacturers/{id}/', { params: { path: { id: maker.data.id } }, body: { description: 'patched' } })
step('patch manufacturer', patchedMaker.data?.description === 'patched')
const patchedType = await client.PATCH('/api/dcim/device-types/{id}/', { params: { path: { id: type.data.id } }, body: { u_height: 2 } })
step('patch device type', patchedType.data?.u_height === 2)
const patchedDevice = await client.PATCH('/api/dcim/devices/{id}/', { params: { path: { id: device.data.id } }, body: { serial: 'SN-1', primary_ip4: ip.data.id } })
step('patch device', patchedDevice.data?.serial === 'SN-1' && patchedDevice.data.primary_ip4?.id === ip.data.id)
const patchedIface = await client.PATCH('/api/dcim/interfaces/{id}/', { params: { path: { id: iface.data.id } }, body: { mtu: 9000, enabled: false } })
step('patch interface', patchedIface.data?.mtu === 9000 && patchedIface.data.enabled === false)
const patchedIp = await client.PATCH('/api/ipam/ip-addresses/{id}/', { params: { path: { id: ip.data.id } }, body: { dns_name: `${P}.example.com` } })
step('patch IP address', patchedIp.data?.dns_name === `${P}.example.com`)

await client.PATCH('/api/dcim/devices/{id}/', { params: { path: { id: device.data.id } }, body: { primary_ip4: null } })
for (const [what, res] of [
  ['delete IP address', await client.DELETE('/api/ipam/ip-addresses/{id}/', { params: { path: { id: ip.data.id } } })],
  ['delete interface', await client.DELETE('/api/dcim/interfaces/{id}/', { params: { path: { id: iface.data.id } } })],
  ['delete device', await client.DELETE('/api/dcim/devices/{id}/', { params: { path: { id: device.data.id } } })],
  ['delete device type', await client.DELETE('/api/dcim/device-types/{id}/', { params: { path: { id: type.data.id } } })],
  ['delete manufacturer', await client.DELETE('/api/dcim/manufacturers/{id}/', { params: { path: { id: maker.data.id } } })],
  ['delete role', await client.DELETE('/api/dcim/device-roles/{id}/', { params: { path: { id: role.data.id } } })],
  ['delete site', await client.DELETE('/api/dcim/sites/{id}/', { params: { path: { id: site.data.id } } })],
] as const)
  step(what, res.response.status === 204)
console.log(JSON.stringify({ steps }))

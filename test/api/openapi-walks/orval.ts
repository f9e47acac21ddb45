// The typed CRUD walk with orval's generated fetch client (see ../openapi-client.test.ts).
import {
  dcimDeviceRolesCreate, dcimDeviceRolesDestroy, dcimDeviceRolesPartialUpdate, dcimDevicesCreate, dcimDevicesDestroy, dcimDevicesList,
  dcimDevicesPartialUpdate, dcimDeviceTypesCreate, dcimDeviceTypesDestroy, dcimDeviceTypesPartialUpdate, dcimInterfacesCreate,
  dcimInterfacesDestroy, dcimInterfacesPartialUpdate, dcimManufacturersCreate, dcimManufacturersDestroy, dcimManufacturersPartialUpdate,
  dcimSitesCreate, dcimSitesDestroy, dcimSitesList, dcimSitesPartialUpdate, ipamIpAddressesCreate, ipamIpAddressesDestroy,
  ipamIpAddressesList, ipamIpAddressesPartialUpdate,
} from './orval/api.js'

const init = { headers: { Authorization: `Token ${process.env.TOKEN}` } }
const P = process.env.PREFIX ?? 'walk'
const N = process.env.N ?? '1'
const steps: string[] = []
const step = (what: string, good: boolean) => {
  if (!good) throw new Error(`step failed: ${what}`)
  steps.push(what)
}
const failed = (what: string, r: { status: number; data: unknown }) => new Error(`${what}: HTTP ${r.status} ${JSON.stringify(r.data)}`)

const site = await dcimSitesCreate({ name: `${P} Site`, slug: `${P}-site`, status: 'active' }, init)
if (site.status !== 201) throw failed('site', site)
step('create site', site.data.status.value === 'active')
const role = await dcimDeviceRolesCreate({ name: `${P} Role`, slug: `${P}-role`, color: 'ff0000' }, init)
if (role.status !== 201) throw failed('role', role)
step('create role', role.data.color === 'ff0000')
const maker = await dcimManufacturersCreate({ name: `${P} Maker`, slug: `${P}-maker` }, init)
if (maker.status !== 201) throw failed('manufacturer', maker)
step('create manufacturer', maker.data.slug === `${P}-maker`)
const type = await dcimDeviceTypesCreate({ manufacturer: maker.data.id, model: `${P} 1`, slug: `${P}-1` }, init)
if (type.status !== 201) throw failed('device type', type)
step('create device type', type.data.manufacturer.id === maker.data.id)
const device = await dcimDevicesCreate(
  { name: `${P}-dev`, device_type: type.data.id, role: role.data.id, site: { slug: `${P}-site` }, status: 'active' },
  init,
)
if (device.status !== 201) throw failed('device', device)
step('create device', device.data.site.id === site.data.id && device.data.status.value === 'active')
const iface = await dcimInterfacesCreate({ device: device.data.id, name: 'eth0', type: '1000base-t' }, init)
if (iface.status !== 201) throw failed('interface', iface)
step('create interface', iface.data.type.value === '1000base-t' && iface.data.device.id === device.data.id)
const ip = await ipamIpAddressesCreate(
  { address: `192.0.2.${N}/24`, status: 'active', assigned_object_type: 'dcim.interface', assigned_object_id: iface.data.id },
  init,
)
if (ip.status !== 201) throw failed('IP address', ip)
step('create IP address', ip.data.address === `192.0.2.${N}/24` && ip.data.assigned_object_id === iface.data.id)

const devices = await dcimDevicesList({ site_id: [site.data.id], status: ['active'], limit: 10 }, init)
if (devices.status !== 200) throw failed('device list', devices)
step('list devices', devices.data.count === 1 && devices.data.results[0].id === device.data.id && devices.data.results[0].name === `${P}-dev`)
const ips = await ipamIpAddressesList({ assigned_object_id: [iface.data.id], brief: true }, init)
if (ips.status !== 200) throw failed('IP list', ips)
step('list IP addresses', ips.data.results[0].id === ip.data.id)
const sites = await dcimSitesList({ slug: [`${P}-site`], name__ic: [P] }, init)
if (sites.status !== 200) throw failed('site list', sites)
step('list sites', sites.data.results.map((s) => s.slug).join() === `${P}-site`)

const patchedSite = await dcimSitesPartialUpdate(site.data.id, { description: 'patched', status: 'planned' }, init)
if (patchedSite.status !== 200) throw failed('patch site', patchedSite)
step('patch site', patchedSite.data.description === 'patched' && patchedSite.data.status.value === 'planned')
const patchedRole = await dcimDeviceRolesPartialUpdate(role.data.id, { description: 'patched' }, init)
step('patch role', patchedRole.status === 200 && patchedRole.data.description === 'patched')
const patchedMaker = await dcimManufacturersPartialUpdate(maker.data.id, { description: 'patched' }, init)
step('patch manufacturer', patchedMaker.status === 200 && patchedMaker.data.description === 'patched')
const patchedType = await dcimDeviceTypesPartialUpdate(type.data.id, { u_height: 2 }, init)
step('patch device type', patchedType.status === 200 && patchedType.data.u_height === 2)
const patchedDevice = await dcimDevicesPartialUpdate(device.data.id, { serial: 'SN-1', primary_ip4: ip.data.id }, init)
step('patch device', patchedDevice.status === 200 && patchedDevice.data.serial === 'SN-1' && patchedDevice.data.primary_ip4?.id === ip.data.id)
const patchedIface = await dcimInterfacesPartialUpdate(iface.data.id, { mtu: 9000, enabled: false }, init)
step('patch interface', patchedIface.status === 200 && patchedIface.data.mtu === 9000 && patchedIface.data.enabled === false)
const patchedIp = await ipamIpAddressesPartialUpdate(ip.data.id, { dns_name: `${P}.example.com` }, init)
step('patch IP address', patchedIp.status === 200 && patchedIp.data.dns_name === `${P}.example.com`)

await dcimDevicesPartialUpdate(device.data.id, { primary_ip4: null }, init)
for (const [what, res] of [
  ['delete IP address', await ipamIpAddressesDestroy(ip.data.id, init)],
  ['delete interface', await dcimInterfacesDestroy(iface.data.id, init)],
  ['delete device', await dcimDevicesDestroy(device.data.id, init)],
  ['delete device type', await dcimDeviceTypesDestroy(type.data.id, init)],
  ['delete manufacturer', await dcimManufacturersDestroy(maker.data.id, init)],
  ['delete role', await dcimDeviceRolesDestroy(role.data.id, init)],
  ['delete site', await dcimSitesDestroy(site.data.id, init)],
] as const)
  step(what, res.status === 204)
console.log(JSON.stringify({ steps }))

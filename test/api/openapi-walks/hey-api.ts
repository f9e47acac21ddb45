// The typed CRUD walk with hey-api's generated SDK (see ../openapi-client.test.ts).
import { client } from './hey/client.gen.js'
import {
  dcimDeviceRolesCreate, dcimDeviceRolesDestroy, dcimDeviceRolesPartialUpdate, dcimDevicesCreate, dcimDevicesDestroy, dcimDevicesList,
  dcimDevicesPartialUpdate, dcimDeviceTypesCreate, dcimDeviceTypesDestroy, dcimDeviceTypesPartialUpdate, dcimInterfacesCreate,
  dcimInterfacesDestroy, dcimInterfacesPartialUpdate, dcimManufacturersCreate, dcimManufacturersDestroy, dcimManufacturersPartialUpdate,
  dcimSitesCreate, dcimSitesDestroy, dcimSitesList, dcimSitesPartialUpdate, ipamIpAddressesCreate, ipamIpAddressesDestroy,
  ipamIpAddressesList, ipamIpAddressesPartialUpdate,
} from './hey/sdk.gen.js'

client.setConfig({ baseUrl: process.env.BASE_URL, headers: { Authorization: `Token ${process.env.TOKEN}` }, throwOnError: true })
const P = process.env.PREFIX ?? 'walk'
const N = process.env.N ?? '1'
const steps: string[] = []
const step = (what: string, good: boolean) => {
  if (!good) throw new Error(`step failed: ${what}`)
  steps.push(what)
}

const { data: site } = await dcimSitesCreate({ body: { name: `${P} Site`, slug: `${P}-site`, status: 'active' }, throwOnError: true })
step('create site', site.status.value === 'active')
const { data: role } = await dcimDeviceRolesCreate({ body: { name: `${P} Role`, slug: `${P}-role`, color: 'ff0000' }, throwOnError: true })
step('create role', role.color === 'ff0000')
const { data: maker } = await dcimManufacturersCreate({ body: { name: `${P} Maker`, slug: `${P}-maker` }, throwOnError: true })
step('create manufacturer', maker.slug === `${P}-maker`)
const { data: type } = await dcimDeviceTypesCreate({ body: { manufacturer: maker.id, model: `${P} 1`, slug: `${P}-1` }, throwOnError: true })
step('create device type', type.manufacturer.id === maker.id)
const { data: device } = await dcimDevicesCreate({
  body: { name: `${P}-dev`, device_type: type.id, role: role.id, site: { slug: `${P}-site` }, status: 'active' },
  throwOnError: true,
})
step('create device', device.site.id === site.id && device.status.value === 'active')
const { data: iface } = await dcimInterfacesCreate({ body: { device: device.id, name: 'eth0', type: '1000base-t' }, throwOnError: true })
step('create interface', iface.type.value === '1000base-t' && iface.device.id === device.id)
const { data: ip } = await ipamIpAddressesCreate({
  body: { address: `192.0.2.${N}/24`, status: 'active', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id },
  throwOnError: true,
})
step('create IP address', ip.address === `192.0.2.${N}/24` && ip.assigned_object_id === iface.id)

const { data: devices } = await dcimDevicesList({ query: { site_id: [site.id], status: ['active'], limit: 10 }, throwOnError: true })
step('list devices', devices.count === 1 && devices.results[0].id === device.id && devices.results[0].name === `${P}-dev`)
const { data: ips } = await ipamIpAddressesList({ query: { assigned_object_id: [iface.id], brief: true }, throwOnError: true })
step('list IP addresses', ips.results[0].id === ip.id)
const { data: sites } = await dcimSitesList({ query: { slug: [`${P}-site`], name__ic: [P] }, throwOnError: true })
step('list sites', sites.results.map((s) => s.slug).join() === `${P}-site`)

const { data: patchedSite } = await dcimSitesPartialUpdate({ path: { id: site.id }, body: { description: 'patched', status: 'planned' }, throwOnError: true })
step('patch site', patchedSite.description === 'patched' && patchedSite.status.value === 'planned')
const { data: patchedRole } = await dcimDeviceRolesPartialUpdate({ path: { id: role.id }, body: { description: 'patched' }, throwOnError: true })
step('patch role', patchedRole.description === 'patched')
const { data: patchedMaker } = await dcimManufacturersPartialUpdate({ path: { id: maker.id }, body: { description: 'patched' }, throwOnError: true })
step('patch manufacturer', patchedMaker.description === 'patched')
const { data: patchedType } = await dcimDeviceTypesPartialUpdate({ path: { id: type.id }, body: { u_height: 2 }, throwOnError: true })
step('patch device type', patchedType.u_height === 2)
const { data: patchedDevice } = await dcimDevicesPartialUpdate({ path: { id: device.id }, body: { serial: 'SN-1', primary_ip4: ip.id }, throwOnError: true })
step('patch device', patchedDevice.serial === 'SN-1' && patchedDevice.primary_ip4?.id === ip.id)
const { data: patchedIface } = await dcimInterfacesPartialUpdate({ path: { id: iface.id }, body: { mtu: 9000, enabled: false }, throwOnError: true })
step('patch interface', patchedIface.mtu === 9000 && patchedIface.enabled === false)
const { data: patchedIp } = await ipamIpAddressesPartialUpdate({ path: { id: ip.id }, body: { dns_name: `${P}.example.com` }, throwOnError: true })
step('patch IP address', patchedIp.dns_name === `${P}.example.com`)

await dcimDevicesPartialUpdate({ path: { id: device.id }, body: { primary_ip4: null }, throwOnError: true })
for (const [what, res] of [
  ['delete IP address', await ipamIpAddressesDestroy({ path: { id: ip.id }, throwOnError: true })],
  ['delete interface', await dcimInterfacesDestroy({ path: { id: iface.id }, throwOnError: true })],
  ['delete device', await dcimDevicesDestroy({ path: { id: device.id }, throwOnError: true })],
  ['delete device type', await dcimDeviceTypesDestroy({ path: { id: type.id }, throwOnError: true })],
  ['delete manufacturer', await dcimManufacturersDestroy({ path: { id: maker.id }, throwOnError: true })],
  ['delete role', await dcimDeviceRolesDestroy({ path: { id: role.id }, throwOnError: true })],
  ['delete site', await dcimSitesDestroy({ path: { id: site.id }, throwOnError: true })],
] as const)
  step(what, res.response.status === 204)
console.log(JSON.stringify({ steps }))

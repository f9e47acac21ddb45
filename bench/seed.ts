// Seeds the bench database through the operations (src/ops/), so every row is validated, written
// and recorded in the change log exactly as an API request would write it.
import { randomUUID } from 'node:crypto'
import { systemServices } from '../src/cli/superuser.js'
import type { Db } from '../src/db/types.js'
import { getModel } from '../src/engine/models.js'
import { opContext, runWrite } from '../src/ops/index.js'

/** BENCH_SCALE multiplies the data set (10: 10,000 devices, 40,000 interfaces, 20,000 IP addresses) to see cost grow with the page, not the table. */
export const SCALE = Math.max(1, Math.round(Number(process.env.BENCH_SCALE || 1)))

export const SEED = {
  regions: 1,
  sites: 5,
  racks: 20 * SCALE,
  devices: 1000 * SCALE,
  interfacesPerDevice: 4,
  ipAddresses: 2000 * SCALE,
  prefixes: 200 * SCALE,
  vlans: 100 * SCALE,
} as const

export interface SeedResult {
  counts: Record<string, number>
  /** Wall time per step, in ms. */
  timings: Record<string, number>
  deviceIds: number[]
  siteIds: number[]
}

const pad = (n: number, w = 4) => String(n).padStart(w, '0')

export async function seed(db: Db, secretKey: string): Promise<SeedResult> {
  const counts: Record<string, number> = {}
  const timings: Record<string, number> = {}

  const services = systemServices(db, { secretKey })
  const requestId = randomUUID()
  async function create(key: string, bodies: unknown[]): Promise<number[]> {
    const started = performance.now()
    const ctx = opContext(services, { requestId, system: true })
    const ids = await runWrite(ctx, async (scope) => (await scope.create(getModel(key), bodies, true)).ids)
    timings[`create ${key}`] = Math.round(performance.now() - started)
    counts[key] = (counts[key] ?? 0) + ids.length
    return ids
  }

  const [region] = await create('dcim.region', [{ name: 'Europe', slug: 'europe' }])
  const [tenant] = await create('tenancy.tenant', [{ name: 'Acme', slug: 'acme' }])
  const [manufacturer] = await create('dcim.manufacturer', [{ name: 'Juniper', slug: 'juniper' }])
  const platforms = await create('dcim.platform', [
    { name: 'Junos', slug: 'junos', manufacturer },
    { name: 'Junos EVO', slug: 'junos-evo', manufacturer },
  ])
  const deviceTypes = await create('dcim.devicetype', [
    { manufacturer, model: 'QFX5120-48Y', slug: 'qfx5120-48y', u_height: 1 },
    { manufacturer, model: 'MX204', slug: 'mx204', u_height: 1 },
  ])
  const roles = await create('dcim.devicerole', [
    { name: 'Leaf', slug: 'leaf', color: '4caf50' },
    { name: 'Spine', slug: 'spine', color: '2196f3' },
    { name: 'Border', slug: 'border', color: 'ff9800' },
  ])
  const sites = await create(
    'dcim.site',
    Array.from({ length: SEED.sites }, (_, i) => ({ name: `Site ${i + 1}`, slug: `site-${i + 1}`, region, status: 'active', facility: `DC${i + 1}` })),
  )
  const rackSite = (r: number) => sites[r % SEED.sites]
  const racks = await create(
    'dcim.rack',
    Array.from({ length: SEED.racks }, (_, i) => ({ name: `R${pad(i + 1, 2)}`, site: rackSite(i), status: 'active', u_height: 48 })),
  )
  const deviceIds = await create(
    'dcim.device',
    Array.from({ length: SEED.devices }, (_, i) => {
      const r = i % SEED.racks
      const slot = Math.floor(i / SEED.racks) // 50 devices per 48U rack: the last two are unracked
      return {
        name: `dev-${pad(i + 1)}`,
        device_type: deviceTypes[i % deviceTypes.length],
        role: roles[i % roles.length],
        site: rackSite(r),
        rack: racks[r],
        position: slot < 48 ? slot + 1 : null,
        face: 'front',
        tenant: i % 2 ? tenant : null,
        platform: i % 3 ? platforms[i % platforms.length] : null,
        serial: `SN${pad(i + 1, 8)}`,
        status: 'active',
        description: `bench device ${i + 1}`,
      }
    }),
  )
  const interfaceIds = await create(
    'dcim.interface',
    deviceIds.flatMap((device) =>
      Array.from({ length: SEED.interfacesPerDevice }, (_, k) => ({ device, name: `et-0/0/${k}`, type: '10gbase-x-sfpp', enabled: true, mtu: 9216 })),
    ),
  )
  const vlanIds = await create(
    'ipam.vlan',
    Array.from({ length: SEED.vlans }, (_, i) => ({ vid: 100 + i, name: `vlan${100 + i}`, site: sites[i % SEED.sites], status: 'active' })),
  )
  await create(
    'ipam.prefix',
    Array.from({ length: SEED.prefixes }, (_, i) => ({
      prefix: `10.${Math.floor(i / 250)}.${i % 250}.0/24`,
      site: sites[i % SEED.sites],
      vlan: vlanIds[i % SEED.vlans],
      status: 'active',
    })),
  )
  // The first 1,000 addresses go on each device's first interface, the next 500 on its second,
  // the rest stay unassigned.
  await create(
    'ipam.ipaddress',
    Array.from({ length: SEED.ipAddresses }, (_, i) => {
      const assigned =
        i < SEED.devices
          ? interfaceIds[i * SEED.interfacesPerDevice]
          : i < SEED.devices * 1.5
            ? interfaceIds[(i - SEED.devices) * SEED.interfacesPerDevice + 1]
            : null
      return {
        address: `10.${Math.floor(i / 250)}.${i % 250}.10/24`,
        status: 'active',
        dns_name: `host${i}.example.net`,
        ...(assigned === null ? {} : { assigned_object_type: 'dcim.interface', assigned_object_id: assigned }),
      }
    }),
  )
  // Config contexts as a NetBox user would have them: a global base, per-region, per-site, per-role
  // and per-tenant layers, merged by weight into every device's config_context.
  await create('extras.configcontext', [
    { name: 'global', weight: 100, data: { ntp: ['192.0.2.1', '192.0.2.2'], snmp: { community: 'public', location: 'unknown' }, syslog: '192.0.2.10' } },
    { name: 'europe', weight: 200, regions: [region], data: { ntp: ['192.0.2.3'], timezone: 'Europe/Amsterdam' } },
    ...sites.map((site, i) => ({ name: `site-${i + 1}`, weight: 300, sites: [site], data: { snmp: { location: `Site ${i + 1}` }, dns: [`192.0.2.${50 + i}`] } })),
    ...roles.map((role, i) => ({ name: `role-${i + 1}`, weight: 400, roles: [role], data: { bgp: { asn: 65000 + i, multipath: true } } })),
    { name: 'acme', weight: 500, tenants: [tenant], data: { aaa: { tacacs: ['192.0.2.20'] } } },
  ])
  return { counts, timings, deviceIds, siteIds: sites }
}

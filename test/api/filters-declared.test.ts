// Filters declared in model files (path, tree, boolean, predicate) and the change-log request
// filters, through HTTP on real data: each finds what NetBox's filterset finds and no more.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice, show } from './fixtures.js'

let t: TestApp
let strict: TestApp
// eu > eu-west; a is in eu-west, b has no region.
let eu: Obj, euWest: Obj
let a: Awaited<ReturnType<typeof seedDevice>>
let b: Awaited<ReturnType<typeof seedDevice>>

before(async () => {
  t = await testApp()
  strict = await testApp({ STRICT_FILTERING: 'true' })
  eu = await create(t, '/api/dcim/regions/', { name: 'EU', slug: 'eu' })
  euWest = await create(t, '/api/dcim/regions/', { name: 'EU West', slug: 'eu-west', parent: eu.id })
  a = await seedDevice(t, 'a')
  b = await seedDevice(t, 'b')
  const res = await t.api('PATCH', `/api/dcim/sites/${a.site.id}/`, { region: euWest.id })
  assert.equal(res.status, 200, show(res))
})
after(async () => {
  await t.close()
  await strict.close()
})

const ids = async (url: string, app = t) => ((await get(app, url)).results as Obj[]).map((o) => o.id)

describe('paths', () => {
  test('components through their device: site, role, type by model, status, tenant', async () => {
    assert.deepEqual(await ids(`/api/dcim/interfaces/?site_id=${a.site.id}`), [a.iface.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?site=${b.site.slug}`), [b.iface.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?device_role=${a.role.slug}`), [a.iface.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?device_role_id=${b.role.id}`), [b.iface.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?device_type=${a.deviceType.model}`), [a.iface.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?device_type=${a.deviceType.slug}x`), [])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?device_role_id__n=${a.role.id}&ordering=id`), [b.iface.id])
    assert.deepEqual((await ids(`/api/dcim/interfaces/?device_status=active`)).length, 2)
    assert.deepEqual(await ids(`/api/dcim/interfaces/?device_status=offline`), [])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?site_id=2147483647`), [])
    const res = await t.api('GET', '/api/dcim/interfaces/?device_status=bogus')
    assert.equal(res.status, 400, show(res))
  })

  test('devices by manufacturer (id and slug), model', async () => {
    const mf = (await get(t, `/api/dcim/device-types/${a.deviceType.id}/`)).manufacturer
    assert.deepEqual(await ids(`/api/dcim/devices/?manufacturer_id=${mf.id}`), [a.device.id])
    assert.deepEqual(await ids(`/api/dcim/devices/?manufacturer=${mf.slug}`), [a.device.id])
    assert.deepEqual(await ids(`/api/dcim/devices/?model=${b.deviceType.slug}`), [b.device.id])
    const res = await t.api('GET', '/api/dcim/devices/?manufacturer_id=abc')
    assert.equal(res.status, 400, show(res))
  })
})

describe('trees', () => {
  test('a region finds what is in its descendants; ancestor', async () => {
    assert.deepEqual(await ids(`/api/dcim/devices/?region_id=${eu.id}`), [a.device.id])
    assert.deepEqual(await ids(`/api/dcim/devices/?region=eu`), [a.device.id])
    assert.deepEqual(await ids(`/api/dcim/devices/?region=eu-west`), [a.device.id])
    assert.deepEqual(await ids(`/api/dcim/sites/?region_id=${eu.id}`), [a.site.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?region_id=${eu.id}`), [a.iface.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?region_id__n=${eu.id}`), [b.iface.id])
    assert.deepEqual(await ids(`/api/dcim/regions/?ancestor_id=${eu.id}`), [euWest.id])
    assert.deepEqual(await ids(`/api/dcim/regions/?ancestor=eu-west`), [])
    assert.deepEqual(await ids(`/api/dcim/devices/?region_id=2147483647`), [])
  })

  test('tenant groups', async () => {
    const g = await create(t, '/api/tenancy/tenant-groups/', { name: 'G', slug: 'g' })
    const sub = await create(t, '/api/tenancy/tenant-groups/', { name: 'G2', slug: 'g2', parent: g.id })
    const tenant = await create(t, '/api/tenancy/tenants/', { name: 'T', slug: 't', group: sub.id })
    assert.equal((await t.api('PATCH', `/api/dcim/devices/${b.device.id}/`, { tenant: tenant.id })).status, 200)
    assert.deepEqual(await ids(`/api/dcim/devices/?tenant_group=g`), [b.device.id])
    assert.deepEqual(await ids(`/api/tenancy/tenants/?group_id=${g.id}`), [tenant.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?tenant_id=${tenant.id}`), [b.iface.id])
  })
})

describe('booleans and predicates', () => {
  test('has_primary_ip, interfaces, kind, cabled/occupied', async () => {
    const ip = await create(t, '/api/ipam/ip-addresses/', { address: '10.0.0.1/24', assigned_object_type: 'dcim.interface', assigned_object_id: a.iface.id })
    assert.equal((await t.api('PATCH', `/api/dcim/devices/${a.device.id}/`, { primary_ip4: ip.id })).status, 200)
    assert.deepEqual(await ids('/api/dcim/devices/?has_primary_ip=true'), [a.device.id])
    assert.deepEqual(await ids('/api/dcim/devices/?has_primary_ip=false'), [b.device.id])
    assert.deepEqual(await ids('/api/dcim/devices/?primary_ip4=10.0.0.1/24'), [a.device.id])
    assert.equal((await ids('/api/dcim/devices/?interfaces=true')).length, 2)
    assert.deepEqual(await ids('/api/dcim/devices/?console_ports=true'), [])
    const lag = await create(t, '/api/dcim/interfaces/', { device: a.device.id, name: 'lag1', type: 'lag' })
    assert.deepEqual(await ids(`/api/dcim/interfaces/?kind=virtual`), [lag.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?kind=physical&ordering=id`), [a.iface.id, b.iface.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?kind=nonsense`), [])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?cabled=true`), [])
    assert.equal((await ids(`/api/dcim/interfaces/?occupied=false`)).length, 3)
    const res = await t.api('GET', '/api/dcim/devices/?has_primary_ip=maybe')
    assert.equal(res.status, 400, show(res))
  })
})

describe('assigned objects (NetBox filter_device)', () => {
  test('ip-addresses by device, interface; an unknown device finds none', async () => {
    const ip = ((await get(t, '/api/ipam/ip-addresses/?address=10.0.0.1/24')).results as Obj[])[0]
    assert.deepEqual(await ids(`/api/ipam/ip-addresses/?device_id=${a.device.id}`), [ip.id])
    assert.deepEqual(await ids(`/api/ipam/ip-addresses/?device=${a.device.name}`), [ip.id])
    assert.deepEqual(await ids(`/api/ipam/ip-addresses/?device_id=${b.device.id}`), [])
    assert.deepEqual(await ids('/api/ipam/ip-addresses/?device_id=999999'), [])
    assert.deepEqual(await ids(`/api/ipam/ip-addresses/?interface_id=${a.iface.id}`), [ip.id])
    assert.deepEqual(await ids(`/api/ipam/ip-addresses/?interface_id=${b.iface.id}`), [])
    const loose = await create(t, '/api/ipam/ip-addresses/', { address: '10.9.9.9/24' })
    assert.deepEqual(await ids('/api/ipam/ip-addresses/?assigned_to_interface=false'), [loose.id])
    assert.deepEqual(await ids('/api/ipam/ip-addresses/?assigned_to_interface=true'), [ip.id])
  })

  test('virtual chassis: members and master', async () => {
    const vc = await create(t, '/api/dcim/virtual-chassis/', { name: 'stack', master: a.device.id })
    let res = await t.api('PATCH', `/api/dcim/devices/${b.device.id}/`, { virtual_chassis: vc.id, vc_position: 2 })
    assert.equal(res.status, 200, show(res))
    const mgmt = await create(t, '/api/dcim/interfaces/', { device: b.device.id, name: 'mgmt0', type: '1000base-t', mgmt_only: true })
    const onA = await ids(`/api/dcim/interfaces/?virtual_chassis_member_id=${a.device.id}&ordering=id`)
    assert.ok(onA.includes(a.iface.id) && onA.includes(b.iface.id) && !onA.includes(mgmt.id), String(onA))
    // The case: the name narrows to the member's interface of that name.
    assert.deepEqual(await ids(`/api/dcim/interfaces/?virtual_chassis_member_id=${b.device.id}&name=mgmt0`), [mgmt.id])
    // b is not the master: _or_master gives its own interfaces only.
    const orMaster = await ids(`/api/dcim/interfaces/?virtual_chassis_member_or_master_id=${b.device.id}&ordering=id`)
    assert.deepEqual(orMaster, [b.iface.id, mgmt.id])
    // The master's IP addresses include those on members' interfaces.
    const ip2 = await create(t, '/api/ipam/ip-addresses/', { address: '10.0.0.2/24', assigned_object_type: 'dcim.interface', assigned_object_id: b.iface.id })
    assert.ok((await ids(`/api/ipam/ip-addresses/?device_id=${a.device.id}`)).includes(ip2.id))
    assert.deepEqual(await ids(`/api/ipam/ip-addresses/?device_id=${b.device.id}`), [ip2.id])
    res = await t.api('PATCH', `/api/dcim/devices/${b.device.id}/`, { virtual_chassis: null, vc_position: null })
    assert.equal(res.status, 200, show(res))
  })
})

describe('change-log request filters', () => {
  test('created_by_request, updated_by_request, modified_by_request', async () => {
    const rid = randomUUID()
    const site = await t.api('POST', '/api/dcim/sites/', { name: 'by-request', slug: 'by-request' }, { 'x-request-id': rid.toUpperCase() })
    assert.equal(site.status, 201, show(site))
    const upd = randomUUID()
    assert.equal((await t.api('PATCH', `/api/dcim/sites/${a.site.id}/`, { description: 'x' }, { 'x-request-id': upd })).status, 200)
    assert.deepEqual(await ids(`/api/dcim/sites/?created_by_request=${rid}`), [site.body.id])
    assert.deepEqual(await ids(`/api/dcim/sites/?created_by_request=${rid.toUpperCase()}`), [site.body.id])
    assert.deepEqual(await ids(`/api/dcim/sites/?updated_by_request=${rid}`), [])
    assert.deepEqual(await ids(`/api/dcim/sites/?updated_by_request=${upd}`), [a.site.id])
    assert.deepEqual(await ids(`/api/dcim/sites/?modified_by_request=${upd}`), [a.site.id])
    assert.deepEqual(await ids(`/api/dcim/devices/?created_by_request=${rid}`), [])
    const res = await t.api('GET', '/api/dcim/sites/?created_by_request=nope')
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { created_by_request: ['Enter a valid UUID.'] })
  })
})

describe('any of several paths', () => {
  test('interfaces?vlan_id / vlan: untagged or tagged', async () => {
    const v10 = await create(t, '/api/ipam/vlans/', { vid: 10, name: 'v10' })
    const v20 = await create(t, '/api/ipam/vlans/', { vid: 20, name: 'v20' })
    let res = await t.api('PATCH', `/api/dcim/interfaces/${a.iface.id}/`, { mode: 'access', untagged_vlan: v10.id })
    assert.equal(res.status, 200, show(res))
    res = await t.api('PATCH', `/api/dcim/interfaces/${b.iface.id}/`, { mode: 'tagged', tagged_vlans: [v10.id, v20.id] })
    assert.equal(res.status, 200, show(res))
    assert.deepEqual(await ids(`/api/dcim/interfaces/?vlan_id=${v10.id}&ordering=id`), [a.iface.id, b.iface.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?vlan_id=${v20.id}`), [b.iface.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?vlan=20`), [b.iface.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?vlan=30`), [])
    res = await t.api('GET', '/api/dcim/interfaces/?vlan_id=x')
    assert.equal(res.status, 400, show(res))
  })
})

describe('fields=', () => {
  test('only the fields named, in the representation order; unknown names ignored; wins over brief', async () => {
    const list = await get(t, `/api/dcim/devices/?fields=name,id,nope&brief=1&id=${a.device.id}`)
    assert.deepEqual(list.results, [{ id: a.device.id, name: a.device.name }])
    const one = await get(t, `/api/dcim/devices/${a.device.id}/?fields=site,status`)
    assert.deepEqual(Object.keys(one), ['site', 'status'])
    assert.equal(one.site.id, a.site.id)
    assert.ok('serial' in (await get(t, `/api/dcim/devices/${a.device.id}/?fields=`)))
  })
})

describe('cables and scopes', () => {
  test('cables by a termination, its device, site, region-less site slug', async () => {
    const x = await create(t, '/api/dcim/interfaces/', { device: a.device.id, name: 'c-a', type: '1000base-t' })
    const y = await create(t, '/api/dcim/interfaces/', { device: b.device.id, name: 'c-b', type: '1000base-t' })
    const cable = await create(t, '/api/dcim/cables/', {
      a_terminations: [{ object_type: 'dcim.interface', object_id: x.id }],
      b_terminations: [{ object_type: 'dcim.interface', object_id: y.id }],
    })
    assert.deepEqual(await ids(`/api/dcim/cables/?interface_id=${x.id}`), [cable.id])
    assert.deepEqual(await ids(`/api/dcim/cables/?interface_id=${a.iface.id}`), [])
    assert.deepEqual(await ids(`/api/dcim/cables/?consoleport_id=${x.id}`), [])
    assert.deepEqual(await ids(`/api/dcim/cables/?device_id=${b.device.id}`), [cable.id])
    assert.deepEqual(await ids(`/api/dcim/cables/?device=${a.device.name}`), [cable.id])
    assert.deepEqual(await ids(`/api/dcim/cables/?site=${a.site.slug}`), [cable.id])
    assert.deepEqual(await ids(`/api/dcim/cables/?site_id=2147483647`), [])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?cabled=true&ordering=id`), [x.id, y.id])
    assert.deepEqual(await ids(`/api/dcim/interfaces/?occupied=true&ordering=id`), [x.id, y.id])
  })

  test('prefixes by region through their scope (site or region), descendants included', async () => {
    const p1 = await create(t, '/api/ipam/prefixes/', { prefix: '10.1.0.0/16', scope_type: 'dcim.site', scope_id: a.site.id })
    const p2 = await create(t, '/api/ipam/prefixes/', { prefix: '10.2.0.0/16', scope_type: 'dcim.region', scope_id: euWest.id })
    await create(t, '/api/ipam/prefixes/', { prefix: '10.3.0.0/16', scope_type: 'dcim.site', scope_id: b.site.id })
    assert.deepEqual(await ids(`/api/ipam/prefixes/?region_id=${eu.id}&ordering=id`), [p1.id, p2.id])
    assert.deepEqual(await ids(`/api/ipam/prefixes/?region=eu-west&ordering=id`), [p1.id, p2.id])
    assert.deepEqual((await ids(`/api/ipam/prefixes/?region_id__n=${eu.id}`)).length, 1)
  })
})

describe('named predicates', () => {
  test('ip-ranges?contains / parent', async () => {
    const r = await create(t, '/api/ipam/ip-ranges/', { start_address: '192.0.2.10/24', end_address: '192.0.2.20/24' })
    assert.deepEqual(await ids('/api/ipam/ip-ranges/?parent=192.0.2.0/24'), [r.id])
    assert.deepEqual(await ids('/api/ipam/ip-ranges/?parent=192.0.2.0/28'), [])
    assert.deepEqual(await ids('/api/ipam/ip-ranges/?parent=10.0.0.0/8&parent=192.0.0.0/16'), [r.id])
    assert.deepEqual(await ids('/api/ipam/ip-ranges/?contains=192.0.2.10/24'), [r.id])
    assert.deepEqual(await ids('/api/ipam/ip-ranges/?contains=192.0.3.1/24'), [])
    const res = await t.api('GET', '/api/ipam/ip-ranges/?contains=nope')
    assert.equal(res.status, 400, show(res))
  })

  test('services?port: the list holds the port', async () => {
    const s1 = await create(t, '/api/ipam/services/', { parent_object_type: 'dcim.device', parent_object_id: a.device.id, name: 'ssh', protocol: 'tcp', ports: [22, 2222] })
    const s2 = await create(t, '/api/ipam/services/', { parent_object_type: 'dcim.device', parent_object_id: b.device.id, name: 'web', protocol: 'tcp', ports: [443] })
    assert.deepEqual(await ids('/api/ipam/services/?port=2222'), [s1.id])
    assert.deepEqual(await ids('/api/ipam/services/?port__n=22'), [s2.id])
    assert.deepEqual(await ids('/api/ipam/services/?port=80'), [])
    assert.deepEqual(await ids('/api/ipam/services/?port__gt=100'), [s2.id]) // {443} > {100}; {22,2222} < {100}
    assert.deepEqual(await ids(`/api/ipam/services/?device_id=${b.device.id}`), [s2.id])
    const res = await t.api('GET', '/api/ipam/services/?port=http')
    assert.equal(res.status, 400, show(res))
  })

  test('mac-addresses?primary', async () => {
    const m1 = await create(t, '/api/dcim/mac-addresses/', { mac_address: '00:00:00:00:00:01', assigned_object_type: 'dcim.interface', assigned_object_id: a.iface.id })
    const m2 = await create(t, '/api/dcim/mac-addresses/', { mac_address: '00:00:00:00:00:02', assigned_object_type: 'dcim.interface', assigned_object_id: a.iface.id })
    const res = await t.api('PATCH', `/api/dcim/interfaces/${a.iface.id}/`, { primary_mac_address: m1.id })
    assert.equal(res.status, 200, show(res))
    assert.deepEqual(await ids('/api/dcim/mac-addresses/?primary=true'), [m1.id])
    assert.deepEqual(await ids('/api/dcim/mac-addresses/?primary=false'), [m2.id])
    assert.deepEqual(await ids('/api/dcim/mac-addresses/?assigned=true&ordering=id'), [m1.id, m2.id])
  })

  test('permissions?can_view', async () => {
    const p = await create(t, '/api/users/permissions/', { name: 'p', object_types: ['dcim.site'], actions: ['view', 'change'] })
    const q = await create(t, '/api/users/permissions/', { name: 'q', object_types: ['dcim.site'], actions: ['add'] })
    assert.deepEqual(await ids('/api/users/permissions/?can_view=true'), [p.id])
    assert.deepEqual(await ids('/api/users/permissions/?can_view=false'), [q.id])
    assert.deepEqual(await ids('/api/users/permissions/?can_delete=true'), [])
  })
})

describe('counts', () => {
  test('devices?interface_count (NetBox counter caches), with number lookups', async () => {
    const counts = new Map<number, number>()
    for (const d of (await get(t, '/api/dcim/devices/?limit=0')).results as Obj[]) counts.set(d.id, d.interface_count)
    const most = Math.max(...counts.values())
    const want = [...counts].filter(([, n]) => n === most).map(([id]) => id).sort((x, y) => x - y)
    assert.deepEqual(await ids(`/api/dcim/devices/?interface_count=${most}&ordering=id`), want)
    assert.deepEqual(await ids(`/api/dcim/devices/?interface_count__gt=${most}`), [])
    assert.equal((await ids(`/api/dcim/devices/?interface_count__gte=0`)).length, counts.size)
    assert.deepEqual(await ids(`/api/dcim/devices/?console_port_count__gt=0`), [])
    const res = await t.api('GET', '/api/dcim/devices/?interface_count=many')
    assert.equal(res.status, 400, show(res))
  })
})

describe('token keys', () => {
  test('key matches through the digest; partial matches are refused, never ignored', async () => {
    const other = await t.makeToken('someone')
    const all = await ids('/api/users/tokens/')
    assert.equal(all.length, 2)
    const mine = await ids(`/api/users/tokens/?key=${t.token}`)
    assert.equal(mine.length, 1)
    assert.deepEqual(await ids(`/api/users/tokens/?key=${t.token.toUpperCase()}`), mine)
    assert.deepEqual(await ids(`/api/users/tokens/?key=${'0'.repeat(40)}`), [])
    assert.deepEqual(await ids(`/api/users/tokens/?key__n=${other}`), mine)
    const res = await t.api('GET', `/api/users/tokens/?key__ic=${t.token.slice(-6)}`)
    assert.equal(res.status, 400, show(res))
  })
})

describe('filters NetBox does not have', () => {
  test('front-ports?rear_port, contact-assignments?contact are not filters (NetBox ignores them)', async () => {
    for (const url of ['/api/dcim/front-ports/?rear_port=1', '/api/dcim/power-feeds/?power_panel=1', '/api/tenancy/contact-assignments/?contact=4']) {
      const res = await strict.api('GET', url)
      assert.equal(res.status, 400, `${url}: ${show(res)}`)
    }
  })

  test('documented in the OpenAPI document', async () => {
    const doc = await get(t, '/api/schema/?format=json')
    const params = (doc.paths['/api/dcim/interfaces/'].get.parameters as Obj[]).map((p) => p.name)
    for (const n of ['site_id', 'region_id', 'device_status__ic', 'kind', 'virtual_chassis_member_id', 'created_by_request']) assert.ok(params.includes(n), n)
    assert.ok(!params.includes('lag'))
  })
})

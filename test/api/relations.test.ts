// Related objects on write (an id or an object of identifying attributes), the generic
// assigned_object of IP addresses, and what deletes do to related rows (409 protect, cascade).
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, seedDevice, show } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
  await create(t, '/api/dcim/sites/', { name: 'Rel S1', slug: 'rel-s1' })
  await create(t, '/api/dcim/sites/', { name: 'Rel S2', slug: 'rel-s2', status: 'planned' })
  await create(t, '/api/dcim/sites/', { name: 'Rel S3', slug: 'rel-s3', status: 'planned' })
})
after(() => t.close())

describe('related objects by attributes', () => {
  test('a rack with {"site": {"name": "..."}} is created on that site', async () => {
    const res = await t.api('POST', '/api/dcim/racks/', { name: 'R1', site: { name: 'Rel S1' } })
    assert.equal(res.status, 201, show(res))
    const site = (await get(t, '/api/dcim/sites/?name=Rel%20S1')).results[0]
    assert.equal(res.body.site.id, site.id)
    assert.deepEqual(Object.keys(res.body.site).sort(), ['description', 'display', 'id', 'name', 'slug', 'url'])
    assert.equal(res.body.site.url, `http://localhost:80/api/dcim/sites/${site.id}/`)
  })

  test('{"id": N} and a bare N work the same', async () => {
    const site = (await get(t, '/api/dcim/sites/?name=Rel%20S1')).results[0]
    const a = await create(t, '/api/dcim/racks/', { name: 'R-id-obj', site: { id: site.id } })
    const b = await create(t, '/api/dcim/racks/', { name: 'R-id-num', site: site.id })
    assert.equal(a.site.id, site.id)
    assert.equal(b.site.id, site.id)
  })

  test('attributes matching nothing: 400 naming the field', async () => {
    const res = await t.api('POST', '/api/dcim/racks/', { name: 'R2', site: { name: 'No Such Site' } })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { site: ["Related object not found using the provided attributes: {'name': 'No Such Site'}"] })
  })

  test('attributes matching several objects: 400 naming the field', async () => {
    const res = await t.api('POST', '/api/dcim/racks/', { name: 'R3', site: { status: 'planned' } })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { site: ["Multiple objects match the provided attributes: {'status': 'planned'}"] })
    assert.equal((await get(t, '/api/dcim/racks/?name=R3')).count, 0)
  })

  test('attributes naming an unknown field: 400 not found', async () => {
    const res = await t.api('POST', '/api/dcim/racks/', { name: 'R4', site: { colour: 'blue' } })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { site: ["Related object not found using the provided attributes: {'colour': 'blue'}"] })
  })

  test('nested two levels: {"rack": {"name": "R1", "site": {"name": "S1"}}}', async () => {
    const { deviceType, role } = await seedDevice(t, 'nest')
    const s1 = (await get(t, '/api/dcim/sites/?name=Rel%20S1')).results[0]
    // The same rack name on another site makes the site part of the lookup necessary.
    const s2 = (await get(t, '/api/dcim/sites/?name=Rel%20S2')).results[0]
    const otherR1 = await create(t, '/api/dcim/racks/', { name: 'R1', site: s2.id })
    const r1 = (await get(t, `/api/dcim/racks/?name=R1&site_id=${s1.id}`)).results[0]
    assert.notEqual(otherR1.id, r1.id)

    const res = await t.api('POST', '/api/dcim/devices/', {
      name: 'nested-dev',
      device_type: deviceType.id,
      role: { slug: role.slug },
      site: { name: 'Rel S1' },
      rack: { name: 'R1', site: { name: 'Rel S1' } },
    })
    assert.equal(res.status, 201, show(res))
    assert.equal(res.body.rack.id, r1.id)
    assert.equal(res.body.site.id, s1.id)
    assert.equal(res.body.role.id, role.id)

    const ambiguous = await t.api('POST', '/api/dcim/devices/', {
      name: 'nested-dev-2',
      device_type: deviceType.id,
      role: role.id,
      site: s1.id,
      rack: { name: 'R1' },
    })
    assert.equal(ambiguous.status, 400, show(ambiguous))
    assert.deepEqual(ambiguous.body, { rack: ["Multiple objects match the provided attributes: {'name': 'R1'}"] })

    const inner = await t.api('POST', '/api/dcim/devices/', {
      name: 'nested-dev-3',
      device_type: deviceType.id,
      role: role.id,
      site: s1.id,
      rack: { name: 'R1', site: { name: 'Nowhere' } },
    })
    assert.equal(inner.status, 400, show(inner))
    assert.deepEqual(inner.body, { rack: ["Related object not found using the provided attributes: {'name': 'R1', 'site': {'name': 'Nowhere'}}"] })
  })

  test('a related object by an unknown numeric id: 400 "Related object not found using the provided numeric ID: 999999"', async () => {
    const res = await t.api('POST', '/api/dcim/racks/', { name: 'R5', site: 999999 })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { site: ['Related object not found using the provided numeric ID: 999999'] })
    const viaPatch = await t.api('PATCH', `/api/dcim/racks/${(await get(t, '/api/dcim/racks/?name=R-id-num')).results[0].id}/`, { site: 999999 })
    assert.equal(viaPatch.status, 400, show(viaPatch))
    assert.deepEqual(viaPatch.body, { site: ['Related object not found using the provided numeric ID: 999999'] })
  })

  test('null clears a nullable relation; a required one refuses null', async () => {
    const tenant = await create(t, '/api/tenancy/tenants/', { name: 'Rel T', slug: 'rel-t' })
    const site = await create(t, '/api/dcim/sites/', { name: 'Rel Tenanted', slug: 'rel-tenanted', tenant: tenant.id })
    assert.equal(site.tenant.id, tenant.id)
    const cleared = await t.api('PATCH', `/api/dcim/sites/${site.id}/`, { tenant: null })
    assert.equal(cleared.status, 200, show(cleared))
    assert.equal(cleared.body.tenant, null)
    const rack = (await get(t, '/api/dcim/racks/?name=R-id-num')).results[0]
    const res = await t.api('PATCH', `/api/dcim/racks/${rack.id}/`, { site: null })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { site: ['This field may not be null.'] })
  })
})

describe('generic relation: IP address assigned_object', () => {
  test('assigned to a dcim.interface: nested interface with its device and display_name', async () => {
    const { device, iface } = await seedDevice(t, 'gen')
    const res = await t.api('POST', '/api/ipam/ip-addresses/', {
      address: '10.9.0.1/24',
      assigned_object_type: 'dcim.interface',
      assigned_object_id: iface.id,
    })
    assert.equal(res.status, 201, show(res))
    assert.equal(res.body.assigned_object_type, 'dcim.interface')
    assert.equal(res.body.assigned_object_id, iface.id)
    const ao = res.body.assigned_object
    assert.equal(ao.id, iface.id)
    assert.equal(ao.url, `http://localhost:80/api/dcim/interfaces/${iface.id}/`)
    assert.equal(ao.name, 'eth0')
    assert.equal(ao.cable, null)
    assert.ok('connection_status' in ao)
    assert.equal(ao.device.id, device.id)
    assert.equal(ao.device.url, `http://localhost:80/api/dcim/devices/${device.id}/`)
    assert.equal(ao.device.name, device.name)
    assert.equal(ao.device.display_name, device.name)

    const byDevice = await get(t, `/api/ipam/ip-addresses/?assigned_object_id=${iface.id}`)
    assert.equal(byDevice.count, 1)
  })

  test('a type without an id (or an id without a type): 400', async () => {
    const typeOnly = await t.api('POST', '/api/ipam/ip-addresses/', { address: '10.9.0.5/24', assigned_object_type: 'dcim.interface' })
    assert.equal(typeOnly.status, 400, show(typeOnly))
    assert.deepEqual(typeOnly.body, { assigned_object_id: ['This field cannot be null.'] })
    const idOnly = await t.api('POST', '/api/ipam/ip-addresses/', { address: '10.9.0.5/24', assigned_object_id: 1 })
    assert.equal(idOnly.status, 400, show(idOnly))
    assert.deepEqual(idOnly.body, { assigned_object_type: ['This field cannot be null.'] })
    assert.equal((await get(t, '/api/ipam/ip-addresses/?address=10.9.0.5/24')).count, 0)
  })

  test('an unknown type: 400 on assigned_object_type', async () => {
    for (const type of ['dcim.foo', 'dcim.site', 'interface', 42]) {
      const res = await t.api('POST', '/api/ipam/ip-addresses/', { address: '10.9.0.6/24', assigned_object_type: type, assigned_object_id: 1 })
      assert.equal(res.status, 400, `${type}: ${show(res)}`)
      assert.deepEqual(Object.keys(res.body), ['assigned_object_type'], String(type))
    }
    const res = await t.api('POST', '/api/ipam/ip-addresses/', { address: '10.9.0.6/24', assigned_object_type: 'dcim.foo', assigned_object_id: 1 })
    assert.deepEqual(res.body, { assigned_object_type: ['Select a valid choice. dcim.foo is not one of the available choices.'] })
  })

  test('an id that does not exist: 400', async () => {
    const res = await t.api('POST', '/api/ipam/ip-addresses/', {
      address: '10.9.0.7/24',
      assigned_object_type: 'dcim.interface',
      assigned_object_id: 999999,
    })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { assigned_object_id: ['Related object not found using the provided numeric ID: 999999'] })
  })

  test('unassigning with nulls', async () => {
    const { iface } = await seedDevice(t, 'unassign')
    const ip = await create(t, '/api/ipam/ip-addresses/', { address: '10.9.0.8/24', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id })
    const res = await t.api('PATCH', `/api/ipam/ip-addresses/${ip.id}/`, { assigned_object_type: null, assigned_object_id: null })
    assert.equal(res.status, 200, show(res))
    assert.equal(res.body.assigned_object, null)
    assert.equal(res.body.assigned_object_type, null)
    assert.equal(res.body.assigned_object_id, null)
  })
})

describe('deletes and related rows', () => {
  test('a site with a rack and a device: 409 "Unable to delete object. 2 dependent objects were found: ..."', async () => {
    const { site, device } = await seedDevice(t, 'prot')
    const rack = await create(t, '/api/dcim/racks/', { name: 'Prot Rack', site: site.id })
    const res = await t.api('DELETE', `/api/dcim/sites/${site.id}/`)
    assert.equal(res.status, 409, show(res))
    assert.deepEqual(Object.keys(res.body), ['detail'])
    const m = /^Unable to delete object\. (\d+) dependent objects were found: (.*)$/.exec(res.body.detail)
    assert.ok(m, res.body.detail)
    assert.equal(m[1], '2')
    assert.deepEqual(m[2].split(', ').sort(), [`${device.name} (${device.id})`, `Prot Rack (${rack.id})`].sort())
    assert.equal((await t.api('GET', `/api/dcim/sites/${site.id}/`)).status, 200, 'the site is still there')
    assert.equal((await t.api('GET', `/api/dcim/racks/${rack.id}/`)).status, 200)
  })

  test('a manufacturer used by a device type cannot be deleted', async () => {
    const { deviceType } = await seedDevice(t, 'protmf')
    const res = await t.api('DELETE', `/api/dcim/manufacturers/${deviceType.manufacturer.id}/`)
    assert.equal(res.status, 409, show(res))
    assert.deepEqual(res.body, { detail: `Unable to delete object. 1 dependent objects were found: ${deviceType.model} (${deviceType.id})` })
  })

  test('deleting a device deletes its interfaces and clears assigned_object of their IPs', async () => {
    const { device, iface } = await seedDevice(t, 'casc')
    const second = await create(t, '/api/dcim/interfaces/', { device: device.id, name: 'eth1', type: '10gbase-t' })
    const ip = await create(t, '/api/ipam/ip-addresses/', { address: '10.20.0.1/24', assigned_object_type: 'dcim.interface', assigned_object_id: iface.id })
    const other = await seedDevice(t, 'casc-other')
    const keep = await create(t, '/api/ipam/ip-addresses/', {
      address: '10.20.0.2/24',
      assigned_object_type: 'dcim.interface',
      assigned_object_id: other.iface.id,
    })

    const res = await t.api('DELETE', `/api/dcim/devices/${device.id}/`)
    assert.equal(res.status, 204, show(res))
    assert.equal((await t.api('GET', `/api/dcim/devices/${device.id}/`)).status, 404)
    assert.equal((await t.api('GET', `/api/dcim/interfaces/${iface.id}/`)).status, 404)
    assert.equal((await t.api('GET', `/api/dcim/interfaces/${second.id}/`)).status, 404)

    const after = await get(t, `/api/ipam/ip-addresses/${ip.id}/`)
    assert.equal(after.assigned_object, null)
    assert.equal(after.assigned_object_type, null)
    assert.equal(after.assigned_object_id, null)
    const kept = await get(t, `/api/ipam/ip-addresses/${keep.id}/`)
    assert.equal(kept.assigned_object_id, other.iface.id, 'IPs on other devices keep their assignment')
    assert.equal(kept.assigned_object.device.id, other.device.id)
  })

  test('interfaces of a device are listed with device_id', async () => {
    const { device, iface } = await seedDevice(t, 'listif')
    await create(t, '/api/dcim/interfaces/', { device: device.id, name: 'eth1', type: 'virtual' })
    const res = await get(t, `/api/dcim/interfaces/?device_id=${device.id}`)
    assert.equal(res.count, 2)
    assert.deepEqual(
      res.results.map((i: { name: string }) => i.name),
      ['eth0', 'eth1'],
    )
    assert.equal(res.results[0].id, iface.id)
  })
})

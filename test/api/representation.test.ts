// brief=1 and exclude=config_context on lists and single objects.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice } from './fixtures.js'

let t: TestApp
let seeded: Awaited<ReturnType<typeof seedDevice>>
let ip: Obj
let prefix: Obj

before(async () => {
  t = await testApp()
  seeded = await seedDevice(t, 'rep')
  ip = await create(t, '/api/ipam/ip-addresses/', { address: '10.30.0.1/24' })
  prefix = await create(t, '/api/ipam/prefixes/', { prefix: '10.30.0.0/24' })
})
after(() => t.close())

describe('brief=1', () => {
  test('a site list holds only id, url, display, name, slug, description', async () => {
    const res = await get(t, '/api/dcim/sites/?brief=1')
    assert.equal(res.count, 1)
    const s = seeded.site
    assert.deepEqual(res.results[0], { id: s.id, url: s.url, display: s.name, name: s.name, slug: s.slug, description: '' })
  })

  test('a single object in brief form equals its list entry', async () => {
    const one = await get(t, `/api/dcim/sites/${seeded.site.id}/?brief=1`)
    const list = await get(t, '/api/dcim/sites/?brief=1')
    assert.deepEqual(one, list.results[0])
  })

  test('prefix and IP address: family is the bare integer, plus the identifying field', async () => {
    const p = await get(t, `/api/ipam/prefixes/${prefix.id}/?brief=1`)
    assert.deepEqual(p, { id: prefix.id, url: prefix.url, display: '10.30.0.0/24', family: 4, prefix: '10.30.0.0/24', description: '', _depth: 0 })
    const a = await get(t, `/api/ipam/ip-addresses/?brief=1`)
    assert.deepEqual(a.results[0], { id: ip.id, url: ip.url, display: '10.30.0.1/24', family: 4, address: '10.30.0.1/24', description: '' })
    const full = await get(t, `/api/ipam/prefixes/${prefix.id}/`)
    assert.deepEqual(full.family, { value: 4, label: 'IPv4' }, 'full form keeps {value, label}')
  })

  test('brief devices carry neither config_context nor the full fields', async () => {
    const d = await get(t, `/api/dcim/devices/${seeded.device.id}/?brief=1`)
    assert.equal('config_context' in d, false)
    assert.equal('site' in d, false)
    assert.equal(d.name, seeded.device.name)
  })

  test('brief=true and brief=True work too; without brief the full form is returned', async () => {
    for (const v of ['true', 'True']) {
      const res = await get(t, `/api/dcim/sites/?brief=${v}`)
      assert.equal('status' in res.results[0], false, v)
    }
    const full = await get(t, '/api/dcim/sites/')
    assert.deepEqual(full.results[0].status, { value: 'active', label: 'Active' })
  })
})

describe('exclude=config_context', () => {
  test('devices include config_context by default, on detail and list', async () => {
    const one = await get(t, `/api/dcim/devices/${seeded.device.id}/`)
    assert.deepEqual(one.config_context, {})
    const list = await get(t, '/api/dcim/devices/')
    assert.deepEqual(list.results[0].config_context, {})
  })

  test('exclude=config_context removes it from detail and list, leaving the rest', async () => {
    const full = await get(t, `/api/dcim/devices/${seeded.device.id}/`)
    const one = await get(t, `/api/dcim/devices/${seeded.device.id}/?exclude=config_context`)
    assert.equal('config_context' in one, false)
    const { config_context: _cc, ...rest } = full
    assert.deepEqual(one, rest)
    const list = await get(t, '/api/dcim/devices/?exclude=config_context')
    assert.equal(list.count, 1)
    assert.equal('config_context' in list.results[0], false)
    assert.equal(list.results[0].name, seeded.device.name)
  })

  test('virtual machines behave the same', async () => {
    const vm = await create(t, '/api/virtualization/virtual-machines/', { name: 'rep-vm' })
    assert.deepEqual(vm.config_context, {})
    const one = await get(t, `/api/virtualization/virtual-machines/${vm.id}/?exclude=config_context`)
    assert.equal('config_context' in one, false)
  })

  test('models without a config context are unaffected by exclude', async () => {
    const a = await get(t, `/api/dcim/sites/${seeded.site.id}/`)
    const b = await get(t, `/api/dcim/sites/${seeded.site.id}/?exclude=config_context`)
    assert.deepEqual(a, b)
  })
})

describe('nested objects', () => {
  test('a device nests site, role and device type in brief form with display_name on the device itself', async () => {
    const d = await get(t, `/api/dcim/devices/${seeded.device.id}/`)
    assert.equal(d.display_name, seeded.device.name)
    assert.deepEqual(d.site, {
      id: seeded.site.id,
      url: seeded.site.url,
      display: seeded.site.name,
      name: seeded.site.name,
      slug: seeded.site.slug,
      description: '',
    })
    assert.equal(d.device_type.id, seeded.deviceType.id)
    assert.equal(d.device_type.manufacturer.id, seeded.deviceType.manufacturer.id)
    assert.deepEqual(d.status, { value: 'active', label: 'Active' })
    assert.equal(d.rack, null)
  })
})

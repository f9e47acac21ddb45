// Bulk create, update and delete through the list endpoint (a list body, one item per object).
// Bulk update and delete are all-or-none: one bad item changes nothing.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice, show } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

async function sites(prefix: string, n: number): Promise<Obj[]> {
  const res = await t.api(
    'POST',
    '/api/dcim/sites/',
    Array.from({ length: n }, (_, i) => ({ name: `${prefix}-${i}`, slug: `${prefix}-${i}`, description: 'orig' })),
  )
  assert.equal(res.status, 201, show(res))
  return res.body
}

const count = async (q: string) => (await get(t, `/api/dcim/sites/?${q}`)).count as number

describe('bulk create', () => {
  test('a list body creates every item: 201 with the objects in request order', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', [
      { name: 'Bulk Z', slug: 'bulk-z', status: 'planned' },
      { name: 'Bulk A', slug: 'bulk-a', description: 'second' },
      { name: 'Bulk M', slug: 'bulk-m' },
    ])
    assert.equal(res.status, 201, show(res))
    assert.ok(Array.isArray(res.body))
    assert.deepEqual(
      res.body.map((s: Obj) => s.name),
      ['Bulk Z', 'Bulk A', 'Bulk M'],
    )
    assert.deepEqual(res.body[0].status, { value: 'planned', label: 'Planned' })
    assert.deepEqual(res.body[1].status, { value: 'active', label: 'Active' })
    assert.equal(res.body[1].description, 'second')
    assert.ok(res.body[0].id < res.body[1].id && res.body[1].id < res.body[2].id)
    for (const s of res.body) assert.equal((await get(t, `/api/dcim/sites/${s.id}/`)).name, s.name)
  })

  test('one bad item: 400 with a list aligned to the input ({} for good items) and nothing created', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', [
      { name: 'BadBulk 1', slug: 'badbulk-1' },
      { name: 'BadBulk 2' },
      { name: 'BadBulk 3', slug: 'badbulk-3', status: 'bogus' },
      { name: 'BadBulk 4', slug: 'badbulk-4' },
    ])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, [{}, { slug: ['This field is required.'] }, { status: ['bogus is not a valid choice.'] }, {}])
    assert.equal(await count('name__isw=BadBulk'), 0)
  })

  test('a duplicate against an existing object fails the whole batch', async () => {
    await create(t, '/api/dcim/sites/', { name: 'Existing', slug: 'existing' })
    const res = await t.api('POST', '/api/dcim/sites/', [
      { name: 'DupBulk 1', slug: 'dupbulk-1' },
      { name: 'Existing', slug: 'dupbulk-2' },
    ])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, [{}, { name: ['site with this name already exists.'] }])
    assert.equal(await count('name__isw=DupBulk'), 0)
  })

  test('a generic relation to a missing object in one item fails the whole batch (checked at once)', async () => {
    const site = await create(t, '/api/dcim/sites/', { name: 'Generic Home', slug: 'generic-home' })
    const res = await t.api('POST', '/api/ipam/ip-addresses/', [
      { address: '192.0.2.201/24', assigned_object_type: 'dcim.interface', assigned_object_id: 999999 },
      { address: '192.0.2.202/24' },
      { address: '192.0.2.203/24', assigned_object_type: 'virtualization.vminterface', assigned_object_id: 999998 },
    ])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body[0], { assigned_object_id: ['Related object not found using the provided numeric ID: 999999'] })
    assert.deepEqual(res.body[1], {})
    assert.deepEqual(res.body[2], { assigned_object_id: ['Related object not found using the provided numeric ID: 999998'] })
    assert.equal((await get(t, '/api/ipam/ip-addresses/?q=192.0.2.202')).count, 0)
    const prefixes = await t.api('POST', '/api/ipam/prefixes/', [
      { prefix: '198.51.100.0/26', scope_type: 'dcim.site', scope_id: site.id },
      { prefix: '198.51.100.64/26', scope_type: 'dcim.site', scope_id: site.id },
    ])
    assert.equal(prefixes.status, 201, show(prefixes))
  })

  test('a bad related reference in one item fails the whole batch', async () => {
    const site = await create(t, '/api/dcim/sites/', { name: 'Rack Home', slug: 'rack-home' })
    const res = await t.api('POST', '/api/dcim/racks/', [
      { name: 'BR1', site: site.id },
      { name: 'BR2', site: 999999 },
    ])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, [{}, { site: ['Related object not found using the provided numeric ID: 999999'] }])
    assert.equal((await get(t, '/api/dcim/racks/?name=BR1')).count, 0)
  })

  test('an empty list creates nothing: 201 []', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', [])
    assert.equal(res.status, 201, show(res))
    assert.deepEqual(res.body, [])
  })
})

describe('bulk update', () => {
  test('PATCH a list: 200 with the updated objects', async () => {
    const [a, b] = await sites('bp-ok', 2)
    const res = await t.api('PATCH', '/api/dcim/sites/', [
      { id: b.id, description: 'bulk ok too' },
      { id: a.id, description: 'bulk ok', status: 'retired' },
    ])
    assert.equal(res.status, 200, show(res))
    const byId = new Map(res.body.map((s: Obj) => [s.id, s]))
    assert.equal(res.body.length, 2)
    assert.equal((byId.get(a.id) as Obj).description, 'bulk ok')
    assert.deepEqual((byId.get(a.id) as Obj).status, { value: 'retired', label: 'Retired' })
    assert.equal((byId.get(b.id) as Obj).description, 'bulk ok too')
    assert.equal((await get(t, `/api/dcim/sites/${a.id}/`)).description, 'bulk ok')
    assert.equal((await get(t, `/api/dcim/sites/${b.id}/`)).name, b.name, 'PATCH keeps unsent fields')
  })

  test('PATCH with one invalid item: 400 with that item\'s errors and the good item NOT changed', async () => {
    const [a, b] = await sites('bp-bad', 2)
    const res = await t.api('PATCH', '/api/dcim/sites/', [
      { id: a.id, description: 'should not stick' },
      { id: b.id, status: 'bogus' },
    ])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { status: ['bogus is not a valid choice.'] })
    assert.equal((await get(t, `/api/dcim/sites/${a.id}/`)).description, 'orig')
    assert.deepEqual((await get(t, `/api/dcim/sites/${b.id}/`)).status.value, 'active')
  })

  test('PATCH where a later item fails in the database (duplicate name): nothing changed', async () => {
    const [a, b] = await sites('bp-db', 2)
    const res = await t.api('PATCH', '/api/dcim/sites/', [
      { id: a.id, description: 'should not stick' },
      { id: b.id, name: a.name },
    ])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { name: ['site with this name already exists.'] })
    assert.equal((await get(t, `/api/dcim/sites/${a.id}/`)).description, 'orig')
    assert.equal((await get(t, `/api/dcim/sites/${b.id}/`)).name, b.name)
  })

  test('PATCH naming an unknown id: 400 and nothing changed', async () => {
    const [a] = await sites('bp-unknown', 1)
    const res = await t.api('PATCH', '/api/dcim/sites/', [
      { id: a.id, description: 'should not stick' },
      { id: 999999, description: 'y' },
    ])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(Object.keys(res.body), ['id'])
    assert.match(res.body.id[0], /999999/)
    assert.equal((await get(t, `/api/dcim/sites/${a.id}/`)).description, 'orig')
  })

  test('items without an id: 400 with a list aligned to the input', async () => {
    const [a] = await sites('bp-noid', 1)
    const res = await t.api('PATCH', '/api/dcim/sites/', [{ description: 'x' }, { id: a.id, description: 'y' }])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, [{ id: ['This field is required.'] }, {}])
    assert.equal((await get(t, `/api/dcim/sites/${a.id}/`)).description, 'orig')
  })

  test('PUT a list requires every required field of every item; nothing changed on failure', async () => {
    const [a, b] = await sites('bput', 2)
    const res = await t.api('PUT', '/api/dcim/sites/', [
      { id: a.id, name: 'bput-new-0', slug: 'bput-new-0', description: 'put' },
      { id: b.id, description: 'no name or slug' },
    ])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { name: ['This field is required.'], slug: ['This field is required.'] })
    assert.equal((await get(t, `/api/dcim/sites/${a.id}/`)).name, a.name)
    assert.equal((await get(t, `/api/dcim/sites/${b.id}/`)).description, 'orig')

    const ok = await t.api('PUT', '/api/dcim/sites/', [
      { id: a.id, name: 'bput-new-0', slug: 'bput-new-0' },
      { id: b.id, name: 'bput-new-1', slug: 'bput-new-1', description: 'put' },
    ])
    assert.equal(ok.status, 200, show(ok))
    assert.deepEqual(
      ok.body.map((s: Obj) => s.name).sort(),
      ['bput-new-0', 'bput-new-1'],
    )
  })

  test('a body that is not a list: 400 Expected a list of items', async () => {
    const [a] = await sites('bp-dict', 1)
    const res = await t.api('PATCH', '/api/dcim/sites/', { id: a.id, description: 'x' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { non_field_errors: ['Expected a list of items but got type "dict".'] })
  })
})

describe('bulk delete', () => {
  test('a list of ids: 204 and all gone', async () => {
    const [a, b, c] = await sites('bd-ok', 3)
    const res = await t.api('DELETE', '/api/dcim/sites/', [{ id: a.id }, { id: b.id }])
    assert.equal(res.status, 204, show(res))
    assert.equal(res.text, '')
    assert.equal((await t.api('GET', `/api/dcim/sites/${a.id}/`)).status, 404)
    assert.equal((await t.api('GET', `/api/dcim/sites/${b.id}/`)).status, 404)
    assert.equal((await t.api('GET', `/api/dcim/sites/${c.id}/`)).status, 200)
  })

  test('an unknown id: 400 and nothing deleted', async () => {
    const [a] = await sites('bd-unknown', 1)
    const res = await t.api('DELETE', '/api/dcim/sites/', [{ id: a.id }, { id: 999999 }])
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(Object.keys(res.body), ['id'])
    assert.match(res.body.id[0], /999999/)
    assert.equal((await t.api('GET', `/api/dcim/sites/${a.id}/`)).status, 200)
  })

  test('without a list body: 400 Expected a list of items but got type "dict" (or "NoneType")', async () => {
    const [a] = await sites('bd-nolist', 1)
    const none = await t.api('DELETE', '/api/dcim/sites/')
    assert.equal(none.status, 400, show(none))
    assert.deepEqual(none.body, { non_field_errors: ['Expected a list of items but got type "NoneType".'] })
    const dict = await t.api('DELETE', '/api/dcim/sites/', { id: a.id })
    assert.equal(dict.status, 400, show(dict))
    assert.deepEqual(dict.body, { non_field_errors: ['Expected a list of items but got type "dict".'] })
    assert.equal((await t.api('GET', `/api/dcim/sites/${a.id}/`)).status, 200)
    assert.ok((await count('')) > 0, 'a bodiless bulk DELETE deleted nothing')
  })

  test('one protected item: 409 and nothing deleted', async () => {
    const [free] = await sites('bd-prot', 1)
    const { site, device } = await seedDevice(t, 'bdprot')
    const res = await t.api('DELETE', '/api/dcim/sites/', [{ id: free.id }, { id: site.id }])
    assert.equal(res.status, 409, show(res))
    assert.deepEqual(res.body, { detail: `Unable to delete object. 1 dependent objects were found: ${device.name} (${device.id})` })
    assert.equal((await t.api('GET', `/api/dcim/sites/${free.id}/`)).status, 200)
    assert.equal((await t.api('GET', `/api/dcim/sites/${site.id}/`)).status, 200)
  })

  test('bulk delete of devices cascades to their interfaces', async () => {
    const { device, iface } = await seedDevice(t, 'bdcasc')
    const res = await t.api('DELETE', '/api/dcim/devices/', [{ id: device.id }])
    assert.equal(res.status, 204, show(res))
    assert.equal((await t.api('GET', `/api/dcim/interfaces/${iface.id}/`)).status, 404)
  })
})

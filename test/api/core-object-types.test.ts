// Object types (core/object-types/ and extras/object-types/) and the filters that name them by id
// or by `<app_label>.<model>`, through HTTP on real data.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { OBJECT_TYPE_IDS } from '../../src/generated/object-types.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice } from './fixtures.js'

let t: TestApp
let a: Awaited<ReturnType<typeof seedDevice>>

before(async () => {
  t = await testApp()
  a = await seedDevice(t, 'a')
})
after(() => t.close())

const ids = async (url: string) => ((await get(t, url)).results as Obj[]).map((o) => o.id)
const typeId = (key: string) => OBJECT_TYPE_IDS[key]

test('object types: one per model, with the committed ids, NetBox fields and filters', async () => {
  const site = await get(t, `/api/core/object-types/${typeId('dcim.site')}/`)
  assert.equal(site.app_label, 'dcim')
  assert.equal(site.model, 'site')
  assert.equal(site.display, 'DCIM > Site')
  assert.equal(site.app_name, 'DCIM')
  assert.equal(site.model_name, 'site')
  assert.equal(site.model_name_plural, 'sites')
  assert.equal(site.rest_api_endpoint, '/api/dcim/sites/')
  assert.equal(site.public, true)
  assert.equal(site.is_plugin_model, false)
  assert.ok(site.features.includes('tags') && site.features.includes('contacts') && site.features.includes('journaling'), site.features)
  assert.ok(site.url.endsWith(`/api/core/object-types/${site.id}/`), site.url)
  assert.equal(site.display_label, undefined)
  assert.equal((await get(t, `/api/core/object-types/${typeId('ipam.ipaddress')}/`)).display, 'IPAM > IP Address')

  const all = await get(t, '/api/core/object-types/?limit=0')
  assert.equal(all.count, Object.keys(OBJECT_TYPE_IDS).length)
  // NetBox's order: app_label, model.
  const keys = (all.results as Obj[]).map((o) => `${o.app_label}.${o.model}`)
  assert.deepEqual(keys, [...keys].sort())
  assert.deepEqual(await ids(`/api/core/object-types/?app_label=dcim&model=site`), [site.id])
  assert.deepEqual(await ids(`/api/core/object-types/?q=ipaddr`), [typeId('ipam.ipaddress')])
  const journaled = await ids('/api/core/object-types/?features=journal')
  assert.ok(journaled.includes(site.id) && !journaled.includes(typeId('extras.tag')))

  // The same viewset under extras; writes are not allowed.
  const alias = await get(t, `/api/extras/object-types/${site.id}/`)
  assert.equal(alias.display, 'DCIM > Site')
  assert.equal((await t.api('POST', '/api/core/object-types/', { app_label: 'x', model: 'y' })).status, 405)
})

test('object-type filters by id and by name', async () => {
  const site = typeId('dcim.site')
  const device = typeId('dcim.device')
  const cf = await create(t, '/api/extras/custom-fields/', { name: 'cf_ot', type: 'object', object_types: ['dcim.site', 'dcim.rack'], related_object_type: 'dcim.device' })
  await create(t, '/api/extras/custom-fields/', { name: 'cf_other', type: 'text', object_types: ['ipam.prefix'] })
  assert.deepEqual(await ids(`/api/extras/custom-fields/?object_type_id=${site}`), [cf.id])
  assert.deepEqual(await ids(`/api/extras/custom-fields/?object_type=DCIM.Site`), [cf.id])
  assert.deepEqual(await ids(`/api/extras/custom-fields/?object_type=dcim`), [])
  assert.deepEqual(await ids(`/api/extras/custom-fields/?object_type__ic=rack`), [cf.id])
  assert.deepEqual(await ids(`/api/extras/custom-fields/?related_object_type_id=${device}`), [cf.id])
  assert.equal((await ids(`/api/extras/custom-fields/?object_type_id__n=${site}`)).includes(cf.id), false)
  // An id that names no object type: NetBox's "Select a valid choice".
  const bad = await t.api('GET', '/api/extras/custom-fields/?object_type_id=999999')
  assert.equal(bad.status, 400)
  assert.deepEqual(bad.body, { object_type_id: ['Select a valid choice. 999999 is not one of the available choices.'] })
  assert.equal((await t.api('GET', '/api/extras/custom-fields/?object_type_id=abc')).status, 400)

  const entry = await create(t, '/api/extras/journal-entries/', { assigned_object_type: 'dcim.device', assigned_object_id: a.device.id, comments: 'x' })
  assert.deepEqual(await ids(`/api/extras/journal-entries/?assigned_object_type_id=${device}`), [entry.id])
  assert.deepEqual(await ids(`/api/extras/journal-entries/?assigned_object_type_id=${site}`), [])

  const changes = await get(t, `/api/core/object-changes/?changed_object_type_id=${device}&limit=0`)
  assert.ok(changes.count >= 1 && (changes.results as Obj[]).every((c) => c.changed_object_type === 'dcim.device'))

  const contact = await create(t, '/api/tenancy/contacts/', { name: 'c' })
  const ca = await create(t, '/api/tenancy/contact-assignments/', { object_type: 'dcim.site', object_id: a.site.id, contact: contact.id })
  assert.deepEqual(await ids(`/api/tenancy/contact-assignments/?object_type_id=${site}`), [ca.id])
  assert.deepEqual(await ids(`/api/tenancy/contact-assignments/?object_type_id=${device}`), [])

  const perm = await create(t, '/api/users/permissions/', { name: 'p', object_types: ['dcim.device'], actions: ['view'] })
  assert.deepEqual(await ids(`/api/users/permissions/?object_types=${device}`), [perm.id])
  assert.deepEqual(await ids(`/api/users/permissions/?object_type=dcim.device`), [perm.id])
  assert.deepEqual(await ids(`/api/users/permissions/?object_type_id=${site}`), [])
})

test('tags by the types they are applied to and may be applied to', async () => {
  const used = await create(t, '/api/extras/tags/', { name: 'used', slug: 'used' })
  const scoped = await create(t, '/api/extras/tags/', { name: 'scoped', slug: 'scoped', object_types: ['dcim.device'] })
  const free = await create(t, '/api/extras/tags/', { name: 'free', slug: 'free' })
  const r = await t.api('PATCH', `/api/dcim/sites/${a.site.id}/`, { tags: [used.id] })
  assert.equal(r.status, 200, r.text)
  assert.deepEqual(await ids(`/api/extras/tags/?content_type=dcim.site`), [used.id])
  assert.deepEqual(await ids(`/api/extras/tags/?content_type_id=${typeId('dcim.site')}`), [used.id])
  assert.deepEqual(await ids(`/api/extras/tags/?content_type_id=${typeId('dcim.device')}`), [])
  assert.deepEqual((await ids(`/api/extras/tags/?for_object_type_id=${typeId('dcim.device')}`)).sort(), [used.id, scoped.id, free.id].sort())
  assert.deepEqual((await ids(`/api/extras/tags/?for_object_type_id=${typeId('dcim.site')}`)).sort(), [used.id, free.id].sort())
  assert.deepEqual(await ids(`/api/extras/tags/?object_types=${typeId('dcim.device')}`), [scoped.id])
})

test('tagged objects: every tag on every object, with stable ids; tags count them', async () => {
  const red = await create(t, '/api/extras/tags/', { name: 'red', slug: 'red', description: 'warm' })
  const blue = await create(t, '/api/extras/tags/', { name: 'blue', slug: 'blue' })
  let r = await t.api('PATCH', `/api/dcim/devices/${a.device.id}/`, { tags: [red.id] })
  assert.equal(r.status, 200, r.text)
  r = await t.api('PATCH', `/api/dcim/interfaces/${a.iface.id}/`, { tags: [red.id, blue.id] })
  assert.equal(r.status, 200, r.text)

  const list = await get(t, `/api/extras/tagged-objects/?tag_id=${red.id}`)
  assert.equal(list.count, 2)
  const onDevice = (list.results as Obj[]).find((o) => o.object_type === 'dcim.device')!
  assert.equal(onDevice.object_id, a.device.id)
  assert.equal(onDevice.tag.slug, 'red')
  assert.deepEqual(Object.keys(onDevice).sort(), ['created', 'display', 'id', 'object', 'object_id', 'object_type', 'tag', 'url'])
  assert.ok(onDevice.url.endsWith(`/api/extras/tagged-objects/${onDevice.id}/`))
  // The tagged object nested in its brief form, as NetBox's get_object, in lists, brief lists and details.
  const deviceBrief = (await get(t, `/api/dcim/devices/?id=${a.device.id}&brief=1`)).results[0]
  assert.deepEqual(onDevice.object, deviceBrief)
  const onIface = (list.results as Obj[]).find((o) => o.object_type === 'dcim.interface')!
  assert.equal(onIface.object.id, a.iface.id)
  assert.equal(onIface.object.device.id, a.device.id, 'an interface nests its device, as its brief form does')
  const briefList = await get(t, `/api/extras/tagged-objects/?tag_id=${red.id}&brief=1`)
  assert.deepEqual((briefList.results as Obj[]).map((o) => o.object.id).sort(), [a.device.id, a.iface.id].sort())
  const detail = await get(t, `/api/extras/tagged-objects/${onDevice.id}/`)
  assert.equal(detail.object_id, a.device.id)
  assert.deepEqual(detail.object, deviceBrief)
  // The change log nests the changed object the same way, or null once it is gone.
  const changes = await get(t, `/api/core/object-changes/?changed_object_type=dcim.interface&changed_object_id=${a.iface.id}&limit=1`)
  assert.equal(changes.results[0].changed_object.id, a.iface.id)
  assert.ok(changes.results[0].display_url.endsWith(`/core/changelog/${changes.results[0].id}/`))
  const briefChanges = await get(t, `/api/core/object-changes/?changed_object_type=dcim.interface&changed_object_id=${a.iface.id}&limit=1&brief=1`)
  assert.equal(briefChanges.results[0].changed_object.display, a.iface.name)
  assert.ok(briefChanges.results[0].display_url.endsWith(`/core/changelog/${changes.results[0].id}/`))
  const gone = await t.api('POST', '/api/tenancy/tenants/', { name: 'gone', slug: 'gone' })
  assert.equal((await t.api('DELETE', `/api/tenancy/tenants/${gone.body.id}/`)).status, 204)
  const goneChanges = await get(t, `/api/core/object-changes/?changed_object_type=tenancy.tenant&changed_object_id=${gone.body.id}`)
  assert.deepEqual((goneChanges.results as Obj[]).map((c) => c.changed_object), [null, null])

  assert.equal((await get(t, `/api/extras/tagged-objects/?object_type=dcim.interface`)).count, 2)
  assert.equal((await get(t, `/api/extras/tagged-objects/?object_type_id=${typeId('dcim.interface')}&tag=blue`)).count, 1)
  assert.equal((await get(t, `/api/extras/tagged-objects/?object_id=${a.device.id}&object_type=dcim.device`)).count, 1)
  assert.equal((await get(t, `/api/extras/tagged-objects/?q=blue`)).count, 1)

  // Rewriting an object's tags keeps the tagged items of the tags that stay.
  r = await t.api('PATCH', `/api/dcim/devices/${a.device.id}/`, { tags: [red.id, blue.id], serial: 'x' })
  assert.equal(r.status, 200, r.text)
  assert.equal((await get(t, `/api/extras/tagged-objects/${onDevice.id}/`)).tag.id, red.id)

  assert.equal((await get(t, `/api/extras/tags/${red.id}/`)).tagged_items, 2)
  assert.equal((await get(t, `/api/extras/tags/${blue.id}/`)).tagged_items, 2)
  // Read-only, as NetBox's; deleting a tag removes its tagged items.
  assert.equal((await t.api('POST', '/api/extras/tagged-objects/', { tag: red.id })).status, 405)
  assert.equal((await t.api('DELETE', `/api/extras/tags/${blue.id}/`)).status, 204)
  assert.equal((await get(t, `/api/extras/tagged-objects/?object_type=dcim.interface`)).count, 1)
})

// Reverting a change set: every change of one request undone in one transaction, recorded as new
// changes; objects changed since make it a 409 naming them, unless forced.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, type Obj, show } from './fixtures.js'

let t: TestApp
before(async () => {
  t = await testApp()
  await create(t, '/api/extras/tags/', { name: 'Gold', slug: 'gold' })
})
after(() => t.close())

const REVERT = '/api/core/object-changes/revert/'
const rid = (res: { headers: Record<string, unknown> }) => String(res.headers['x-request-id'])
const get = async (url: string) => t.api('GET', url)

test('a bulk create, an update and a delete are each undone; the revert is itself a change set', async () => {
  const created = await t.api('POST', '/api/dcim/sites/', [
    { name: 'Rv1', slug: 'rv1' },
    { name: 'Rv2', slug: 'rv2' },
  ])
  assert.equal(created.status, 201)
  const undoCreate = await t.api('POST', REVERT, { request_id: rid(created) })
  assert.equal(undoCreate.status, 200, show(undoCreate))
  assert.equal(undoCreate.body.reverted.length, 2)
  assert.equal((await get('/api/dcim/sites/?slug=rv1')).body.count, 0)
  // The revert's own changes are recorded under its request id.
  const own = (await get(`/api/core/object-changes/?request_id=${undoCreate.body.reverted_by}`)).body
  assert.deepEqual(own.results.map((c: Obj) => c.action.value).sort(), ['delete', 'delete'])

  const site = await create(t, '/api/dcim/sites/', { name: 'Rv3', slug: 'rv3', description: 'before', tags: [{ name: 'Gold' }] })
  const upd = await t.api('PATCH', `/api/dcim/sites/${site.id}/`, { description: 'after', tags: [], status: 'planned' })
  const undoUpdate = await t.api('POST', REVERT, { request_id: rid(upd) })
  assert.equal(undoUpdate.status, 200, show(undoUpdate))
  const restored = (await get(`/api/dcim/sites/${site.id}/`)).body
  assert.equal(restored.description, 'before')
  assert.equal(restored.status.value, 'active')
  assert.deepEqual(restored.tags.map((x: Obj) => x.name), ['Gold'])
})

test('a delete that cascaded is undone with the old ids, children included', async () => {
  const site = await create(t, '/api/dcim/sites/', { name: 'Rv4', slug: 'rv4' })
  const mf = await create(t, '/api/dcim/manufacturers/', { name: 'RvM', slug: 'rvm' })
  const type = await create(t, '/api/dcim/device-types/', { manufacturer: mf.id, model: 'RvT', slug: 'rvt' })
  const role = await create(t, '/api/dcim/device-roles/', { name: 'RvR', slug: 'rvr' })
  const device = await create(t, '/api/dcim/devices/', { name: 'rv-dev', device_type: type.id, role: role.id, site: site.id })
  const iface = await create(t, '/api/dcim/interfaces/', { device: device.id, name: 'eth0', type: '1000base-t', mtu: 9000 })
  const del = await t.api('DELETE', `/api/dcim/devices/${device.id}/`)
  assert.equal(del.status, 204, show(del))
  assert.equal((await get(`/api/dcim/interfaces/${iface.id}/`)).status, 404)
  const undo = await t.api('POST', REVERT, { request_id: rid(del) })
  assert.equal(undo.status, 200, show(undo))
  assert.equal((await get(`/api/dcim/devices/${device.id}/`)).body.name, 'rv-dev')
  const back = (await get(`/api/dcim/interfaces/${iface.id}/`)).body
  assert.equal(back.device.id, device.id)
  assert.equal(back.mtu, 9000)
})

test('changed since by another request: 409 naming the objects; force undoes anyway', async () => {
  const site = await create(t, '/api/dcim/sites/', { name: 'Rv5', slug: 'rv5', description: 'one' })
  const first = await t.api('PATCH', `/api/dcim/sites/${site.id}/`, { description: 'two' })
  const later = await t.api('PATCH', `/api/dcim/sites/${site.id}/`, { description: 'three' })
  const refused = await t.api('POST', REVERT, { request_id: rid(first) })
  assert.equal(refused.status, 409, show(refused))
  assert.deepEqual(
    refused.body.changed_since.map((c: Obj) => [c.object_type, c.object_id, c.request_id]),
    [['dcim.site', site.id, rid(later)]],
  )
  assert.equal((await get(`/api/dcim/sites/${site.id}/`)).body.description, 'three', 'nothing changed')
  const forced = await t.api('POST', REVERT, { request_id: rid(first), force: true })
  assert.equal(forced.status, 200, show(forced))
  assert.equal((await get(`/api/dcim/sites/${site.id}/`)).body.description, 'one')
})

test('errors: a malformed or unknown request id, a bad force, no permission', async () => {
  assert.equal((await t.api('POST', REVERT, {})).status, 400)
  assert.equal((await t.api('POST', REVERT, { request_id: 'nope' })).status, 400)
  assert.equal((await t.api('POST', REVERT, { request_id: '00000000-0000-4000-8000-000000000000' })).status, 404)
  const site = await t.api('POST', '/api/dcim/sites/', { name: 'Rv6', slug: 'rv6' })
  assert.equal((await t.api('POST', REVERT, { request_id: rid(site), force: 'yes' })).status, 400)
  const key = await t.makeToken('revert-user', { superuser: false })
  const user = (await get('/api/users/users/?username=revert-user')).body.results[0]
  await create(t, '/api/users/permissions/', { name: 'rv view', object_types: ['dcim.site'], actions: ['view', 'add'], users: [user.id] })
  const denied = await t.request('POST', REVERT, { request_id: rid(site) }, { authorization: `Token ${key}` })
  assert.equal(denied.status, 403, show(denied))
  assert.equal((await get('/api/dcim/sites/?slug=rv6')).body.count, 1)
})

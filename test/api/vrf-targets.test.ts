// A VRF's import and export route targets: many-to-many, written as ids or {name}, read as lists
// of nested route targets.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, show } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

const VRFS = '/api/ipam/vrfs/'

test('targets written as ids and as {name} are read back nested', async () => {
  const a = await create(t, '/api/ipam/route-targets/', { name: '65000:100' })
  const b = await create(t, '/api/ipam/route-targets/', { name: '65000:200', description: 'b' })
  const vrf = await create(t, VRFS, { name: 'Blue', import_targets: [a.id, { name: '65000:200' }], export_targets: [{ name: '65000:100' }] })
  assert.deepEqual(
    vrf.import_targets.map((x: { id: number; name: string }) => [x.id, x.name]),
    [
      [a.id, '65000:100'],
      [b.id, '65000:200'],
    ],
  )
  assert.deepEqual(Object.keys(vrf.import_targets[0]).sort(), ['description', 'display', 'id', 'name', 'url'])
  assert.equal(vrf.import_targets[1].url, `http://localhost:80/api/ipam/route-targets/${b.id}/`)
  assert.deepEqual(vrf.export_targets.map((x: { id: number }) => x.id), [a.id])

  const got = await t.api('GET', `${VRFS}${vrf.id}/`)
  assert.deepEqual(got.body.import_targets, vrf.import_targets)

  // PATCH replaces a list and leaves the other alone.
  const patched = await t.api('PATCH', `${VRFS}${vrf.id}/`, { import_targets: [] })
  assert.equal(patched.status, 200, show(patched))
  assert.deepEqual(patched.body.import_targets, [])
  assert.deepEqual(patched.body.export_targets.map((x: { id: number }) => x.id), [a.id])
})

test('unknown targets and bad shapes are 400, and nothing is saved', async () => {
  const noId = await t.api('POST', VRFS, { name: 'Red', import_targets: [999999] })
  assert.equal(noId.status, 400, show(noId))
  assert.deepEqual(Object.keys(noId.body), ['import_targets'])
  const noName = await t.api('POST', VRFS, { name: 'Red', export_targets: [{ name: 'nope' }] })
  assert.equal(noName.status, 400, show(noName))
  assert.deepEqual(Object.keys(noName.body), ['export_targets'])
  const notList = await t.api('POST', VRFS, { name: 'Red', export_targets: 5 })
  assert.deepEqual(notList.body, { export_targets: ['Expected a list of items but got type "int".'] })
  assert.equal((await t.api('GET', `${VRFS}?name=Red`)).body.count, 0)
})

test('route target names are unique and deleting a target takes it off the VRF', async () => {
  const rt = await create(t, '/api/ipam/route-targets/', { name: '65000:300' })
  const dup = await t.api('POST', '/api/ipam/route-targets/', { name: '65000:300' })
  assert.deepEqual(dup.body, { name: ['route target with this name already exists.'] })
  const vrf = await create(t, VRFS, { name: 'Green', import_targets: [rt.id] })
  const del = await t.api('DELETE', `/api/ipam/route-targets/${rt.id}/`)
  assert.equal(del.status, 204, show(del))
  assert.deepEqual((await t.api('GET', `${VRFS}${vrf.id}/`)).body.import_targets, [])
})

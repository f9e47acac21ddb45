// Related objects named by attributes are found only among the objects the caller may view.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'

let t: TestApp
let key: string

before(async () => {
  t = await testApp()
  for (const [name, status] of [['Visible', 'active'], ['Hidden', 'planned']])
    assert.equal((await t.api('POST', '/api/dcim/sites/', { name, slug: name.toLowerCase(), status })).status, 201)
  key = await t.makeToken('racker', { superuser: false })
  const user = (await t.api('GET', '/api/users/users/?username=racker')).body.results[0].id
  const perms = [
    { name: 'active sites', object_types: ['dcim.site'], actions: ['view'], constraints: { status: 'active' }, users: [user] },
    { name: 'racks', object_types: ['dcim.rack'], actions: ['view', 'add'], users: [user] },
  ]
  for (const p of perms) assert.equal((await t.api('POST', '/api/users/permissions/', p)).status, 201)
})
after(() => t.close())

const asRacker = (body: unknown) => t.request('POST', '/api/dcim/racks/', body, { authorization: `Token ${key}` })

test('a visible site can be named by attributes', async () => {
  const res = await asRacker({ name: 'R1', site: { name: 'Visible' } })
  assert.equal(res.status, 201, res.text)
})

test('a site outside the caller’s view is not found by attributes', async () => {
  const res = await asRacker({ name: 'R2', site: { name: 'Hidden' } })
  assert.equal(res.status, 400, res.text)
  assert.deepEqual(res.body, { site: ["Related object not found using the provided attributes: {'name': 'Hidden'}"] })
})

test('a superuser still finds it', async () => {
  const res = await t.api('POST', '/api/dcim/racks/', { name: 'R3', site: { name: 'Hidden' } })
  assert.equal(res.status, 201, res.text)
})

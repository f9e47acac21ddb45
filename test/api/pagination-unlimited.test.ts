// MAX_PAGE_SIZE=0 removes the maximum: limit=0 returns every object in one response and
// large limits are not capped.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { show } from './fixtures.js'

let t: TestApp
const TOTAL = 1050

before(async () => {
  t = await testApp({ MAX_PAGE_SIZE: '0' })
  const items = Array.from({ length: TOTAL }, (_, i) => ({ name: `all-${String(i).padStart(4, '0')}`, slug: `all-${i}` }))
  const res = await t.api('POST', '/api/dcim/sites/', items)
  assert.equal(res.status, 201, show(res))
})
after(() => t.close())

test('limit=0 returns all matching objects, with no next or previous', async () => {
  const res = await t.api('GET', '/api/dcim/sites/?limit=0')
  assert.equal(res.status, 200, show(res))
  assert.equal(res.body.count, TOTAL)
  assert.equal(res.body.results.length, TOTAL)
  assert.equal(res.body.next, null)
  assert.equal(res.body.previous, null)
  assert.equal(res.body.results[TOTAL - 1].name, `all-${TOTAL - 1}`)
})

test('limit=0 with an offset still returns everything', async () => {
  const res = await t.api('GET', '/api/dcim/sites/?limit=0&offset=1000')
  assert.equal(res.status, 200, show(res))
  assert.equal(res.body.count, TOTAL)
  assert.equal(res.body.results.length, TOTAL - 1000)
  assert.equal(res.body.next, null)
  assert.equal(res.body.previous, null)
})

test('a limit above 1000 is not capped', async () => {
  const res = await t.api('GET', '/api/dcim/sites/?limit=1040')
  assert.equal(res.status, 200, show(res))
  assert.equal(res.body.results.length, 1040)
  assert.equal(res.body.next, 'http://localhost:80/api/dcim/sites/?limit=1040&offset=1040')
})

test('the default page size is still 50', async () => {
  const res = await t.api('GET', '/api/dcim/sites/')
  assert.equal(res.body.results.length, 50)
  assert.equal(res.body.next, 'http://localhost:80/api/dcim/sites/?limit=50&offset=50')
})

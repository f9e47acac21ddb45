// Every limit answers with a clear JSON error naming the limit: body size (413), objects per bulk
// request (400), filter values per list request (400), page size (capped), webhook template output.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { closeRenderer, render, RENDER_MAX_BYTES, type TemplateContext } from '../../src/events/render.js'
import { type TestApp, testApp } from '../helpers/app.js'

let t: TestApp

before(async () => {
  t = await testApp({ MAX_BODY_SIZE: '4096', MAX_BULK_SIZE: '5', MAX_FILTER_VALUES: '10', MAX_PAGE_SIZE: '3' })
  const sites = Array.from({ length: 5 }, (_, i) => ({ name: `limit-${i}`, slug: `limit-${i}` }))
  assert.equal((await t.api('POST', '/api/dcim/sites/', sites)).status, 201)
})
after(async () => {
  await t.close()
  await closeRenderer()
})

const sites = (n: number, from = 100) => Array.from({ length: n }, (_, i) => ({ name: `s-${from + i}`, slug: `s-${from + i}` }))

describe('request body size', () => {
  test('a body over MAX_BODY_SIZE is a JSON 413 naming the limit', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', { name: 'x'.repeat(5000), slug: 'big' })
    assert.equal(res.status, 413)
    assert.match(res.body.detail, /4096 bytes/)
    assert.match(String(res.headers['content-type']), /^application\/json/)
  })
})

describe('bulk size', () => {
  test('more objects than MAX_BULK_SIZE in one create is a 400 naming the limit, and nothing is written', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', sites(6))
    assert.equal(res.status, 400)
    assert.match(res.body.non_field_errors[0], /at most 5 objects \(MAX_BULK_SIZE\); this one has 6/)
    assert.equal((await t.api('GET', '/api/dcim/sites/?name=s-100')).body.count, 0)
  })
  test('exactly MAX_BULK_SIZE is accepted', async () => {
    assert.equal((await t.api('POST', '/api/dcim/sites/', sites(5, 200))).status, 201)
  })
  test('bulk update and bulk delete are limited too', async () => {
    const ids = Array.from({ length: 6 }, (_, i) => ({ id: i + 1, description: 'x' }))
    for (const method of ['PUT', 'PATCH', 'DELETE']) {
      const res = await t.api(method, '/api/dcim/sites/', ids)
      assert.equal(res.status, 400, method)
      assert.match(res.body.non_field_errors[0], /MAX_BULK_SIZE/, method)
    }
  })
})

describe('filter values', () => {
  test('more values than MAX_FILTER_VALUES is a 400; the limit itself passes', async () => {
    const qs = (n: number) => Array.from({ length: n }, (_, i) => `id=${i + 1}`).join('&')
    const over = await t.api('GET', `/api/dcim/sites/?${qs(11)}`)
    assert.equal(over.status, 400)
    assert.match(over.body.non_field_errors[0], /at most 10 filter values \(MAX_FILTER_VALUES\); this one has 11/)
    assert.equal((await t.api('GET', `/api/dcim/sites/?${qs(10)}`)).status, 200)
  })
})

describe('page size', () => {
  test('limit above MAX_PAGE_SIZE and limit=0 are capped to it', async () => {
    for (const limit of ['100', '0']) {
      const res = await t.api('GET', `/api/dcim/sites/?limit=${limit}`)
      assert.equal(res.status, 200)
      assert.equal(res.body.results.length, 3, `limit=${limit}`)
      assert.ok(res.body.next, `limit=${limit} has a next page`)
    }
  })
})

describe('webhook template output size', () => {
  const ctx = { event: 'created', model: 'site', data: { name: 'x' } } as unknown as TemplateContext
  test('a template whose output exceeds the limit fails with a message naming it', async () => {
    await assert.rejects(render('{% for i in range(60000) %}xxxxxxxxxxxxxxxxxxxx{% endfor %}', ctx, { timeMs: 60_000 }), new RegExp(`larger than ${RENDER_MAX_BYTES} bytes`))
    await assert.rejects(render('{{ event }}{{ event }}', ctx, { maxBytes: 10 }), /larger than 10 bytes/)
    assert.equal(await render('{{ event }}', ctx, { maxBytes: 10 }), 'created')
  })
})

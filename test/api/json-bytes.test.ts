// The piecewise JSON encoder writes what JSON.stringify writes, byte for byte; a list page large
// enough to take that path is served as compact JSON equal to its indented form, with a right
// Content-Length, and the browsable API renders it.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { jsonPayload } from '../../src/api/json-bytes.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { show } from './fixtures.js'

describe('jsonPayload', () => {
  const row = (i: number) => ({ id: i, name: `r-${i}`, nested: { a: [i, null, 'ü€😀'], skip: undefined }, when: new Date(Date.UTC(2026, 0, i + 1)), f: () => 1 })
  const long = Array.from({ length: 40 }, (_, i) => row(i))
  // Rows large enough that a page of them is encoded in several pieces.
  const wide = Array.from({ length: 300 }, (_, i) => ({ ...row(i), text: 'x'.repeat(900 + i) }))
  const cases: Array<[string, unknown]> = [
    ['a page', { count: 40, next: null, previous: 'x', results: long }],
    ['a page of several pieces', { count: 300, next: null, results: wide }],
    ['a bare array of several pieces', wide],
    ['a small first element before large ones', [null, ...wide]],
    ['a bare long array', long],
    ['holes and leftovers in a long array', [...long, undefined, () => 1, Symbol('s'), NaN, Infinity, -0]],
    ['members JSON leaves out', { a: undefined, b: () => 1, c: Symbol('c'), results: long, d: 'kept' }],
    ['a member whose toJSON gives undefined', { gone: { toJSON: () => undefined }, results: long, last: { toJSON: () => undefined } }],
    ['elements whose toJSON gives undefined', [...wide, { toJSON: () => undefined }]],
    ['a long array nested two levels', { outer: { results: long } }],
    ['a toJSON object holding a long array', { toJSON: () => 'replaced', results: long }],
    ['a null-prototype object', Object.assign(Object.create(null) as object, { results: long })],
    ['unicode keys', { 'ключ "q"': long }],
    ['a short value', { detail: 'Not found.' }],
    ['null', null],
    ['a string', 'plain'],
    ['undefined', undefined],
  ]
  for (const [name, value] of cases)
    test(name, () => {
      assert.equal(jsonPayload(value).toString(), JSON.stringify(value) ?? 'null')
    })
  test('a large body is bytes, a small one the string itself', () => {
    assert.ok(Buffer.isBuffer(jsonPayload({ results: wide })))
    assert.equal(typeof jsonPayload({ results: long }), 'string')
  })
})

describe('list pages through the encoder', () => {
  let t: TestApp
  const N = 150
  const PAGE = `/api/dcim/sites/?limit=${N}&ordering=id`
  before(async () => {
    t = await testApp()
    const sites = Array.from({ length: N }, (_, i) => ({ name: `Json Site ${i} ü`, slug: `json-site-${i}`, description: `${'d'.repeat(190)} ${i}` }))
    const res = await t.api('POST', '/api/dcim/sites/', sites)
    assert.equal(res.status, 201, show(res))
  })
  after(() => t.close())

  test('a page large enough to be encoded in pieces is compact JSON, the same as its indented form, with a right Content-Length', async () => {
    const res = await t.api('GET', PAGE)
    assert.equal(res.status, 200, show(res))
    const body = res.body as { results: Array<{ name: string }> }
    assert.equal(body.results.length, N)
    assert.ok(Buffer.isBuffer(jsonPayload(res.body)), 'the page takes the piecewise path')
    assert.ok(body.results.some((r) => r.name.endsWith('ü')))
    assert.equal(res.text, JSON.stringify(res.body))
    assert.equal(Number(res.headers['content-length']), Buffer.byteLength(res.text))
    assert.match(String(res.headers['content-type']), /^application\/json/)
    const pretty = await t.api('GET', PAGE, undefined, { accept: 'application/json; indent=2' })
    assert.deepEqual(pretty.body, res.body)
    assert.match(pretty.text, /^\{\n {2}"count"/)
  })

  test('the browsable page renders a list encoded in pieces', async () => {
    const res = await t.api('GET', PAGE, undefined, { accept: 'text/html' })
    assert.equal(res.status, 200, show(res))
    assert.match(String(res.headers['content-type']), /^text\/html/)
    assert.ok(res.text.includes(`json-site-${N - 1}`), 'the page shows the last row')
  })
})

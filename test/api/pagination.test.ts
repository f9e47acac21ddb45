// limit/offset pagination (count, next, previous) with the default MAX_PAGE_SIZE of 1000: 1005
// sites exist, so every bound is visible.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { show } from './fixtures.js'

let t: TestApp
const TOTAL = 1005
const BASE = 'http://localhost:80/api/dcim/sites/'
const name = (i: number) => `page-${String(i).padStart(4, '0')}`

before(async () => {
  t = await testApp()
  const items = Array.from({ length: TOTAL }, (_, i) => ({ name: name(i), slug: `page-${i}`, status: i % 2 ? 'planned' : 'active' }))
  const res = await t.api('POST', '/api/dcim/sites/', items)
  assert.equal(res.status, 201, show(res))
})
after(() => t.close())

async function page(query: string) {
  const res = await t.api('GET', `/api/dcim/sites/${query}`)
  assert.equal(res.status, 200, `${query}: ${show(res)}`)
  assert.deepEqual(Object.keys(res.body), ['count', 'next', 'previous', 'results'])
  return res.body as { count: number; next: string | null; previous: string | null; results: Array<{ name: string }> }
}

describe('pagination', () => {
  test('the default page holds 50, ordered by name, with next and no previous', async () => {
    const p = await page('')
    assert.equal(p.count, TOTAL)
    assert.equal(p.results.length, 50)
    assert.equal(p.results[0].name, name(0))
    assert.equal(p.results[49].name, name(49))
    assert.equal(p.next, `${BASE}?limit=50&offset=50`)
    assert.equal(p.previous, null)
  })

  test('limit and offset select a window; next/previous carry both', async () => {
    const p = await page('?limit=10&offset=20')
    assert.equal(p.results.length, 10)
    assert.deepEqual(
      p.results.map((r) => r.name),
      Array.from({ length: 10 }, (_, i) => name(20 + i)),
    )
    assert.equal(p.next, `${BASE}?limit=10&offset=30`)
    assert.equal(p.previous, `${BASE}?limit=10&offset=10`)
  })

  test('previous drops offset when it would reach 0', async () => {
    const p = await page('?limit=10&offset=5')
    assert.equal(p.previous, `${BASE}?limit=10`)
    assert.equal(p.next, `${BASE}?limit=10&offset=15`)
  })

  test('next/previous keep the other parameters, sorted alphabetically', async () => {
    const p = await page('?status=active&offset=10&limit=5&brief=1')
    assert.equal(p.count, Math.ceil(TOTAL / 2))
    assert.equal(p.next, `${BASE}?brief=1&limit=5&offset=15&status=active`)
    assert.equal(p.previous, `${BASE}?brief=1&limit=5&offset=5&status=active`)
  })

  test('following next walks the whole list exactly once', async () => {
    const seen = new Set<string>()
    let url: string | null = '?limit=200'
    let pages = 0
    while (url !== null) {
      const p = await page(url.startsWith('http') ? url.slice(BASE.length) : url)
      for (const r of p.results) seen.add(r.name)
      url = p.next
      pages++
    }
    assert.equal(pages, Math.ceil(TOTAL / 200))
    assert.equal(seen.size, TOTAL)
  })

  test('the last page has no next; an offset past the end gives an empty page', async () => {
    const last = await page(`?limit=10&offset=${TOTAL - 5}`)
    assert.equal(last.results.length, 5)
    assert.equal(last.next, null)
    const past = await page(`?limit=10&offset=${TOTAL + 100}`)
    assert.deepEqual(past.results, [])
    assert.equal(past.count, TOTAL)
    assert.equal(past.next, null)
  })

  test('limit is capped at MAX_PAGE_SIZE (1000) silently', async () => {
    const p = await page('?limit=5000')
    assert.equal(p.results.length, 1000)
    assert.equal(p.next, `${BASE}?limit=1000&offset=1000`)
  })

  test('limit=0 gives a page of MAX_PAGE_SIZE when a maximum is set', async () => {
    const p = await page('?limit=0')
    assert.equal(p.results.length, 1000)
    assert.equal(p.count, TOTAL)
    assert.equal(p.next, `${BASE}?limit=1000&offset=1000`)
  })

  test('a negative or non-numeric limit falls back to the default of 50', async () => {
    for (const q of ['?limit=-1', '?limit=abc', '?limit=', '?limit=1.5', '?limit=1e3']) {
      const p = await page(q)
      assert.equal(p.results.length, 50, q)
      assert.equal(p.results[0].name, name(0), q)
    }
  })

  test('a negative or non-numeric offset is 0', async () => {
    for (const q of ['?offset=-3&limit=2', '?offset=abc&limit=2']) {
      const p = await page(q)
      assert.deepEqual(
        p.results.map((r) => r.name),
        [name(0), name(1)],
        q,
      )
      assert.equal(p.previous, null, q)
    }
  })

  test('ordering by another field and descending, with unknown names dropped', async () => {
    const desc = await page('?ordering=-name&limit=2')
    assert.deepEqual(
      desc.results.map((r) => r.name),
      [name(TOTAL - 1), name(TOTAL - 2)],
    )
    const unknown = await page('?ordering=no_such_field&limit=2')
    assert.deepEqual(
      unknown.results.map((r) => r.name),
      [name(0), name(1)],
    )
  })

  test('count follows filters; pages are filtered too', async () => {
    const p = await page('?status=planned&limit=3')
    assert.equal(p.count, Math.floor(TOTAL / 2))
    assert.deepEqual(
      p.results.map((r) => r.name),
      [name(1), name(3), name(5)],
    )
  })
})

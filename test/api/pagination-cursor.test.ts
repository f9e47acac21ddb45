// Keyset pagination (pagination=cursor, cursor=…) on any ordering, and NetBox 4.6's start= cursor,
// through HTTP. 120 sites with repeated and NULL latitudes and two statuses, so orderings have ties
// and NULLs in both directions; sites are created between pages to show no row is skipped or shown
// twice.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { show } from './fixtures.js'
import { countStatements, type StatementLog } from '../helpers/statements.js'
import { listQuery } from '../../src/api/crud/filter-docs.js'
import { getModel } from '../../src/engine/models.js'

let t: TestApp
const TOTAL = 120
const BASE = 'http://localhost:80/api/dcim/sites/'
const name = (i: number) => `cur-${String(i).padStart(4, '0')}`
let extra = 0

function site(i: number, prefix = 'cur') {
  return {
    name: `${prefix}-${String(i).padStart(4, '0')}`,
    slug: `${prefix}-${i}`,
    status: i % 3 ? 'active' : 'planned',
    // Repeated values (ties broken by id) and a NULL for every fifth site.
    latitude: i % 5 === 0 ? null : ((i * 7) % 11) + 0.5,
  }
}

/** The statements the app runs (as test/api/query-counts.test.ts counts them). */
const log: StatementLog = { statements: [], counting: true }

before(async () => {
  t = await testApp({ TOKEN_CACHE_SECONDS: '86400' }, { wrapDb: (db) => countStatements(db, log) })
  const res = await t.api('POST', '/api/dcim/sites/', Array.from({ length: TOTAL }, (_, i) => site(i)))
  assert.equal(res.status, 201, show(res))
})
after(() => t.close())

interface Page {
  count: number | null
  next: string | null
  previous: string | null
  results: Array<{ id: number; name: string; status: { value: string }; latitude: number | null }>
}

async function get(url: string, status = 200): Promise<Page> {
  const path = url.startsWith('http') ? url.slice('http://localhost:80'.length) : url
  const res = await t.api('GET', path)
  assert.equal(res.status, status, `${path}: ${show(res)}`)
  if (status === 200) assert.deepEqual(Object.keys(res.body), ['count', 'next', 'previous', 'results'])
  return res.body as Page
}

/** Creates a site that sorts among those already walked and one that sorts ahead (by any of the tested orderings, some land behind). */
async function insertConcurrently(): Promise<void> {
  const items = [site(1000 + extra++, 'aaa'), site(2000 + extra++, 'zzz'), site(3000 + extra++, 'cur')]
  const res = await t.api('POST', '/api/dcim/sites/', items)
  assert.equal(res.status, 201, show(res))
}

/** Every row of the ordering (offset pagination, no inserts), then the cursor walk with inserts between pages. */
async function walk(query: string, limit: number, insert = true): Promise<{ ids: number[]; before: number[]; pages: Page[] }> {
  const all = await get(`/api/dcim/sites/?${query}&limit=0`)
  const beforeIds = all.results.map((r) => r.id)
  const pages: Page[] = []
  let url: string | null = `/api/dcim/sites/?${query}&pagination=cursor&limit=${limit}`
  const ids: number[] = []
  while (url !== null) {
    const p = await get(url)
    pages.push(p)
    ids.push(...p.results.map((r) => r.id))
    if (insert) await insertConcurrently()
    url = p.next
    assert.ok(pages.length < 500)
  }
  return { ids, before: beforeIds, pages }
}

/** The walk holds no duplicate, every row that existed before it, and those in the ordering's order. */
function checkWalk(w: { ids: number[]; before: number[] }): void {
  assert.equal(new Set(w.ids).size, w.ids.length, 'a row came twice')
  const seen = new Set(w.ids)
  for (const id of w.before) assert.ok(seen.has(id), `row ${id} was skipped`)
  const positions = w.before.map((id) => w.ids.indexOf(id))
  assert.deepEqual(positions, [...positions].sort((a, b) => a - b), 'rows out of order')
}

describe('keyset pagination', () => {
  for (const ordering of ['', 'ordering=-name', 'ordering=-name,id', 'ordering=latitude', 'ordering=-latitude', 'ordering=status,-latitude', 'ordering=-id']) {
    test(`walking by cursor (${ordering || 'default ordering'}) with inserts between pages skips and repeats nothing`, async () => {
      const w = await walk(ordering || 'brief=1', 17)
      checkWalk(w)
    })
  }

  test('a cursor page: count, next with an opaque cursor, no previous on the first page', async () => {
    const p = await get('/api/dcim/sites/?pagination=cursor&limit=10&name__isw=cur-00')
    assert.equal(p.count, 100)
    assert.equal(p.previous, null)
    assert.match(p.next!, /^http:\/\/localhost:80\/api\/dcim\/sites\/\?cursor=[A-Za-z0-9_-]+&limit=10&name__isw=cur-00&pagination=cursor$/)
    assert.deepEqual(
      p.results.map((r) => r.name),
      Array.from({ length: 10 }, (_, i) => name(i)),
    )
    const cursor = new URL(p.next!).searchParams.get('cursor')!
    const decoded = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as Record<string, unknown>
    assert.deepEqual(Object.keys(decoded).sort(), ['d', 'k', 'o', 's'])
    // Following the link alone (no pagination=cursor) stays in cursor mode.
    const p2 = await get(`/api/dcim/sites/?cursor=${cursor}&limit=10&name__isw=cur-00`)
    assert.equal(p2.results[0].name, name(10))
    assert.ok(p2.previous)
  })

  test('previous links walk back to the first page, each page as it was walked forward', async () => {
    const forward: Page[] = []
    let url: string | null = '/api/dcim/sites/?ordering=-latitude&name__isw=cur-00&pagination=cursor&limit=13'
    while (url) {
      const p = await get(url)
      forward.push(p)
      url = p.next
    }
    assert.equal(forward.flatMap((p) => p.results).length, 100)
    let back: string | null = forward[forward.length - 1].previous
    for (let i = forward.length - 2; i >= 0; i--) {
      const p = await get(back!)
      assert.deepEqual(
        p.results.map((r) => r.id),
        forward[i].results.map((r) => r.id),
      )
      back = p.previous
    }
    assert.equal(back, null)
  })

  test('count=false leaves the count out (null, as NetBox in cursor mode) and still links the next page', async () => {
    const p = await get('/api/dcim/sites/?pagination=cursor&count=false&limit=5')
    assert.equal(p.count, null)
    assert.ok(p.next?.includes('count=false'))
    const p2 = await get(p.next!)
    assert.equal(p2.count, null)
    assert.equal(p2.results.length, 5)
    await get('/api/dcim/sites/?pagination=cursor&count=maybe', 400)
  })

  test('filters apply on cursor pages', async () => {
    const w = await walk('status=planned', 7, false)
    checkWalk(w)
    const p = await get('/api/dcim/sites/?status=planned&pagination=cursor&limit=1000')
    assert.ok(p.results.every((r) => r.status.value === 'planned'))
    assert.equal(p.next, null)
  })

  test('a tampered, garbage or foreign-ordering cursor is a 400 with a message, never a 500', async () => {
    const p = await get('/api/dcim/sites/?pagination=cursor&limit=5')
    const cursor = new URL(p.next!).searchParams.get('cursor')!
    const payload = JSON.parse(Buffer.from(cursor, 'base64url').toString()) as { k: Array<string | null> }
    payload.k[0] = "x'); DROP TABLE dcim_site; --"
    const tampered = Buffer.from(JSON.stringify(payload)).toString('base64url')
    for (const bad of [tampered, 'garbage', '!!!', Buffer.from('[1,2]').toString('base64url'), Buffer.from('{"o":1}').toString('base64url'), 'A'.repeat(9000)]) {
      const res = await t.api('GET', `/api/dcim/sites/?cursor=${encodeURIComponent(bad)}`)
      assert.equal(res.status, 400, `${bad}: ${show(res)}`)
      assert.deepEqual(res.body, { cursor: ['Invalid cursor.'] })
    }
    const other = await t.api('GET', `/api/dcim/sites/?cursor=${cursor}&ordering=-name`)
    assert.equal(other.status, 400, show(other))
    assert.match((other.body as { cursor: string[] }).cursor[0], /different ordering/)
    const both = await t.api('GET', `/api/dcim/sites/?cursor=${cursor}&offset=5`)
    assert.equal(both.status, 400)
    assert.deepEqual(both.body, ["'cursor' and 'offset' are mutually exclusive."])
  })

  test('a cursor page is one SQL statement without its count, and the same statements as an offset page with it', async () => {
    const cost = async (url: string) => {
      let best = Infinity
      for (let i = 0; i < 3; i++) {
        log.statements = []
        await get(url)
        best = Math.min(best, log.statements.length)
      }
      return best
    }
    const offset = await cost('/api/dcim/sites/?limit=5&offset=5&brief=1')
    assert.ok(offset >= 2, `${offset} statements for an offset page (page and count)`)
    const p = await get('/api/dcim/sites/?pagination=cursor&limit=5&brief=1')
    assert.equal(await cost(p.next!), offset)
    const bare = await get('/api/dcim/sites/?pagination=cursor&count=false&limit=5&brief=1')
    assert.equal(await cost(bare.next!), offset - 1)
  })

  test('without pagination=cursor or a cursor, offset pagination is unchanged', async () => {
    const p = await get('/api/dcim/sites/?limit=10&offset=10')
    assert.equal(p.next, `${BASE}?limit=10&offset=20`)
    assert.equal(p.previous, `${BASE}?limit=10`)
    assert.equal(typeof p.count, 'number')
  })
})

describe('start= (NetBox 4.6)', () => {
  test('rows with id >= start by id, count null, next at last id + 1, no previous', async () => {
    const all = (await get('/api/dcim/sites/?ordering=id&limit=0')).results.map((r) => r.id)
    const start = all[10]
    const p = await get(`/api/dcim/sites/?start=${start}&limit=5&brief=1`)
    assert.equal(p.count, null)
    assert.equal(p.previous, null)
    assert.deepEqual(
      p.results.map((r) => r.id),
      all.slice(10, 15),
    )
    assert.equal(p.next, `${BASE}?brief=1&limit=5&start=${all[14] + 1}`)
    // Walking the whole list by start= sees every id once; the last page is short and has no next.
    const ids: number[] = []
    let url: string | null = '/api/dcim/sites/?start=0&limit=50'
    while (url) {
      const page = await get(url)
      ids.push(...page.results.map((r) => r.id))
      url = page.next
    }
    const now = (await get('/api/dcim/sites/?ordering=id&limit=0')).results.map((r) => r.id)
    assert.deepEqual(ids, now)
  })

  test('a full last page still links a next one, which is empty (as NetBox)', async () => {
    const all = (await get('/api/dcim/sites/?ordering=id&limit=0')).results.map((r) => r.id)
    const p = await get(`/api/dcim/sites/?start=${all[all.length - 2]}&limit=2`)
    assert.equal(p.results.length, 2)
    assert.ok(p.next)
    const empty = await get(p.next)
    assert.deepEqual(empty.results, [])
    assert.equal(empty.next, null)
  })

  test("NetBox's errors: invalid or negative start, with offset, with ordering", async () => {
    for (const bad of ['abc', '-1', '1.5', '']) {
      const res = await t.api('GET', `/api/dcim/sites/?start=${bad}`)
      assert.equal(res.status, 400, `${bad}: ${show(res)}`)
      assert.deepEqual(res.body, ["Invalid 'start' parameter: must be a non-negative integer."])
    }
    const off = await t.api('GET', '/api/dcim/sites/?start=1&offset=0')
    assert.equal(off.status, 400)
    assert.deepEqual(off.body, ["'start' and 'offset' are mutually exclusive."])
    const ord = await t.api('GET', '/api/dcim/sites/?start=1&ordering=name')
    assert.equal(ord.status, 400)
    assert.deepEqual(ord.body, ['Ordering cannot be specified in conjunction with cursor-based pagination.'])
    const huge = await get('/api/dcim/sites/?start=99999999999999999999999')
    assert.deepEqual(huge.results, [])
  })

  test('on ASN ranges, which filter on their own `start`, start= stays that filter', async () => {
    const rir = await t.api('POST', '/api/ipam/rirs/', { name: 'cursor-rir', slug: 'cursor-rir' })
    assert.equal(rir.status, 201, show(rir))
    const made = await t.api('POST', '/api/ipam/asn-ranges/', [
      { name: 'r1', slug: 'r1', rir: rir.body.id, start: 64512, end: 64600 },
      { name: 'r2', slug: 'r2', rir: rir.body.id, start: 65000, end: 65100 },
    ])
    assert.equal(made.status, 201, show(made))
    const p = await get('/api/ipam/asn-ranges/?start=65000')
    assert.equal(p.count, 1)
    assert.deepEqual(
      p.results.map((r) => r.name),
      ['r2'],
    )
  })

  test('start, pagination, cursor and count are declared among the list parameters (the OpenAPI document reads them)', () => {
    // The whole document takes a minute to build on a busy machine; its list parameters are these.
    const props = (listQuery(getModel('dcim.site')) as { properties: Record<string, { type: string; description?: string }> }).properties
    assert.equal(props.start.type, 'integer')
    assert.match(props.start.description!, /pk >= start, ordered by pk/)
    assert.equal(props.cursor.type, 'string')
    assert.equal(props.count.type, 'boolean')
    // ASN ranges filter on their `start` field: that filter's declaration stays.
    assert.equal((listQuery(getModel('ipam.asnrange')) as { properties: Record<string, { type: string }> }).properties.start.type, 'array')
  })
})

// Streaming export (issue 17): `Accept: application/x-ndjson` / `text/csv` (or `?format=`) on a list
// streams its whole filtered set from one database cursor, over a real socket. Small batches
// (EXPORT_BATCH_SIZE=50) so that every export here spans many FETCHes.
import assert from 'node:assert/strict'
import { request as httpRequest, type IncomingMessage } from 'node:http'
import { after, before, describe, test } from 'node:test'
import type { Db, Queryable, Tx } from '../../src/db/types.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { as, grant, userWithToken } from '../auth/helpers.js'
import { show } from './fixtures.js'

const TOTAL = 620
const BATCH = 50
let t: TestApp
let base: string
/** The next FETCH of an export fails when this reaches 0 (counted down per FETCH; -1: never). */
let failFetchIn = -1

/** Every transaction's FETCH can be made to fail, to see an error after the first byte. */
function failingFetches(db: Db): Db {
  const wrapped = Object.create(db) as Db
  return Object.assign(wrapped, {
    transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return db.transaction((tx) => {
        const rows: Queryable['rows'] = async (text, params, opts) => {
          if (text.startsWith('FETCH') && failFetchIn >= 0 && failFetchIn-- === 0) throw new Error('simulated database failure')
          return tx.rows(text, params, opts)
        }
        return fn({ ...tx, rows })
      })
    },
  })
}

before(async () => {
  t = await testApp({ EXPORT_BATCH_SIZE: String(BATCH), DB_POOL_SIZE: '1', EXPORT_STALL_TIMEOUT_MS: '20000' }, { wrapDb: failingFetches })
  const tenant = await t.api('POST', '/api/tenancy/tenants/', { name: 'Exp, Tenant "one"', slug: 'exp-tenant' })
  assert.equal(tenant.status, 201, show(tenant))
  for (const [name, slug] of [['red', 'red'], ['blue', 'blue']]) {
    const tag = await t.api('POST', '/api/extras/tags/', { name, slug })
    assert.equal(tag.status, 201, show(tag))
  }
  const items = Array.from({ length: TOTAL }, (_, i) => ({
    address: `10.${Math.floor(i / 250)}.${i % 250}.1/24`,
    status: i % 3 === 0 ? 'reserved' : 'active',
    tenant: i % 2 ? tenant.body.id : null,
    tags: i % 5 === 0 ? [{ slug: 'red' }, { slug: 'blue' }] : [],
    description: i % 7 === 0 ? `line, with "quotes"` : '',
  }))
  const res = await t.api('POST', '/api/ipam/ip-addresses/', items)
  assert.equal(res.status, 201, show(res))
  base = await t.app.listen({ port: 0, host: '127.0.0.1' })
})
after(() => t.close())

interface Streamed {
  status: number
  headers: IncomingMessage['headers']
  text: string
  /** The transfer ended without its final chunk (the server cut it short). */
  aborted: boolean
}

/** A GET over the socket, the body read to its end. */
function get(path: string, headers: Record<string, string>, key = t.token): Promise<Streamed> {
  return new Promise((resolve, reject) => {
    const req = httpRequest(`${base}${path}`, { headers: { authorization: `Token ${key}`, ...headers } }, (res) => {
      const chunks: Buffer[] = []
      let aborted = false
      res.on('data', (c: Buffer) => chunks.push(c))
      res.on('aborted', () => (aborted = true))
      res.on('error', () => (aborted = true))
      res.on('close', () => resolve({ status: res.statusCode!, headers: res.headers, text: Buffer.concat(chunks).toString('utf8'), aborted: aborted || !res.complete }))
    })
    req.on('error', reject)
    req.end()
  })
}

const NDJSON = { accept: 'application/x-ndjson' }
const lines = (text: string) => text.split('\n').filter((l) => l !== '').map((l) => JSON.parse(l) as Record<string, unknown>)

/** Every page of the JSON list for the same query, concatenated. */
async function pagedList(query: string, key = t.token): Promise<unknown[]> {
  const out: unknown[] = []
  for (let offset = 0; ; offset += 100) {
    const sep = query ? '&' : ''
    const res = await t.request('GET', `/api/ipam/ip-addresses/?${query}${sep}limit=100&offset=${offset}`, undefined, { authorization: `Token ${key}` })
    assert.equal(res.status, 200, show(res))
    // The list's URLs carry the Host the request named: make the socket's and inject's agree.
    out.push(...(JSON.parse(res.text.replaceAll('http://localhost:80', base)).results as unknown[]))
    if (!res.body.next) return out
  }
}

describe('streaming export: NDJSON', () => {
  test('the whole filtered set, one object per line, equal to the pages of the list concatenated', async () => {
    for (const query of ['', 'status=active&ordering=-address', 'tag=red', 'brief=1', 'fields=id,address,tenant', 'q=10.1.']) {
      const res = await get(`/api/ipam/ip-addresses/?${query}`, NDJSON)
      assert.equal(res.status, 200, `${query}: ${res.text.slice(0, 300)}`)
      assert.equal(res.headers['content-type'], 'application/x-ndjson')
      assert.equal(res.aborted, false, `${query}: ${res.text.length} ${res.text.slice(-300)}`)
      assert.ok(res.text === '' || res.text.endsWith('\n'), query)
      const streamed = lines(res.text)
      const paged = await pagedList(query)
      assert.equal(streamed.length, paged.length, query)
      assert.deepEqual(streamed, paged, query)
    }
    const all = lines((await get('/api/ipam/ip-addresses/', NDJSON)).text)
    assert.equal(all.length, TOTAL)
  })

  test('?format=ndjson is the same as the Accept header; JSON stays the default', async () => {
    const a = await get('/api/ipam/ip-addresses/?status=reserved', NDJSON)
    const b = await get('/api/ipam/ip-addresses/?status=reserved&format=ndjson', { accept: 'application/json' })
    assert.equal(b.headers['content-type'], 'application/x-ndjson')
    assert.equal(a.text, b.text)
    const json = await get('/api/ipam/ip-addresses/?limit=1', { accept: 'application/json, application/x-ndjson;q=0.5' })
    assert.match(String(json.headers['content-type']), /^application\/json/)
    assert.equal(JSON.parse(json.text).results.length, 1)
  })

  test('an empty set is an empty body', async () => {
    const res = await get('/api/ipam/ip-addresses/?status=deprecated', NDJSON)
    assert.equal(res.status, 200)
    assert.equal(res.text, '')
  })

  test('errors before the first byte are JSON errors', async () => {
    const bad = await get('/api/ipam/ip-addresses/?mask_length=abc', NDJSON)
    assert.equal(bad.status, 400, bad.text)
    assert.match(String(bad.headers['content-type']), /^application\/json/)
    assert.ok(JSON.parse(bad.text).mask_length)
    const anon = await new Promise<number>((resolve, reject) => {
      httpRequest(`${base}/api/ipam/ip-addresses/`, { headers: NDJSON }, (res) => {
        res.resume()
        resolve(res.statusCode!)
      })
        .on('error', reject)
        .end()
    })
    assert.equal(anon, 403)
  })

  test('a failure after the first byte ends the stream with an error line; the service carries on', async () => {
    failFetchIn = 3
    const res = await get('/api/ipam/ip-addresses/', NDJSON)
    failFetchIn = -1
    assert.equal(res.status, 200)
    const out = lines(res.text)
    assert.deepEqual(out.at(-1), { error: { detail: 'The export failed (server error): the lines above are complete, the rest is missing.' } })
    assert.equal(out.length - 1, 3 * BATCH) // the first three batches, whole
    const after = await t.api('GET', '/api/ipam/ip-addresses/?limit=1')
    assert.equal(after.status, 200)
    assert.equal(after.body.count, TOTAL)
  })
})

describe('streaming export: permissions', () => {
  test('a constrained user gets only the rows the constraints permit, as in the list', async () => {
    const u = await userWithToken(t, 'export-constrained')
    const none = await get('/api/ipam/ip-addresses/', NDJSON, u.key)
    assert.equal(none.status, 403, none.text)
    await grant(t, { object_types: ['ipam.ipaddress'], actions: ['view'], users: [u.id], constraints: { status: 'reserved' } })
    const res = await get('/api/ipam/ip-addresses/', NDJSON, u.key)
    assert.equal(res.status, 200, res.text)
    const streamed = lines(res.text)
    assert.equal(streamed.length, Math.ceil(TOTAL / 3))
    assert.ok(streamed.every((o) => (o.status as { value: string }).value === 'reserved'))
    assert.deepEqual(streamed, await pagedList('', u.key))
    const list = await as(t, u.key)('GET', '/api/ipam/ip-addresses/?limit=1')
    assert.equal(list.body.count, streamed.length)
  })
})

/** Splits CSV text into rows of cells (RFC 4180 quoting). */
function parseCsv(text: string): string[][] {
  const rows: string[][] = []
  let row: string[] = []
  let cell = ''
  let quoted = false
  for (let i = 0; i < text.length; i++) {
    const ch = text[i]
    if (quoted) {
      if (ch === '"' && text[i + 1] === '"') {
        cell += '"'
        i++
      } else if (ch === '"') quoted = false
      else cell += ch
    } else if (ch === '"') quoted = true
    else if (ch === ',') {
      row.push(cell)
      cell = ''
    } else if (ch === '\r' && text[i + 1] === '\n') {
      row.push(cell)
      rows.push(row)
      row = []
      cell = ''
      i++
    } else cell += ch
  }
  return rows
}

describe('streaming export: CSV', () => {
  test("a header of the list's fields, then one row per object, rendered as NetBox's CSV export", async () => {
    const res = await get('/api/ipam/ip-addresses/?ordering=address', { accept: 'text/csv' })
    assert.equal(res.status, 200, res.text.slice(0, 300))
    assert.equal(res.headers['content-type'], 'text/csv; charset=utf-8')
    assert.equal(res.headers['content-disposition'], 'attachment; filename="netbox_IP addresses.csv"')
    const rows = parseCsv(res.text)
    const [header, ...data] = rows
    assert.equal(data.length, TOTAL)
    assert.deepEqual(header.slice(0, 5), ['id', 'display', 'family', 'address', 'vrf'])
    assert.ok(!header.includes('url') && !header.includes('display_url'))
    const paged = (await pagedList('ordering=address')) as Array<Record<string, any>> // eslint-disable-line @typescript-eslint/no-explicit-any
    const col = (name: string) => header.indexOf(name)
    for (const [i, cells] of data.entries()) {
      const o = paged[i]
      assert.equal(cells.length, header.length)
      assert.equal(cells[col('id')], String(o.id))
      assert.equal(cells[col('address')], o.address)
      assert.equal(cells[col('family')], 'IPv4') // a choice by its label
      assert.equal(cells[col('status')], o.status.label)
      assert.equal(cells[col('tenant')], o.tenant ? 'Exp, Tenant "one"' : '') // a related object by its display string
      assert.equal(cells[col('tags')], o.tags.map((x: { name: string }) => x.name).join(','))
      assert.equal(cells[col('description')], o.description)
      assert.equal(cells[col('role')], '')
      assert.equal(cells[col('created')], o.created)
    }
    assert.ok(data.some((cells) => cells[col('tags')] === 'blue,red' || cells[col('tags')] === 'red,blue'))
  })

  test('booleans as True/False, colours as #rrggbb; fields= and ?format=csv choose the columns', async () => {
    const tags = await get('/api/extras/tags/?format=csv&fields=name,color,tagged_items', {})
    assert.equal(tags.status, 200, tags.text)
    const rows = parseCsv(tags.text)
    assert.deepEqual(rows[0], ['name', 'color', 'tagged_items'])
    assert.equal(rows.length, 3)
    assert.match(rows[1][1], /^#[0-9a-f]{6}$/)
    const users = parseCsv((await get('/api/users/users/?format=csv&fields=username,is_superuser', {})).text)
    assert.deepEqual(users[0], ['username', 'is_superuser'])
    assert.ok(users.slice(1).some((r) => r[0] === 'admin' && r[1] === 'True'))
    assert.ok(users.slice(1).some((r) => r[1] === 'False'))
  })
})

describe('streaming export: a client that goes away', () => {
  test('disconnecting mid-stream closes the cursor and releases the connection', async () => {
    // Read one chunk of a long export, stop reading, then drop the connection.
    await new Promise<void>((resolve, reject) => {
      const req = httpRequest(`${base}/api/ipam/ip-addresses/`, { headers: { authorization: `Token ${t.token}`, ...NDJSON } }, (res) => {
        res.once('data', () => {
          res.pause()
          setTimeout(() => {
            req.destroy()
            resolve()
          }, 100)
        })
      })
      req.on('error', (e) => (e.message.includes('socket hang up') || (e as NodeJS.ErrnoException).code === 'ECONNRESET' ? resolve() : reject(e)))
      req.end()
    })
    // On PGlite the export's transaction holds the one connection: this request waits for it.
    const deadline = Date.now() + 10_000
    const res = await Promise.race([
      t.api('GET', '/api/ipam/ip-addresses/?limit=1'),
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('the connection was not released')), 10_000)),
    ])
    assert.equal(res.status, 200)
    assert.ok(Date.now() < deadline)
    if (t.db.driver === 'postgres') {
      // No session is left inside the export's transaction.
      let open = 1
      for (let i = 0; i < 50 && open; i++) {
        const rows = await t.db.query<{ n: number }>(
          `SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND state LIKE 'idle in transaction%' AND query LIKE 'FETCH%netinv_export'`,
        )
        open = rows[0].n
        if (open) await new Promise((r) => setTimeout(r, 100))
      }
      assert.equal(open, 0)
    }
    // And several exports in a row still work.
    for (let i = 0; i < 3; i++) assert.equal(lines((await get('/api/ipam/ip-addresses/?status=reserved', NDJSON)).text).length, Math.ceil(TOTAL / 3))
  })
})

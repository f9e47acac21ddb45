// 50 concurrent writers doing single and bulk writes on overlapping objects (updates in random
// order, so PostgreSQL deadlocks are likely), creates with colliding names, deletes. Afterwards:
// no 5xx, unique constraints hold, every successful request is in the database with exactly one
// change record per object it wrote, every failed one left nothing, and the last change record
// of each object matches its state (last writer wins). Then If-Match races for one object.
import assert from 'node:assert/strict'
import { randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { retryingTransactions } from '../../src/db/retry.js'
import { retryableDbError } from '../../src/engine/db-errors.js'
import { type Res, type TestApp, testApp } from '../helpers/app.js'
import { checkIntegrity } from './integrity.js'
import { settings, writeFigures } from './settings.js'

let t: TestApp
let siteIds: number[] = []

before(async () => {
  t = await testApp({ DB_POOL_SIZE: '20', DB_LOCK_TIMEOUT_MS: '5000' })
  const res = await t.api('POST', '/api/dcim/sites/', Array.from({ length: 20 }, (_, i) => ({ name: `shared-${i}`, slug: `shared-${i}` })))
  assert.equal(res.status, 201)
  siteIds = res.body.map((s: { id: number }) => s.id)
})
after(() => t.close())

interface Outcome {
  requestId: string
  kind: 'patch' | 'bulk-patch' | 'bulk-create' | 'delete' | 'bulk-delete'
  status: number
  /** Objects the request wrote (ids for updates/deletes; names for creates). */
  count: number
  text: string
}

const pick = <T>(xs: T[]) => xs[Math.floor(Math.random() * xs.length)]
const shuffled = <T>(xs: T[]) => [...xs].sort(() => Math.random() - 0.5)

describe('50 concurrent writers', () => {
  test('no 5xx, constraints hold, successes recorded exactly once, failures left nothing', async () => {
    const outcomes: Outcome[] = []
    const mine = new Map<number, number[]>() // writer → ids of tags it created and has not deleted
    const deadline = Date.now() + settings.concurrencySeconds * 1000
    let seq = 0
    const send = async (kind: Outcome['kind'], count: number, method: string, url: string, body?: unknown): Promise<Res> => {
      const requestId = randomUUID()
      const res = await t.api(method, url, body, { 'x-request-id': requestId })
      outcomes.push({ requestId, kind, status: res.status, count, text: res.text.slice(0, 300) })
      return res
    }
    const writer = async (w: number) => {
      mine.set(w, [])
      while (Date.now() < deadline) {
        const n = ++seq
        const roll = Math.random()
        if (roll < 0.3) {
          await send('patch', 1, 'PATCH', `/api/dcim/sites/${pick(siteIds)}/`, { description: `w${w}-${n}` })
        } else if (roll < 0.6) {
          const ids = shuffled(siteIds).slice(0, 2 + Math.floor(Math.random() * 4))
          await send('bulk-patch', ids.length, 'PATCH', '/api/dcim/sites/', ids.map((id, i) => ({ id, description: `w${w}-${n}-${i}` })))
        } else if (roll < 0.85) {
          // Names from a small space: concurrent creates collide on the unique name/slug.
          const k = 1 + Math.floor(Math.random() * 4)
          const names = [...new Set(Array.from({ length: k }, () => `tag-${Math.floor(Math.random() * 300)}`))]
          const res = await send('bulk-create', names.length, 'POST', '/api/extras/tags/', names.map((name) => ({ name, slug: name })))
          if (res.status === 201) mine.get(w)!.push(...res.body.map((o: { id: number }) => o.id))
        } else {
          const own = mine.get(w)!
          if (!own.length) continue
          if (own.length > 1 && Math.random() < 0.5) {
            const ids = own.splice(0, 2)
            const res = await send('bulk-delete', 2, 'DELETE', '/api/extras/tags/', ids.map((id) => ({ id })))
            if (res.status !== 204) own.push(...ids)
          } else {
            const id = own.shift()!
            const res = await send('delete', 1, 'DELETE', `/api/extras/tags/${id}/`)
            if (res.status !== 204) own.push(id)
          }
        }
      }
    }
    const started = Date.now()
    await Promise.all(Array.from({ length: settings.concurrencyWriters }, (_, w) => writer(w)))
    const seconds = (Date.now() - started) / 1000

    const byStatus: Record<number, number> = {}
    for (const o of outcomes) byStatus[o.status] = (byStatus[o.status] ?? 0) + 1
    const fiveXX = outcomes.filter((o) => o.status >= 500)
    assert.deepEqual(fiveXX.slice(0, 5), [], `${fiveXX.length} 5xx answers`)
    const unexpected = outcomes.filter((o) => ![200, 201, 204, 400, 409].includes(o.status))
    assert.deepEqual(unexpected.slice(0, 5), [], 'only 2xx, 400 (a name taken) and 409 (a conflict)')

    // Unique constraints.
    for (const [table, col] of [['extras_tag', 'name'], ['extras_tag', 'slug'], ['dcim_site', 'name'], ['dcim_site', 'slug']]) {
      const dup = await t.db.query(`SELECT ${col}, count(*) FROM ${table} GROUP BY ${col} HAVING count(*) > 1`)
      assert.deepEqual([...dup], [], `${table}.${col} unique`)
    }

    // Change records per request: one per object written for a success, none for a failure.
    const rows = await t.db.query<{ request_id: string; n: number }>('SELECT request_id, count(*)::int AS n FROM core_objectchange GROUP BY request_id')
    const recorded = new Map(rows.map((r) => [r.request_id, r.n]))
    const mismatched: string[] = []
    for (const o of outcomes) {
      const n = recorded.get(o.requestId) ?? 0
      const expected = o.status < 300 ? o.count : 0
      if (n !== expected) mismatched.push(`${o.kind} ${o.status}: ${n} change records, expected ${expected} ${o.text}`)
    }
    assert.deepEqual(mismatched.slice(0, 10), [], `${mismatched.length} requests whose change records disagree with what the client saw`)

    // Every tag a client was told it created (and did not delete) exists.
    const alive = [...mine.values()].flat()
    const found = await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM extras_tag WHERE id = ANY($1::int[])', [alive])
    assert.equal(found[0].n, alive.length, 'created objects present')

    // Last writer wins: each site's description is the one its last change record wrote.
    const last = await t.db.query<{ id: number; description: string; recorded: string | null }>(
      `SELECT s.id, s.description, (SELECT c.postchange_data->>'description' FROM core_objectchange c
          WHERE c.changed_object_type = 'dcim.site' AND c.changed_object_id = s.id ORDER BY c.id DESC LIMIT 1) AS recorded
         FROM dcim_site s WHERE s.id = ANY($1::int[])`,
      [siteIds],
    )
    for (const r of last) assert.equal(r.description, r.recorded, `site ${r.id}`)
    assert.deepEqual(await checkIntegrity(t.db), [])

    const figures = { writers: settings.concurrencyWriters, seconds, requests: outcomes.length, byStatus, fiveXX: fiveXX.length, changeRecordMismatches: mismatched.length }
    writeFigures('concurrency', figures)
    console.log(`concurrency: ${JSON.stringify(figures)}`)
  })
})

describe('If-Match / If-None-Match', () => {
  test('of 20 concurrent PATCHes carrying the same ETag exactly one wins; the rest get 412', async () => {
    const id = siteIds[0]
    const first = await t.api('GET', `/api/dcim/sites/${id}/`)
    const etag = String(first.headers.etag)
    assert.match(etag, /^"[A-Za-z0-9_-]{43}"$/, 'a strong ETag')
    const results = await Promise.all(
      Array.from({ length: 20 }, (_, i) => t.api('PATCH', `/api/dcim/sites/${id}/`, { description: `race-${i}` }, { 'if-match': etag })),
    )
    const statuses = results.map((r) => r.status).sort()
    assert.equal(statuses.filter((s) => s === 200).length, 1, statuses.join(','))
    assert.equal(statuses.filter((s) => s === 412).length, 19, statuses.join(','))
    const winner = results.find((r) => r.status === 200)!
    const now = await t.api('GET', `/api/dcim/sites/${id}/`)
    assert.equal(now.body.description, winner.body.description)
    assert.equal(now.headers.etag, winner.headers.etag, 'the PUT/PATCH answer carries the new ETag')
    const recs = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM core_objectchange WHERE changed_object_type = 'dcim.site' AND changed_object_id = $1 AND postchange_data->>'description' LIKE 'race-%'`, [id])
    assert.equal(recs[0].n, 1, 'one change record: the losers wrote nothing')
  })

  test('If-None-Match answers 304 while unchanged; a stale If-Match blocks PUT and DELETE', async () => {
    const id = siteIds[1]
    const a = await t.api('GET', `/api/dcim/sites/${id}/`)
    const etag = String(a.headers.etag)
    const same = await t.api('GET', `/api/dcim/sites/${id}/`, undefined, { 'if-none-match': etag })
    assert.equal(same.status, 304)
    assert.equal(same.text, '')
    assert.equal((await t.api('GET', `/api/dcim/sites/${id}/`, undefined, { 'if-none-match': `W/${etag}` })).status, 304, 'weak comparison')
    assert.equal((await t.api('PATCH', `/api/dcim/sites/${id}/`, { description: 'changed' })).status, 200)
    assert.equal((await t.api('GET', `/api/dcim/sites/${id}/`, undefined, { 'if-none-match': etag })).status, 200)
    const put = await t.api('PUT', `/api/dcim/sites/${id}/`, { name: 'shared-1', slug: 'shared-1', description: 'stale' }, { 'if-match': etag })
    assert.equal(put.status, 412)
    assert.match(put.body.detail, /ETag/)
    assert.equal((await t.api('DELETE', `/api/dcim/sites/${id}/`, undefined, { 'if-match': etag })).status, 412)
    assert.equal((await t.api('DELETE', `/api/dcim/sites/${id}/`, undefined, { 'if-match': `W/${etag}` })).status, 412, 'If-Match is strong')
    const fresh = String((await t.api('GET', `/api/dcim/sites/${id}/`)).headers.etag)
    assert.equal((await t.api('PATCH', `/api/dcim/sites/${id}/`, { description: 'ok' }, { 'if-match': fresh })).status, 200)
    assert.equal((await t.api('PATCH', `/api/dcim/sites/999999/`, { description: 'x' }, { 'if-match': fresh })).status, 404)
    assert.equal((await t.api('PATCH', `/api/dcim/sites/${id}/`, { description: 'star' }, { 'if-match': '*' })).status, 200)
  })
})

describe('transient database errors', () => {
  test('a deadlock or serialisation failure is retried inside the engine, DB_TRANSACTION_ATTEMPTS times', async () => {
    const db = retryingTransactions(t.db, 3)
    let calls = 0
    const result = await db.transaction(async (tx) => {
      calls++
      await tx.query('SELECT 1')
      if (calls < 3) throw Object.assign(new Error(calls === 1 ? 'deadlock detected' : 'could not serialize access'), { code: calls === 1 ? '40P01' : '40001' })
      return 'committed'
    })
    assert.equal(result, 'committed')
    assert.equal(calls, 3)
    calls = 0
    await assert.rejects(
      db.transaction(async () => {
        calls++
        throw Object.assign(new Error('deadlock detected'), { code: '40P01' })
      }),
      (e: { code?: string }) => e.code === '40P01',
    )
    assert.equal(calls, 3, 'gives up after the configured attempts')
    calls = 0
    await assert.rejects(
      db.transaction(async () => {
        calls++
        throw Object.assign(new Error('duplicate key'), { code: '23505' })
      }),
      /duplicate key/,
    )
    assert.equal(calls, 1, 'other errors are not retried')
  })

  test('after the attempts a deadlock is a 409 JSON answer, never a 500', () => {
    const answer = retryableDbError(Object.assign(new Error('deadlock detected'), { code: '40P01' }))
    assert.equal(answer?.status, 409)
    assert.equal(retryableDbError(Object.assign(new Error('lock timeout'), { code: '55P03' }))?.status, 409)
    assert.equal(retryableDbError(Object.assign(new Error('gone'), { code: 'CONNECTION_CLOSED' }))?.status, 503)
  })

  test('a write that waits for a row lock longer than DB_LOCK_TIMEOUT_MS answers 409 (PostgreSQL)', { skip: !process.env.DATABASE_URL && 'PGlite has one connection: no lock waits' }, async () => {
    const locked = await testApp({ DB_LOCK_TIMEOUT_MS: '300' })
    try {
      const site = (await locked.api('POST', '/api/dcim/sites/', { name: 'locked', slug: 'locked' })).body
      let release!: () => void
      const held = new Promise<void>((r) => (release = r))
      let lockTaken!: () => void
      const taken = new Promise<void>((r) => (lockTaken = r))
      const holder = locked.db.transaction(async (tx) => {
        await tx.query('SELECT id FROM dcim_site WHERE id = $1 FOR UPDATE', [site.id])
        lockTaken()
        await held
      })
      await taken
      const started = Date.now()
      const res = await locked.api('PATCH', `/api/dcim/sites/${site.id}/`, { description: 'waits' })
      release()
      await holder
      assert.equal(res.status, 409, res.text)
      assert.match(res.body.detail, /locked/)
      assert.ok(Date.now() - started < 3000, `answered in ${Date.now() - started} ms`)
    } finally {
      await locked.close()
    }
  })
})

// Deliveries of writes close together go out as one batch: the worker woken by the first write
// waits WEBHOOK_BATCH_WINDOW_MS, then takes every job queued meanwhile in one fetch (pg-boss
// stamps the jobs it takes in one statement with one start time, shown by background tasks).
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { DEFAULT_QUEUE } from '../../src/events/queue.js'
import { COMPLETE_SQL } from '../../src/events/worker.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { hookAndRule, type Receiver, startReceiver, waitFor } from './helpers.js'

const WINDOW_MS = 1500
let t: TestApp
/** Takes work at once, and vacuums the queue every 3 deliveries taken (t: never). */
let quick: TestApp
let rx: Receiver

before(async () => {
  t = await testApp({ WEBHOOK_BATCH_WINDOW_MS: String(WINDOW_MS), WEBHOOK_VACUUM_EVERY: '0' })
  quick = await testApp({ WEBHOOK_BATCH_WINDOW_MS: '0', WEBHOOK_VACUUM_EVERY: '3' })
  rx = await startReceiver()
})
after(async () => {
  await t.close()
  await quick.close()
  await rx.close()
})

test('three writes within the batch window are delivered from one fetch, after the window', async () => {
  await hookAndRule(t, `${rx.url}/batch`, { rule: { conditions: { attr: 'slug', op: 'regex', value: '^batch-' } } })
  const first = Date.now()
  for (const slug of ['batch-1', 'batch-2', 'batch-3']) {
    const res = await t.api('POST', '/api/dcim/sites/', { name: slug, slug })
    assert.equal(res.status, 201, res.text)
  }
  const written = Date.now()
  const got = await waitFor('three deliveries', () => (rx.received.length >= 3 ? rx.received : undefined))
  assert.deepEqual(got.map((r) => r.body.data.slug).sort(), ['batch-1', 'batch-2', 'batch-3'])
  // The writes took less than the window, so one fetch after it took all three (a worker woken at
  // once by each write would have taken them one by one).
  assert.ok(written - first < WINDOW_MS, `the writes took ${written - first} ms, longer than the window`)
  assert.ok(Math.min(...got.map((r) => r.at)) - first >= WINDOW_MS - 50, 'delivered before the window ended')
  const tasks = (await t.api('GET', '/api/core/background-tasks/?limit=100')).body.results as Array<{ started: string | null; state: string }>
  assert.equal(tasks.length, 3)
  assert.equal(new Set(tasks.map((x) => x.started)).size, 1, `started: ${tasks.map((x) => x.started).join(', ')}`)
})

test('WEBHOOK_BATCH_WINDOW_MS=0 takes work at once', async () => {
  await hookAndRule(quick, `${rx.url}/quick`, { rule: { conditions: { attr: 'slug', op: 'regex', value: '^quick-' } } })
  const started = Date.now()
  assert.equal((await quick.api('POST', '/api/dcim/sites/', { name: 'quick-1', slug: 'quick-1' })).status, 201)
  const got = await waitFor('the delivery', () => rx.received.find((r) => r.path === '/quick'))
  assert.ok(got.at - started < WINDOW_MS, `delivered after ${got.at - started} ms`)
})

// Every delivery leaves a dead entry in pg-boss's fetch index until a VACUUM; the process that
// takes the jobs vacuums the queue's table every WEBHOOK_VACUUM_EVERY of them (0: never).
test('the workers vacuum the queue table every WEBHOOK_VACUUM_EVERY deliveries taken', async () => {
  const vacuums = async (app: TestApp) =>
    (await app.db.query<{ n: number }>(`SELECT coalesce(sum(vacuum_count), 0)::int AS n FROM pg_stat_all_tables WHERE schemaname = 'pgboss' AND relname <> 'job'`))[0].n
  for (const [app, every] of [[quick, 3], [t, 0]] as const) {
    await hookAndRule(app, `${rx.url}/vacuum-${every}`, { rule: { conditions: { attr: 'slug', op: 'regex', value: `^vac${every}-` } } })
    const before = await vacuums(app)
    for (let i = 0; i < 4; i++) assert.equal((await app.api('POST', '/api/dcim/sites/', { name: `vac${every}-${i}`, slug: `vac${every}-${i}` })).status, 201)
    await waitFor('four deliveries', () => rx.received.filter((r) => r.path === `/vacuum-${every}`).length >= 4)
    if (every) await waitFor('a vacuum of the queue table', async () => (await vacuums(app)) > before)
    else {
      await new Promise((r) => setTimeout(r, 300))
      assert.equal(await vacuums(app), 0, 'WEBHOOK_VACUUM_EVERY=0 vacuumed')
    }
  }
})

// Completed jobs stay in the queue's table for a day. Marking a batch done must find its rows by
// key, not read every job kept, even where the table was never analysed (PGlite has no autovacuum).
test('marking deliveries done reads their rows by key, not every job the queue keeps', async () => {
  const name = DEFAULT_QUEUE
  await quick.db.exec(`INSERT INTO pgboss.job (name, data, state, completed_on, output)
    SELECT '${name}', jsonb_build_object('payload', repeat('x', 1500)), 'completed', now(), '{}' FROM generate_series(1, 4000)`)
  const [{ id }] = await quick.db.query<{ id: string }>(`INSERT INTO pgboss.job (name, data, state, started_on) VALUES ($1, '{}', 'active', now()) RETURNING id::text`, [name])
  const [row] = await quick.db.query<Record<string, unknown>>(`EXPLAIN (ANALYZE, BUFFERS, FORMAT JSON) ${COMPLETE_SQL}`, [name, JSON.stringify([{ id, output: { attempt: 1 } }]), [id]])
  const raw = row['QUERY PLAN']
  const plan = (typeof raw === 'string' ? JSON.parse(raw) : raw) as Array<{ Plan: Record<string, number> }>
  const pages = plan[0].Plan['Shared Hit Blocks'] + plan[0].Plan['Shared Read Blocks']
  const table = (await quick.db.query<{ n: number }>(`SELECT sum(pg_relation_size(c.oid) / 8192)::int AS n FROM pg_inherits i JOIN pg_class c ON c.oid = i.inhrelid WHERE i.inhparent = 'pgboss.job'::regclass`))[0].n
  assert.ok(table > 200, `the queue's table holds ${table} pages`)
  assert.ok(pages < 40, `marking one job done read ${pages} pages of a ${table}-page table`)
  assert.equal((await quick.db.query<{ state: string }>(`SELECT state::text FROM pgboss.job WHERE id = $1`, [id]))[0].state, 'completed')
})

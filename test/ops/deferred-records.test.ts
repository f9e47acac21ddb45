// Change records are written without the write waiting for each (src/ops/run.ts): the next
// statement is pipelined behind the record's. A record that fails must still fail its write, with
// its own error (not the "transaction is aborted" of whatever statement came next), leaving
// nothing behind, and the records of a request stay in the order of its changes.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { setTimeout as sleep } from 'node:timers/promises'
import { openPostgres } from '../../src/db/postgres.js'
import type { Queryable } from '../../src/db/types.js'
import type { Change } from '../../src/engine/changes.js'
import { type TestApp, testApp } from '../helpers/app.js'

const onPostgres = !!process.env.DATABASE_URL
let t: TestApp
before(async () => {
  t = await testApp({ WORKERS: '0', DB_LOCK_TIMEOUT_MS: '300' })
  // The change log refuses one display string: a record that fails in the database.
  await t.db.exec(`ALTER TABLE core_objectchange ADD CONSTRAINT refuse_probe CHECK (object_repr <> 'refused-by-log')`)
})
after(() => t.close())

const sites = async (prefix: string) => (await t.api('GET', `/api/dcim/sites/?name__isw=${prefix}&limit=100`)).body.results.map((s: { name: string }) => s.name).sort()
const changes = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM core_objectchange'))[0].n

// The change log failing is the server's fault (500), never a write without its record.
test('a change record that fails fails the write; nothing is written', async () => {
  const before = await changes()
  const single = await t.api('POST', '/api/dcim/sites/', { name: 'refused-by-log', slug: 'refused-by-log' })
  assert.equal(single.status, 500, single.text)
  const bulk = await t.api('POST', '/api/dcim/sites/', [
    { name: 'refused-ok', slug: 'refused-ok' },
    { name: 'refused-by-log', slug: 'refused-by-log-2' },
  ])
  assert.equal(bulk.status, 500, bulk.text)
  assert.deepEqual(await sites('refused'), [])
  assert.equal(await changes(), before)
})

test('an update whose record fails leaves the object as it was', async () => {
  const created = await t.api('POST', '/api/dcim/sites/', { name: 'kept-name', slug: 'kept-name' })
  assert.equal(created.status, 201, created.text)
  const res = await t.api('PATCH', `/api/dcim/sites/${created.body.id}/`, { name: 'refused-by-log' })
  assert.equal(res.status, 500, res.text)
  assert.equal((await t.api('GET', `/api/dcim/sites/${created.body.id}/`)).body.name, 'kept-name')
})

// A record waiting on a lock past lock_timeout fails with 55P03, which the API answers 409 (retry):
// the statement pipelined behind it then fails only because the transaction is aborted, and the
// client must see the record's error, not that one.
test('the record\'s own error is the one reported (a lock timeout: 409)', { skip: !onPostgres && 'PostgreSQL only (PGlite has one connection: no other session can hold the lock)' }, async () => {
  const locker = openPostgres(t.config.databaseUrl!, 1)
  try {
    let release!: () => void
    const released = new Promise<void>((r) => (release = r))
    let locked!: () => void
    const isLocked = new Promise<void>((r) => (locked = r))
    const holding = locker.transaction(async (tx) => {
      await tx.exec('LOCK TABLE core_objectchange IN EXCLUSIVE MODE')
      locked()
      await released
    })
    await isLocked
    const res = await t.api('POST', '/api/dcim/sites/', { name: 'locked-out', slug: 'locked-out' })
    release()
    await holding
    assert.equal(res.status, 409, res.text)
    assert.match(res.body.detail, /locked/)
    assert.deepEqual(await sites('locked'), [])
    assert.equal((await t.api('POST', '/api/dcim/sites/', { name: 'locked-later', slug: 'locked-later' })).status, 201)
  } finally {
    await locker.close()
  }
})

test('the records of one request keep the order of its changes', async () => {
  const requestId = crypto.randomUUID()
  const names = Array.from({ length: 5 }, (_, i) => `ordered-${i}`)
  const res = await t.api('POST', '/api/dcim/sites/', names.map((n) => ({ name: n, slug: n })), { 'x-request-id': requestId })
  assert.equal(res.status, 201, res.text)
  const ids = res.body.map((s: { id: number }) => s.id)
  // A PATCH of each in turn, in one bulk request: the records' ids follow the order of the items.
  const upd = await t.api('PATCH', '/api/dcim/sites/', [...ids].reverse().map((id: number) => ({ id, description: 'x' })), { 'x-request-id': requestId })
  assert.equal(upd.status, 200, upd.text)
  const rows = await t.db.query<{ action: string; changed_object_id: number }>(`SELECT action, changed_object_id FROM core_objectchange WHERE request_id = $1 ORDER BY id`, [requestId])
  assert.deepEqual(rows.map((r) => `${r.action} ${Number(r.changed_object_id)}`), [...ids.map((id: number) => `create ${id}`), ...[...ids].reverse().map((id: number) => `update ${id}`)])
})

// The snapshots behind the records are read in their place among the write's statements, though
// nothing waits for them: a later write to the same row in the same transaction must not show in
// the earlier change's post-change data.
test('a create then an update of the same row in one transaction: each record has its own snapshot', async () => {
  const { runWrite } = await import('../../src/ops/run.js')
  const { opContext } = await import('../../src/ops/services.js')
  const { SYSTEM_ACCESS } = await import('../../src/ops/context.js')
  const { EventSink } = await import('../../src/events/sink.js')
  const { DEFAULT_SETTINGS } = await import('../../src/engine/hooks.js')
  const { getModel } = await import('../../src/engine/models.js')
  const site = getModel('dcim.site')
  const requestId = crypto.randomUUID()
  const services = {
    db: t.db,
    secretKey: t.config.secretKey,
    settings: DEFAULT_SETTINGS,
    maxBulkSize: 1000,
    access: () => SYSTEM_ACCESS,
    // A slow change log: each record starts 100 ms late, so the writes after it run meanwhile.
    sink: (info: { requestId: string }) => {
      const inner = new EventSink(info, undefined)
      return { record: async (tx: Queryable, changes: Change[]) => (await sleep(100), inner.record(tx, changes)) }
    },
    afterCommit: [],
  }
  await runWrite(opContext(services, { system: true, requestId }), async (scope) => {
    const { ids } = await scope.create(site, [{ name: 'in-place', slug: 'in-place', description: 'first' }])
    await scope.update(site, [{ id: ids[0], body: { description: 'second' } }])
    await scope.update(site, [{ id: ids[0], body: { description: 'third' } }])
  })
  const rows = await t.db.query<{ action: string; pre: { description?: string } | null; post: { description?: string } | null }>(
    `SELECT action, prechange_data AS pre, postchange_data AS post FROM core_objectchange WHERE request_id = $1 ORDER BY id`,
    [requestId],
  )
  assert.deepEqual(
    rows.map((r) => [r.action, r.pre?.description ?? null, r.post?.description ?? null]),
    [
      ['create', null, 'first'],
      ['update', 'first', 'second'],
      ['update', 'second', 'third'],
    ],
  )
})

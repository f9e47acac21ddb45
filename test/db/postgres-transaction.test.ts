// Transactions on PostgreSQL (src/db/postgres.ts): BEGIN goes out with the first statement, on a
// reserved connection. These check what that must not change: all or nothing, a rollback on error,
// and above all a connection lost mid-transaction (the backend terminated between two statements,
// or while the caller works between them) fails the transaction: no later statement runs on a
// fresh session outside it, COMMIT never reports success, and the pool serves on afterwards.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { openPostgres } from '../../src/db/postgres.js'
import type { Db, Tx } from '../../src/db/types.js'
import { freshDb } from '../helpers/db.js'

const skip = !process.env.DATABASE_URL && 'PostgreSQL only (PGlite has one connection and no server to lose)'
let db: Db
let admin: Db
let drop: () => Promise<void>

before(async () => {
  if (skip) return
  const fresh = await freshDb(1)
  drop = fresh.drop
  db = openPostgres(fresh.url!, 2)
  admin = openPostgres(fresh.url!, 1)
  await admin.exec('CREATE TABLE tx_probe (id int PRIMARY KEY, note text)')
})
after(async () => {
  if (skip) return
  await db.close()
  await admin.close()
  await drop()
})

const notes = async () => (await admin.query<{ id: number }>('SELECT id FROM tx_probe ORDER BY id')).map((r) => r.id)
/** Inside a transaction: write row `id`, then have the backend terminated and the close reach the driver. */
async function writeThenLoseBackend(tx: Tx, id: number): Promise<void> {
  const [{ pid }] = await tx.query<{ pid: number }>('SELECT pg_backend_pid() AS pid')
  await tx.query('INSERT INTO tx_probe VALUES ($1)', [id])
  await admin.query('SELECT pg_terminate_backend($1)', [pid])
  await new Promise((r) => setTimeout(r, 200))
}
const connectionGone = (e: { code?: string }) => e.code === 'CONNECTION_CLOSED' || e.code === '57P01'

test('commit, rollback on error, and statements pipelined behind BEGIN run inside the transaction', { skip }, async () => {
  await db.transaction(async (tx) => {
    // Both sent before either answers: they share the transaction (same backend, same xid).
    const [a, b] = await Promise.all([
      tx.query<{ pid: number; xid: string }>('SELECT pg_backend_pid() AS pid, txid_current()::text AS xid'),
      tx.query<{ pid: number; xid: string }>('SELECT pg_backend_pid() AS pid, txid_current()::text AS xid'),
    ])
    assert.deepEqual(a, b)
    await tx.query('INSERT INTO tx_probe VALUES (1)')
  })
  await assert.rejects(
    db.transaction(async (tx) => {
      await tx.query('INSERT INTO tx_probe VALUES (2)')
      await tx.query('INSERT INTO tx_probe VALUES (1)') // duplicate key
    }),
    (e: { code?: string }) => e.code === '23505',
  )
  assert.deepEqual(await notes(), [1])
})

test('the backend terminated between two statements: the transaction fails, nothing of it is written', { skip, timeout: 60_000 }, async () => {
  await assert.rejects(
    db.transaction(async (tx) => {
      await writeThenLoseBackend(tx, 10)
      await tx.query('INSERT INTO tx_probe VALUES (11)')
    }),
    connectionGone,
  )
  assert.deepEqual(await notes(), [1], 'neither insert is there (11 did not run on a fresh session)')
  assert.equal((await db.query<{ n: number }>('SELECT 1 AS n'))[0].n, 1, 'the pool serves on')
})

test('the backend terminated after the last statement: COMMIT is not reported as done', { skip, timeout: 60_000 }, async () => {
  await assert.rejects(
    db.transaction((tx) => writeThenLoseBackend(tx, 20)),
    connectionGone,
  )
  assert.deepEqual(await notes(), [1])
  // Both pool connections work: concurrent transactions each on their own connection.
  await Promise.all([30, 31].map((id) => db.transaction((tx) => tx.query('INSERT INTO tx_probe VALUES ($1)', [id]))))
  assert.deepEqual(await notes(), [1, 30, 31])
})

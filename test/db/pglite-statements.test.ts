// PGlite's named prepared statements (src/db/pglite.ts): values of every type the engine binds
// round-trip, more distinct statements than the cache keeps still run, a statement whose result
// columns changed is prepared again, and errors leave the session usable, in and out of transactions.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { freshDb } from '../helpers/db.js'

const pglite = !process.env.DATABASE_URL

test('named statements on PGlite', { skip: !pglite && 'PGlite only' }, async () => {
  const { db, drop } = await freshDb()
  try {
    const [row] = await db.query<Record<string, unknown>>(
      `SELECT $1::int AS i, $2::text AS t, $3::bool AS b, $4::int[] AS a, $5::json AS j, $6::timestamptz AS d, $7::text AS n`,
      [7, 'x', true, [1, 2], '{"k": [1]}', new Date('2026-01-02T03:04:05Z'), null],
    )
    assert.deepEqual({ ...row, d: (row.d as Date).toISOString() }, { i: 7, t: 'x', b: true, a: [1, 2], j: { k: [1] }, d: '2026-01-02T03:04:05.000Z', n: null })
    assert.deepEqual(await db.rows('SELECT $1::int + 1, $2::text', [1, 'y']), [[2, 'y']])
    // More distinct texts than are kept prepared: the oldest are closed, every one still answers.
    for (let i = 0; i < 450; i++) assert.deepEqual(await db.rows(`SELECT ${i}::int + $1::int`, [1]), [[i + 1]])
    assert.deepEqual(await db.rows(`SELECT 0::int + $1::int`, [5]), [[5]])
    // A cached SELECT * over a table whose columns change: one failure at most, then the new shape.
    await db.exec('CREATE TABLE ps_t (a int)')
    await db.query('INSERT INTO ps_t VALUES ($1)', [1])
    assert.deepEqual(await db.query('SELECT * FROM ps_t'), [{ a: 1 }])
    await db.exec('ALTER TABLE ps_t ADD COLUMN b int')
    const again = await db.query('SELECT * FROM ps_t').catch((e: { code?: string }) => e.code)
    if (again === '0A000') assert.deepEqual(await db.query('SELECT * FROM ps_t'), [{ a: 1, b: null }])
    else assert.deepEqual(again, [{ a: 1, b: null }])
    // An error (out of and in a transaction) leaves the session usable; the transaction rolls back.
    await assert.rejects(db.query('SELECT 1 / $1::int', [0]), /division by zero/)
    await assert.rejects(
      db.transaction(async (tx) => {
        await tx.query('INSERT INTO ps_t (a) VALUES ($1)', [2])
        await tx.query('SELECT 1 / $1::int', [0])
      }),
      /division by zero/,
    )
    assert.deepEqual(await db.rows('SELECT count(*)::int FROM ps_t'), [[1]])
    await db.transaction(async (tx) => {
      await tx.query('INSERT INTO ps_t (a) VALUES ($1)', [3])
    })
    assert.deepEqual(await db.rows('SELECT a FROM ps_t ORDER BY a'), [[1], [3]])
  } finally {
    await drop()
  }
})

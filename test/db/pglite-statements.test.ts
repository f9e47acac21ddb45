// PGlite's named prepared statements (src/db/pglite.ts): values of every type the engine binds
// round-trip, more distinct statements than the cache keeps still run, a statement whose result
// columns changed is prepared again, and errors leave the session usable, in and out of transactions.
// Rows are read from the raw protocol bytes (src/db/pglite-rows.ts): they must equal what PGlite's
// own query() gives, for every type, in both row shapes, however many output chunks they span.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PGlite } from '@electric-sql/pglite'
import { wrapPglite } from '../../src/db/pglite.js'
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

test('rows read from the raw protocol equal PGlite\'s own, errors are its DatabaseError', { skip: !pglite && 'PGlite only' }, async () => {
  const pg = await PGlite.create()
  const db = wrapPglite(pg)
  try {
    const sql = `SELECT g AS id, g::int8 AS big, g / 3.0 AS num, g % 2 = 0 AS even, 'ünï ✓ ' || g AS label,
        ('10.' || (g % 256) || '.0.1/24')::inet AS addr, ARRAY[g, g + 1] AS ints, ARRAY['a,b', NULL, 'c"d'] AS texts,
        jsonb_build_object('g', g, 'nested', jsonb_build_array(g, 'x')) AS doc, CASE WHEN g % 3 = 0 THEN NULL ELSE g END AS maybe,
        timestamptz '2026-01-02 03:04:05+00' + g * interval '1 second' AS at, date '2026-01-02' + g AS day, 'x' AS id
      FROM generate_series(1, $1::int) g`
    // 20,000 rows, several MB of output: more than one chunk from PGlite.
    const own = await pg.query<Record<string, unknown>>(sql.replace('$1::int', '20000'), [], { rowMode: 'object' })
    const ownArrays = await pg.query<unknown[]>(sql.replace('$1::int', '20000'), [], { rowMode: 'array' })
    assert.deepEqual(await db.query(sql, [20000]), own.rows) // a repeated name: the last column wins, as in PGlite
    assert.deepEqual(await db.rows(sql, [20000]), ownArrays.rows)
    assert.deepEqual(await db.rows(sql, [0]), [])
    // Errors at bind (bad input) and at execution, with their SQLSTATE; the session stays usable.
    await assert.rejects(db.query('SELECT $1::inet', ['not an address']), (e: { code?: string; name?: string }) => e.code === '22P02' && e.name === 'error')
    await assert.rejects(db.rows('SELECT 1 / $1::int', [0]), (e: { code?: string }) => e.code === '22012')
    // A notice among the rows goes through PGlite's parser, rows intact.
    await db.exec(`CREATE FUNCTION loud(i int) RETURNS int LANGUAGE plpgsql AS $$ BEGIN RAISE NOTICE 'row %', i; RETURN i; END $$`)
    assert.deepEqual(await db.rows('SELECT loud(g) FROM generate_series(1, $1::int) g', [3]), [[1], [2], [3]])
    assert.deepEqual(await db.query('SELECT $1::text AS t', ['still here']), [{ t: 'still here' }])
  } finally {
    await pg.close()
  }
})

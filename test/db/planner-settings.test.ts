// The service's sessions plan alike on both drivers (src/db/planner.ts), and on PostgreSQL a
// statement without parameters is prepared like any other: postgres.js sends such a statement as a
// simple query unless told otherwise, and PostgreSQL then plans it afresh on every execution (the
// unfiltered device page has no parameters: its LIMIT is a literal).
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { PLANNER_SETTINGS } from '../../src/db/planner.js'
import { freshDb } from '../helpers/db.js'

test('every session runs with the planner settings', async () => {
  const { db, drop } = await freshDb(1)
  try {
    for (const [name, value] of Object.entries(PLANNER_SETTINGS)) {
      const [row] = await db.query<{ setting: string }>('SELECT current_setting($1) AS setting', [name])
      assert.equal(row.setting, String(value), name)
    }
  } finally {
    await drop()
  }
})

test('a statement without parameters is a named prepared statement on a generic plan', { skip: !process.env.DATABASE_URL && 'PostgreSQL only' }, async () => {
  const { db, drop } = await freshDb(1)
  try {
    const text = 'SELECT count(*)::int AS n FROM pg_class WHERE relkind = \'r\''
    for (let i = 0; i < 3; i++) await db.rows(text, [])
    await db.query(text)
    // One connection (pool of 1), so this is the session that ran them.
    const prepared = await db.query<{ generic_plans: number; custom_plans: number }>(
      'SELECT generic_plans::int, custom_plans::int FROM pg_prepared_statements WHERE statement = $1',
      [text],
    )
    assert.equal(prepared.length, 1, 'prepared once, under one name')
    assert.deepEqual(prepared[0], { generic_plans: 4, custom_plans: 0 })
  } finally {
    await drop()
  }
})

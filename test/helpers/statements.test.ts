// The statement counts (query-count baselines, GraphQL batching, cursor pagination, steady-state
// authentication) see the request's statements only:
// an idle app's background work (the delivery worker polling the queue every 500 ms on the app's
// connections; on PGlite, pg-boss's maintenance through the same connection) is not counted.
// Counted, it made a GraphQL batching count fail whenever a poll landed in its window.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { testApp } from './app.js'
import { countStatements, type StatementLog } from './statements.js'

test('an idle app with a delivery worker sends no counted statement over two polls', async () => {
  const log: StatementLog = { statements: [], counting: false }
  const t = await testApp({}, { wrapDb: (db) => countStatements(db, log) })
  try {
    assert.ok(t.config.workers >= 1, 'the app runs a delivery worker')
    log.counting = true
    await new Promise((r) => setTimeout(r, 1200))
    log.counting = false
    assert.deepEqual(log.statements, [])
  } finally {
    await t.close()
  }
})

// A tree node's stored `level` (served as `_depth`) is kept by triggers (src/engine/triggers.ts,
// made when the app starts), so writers that bypass the operations layer keep it right too: SQL
// seeders, a foreign key's cascade. Checked on the database as the app leaves it: every tree model's
// table has both triggers on its parent column; rows inserted, moved and orphaned by plain SQL get
// their levels; a table whose triggers are new (a model that just became a tree) has the levels of
// its stored rows computed.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { treeParentColumn } from '../../src/engine/models.js'
import { syncTriggers } from '../../src/engine/triggers.js'
import { registry } from '../../src/generated/registry.js'
import { freshDb } from '../helpers/db.js'
import { triggersByFunction } from '../helpers/triggers.js'

test('every tree model has the level triggers; SQL writers, cascades and the backfill keep levels right', async () => {
  const { db, drop } = await freshDb(1)
  try {
    const triggers = await triggersByFunction(db, 'netinv\\_level\\_%')
    const trees = Object.values(registry).filter((m) => m.tree && !m.view)
    assert.ok(trees.length >= 10)
    for (const m of trees)
      for (const [kind, cols] of [['before', treeParentColumn(m)], ['after', ['level', treeParentColumn(m)].sort().join(',')]]) {
        const found = triggers.find((r) => r.tbl === m.table && r.name === `${m.table}_level_${kind}`)
        assert.ok(found, `${m.key}: no ${kind} trigger keeping its level (src/engine/triggers.ts makes it at start-up)`)
        assert.equal(found.fn, `netinv_level_${m.table}`, `${m.key}: the ${kind} trigger runs another table's function`)
        assert.equal(found.cols, cols, `${m.key}: the ${kind} trigger watches other columns`)
      }

    const levels = async () =>
      Object.fromEntries((await db.query<{ name: string; level: number }>('SELECT name, level FROM dcim_region ORDER BY name')).map((r) => [r.name, r.level]))
    const id = async (name: string) => (await db.query<{ id: number }>('SELECT id FROM dcim_region WHERE name = $1', [name]))[0].id
    const insert = (name: string, parent: number | null) =>
      db.query(`INSERT INTO dcim_region (name, slug, description, parent_id) VALUES ($1, $1, '', $2)`, [name, parent])
    await insert('a', null)
    await insert('b', await id('a'))
    await insert('c', await id('b'))
    await insert('d', await id('c'))
    await insert('x', null)
    await insert('y', await id('x'))
    assert.deepEqual(await levels(), { a: 0, b: 1, c: 2, d: 3, x: 0, y: 1 })
    // Moving a subtree moves every level below it, down and up.
    await db.query('UPDATE dcim_region SET parent_id = $1 WHERE name = $2', [await id('y'), 'b'])
    assert.deepEqual(await levels(), { a: 0, b: 2, c: 3, d: 4, x: 0, y: 1 })
    await db.query(`UPDATE dcim_region SET parent_id = NULL WHERE name = 'c'`)
    assert.deepEqual(await levels(), { a: 0, b: 2, c: 0, d: 1, x: 0, y: 1 })
    // An update that leaves the parent alone leaves the level alone.
    await db.query(`UPDATE dcim_region SET description = 'z' WHERE name = 'd'`)
    assert.equal((await levels()).d, 1)
    // The parent's delete cascades to its subtree.
    await db.query(`DELETE FROM dcim_region WHERE name = 'x'`)
    assert.deepEqual(await levels(), { a: 0, c: 0, d: 1 })

    // Rows stored before the triggers (a model that just became a tree): with levels made wrong and
    // no function, the next start makes the triggers and computes the levels.
    await insert('e', await id('d'))
    await db.query('DROP FUNCTION netinv_level_dcim_region() CASCADE')
    await db.query('UPDATE dcim_region SET level = 7')
    assert.deepEqual(await levels(), { a: 7, c: 7, d: 7, e: 7 })
    await syncTriggers(db)
    assert.deepEqual(await levels(), { a: 0, c: 0, d: 1, e: 2 })
    assert.equal((await triggersByFunction(db, 'netinv\\_level\\_dcim\\_region')).length, 2)
    await db.query('UPDATE dcim_region SET parent_id = $1 WHERE name = $2', [await id('a'), 'c'])
    assert.deepEqual(await levels(), { a: 0, c: 1, d: 2, e: 3 })
  } finally {
    await drop()
  }
})

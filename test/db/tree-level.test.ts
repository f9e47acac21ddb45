// A tree node's stored `level` (served as `_depth`) is kept by triggers (drizzle/0027), so writers
// that bypass the operations layer keep it right too: SQL seeders, a foreign key's cascade. Checked
// on the migrated database: every tree model's table has both triggers on its parent column; rows
// inserted, moved and orphaned by plain SQL get their levels; the migration's backfill computes the
// levels of rows stored before it.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { migrationsFolder } from '../../src/db/paths.js'
import { treeParentColumn } from '../../src/engine/models.js'
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
        assert.ok(found, `${m.key}: no ${kind} trigger keeping its level (npx tsx scripts/tree-level-sql.ts ${m.key} prints it)`)
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

    // The migration's backfill, for rows stored before the column: run on levels made wrong.
    await insert('e', await id('d'))
    await db.query('ALTER TABLE dcim_region DISABLE TRIGGER dcim_region_level_after')
    await db.query('UPDATE dcim_region SET level = 7')
    await db.query('ALTER TABLE dcim_region ENABLE TRIGGER dcim_region_level_after')
    assert.deepEqual(await levels(), { a: 7, c: 7, d: 7, e: 7 })
    const migration = readFileSync(join(migrationsFolder, '0027_tree_level_triggers.sql'), 'utf8')
    const backfill = migration.split('--> statement-breakpoint').find((s) => s.includes('UPDATE "dcim_region" x'))
    assert.ok(backfill, 'the migration backfills dcim_region')
    await db.query(backfill)
    assert.deepEqual(await levels(), { a: 0, c: 0, d: 1, e: 2 })
  } finally {
    await drop()
  }
})

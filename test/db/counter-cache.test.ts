// Stored counts (NetBox's counter caches: a device's interface_count, …) are kept by triggers
// (src/engine/triggers.ts, made when the app starts), so writers that bypass the operations layer
// keep them right too. Checked on the database as the app leaves it: every stored count has its
// insert, update and delete triggers on the counted table, naming its column and foreign key; plain
// SQL inserts, moves, deletes and a cascade keep a count right; a count whose triggers are new (a
// count just made stored) has the counts of stored rows computed, zeros included.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { syncTriggers } from '../../src/engine/triggers.js'
import { registry } from '../../src/generated/registry.js'
import type { CountField, FkField } from '../../src/registry/types.js'
import { freshDb } from '../helpers/db.js'
import { triggersByFunction } from '../helpers/triggers.js'

test('every stored count has its triggers; SQL writers, cascades and the backfill keep counts right', async () => {
  const { db, drop } = await freshDb(1)
  try {
    const triggers = await triggersByFunction(db, 'netinv\\_count\\_%')
    let stored = 0
    for (const m of Object.values(registry))
      for (const f of m.fields) {
        if (f.kind !== 'count' || !(f as CountField).stored) continue
        stored++
        const source = registry[(f as CountField).target]
        const via = source.fields.find((x) => x.name === (f as CountField).via) as FkField
        const mine = triggers.filter((t) => t.tbl === source.table && t.fn === `netinv_count_${m.table}_${f.name}`)
        // tgtype bits: 1 row-level, 4 insert, 8 delete, 16 update. Inserts and deletes once per
        // statement; an update per row, only of the foreign key.
        for (const [bits, op] of [[4, 'insert'], [8, 'delete'], [16 | 1, 'update']] as const)
          assert.ok(
            mine.some((t) => (t.event & 0b11101) === bits && (op !== 'update' || t.cols === via.column)),
            `${m.key}.${f.name}: no ${op} trigger on ${source.table} keeping it (src/engine/triggers.ts makes it at start-up)`,
          )
      }
    assert.ok(stored >= 22, `${stored} stored counts`)

    const seeded = await db.query<{ id: number }>(`
      WITH mf AS (INSERT INTO dcim_manufacturer (name, slug, description) VALUES ('m', 'm', '') RETURNING id),
           dt AS (INSERT INTO dcim_devicetype (manufacturer_id, model, slug) SELECT id, 't', 't' FROM mf RETURNING id),
           ro AS (INSERT INTO dcim_devicerole (name, slug, color) VALUES ('r', 'r', 'ffffff') RETURNING id),
           si AS (INSERT INTO dcim_site (name, slug) VALUES ('s', 's') RETURNING id)
      INSERT INTO dcim_device (name, device_type_id, role_id, site_id, status)
      SELECT n, dt.id, ro.id, si.id, 'active' FROM dt, ro, si, unnest(ARRAY['a', 'b', 'c']) n RETURNING id`)
    const [a, b, c] = seeded.map((r) => r.id)
    const counts = async () =>
      Object.fromEntries((await db.query<{ name: string; n: number }>('SELECT name, interface_count AS n FROM dcim_device ORDER BY name')).map((r) => [r.name, r.n]))
    await db.query(`INSERT INTO dcim_interface (device_id, name, type) SELECT d, 'eth' || g, '1000base-t' FROM unnest($1::int[]) d, generate_series(1, 3) g`, [[a, b]])
    await db.query(`INSERT INTO dcim_interface (device_id, name, type) VALUES ($1, 'x', '1000base-t')`, [a])
    assert.deepEqual(await counts(), { a: 4, b: 3, c: 0 })
    // Moved to another device; an update that moves nothing; deleted; the device's delete cascades.
    await db.query(`UPDATE dcim_interface SET device_id = $1 WHERE device_id = $2 AND name IN ('eth1', 'x')`, [c, a])
    await db.query(`UPDATE dcim_interface SET description = 'z'`)
    assert.deepEqual(await counts(), { a: 2, b: 3, c: 2 })
    await db.query(`DELETE FROM dcim_interface WHERE device_id = $1 AND name = 'eth2'`, [b])
    await db.query('DELETE FROM dcim_device WHERE id = $1', [a])
    assert.deepEqual(await counts(), { b: 2, c: 2 })

    // Rows stored before the triggers (a count just made stored): with counts made wrong and no
    // function, the next start makes the triggers and computes the counts.
    await db.query('DROP FUNCTION netinv_count_dcim_device_interface_count() CASCADE')
    await db.query('DELETE FROM dcim_interface WHERE device_id = $1', [c])
    await db.query('UPDATE dcim_device SET interface_count = 9')
    await syncTriggers(db)
    assert.deepEqual(await counts(), { b: 2, c: 0 })
    await db.query(`INSERT INTO dcim_interface (device_id, name, type) VALUES ($1, 'y', '1000base-t')`, [b])
    assert.deepEqual(await counts(), { b: 3, c: 0 })
  } finally {
    await drop()
  }
})

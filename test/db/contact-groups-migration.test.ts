// Migration 0020 turns a contact's group (a foreign key) into NetBox 4.3's many-to-many `groups`:
// a contact that had a group keeps it. Run on PGlite from the SQL files themselves, data in between.
import assert from 'node:assert/strict'
import { readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { PGlite } from '@electric-sql/pglite'
import { migrationsFolder } from '../../src/db/paths.js'

async function apply(pg: PGlite, file: string): Promise<void> {
  for (const statement of readFileSync(join(migrationsFolder, file), 'utf8').split('--> statement-breakpoint')) if (statement.trim()) await pg.exec(statement)
}

test('a contact keeps its group as its only group; contacts without one have none', async () => {
  const files = readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()
  const at = files.findIndex((f) => f.startsWith('0020_'))
  assert.ok(at > 0, 'migration 0020 exists')
  const pg = await PGlite.create()
  try {
    for (const f of files.slice(0, at)) await apply(pg, f)
    await pg.exec(`INSERT INTO tenancy_contactgroup (id, name, slug) VALUES (7, 'NOC', 'noc')`)
    await pg.exec(`INSERT INTO tenancy_contact (id, name, group_id) VALUES (1, 'Alice', 7), (2, 'Bob', NULL)`)
    await apply(pg, files[at])
    const rows = await pg.query<{ source_id: number; target_id: number }>('SELECT source_id, target_id FROM tenancy_contact_groups ORDER BY source_id')
    assert.deepEqual(rows.rows, [{ source_id: 1, target_id: 7 }])
    const contacts = await pg.query<{ name: string }>('SELECT name FROM tenancy_contact ORDER BY id')
    assert.deepEqual(contacts.rows.map((r) => r.name), ['Alice', 'Bob'])
  } finally {
    await pg.close()
  }
})

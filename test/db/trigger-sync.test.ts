// The triggers keeping tree levels and stored counts are made from the registry when the app starts
// (src/engine/triggers.ts): one left as it was is not made again, one whose definition changed is
// made again, one no model asks for is dropped with its triggers, and the generated SQL matches the
// functions the migrations first made (drizzle/0023, 0027, 0029), so databases migrated then keep theirs.
import assert from 'node:assert/strict'
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { migrationsFolder, projectRoot } from '../../src/db/paths.js'
import { openPglite } from '../../src/db/pglite.js'
import type { Db } from '../../src/db/types.js'
import { triggerSets, syncTriggers } from '../../src/engine/triggers.js'
import { freshDb, pgliteTemplate } from '../helpers/db.js'
import { triggersByFunction } from '../helpers/triggers.js'

const oidOf = async (db: Db, fn: string) =>
  (await db.query<{ oid: number }>(`SELECT oid::int FROM pg_proc WHERE proname = $1`, [fn]))[0]?.oid

test('start-up triggers: unchanged ones kept, changed ones made again, stale ones dropped', async () => {
  const { db, drop } = await freshDb(1)
  try {
    const kept = triggerSets()
    assert.ok(kept.length >= 33, `${kept.length} kept columns`)
    const region = 'netinv_level_dcim_region'
    const before = await oidOf(db, region)
    assert.ok(before)
    await syncTriggers(db)
    assert.equal(await oidOf(db, region), before, 'an unchanged function is left alone')

    // A definition that changed (here: its digest) is made again, with its triggers.
    await db.query(`COMMENT ON FUNCTION ${region}() IS 'older'`)
    await syncTriggers(db)
    assert.notEqual(await oidOf(db, region), before)
    assert.equal((await triggersByFunction(db, 'netinv\\_level\\_dcim\\_region')).length, 2)

    // A function no model asks for any more (a count no longer stored) goes, with its trigger.
    await db.query(`CREATE FUNCTION netinv_count_dcim_site_gone() RETURNS trigger LANGUAGE plpgsql AS $$ BEGIN RETURN NULL; END $$`)
    await db.query(`CREATE TRIGGER dcim_site_gone AFTER INSERT ON dcim_site FOR EACH STATEMENT EXECUTE FUNCTION netinv_count_dcim_site_gone()`)
    await syncTriggers(db)
    assert.equal(await oidOf(db, 'netinv_count_dcim_site_gone'), undefined)
    assert.equal((await triggersByFunction(db, 'netinv\\_count\\_dcim\\_site\\_gone')).length, 0)
    await db.query(`INSERT INTO dcim_site (name, slug) VALUES ('s', 's')`)
  } finally {
    await drop()
  }
})

test('the generated functions are those the migrations made', () => {
  const migrated = ['0023_config_context_generation.sql', '0027_tree_level_triggers.sql', '0029_counter_cache_triggers.sql']
    .flatMap((f) => readFileSync(join(migrationsFolder, f), 'utf8').split('--> statement-breakpoint'))
    .map((s) => s.trim().replace(/;$/, ''))
  const functions = new Set(migrated.filter((s) => s.startsWith('CREATE FUNCTION')))
  const triggers = new Set(migrated.filter((s) => s.startsWith('CREATE TRIGGER')))
  for (const k of triggerSets()) {
    assert.ok(functions.has(k.create[0]), `${k.fn}: its function differs from the migration's`)
    for (const t of k.create.slice(1)) assert.ok(triggers.has(t), `${k.fn}: ${t}`)
  }
})

test('netinv migrate makes them too (for SQL seeders run before the app starts)', { timeout: 180_000 }, async () => {
  const fn = 'netinv_level_dcim_region'
  const madeBy = async (db: Db) => (await db.query<{ d: string | null }>(`SELECT obj_description(oid, 'pg_proc') AS d FROM pg_proc WHERE proname = $1`, [fn]))[0]?.d
  const migrate = (env: Record<string, string>) => {
    const r = spawnSync(process.execPath, ['bin/netinv.js', 'migrate'], { cwd: projectRoot, env: { ...process.env, ...env }, encoding: 'utf8', timeout: 120_000 })
    assert.equal(r.status, 0, r.stderr)
  }
  if (process.env.DATABASE_URL) {
    const { db, url, drop } = await freshDb(1)
    try {
      const digest = await madeBy(db)
      assert.ok(digest)
      await db.exec(`DROP FUNCTION ${fn}() CASCADE`)
      migrate({ DATABASE_URL: url! })
      assert.equal(await madeBy(db), digest)
    } finally {
      await drop()
    }
    return
  }
  const dir = mkdtempSync(join(tmpdir(), 'netinv-migrate-'))
  const pgDir = join(dir, 'pg') // where the CLI keeps PGlite's files in DATA_DIR (src/db/connect.ts)
  try {
    let { db } = await openPglite(pgDir, await pgliteTemplate())
    const digest = await madeBy(db)
    assert.ok(digest)
    await db.exec(`DROP FUNCTION ${fn}() CASCADE`)
    await db.close()
    migrate({ DATABASE_URL: '', DATA_DIR: dir })
    ;({ db } = await openPglite(pgDir))
    assert.equal(await madeBy(db), digest)
    await db.close()
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

// A model changed without its migration: `netinv start` refuses to start with one line naming the
// missing table or column and the command that writes the migration, instead of serving 500s.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { openPglite } from '../../src/db/pglite.js'
import { projectRoot } from '../../src/db/paths.js'
import { checkSchema, missingSchema, SchemaMismatchError } from '../../src/db/schema-check.js'
import { freshDb, pgliteTemplate } from '../helpers/db.js'

/** Runs `netinv start` and returns its exit code and output (killed after 120 s: it should never listen). */
function start(env: Record<string, string>): Promise<{ code: number | null; out: string }> {
  const child = spawn(process.execPath, ['bin/netinv.js', 'start'], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', PORT: '0', LOG_LEVEL: 'silent', SUPERUSER_NAME: '', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (out += c.toString()))
  const timer = setTimeout(() => child.kill('SIGKILL'), 120_000)
  return new Promise((resolve) =>
    child.once('exit', (code) => {
      clearTimeout(timer)
      resolve({ code, out })
    }),
  )
}

const BREAK = `ALTER TABLE dcim_site DROP COLUMN facility; DROP TABLE circuits_circuittype CASCADE;`

test('a migrated database has every table and column the models need', async () => {
  const { db, drop } = await freshDb(1)
  try {
    assert.deepEqual(await missingSchema(db), [])
    await checkSchema(db)
    await db.exec(BREAK)
    assert.deepEqual(await missingSchema(db), ['table "circuits_circuittype"', 'column "dcim_site"."facility"'])
    await assert.rejects(checkSchema(db), (e: unknown) => {
      assert.ok(e instanceof SchemaMismatchError)
      assert.match(e.message, /^the database has no table "circuits_circuittype" \(and 1 more: column "dcim_site"\."facility"\)/)
      assert.match(e.message, /npx drizzle-kit generate --config drizzle\.config\.ts --name/)
      assert.doesNotMatch(e.message, /\n/)
      return true
    })
  } finally {
    await drop()
  }
})

test('netinv start refuses a database missing a table or column, in one line', { timeout: 180_000 }, async () => {
  let env: Record<string, string>
  let cleanup: () => Promise<void>
  if (process.env.DATABASE_URL) {
    const { db, url, drop } = await freshDb(1)
    await db.exec(BREAK)
    env = { DATABASE_URL: url! }
    cleanup = drop
  } else {
    const dir = mkdtempSync(join(tmpdir(), 'netinv-schema-'))
    const { db } = await openPglite(join(dir, 'pg'), await pgliteTemplate())
    await db.exec(BREAK)
    await db.close()
    env = { DATA_DIR: dir }
    cleanup = async () => rmSync(dir, { recursive: true, force: true })
  }
  try {
    const { code, out } = await start(env)
    assert.equal(code, 1, out)
    const lines = out.split('\n').filter((l) => l.trim() && !/^npm warn|ExperimentalWarning|--trace-warnings/.test(l))
    assert.equal(lines.length, 1, out)
    assert.match(lines[0], /^netinv: the database has no table "circuits_circuittype" .*Run `npx drizzle-kit generate --config drizzle\.config\.ts --name <what-changed>`/)
  } finally {
    await cleanup()
  }
})

// A fresh, migrated database per test file, on PGlite (default) or PostgreSQL (DATABASE_URL).
// Migrating is slow (PGlite initdb takes seconds), so it happens once: PGlite tests load a cached
// dump of a migrated data directory; PostgreSQL tests clone a template database.
import { createHash, randomBytes } from 'node:crypto'
import { readdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { PGlite } from '@electric-sql/pglite'
import PgBoss from 'pg-boss'
import postgres from 'postgres'
import { migrationsFolder } from '../../src/db/paths.js'
import { wrapPglite } from '../../src/db/pglite.js'
import { openPostgres, type PostgresTimeouts } from '../../src/db/postgres.js'
import type { Db } from '../../src/db/types.js'
import { DEFAULT_QUEUE, QUEUE_SCHEMA } from '../../src/events/queue.js'
import { triggerSets, syncTriggers } from '../../src/engine/triggers.js'
import { keptInTestCache } from './test-cache.js'

function migrationsHash(): string {
  const h = createHash('sha256')
  for (const f of readdirSync(migrationsFolder).filter((f) => f.endsWith('.sql')).sort()) h.update(f).update(readFileSync(join(migrationsFolder, f)))
  h.update(readFileSync(join(migrationsFolder, 'meta', '_journal.json')))
  h.update(JSON.stringify(triggerSets())) // the triggers the template is made with
  return h.digest('hex').slice(0, 16)
}

// The webhook queue's schema and queue (pg-boss creates them at start, which takes PGlite about a
// second per test app): baked into the PGlite template. PostgreSQL templates leave them to pg-boss,
// so that path stays tested.
const queueSchema = `${PgBoss.getConstructionPlans(QUEUE_SCHEMA)};\nSELECT ${QUEUE_SCHEMA}.create_queue('${DEFAULT_QUEUE}', '{"policy": "standard"}');`

export async function pgliteTemplate(): Promise<Blob> {
  const queueHash = createHash('sha256').update(queueSchema).digest('hex').slice(0, 8)
  const file = await keptInTestCache(`pglite-${migrationsHash()}-q${queueHash}.tgz`, async (path) => {
    const pg = await PGlite.create()
    const db = wrapPglite(pg)
    await db.migrate()
    await syncTriggers(db) // as the app does when it starts: not once per test app
    await pg.exec(queueSchema)
    const dump = await pg.dumpDataDir('gzip')
    await pg.close()
    writeFileSync(path, Buffer.from(await dump.arrayBuffer()))
  })
  return new Blob([readFileSync(file)])
}

function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

async function postgresTemplate(url: string): Promise<string> {
  const name = `netinv_tmpl_${migrationsHash()}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  try {
    await admin`select pg_advisory_lock(727275)`
    const exists = await admin`select 1 from pg_database where datname = ${name}`
    if (!exists.length) {
      await admin.unsafe(`CREATE DATABASE ${name}`)
      const db = openPostgres(withDatabase(url, name), 1)
      await db.migrate()
      await syncTriggers(db)
      await db.close()
    }
    await admin`select pg_advisory_unlock(727275)`
  } finally {
    await admin.end()
  }
  return name
}

export interface TestDb {
  db: Db
  /** The database's URL on PostgreSQL (undefined on PGlite). */
  url?: string
  drop(): Promise<void>
}

export async function freshDb(poolSize = 4, timeouts: PostgresTimeouts = {}): Promise<TestDb> {
  const url = process.env.DATABASE_URL
  if (!url) {
    const pg = await PGlite.create({ loadDataDir: await pgliteTemplate() })
    const db = wrapPglite(pg)
    return { db, drop: () => db.close() }
  }
  const template = await postgresTemplate(url)
  const name = `netinv_t_${randomBytes(6).toString('hex')}`
  const admin = postgres(url, { max: 1, onnotice: () => {} })
  await admin.unsafe(`CREATE DATABASE ${name} TEMPLATE ${template}`)
  const db = openPostgres(withDatabase(url, name), poolSize, timeouts)
  return {
    db,
    url: withDatabase(url, name),
    async drop() {
      await db.close()
      await admin.unsafe(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`)
      await admin.end()
    },
  }
}

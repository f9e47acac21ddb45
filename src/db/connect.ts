import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Config } from '../config.js'
import { lockDataDir } from './lock.js'
import { openPglite } from './pglite.js'
import { openPostgres } from './postgres.js'
import type { Db } from './types.js'

/** Open the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
export async function connect(config: Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolSize'>): Promise<Db> {
  if (config.databaseUrl) return openPostgres(config.databaseUrl, config.dbPoolSize)
  const dir = resolve(config.dataDir)
  mkdirSync(dir, { recursive: true }) // PGlite does not create parent folders
  const release = lockDataDir(join(dir, 'netinv.lock'))
  try {
    const pgDir = join(dir, 'pg')
    if (!existsSync(pgDir)) mkdirSync(pgDir)
    const { db } = await openPglite(pgDir)
    return {
      ...db,
      async close() {
        await db.close()
        release()
      },
    }
  } catch (e) {
    release()
    throw e
  }
}

import { existsSync, mkdirSync } from 'node:fs'
import { join, resolve } from 'node:path'
import type { Config } from '../config.js'
import { lockDataDir } from './lock.js'
import { openPglite } from './pglite.js'
import { openPostgres } from './postgres.js'
import type { Db } from './types.js'

/** Open the configured database: PostgreSQL when DATABASE_URL is set, else PGlite in DATA_DIR. */
type DbConfig = Pick<Config, 'databaseUrl' | 'dataDir' | 'dbPoolSize'> &
  Partial<Pick<Config, 'dbConnectTimeoutMs' | 'dbStatementTimeoutMs' | 'dbLockTimeoutMs'>>

export async function connect(config: DbConfig): Promise<Db> {
  if (config.databaseUrl)
    return openPostgres(config.databaseUrl, config.dbPoolSize, {
      connectTimeoutMs: config.dbConnectTimeoutMs,
      statementTimeoutMs: config.dbStatementTimeoutMs,
      lockTimeoutMs: config.dbLockTimeoutMs,
    })
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

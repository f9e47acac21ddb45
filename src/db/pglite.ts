import { PGlite } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder } from './paths.js'
import type { Db, Param, Queryable, Tx } from './types.js'

interface PgliteLike {
  query<T>(text: string, params?: unknown[], opts?: { rowMode?: 'array' | 'object' }): Promise<{ rows: T[] }>
  exec(text: string): Promise<unknown>
}

function queryable(pg: PgliteLike): Queryable {
  return {
    async query<T>(text: string, params: Param[] = []) {
      return (await pg.query<T>(text, params)).rows
    },
    async rows(text: string, params: Param[] = []) {
      return (await pg.query<unknown[]>(text, params, { rowMode: 'array' })).rows
    },
    async exec(text: string) {
      await pg.exec(text)
    },
  }
}

export function wrapPglite(pg: PGlite): Db {
  return {
    driver: 'pglite',
    ...queryable(pg),
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return pg.transaction((t) => fn({ ...queryable(t as unknown as PgliteLike), inTransaction: true }))
    },
    async migrate() {
      await migrate(drizzle(pg), { migrationsFolder })
    },
    async close() {
      await pg.close()
    },
  }
}

export async function openPglite(dataDir: string | undefined, loadDataDir?: Blob): Promise<{ db: Db; pg: PGlite }> {
  const pg = await PGlite.create(dataDir ?? 'memory://', loadDataDir ? { loadDataDir } : {})
  return { db: wrapPglite(pg), pg }
}

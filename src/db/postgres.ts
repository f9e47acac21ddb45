import { drizzle } from 'drizzle-orm/postgres-js'
import { migrate } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { migrationsFolder } from './paths.js'
import type { Db, Param, Queryable, Tx } from './types.js'

type Sql = postgres.Sql | postgres.TransactionSql

function queryable(sql: Sql): Queryable {
  return {
    async query<T>(text: string, params: Param[] = []) {
      return (await sql.unsafe(text, params as never[], { prepare: true })) as unknown as T[]
    },
    async rows(text: string, params: Param[] = []) {
      return (await sql.unsafe(text, params as never[], { prepare: true }).values()) as unknown as unknown[][]
    },
    async exec(text: string) {
      await sql.unsafe(text)
    },
  }
}

export function openPostgres(url: string, max = 10): Db {
  const sql = postgres(url, {
    max,
    onnotice: () => {},
    connection: { application_name: 'netinventory' },
  })
  return {
    driver: 'postgres',
    ...queryable(sql),
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return (await sql.begin((tsql) => fn({ ...queryable(tsql), inTransaction: true }))) as T
    },
    async migrate() {
      // One connection holds an advisory lock so that processes starting together migrate once.
      const lock = postgres(url, { max: 1, onnotice: () => {} })
      try {
        await lock`select pg_advisory_lock(727274)`
        await migrate(drizzle(lock), { migrationsFolder })
      } finally {
        await lock.end({ timeout: 5 })
      }
    },
    async close() {
      await sql.end({ timeout: 5 })
    },
  }
}

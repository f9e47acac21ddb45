import { drizzle } from 'drizzle-orm/postgres-js'
import { migrate } from 'drizzle-orm/postgres-js/migrator'
import postgres from 'postgres'
import { guardPostgresDriver } from './driver-guard.js'
import { migrationsFolder } from './paths.js'
import { PLANNER_SETTINGS } from './planner.js'
import { connectionTarget } from './postgres-url.js'
import type { Db, Param, Queryable, Tx } from './types.js'

type Sql = postgres.Sql | postgres.TransactionSql

// postgres.js sends a statement without parameters as a simple query, which PostgreSQL plans
// afresh on every execution (an unfiltered device page: 10 ms of planning each time). `simple: false`
// keeps such statements prepared too; only `exec` may carry several statements.
const PREPARED = { prepare: true, simple: false } as postgres.UnsafeQueryOptions
const UNNAMED = { prepare: false, simple: false } as postgres.UnsafeQueryOptions

function queryable(sql: Sql): Queryable {
  return {
    async query<T>(text: string, params: Param[] = []) {
      return (await sql.unsafe(text, params as never[], PREPARED)) as unknown as T[]
    },
    async rows(text: string, params: Param[] = [], opts: { prepare?: boolean } = {}) {
      return (await sql.unsafe(text, params as never[], opts.prepare === false ? UNNAMED : PREPARED).values()) as unknown as unknown[][]
    },
    async exec(text: string) {
      await sql.unsafe(text)
    },
  }
}

export interface PostgresTimeouts {
  /** Opening a connection fails after this long (the request then answers 503). */
  connectTimeoutMs?: number
  /** Server-side statement_timeout (0: none). */
  statementTimeoutMs?: number
  /** Server-side lock_timeout (0: none): a write waiting longer for a row lock fails (409). */
  lockTimeoutMs?: number
}

export function openPostgres(url: string, max = 10, timeouts: PostgresTimeouts = {}): Db {
  guardPostgresDriver()
  const target = connectionTarget(url)
  const socket = target.path ? { path: target.path } : {}
  const sql = postgres(target.url, {
    ...socket,
    max,
    onnotice: () => {},
    connect_timeout: (timeouts.connectTimeoutMs ?? 5000) / 1000,
    // Reconnect quickly once the server is back: 50 ms doubling, never more than 1 s (the default
    // grows to 20 s, so service would resume long after the database did).
    backoff: (attempt: number) => Math.min(0.05 * 2 ** attempt, 1),
    // The engine binds json values as JSON text (as PGlite takes them); postgres.js would encode that
    // text once more and store a JSON string instead of the object. Pass text through as it is.
    types: { json: { to: 114, from: [114, 3802], serialize: (x: unknown) => (typeof x === 'string' ? x : JSON.stringify(x)), parse: (x: string) => JSON.parse(x) } },
    connection: {
      application_name: 'netinventory',
      ...PLANNER_SETTINGS,
      statement_timeout: timeouts.statementTimeoutMs ?? 0,
      lock_timeout: timeouts.lockTimeoutMs ?? 0,
    },
  })
  return {
    driver: 'postgres',
    ...queryable(sql),
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      return (await sql.begin((tsql) => fn({ ...queryable(tsql), inTransaction: true }))) as T
    },
    async migrate() {
      // One connection holds an advisory lock so that processes starting together migrate once.
      const lock = postgres(target.url, { ...socket, max: 1, onnotice: () => {} })
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

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

/** `check` runs before each statement is sent (a transaction refusing statements once its connection is lost). */
function queryable(sql: Sql | postgres.ReservedSql, check?: () => void): Queryable {
  return {
    async query<T>(text: string, params: Param[] = []) {
      check?.()
      return (await sql.unsafe(text, params as never[], PREPARED)) as unknown as T[]
    },
    async rows(text: string, params: Param[] = [], opts: { prepare?: boolean } = {}) {
      check?.()
      return (await sql.unsafe(text, params as never[], opts.prepare === false ? UNNAMED : PREPARED).values()) as unknown as unknown[][]
    },
    async exec(text: string) {
      check?.()
      await sql.unsafe(text)
    },
  }
}

/** postgres.js's connection, as its query option `onexecute` hands it over (not in its types). */
interface DriverConnection {
  onclose: ((err?: unknown) => void) | null
}

const connectionLost = () => Object.assign(new Error('the database connection was lost during the transaction'), { code: 'CONNECTION_CLOSED' })

/**
 * A transaction on a reserved connection whose BEGIN goes out with its first statement: one round
 * trip fewer than postgres.js's sql.begin, which waits for BEGIN first (about a tenth of a single
 * create's server CPU). sql.begin also guards against the connection closing mid-transaction, and
 * so must this: later statements would otherwise run on a fresh session outside the transaction
 * (or on a connection the pool gave to someone else), and COMMIT would report success. The
 * connection is taken from BEGIN's `onexecute`, as sql.begin does; once it is lost no statement
 * is sent, the transaction fails, and the connection is left to the pool (never released twice).
 */
async function pipelinedTransaction<T>(sql: postgres.Sql, database: object, fn: (tx: Tx) => Promise<T>): Promise<T> {
  const conn = await sql.reserve()
  let connection: DriverConnection | undefined
  let lost: unknown
  const began = conn
    .unsafe('begin', [], {
      onexecute: (c: DriverConnection) => {
        connection = c
        c.onclose = (err) => (lost = err ?? connectionLost())
        return true // the connection may take the next statement at once (pipelined)
      },
    } as postgres.UnsafeQueryOptions)
    .execute()
  began.catch(() => {}) // awaited before COMMIT; a failure there is the transaction's
  await Promise.resolve() // BEGIN reaches the connection (postgres.js sends a query a microtask later)
  if (!connection) {
    // Not sent at once (never seen on an idle reserved connection): the unpipelined way instead.
    await began.then(() => conn.unsafe('rollback')).catch(() => {})
    conn.release()
    return (await sql.begin((tsql) => fn({ ...queryable(tsql), inTransaction: true, database }))) as T
  }
  const check = () => {
    if (lost) throw lost
  }
  const tx: Tx = { ...queryable(conn, check), inTransaction: true, database }
  try {
    const out = await fn(tx)
    await began
    check()
    await conn.unsafe('commit')
    return out
  } catch (e) {
    if (!lost) await conn.unsafe('rollback').catch(() => {})
    throw e
  } finally {
    if (!lost) {
      connection.onclose = null
      conn.release()
    }
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
  const database = {}
  return {
    driver: 'postgres',
    ...queryable(sql),
    database,
    transaction: <T>(fn: (tx: Tx) => Promise<T>) => pipelinedTransaction(sql, database, fn),
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

// The webhook queue: pg-boss 10 in the application's own database (schema `pgboss`).
//
// On PostgreSQL pg-boss keeps its own small pool from the connection string; on PGlite it runs
// through an adapter over our one connection (PGlite allows one process per data directory).
// Jobs are inserted through a second adapter over the *caller's transaction* (pg-boss's per-call
// `db` option), so a job exists exactly when the change that caused it commits. Without that option
// a job sent inside a transaction survives its rollback on PostgreSQL and deadlocks PGlite.
import { randomUUID } from 'node:crypto'
import PgBoss from 'pg-boss'
import type { Config } from '../config.js'
import type { Db, Param, Queryable, Tx } from '../db/types.js'
import { type DeliveryJob, pack } from './job.js'

export const QUEUE_SCHEMA = 'pgboss'
export const DEFAULT_QUEUE = 'netinv-webhooks'

export interface Logger {
  warn(obj: object, msg?: string): void
  error(obj: object, msg?: string): void
}

export interface Queue {
  readonly boss: PgBoss
  readonly name: string
  /** Seconds a delivery may stay active before it is presumed lost (its worker died) and retried. */
  readonly expireInSeconds: number
  /** Insert delivery jobs in the caller's transaction; returns their ids (the delivery ids). */
  enqueue(tx: Tx, jobs: DeliveryJob[]): Promise<string[]>
  /** Workers report the jobs they took; every `vacuumEvery` of them the job table is vacuumed. */
  taken(n: number): void
  stop(): Promise<void>
}

export interface QueueOptions {
  /** A queue name of its own (tests); default netinv-webhooks. */
  name?: string
  log?: Logger
}

// Every job taken leaves its queued row version behind in pg-boss's fetch index (`state <
// 'active'`) until a VACUUM removes it, and every fetch visits each one left (a bitmap scan of the
// heap: 16.6 ms per fetch with 4,000 left after the webhook bench, measured). Autovacuum cannot be relied on for it:
// PGlite has none, and PostgreSQL's looks at most once a minute, and only once a fifth of the
// table is dead. So the process that takes jobs also clears up after them (WEBHOOK_VACUUM_EVERY).
const VACUUM_SQL = `VACUUM (SKIP_LOCKED) ${QUEUE_SCHEMA}.job`

/** pg-boss hands `undefined`, plain objects and arrays to the driver: make them parameters. */
function param(v: unknown): Param {
  if (v === undefined) return null
  if (v === null || typeof v !== 'object' || v instanceof Date || Array.isArray(v)) return v as Param
  return JSON.stringify(v)
}

/** pg-boss's SQL, run on one queryable (parameterised statements only). */
function queryAdapter(q: Queryable): PgBoss.Db {
  return {
    async executeSql(text: string, values: unknown[] = []) {
      return { rows: await q.query(text, values.map(param)) }
    },
  }
}

/** pg-boss's SQL in the caller's transaction. Requiring a Tx makes enqueueing outside one a type error. */
export function transactionAdapter(tx: Tx): PgBoss.Db {
  return queryAdapter(tx)
}

/** Whether a queryable is a transaction (the change sink is handed a Queryable). */
export function isTx(q: Queryable): q is Tx {
  return (q as Partial<Tx>).inTransaction === true
}

/**
 * pg-boss on PGlite, through our one connection. Parameterless text may hold several statements
 * (schema creation, locked maintenance): those go through `exec`, which returns no rows — pg-boss
 * only reads rows from single statements, which `query` runs.
 */
function dbAdapter(db: Db): PgBoss.Db {
  const inner = queryAdapter(db)
  return {
    async executeSql(text: string, values?: unknown[]) {
      if (values?.length) return inner.executeSql(text, values)
      try {
        return await inner.executeSql(text, [])
      } catch (e) {
        if (!/multiple commands/i.test((e as Error).message)) throw e
        await db.exec(text)
        return { rows: [] }
      }
    },
  }
}

export async function openQueue(db: Db, config: Config, opts: QueueOptions = {}): Promise<Queue> {
  const name = opts.name ?? DEFAULT_QUEUE
  // Long enough for the request (redirects included) and the three templates' render limits.
  const expireInSeconds = Math.ceil(config.webhookTimeoutMs / 1000) + 10
  const settings: PgBoss.ConstructorOptions = {
    schema: QUEUE_SCHEMA,
    migrate: true,
    supervise: true,
    schedule: false,
    // Expiry (a dead worker's jobs back to retry) runs with maintenance: often enough to matter.
    maintenanceIntervalSeconds: Math.min(60, Math.max(1, Math.ceil(expireInSeconds / 2))),
    archiveCompletedAfterSeconds: 24 * 3600,
    archiveFailedAfterSeconds: 14 * 24 * 3600,
    deleteAfterDays: 7,
    retentionDays: 14,
  }
  // pg-boss's maintenance runs BEGIN … COMMIT as one text, which a postgres.js pool refuses: on
  // PostgreSQL it needs connections of its own.
  if (db.driver === 'postgres' && !config.databaseUrl) throw new Error('the webhook queue on PostgreSQL needs DATABASE_URL in the configuration')
  const boss =
    db.driver === 'postgres'
      ? new PgBoss({ ...settings, connectionString: config.databaseUrl, max: 5, application_name: 'netinventory-queue' })
      : new PgBoss({ ...settings, db: dbAdapter(db) })
  boss.on('error', (err: Error) => opts.log?.warn({ err }, 'webhook queue error'))
  const vacuumEvery = config.webhookVacuumEvery
  let sinceVacuum = 0
  let vacuuming: Promise<void> | undefined
  await boss.start()
  await boss.createQueue(name, { name, retryLimit: config.webhookRetries, retryDelay: config.webhookRetryDelaySeconds, retryBackoff: true, expireInSeconds })
  return {
    boss,
    name,
    expireInSeconds,
    async enqueue(tx, jobs) {
      if (!jobs.length) return []
      const rows = jobs.map((data) => ({
        id: randomUUID(),
        name,
        data: pack(data),
        retryLimit: config.webhookRetries,
        retryDelay: config.webhookRetryDelaySeconds,
        retryBackoff: true,
        expireInSeconds,
      }))
      await boss.insert(rows, { db: transactionAdapter(tx) })
      return rows.map((r) => r.id)
    },
    taken(n) {
      sinceVacuum += n
      if (!vacuumEvery || sinceVacuum < vacuumEvery || vacuuming) return
      sinceVacuum = 0
      // Outside any transaction, on pg-boss's own connections (on PGlite: the one connection).
      vacuuming = boss
        .getDb()
        .executeSql(VACUUM_SQL, [])
        .then(
          () => {},
          (err: unknown) => opts.log?.warn({ err }, 'could not vacuum the webhook queue'),
        )
        .finally(() => (vacuuming = undefined))
    },
    async stop() {
      await vacuuming
      await boss.stop({ graceful: false, close: true, wait: true })
    },
  }
}

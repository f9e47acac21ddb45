import { parse, PGlite, protocol } from '@electric-sql/pglite'
import { drizzle } from 'drizzle-orm/pglite'
import { migrate } from 'drizzle-orm/pglite/migrator'
import { migrationsFolder } from './paths.js'
import { executeRows, rowReader, type RowReader, send } from './pglite-rows.js'
import { PLANNER_SET_SQL } from './planner.js'
import type { Db, Param, Queryable, Tx } from './types.js'

const { serialize } = protocol

interface Prepared {
  name: string
  paramTypes: number[]
  /** How each execution's rows are read (src/db/pglite-rows.ts), from the statement's rowDescription. */
  rows: RowReader
}

/** Statements whose result columns depend on session state (which cursor a name refers to now). */
const CURSOR_STATEMENT = /^\s*(FETCH|MOVE)\b/i

/** Distinct statements kept prepared; the engine's are a few hundred shapes, not one per request. */
const MAX_PREPARED = 200

/**
 * Named prepared statements on PGlite. PGlite's query() parses, plans and discards an unnamed
 * statement every time; in WebAssembly planning a wide join (an interface's 13 joined tables) costs
 * far more than running it. Here each SQL text is parsed once into a named statement (with the
 * session's plan_cache_mode = force_generic_plan, planned once), and later executions only bind
 * and execute. PGlite is one session, so one cache per instance.
 */
class Statements {
  private readonly cache = new Map<string, Prepared>()
  private next = 0

  constructor(private readonly pg: PGlite) {}

  /** Run `text` with `params`; the caller holds PGlite's query lock (and, outside a transaction, its transaction lock). */
  async run(text: string, params: Param[], rowMode: 'array' | 'object', inTransaction: boolean, keepPrepared = true): Promise<unknown[]> {
    // FETCH/MOVE describe whatever cursor the session has under that name at the time: never kept.
    const keep = keepPrepared && !CURSOR_STATEMENT.test(text)
    let prepared = keep ? this.cache.get(text) : undefined
    if (prepared) {
      // Most recently used last, so that eviction takes the least recently used.
      this.cache.delete(text)
      this.cache.set(text, prepared)
    }
    let rows: unknown[]
    try {
      if (!prepared) {
        if (keep && this.cache.size >= MAX_PREPARED) await this.evict()
        const name = keep ? `ni_${++this.next}` : '' // the unnamed statement, replaced by the next one
        await this.pg.execProtocolStream(serialize.parse({ name, text }), { syncToFs: false })
        const described = await this.pg.execProtocolStream(serialize.describe({ type: 'S', name }), { syncToFs: false })
        prepared = {
          name,
          paramTypes: parse.parseDescribeStatementResults(described),
          rows: rowReader(this.pg, described.find((m) => m.name === 'rowDescription')),
        }
        if (keep) this.cache.set(text, prepared)
      }
      const { name, paramTypes, rows: reader } = prepared
      const values = params.map((v, i) => {
        if (v === null || v === undefined) return null
        const serializer = this.pg.serializers[paramTypes[i]]
        return serializer ? (serializer(v) as string) : String(v)
      })
      await send(this.pg, serialize.bind({ statement: name, values }))
      rows = await executeRows(this.pg, serialize.execute({}), reader, rowMode)
    } catch (e) {
      // A statement whose result columns changed (a migration altered a table) is prepared again next time.
      if ((e as { code?: string }).code === '0A000' && prepared && keep) await this.forget(text, prepared.name).catch(() => {})
      throw e
    } finally {
      await send(this.pg, serialize.sync())
    }
    if (!inTransaction) await this.pg.syncToFs()
    return rows
  }

  private async evict(): Promise<void> {
    // The least recently used half goes: cheap to do rarely, and what is used often stays prepared.
    const drop = [...this.cache].slice(0, MAX_PREPARED / 2)
    for (const [text, p] of drop) await this.forget(text, p.name)
  }

  private async forget(text: string, name: string): Promise<void> {
    this.cache.delete(text)
    await this.pg.execProtocolStream(serialize.close({ type: 'S', name }), { syncToFs: false })
  }
}

interface PgliteLike {
  exec(text: string): Promise<unknown>
}

function queryable(pg: PGlite, statements: Statements, exec: PgliteLike, inTransaction: boolean): Queryable {
  // Outside a transaction, a statement waits for any transaction under way (PGlite's own query() does the same).
  const locked = <T>(fn: () => Promise<T>): Promise<T> =>
    inTransaction ? pg._runExclusiveQuery(fn) : pg._runExclusiveTransaction(() => pg._runExclusiveQuery(fn))
  return {
    async query<T>(text: string, params: Param[] = []) {
      return (await locked(() => statements.run(text, params, 'object', inTransaction))) as T[]
    },
    async rows(text: string, params: Param[] = [], opts: { prepare?: boolean } = {}) {
      return (await locked(() => statements.run(text, params, 'array', inTransaction, opts.prepare ?? true))) as unknown[][]
    },
    async exec(text: string) {
      await exec.exec(text)
    },
  }
}

export function wrapPglite(pg: PGlite): Db {
  const statements = new Statements(pg)
  let planMode: Promise<unknown> | undefined
  // The service's planner settings (src/db/planner.ts), as on PostgreSQL.
  const ready = () => (planMode ??= pg.exec(PLANNER_SET_SQL))
  const outside = queryable(pg, statements, pg, false)
  return {
    driver: 'pglite',
    async query<T>(text: string, params?: Param[]) {
      await ready()
      return outside.query<T>(text, params)
    },
    async rows(text: string, params?: Param[], opts?: { prepare?: boolean }) {
      await ready()
      return outside.rows(text, params, opts)
    },
    exec: outside.exec,
    database: statements,
    async transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T> {
      await ready()
      return pg.transaction((t) => fn({ ...queryable(pg, statements, t, true), inTransaction: true, database: statements }))
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

/** The one database seam. Both drivers (postgres.js and PGlite) are adapted to it. */
export type Param = string | number | boolean | null | Date | Array<string | number | null>

export interface Queryable {
  /** Rows as objects keyed by column name. */
  query<T = Record<string, unknown>>(text: string, params?: Param[]): Promise<T[]>
  /**
   * Rows as arrays, in select-list order (cheaper to map for lists). `prepare: false` runs a
   * statement whose text is one of unboundedly many (a literal offset) without keeping it prepared.
   */
  rows(text: string, params?: Param[], opts?: { prepare?: boolean }): Promise<unknown[][]>
  /** Run parameterless, possibly multi-statement SQL. */
  exec(text: string): Promise<void>
  /**
   * The same object for a database and every transaction on it (per-database caches key on it: a
   * process, a test above all, may have several databases open).
   */
  readonly database?: object
}

export interface Db extends Queryable {
  readonly driver: 'postgres' | 'pglite'
  /** Run fn in one transaction: all of it commits, or none of it does. */
  transaction<T>(fn: (tx: Tx) => Promise<T>): Promise<T>
  /** Apply the committed SQL migrations in drizzle/ (idempotent, safe with several processes). */
  migrate(): Promise<void>
  close(): Promise<void>
}

export interface Tx extends Queryable {
  readonly inTransaction: true
}

/** A PostgreSQL error as both drivers report it. */
export interface PgError {
  code?: string
  constraint?: string
  constraint_name?: string
  detail?: string
  table?: string
  table_name?: string
  column?: string
  column_name?: string
  message: string
}

export function pgErrorOf(e: unknown): PgError | undefined {
  if (typeof e === 'object' && e !== null && typeof (e as PgError).code === 'string' && /^[0-9A-Z]{5}$/.test((e as PgError).code!))
    return e as PgError
  return undefined
}

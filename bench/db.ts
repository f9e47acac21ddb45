// The bench database: dropped and created fresh, migrated, and dropped again at the end.
import postgres from 'postgres'

export const BENCH_DB_NAME = 'netinv_bench'

/** The server-level URL the bench starts from (any database on the target cluster). */
export function adminUrl(): string {
  return process.env.BENCH_DATABASE_URL || process.env.DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres'
}

export function withDatabase(url: string, name: string): string {
  const u = new URL(url)
  u.pathname = `/${name}`
  return u.toString()
}

/** `fn` with a connection to the server's maintenance database (to create and drop bench databases). */
export async function withAdmin<T>(fn: (sql: postgres.Sql) => Promise<T>): Promise<T> {
  const sql = postgres(adminUrl(), { max: 1, onnotice: () => {} })
  try {
    return await fn(sql)
  } finally {
    await sql.end({ timeout: 5 })
  }
}

/** Drop and recreate the bench database; returns its URL. */
export async function createBenchDb(): Promise<string> {
  await withAdmin(async (sql) => {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${BENCH_DB_NAME} WITH (FORCE)`)
    await sql.unsafe(`CREATE DATABASE ${BENCH_DB_NAME}`)
  })
  return withDatabase(adminUrl(), BENCH_DB_NAME)
}

export async function dropBenchDb(): Promise<void> {
  await withAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${BENCH_DB_NAME} WITH (FORCE)`))
}

// At start, after the migrations: every table and column the code expects (the Drizzle tables that
// codegen writes from the models, plus src/db/schema/) must exist in the database. A model added or
// changed without its migration would otherwise start the server and then answer 500 on every
// request to that model; this refuses to start instead, with one line naming what is missing and
// the command that writes the migration.
import { is } from 'drizzle-orm'
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core'
import * as generated from '../generated/db/index.js'
import * as auth from './schema/auth.js'
import * as cablepath from './schema/cablepath.js'
import type { Queryable } from './types.js'

export class SchemaMismatchError extends Error {}

/** Table name → the columns the code reads and writes. */
export function expectedSchema(): Map<string, string[]> {
  const out = new Map<string, string[]>()
  for (const v of [...Object.values(generated), ...Object.values(auth), ...Object.values(cablepath)])
    if (is(v, PgTable)) {
      const cfg = getTableConfig(v)
      out.set(cfg.name, cfg.columns.map((c) => c.name))
    }
  return out
}

/** What the database lacks, as `table "x"` or `column "x"."y"` (empty: nothing). */
export async function missingSchema(db: Queryable): Promise<string[]> {
  const rows = await db.query<{ table: string; column: string }>(
    `SELECT c.relname AS "table", a.attname AS "column"
       FROM pg_catalog.pg_class c
       JOIN pg_catalog.pg_namespace n ON n.oid = c.relnamespace
       JOIN pg_catalog.pg_attribute a ON a.attrelid = c.oid AND a.attnum > 0 AND NOT a.attisdropped
      WHERE n.nspname = current_schema() AND c.relkind IN ('r', 'p')`,
  )
  const present = new Map<string, Set<string>>()
  for (const r of rows) {
    if (!present.has(r.table)) present.set(r.table, new Set())
    present.get(r.table)!.add(r.column)
  }
  const missing: string[] = []
  for (const [table, columns] of [...expectedSchema()].sort(([a], [b]) => a.localeCompare(b))) {
    const have = present.get(table)
    if (!have) missing.push(`table "${table}"`)
    else for (const c of columns) if (!have.has(c)) missing.push(`column "${table}"."${c}"`)
  }
  return missing
}

/** Throws a SchemaMismatchError whose message is one line: what is missing and what to run. */
export async function checkSchema(db: Queryable): Promise<void> {
  const missing = await missingSchema(db)
  if (!missing.length) return
  const more = missing.length > 1 ? ` (and ${missing.length - 1} more: ${missing.slice(1, 4).join(', ')}${missing.length > 4 ? ', …' : ''})` : ''
  throw new SchemaMismatchError(
    `the database has no ${missing[0]}${more}, which the models need: a model changed without its migration. ` +
      `Run \`npx drizzle-kit generate --config drizzle.config.ts --name <what-changed>\`, commit the new drizzle/ files, and start again (migrations are applied at start).`,
  )
}

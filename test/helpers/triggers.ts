// The user triggers of the migrated database whose function's name matches a LIKE pattern: the
// table, the trigger's name and event bits (pg_trigger.tgtype: 1 row-level, 4 insert, 8 delete,
// 16 update), its function, and the columns of an `UPDATE OF` (sorted, comma-joined; '' for none).
import type { Db } from '../../src/db/types.js'

export interface TriggerRow {
  tbl: string
  name: string
  event: number
  fn: string
  cols: string
}

export function triggersByFunction(db: Db, fnLike: string): Promise<TriggerRow[]> {
  return db.query<TriggerRow>(
    `SELECT c.relname AS tbl, t.tgname AS name, t.tgtype::int AS event, p.proname AS fn,
            coalesce((SELECT string_agg(a.attname, ',' ORDER BY a.attname) FROM pg_attribute a WHERE a.attrelid = t.tgrelid AND a.attnum = ANY(t.tgattr)), '') AS cols
       FROM pg_trigger t JOIN pg_class c ON c.oid = t.tgrelid JOIN pg_proc p ON p.oid = t.tgfoid
      WHERE NOT t.tgisinternal AND p.proname LIKE $1`,
    [fnLike],
  )
}

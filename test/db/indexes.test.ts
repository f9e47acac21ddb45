// Indexes follow the filters, checked on the migrated database for every model: each foreign key's
// column leads an index (its filter, and the referenced row's delete, which looks up the rows
// referring to it); a column that leads a composite index has no single-column index beside it (one
// index more to update on every insert, for no query it serves better); a filter the model turns
// off (NetBox has none) has no index of its own.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { registry } from '../../src/generated/registry.js'
import type { FkField } from '../../src/registry/types.js'
import { freshDb } from '../helpers/db.js'

interface IndexRow {
  tbl: string
  name: string
  /** The leading column; null for an expression. */
  col: string | null
  width: number
  uniq: boolean
  partial: boolean
  method: string
}

test('every foreign key leads an index, no column has one beside a composite, no turned-off filter has one', async () => {
  const { db, drop } = await freshDb(1)
  try {
    const rows = await db.query<IndexRow>(`
      SELECT t.relname AS tbl, c.relname AS name, a.attname AS col, i.indnatts::int AS width, i.indisunique AS uniq,
             i.indpred IS NOT NULL AS partial, am.amname AS method
        FROM pg_index i
        JOIN pg_class c ON c.oid = i.indexrelid
        JOIN pg_class t ON t.oid = i.indrelid
        JOIN pg_namespace ns ON ns.oid = t.relnamespace AND ns.nspname = 'public'
        JOIN pg_am am ON am.oid = c.relam
        LEFT JOIN pg_attribute a ON a.attrelid = t.oid AND a.attnum = i.indkey[0]`)
    const byTable = new Map<string, IndexRow[]>()
    for (const r of rows) byTable.set(r.tbl, [...(byTable.get(r.tbl) ?? []), r])
    const leading = (tbl: string, col: string) => (byTable.get(tbl) ?? []).filter((r) => r.col === col && !r.partial && r.method === 'btree')

    const problems: string[] = []
    let fks = 0
    for (const m of Object.values(registry)) {
      if (m.view) continue
      for (const f of m.fields) {
        if (f.kind !== 'fk' || (f.column !== f.name && m.fields.some((o) => o.name === f.column))) continue
        fks++
        if (!leading(m.table, (f as FkField).column).length) problems.push(`${m.key}.${f.name}: no index leads with ${m.table}.${(f as FkField).column}`)
      }
      for (const d of m.filters) {
        if (d.kind !== 'none') continue
        const f = m.fields.find((x) => x.name === d.name)
        const col = f && f.kind !== 'fk' && f.column === f.name ? f.column : d.name === 'created' || d.name === 'last_updated' ? d.name : undefined
        if (col && leading(m.table, col).some((r) => r.width === 1 && !r.uniq)) problems.push(`${m.key}: filter '${d.name}' is turned off, yet ${m.table}.${col} has an index of its own`)
      }
    }
    for (const [tbl, list] of byTable)
      for (const single of list.filter((r) => r.width === 1 && !r.uniq && !r.partial && r.method === 'btree' && r.col))
        if (leading(tbl, single.col!).some((r) => r.width > 1)) problems.push(`${single.name}: ${tbl}.${single.col} also leads a composite index`)
    assert.ok(fks > 100, `only ${fks} foreign keys found: the check looked at the wrong thing`)
    assert.deepEqual(problems, [])
  } finally {
    await drop()
  }
})

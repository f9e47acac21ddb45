// Generated filters use indexes: on ~50k IP addresses and prefixes seeded set-based, the statement a
// filtered list request runs is planned (as a generic plan, as the PostgreSQL driver runs it) with
// an index scan rather than a sequential scan of the table.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import type { Param } from '../../src/db/types.js'
import { type TestApp, testApp } from '../helpers/app.js'

let t: TestApp
const N = 50_000

before(async () => {
  t = await testApp()
  await t.db.exec(`
    INSERT INTO ipam_ipaddress (address, status, dns_name, description)
    SELECT ('11.' || (i % 256) || '.' || (i / 256 % 256) || '.' || (i / 65536 + 1) || '/' || (16 + i % 17))::inet,
           CASE WHEN i % 100 = 0 THEN 'reserved' ELSE 'active' END, 'h' || i || '.example.net', ''
      FROM generate_series(0, ${N - 1}) AS i;
    INSERT INTO ipam_prefix (prefix, status, description)
    SELECT ('12.' || (i % 256) || '.' || (i / 256 % 256) || '.0/24')::cidr, 'active', ''
      FROM generate_series(0, ${N - 1}) AS i;
    INSERT INTO extras_tag (name, slug) VALUES ('t1', 't1'), ('t2', 't2');
    INSERT INTO ipam_prefix_tags (source_id, target_id) SELECT id, (SELECT id FROM extras_tag WHERE slug = 't1') FROM ipam_prefix WHERE id % 500 = 0;
    ANALYZE ipam_ipaddress; ANALYZE ipam_prefix; ANALYZE ipam_prefix_tags;`)
})
after(() => t.close())

type Stmt = { sql: string; params: Param[] }
type Run = (s: string, p?: Param[]) => Promise<unknown[]>

/** The page and count statements the engine runs while serving one request (observed, not altered). */
async function statements(url: string): Promise<{ page: Stmt; count: Stmt }> {
  const seen: Stmt[] = []
  const db = t.db as unknown as { rows: Run; query: Run }
  const { rows, query } = db
  db.rows = (sql, params = []) => {
    seen.push({ sql, params })
    return rows.call(t.db, sql, params)
  }
  db.query = (sql, params = []) => {
    if (sql.startsWith('SELECT count(*)')) seen.push({ sql, params })
    return query.call(t.db, sql, params)
  }
  try {
    const res = await t.api('GET', url)
    assert.equal(res.status, 200, res.text)
  } finally {
    db.rows = rows
    db.query = query
  }
  return { page: seen.find((s) => !s.sql.startsWith('SELECT count'))!, count: seen.find((s) => s.sql.startsWith('SELECT count'))! }
}

const literal = (p: Param): string => {
  if (p === null) return 'NULL'
  if (typeof p === 'number' || typeof p === 'boolean') return String(p)
  if (Array.isArray(p)) return `ARRAY[${p.map((x) => literal(x as Param)).join(', ')}]`
  return `'${String(p).replace(/'/g, "''")}'`
}

let n = 0
/** EXPLAIN of the generic plan PostgreSQL would reuse for this statement. */
async function genericPlan(sql: string, params: Param[]): Promise<string> {
  const name = `s${++n}`
  // One transaction: one connection of the pool, where the prepared statement lives.
  return t.db.transaction(async (tx) => {
    await tx.exec(`SET LOCAL plan_cache_mode = force_generic_plan; PREPARE ${name} AS ${sql}`)
    const rows = await tx.query<Record<string, string>>(`EXPLAIN EXECUTE ${name}(${params.map(literal).join(', ')})`)
    await tx.exec(`DEALLOCATE ${name}`)
    return rows.map((r) => Object.values(r)[0]).join('\n')
  })
}

/** Plans of the page (which must not scan the whole table) and of the count, joined. */
async function planOf(url: string, table: string): Promise<string> {
  const { page, count } = await statements(url)
  const pagePlan = await genericPlan(page.sql, page.params)
  assert.doesNotMatch(pagePlan, new RegExp(`Seq Scan on ${table} t\\b`), pagePlan)
  return `${pagePlan}\n--- count\n${await genericPlan(count.sql, count.params)}`
}

/** The filter's own index serves the page or the count. */
async function usesIndex(url: string, table: string, index: RegExp): Promise<void> {
  const plan = await planOf(url, table)
  assert.match(plan, index, plan)
}

describe(`index use on ${N} rows`, () => {
  test('parent= on IP addresses', async () => {
    await usesIndex('/api/ipam/ip-addresses/?parent=11.42.0.0/16', 'ipam_ipaddress', /ipam_ipaddress_address_(idx|gist)/)
    const res = await t.api('GET', '/api/ipam/ip-addresses/?parent=11.42.0.0/16&limit=5')
    assert.ok(res.body.count > 100, res.text.slice(0, 200))
    for (const r of res.body.results) assert.match(r.address, /^11\.42\./)
  })

  test('within / within_include / contains on prefixes', async () => {
    await usesIndex('/api/ipam/prefixes/?within=12.42.0.0/16', 'ipam_prefix', /ipam_prefix_prefix_(idx|gist)/)
    await usesIndex('/api/ipam/prefixes/?within_include=12.42.0.0/16', 'ipam_prefix', /ipam_prefix_prefix_(idx|gist)/)
    await usesIndex('/api/ipam/prefixes/?contains=12.42.7.9', 'ipam_prefix', /ipam_prefix_prefix_gist/)
    const found = await t.api('GET', '/api/ipam/prefixes/?contains=12.42.7.9')
    assert.deepEqual(found.body.results.map((r: { prefix: string }) => r.prefix), ['12.42.7.0/24'])
  })

  test('mask_length, choice, text, created and tag filters', async () => {
    await usesIndex('/api/ipam/ip-addresses/?mask_length=20', 'ipam_ipaddress', /ipam_ipaddress_address_masklen_idx/)
    await usesIndex('/api/ipam/ip-addresses/?status=reserved', 'ipam_ipaddress', /ipam_ipaddress_status_idx/)
    await usesIndex('/api/ipam/ip-addresses/?dns_name=h77.example.net', 'ipam_ipaddress', /ipam_ipaddress_dns_name_idx/)
    await usesIndex('/api/ipam/ip-addresses/?created__gte=2999-01-01', 'ipam_ipaddress', /ipam_ipaddress_created_idx/)
    // The join table drives: each tagged prefix is then fetched by primary key.
    await usesIndex('/api/ipam/prefixes/?tag=t1', 'ipam_prefix', /Index Scan using ipam_prefix_pkey on ipam_prefix t/)
  })

  test('tag= repeated 150 times reads the join table once, not once per tag (one EXISTS each took 25 s to plan)', async () => {
    const many = Array.from({ length: 150 }, (_, i) => `tag=x${i}`).join('&')
    for (const url of [`/api/ipam/prefixes/?${many}`, `/api/ipam/prefixes/?${many}&tag=t1`, `/api/ipam/prefixes/?tag=t1&tag=t2&tag=t1`]) {
      // The count's plan (the page's also joins the tags to show them).
      const { count } = await statements(url)
      const plan = await genericPlan(count.sql, count.params)
      assert.equal(plan.match(/ on ipam_prefix_tags\b/g)?.length, 1, plan)
    }
    assert.equal((await t.api('GET', `/api/ipam/prefixes/?${many}&tag=t1`)).body.count, 0, 'an unknown tag: nothing has every tag')
    assert.equal((await t.api('GET', '/api/ipam/prefixes/?tag=t1&tag=t1')).body.count, N / 500, 'a repeated tag counts once')
    assert.equal((await t.api('GET', '/api/ipam/prefixes/?tag=t1&tag=t2')).body.count, 0)
  })
})

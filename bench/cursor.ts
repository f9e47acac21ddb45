// `npm run bench:cursor`: keyset pagination at depth. CURSOR_ROWS (default 10,000,000) ASNs are
// inserted set-based (one INSERT … SELECT from generate_series, not through the engine: the point is
// the read path at that size) into a database of its own (netinv_bench_cursor, dropped at the end),
// then pages of 50 are fetched through the HTTP layer (fastify inject, one in-process app):
//   - the first page (offset and cursor, the latter with count=false);
//   - a page at depth ~99% by cursor (the next link of the page before it), with and without count;
//   - the same page by offset (what a client without cursors pays);
//   - NetBox 4.6's start= at the same depth.
// ASNs list by (asn, id): the cursor seeks on a key that is not the id. Each figure is the median
// of RUNS requests after one discarded; the machine may be shared, so read them as orders of size.
import { buildApp } from '../src/api/app.js'
import { keyDigest, keyHint, newTokenKey } from '../src/auth/keys.js'
import { ensureSuperuser } from '../src/cli/superuser.js'
import { loadConfig } from '../src/config.js'
import { openPostgres } from '../src/db/postgres.js'
import { adminUrl, withAdmin, withDatabase } from './db.js'

const DB = 'netinv_bench_cursor'
const ROWS = Number(process.env.CURSOR_ROWS ?? 10_000_000)
const RUNS = Number(process.env.CURSOR_RUNS ?? 5)
const LIMIT = 50

const log = (s: string) => process.stderr.write(`[bench:cursor] ${s}\n`)

const admin = (sqlText: string) => withAdmin((sql) => sql.unsafe(sqlText))

function median(xs: number[]): number {
  const s = [...xs].sort((a, b) => a - b)
  return Math.round(s[Math.floor(s.length / 2)] * 10) / 10
}

async function main(): Promise<void> {
  await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`)
  await admin(`CREATE DATABASE ${DB}`)
  const url = withDatabase(adminUrl(), DB)
  const db = openPostgres(url, 4)
  try {
    await db.migrate()
    log(`inserting ${ROWS.toLocaleString('en')} ASNs`)
    const t0 = performance.now()
    await db.exec(`INSERT INTO ipam_rir (name, slug, is_private, description, custom_field_data) VALUES ('Bench', 'bench', false, '', '{}')`)
    // asn descending with the id, so the (asn, id) order is not the id order.
    await db.exec(`
      INSERT INTO ipam_asn (asn, rir_id, description, comments, custom_field_data)
      SELECT 4000000000 - i, (SELECT id FROM ipam_rir LIMIT 1), '', '', '{}'
      FROM generate_series(1, ${ROWS}) AS i`)
    await db.exec('VACUUM ANALYZE ipam_asn')
    const seedMs = Math.round(performance.now() - t0)
    log(`inserted in ${seedMs} ms`)

    const config = loadConfig({ DATABASE_URL: url, SECRET_KEY: 'bench-secret-key-bench-secret-key-bench-secret-key-0123' })
    const app = await buildApp({ config, db, logger: false })
    await app.ready()
    await ensureSuperuser(db, 'bench', 'bench-password-123')
    const key = newTokenKey()
    await db.query(`INSERT INTO users_token (user_id, key_digest, key_hint, write_enabled) SELECT id, $1, $2, false FROM users_user WHERE username = 'bench'`, [
      keyDigest(config.secretKey, key),
      keyHint(key),
    ])
    const get = async (path: string) => {
      const res = await app.inject({ method: 'GET', url: path, headers: { authorization: `Token ${key}`, accept: 'application/json' } })
      if (res.statusCode !== 200) throw new Error(`GET ${path}: ${res.statusCode} ${res.body.slice(0, 300)}`)
      return JSON.parse(res.body) as { count: number | null; next: string | null; results: Array<{ id: number; asn: number }> }
    }
    const timed = async (path: string) => {
      const ms: number[] = []
      let body = await get(path) // discarded: plans and caches warm
      for (let i = 0; i < RUNS; i++) {
        const t = performance.now()
        body = await get(path)
        ms.push(performance.now() - t)
      }
      if (body.results.length !== LIMIT) throw new Error(`GET ${path}: ${body.results.length} results`)
      return { ms: median(ms), body }
    }

    const depth = ROWS - ROWS / 100 // ~9.9M of 10M
    // The cursor at that depth: the one a client walking the list holds on reaching the row before it.
    const [anchor] = await db.query<{ asn: string; id: number }>(`SELECT asn::text AS asn, id FROM ipam_asn ORDER BY asn, id OFFSET ${depth - 1} LIMIT 1`)
    const cursor = await cursorAfter(get, anchor.asn)

    const rows: Array<[string, number, string]> = []
    const add = (scenario: string, r: { ms: number }, note = '') => {
      rows.push([scenario, r.ms, note])
      log(`${scenario}: ${r.ms} ms ${note}`)
    }
    add('first page, offset (count)', await timed(`/api/ipam/asns/?limit=${LIMIT}`))
    add('first page, cursor, count=false', await timed(`/api/ipam/asns/?pagination=cursor&count=false&limit=${LIMIT}`))
    add('first page, cursor (count)', await timed(`/api/ipam/asns/?pagination=cursor&limit=${LIMIT}`))
    const deep = await timed(`/api/ipam/asns/?cursor=${cursor}&count=false&limit=${LIMIT}`)
    add(`page at depth ${depth.toLocaleString('en')}, cursor, count=false`, deep)
    add(`page at depth ${depth.toLocaleString('en')}, cursor (count)`, await timed(`/api/ipam/asns/?cursor=${cursor}&limit=${LIMIT}`))
    const off = await timed(`/api/ipam/asns/?limit=${LIMIT}&offset=${depth}`)
    add(`page at depth ${depth.toLocaleString('en')}, offset`, off)
    if (off.body.results[0].id !== deep.body.results[0].id) throw new Error('cursor and offset pages differ')
    const [startId] = await db.query<{ id: number }>(`SELECT id FROM ipam_asn ORDER BY id OFFSET ${depth} LIMIT 1`)
    add(`page at depth ${depth.toLocaleString('en')}, start= (by id)`, await timed(`/api/ipam/asns/?start=${startId.id}&limit=${LIMIT}`))
    await app.close()

    const pg = (await db.query<{ server_version: string }>('SHOW server_version'))[0].server_version
    console.log(`\nKeyset pagination, ${ROWS.toLocaleString('en')} ASNs (PostgreSQL ${pg}; inserted in ${seedMs} ms), pages of ${LIMIT}, median of ${RUNS}:\n`)
    console.log('| scenario | ms |')
    console.log('|---|---:|')
    for (const [s, ms] of rows) console.log(`| ${s} | ${ms} |`)
  } finally {
    await db.close()
    await admin(`DROP DATABASE IF EXISTS ${DB} WITH (FORCE)`)
  }
}

/**
 * The cursor a client walking the default ordering holds on reaching the anchor row: the next link
 * of a one-row cursor page of that row (filters do not enter the cursor, so it is valid unfiltered).
 */
async function cursorAfter(
  get: (path: string) => Promise<{ next: string | null; results: Array<{ id: number }> }>,
  asn: string,
): Promise<string> {
  const page = await get(`/api/ipam/asns/?pagination=cursor&count=false&limit=1&asn__gte=${asn}`)
  if (!page.next) throw new Error('no next link')
  return new URL(page.next).searchParams.get('cursor')!
}

main().catch((e: unknown) => {
  console.error(e)
  process.exit(1)
})

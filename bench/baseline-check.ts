// npx tsx bench/baseline-check.ts: seeds the bench database, then compares netinventory's device
// page (in process) with the hand-written baseline's (bench/baseline-query.ts) for a few pages and
// prints where they differ (BASELINE_DUMP=<prefix> writes both pages to files). The bench makes the same check before it measures; this is the quick
// loop for keeping the baseline identical when the device representation changes.
import { writeFileSync } from 'node:fs'
import postgres from 'postgres'
import { isDeepStrictEqual } from 'node:util'
import { buildApp } from '../src/api/app.js'
import { ensureSuperuser } from '../src/cli/superuser.js'
import { loadConfig } from '../src/config.js'
import { openPostgres } from '../src/db/postgres.js'
import { keyDigest, keyHint, newTokenKey } from '../src/auth/keys.js'
import { BASELINE_DEVICES_SQL, devicePage } from './baseline-query.js'
import { createBenchDb, dropBenchDb } from './db.js'
import { seed } from './seed.js'

/** Paths where the two values differ (at most `max`). */
export function differences(a: unknown, b: unknown, at = '', out: string[] = [], max = 20): string[] {
  if (out.length >= max || isDeepStrictEqual(a, b)) return out
  if (a && b && typeof a === 'object' && typeof b === 'object' && Array.isArray(a) === Array.isArray(b)) {
    const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])]
    const ka = Object.keys(a).join(','), kb = Object.keys(b).join(',')
    if (ka !== kb && new Set(Object.keys(a)).size === new Set(Object.keys(b)).size && keys.length === Object.keys(a).length) out.push(`${at || '.'}: key order differs`)
    for (const k of keys) differences((a as Record<string, unknown>)[k], (b as Record<string, unknown>)[k], `${at}.${k}`, out, max)
    return out
  }
  out.push(`${at}: ours ${JSON.stringify(a)?.slice(0, 200)} | baseline ${JSON.stringify(b)?.slice(0, 200)}`)
  return out
}

async function main(): Promise<void> {
  const url = await createBenchDb()
  const db = openPostgres(url, 4)
  try {
    await db.migrate()
    const config = loadConfig({ DATABASE_URL: url })
    await seed(db, config.secretKey)
    await db.exec('VACUUM ANALYZE')
    await ensureSuperuser(db, 'bench', 'bench-password-123')
    const key = newTokenKey()
    await db.query(`INSERT INTO users_token (user_id, key_digest, key_hint, write_enabled) SELECT id, $1, $2, true FROM users_user WHERE username = 'bench'`, [keyDigest(config.secretKey, key), keyHint(key)])
    const app = await buildApp({ config, db, logger: false })
    const sql = postgres(url, { max: 1, onnotice: () => {} })
    const base = 'http://localhost'
    let same = 0
    for (const [limit, offset] of [[50, 0], [50, 950], [1000, 0]]) {
      const res = await app.inject({ url: `/api/dcim/devices/?limit=${limit}${offset ? `&offset=${offset}` : ''}`, headers: { authorization: `Token ${key}`, host: 'localhost' } })
      const ours = JSON.parse(res.body) as unknown
      const rows = await sql.unsafe(BASELINE_DEVICES_SQL, [limit, offset], { prepare: true })
      const theirs = JSON.parse(JSON.stringify(devicePage(base, rows, limit, offset))) as unknown
      if (process.env.BASELINE_DUMP) writeFileSync(`${process.env.BASELINE_DUMP}-${limit}-${offset}.json`, JSON.stringify({ ours, theirs }, null, 1))
      const diff = differences(ours, theirs)
      const bytes = res.body === JSON.stringify(devicePage(base, rows, limit, offset))
      console.log(`limit=${limit} offset=${offset}: ${diff.length ? 'DIFFERENT' : 'same'}; byte-for-byte ${bytes ? 'identical' : 'different'}`)
      for (const d of diff) console.log(`  ${d}`)
      if (!diff.length && bytes) same++
    }
    await sql.end()
    await app.close()
    process.exitCode = same === 3 ? 0 : 1
  } finally {
    await db.close()
    if (process.env.BENCH_KEEP_DB !== '1') await dropBenchDb()
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await main()

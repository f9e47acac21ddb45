// Counts and durations of the hardening tests: bounded in CI (the whole `npm run test:hardening`
// in about four minutes), larger with HARDENING_LONG=1 for a local soak. Figures each test
// measured are written to .test-cache/hardening/<name>.json for `npm run hardening:report`.
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { projectRoot } from '../../src/db/paths.js'

export const LONG = /^(1|true|yes)$/i.test(process.env.HARDENING_LONG ?? '')

export const settings = {
  fuzzCasesPerOperation: Number(process.env.HARDENING_FUZZ_CASES ?? (LONG ? 300 : 12)),
  fuzzSeed: Number(process.env.HARDENING_SEED ?? Math.floor(Math.random() * 2 ** 31)),
  concurrencyWriters: 50,
  concurrencySeconds: Number(process.env.HARDENING_CONCURRENCY_SECONDS ?? (LONG ? 30 : 8)),
  faultBulkRequests: LONG ? 400 : 60,
  outageSeconds: Number(process.env.HARDENING_OUTAGE_SECONDS ?? 10),
}

export const reportDir = join(projectRoot, '.test-cache', 'hardening')

export function writeFigures(name: string, figures: object): void {
  mkdirSync(reportDir, { recursive: true })
  const db = process.env.DATABASE_URL ? 'postgres' : 'pglite'
  writeFileSync(join(reportDir, `${name}-${db}.json`), JSON.stringify({ name, db, at: new Date().toISOString(), long: LONG, ...figures }, null, 2))
}

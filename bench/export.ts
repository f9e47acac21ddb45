// npm run bench:export — the streaming export at scale: a million IP addresses (bench/million.ts)
// exported as NDJSON over a real socket from the real server (a child process) on PostgreSQL.
// Reports the time, rows/s, bytes, and the server's resident memory sampled along the stream
// (at 10k, 100k, 500k, 1M rows) and its peak (VmHWM), so that flat memory is visible: the RSS at
// 100k rows and at 1M should be the same to within noise.
//
// Env: BENCH_DATABASE_URL (or DATABASE_URL; default postgres://postgres@127.0.0.1:5432/postgres),
// EXPORT_ROWS (1,000,000), EXPORT_FORMAT (ndjson | csv; default ndjson), EXPORT_BRIEF=1 (brief form),
// BENCH_KEEP_DB=1 keeps the database (netinv_bench_export) and skips seeding when it is already full.
import { request } from 'node:http'
import { readFileSync } from 'node:fs'
import { loadavg } from 'node:os'
import { openPostgres } from '../src/db/postgres.js'
import { adminUrl, withAdmin, withDatabase } from './db.js'
import { MILLION, seedMillionIps } from './million.js'
import { peakRssMb, resetPeakRss, startNode, type Child, NETINV } from './server.js'
import { postJson } from './measure.js'

const DB_NAME = 'netinv_bench_export' // not the shared netinv_bench: a concurrent `npm run bench` drops that one
const ROWS = Number(process.env.EXPORT_ROWS ?? MILLION)
const FORMAT = process.env.EXPORT_FORMAT === 'csv' ? 'csv' : 'ndjson'
const BRIEF = process.env.EXPORT_BRIEF === '1'
const KEEP = process.env.BENCH_KEEP_DB === '1'
const SUPERUSER = { username: 'bench', password: 'bench-password-123' }
const log = (msg: string) => console.error(`[bench:export] ${msg}`)

function rssMb(pid: number): number | null {
  try {
    const m = /^VmRSS:\s+(\d+) kB/m.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Math.round(Number(m[1]) / 102.4) / 10 : null
  } catch {
    return null
  }
}

async function prepare(): Promise<string> {
  const url = withDatabase(adminUrl(), DB_NAME)
  if (KEEP) {
    const exists = await withAdmin((sql) => sql`SELECT 1 FROM pg_database WHERE datname = ${DB_NAME}`)
    if (exists.length) {
      const db = openPostgres(url, 1)
      try {
        await db.migrate()
        const [{ n }] = await db.query<{ n: number }>('SELECT count(*)::int AS n FROM ipam_ipaddress')
        if (n >= ROWS) {
          log(`reusing ${DB_NAME} (${n} IP addresses)`)
          return url
        }
      } finally {
        await db.close()
      }
    }
  }
  await withAdmin(async (sql) => {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
    await sql.unsafe(`CREATE DATABASE ${DB_NAME}`)
  })
  const db = openPostgres(url, 1)
  try {
    await db.migrate()
  } finally {
    await db.close()
  }
  log(`seeding ${ROWS.toLocaleString('en')} IP addresses`)
  const seeded = await seedMillionIps(url, ROWS)
  log(`seeded in ${seeded.ms} ms`)
  return url
}

interface ExportRun {
  rows: number
  bytes: number
  ms: number
  firstByteMs: number
  /** Server RSS (MB) when the client had received this many rows. */
  rssAt: Record<string, number | null>
  peakRssMb: number | null
  lastLine: string
}

function exportOnce(child: Child, token: string, path: string): Promise<ExportRun> {
  const milestones = [10_000, 100_000, 250_000, 500_000, 750_000, 1_000_000, 2_000_000].filter((n) => n <= ROWS)
  const rssAt: Record<string, number | null> = {}
  return new Promise((resolve, reject) => {
    const t0 = performance.now()
    let firstByteMs = -1
    const req = request(`${child.base}${path}`, { headers: { authorization: `Token ${token}`, accept: FORMAT === 'csv' ? 'text/csv' : 'application/x-ndjson' } }, (res) => {
      if (res.statusCode !== 200) {
        let body = ''
        res.on('data', (c: Buffer) => (body += c.toString()))
        res.on('end', () => reject(new Error(`HTTP ${res.statusCode}: ${body.slice(0, 300)}`)))
        return
      }
      let rows = FORMAT === 'csv' ? -1 : 0 // the CSV header is a line too
      let bytes = 0
      let next = 0
      let tail = ''
      res.on('data', (chunk: Buffer) => {
        if (firstByteMs < 0) firstByteMs = performance.now() - t0
        bytes += chunk.length
        for (let i = chunk.indexOf(10); i !== -1; i = chunk.indexOf(10, i + 1)) rows++
        tail = (tail + chunk.toString('utf8', Math.max(0, chunk.length - 400))).slice(-400)
        while (next < milestones.length && rows >= milestones[next]) rssAt[milestones[next++].toLocaleString('en')] = rssMb(child.pid)
      })
      res.on('end', () => {
        const lines = tail.trimEnd().split('\n')
        resolve({ rows, bytes, ms: performance.now() - t0, firstByteMs, rssAt, peakRssMb: peakRssMb(child.pid), lastLine: lines[lines.length - 1].slice(0, 200) })
      })
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end()
  })
}

async function main(): Promise<void> {
  const load = loadavg()[0]
  if (load > 0.5) log(`warning: load average is ${load.toFixed(2)}; other work on this machine skews the numbers`)
  const url = await prepare()
  const child = await startNode(
    'netinventory',
    NETINV,
    ['start'],
    { DATABASE_URL: url, SUPERUSER_NAME: SUPERUSER.username, SUPERUSER_PASSWORD: SUPERUSER.password, LOG_LEVEL: 'warn' },
    [],
    '/api/',
  )
  try {
    const prov = await postJson(`${child.base}/api/users/tokens/provision/`, null, SUPERUSER)
    if (prov.status !== 201) throw new Error(`token provision: HTTP ${prov.status}: ${JSON.stringify(prov.body)}`)
    const token = (prov.body as { key: string }).key
    const path = `/api/ipam/ip-addresses/${BRIEF ? '?brief=1' : ''}`
    // A warm-up page so that compiled selects and the first connection are not in the export's figures.
    await exportSmall(child, token)
    const idleRss = rssMb(child.pid)
    resetPeakRss(child.pid)
    log(`exporting ${path} as ${FORMAT} (server RSS before: ${idleRss} MB)`)
    const run = await exportOnce(child, token, path)
    const rowsPerSec = Math.round(run.rows / (run.ms / 1000))
    const report = {
      format: FORMAT,
      brief: BRIEF,
      rows: run.rows,
      expectedRows: ROWS,
      seconds: Math.round(run.ms / 100) / 10,
      firstByteMs: Math.round(run.firstByteMs),
      rowsPerSec,
      megabytes: Math.round(run.bytes / 1e5) / 10,
      serverRssBeforeMb: idleRss,
      serverRssAtRowsMb: run.rssAt,
      serverPeakRssMb: run.peakRssMb,
      loadAverage: loadavg().map((x) => Math.round(x * 100) / 100),
    }
    console.log(JSON.stringify(report, null, 2))
    if (run.rows !== ROWS) log(`warning: ${run.rows} rows received, ${ROWS} expected; last line: ${run.lastLine}`)
  } finally {
    await child.stop()
    if (!KEEP) await withAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`))
  }
}

async function exportSmall(child: Child, token: string): Promise<void> {
  const res = await fetch(`${child.base}/api/ipam/ip-addresses/?limit=100`, { headers: { authorization: `Token ${token}` } })
  await res.arrayBuffer()
}

main().catch((e: unknown) => {
  console.error(e)
  process.exitCode = 1
})

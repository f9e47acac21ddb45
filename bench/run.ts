// npm run bench: seed a fresh PostgreSQL database through the engine, load the real server (a child
// process) and a hand-written baseline with autocannon, and report throughput, latency and memory.
//
// Env: BENCH_DATABASE_URL (or DATABASE_URL; default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_DURATION seconds per scenario (10), BENCH_WARMUP seconds before each (2; also one unmeasured
// pass over every read before the first is measured),
// BENCH_CONNECTIONS (8), BENCH_KEEP_DB=1 keeps netinv_bench, BENCH_CPU_PROF=1 profiles our server,
// BENCH_PGLITE=1 serves the data set from embedded PGlite in a temporary DATA_DIR instead (no
// hand-written baseline, million-row or webhook parts, which need a PostgreSQL server; results in
// latest-pglite.json), BENCH_SCALE (1) multiplies the data set (bench/seed.ts; results go to latest-x<N>.json),
// BENCH_PROCESSES (1): netinventory's PROCESSES (server CPU and peak RSS count every process: the
// RSS as the sum of each one's peak). bench/floor.ts compares 1 and 2 processes back to back (BENCH_PROCESSES=1,2).
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { isDeepStrictEqual } from 'node:util'
import { loadConfig } from '../src/config.js'
import { projectRoot } from '../src/db/paths.js'
import { connect } from '../src/db/connect.js'
import { openPostgres } from '../src/db/postgres.js'
import { cpuSince, cpuSnapshot, type CpuSpent } from './cpu.js'
import { mainThreadProfile, type ProfileSummary, summarise } from './cpu-profile.js'
import { BENCH_DB_NAME, createBenchDb, dropBenchDb } from './db.js'
import { bulkCreate, getJson, load, type LoadOptions, type LoadResult, percentile, postJson, singleCreates } from './measure.js'
import { type CpuRow, printReport } from './report.js'
import { MILLION, seedMillionIps } from './million.js'
import { SCALE, seed, type SeedResult } from './seed.js'
import { ALL_PROCESSES_SERVING, type Child, peakRssMb, resetPeakRss, startNode, waitForOutput, NETINV } from './server.js'
import { profileSql } from './sql-profile.js'
import { compareLines, loadCommitted } from './compare.js'
import { type Row, writeJson } from './table.js'

const num = (name: string, dflt: number) => {
  const raw = process.env[name]
  const n = raw === undefined || raw === '' ? dflt : Number(raw)
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got '${raw}'`)
  return n
}

const opts: LoadOptions = { connections: num('BENCH_CONNECTIONS', 8), duration: num('BENCH_DURATION', 10) }
const warmupSeconds = num('BENCH_WARMUP', 2)
const WARM_BULKS = 3
const SINGLE_WARMUP = 100
const SINGLE_POSTS = 500
const keepDb = process.env.BENCH_KEEP_DB === '1'
const cpuProf = process.env.BENCH_CPU_PROF === '1'
const processes = num('BENCH_PROCESSES', 1)
const pglite = process.env.BENCH_PGLITE === '1'
/** The PGlite run's DATA_DIR (removed at the end). */
let pgliteDir: string | undefined
const resultsDir = join(projectRoot, 'bench', 'results')
const cpuDir = join(resultsDir, 'cpu')
const SUPERUSER = { username: 'bench', password: 'bench-password-123' }
const DEVICES = 'GET devices ?limit=50'
const BASELINE = 'baseline: GET devices ?limit=50'
/** The GraphQL read next to the REST ones: what REST needs three requests for. */
const GRAPHQL_DEVICES = '{ device_list(pagination: {limit: 50}) { id name site { id name } interfaces { id name ip_addresses { id address } } } }'

const children: Child[] = []
const log = (msg: string) => console.error(`[bench] ${msg}`)

async function spawnChild(name: string, script: string, args: string[], env: Record<string, string>, flags: string[], readyPath: string): Promise<Child> {
  const child = await startNode(name, script, args, env, flags, readyPath)
  children.push(child)
  return child
}

async function stopChild(child: Child): Promise<void> {
  await child.stop()
  children.splice(children.indexOf(child), 1)
}

/** Seed a fresh database and bring it to a steady state; returns its URL. */
async function prepareDatabase(): Promise<{ url: string; seeded: SeedResult; pgVersion: string }> {
  if (pglite) pgliteDir = mkdtempSync(join(tmpdir(), 'netinv-bench-'))
  else log(`creating database ${BENCH_DB_NAME}`)
  const url = pglite ? '' : await createBenchDb()
  const db = pglite ? await connect({ databaseUrl: '', dataDir: pgliteDir!, dbPoolSize: 1 }) : openPostgres(url, 4)
  try {
    await db.migrate()
    log('seeding through the engine (createObjects)')
    const t0 = performance.now()
    const seeded = await seed(db, loadConfig().secretKey)
    seeded.timings.total = Math.round(performance.now() - t0)
    log(`seeded in ${seeded.timings.total} ms: ${Object.entries(seeded.counts).map(([k, v]) => `${v} ${k}`).join(', ')}`)
    // Statistics and visibility maps as autovacuum would leave them (it may be off on a dev cluster).
    await db.exec('VACUUM ANALYZE')
    const pgVersion = `${pglite ? 'PGlite ' : ''}${(await db.query<{ server_version: string }>('SHOW server_version'))[0].server_version}`
    return { url, seeded, pgVersion }
  } finally {
    await db.close()
  }
}

interface Measured<T> {
  result: T
  peakRssMb: number | null
  cpu: CpuSpent
}

/** Run one scenario with the child's peak RSS reset before and read after, and CPU time counted. */
async function measured<T>(child: Child, fn: () => Promise<T>): Promise<Measured<T>> {
  resetPeakRss(child.pid)
  const before = cpuSnapshot(child.pid, BENCH_DB_NAME)
  const result = await fn()
  return { result, peakRssMb: peakRssMb(child.pid), cpu: cpuSince(before, child.pid, BENCH_DB_NAME) }
}

function cpuRow(scenario: string, requests: number, cpu: CpuSpent): CpuRow {
  const per = (ms: number) => Math.round((ms / Math.max(1, requests)) * 100) / 100
  return {
    scenario,
    requests,
    serverMsPerRequest: per(cpu.serverMs),
    postgresMsPerRequest: per(cpu.postgresMs),
    loadGeneratorMsPerRequest: per(cpu.loadGeneratorMs),
  }
}

async function expectOk(url: string, token: string, check: (body: Record<string, unknown>) => string | undefined): Promise<void> {
  const { status, body } = await getJson<Record<string, unknown>>(url, token)
  if (status !== 200) throw new Error(`GET ${url}: HTTP ${status}: ${JSON.stringify(body).slice(0, 300)}`)
  const problem = check(body)
  if (problem) throw new Error(`GET ${url}: ${problem}`)
}

/** The two bodies with each server's own origin removed from URLs. */
function normalised(body: unknown, base: string): unknown {
  return JSON.parse(JSON.stringify(body).split(base).join('')) as unknown
}

/** Seeds a million IP addresses set-based, then loads the first page of one /16 among them. */
async function measureMillion(ours: Child, token: string, url: string) {
  log(`seeding ${MILLION.toLocaleString('en')} IP addresses (set-based INSERT … SELECT)`)
  const million = await seedMillionIps(url)
  log(`seeded in ${million.ms} ms; ${million.matches} addresses in ${million.parent}`)
  const millionPath = `/api/ipam/ip-addresses/?parent=${encodeURIComponent(million.parent)}&limit=50`
  await expectOk(`${ours.base}${millionPath}`, token, (b) =>
    b.count === million.matches && Array.isArray(b.results) && b.results.length === 50 ? undefined : `expected count ${million.matches} and 50 results, got count ${String(b.count)}`,
  )
  const scenario = `GET ip-addresses ?parent=/16&limit=50 (of 1,000,000+)`
  if (warmupSeconds > 0) await load(`${ours.base}${millionPath}`, token, { ...opts, duration: warmupSeconds })
  const mil = await measured(ours, () => load(`${ours.base}${millionPath}`, token, opts))
  const row: Row = {
    scenario,
    reqPerSec: mil.result.reqPerSec,
    p50: mil.result.p50,
    p99: mil.result.p99,
    non2xx: mil.result.non2xx + mil.result.errors + mil.result.timeouts,
    peakRssMb: mil.peakRssMb,
    note: `${million.matches} matches; p99 target < 50 ms`,
  }
  return { million, row, load: mil.result, cpuRow: cpuRow(scenario, mil.result.requests, mil.cpu) }
}

async function main(): Promise<void> {
  const started = Date.now()
  const loadBefore = loadavg()[0]
  if (loadBefore > 0.5) log(`warning: load average is ${loadBefore.toFixed(2)}; other work on this machine skews the numbers`)
  const { url, seeded, pgVersion } = await prepareDatabase()

  log('profiling the list SQL outside HTTP')
  const sql = pglite ? undefined : await profileSql(url)

  log('starting netinventory and the hand-written baseline (child processes)')
  if (cpuProf) rmSync(cpuDir, { recursive: true, force: true })
  const ours = await spawnChild(
    'netinventory',
    NETINV,
    ['start'],
    { ...(pglite ? { DATABASE_URL: '', DATA_DIR: pgliteDir! } : { DATABASE_URL: url }), SUPERUSER_NAME: SUPERUSER.username, SUPERUSER_PASSWORD: SUPERUSER.password, LOG_LEVEL: processes > 1 ? 'info' : 'warn', PROCESSES: String(processes) }, // info: the primary says when all serve
    cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuDir}`] : [],
    '/api/',
  )
  if (processes > 1) await waitForOutput(ours, ALL_PROCESSES_SERVING)
  const startRss = peakRssMb(ours.pid)
  const prov = await postJson(`${ours.base}/api/users/tokens/provision/`, null, SUPERUSER)
  if (prov.status !== 201) throw new Error(`token provision: HTTP ${prov.status}: ${JSON.stringify(prov.body)}`)
  const token = (prov.body as { key: string }).key
  const baseline = pglite ? undefined : await spawnChild('baseline', 'bench/baseline-server.ts', [], { DATABASE_URL: url, BENCH_TOKEN: token }, [], '/')

  const deviceId = seeded.deviceIds[Math.floor(seeded.deviceIds.length / 2)]
  const reads = [
    { scenario: DEVICES, child: ours, path: '/api/dcim/devices/?limit=50', count: 50 },
    ...(baseline ? [{ scenario: BASELINE, child: baseline, path: '/api/dcim/devices/?limit=50', count: 50 }] : []),
    { scenario: 'GET devices ?limit=50&exclude=config_context', child: ours, path: '/api/dcim/devices/?limit=50&exclude=config_context', count: 50 },
    { scenario: 'GET devices ?site_id&status&q (filtered)', child: ours, path: `/api/dcim/devices/?site_id=${seeded.siteIds[1]}&status=active&q=dev-0&limit=50`, count: 50 },
    { scenario: 'GET devices ?limit=50&brief=1', child: ours, path: '/api/dcim/devices/?limit=50&brief=1', count: 50 },
    { scenario: 'GET ip-addresses ?limit=1000', child: ours, path: '/api/ipam/ip-addresses/?limit=1000', count: 1000 },
    { scenario: 'GET devices/<id>/', child: ours, path: `/api/dcim/devices/${deviceId}/`, count: null },
    { scenario: 'GraphQL: 50 devices with site, interfaces, IP addresses', child: ours, path: `/graphql/?query=${encodeURIComponent(GRAPHQL_DEVICES)}`, count: 50 },
  ]
  for (const r of reads)
    await expectOk(`${r.child.base}${r.path}`, token, (b) => {
      if (r.count === null) return b.id === deviceId ? undefined : `expected device ${deviceId}, got id ${String(b.id)}`
      const results = (b.data as { device_list?: unknown[] } | undefined)?.device_list ?? b.results
      const n = Array.isArray(results) ? results.length : -1
      return n === r.count ? undefined : `expected ${r.count} results, got ${n}`
    })
  const oursPage = (await getJson<unknown>(`${ours.base}/api/dcim/devices/?limit=50`, token)).body
  const basePage = baseline ? (await getJson<unknown>(`${baseline.base}/api/dcim/devices/?limit=50`, token)).body : undefined
  const identical = !!baseline && isDeepStrictEqual(normalised(oursPage, ours.base), normalised(basePage, baseline.base))
  if (baseline) log(identical ? "the baseline's page is netinventory's, config contexts included" : "warning: the baseline's page differs from netinventory's (both are in bench/results/latest.json; npx tsx bench/baseline-check.ts shows where)")

  // A fresh server's first seconds under load are not its steady state (JIT tiers, the heap's
  // sizing, each pooled connection's first plans): measured after its own 2 s warm-up, the first
  // scenario cost 3.4 ms of server CPU per device page against 2.0–2.3 in later windows of the same
  // load (2026-11-29). So one unmeasured pass over every read comes first, the baseline's included.
  if (warmupSeconds > 0) {
    log(`warm-up: every read for ${warmupSeconds}s, unmeasured`)
    for (const r of reads) await load(`${r.child.base}${r.path}`, token, { ...opts, duration: warmupSeconds })
  }

  // Reads. The baseline runs right after our devices list, so both see the same machine.
  const rows: Row[] = []
  const cpuRows: CpuRow[] = []
  const loads: Record<string, LoadResult> = {}
  for (const r of reads) {
    const target = `${r.child.base}${r.path}`
    log(`load: ${r.scenario} (${opts.connections} connections, ${warmupSeconds}s warm-up + ${opts.duration}s)`)
    if (warmupSeconds > 0) await load(target, token, { ...opts, duration: warmupSeconds })
    const m = await measured(r.child, () => load(target, token, opts))
    loads[r.scenario] = m.result
    const { reqPerSec, p50, p99, non2xx, errors, timeouts, requests } = m.result
    rows.push({ scenario: r.scenario, reqPerSec, p50, p99, non2xx: non2xx + errors + timeouts, peakRssMb: m.peakRssMb })
    cpuRows.push(cpuRow(r.scenario, requests, m.cpu))
  }
  const baselinePeak = baseline ? peakRssMb(baseline.pid) : null
  if (baseline) await stopChild(baseline)

  // Writes. A bulk POST is measured twice: its first request (which also compiles the write path),
  // comparable with the committed runs, and the median of the next three.
  const bulkRounds = async (scenario: string, bodiesOf: (round: number) => unknown[]) => {
    const url = `${ours.base}/api/ipam/ip-addresses/`
    log(`write: ${scenario}: the first request, then ${WARM_BULKS} more`)
    const first = await measured(ours, () => bulkCreate(url, token, bodiesOf(0)))
    const expected = bodiesOf(0).length
    if (first.result.created !== expected) throw new Error(`bulk create returned ${first.result.created} objects, not ${expected}`)
    rows.push({ scenario, reqPerSec: null, p50: first.result.ms, p99: null, non2xx: 0, peakRssMb: first.peakRssMb, note: 'one request, the first of its kind' })
    cpuRows.push(cpuRow(scenario, 1, first.cpu))
    const warm = await measured(ours, async () => {
      const ms: number[] = []
      for (let round = 1; round <= WARM_BULKS; round++) ms.push((await bulkCreate(url, token, bodiesOf(round))).ms)
      return ms
    })
    const warmScenario = `${scenario}, warm`
    rows.push({ scenario: warmScenario, reqPerSec: null, p50: percentile(warm.result, 50), p99: null, non2xx: 0, peakRssMb: warm.peakRssMb, note: `median of the ${WARM_BULKS} requests after the first` })
    cpuRows.push(cpuRow(warmScenario, WARM_BULKS, warm.cpu))
    return { first: first.result, warmMs: warm.result }
  }
  // Addresses of round r: the third octet 4r + i/250 (distinct for every round, in 10.100/16 and 10.102/16).
  const octets = (round: number, i: number) => `${4 * round + Math.floor(i / 250)}.${(i % 250) + 1}`
  const bulk = await bulkRounds('POST ip-addresses, list of 1,000', (round) =>
    Array.from({ length: 1000 }, (_, i) => ({ address: `10.100.${octets(round, i)}/16`, status: 'active', description: `bulk ${i}` })),
  )
  const ifaces = await getJson<{ results: Array<{ id: number }> }>(`${ours.base}/api/dcim/interfaces/?limit=1000&brief=1`, token)
  const assigned = await bulkRounds(`POST ip-addresses on interfaces, list of ${ifaces.body.results.length}`, (round) =>
    ifaces.body.results.map((x, i) => ({
      address: `10.102.${octets(round, i)}/16`,
      status: 'active',
      assigned_object_type: 'dcim.interface',
      assigned_object_id: x.id,
    })),
  )

  // Steady state, as every other row: the write path is compiled by the first requests, which are
  // not measured (nor is their CPU).
  log(`write: ${SINGLE_POSTS} single IP address POSTs (sequential, after ${SINGLE_WARMUP} unmeasured)`)
  const singleBody = (i: number) => ({ address: `10.101.${Math.floor(i / 250)}.${(i % 250) + 1}/16`, status: 'active' })
  const singleUrl = `${ours.base}/api/ipam/ip-addresses/`
  await singleCreates(singleUrl, token, Array.from({ length: SINGLE_WARMUP }, (_, i) => singleBody(i)), SINGLE_WARMUP)
  const singleBodies = Array.from({ length: SINGLE_POSTS }, (_, i) => singleBody(SINGLE_WARMUP + i))
  const single = await measured(ours, () => singleCreates(singleUrl, token, singleBodies, 0))
  rows.push({
    scenario: 'POST ip-addresses, one object',
    reqPerSec: 1000 / single.result.mean,
    p50: single.result.p50,
    p99: single.result.p99,
    non2xx: single.result.non2xx,
    peakRssMb: single.peakRssMb,
    note: `sequential, n=${single.result.n}`,
  })
  cpuRows.push(cpuRow('POST ip-addresses, one object', singleBodies.length, single.cpu))
  // A million IP addresses, then the first page of one /16 among them (PostgreSQL only).
  const millionPart = pglite ? undefined : await measureMillion(ours, token, url)
  if (millionPart) {
    rows.push(millionPart.row)
    cpuRows.push(millionPart.cpuRow)
    loads[millionPart.row.scenario] = millionPart.load
  }
  const million = millionPart?.million

  // VmHWM is reset per scenario, so the run's peak is the largest of the scenario peaks.
  const peaks = rows.filter((r) => !r.scenario.startsWith('baseline')).map((r) => r.peakRssMb ?? 0)
  const oursPeak = Math.max(startRss ?? 0, peakRssMb(ours.pid) ?? 0, ...peaks)
  await stopChild(ours)

  let cpuProfile: ProfileSummary | undefined
  if (cpuProf) {
    const file = mainThreadProfile(cpuDir, ours.pid)
    if (file) cpuProfile = summarise(file)
    else log('warning: no CPU profile was written')
  }

  const ratio = baseline ? loads[DEVICES].reqPerSec / loads[BASELINE].reqPerSec : null
  const ratioLine =
    ratio === null
      ? 'no hand-written baseline on PGlite'
      : `devices list: ${loads[DEVICES].reqPerSec.toFixed(1)} req/s vs baseline ${loads[BASELINE].reqPerSec.toFixed(1)} req/s ` +
        `→ ratio ${ratio.toFixed(2)} (target ≥ 0.8: ${ratio >= 0.8 ? 'met' : 'NOT met'})`
  const loadAfter = loadavg()[0]
  printReport({
    header:
      `netinventory bench — ${SCALE === 1 ? '' : `data set ×${SCALE}, `}PostgreSQL ${pgVersion}, Node ${process.version}, ${cpus().length} cores, ${processes} server process(es), ${opts.connections} connections, ` +
      `${opts.duration}s per scenario after ${warmupSeconds}s warm-up; load average ${loadBefore.toFixed(2)} before, ${loadAfter.toFixed(2)} after`,
    rows,
    ratioLine,
    identical,
    peakLine: `peak RSS over the whole run: netinventory ${oursPeak} MB (${startRss ?? '-'} MB after start), baseline ${baselinePeak ?? '-'} MB`,
    cpuRows,
    sql,
    cpuProfile,
  })

  // A scaled run (BENCH_SCALE) is its own table: compared with nothing, never the committed one.
  const committedFile = join(projectRoot, 'bench', 'committed.json')
  const comparable = SCALE === 1 && !pglite
  if (comparable) console.log(['', ...compareLines(rows, loadCommitted(committedFile))].join('\n'))

  const file = join(resultsDir, `latest${pglite ? '-pglite' : ''}${SCALE === 1 ? '' : `-x${SCALE}`}.json`)
  const results = {
    date: new Date().toISOString(),
    environment: { node: process.version, postgres: pgVersion, cores: cpus().length, processes, scale: SCALE, loadAverageBefore: loadBefore, loadAverageAfter: loadAfter, warmupSeconds, ...opts },
    seed: { counts: seeded.counts, timingsMs: seeded.timings },
    rows,
    ratio,
    baselineIdentical: identical,
    cpuPerRequest: cpuRows,
    loads,
    bulkCreate1000: bulk,
    bulkCreateAssigned: assigned,
    singleCreate: single.result,
    millionIps: million,
    peakRssMb: { netinventory: oursPeak, netinventoryAfterStart: startRss, baseline: baselinePeak },
    sql,
    cpuProfile,
    ...(identical ? {} : { pages: { netinventory: oursPage, baseline: basePage } }),
    wallSeconds: Math.round((Date.now() - started) / 1000),
  }
  writeJson(file, results)
  console.log(`\nresults written to ${file}`)
  if (process.env.BENCH_COMMIT === '1' && comparable) {
    writeJson(committedFile, { date: results.date, environment: results.environment, rows })
    console.log(`committed results written to ${committedFile}`)
  }
}

async function cleanup(): Promise<void> {
  for (const c of [...children].reverse()) await c.stop().catch(() => {})
  if (pgliteDir) rmSync(pgliteDir, { recursive: true, force: true })
  else if (keepDb) log(`kept database ${BENCH_DB_NAME} (BENCH_KEEP_DB=1)`)
  else await dropBenchDb().catch((e: unknown) => log(`could not drop ${BENCH_DB_NAME}: ${String(e)}`))
}

process.once('SIGINT', () => {
  log('interrupted; cleaning up')
  void cleanup().finally(() => process.exit(130))
})

let failed = false
try {
  await main()
} catch (e) {
  failed = true
  console.error(e)
} finally {
  await cleanup()
}
// Webhook queueing cost and delivery latency run after the list servers have stopped
// (their own database and servers); BENCH_WEBHOOKS=0 skips them.
if (!failed && !pglite && process.env.BENCH_WEBHOOKS !== '0') {
  try {
    const { webhookBench, webhookReport } = await import('./webhooks.js')
    console.log(webhookReport(await webhookBench()))
  } catch (e) {
    failed = true
    console.error(e)
  }
}
process.exit(failed ? 1 : 0)

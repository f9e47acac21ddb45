// npx tsx bench/webhooks.ts — what webhooks cost and how fast they arrive, on PostgreSQL.
//
// 1. Queueing cost: 1,000 single-site POSTs without any event rule and 1,000 with one matching
//    rule, in alternating blocks of 100 (drift on a busy machine falls on both), against a server
//    with WORKERS=0, so the difference is queueing the job in the write's transaction (the change
//    record itself is written in both). Sequential (one client) and concurrent (BENCH_CONNECTIONS
//    clients). Then the same with the in-process worker delivering meanwhile (WORKERS=1, default).
// 2. Delivery: ~BENCH_WEBHOOK_RATE changes/s (200) for BENCH_WEBHOOK_SECONDS (15) to a local
//    receiver: latency from commit (the create's response reaching the client; the commit happens
//    just before it) to receipt, p50/p99, and deliveries/s sustained.
//
// Env: BENCH_DATABASE_URL (or DATABASE_URL; default postgres://postgres@127.0.0.1:5432/postgres),
// BENCH_CONNECTIONS (8), BENCH_WEBHOOK_RATE (200), BENCH_WEBHOOK_SECONDS (15), BENCH_WRITES (1000),
// BENCH_CPU_PROF=1 (CPU profile of the delivering server in bench/results/cpu-webhooks/), BENCH_KEEP_DB=1
// (leave the database for a look afterwards).
// Results: a table on stdout and bench/results/webhooks.json. From bench/run.ts:
//   import { webhookBench } from './webhooks.js'  …  const webhooks = await webhookBench()
import { createServer, type Server as HttpServer } from 'node:http'
import type { AddressInfo } from 'node:net'
import { cpus, loadavg } from 'node:os'
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import postgres from 'postgres'
import { projectRoot } from '../src/db/paths.js'
import { openPostgres } from '../src/db/postgres.js'
import { cpuSince, cpuSnapshot } from './cpu.js'
import { adminUrl, withDatabase } from './db.js'
import { percentile, postJson } from './measure.js'
import { type Child, startNode, NETINV } from './server.js'
import { writeJson } from './table.js'

const DB_NAME = 'netinv_bench_webhooks'
const SUPERUSER = { username: 'bench', password: 'bench-password-123' }
const log = (msg: string) => console.error(`[bench:webhooks] ${msg}`)
const cpuProf = process.env.BENCH_CPU_PROF === '1'

const num = (name: string, dflt: number) => {
  const raw = process.env[name]
  const n = raw === undefined || raw === '' ? dflt : Number(raw)
  if (!Number.isFinite(n) || n <= 0) throw new Error(`${name} must be a positive number, got '${raw}'`)
  return n
}

export interface WriteRun {
  scenario: string
  n: number
  reqPerSec: number
  p50: number
  p99: number
  non2xx: number
  /** CPU per write (ms): the server and its workers, the PostgreSQL backends, this process (clients and receiver). */
  cpuMsPerWrite?: { server: number; postgres: number; bench: number }
}

export interface WebhookBenchResult {
  date: string
  environment: { node: string; postgres: string; cores: number; loadAverageBefore: number; loadAverageAfter: number; connections: number }
  writes: WriteRun[]
  /** Throughput with one matching rule ÷ without, WORKERS=0. */
  queueingRatio: { sequential: number; concurrent: number }
  /** The same with the in-process worker delivering meanwhile (WORKERS=1). */
  withDeliveryRatio: { sequential: number; concurrent: number }
  /** A backlog of queued deliveries drained by a fresh WORKERS=1 server: the delivery capacity. */
  backlog: { jobs: number; delivered: number; seconds: number; deliveriesPerSec: number; steadyDeliveriesPerSec: number }
  /** Paced changes with delivery: at the target rate, and at a quarter of it. */
  delivery: Delivery[]
}

export interface Delivery {
  targetChangesPerSec: number
  achievedChangesPerSec: number
  changes: number
  delivered: number
  duplicates: number
  latencyMs: { p50: number; p90: number; p99: number; max: number }
  deliveriesPerSec: number
  drainMs: number
}

// ---- the database and the server ---------------------------------------------------------------

async function freshDatabase(): Promise<string> {
  const sql = postgres(adminUrl(), { max: 1, onnotice: () => {} })
  try {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
    await sql.unsafe(`CREATE DATABASE ${DB_NAME}`)
  } finally {
    await sql.end({ timeout: 5 })
  }
  return withDatabase(adminUrl(), DB_NAME)
}

async function dropDatabase(): Promise<void> {
  const sql = postgres(adminUrl(), { max: 1, onnotice: () => {} })
  try {
    await sql.unsafe(`DROP DATABASE IF EXISTS ${DB_NAME} WITH (FORCE)`)
  } finally {
    await sql.end({ timeout: 5 })
  }
}

interface Server {
  child: Child
  token: string
  /** Its WORKERS: with one, the deliveries of a write are part of what the write costs. */
  workers: number
}

async function server(url: string, workers: number, profile = false): Promise<Server> {
  const child = await startNode(
    `netinventory WORKERS=${workers}`,
    NETINV,
    ['start'],
    { DATABASE_URL: url, SUPERUSER_NAME: SUPERUSER.username, SUPERUSER_PASSWORD: SUPERUSER.password, LOG_LEVEL: 'warn', WORKERS: String(workers) },
    profile ? ['--cpu-prof', `--cpu-prof-dir=${join(projectRoot, 'bench', 'results', 'cpu-webhooks')}`] : [],
    '/api/',
  )
  const prov = await postJson(`${child.base}/api/users/tokens/provision/`, null, SUPERUSER)
  if (prov.status !== 201) throw new Error(`token provision: HTTP ${prov.status}: ${JSON.stringify(prov.body)}`)
  return { child, token: (prov.body as { key: string }).key, workers }
}

// ---- the receiver ----------------------------------------------------------------------------

interface Receipt {
  siteId: number
  at: number
  deliveryId: string
}

async function receiver(): Promise<{ url: string; receipts: Receipt[]; close(): Promise<void> }> {
  const receipts: Receipt[] = []
  const srv: HttpServer = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const at = performance.now()
      try {
        const body = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: { id: number } }
        receipts.push({ siteId: body.data.id, at, deliveryId: String(req.headers['x-delivery-id']) })
      } catch {
        /* not ours */
      }
      res.writeHead(200).end('ok')
    })
  })
  await new Promise<void>((resolve) => srv.listen(0, '127.0.0.1', resolve))
  const { port } = srv.address() as AddressInfo
  return {
    url: `http://127.0.0.1:${port}/hook`,
    receipts,
    close: () =>
      new Promise((resolve) => {
        srv.closeAllConnections()
        srv.close(() => resolve())
      }),
  }
}

// ---- load --------------------------------------------------------------------------------------

interface Created {
  id: number
  /** performance.now() when the response arrived (the commit happened just before). */
  at: number
}

async function createSite(base: string, token: string, slug: string): Promise<{ status: number; ms: number; created?: Created }> {
  const r = await postJson(`${base}/api/dcim/sites/`, token, { name: slug, slug })
  const at = performance.now()
  return { status: r.status, ms: r.ms, created: r.status === 201 ? { id: (r.body as { id: number }).id, at } : undefined }
}

/** `n` creates from `connections` clients at once (1 = sequential). */
async function writes(base: string, token: string, scenario: string, prefix: string, n: number, connections: number): Promise<WriteRun & { times: number[] }> {
  const times: number[] = []
  let non2xx = 0
  let next = 0
  const started = performance.now()
  const client = async () => {
    while (next < n) {
      const i = next++
      const r = await createSite(base, token, `${prefix}-${i}`)
      if (r.status !== 201) non2xx++
      times.push(r.ms)
    }
  }
  await Promise.all(Array.from({ length: connections }, client))
  const seconds = (performance.now() - started) / 1000
  return { scenario, n, reqPerSec: n / seconds, p50: percentile(times, 50), p99: percentile(times, 99), non2xx, times }
}

/**
 * `n` creates with the rule off and `n` with it on, in alternating blocks so that drift on a busy
 * machine (other load, table growth) falls on both alike.
 */
async function alternating(db: Pg, srv: Server, label: string, tag: string, n: number, connections: number, rounds = 10): Promise<[WriteRun, WriteRun]> {
  const { child, token } = srv
  const base = child.base
  const cpu = () => ({ server: 0, postgres: 0, bench: 0 })
  const acc = { off: { ms: 0, times: [] as number[], non2xx: 0, cpu: cpu() }, on: { ms: 0, times: [] as number[], non2xx: 0, cpu: cpu() } }
  const block = Math.ceil(n / rounds)
  for (let r = 0; r < rounds; r++)
    for (const state of ['off', 'on'] as const) {
      await setRules(base, token, state === 'on')
      const started = performance.now()
      const before = cpuSnapshot(child.pid, DB_NAME)
      const run = await writes(base, token, '', `${tag}-${state}-${r}`, block, connections)
      acc[state].ms += performance.now() - started
      // With a worker, the block's deliveries are part of its CPU (not of its time): wait for them.
      if (state === 'on' && srv.workers > 0) await waitDrained(db, 30_000, 20)
      const spent = cpuSince(before, child.pid, DB_NAME)
      acc[state].cpu.server += spent.serverMs
      acc[state].cpu.postgres += spent.postgresMs
      acc[state].cpu.bench += spent.loadGeneratorMs
      acc[state].times.push(...run.times)
      acc[state].non2xx += run.non2xx
    }
  await setRules(base, token, false)
  const mode = connections === 1 ? 'sequential' : `${connections} clients`
  const result = (state: 'off' | 'on'): WriteRun => ({
    scenario: `${state === 'on' ? 'one matching rule' : 'no rule'} (${label}), ${mode}`,
    n: acc[state].times.length,
    reqPerSec: acc[state].times.length / (acc[state].ms / 1000),
    p50: percentile(acc[state].times, 50),
    p99: percentile(acc[state].times, 99),
    non2xx: acc[state].non2xx,
    cpuMsPerWrite: {
      server: acc[state].cpu.server / acc[state].times.length,
      postgres: acc[state].cpu.postgres / acc[state].times.length,
      bench: acc[state].cpu.bench / acc[state].times.length,
    },
  })
  return [result('off'), result('on')]
}

async function rule(base: string, token: string, url: string, enabled: boolean, prefix: string): Promise<void> {
  const hook = await postJson(`${base}/api/extras/webhooks/`, token, { name: `bench-${prefix}`, payload_url: url })
  if (hook.status !== 201) throw new Error(`webhook: ${JSON.stringify(hook.body)}`)
  const r = await postJson(`${base}/api/extras/event-rules/`, token, {
    name: `bench-${prefix}`,
    object_types: ['dcim.site'],
    event_types: ['object_created'],
    enabled,
    action_type: 'webhook',
    action_object_type: 'extras.webhook',
    action_object_id: (hook.body as { id: number }).id,
  })
  if (r.status !== 201) throw new Error(`event rule: ${JSON.stringify(r.body)}`)
}

async function setRules(base: string, token: string, enabled: boolean): Promise<void> {
  const res = await fetch(`${base}/api/extras/event-rules/?limit=1000`, { headers: { authorization: `Token ${token}` } })
  const { results } = (await res.json()) as { results: Array<{ id: number }> }
  const patch = await fetch(`${base}/api/extras/event-rules/`, {
    method: 'PATCH',
    headers: { authorization: `Token ${token}`, 'content-type': 'application/json' },
    body: JSON.stringify(results.map((r) => ({ id: r.id, enabled }))),
  })
  if (patch.status !== 200) throw new Error(`rules: HTTP ${patch.status}`)
}

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms))

/** Creates at a fixed rate (not a closed loop: a slow response does not slow the schedule). */
async function paced(base: string, token: string, rate: number, seconds: number, created: Map<number, number>): Promise<{ sent: number; seconds: number }> {
  const total = Math.round(rate * seconds)
  const interval = 1000 / rate
  const start = performance.now()
  const inflight = new Set<Promise<void>>()
  for (let i = 0; i < total; i++) {
    const wait = start + i * interval - performance.now()
    if (wait > 1) await sleep(wait)
    while (inflight.size >= 64) await Promise.race(inflight)
    const p: Promise<void> = createSite(base, token, `paced-${rate}-${i}`).then((r) => {
      if (r.created) created.set(r.created.id, r.created.at)
      inflight.delete(p)
    })
    inflight.add(p)
  }
  await Promise.all(inflight)
  return { sent: total, seconds: (performance.now() - start) / 1000 }
}

type Rx = Awaited<ReturnType<typeof receiver>>

async function pacedDelivery(base: string, token: string, rx: Rx, rate: number, seconds: number): Promise<Delivery> {
  rx.receipts.length = 0
  const created = new Map<number, number>()
  const load = await paced(base, token, rate, seconds, created)
  const loadEnd = performance.now()
  const deadline = Date.now() + 120_000
  while (new Set(rx.receipts.map((r) => r.siteId)).size < created.size && Date.now() < deadline) await sleep(50)
  const drainMs = performance.now() - loadEnd
  const firstOf = new Map<number, number>()
  for (const r of rx.receipts) if (!firstOf.has(r.siteId)) firstOf.set(r.siteId, r.at)
  const latencies: number[] = []
  for (const [id, at] of created) {
    const got = firstOf.get(id)
    if (got !== undefined) latencies.push(got - at)
  }
  const times = rx.receipts.map((r) => r.at)
  const span = (Math.max(...times) - Math.min(...times)) / 1000
  return {
    targetChangesPerSec: rate,
    achievedChangesPerSec: created.size / load.seconds,
    changes: created.size,
    delivered: firstOf.size,
    duplicates: rx.receipts.length - new Set(rx.receipts.map((r) => r.deliveryId)).size,
    latencyMs: { p50: percentile(latencies, 50), p90: percentile(latencies, 90), p99: percentile(latencies, 99), max: Math.max(...latencies) },
    deliveriesPerSec: rx.receipts.length / span,
    drainMs,
  }
}

// ---- the bench ---------------------------------------------------------------------------------

export async function webhookBench(): Promise<WebhookBenchResult> {
  const connections = num('BENCH_CONNECTIONS', 8)
  const rate = num('BENCH_WEBHOOK_RATE', 200)
  const seconds = num('BENCH_WEBHOOK_SECONDS', 15)
  const n = num('BENCH_WRITES', 1000)
  const loadBefore = loadavg()[0]
  if (loadBefore > 0.5) log(`warning: load average is ${loadBefore.toFixed(2)}; other work on this machine skews the numbers`)
  const url = await freshDatabase()
  const db = openPostgres(url, 1)
  const rx = await receiver()
  const children: Child[] = []
  try {
    await db.migrate()
    const pgVersion = (await db.query<{ server_version: string }>('SHOW server_version'))[0].server_version
    const out: WriteRun[] = []

    log(`queueing cost: ${n} single creates without and ${n} with a matching rule, alternating, sequential and ${connections} clients, WORKERS=0`)
    const s0 = await server(url, 0)
    children.push(s0.child)
    await writes(s0.child.base, s0.token, 'warm-up', 'warm', 200, connections)
    await rule(s0.child.base, s0.token, rx.url, false, 'q')
    const [seqOff, seqOn] = await alternating(db, s0, 'WORKERS=0', 'a', n, 1)
    const [conOff, conOn] = await alternating(db, s0, 'WORKERS=0', 'b', n, connections)
    out.push(seqOff, seqOn, conOff, conOn)
    const queued = (await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job`))[0].n
    if (queued !== seqOn.n + conOn.n) log(`warning: expected ${seqOn.n + conOn.n} queued jobs, found ${queued}`)
    await s0.child.stop()
    children.pop()
    const queueingRatio = { sequential: seqOn.reqPerSec / seqOff.reqPerSec, concurrent: conOn.reqPerSec / conOff.reqPerSec }

    log(`delivery capacity: a server with WORKERS=1 drains the ${queued} deliveries queued so far`)
    rx.receipts.length = 0
    const s1 = await server(url, 1, cpuProf)
    children.push(s1.child)
    const base1 = s1.child.base
    await waitDrained(db, 300_000)
    const drained = rx.receipts.length
    const drainSeconds = drained > 1 ? (rx.receipts[drained - 1].at - rx.receipts[0].at) / 1000 : NaN // first to last receipt
    // The server has just started: its first second (cold connections, compiled code) is not the
    // rate it keeps, so the rate after the first tenth of the receipts is reported too.
    const tenth = Math.floor(drained / 10)
    const steadySeconds = drained > 10 ? (rx.receipts[drained - 1].at - rx.receipts[tenth].at) / 1000 : NaN
    const backlog = { jobs: queued, delivered: drained, seconds: drainSeconds, deliveriesPerSec: drained / drainSeconds, steadyDeliveriesPerSec: (drained - 1 - tenth) / steadySeconds }

    log(`the write comparison again, with the in-process worker delivering meanwhile (WORKERS=1)`)
    await writes(base1, s1.token, 'warm-up', 'warm1', 200, connections)
    const [dSeqOff, dSeqOn] = await alternating(db, s1, 'WORKERS=1, delivering', 'd', n, 1)
    const [dConOff, dConOn] = await alternating(db, s1, 'WORKERS=1, delivering', 'e', n, connections)
    out.push(dSeqOff, dSeqOn, dConOff, dConOn)
    const withDeliveryRatio = { sequential: dSeqOn.reqPerSec / dSeqOff.reqPerSec, concurrent: dConOn.reqPerSec / dConOff.reqPerSec }
    await setRules(base1, s1.token, true)
    log('waiting for the backlog of those deliveries to drain')
    await waitDrained(db, 120_000)

    const delivery = []
    for (const r of [rate, Math.round(rate / 4)]) {
      log(`delivery: ${r} changes/s for ${seconds}s to a local receiver`)
      await waitDrained(db, 120_000)
      delivery.push(await pacedDelivery(base1, s1.token, rx, r, seconds))
    }
    await s1.child.stop()
    children.pop()
    return {
      date: new Date().toISOString(),
      environment: { node: process.version, postgres: pgVersion, cores: cpus().length, loadAverageBefore: loadBefore, loadAverageAfter: loadavg()[0], connections },
      writes: out,
      queueingRatio,
      withDeliveryRatio,
      backlog,
      delivery,
    }
  } finally {
    for (const c of children) await c.stop().catch(() => {})
    await rx.close()
    await db.close()
    if (process.env.BENCH_KEEP_DB === '1') log(`kept the database ${DB_NAME} (BENCH_KEEP_DB=1)`)
    else await dropDatabase().catch((e: unknown) => log(`could not drop ${DB_NAME}: ${String(e)}`))
  }
}

type Pg = ReturnType<typeof openPostgres>

async function waitDrained(db: Pg, timeoutMs: number, pollMs = 200): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    const [{ n }] = await db.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE state < 'completed'`)
    if (n === 0) return
    await sleep(pollMs)
  }
  log('warning: the queue did not drain in time')
}

function report(r: WebhookBenchResult): string {
  const f = (v: number, d = 1) => (Number.isFinite(v) ? v.toFixed(d) : '-')
  const w = Math.max(...r.writes.map((x) => x.scenario.length))
  const lines = [
    `netinventory webhooks bench — PostgreSQL ${r.environment.postgres}, Node ${r.environment.node}, ${r.environment.cores} cores; load average ${f(r.environment.loadAverageBefore, 2)} before, ${f(r.environment.loadAverageAfter, 2)} after`,
    '',
    `${'single-site creates'.padEnd(w)}  ${'req/s'.padStart(7)}  ${'p50 ms'.padStart(7)}  ${'p99 ms'.padStart(7)}  non-2xx  CPU ms per write: server / PostgreSQL / bench`,
    ...r.writes.map(
      (x) =>
        `${x.scenario.padEnd(w)}  ${f(x.reqPerSec).padStart(7)}  ${f(x.p50).padStart(7)}  ${f(x.p99).padStart(7)}  ${String(x.non2xx).padStart(7)}  ` +
        (x.cpuMsPerWrite ? `${f(x.cpuMsPerWrite.server, 2)} / ${f(x.cpuMsPerWrite.postgres, 2)} / ${f(x.cpuMsPerWrite.bench, 2)}` : '-'),
    ),
    '',
    `queueing cost (WORKERS=0): with/without = ${f(r.queueingRatio.sequential, 3)} sequential, ${f(r.queueingRatio.concurrent, 3)} concurrent ` +
      `(target: cost < 25%, i.e. ratio > 0.75: ${Math.min(r.queueingRatio.sequential, r.queueingRatio.concurrent) > 0.75 ? 'met' : 'NOT met'})`,
    `with the in-process worker delivering too (WORKERS=1): ${f(r.withDeliveryRatio.sequential, 3)} sequential, ${f(r.withDeliveryRatio.concurrent, 3)} concurrent ` +
      `(performance target: ≥ 0.8: ${Math.min(r.withDeliveryRatio.sequential, r.withDeliveryRatio.concurrent) >= 0.8 ? 'met' : 'NOT met'})`,
    '',
    `delivery capacity: a backlog of ${r.backlog.jobs} drained at ${f(r.backlog.deliveriesPerSec)} deliveries/s (${r.backlog.delivered} in ${f(r.backlog.seconds)} s; ` +
      `${f(r.backlog.steadyDeliveriesPerSec)}/s after the first tenth, past the fresh server's first second)`,
    ...r.delivery.flatMap((d) => [
      `delivery at ${d.targetChangesPerSec} changes/s (achieved ${f(d.achievedChangesPerSec)}): ${d.delivered}/${d.changes} delivered, ` +
        `${d.duplicates} duplicates, ${f(d.deliveriesPerSec)} deliveries/s sustained; drained ${f(d.drainMs, 0)} ms after the last change`,
      `  commit → receipt latency: p50 ${f(d.latencyMs.p50)} ms, p90 ${f(d.latencyMs.p90)} ms, p99 ${f(d.latencyMs.p99)} ms, max ${f(d.latencyMs.max)} ms ` +
        `(target p99 < 1000 ms: ${d.latencyMs.p99 < 1000 ? 'met' : 'NOT met'}` +
        // The performance issue's tighter target, at its rate.
        `${d.targetChangesPerSec >= 200 ? `; performance target p99 < 100 ms: ${d.latencyMs.p99 < 100 ? 'met' : 'NOT met'}` : ''})`,
    ]),
  ]
  return lines.join('\n')
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  try {
    const result = await webhookBench()
    console.log(report(result))
    const file = join(projectRoot, 'bench', 'results', 'webhooks.json')
    writeJson(file, result)
    console.log(`\nresults written to ${file}`)
    process.exit(0)
  } catch (e) {
    console.error(e)
    process.exit(1)
  }
}

export { report as webhookReport }

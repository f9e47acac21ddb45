// Faults on PostgreSQL, against the API as a real process:
//  - SIGKILL during bulk writes, restart: every bulk request is fully there or not at all, and
//    agrees with what its client saw (201 → all there; error → none; no answer → all or none).
//  - The database gone for a while under load (a TCP proxy cut in CI; the real server stopped with
//    HARDENING_STOP_POSTGRES=1): requests fail fast with 503 {detail} and Retry-After, the process
//    survives, service resumes by itself, and webhook jobs resume and reach a real receiver.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { randomUUID } from 'node:crypto'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { hookAndRule, type Receiver, startReceiver, waitFor } from '../events/helpers.js'
import { checkIntegrity } from './integrity.js'
import { percentile } from './fuzzer.js'
import { type Answer, type Proxy, type Server, startProxy, startServer } from './server.js'
import { settings, writeFigures } from './settings.js'

const onPostgres = !!process.env.DATABASE_URL
const realStop = /^(1|true|yes)$/i.test(process.env.HARDENING_STOP_POSTGRES ?? '')
const skip = !onPostgres && 'needs DATABASE_URL (PostgreSQL): PGlite faults are in pglite-kill.test.ts'

let t: TestApp
const servers: Server[] = []

before(async () => {
  if (!onPostgres) return
  t = await testApp({ WORKERS: '0' }) // this process only inspects; the API under test is a child
})
after(async () => {
  for (const s of servers) await s.kill()
  if (t) await t.close()
})

const serverEnv = (databaseUrl: string, extra: Record<string, string> = {}) => ({
  DATABASE_URL: databaseUrl,
  SECRET_KEY: t.config.secretKey,
  DB_POOL_SIZE: '8',
  ...extra,
})

async function launch(env: Record<string, string>): Promise<Server> {
  const s = await startServer(env, t.token)
  servers.push(s)
  return s
}

describe('SIGKILL during bulk writes', { skip }, () => {
  test('after restart every bulk create is all there or absent, as its client saw it', async () => {
    const BULK = 40
    const outcomes: Array<{ tag: string; requestId: string; status: number }> = []
    let seq = 0
    const rounds = settings.faultBulkRequests > 100 ? 5 : 2
    for (let round = 0; round < rounds; round++) {
      const server = await launch(serverEnv(t.config.databaseUrl!))
      let stop = false
      const client = async () => {
        while (!stop) {
          const tag = `kill-${round}-${++seq}`
          const requestId = randomUUID()
          const res = await server.request('POST', '/api/dcim/sites/', Array.from({ length: BULK }, (_, i) => ({ name: `${tag}-${i}`, slug: `${tag}-${i}` })), { 'x-request-id': requestId }, 10_000)
          outcomes.push({ tag, requestId, status: res.status })
          if (res.status === 0) return
        }
      }
      const clients = Array.from({ length: 6 }, client)
      await sleep(800 + Math.random() * 1200)
      await server.kill('SIGKILL')
      stop = true
      await Promise.all(clients)
    }
    const server = await launch(serverEnv(t.config.databaseUrl!))
    assert.equal((await server.request('GET', '/api/dcim/sites/?limit=1')).status, 200, 'serves after the restart')

    const present = new Map((await t.db.query<{ tag: string; n: number }>(`SELECT regexp_replace(name, '-[0-9]+$', '') AS tag, count(*)::int AS n FROM dcim_site WHERE name LIKE 'kill-%' GROUP BY 1`)).map((r) => [r.tag, r.n]))
    const records = new Map((await t.db.query<{ request_id: string; n: number }>(`SELECT request_id, count(*)::int AS n FROM core_objectchange WHERE changed_object_type = 'dcim.site' GROUP BY 1`)).map((r) => [r.request_id, r.n]))
    const wrong: string[] = []
    let committed = 0
    let lost = 0
    let lostCommitted = 0
    for (const o of outcomes) {
      const n = present.get(o.tag) ?? 0
      const recs = records.get(o.requestId) ?? 0
      if (n !== 0 && n !== BULK) wrong.push(`${o.tag}: ${n} of ${BULK} sites (partial)`)
      if (recs !== n) wrong.push(`${o.tag}: ${n} sites but ${recs} change records`)
      if (o.status === 201) {
        committed++
        if (n !== BULK) wrong.push(`${o.tag}: client saw 201 but ${n} sites exist`)
      } else if (o.status === 0) {
        lost++
        if (n === BULK) lostCommitted++
      } else if (n !== 0) wrong.push(`${o.tag}: client saw ${o.status} but ${n} sites exist`)
    }
    assert.deepEqual(wrong.slice(0, 10), [], `${wrong.length} bulk requests not all-or-none`)
    assert.ok(committed > 0 && lost > 0, `the kills hit during writes (committed ${committed}, unanswered ${lost})`)
    assert.deepEqual(await checkIntegrity(t.db), [])
    const figures = { kills: rounds, bulkRequests: outcomes.length, bulkSize: BULK, committedSeen: committed, unanswered: lost, unansweredButCommitted: lostCommitted, partial: wrong.length }
    writeFigures('faults-sigkill', figures)
    console.log(`faults-sigkill: ${JSON.stringify(figures)}`)
    await server.kill('SIGTERM')
  })
})

describe(realStop ? 'PostgreSQL stopped under load (pg_ctlcluster)' : 'PostgreSQL unreachable under load (TCP proxy cut)', { skip }, () => {
  let proxy: Proxy | undefined
  let rx: Receiver
  before(async () => {
    if (!onPostgres) return
    rx = await startReceiver()
  })
  after(async () => {
    await proxy?.close()
    await rx?.close()
  })

  test('503 {detail} fast while it is gone, the process survives, service and webhooks resume by themselves', async () => {
    const CONNECT_TIMEOUT = 1000
    const direct = new URL(t.config.databaseUrl!)
    let dbUrl = direct.toString()
    if (!realStop) {
      proxy = await startProxy(direct.hostname, Number(direct.port || 5432))
      const via = new URL(direct)
      via.port = String(proxy.port)
      dbUrl = via.toString()
    }
    const cluster = realStop ? clusterName() : undefined
    const cut = () => (realStop ? execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster!, 'stop', '-m', 'fast']) : proxy!.cut())
    const restore = () => (realStop ? execFileSync('pg_ctlcluster', ['--skip-systemctl-redirect', ...cluster!, 'start']) : proxy!.restore())

    const { webhook } = await hookAndRule(t, `${rx.url}/outage`, { rule: { event_types: ['object_created'] } })
    const server = await launch(
      serverEnv(dbUrl, {
        DB_CONNECT_TIMEOUT_MS: String(CONNECT_TIMEOUT),
        DB_STATEMENT_TIMEOUT_MS: '5000',
        WORKERS: '1',
        WEBHOOK_RETRIES: '8',
        WEBHOOK_RETRY_DELAY_SECONDS: '1',
        TOKEN_CACHE_SECONDS: '0',
      }),
    )
    type Seen = Answer & { at: number; phase: 'before' | 'outage' | 'after'; name?: string }
    const seen: Seen[] = []
    let phase: Seen['phase'] = 'before'
    let stop = false
    let n = 0
    const client = async (w: number) => {
      while (!stop) {
        const mine = phase
        if (++n % 2) {
          const name = `outage-${w}-${n}`
          seen.push({ ...(await server.request('POST', '/api/dcim/sites/', { name, slug: name }, {}, 20_000)), at: Date.now(), phase: mine, name })
        } else seen.push({ ...(await server.request('GET', '/api/dcim/sites/?limit=5', undefined, {}, 20_000)), at: Date.now(), phase: mine })
        await sleep(20)
      }
    }
    const clients = Array.from({ length: 4 }, (_, w) => client(w))
    await sleep(1500)
    phase = 'outage'
    const cutAt = Date.now()
    cut()
    await sleep(settings.outageSeconds * 1000)
    restore()
    const restoredAt = Date.now()
    phase = 'after'
    const firstOk = await waitFor('a successful write after the database came back', () => seen.find((s) => s.at > restoredAt && s.status === 201), 30_000, 50)
    await sleep(1000)
    stop = true
    await Promise.all(clients)
    assert.ok(server.alive(), `the process survived: ${server.output().slice(-2000)}`)

    const during = seen.filter((s) => s.phase === 'outage')
    const bad = seen.filter((s) => s.status >= 500 && s.status !== 503)
    assert.deepEqual(bad.map((s) => `${s.status} ${JSON.stringify(s.body)}`).slice(0, 5), [], 'no 5xx other than 503')
    const unavailable = seen.filter((s) => s.status === 503)
    assert.ok(unavailable.length > 0, 'requests during the outage were answered 503')
    for (const s of unavailable) {
      assert.equal(typeof s.body?.detail, 'string', JSON.stringify(s.body))
      assert.ok(s.headers?.get('retry-after'), 'Retry-After')
    }
    assert.deepEqual(seen.filter((s) => s.status === 0).map((s) => s.error).slice(0, 3), [], 'every request was answered (no hang, no dropped connection)')
    const slowest = Math.max(...during.map((s) => s.ms))
    assert.ok(slowest < CONNECT_TIMEOUT + 4000, `no request hung during the outage (slowest ${Math.round(slowest)} ms)`)

    // Webhooks: every site that exists from this test was delivered, those queued before the cut and
    // those created after it alike.
    const created = new Set((await t.db.query<{ name: string }>(`SELECT name FROM dcim_site WHERE name LIKE 'outage-%'`)).map((r) => r.name))
    for (const s of seen) if (s.status === 201) assert.ok(created.has(s.name!), `${s.name} answered 201 and exists`)
    await waitFor(
      `webhooks for all ${created.size} created sites`,
      () => {
        const delivered = new Set(rx.received.filter((r) => r.body?.event === 'created').map((r) => r.body?.data?.name))
        return [...created].every((name) => delivered.has(name))
      },
      90_000,
      200,
    )
    assert.ok(webhook > 0)
    assert.deepEqual(await checkIntegrity(t.db), [])
    const figures = {
      mode: realStop ? 'pg_ctlcluster stop' : 'tcp proxy cut',
      outageSeconds: settings.outageSeconds,
      requests: seen.length,
      duringOutage: during.length,
      answered503: unavailable.length,
      outageP99ms: percentile(during.map((s) => s.ms), 99),
      outageMaxMs: slowest,
      recoverySeconds: (firstOk.at - restoredAt) / 1000,
      outageTotalSeconds: (restoredAt - cutAt) / 1000,
      sitesCreated: created.size,
      webhooksDelivered: rx.received.length,
      processSurvived: server.alive(),
    }
    writeFigures('faults-outage', figures)
    console.log(`faults-outage: ${JSON.stringify(figures)}`)
    await server.kill('SIGTERM')
  })
})

/** The local cluster's version and name, for pg_ctlcluster (Debian layout). */
function clusterName(): [string, string] {
  const line = execFileSync('pg_lsclusters', ['--no-header']).toString().trim().split('\n')[0]
  const [version, name] = line.split(/\s+/)
  return [version, name]
}

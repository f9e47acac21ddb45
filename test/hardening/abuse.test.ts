// The abusive requests an independent probe found, as permanent cases against a real server
// process (`netinv start`, PGlite or PostgreSQL): hostile webhook templates, regular expressions
// that backtrack or explode, many `tag=` values, header injection, a foreign Host header,
// throttling that locked out a whole address, sign-in CSRF by Referer. While each runs,
// /api/status/ is probed every 50 ms: it must answer within a second throughout, and the process
// must never exit (not even after a restart with the same queue).
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { openPglite } from '../../src/db/pglite.js'
import type { Db } from '../../src/db/types.js'
import { pgliteTemplate } from '../helpers/db.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { type Receiver, startReceiver, waitFor, webhookRuleBody } from '../events/helpers.js'
import { percentile } from './fuzzer.js'
import { type Answer, type Server, startServer } from './server.js'
import { writeFigures } from './settings.js'

const onPostgres = !!process.env.DATABASE_URL
const SITES = 10_000
const PASSWORD = 'abuse-password-123'
const SECRET = 'abuse-test-secret-key-abuse-test-secret-key-0123456789'

let dataDir: string | undefined
let pgApp: TestApp | undefined
let server: Server
let rx: Receiver
let admin: Record<string, string>
let limited: Record<string, string>
const figures: Record<string, unknown> = { db: onPostgres ? 'postgres' : 'pglite' }

const env = (): Record<string, string> => ({
  SECRET_KEY: SECRET,
  SUPERUSER_NAME: 'admin',
  SUPERUSER_PASSWORD: PASSWORD,
  WORKERS: '1',
  WEBHOOK_RETRIES: '3',
  WEBHOOK_RETRY_DELAY_SECONDS: '1',
  ...(onPostgres ? { DATABASE_URL: pgApp!.config.databaseUrl! } : { DATA_DIR: dataDir! }),
})

// Seeded set-based before the server starts: 10,000 sites, as in the probe.
const SEED = `INSERT INTO dcim_site (name, slug) SELECT 'abuse-site-' || g || repeat('a', g % 40), 'abuse-site-' || g FROM generate_series(1, ${SITES}) g`

async function seed(db: Db): Promise<void> {
  await db.exec(SEED)
}

before(async () => {
  if (onPostgres) {
    pgApp = await testApp({ WORKERS: '0' })
    await seed(pgApp.db)
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'netinv-abuse-'))
    const { db } = await openPglite(join(dataDir, 'pg'), await pgliteTemplate())
    await seed(db)
    await db.close()
  }
  rx = await startReceiver()
  server = await startServer(env())
  const token = await server.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: PASSWORD })
  assert.equal(token.status, 201, JSON.stringify(token.body))
  admin = { authorization: `Token ${token.body.key}` }
  // A non-superuser allowed to add webhooks and event rules (and contact roles), who sees two devices.
  const user = await call('POST', '/api/users/users/', { username: 'mallory', password: PASSWORD })
  const perm = (object_types: string[], actions: string[], constraints: unknown = null) =>
    call('POST', '/api/users/permissions/', { name: `mallory-${object_types[0]}-${actions[0]}`, object_types, actions, constraints, users: [user.body.id] })
  await perm(['extras.webhook', 'extras.eventrule', 'tenancy.contactrole', 'extras.customfield'], ['view', 'add', 'change'])
  await perm(['dcim.device'], ['view'], { name__in: ['dev-1', 'dev-3'] })
  await perm(['dcim.site'], ['view', 'add'])
  const own = await server.request('POST', '/api/users/tokens/provision/', { username: 'mallory', password: PASSWORD })
  assert.equal(own.status, 201, JSON.stringify(own.body))
  limited = { authorization: `Token ${own.body.key}` }
})

after(async () => {
  await server?.kill('SIGTERM')
  await rx?.close()
  await pgApp?.close()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
  writeFigures('abuse', figures)
  console.log(`abuse: ${JSON.stringify(figures)}`)
})

async function call(method: string, path: string, body?: unknown, headers: Record<string, string> = admin, timeoutMs = 60_000): Promise<Answer> {
  const res = await server.request(method, path, body, headers, timeoutMs)
  assert.ok(res.status > 0, `${method} ${path}: no answer (${res.error}); server alive: ${server.alive()} ${server.output().slice(-1500)}`)
  return res
}

/** Runs `work` while probing /api/status/ every 50 ms; returns the slowest probe (ms). */
async function whileProbing(name: string, work: () => Promise<void>): Promise<number> {
  let running = true
  const probes: number[] = []
  const prober = (async () => {
    while (running) {
      const res = await server.request('GET', '/api/status/', undefined, admin, 10_000)
      probes.push(res.status === 200 ? res.ms : 10_000)
      await new Promise((r) => setTimeout(r, 50))
    }
  })()
  try {
    await work()
  } finally {
    running = false
    await prober
  }
  const slowest = Math.max(...probes)
  figures[name] = { ...(figures[name] as object), statusProbes: probes.length, statusP50ms: round(percentile(probes, 50)), statusMaxMs: round(slowest) }
  assert.ok(server.alive(), `the server exited: ${server.output().slice(-2000)}`)
  assert.ok(slowest < 1000, `${name}: /api/status/ took ${round(slowest)} ms at worst`)
  return slowest
}

const countBy = (xs: number[]) => xs.reduce<Record<number, number>>((o, x) => ({ ...o, [x]: (o[x] ?? 0) + 1 }), {})
const round = (ms: number) => Math.round(ms * 10) / 10
const timed = async <T>(fn: () => Promise<T>): Promise<[T, number]> => {
  const started = performance.now()
  const out = await fn()
  return [out, round(performance.now() - started)]
}

async function hookOnContactRoles(name: string, webhook: Record<string, unknown>): Promise<number> {
  const hook = await call('POST', '/api/extras/webhooks/', { name, payload_url: `${rx.url}/${name}`, ...webhook }, limited)
  assert.equal(hook.status, 201, JSON.stringify(hook.body))
  const rule = await call('POST', '/api/extras/event-rules/', webhookRuleBody(name, ['tenancy.contactrole'], hook.body.id, { attr: 'slug', value: `${name}-`, op: 'regex' }), limited)
  assert.equal(rule.status, 201, JSON.stringify(rule.body))
  return rule.body.id
}

async function endedTasks(rule: number, n = 1): Promise<Array<{ state: string; attempts: number; last_error: string | null }>> {
  return waitFor(
    `${n} deliveries of rule ${rule} to end`,
    async () => {
      const res = await call('GET', `/api/core/background-tasks/?event_rule_id=${rule}`)
      const tasks = res.body.results as Array<{ state: string; attempts: number; last_error: string | null }>
      return tasks.length === n && tasks.every((x) => x.state === 'failed' || x.state === 'succeeded') ? tasks : undefined
    },
    60_000,
    200,
  )
}

describe('webhook templates', () => {
  test('the loops of the probe (body, URL) and one too long for the time limit fail their deliveries once; the server lives on, also after a restart', async () => {
    const rules = {
      body: await hookOnContactRoles('loop-body', { body_template: 'x{% for i in range(10000000) %}{% endfor %}' }),
      url: await hookOnContactRoles('loop-url', { payload_url: `${rx.url}/x{% for i in range(10000000) %}{% endfor %}` }),
      time: await hookOnContactRoles('loop-time', { body_template: '{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}' }),
      macro: await hookOnContactRoles('loop-macro', { body_template: '{% macro m(n) %}{{ m(n + 1) }}{% endmacro %}{{ m(0) }}' }),
      strings: await hookOnContactRoles('loop-strings', { body_template: '{% set ns = namespace(s="xxxxxxxxxxxxxxxx") %}{% for i in range(40) %}{% set ns.s = ns.s + ns.s %}{% endfor %}{{ ns.s }}' }),
    }
    const tasks: Record<string, { state: string; attempts: number; last_error: string | null }> = {}
    await whileProbing('templates', async () => {
      for (const name of Object.keys(rules)) assert.equal((await call('POST', '/api/tenancy/contact-roles/', { name: `loop-${name}-1`, slug: `loop-${name}-1` }, limited)).status, 201)
      for (const [name, rule] of Object.entries(rules)) [tasks[name]] = await endedTasks(rule)
    })
    for (const [name, task] of Object.entries(tasks)) {
      assert.equal(task.state, 'failed', name)
      assert.equal(task.attempts, 1, `${name}: failed once, not retried`)
    }
    assert.match(tasks.body.last_error!, /range\(\) of 10000000 items is too large/)
    assert.match(tasks.url.last_error!, /^payload_url: range\(\)/)
    assert.match(tasks.time.last_error!, /rendering took longer than 1000 ms/)
    assert.match(tasks.strings.last_error!, /larger than 1048576 bytes/)
    figures.templates = { ...(figures.templates as object), errors: Object.fromEntries(Object.entries(tasks).map(([k, v]) => [k, v.last_error])) }
    // The probe's process died again within 30 s of every restart as the queue re-ran the delivery.
    await server.kill('SIGTERM')
    server = await startServer(env(), undefined)
    await whileProbing('restart', () => new Promise((r) => setTimeout(r, 5000)))
  })

  test('a header value holding CR/LF fails the delivery: no header is added at the receiver', async () => {
    const rule = await hookOnContactRoles('hdr', { additional_headers: 'X-Desc: {{ data.description }}' })
    assert.equal((await call('POST', '/api/tenancy/contact-roles/', { name: 'hdr-1', slug: 'hdr-1', description: 'x\r\nX-Evil: injected\r\nContent-Type: application/evil' }, limited)).status, 201)
    const [task] = await endedTasks(rule)
    assert.equal(task.state, 'failed')
    assert.match(task.last_error!, /line break or another control character/)
    assert.ok(!rx.received.some((r) => r.headers['x-evil'] !== undefined))
  })
})

describe('regular expressions', () => {
  test('custom-field validation and event-rule conditions match in linear time', async () => {
    const cf = await call('POST', '/api/extras/custom-fields/', { name: 'redos', type: 'text', object_types: ['dcim.site'], validation_regex: '^(a+)+$' }, limited)
    assert.equal(cf.status, 201, JSON.stringify(cf.body))
    const hook = await call('POST', '/api/extras/webhooks/', { name: 'redos', payload_url: `${rx.url}/redos` }, limited)
    const rule = await call('POST', '/api/extras/event-rules/', webhookRuleBody('redos', ['dcim.site'], hook.body.id, { attr: 'name', op: 'regex', value: '^(a+)+$' }), limited)
    assert.equal(rule.status, 201, JSON.stringify(rule.body))
    const evil = `${'a'.repeat(32)}!`
    await whileProbing('regexValidation', async () => {
      const [refused, cfMs] = await timed(() => call('POST', '/api/dcim/sites/', { name: 'redos-cf', slug: 'redos-cf', custom_fields: { redos: evil } }, limited))
      assert.equal(refused.status, 400, JSON.stringify(refused.body))
      const [created, condMs] = await timed(() => call('POST', '/api/dcim/sites/', { name: evil, slug: 'redos-condition' }, limited))
      assert.equal(created.status, 201, JSON.stringify(created.body))
      figures.regexValidation = { customFieldMs: cfMs, conditionMs: condMs }
    })
  })

  test('30 concurrent list requests with the probe\'s pattern (and 30 with a slow backreference) leave the service answering', async () => {
    const backrefs = encodeURIComponent('(.*)(.*)\\1\\2\\1\\2$')
    const exploding: number[] = []
    const backreferences: number[] = []
    const adminMs: number[] = []
    await whileProbing('regexFilters', async () => {
      const abusive = Array.from({ length: 30 }, (_, i) =>
        call('GET', `/api/dcim/sites/?${i % 2 ? `name__regex=${backrefs}` : `name__regex=${encodeURIComponent('(a{1,100}){1,100}$')}`}&limit=1`, undefined, limited).then((r) =>
          (i % 2 ? backreferences : exploding).push(r.status),
        ),
      )
      const adminLists = (async () => {
        for (let i = 0; i < 5; i++) {
          const [res, ms] = await timed(() => call('GET', '/api/dcim/sites/?limit=1'))
          assert.equal(res.status, 200)
          adminMs.push(ms)
        }
      })()
      await Promise.all([...abusive, adminLists])
    })
    // The exploding pattern is refused up front; the backreference is refused on PGlite and, on
    // PostgreSQL, either finishes or is stopped at DB_REGEX_TIMEOUT_MS (400).
    assert.deepEqual(countBy(exploding), { 400: 15 })
    assert.ok(backreferences.every((s) => s === 400 || (onPostgres && s === 200)), `${backreferences}`)
    figures.regexFilters = { ...(figures.regexFilters as object), backreferenceStatuses: countBy(backreferences), adminListMaxMs: Math.max(...adminMs) }
  })
})

describe('many tag= values', () => {
  test('150 and 200 tags for a user who sees two devices, ten requests at once', async () => {
    const mf = await call('POST', '/api/dcim/manufacturers/', { name: 'abuse-mf', slug: 'abuse-mf' })
    const dt = await call('POST', '/api/dcim/device-types/', { manufacturer: mf.body.id, model: 'abuse-dt', slug: 'abuse-dt' })
    const role = await call('POST', '/api/dcim/device-roles/', { name: 'abuse-role', slug: 'abuse-role' })
    const tags = await call('POST', '/api/extras/tags/', [0, 1].map((i) => ({ name: `t${i}`, slug: `t${i}` })))
    const site = (await call('GET', '/api/dcim/sites/?slug=abuse-site-1')).body.results[0].id
    const devices = Array.from({ length: 300 }, (_, i) => ({ name: `dev-${i}`, site, device_type: dt.body.id, role: role.body.id, tags: i % 2 ? tags.body.map((x: { id: number }) => x.id) : [] }))
    assert.equal((await call('POST', '/api/dcim/devices/', devices)).status, 201)
    const ms: Record<number, number[]> = { 150: [], 200: [] }
    await whileProbing('tags', async () => {
      await Promise.all(
        Array.from({ length: 10 }, async (_, i) => {
          const n = i % 2 ? 150 : 200
          const qs = Array.from({ length: n }, (_, k) => `tag=t${k}`).join('&')
          const [res, took] = await timed(() => call('GET', `/api/dcim/devices/?${qs}`, undefined, limited))
          assert.equal(res.status, 200, JSON.stringify(res.body).slice(0, 300))
          assert.equal(res.body.count, 0)
          ms[n].push(took)
        }),
      )
    })
    const both = await call('GET', '/api/dcim/devices/?tag=t0&tag=t1', undefined, limited)
    assert.deepEqual(both.body.results.map((d: { name: string }) => d.name).sort(), ['dev-1', 'dev-3'])
    figures.tags = { ...(figures.tags as object), maxMs150: Math.max(...ms[150]), maxMs200: Math.max(...ms[200]) }
  })
})

/** A request with exactly these headers (fetch will not send a foreign Host). */
function raw(method: string, path: string, headers: Record<string, string>, body = ''): Promise<{ status: number; body: string }> {
  const url = new URL(server.url)
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: url.hostname, port: url.port, path, method, headers: { ...headers, 'content-length': String(Buffer.byteLength(body)) } }, (res) => {
      let text = ''
      res.on('data', (c: Buffer) => (text += c.toString()))
      res.on('end', () => resolve({ status: res.statusCode ?? 0, body: text }))
    })
    req.on('error', reject)
    req.end(body)
  })
}

describe('HTTP-level settings', () => {
  test('a foreign Host header is refused; throttling locks a name, not the address; a foreign Referer cannot sign in', async () => {
    const evil = await raw('GET', '/api/dcim/sites/?limit=1', { ...admin, host: 'evil.example', accept: 'application/json' })
    assert.equal(evil.status, 400, evil.body)
    assert.ok(!evil.body.includes('http://evil.example/'))
    for (let i = 0; i < 10; i++) assert.equal((await call('POST', '/api/users/tokens/provision/', { username: 'mallory', password: 'wrong' }, {})).status, 403)
    assert.equal((await call('POST', '/api/users/tokens/provision/', { username: 'mallory', password: PASSWORD }, {})).status, 429)
    assert.equal((await call('POST', '/api/users/tokens/provision/', { username: 'admin', password: PASSWORD }, {})).status, 201, 'others behind the address still sign in')
    const form = new URLSearchParams({ username: 'admin', password: PASSWORD }).toString()
    const headers = { 'content-type': 'application/x-www-form-urlencoded', host: new URL(server.url).host }
    const foreign = await raw('POST', '/login/', { ...headers, referer: 'https://evil.example/x' }, form)
    assert.equal(foreign.status, 403, foreign.body)
    assert.equal((await raw('POST', '/login/', { ...headers, referer: `${server.url}/login/` }, form)).status, 302)
  })
})

// The real thing over a real socket: `netinv start` as a child process on a free port, driven with
// fetch. It runs as `npm start` does: bin/netinv.js, from the compiled tree (scripts/build.mjs). PGlite in a temporary DATA_DIR by default; with DATABASE_URL, a fresh PostgreSQL database
// cloned from the migrated template (test/helpers/db.ts).
import assert from 'node:assert/strict'
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { request as httpRequest } from 'node:http'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { projectRoot } from '../../src/db/paths.js'
import { freshDb, type TestDb } from '../helpers/db.js'

const USER = 'smoke-admin'
const PASSWORD = 'smoke-password-123'
const postgresMode = !!process.env.DATABASE_URL

interface Child {
  proc: ChildProcess
  stdout: string
  stderr: string
  exited: Promise<number | null>
}

let dataDir: string | undefined
let pgDb: TestDb | undefined
let server: Child
let base: string

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const s = createServer()
    s.once('error', reject)
    s.listen(0, '127.0.0.1', () => {
      const { port } = s.address() as { port: number }
      s.close(() => resolve(port))
    })
  })
}

function startNetinv(port: number, env: Record<string, string>): Child {
  const inherited = { ...process.env }
  delete inherited.DATABASE_URL
  delete inherited.DATA_DIR
  const childEnv: Record<string, string | undefined> = {
    ...inherited,
    ...env,
    HOST: '127.0.0.1',
    PORT: String(port),
    SUPERUSER_NAME: USER,
    SUPERUSER_PASSWORD: PASSWORD,
    SECRET_KEY: 'smoke-test-secret-key-smoke-test-secret-key-0123456789',
    LOG_LEVEL: 'warn',
  }
  const proc = spawn(process.execPath, ['bin/netinv.js', 'start'], {
    cwd: projectRoot,
    env: childEnv,
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const child: Child = {
    proc,
    stdout: '',
    stderr: '',
    exited: new Promise((resolve) => proc.once('exit', (code) => resolve(code))),
  }
  proc.stdout!.on('data', (d) => (child.stdout += String(d)))
  proc.stderr!.on('data', (d) => (child.stderr += String(d)))
  return child
}

/** Wait until the server answers HTTP (any status), or fail with its output if it exits. */
async function waitReady(child: Child, url: string, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  let exited = false
  void child.exited.then(() => (exited = true))
  while (Date.now() < deadline) {
    if (exited) assert.fail(`netinv exited before serving: ${child.stderr}${child.stdout}`)
    try {
      await fetch(url, { signal: AbortSignal.timeout(2000) })
      return
    } catch {
      await new Promise((r) => setTimeout(r, 200))
    }
  }
  assert.fail(`netinv did not answer within ${timeoutMs} ms: ${child.stderr}${child.stdout}`)
}

async function stop(child: Child): Promise<void> {
  if (child.proc.exitCode !== null || child.proc.signalCode !== null) return
  child.proc.kill('SIGTERM')
  const timer = setTimeout(() => child.proc.kill('SIGKILL'), 10_000)
  await child.exited
  clearTimeout(timer)
}

/** A GET with the raw path as written (fetch would normalise "//evil.example"). */
function rawGet(port: number, path: string): Promise<{ status: number; location?: string }> {
  return new Promise((resolve, reject) => {
    const req = httpRequest({ host: '127.0.0.1', port, path, method: 'GET', headers: { accept: 'application/json' } }, (res) => {
      res.resume()
      res.on('end', () => resolve({ status: res.statusCode ?? 0, location: res.headers.location }))
    })
    req.on('error', reject)
    req.end()
  })
}

let port: number

before(async () => {
  port = await freePort()
  base = `http://127.0.0.1:${port}`
  const env: Record<string, string> = {}
  if (postgresMode) {
    pgDb = await freshDb()
    assert.ok(pgDb.url, 'freshDb gives the database URL on PostgreSQL')
    env.DATABASE_URL = pgDb.url
  } else {
    dataDir = mkdtempSync(join(tmpdir(), 'netinv-smoke-'))
    env.DATA_DIR = dataDir
  }
  server = startNetinv(port, env)
  await waitReady(server, `${base}/api/status/`)
})

after(async () => {
  if (server) await stop(server)
  if (pgDb) await pgDb.drop()
  if (dataDir) rmSync(dataDir, { recursive: true, force: true })
})

let token: string

const api = (path: string, init: RequestInit = {}) =>
  fetch(`${base}${path}`, {
    ...init,
    redirect: 'manual',
    headers: { accept: 'application/json', 'content-type': 'application/json', authorization: `Token ${token}`, ...(init.headers ?? {}) },
  })

describe('netinv start over a socket', () => {
  test('without a token: 403 with API-Version', async () => {
    const res = await fetch(`${base}/api/dcim/sites/`, { headers: { accept: 'application/json' } })
    assert.equal(res.status, 403)
    assert.equal(res.headers.get('api-version'), '4.4')
    assert.deepEqual(await res.json(), { detail: 'Authentication credentials were not provided.' })
  })

  test('provision a token with the superuser from SUPERUSER_NAME/SUPERUSER_PASSWORD', async () => {
    const bad = await fetch(`${base}/api/users/tokens/provision/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: USER, password: 'wrong-password' }),
    })
    assert.equal(bad.status, 403)
    assert.deepEqual(await bad.json(), { detail: 'Invalid username/password' })

    const res = await fetch(`${base}/api/users/tokens/provision/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: USER, password: PASSWORD }),
    })
    assert.equal(res.status, 201, await res.clone().text())
    const body = (await res.json()) as { key: string; write_enabled: boolean; url: string; user: { username: string } }
    assert.match(body.key, /^[0-9a-f]{40}$/)
    assert.equal(body.write_enabled, true)
    assert.equal(body.user.username, USER)
    assert.ok(body.url.startsWith(`${base}/api/users/tokens/`), body.url)
    token = body.key
  })

  test('token authentication works', async () => {
    const res = await api('/api/dcim/sites/')
    assert.equal(res.status, 200)
    assert.equal(res.headers.get('allow'), 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS')
    assert.match(res.headers.get('x-request-id') ?? '', /^[0-9a-f-]{36}$/)
    const body = (await res.json()) as { count: number }
    assert.equal(body.count, 0)
    const bad = await api('/api/dcim/sites/', { headers: { authorization: 'Token 0123456789abcdef0123456789abcdef01234567' } })
    assert.equal(bad.status, 403)
    assert.deepEqual(await bad.json(), { detail: 'Invalid token' })
  })

  test('a missing trailing slash redirects (302) with the query string', async () => {
    const res = await api('/api/dcim/sites?limit=5')
    assert.equal(res.status, 302)
    assert.equal(res.headers.get('location'), '/api/dcim/sites/?limit=5')
  })

  test('no open redirect for //evil.example/x (raw request path)', async () => {
    for (const path of ['//evil.example/x', '//evil.example/api/dcim/sites', '/\\evil.example/api/dcim/sites']) {
      const res = await rawGet(port, path)
      assert.ok(res.status < 500, `${path}: ${res.status}`)
      const loc = res.location
      assert.ok(loc === undefined || (loc.startsWith('/') && !loc.startsWith('//') && !loc.startsWith('/\\')), `${path} -> ${loc}`)
    }
  })

  test('a site round trip: create, get, patch, delete', async () => {
    const created = await api('/api/dcim/sites/', { method: 'POST', body: JSON.stringify({ name: 'Smoke Site', slug: 'smoke-site' }) })
    assert.equal(created.status, 201, await created.clone().text())
    const site = (await created.json()) as { id: number; url: string; name: string; status: { value: string } }
    assert.equal(created.headers.get('location'), site.url)
    assert.equal(site.url, `${base}/api/dcim/sites/${site.id}/`)
    assert.equal(site.status.value, 'active')

    const got = await api(`/api/dcim/sites/${site.id}/`)
    assert.equal(got.status, 200)
    assert.equal(((await got.json()) as { name: string }).name, 'Smoke Site')

    const patched = await api(`/api/dcim/sites/${site.id}/`, { method: 'PATCH', body: JSON.stringify({ description: 'patched', status: 'planned' }) })
    assert.equal(patched.status, 200, await patched.clone().text())
    const p = (await patched.json()) as { description: string; status: { value: string } }
    assert.equal(p.description, 'patched')
    assert.equal(p.status.value, 'planned')

    const list = await api('/api/dcim/sites/?status=planned')
    assert.equal(((await list.json()) as { count: number }).count, 1)

    const del = await api(`/api/dcim/sites/${site.id}/`, { method: 'DELETE' })
    assert.equal(del.status, 204)
    assert.equal(await del.text(), '')
    const gone = await api(`/api/dcim/sites/${site.id}/`)
    assert.equal(gone.status, 404)
    assert.deepEqual(await gone.json(), { detail: 'No Site matches the given query.' })
  })

  test('a config template renders in the template sandbox, a child process started from the compiled tree', async () => {
    const created = await api('/api/extras/config-templates/', { method: 'POST', body: JSON.stringify({ name: 'smoke', template_code: '{% for i in items %}{{ i }};{% endfor %}' }) })
    assert.equal(created.status, 201, await created.clone().text())
    const { id } = (await created.json()) as { id: number }
    const res = await api(`/api/extras/config-templates/${id}/render/`, { method: 'POST', body: JSON.stringify({ items: ['a', 'b'] }) })
    assert.equal(res.status, 200, await res.clone().text())
    assert.equal(((await res.json()) as { content: string }).content, 'a;b;')
  })

  test('a second process on the same DATA_DIR is refused, naming the lock', { skip: postgresMode ? 'PGlite mode only' : false }, async () => {
    const second = startNetinv(await freePort(), { DATA_DIR: dataDir! })
    const timer = setTimeout(() => second.proc.kill('SIGKILL'), 60_000)
    const code = await second.exited
    clearTimeout(timer)
    assert.notEqual(code, 0, 'the second process must fail')
    assert.notEqual(code, null, `killed instead of exiting by itself; stderr: ${second.stderr}`)
    assert.match(second.stderr, /lock/i, second.stderr)
    assert.match(second.stderr, new RegExp(`in use by process ${server.proc.pid}`), second.stderr)
    // The first server is unharmed.
    const res = await api('/api/dcim/sites/')
    assert.equal(res.status, 200)
  })
})

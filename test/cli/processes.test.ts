// `netinv start` with PROCESSES=2: two server processes answer on one port (real sockets), a process
// that dies is replaced while the other keeps serving, and SIGTERM stops them all. PGlite, which
// allows one process per data directory, is refused in one line.
import assert from 'node:assert/strict'
import { type ChildProcess, spawn } from 'node:child_process'
import { mkdtempSync, rmSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { test } from 'node:test'
import { projectRoot } from '../../src/db/paths.js'
import { freshDb } from '../helpers/db.js'

function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const addr = srv.address()
      srv.close(() => resolve(typeof addr === 'object' && addr ? addr.port : 0))
    })
  })
}

function netinv(env: Record<string, string>, args: string[] = []): { child: ChildProcess; output: () => string } {
  const child = spawn(process.execPath, ['bin/netinv.js', 'start', ...args], {
    cwd: projectRoot,
    env: { ...process.env, DATABASE_URL: '', LOG_LEVEL: 'info', SUPERUSER_NAME: '', WORKERS: '1', ...env },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let out = ''
  child.stdout!.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr!.on('data', (c: Buffer) => (out += c.toString()))
  return { child, output: () => out }
}

const exited = (child: ChildProcess) =>
  new Promise<number | null>((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))))

/** Pids of the server processes the primary reported as serving, in order. */
function serving(out: string): number[] {
  return [...out.matchAll(/"msg":"process \d of 2 serving \(pid (\d+)\)"/g)].map((m) => Number(m[1]))
}

async function until<T>(what: string, fn: () => T | undefined, timeoutMs = 120_000): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = fn()
    if (v !== undefined) return v
    if (Date.now() > deadline) throw new Error(`timed out waiting for ${what}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

const alive = (pid: number) => {
  try {
    process.kill(pid, 0)
    return true
  } catch {
    return false
  }
}

test('PROCESSES=2 on PGlite is refused with one clear line', { timeout: 60_000 }, async () => {
  const dir = mkdtempSync(join(tmpdir(), 'netinv-processes-'))
  try {
    const { child, output } = netinv({ DATA_DIR: dir, PROCESSES: '2', PORT: String(await freePort()) })
    assert.equal(await exited(child), 1)
    assert.match(output(), /PROCESSES > 1 needs DATABASE_URL \(PostgreSQL\): PGlite allows one process per data directory/)
    const flag = netinv({ DATA_DIR: dir, PORT: String(await freePort()) }, ['--processes', 'two'])
    assert.equal(await exited(flag.child), 2)
    assert.match(flag.output(), /--processes must be an integer ≥ 1/)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

test('two processes serve one port; one that dies is replaced; SIGTERM stops all', { skip: !process.env.DATABASE_URL && 'PostgreSQL only (DATABASE_URL)', timeout: 300_000 }, async () => {
  const { url, drop } = await freshDb(1)
  const port = await freePort()
  const base = `http://127.0.0.1:${port}`
  const { child, output } = netinv({ DATABASE_URL: url!, PROCESSES: '2', PORT: String(port), SUPERUSER_NAME: 'admin', SUPERUSER_PASSWORD: 'processes-password-1' })
  try {
    const [first, second] = await until('two processes serving', () => {
      if (child.exitCode !== null) throw new Error(`netinv exited (${child.exitCode}):\n${output()}`)
      const pids = serving(output())
      return pids.length >= 2 ? pids : undefined
    })
    assert.notEqual(first, second)
    assert.ok(alive(first) && alive(second))

    // A new connection per request (no keep-alive), so the primary hands each to a process.
    const get = async (path: string, token?: string) => {
      const res = await fetch(`${base}${path}`, { headers: { accept: 'application/json', connection: 'close', ...(token ? { authorization: `Token ${token}` } : {}) } })
      return { status: res.status, body: (await res.json()) as Record<string, unknown> }
    }
    const prov = await fetch(`${base}/api/users/tokens/provision/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', connection: 'close' },
      body: JSON.stringify({ username: 'admin', password: 'processes-password-1' }),
    })
    assert.equal(prov.status, 201)
    const token = ((await prov.json()) as { key: string }).key
    // A write through one process is read through the other (the token cache is per process, the
    // database is shared).
    const created = await fetch(`${base}/api/dcim/sites/`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Token ${token}`, connection: 'close' },
      body: JSON.stringify({ name: 'Two Processes', slug: 'two-processes' }),
    })
    assert.equal(created.status, 201)
    for (let i = 0; i < 6; i++) {
      const list = await get('/api/dcim/sites/?slug=two-processes', token)
      assert.equal(list.status, 200)
      assert.equal(list.body.count, 1)
    }

    // Only the second process is left: it answers. The primary starts a replacement.
    process.kill(first, 'SIGKILL')
    await until('the first process to end', () => (alive(first) ? undefined : true))
    for (let i = 0; i < 4; i++) assert.equal((await get('/api/status/', token)).status, 200)
    const replacement = await until('a replacement process', () => serving(output())[2])
    assert.ok(![first, second].includes(replacement))
    // Only the replacement is left: it answers too.
    process.kill(second, 'SIGKILL')
    await until('the second process to end', () => (alive(second) ? undefined : true))
    for (let i = 0; i < 4; i++) {
      const res = await get('/api/dcim/sites/?slug=two-processes', token)
      assert.equal(res.status, 200)
      assert.equal(res.body.count, 1)
    }

    child.kill('SIGTERM')
    assert.equal(await exited(child), 0)
    const last = serving(output()).at(-1)!
    await until('every server process to end', () => (alive(last) ? undefined : true), 20_000)
  } finally {
    if (child.exitCode === null) child.kill('SIGKILL')
    for (const pid of serving(output())) if (alive(pid)) process.kill(pid, 'SIGKILL')
    await drop()
  }
})

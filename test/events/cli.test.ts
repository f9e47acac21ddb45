// The command line around webhooks: `netinv webhook-receiver`, `netinv worker`'s refusal on PGlite,
// the template renderer under the real entry point, and WORKERS=0.
import assert from 'node:assert/strict'
import { spawn } from 'node:child_process'
import { after, test } from 'node:test'
import { projectRoot } from '../../src/db/paths.js'
import { testApp } from '../helpers/app.js'
import { freePort, hookAndRule, jobs, startReceiver, waitFor } from './helpers.js'

interface Run {
  output: () => string
  exit: Promise<number | null>
  kill: () => void
}

function run(args: string[], env: Record<string, string | undefined> = {}): Run {
  const child = spawn(process.execPath, args, { cwd: projectRoot, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] })
  let out = ''
  child.stdout.on('data', (c: Buffer) => (out += c.toString()))
  child.stderr.on('data', (c: Buffer) => (out += c.toString()))
  const exit = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)))
  running.push(child.pid!)
  return { output: () => out, exit, kill: () => child.kill('SIGTERM') }
}

const running: number[] = []
after(() => {
  for (const pid of running)
    try {
      process.kill(pid, 'SIGKILL')
    } catch {
      /* gone */
    }
})

test('netinv webhook-receiver prints method, path, headers and the pretty body, and answers 200', async () => {
  const port = await freePort()
  const rx = run(['bin/netinv.js', 'webhook-receiver', '--port', String(port)])
  try {
    await waitFor(`the receiver (${rx.output()})`, () => rx.output().includes('listening'), 60_000)
    assert.match(rx.output(), new RegExp(`http://127\\.0\\.0\\.1:${port}/`))
    const res = await fetch(`http://127.0.0.1:${port}/hook/path?x=1`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'x-test': 'yes' },
      body: JSON.stringify({ event: 'created', data: { id: 1 } }),
    })
    assert.equal(res.status, 200)
    await res.text()
    await waitFor('the printout', () => rx.output().includes('"event": "created"'))
    const out = rx.output()
    assert.match(out, /POST \/hook\/path\?x=1/)
    assert.match(out, /x-test: yes/i)
    assert.match(out, /\{\n {2}"event": "created",\n {2}"data": \{\n {4}"id": 1\n {2}\}\n\}/)
  } finally {
    rx.kill()
    await rx.exit
  }
})

test('netinv worker refuses to run without DATABASE_URL (PGlite: the API process delivers)', async () => {
  const w = run(['bin/netinv.js', 'worker'], { DATABASE_URL: '' })
  assert.equal(await w.exit, 1)
  assert.match(w.output(), /netinv worker needs DATABASE_URL/)
})

test('templates render under the real entry point (tsx registered in the renderer thread)', async () => {
  // What bin/netinv.js does, then a render: the renderer thread must load without --import tsx.
  const code = `import { register } from 'tsx/esm/api'; register(); const r = await import('./src/events/render.ts');
    console.log('rendered:' + await r.render('{{ data.tags | map(attribute="slug") | join(",") }}', { data: { tags: [{ slug: 'a' }, { slug: 'b' }] } })); await r.closeRenderer()`
  const p = run(['--input-type=module', '-e', code])
  assert.equal(await p.exit, 0, p.output())
  assert.match(p.output(), /rendered:a,b/)
})

test('WORKERS=0: changes are queued but this process delivers nothing', async () => {
  const t = await testApp({ WORKERS: '0' })
  const rx = await startReceiver()
  try {
    const { webhook } = await hookAndRule(t, `${rx.url}/none`)
    assert.equal((await t.api('POST', '/api/dcim/sites/', { name: 'w0', slug: 'w0' })).status, 201)
    await new Promise((r) => setTimeout(r, 1500))
    assert.equal(rx.received.length, 0)
    const mine = (await jobs(t)).filter((j) => j.data.webhook_id === webhook)
    assert.deepEqual(mine.map((j) => j.state), ['created'])
    const listed = (await t.api('GET', `/api/core/background-tasks/?webhook_id=${webhook}`)).body.results
    assert.deepEqual(listed.map((x: { state: string; attempts: number }) => [x.state, x.attempts]), [['queued', 0]])
  } finally {
    await t.close()
    await rx.close()
  }
})

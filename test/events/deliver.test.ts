// One delivery's HTTP request against real servers: redirects (same origin only), the time limit,
// TLS verification and a CA file, bad header lines and URLs, the response excerpt.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { createHmac, randomUUID } from 'node:crypto'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { createServer as createHttp } from 'node:http'
import { createServer as createHttps } from 'node:https'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { deliver, type Webhook } from '../../src/events/deliver.js'
import type { DeliveryJob } from '../../src/events/job.js'
import { closeRenderer } from '../../src/events/render.js'
import { type Receiver, startReceiver } from './helpers.js'

const job: DeliveryJob = {
  webhook_id: 1,
  event_rule_id: 1,
  change_id: 1,
  event: 'created',
  object_type: 'dcim.site',
  model: 'site',
  object_id: 5,
  object_repr: 'AMS1',
  timestamp: '2026-11-22T10:00:00.000000+00:00',
  username: 'admin',
  request_id: randomUUID(),
  data: { id: 5, name: 'AMS1' },
  snapshots: { prechange: null, postchange: { name: 'AMS1' } },
}

const hook = (over: Partial<Webhook>): Webhook => ({
  id: 1,
  name: 'h',
  payload_url: 'http://127.0.0.1:1/',
  http_method: 'POST',
  http_content_type: 'application/json',
  additional_headers: '',
  body_template: '',
  secret: '',
  ssl_verification: true,
  ca_file_path: null,
  ...over,
})

let rx: Receiver
let other: Receiver
before(async () => {
  rx = await startReceiver()
  other = await startReceiver()
})
after(async () => {
  await rx.close()
  await other.close()
  await closeRenderer()
})

describe('HTTP', () => {
  test('2XX succeeds; the body is the default body; the signature covers its exact bytes', async () => {
    rx.respond = 204
    const out = await deliver(hook({ payload_url: `${rx.url}/ok`, secret: 'k' }), job, 'd-1', { timeoutMs: 2000 })
    rx.respond = 200
    assert.equal(out.ok, true, out.error)
    assert.equal(out.status, 204)
    const got = rx.received.at(-1)!
    assert.equal(got.headers['x-hook-signature'], createHmac('sha512', 'k').update(got.raw).digest('hex'))
    assert.equal(got.headers['x-delivery-id'], 'd-1')
    assert.deepEqual(got.body.snapshots, job.snapshots)
  })

  test('a same-origin redirect is followed with the same method and body; another host is refused', async () => {
    const srv = createHttp((req, res) => {
      if (req.url === '/same') res.writeHead(307, { location: '/landed' }).end()
      else if (req.url === '/away') res.writeHead(302, { location: `${other.url}/elsewhere` }).end()
      else if (req.url === '/loop') res.writeHead(301, { location: '/loop' }).end()
      else {
        let body = ''
        req.on('data', (c) => (body += c))
        req.on('end', () => res.writeHead(200).end(`${req.method} ${req.url} ${body.length}`))
      }
    })
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r))
    const base = `http://127.0.0.1:${(srv.address() as AddressInfo).port}`
    try {
      const same = await deliver(hook({ payload_url: `${base}/same`, http_method: 'PUT' }), job, 'd-2', { timeoutMs: 2000 })
      assert.equal(same.ok, true, same.error)
      assert.match(same.response!, /^PUT \/landed \d+$/)
      assert.ok(Number(same.response!.split(' ')[2]) > 50, 'the body was sent again')
      assert.equal(same.url, `${base}/landed`)

      const away = await deliver(hook({ payload_url: `${base}/away` }), job, 'd-3', { timeoutMs: 2000 })
      assert.equal(away.ok, false)
      assert.equal(away.status, 302)
      assert.match(away.error!, /redirect to another host refused/)
      assert.equal(other.received.length, 0, 'the other host was never called')

      const loop = await deliver(hook({ payload_url: `${base}/loop` }), job, 'd-4', { timeoutMs: 2000 })
      assert.equal(loop.ok, false)
      assert.match(loop.error!, /more than 3 redirects/)
    } finally {
      srv.close()
    }
  })

  test('no answer within the time limit fails the delivery', async () => {
    rx.delayMs = 1000
    try {
      const started = Date.now()
      const out = await deliver(hook({ payload_url: `${rx.url}/slow` }), job, 'd-5', { timeoutMs: 200 })
      assert.equal(out.ok, false)
      assert.match(out.error!, /no response within 200 ms/)
      assert.ok(Date.now() - started < 900)
    } finally {
      rx.delayMs = 0
    }
  })

  test('non-2XX fails with the status and the start of the body; a refused connection names the cause', async () => {
    rx.respond = 503
    const out = await deliver(hook({ payload_url: `${rx.url}/x` }), job, 'd-6', { timeoutMs: 2000 })
    rx.respond = 200
    assert.deepEqual([out.ok, out.status, out.response, out.error], [false, 503, 'receiver says 503', 'HTTP 503'])
    const refused = await deliver(hook({ payload_url: 'http://127.0.0.1:1/' }), job, 'd-7', { timeoutMs: 2000 })
    assert.equal(refused.ok, false)
    assert.match(refused.error!, /ECONNREFUSED/)
  })

  test('bad URLs and header lines fail with a readable error before any request', async () => {
    const notUrl = await deliver(hook({ payload_url: '{{ data.name }}' }), job, 'd-8', { timeoutMs: 2000 })
    assert.match(notUrl.error!, /^payload_url: not a URL: "AMS1"/)
    const ftp = await deliver(hook({ payload_url: 'ftp://127.0.0.1/' }), job, 'd-9', { timeoutMs: 2000 })
    assert.match(ftp.error!, /only http and https/)
    const header = await deliver(hook({ payload_url: `${rx.url}/h`, additional_headers: 'X-Ok: 1\nno colon here' }), job, 'd-10', { timeoutMs: 2000 })
    assert.match(header.error!, /additional_headers line 2 is not "Name: Value"/)
    const badValue = await deliver(hook({ payload_url: `${rx.url}/h`, additional_headers: 'X-Bad: {{ "a\\nb" }}' }), job, 'd-11', { timeoutMs: 2000 })
    assert.equal(badValue.ok, false)
  })
})

describe('TLS', () => {
  let dir: string
  let base: string
  let close: () => void
  before(async () => {
    dir = mkdtempSync(join(tmpdir(), 'netinv-tls-'))
    execFileSync('openssl', ['req', '-x509', '-newkey', 'rsa:2048', '-nodes', '-keyout', join(dir, 'key.pem'), '-out', join(dir, 'cert.pem'),
      '-days', '1', '-subj', '/CN=127.0.0.1', '-addext', 'subjectAltName=IP:127.0.0.1'], { stdio: 'ignore' })
    const srv = createHttps({ key: readFileSync(join(dir, 'key.pem')), cert: readFileSync(join(dir, 'cert.pem')) }, (_req, res) => res.writeHead(200).end('tls ok'))
    await new Promise<void>((r) => srv.listen(0, '127.0.0.1', r))
    base = `https://127.0.0.1:${(srv.address() as AddressInfo).port}`
    close = () => srv.close()
  })
  after(() => {
    close()
    rmSync(dir, { recursive: true, force: true })
  })

  test('a self-signed certificate is refused when ssl_verification is on', async () => {
    const out = await deliver(hook({ payload_url: `${base}/` }), job, 't-1', { timeoutMs: 3000 })
    assert.equal(out.ok, false)
    assert.match(out.error!, /self[- ]signed/i)
  })

  test('ssl_verification off accepts it; so does ca_file_path naming its certificate', async () => {
    const off = await deliver(hook({ payload_url: `${base}/`, ssl_verification: false }), job, 't-2', { timeoutMs: 3000 })
    assert.equal(off.ok, true, off.error)
    const ca = await deliver(hook({ payload_url: `${base}/`, ca_file_path: join(dir, 'cert.pem') }), job, 't-3', { timeoutMs: 3000 })
    assert.equal(ca.ok, true, ca.error)
    assert.equal(ca.response, 'tls ok')
    const missing = await deliver(hook({ payload_url: `${base}/`, ca_file_path: join(dir, 'nope.pem') }), job, 't-4', { timeoutMs: 3000 })
    assert.match(missing.error!, /^ca_file_path: cannot read/)
  })
})

// Shared by the webhook tests: a real HTTP receiver on a free loopback port, polling helpers, and
// the webhook + event rule fixtures created through the API.
import { createServer, type IncomingHttpHeaders, type Server } from 'node:http'
import { type AddressInfo, createServer as createNetServer } from 'node:net'
import type { TestApp } from '../helpers/app.js'

export interface Received {
  method: string
  path: string
  headers: IncomingHttpHeaders
  raw: Buffer
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any
  at: number
}

export interface Receiver {
  url: string
  port: number
  received: Received[]
  /** Status to answer with (default 200), or a function of the request. */
  respond: number | ((r: Received) => number)
  /** Milliseconds to wait before answering. */
  delayMs: number
  close(): Promise<void>
}

/** Listen on 127.0.0.1 (on `port` if given, e.g. to come back up on the same one). */
export async function startReceiver(port = 0): Promise<Receiver> {
  const received: Received[] = []
  const servers: Server[] = []
  const r: Receiver = {
    url: '',
    port: 0,
    received,
    respond: 200,
    delayMs: 0,
    close: () =>
      new Promise((resolve) => {
        servers[0].closeAllConnections()
        servers[0].close(() => resolve())
      }),
  }
  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (c: Buffer) => chunks.push(c))
    req.on('end', () => {
      const raw = Buffer.concat(chunks)
      let body: unknown
      try {
        body = JSON.parse(raw.toString('utf8'))
      } catch {
        body = raw.toString('utf8')
      }
      const rec: Received = { method: req.method!, path: req.url!, headers: req.headers, raw, body, at: Date.now() }
      received.push(rec)
      const status = typeof r.respond === 'function' ? r.respond(rec) : r.respond
      setTimeout(() => res.writeHead(status, { 'content-type': 'text/plain' }).end(status < 300 ? 'ok' : `receiver says ${status}`), r.delayMs)
    })
  })
  servers.push(server)
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject)
    server.listen(port, '127.0.0.1', () => resolve())
  })
  r.port = (server.address() as AddressInfo).port
  r.url = `http://127.0.0.1:${r.port}`
  return r
}

export async function waitFor<T>(what: string, fn: () => Promise<T | undefined | false> | T | undefined | false, timeoutMs = 20_000, everyMs = 50): Promise<T> {
  const deadline = Date.now() + timeoutMs
  for (;;) {
    const v = await fn()
    if (v) return v
    if (Date.now() > deadline) throw new Error(`timed out after ${timeoutMs} ms waiting for ${what}`)
    await new Promise((r) => setTimeout(r, everyMs))
  }
}

/** A TCP port nothing listens on right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createNetServer()
    srv.once('error', reject)
    srv.listen(0, '127.0.0.1', () => {
      const { port } = srv.address() as AddressInfo
      srv.close(() => resolve(port))
    })
  })
}

let seq = 0

/** The body of an event rule sending `object_types`' creations to webhook `webhook`, when `conditions` hold. */
export function webhookRuleBody(name: string, objectTypes: string[], webhook: number, conditions: unknown = null) {
  return { name, object_types: objectTypes, event_types: ['object_created'], action_type: 'webhook', action_object_type: 'extras.webhook', action_object_id: webhook, conditions }
}

/** A webhook and an event rule pointing at it, created through the API; returns their ids. */
export async function hookAndRule(
  t: TestApp,
  url: string,
  opts: { webhook?: Record<string, unknown>; rule?: Record<string, unknown> } = {},
): Promise<{ webhook: number; rule: number }> {
  const n = ++seq
  const hook = await t.api('POST', '/api/extras/webhooks/', { name: `hook-${n}-${process.pid}`, payload_url: url, ...opts.webhook })
  if (hook.status !== 201) throw new Error(`webhook: ${hook.status} ${hook.text}`)
  const rule = await t.api('POST', '/api/extras/event-rules/', {
    name: `rule-${n}-${process.pid}`,
    object_types: ['dcim.site'],
    event_types: ['object_created', 'object_updated', 'object_deleted'],
    action_type: 'webhook',
    action_object_type: 'extras.webhook',
    action_object_id: hook.body.id,
    ...opts.rule,
  })
  if (rule.status !== 201) throw new Error(`event rule: ${rule.status} ${rule.text}`)
  return { webhook: hook.body.id, rule: rule.body.id }
}

/** Jobs of the webhook queue, straight from pg-boss's tables. */
export async function jobs(t: TestApp): Promise<Array<{ id: string; state: string; data: any }>> { // eslint-disable-line @typescript-eslint/no-explicit-any
  return t.db.query(`SELECT id::text AS id, state::text AS state, data FROM pgboss.job UNION ALL SELECT id::text, state::text, data FROM pgboss.archive ORDER BY 1`)
}

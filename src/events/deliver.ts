// One webhook HTTP request, as NetBox sends it (extras/webhooks.py):
//   method and URL from the webhook (the URL is a template), `Content-Type: <http_content_type>`,
//   the rendered `additional_headers` ("Name: Value" per line), the body (body_template rendered,
//   or the default JSON body of spec 6.4), and with a secret `X-Hook-Signature`: the lowercase hex
//   HMAC-SHA512 of the exact body bytes keyed with the secret.
// Added here: `X-Delivery-ID`, the same for every attempt of one delivery, so a receiver can drop
// duplicates (delivery is at-least-once). One time limit covers the whole request; redirects are
// followed only within the same origin (a redirect elsewhere fails the delivery); TLS per
// `ssl_verification` and `ca_file_path`.
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { DeliveryJob } from './job.js'
import { render, TemplateError, templateContext } from './render.js'

export const DELIVERY_ID_HEADER = 'X-Delivery-ID'
export const SIGNATURE_HEADER = 'X-Hook-Signature'
const USER_AGENT = 'netinventory-webhooks/0.1'
const MAX_REDIRECTS = 3
const EXCERPT_CHARS = 2000
const READ_LIMIT = 64 * 1024

export interface Webhook {
  id: number
  name: string
  payload_url: string
  http_method: string
  http_content_type: string
  additional_headers: string
  body_template: string
  secret: string
  ssl_verification: boolean
  ca_file_path: string | null
}

export interface DeliveryOutcome {
  ok: boolean
  /** The final response status, if a response came. */
  status?: number
  /** The start of the response body. */
  response?: string
  /** Why it failed (template, connection, time limit, redirect, or the non-2XX status). */
  error?: string
  url?: string
  /** What was sent (absent when the request could not be prepared). */
  request?: SentRequest
  durationMs: number
}

/** The request of an attempt, as sent (the body cut to its first REQUEST_BODY_CHARS characters). */
export interface SentRequest {
  method: string
  url: string
  headers: Record<string, string>
  body: string
}

const REQUEST_BODY_CHARS = 16_000

function sent(p: Prepared, url: URL): SentRequest {
  return { method: p.method, url: url.href, headers: p.headers, body: p.body.toString('utf8').slice(0, REQUEST_BODY_CHARS) }
}

export interface DeliverOptions {
  timeoutMs: number
}

/** The default body (spec 6.4; NetBox 4.4 also sends object_type). */
export function defaultBody(job: DeliveryJob): Record<string, unknown> {
  return {
    event: job.event,
    timestamp: job.timestamp,
    object_type: job.object_type,
    model: job.model,
    username: job.username,
    request_id: job.request_id,
    data: job.data,
    snapshots: job.snapshots,
  }
}

export function signature(body: Buffer, secret: string): string {
  return createHmac('sha512', Buffer.from(secret, 'utf8')).update(body).digest('hex')
}

/** `Name: Value` lines (blank lines ignored), as NetBox's Webhook.render_headers. */
export function parseHeaders(text: string): Record<string, string> {
  const out: Record<string, string> = {}
  text.split(/\r\n|\r|\n/).forEach((line, i) => {
    if (!line.trim()) return
    const at = line.indexOf(':')
    if (at < 0) throw new TemplateError(`additional_headers line ${i + 1} is not "Name: Value": ${JSON.stringify(line.slice(0, 100))}`)
    out[line.slice(0, at).trim()] = line.slice(at + 1).trim()
  })
  return out
}

interface Prepared {
  url: URL
  method: string
  headers: Record<string, string>
  body: Buffer
}

async function prepare(hook: Webhook, job: DeliveryJob, deliveryId: string): Promise<Prepared> {
  const ctx = templateContext(job)
  const step = async (field: string, template: string) => {
    try {
      return await render(template, ctx)
    } catch (e) {
      throw new TemplateError(`${field}: ${(e as Error).message}`)
    }
  }
  const rawUrl = (await step('payload_url', hook.payload_url)).trim()
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    throw new TemplateError(`payload_url: not a URL: ${JSON.stringify(rawUrl.slice(0, 200))}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new TemplateError(`payload_url: only http and https URLs are called, not ${url.protocol}`)
  const extra = hook.additional_headers ? parseHeaders(await step('additional_headers', hook.additional_headers)) : {}
  const text = hook.body_template ? await step('body_template', hook.body_template) : JSON.stringify(defaultBody(job))
  const body = Buffer.from(text, 'utf8')
  const headers: Record<string, string> = { 'User-Agent': USER_AGENT, 'Content-Type': hook.http_content_type, ...extra }
  if (hook.secret) headers[SIGNATURE_HEADER] = signature(body, hook.secret)
  headers[DELIVERY_ID_HEADER] = deliveryId
  return { url, method: hook.http_method || 'POST', headers, body }
}

interface Response {
  status: number
  location?: string
  excerpt: string
}

interface Tls {
  rejectUnauthorized: boolean
  ca?: Buffer
}

function request(p: Prepared, url: URL, tls: Tls, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const options: https.RequestOptions = {
      method: p.method,
      headers: { ...p.headers, 'Content-Length': String(p.body.length) },
      signal,
      ...(url.protocol === 'https:' ? tls : {}),
    }
    const req = (url.protocol === 'https:' ? https : http).request(url, options, (res) => {
      const chunks: Buffer[] = []
      let size = 0
      const done = () => {
        const excerpt = Buffer.concat(chunks).toString('utf8').slice(0, EXCERPT_CHARS)
        const location = res.headers.location
        resolve({ status: res.statusCode ?? 0, location, excerpt })
      }
      res.on('data', (c: Buffer) => {
        if (size >= READ_LIMIT) return
        chunks.push(c)
        size += c.length
        if (size >= READ_LIMIT) {
          res.destroy() // enough for an excerpt; do not read an endless body
          done()
        }
      })
      res.on('end', done)
      res.on('error', reject)
    })
    req.on('error', reject)
    req.end(p.body)
  })
}

/** Send one delivery. Never throws: every failure comes back as an outcome with an error. */
export async function deliver(hook: Webhook, job: DeliveryJob, deliveryId: string, opts: DeliverOptions): Promise<DeliveryOutcome> {
  const started = Date.now()
  const took = () => Date.now() - started
  let p: Prepared
  let tls: Tls
  try {
    p = await prepare(hook, job, deliveryId)
    tls = { rejectUnauthorized: hook.ssl_verification }
    if (hook.ca_file_path)
      try {
        tls.ca = readFileSync(hook.ca_file_path)
      } catch (e) {
        throw new TemplateError(`ca_file_path: cannot read ${hook.ca_file_path}: ${(e as Error).message}`)
      }
  } catch (e) {
    return { ok: false, error: `${(e as Error).message}`, durationMs: took() }
  }
  const controller = new AbortController()
  const timer = setTimeout(() => controller.abort(), opts.timeoutMs)
  let url = p.url
  try {
    for (let hop = 0; ; hop++) {
      const res = await request(p, url, tls, controller.signal)
      const base = { status: res.status, response: res.excerpt, url: url.href, request: sent(p, url), durationMs: took() }
      if (res.status >= 200 && res.status < 300) return { ok: true, ...base }
      if (res.status >= 300 && res.status < 400 && res.location) {
        const next = new URL(res.location, url)
        if (next.origin !== p.url.origin) return { ok: false, ...base, error: `HTTP ${res.status}: redirect to another host refused (${next.href})` }
        if (hop >= MAX_REDIRECTS) return { ok: false, ...base, error: `HTTP ${res.status}: more than ${MAX_REDIRECTS} redirects` }
        url = next
        continue
      }
      return { ok: false, ...base, error: `HTTP ${res.status}` }
    }
  } catch (e) {
    const err = e as Error & { code?: string }
    const error = controller.signal.aborted ? `no response within ${opts.timeoutMs} ms` : err.code && !err.message.includes(err.code) ? `${err.code}: ${err.message}` : err.message
    return { ok: false, error, url: url.href, request: sent(p, url), durationMs: took() }
  } finally {
    clearTimeout(timer)
  }
}

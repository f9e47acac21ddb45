// One webhook HTTP request, as NetBox sends it (extras/webhooks.py):
//   method and URL from the webhook (the URL is a template), `Content-Type: <http_content_type>`,
//   the rendered `additional_headers` ("Name: Value" per line), the body (body_template rendered,
//   or the default JSON body, see defaultBody), and with a secret `X-Hook-Signature`: the lowercase hex
//   HMAC-SHA512 of the exact body bytes keyed with the secret.
// Added here: `X-Delivery-ID`, the same for every attempt of one delivery, so a receiver can drop
// duplicates (delivery is at-least-once); and with a secret, the Standard Webhooks headers
// (standardwebhooks.com: `webhook-id`, `webhook-timestamp`, `webhook-signature`) that its
// libraries verify, signed with the previous secret too while a rotation's grace period runs. One time limit covers the whole request; redirects are
// followed only within the same origin (a redirect elsewhere fails the delivery); TLS per
// `ssl_verification` and `ca_file_path`.
import { createHmac } from 'node:crypto'
import { readFileSync } from 'node:fs'
import http from 'node:http'
import https from 'node:https'
import type { DeliveryJob } from './job.js'
import { isTemplate, render, TemplateError, templateContext } from './render.js'

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
  /** The secret before the last rotation, while it still signs (null otherwise). */
  previous_secret?: string | null
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
  /** The request could not be made from the webhook's templates: another attempt would fail alike. */
  permanent?: boolean
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
  /** Told before the webhook's templates are rendered and after (only when it has templates). */
  rendering?: { started(): Promise<void>; finished(): Promise<void> }
}

/** Whether any of the webhook's fields is a template (rendered in the sandbox). */
export function hasTemplates(hook: Webhook): boolean {
  return [hook.payload_url, hook.additional_headers, hook.body_template].some((t) => t && isTemplate(t))
}

/** The default body, NetBox 4.4's: event, timestamp, object_type, model, username, request_id, data, snapshots. */
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

/**
 * The key a Standard Webhooks library derives from a secret: a `whsec_<base64>` secret is those
 * bytes (the scheme's own format); any other secret is its UTF-8 bytes, which those libraries
 * accept as `whsec_` + base64 of the secret (or in their raw-key mode).
 */
export function standardKey(secret: string): Buffer {
  return secret.startsWith('whsec_') ? Buffer.from(secret.slice(6), 'base64') : Buffer.from(secret, 'utf8')
}

/** `webhook-signature`: `v1,<base64 HMAC-SHA256 of "id.timestamp.body">` per secret, space-separated. */
export function standardSignature(id: string, timestamp: number, body: Buffer, secrets: string[]): string {
  return secrets
    .map((s) => `v1,${createHmac('sha256', standardKey(s)).update(`${id}.${timestamp}.`).update(body).digest('base64')}`)
    .join(' ')
}

// Anything below U+0020 but TAB, and DEL: a rendered header or URL must not carry them. A header
// value with CR/LF would add headers (or a body) of the context's choosing.
// eslint-disable-next-line no-control-regex -- matching control characters is the point
const CONTROL = /[\u0000-\u0008\u000a-\u001f\u007f]/
// RFC 9110 token characters: what a header name may be made of.
const TOKEN = /^[!#$%&'*+.^_`|~0-9A-Za-z-]+$/

/** Why preparing a delivery failed: retrying would fail the same way, so the delivery is not retried. */
export class PrepareError extends TemplateError {}

/**
 * `Name: Value` lines (blank lines ignored), as NetBox's Webhook.render_headers — but each line of
 * the template is rendered on its own, so a rendered value cannot start a new header: a line break
 * or other control character in a rendered line fails the delivery. (NetBox renders the whole text
 * and then splits it into lines, which lets an object's field add headers.)
 */
export async function renderHeaders(template: string, renderLine: (line: string, where: string) => Promise<string>): Promise<Record<string, string>> {
  const out: Record<string, string> = {}
  const lines = template.split(/\r\n|\r|\n/)
  for (let i = 0; i < lines.length; i++) {
    if (!lines[i].trim()) continue
    const where = `additional_headers line ${i + 1}`
    const line = await renderLine(lines[i], where)
    if (CONTROL.test(line)) throw new PrepareError(`${where}: the rendered header contains a line break or another control character`)
    if (!line.trim()) continue
    const at = line.indexOf(':')
    if (at < 0) throw new PrepareError(`${where} is not "Name: Value": ${JSON.stringify(line.slice(0, 100))}`)
    const name = line.slice(0, at).trim()
    if (!TOKEN.test(name)) throw new PrepareError(`${where}: ${JSON.stringify(name.slice(0, 100))} is not a valid header name`)
    out[name] = line.slice(at + 1).trim()
  }
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
      throw new PrepareError(`${field}: ${(e as Error).message}`)
    }
  }
  const rawUrl = (await step('payload_url', hook.payload_url)).trim()
  // The URL parser would silently drop tabs and line breaks; a URL carrying them is refused instead.
  if (CONTROL.test(rawUrl) || rawUrl.includes('\t')) throw new PrepareError(`payload_url: the rendered URL contains a control character: ${JSON.stringify(rawUrl.slice(0, 200))}`)
  let url: URL
  try {
    url = new URL(rawUrl)
  } catch {
    throw new PrepareError(`payload_url: not a URL: ${JSON.stringify(rawUrl.slice(0, 200))}`)
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw new PrepareError(`payload_url: only http and https URLs are called, not ${url.protocol}`)
  const extra = hook.additional_headers ? await renderHeaders(hook.additional_headers, (line, where) => step(where, line)) : {}
  const text = hook.body_template ? await step('body_template', hook.body_template) : JSON.stringify(defaultBody(job))
  const body = Buffer.from(text, 'utf8')
  const headers: Record<string, string> = { 'User-Agent': USER_AGENT, 'Content-Type': hook.http_content_type, ...extra }
  if (hook.secret) {
    headers[SIGNATURE_HEADER] = signature(body, hook.secret)
    // Stamped per attempt: a receiver rejects old timestamps, and a retry is a new send.
    const timestamp = Math.floor(Date.now() / 1000)
    headers['webhook-id'] = deliveryId
    headers['webhook-timestamp'] = String(timestamp)
    headers['webhook-signature'] = standardSignature(deliveryId, timestamp, body, hook.previous_secret ? [hook.secret, hook.previous_secret] : [hook.secret])
  }
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

/**
 * Send one delivery. Every failure comes back as an outcome with an error; it throws only when
 * `opts.rendering` does (the delivery's progress could not be recorded).
 */
export async function deliver(hook: Webhook, job: DeliveryJob, deliveryId: string, opts: DeliverOptions): Promise<DeliveryOutcome> {
  const started = Date.now()
  const took = () => Date.now() - started
  let p: Prepared
  let tls: Tls
  const marked = opts.rendering && hasTemplates(hook) ? opts.rendering : undefined
  if (marked) await marked.started()
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
    return { ok: false, error: `${(e as Error).message}`, permanent: e instanceof PrepareError, durationMs: took() }
  } finally {
    if (marked) await marked.finished()
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

// Load and latency measurements: autocannon for throughput (or wrk with BENCH_LOADER=wrk: a C load
// generator that leaves more of a 2-core machine to the server), sequential fetches for writes.
import { spawn } from 'node:child_process'
import autocannon from 'autocannon'

export interface LoadResult {
  reqPerSec: number
  p50: number
  p99: number
  mean: number
  requests: number
  non2xx: number
  errors: number
  timeouts: number
  statusCodes: Record<string, number>
}

export interface LoadOptions {
  connections: number
  /** Seconds. */
  duration: number
}

async function cannon(url: string, token: string, connections: number, duration: number): Promise<autocannon.Result> {
  return autocannon({ url, connections, duration, headers: { authorization: `Token ${token}`, accept: 'application/json' }, timeout: 30 })
}

/** wrk's duration text (`442.00us`, `2.01ms`, `1.2s`) in milliseconds. */
function wrkMs(text: string): number {
  const m = /^([\d.]+)(us|ms|s|m)$/.exec(text)
  if (!m) throw new Error(`wrk printed an unexpected duration '${text}'`)
  return Number(m[1]) * { us: 0.001, ms: 1, s: 1000, m: 60_000 }[m[2] as 'us' | 'ms' | 's' | 'm']
}

/** The same load through wrk (one thread); its CPU shows in this process's children's time (bench/cpu.ts). */
async function wrkLoad(url: string, token: string, opts: LoadOptions): Promise<LoadResult> {
  const args = ['-t1', `-c${opts.connections}`, `-d${opts.duration}s`, '--latency', '--timeout', '30s', '-H', `Authorization: Token ${token}`, '-H', 'Accept: application/json', url]
  const out = await new Promise<string>((resolve, reject) => {
    const child = spawn('wrk', args, { stdio: ['ignore', 'pipe', 'inherit'] })
    let text = ''
    child.stdout.on('data', (d: Buffer) => (text += d.toString()))
    child.on('error', reject)
    child.on('close', (code) => (code === 0 ? resolve(text) : reject(new Error(`wrk exited with ${code}: ${text}`))))
  })
  const pick = (re: RegExp) => re.exec(out)?.[1]
  const requests = Number(pick(/(\d+) requests in/) ?? 0)
  const seconds = wrkMs(pick(/requests in ([\d.]+\w+),/) ?? '0s') / 1000
  const socket = /Socket errors: connect (\d+), read (\d+), write (\d+), timeout (\d+)/.exec(out)
  const non2xx = Number(pick(/Non-2xx or 3xx responses: (\d+)/) ?? 0)
  return {
    reqPerSec: seconds > 0 ? requests / seconds : 0,
    p50: wrkMs(pick(/ 50%\s+(\S+)/) ?? '0ms'),
    p99: wrkMs(pick(/ 99%\s+(\S+)/) ?? '0ms'),
    mean: wrkMs(pick(/Latency\s+(\S+)/) ?? '0ms'),
    requests,
    non2xx,
    errors: socket ? Number(socket[1]) + Number(socket[2]) + Number(socket[3]) : 0,
    timeouts: socket ? Number(socket[4]) : 0,
    statusCodes: non2xx ? { 'non-2xx': non2xx } : {},
  }
}

const useWrk = process.env.BENCH_LOADER === 'wrk'

/** GET `url` with the token from `connections` keep-alive connections for `duration` seconds. */
export async function load(url: string, token: string, opts: LoadOptions): Promise<LoadResult> {
  if (useWrk) return wrkLoad(url, token, opts)
  const r = await cannon(url, token, opts.connections, opts.duration)
  const statusCodes: Record<string, number> = {}
  for (const [code, s] of Object.entries(r.statusCodeStats)) statusCodes[code] = s.count
  return {
    reqPerSec: r.duration > 0 ? r.requests.total / r.duration : 0,
    p50: r.latency.p50,
    p99: r.latency.p99,
    mean: r.latency.mean,
    requests: r.requests.total,
    non2xx: r.non2xx,
    errors: r.errors,
    timeouts: r.timeouts,
    statusCodes,
  }
}

/** Each [name, path] loaded after a 2 s warm-up, its line printed (the single-area benches). */
export async function loadScenarios(base: string, token: string, scenarios: Array<[string, string]>, opts: LoadOptions): Promise<void> {
  for (const [name, path] of scenarios) {
    await load(`${base}${path}`, token, { ...opts, duration: 2 })
    const r = await load(`${base}${path}`, token, opts)
    console.log(`${name}: ${r.reqPerSec.toFixed(0)} req/s, p50 ${r.p50} ms, p99 ${r.p99} ms, non-2xx ${r.non2xx}`)
  }
}

export async function getJson<T>(url: string, token: string): Promise<{ status: number; body: T }> {
  const res = await fetch(url, { headers: { authorization: `Token ${token}`, accept: 'application/json' } })
  return { status: res.status, body: (await res.json()) as T }
}

export async function postJson(url: string, token: string | null, body: unknown): Promise<{ status: number; body: unknown; ms: number }> {
  const started = performance.now()
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', ...(token ? { authorization: `Token ${token}` } : {}) },
    body: JSON.stringify(body),
  })
  const parsed: unknown = await res.json()
  return { status: res.status, body: parsed, ms: performance.now() - started }
}

export function percentile(values: number[], p: number): number {
  if (!values.length) return NaN
  const sorted = [...values].sort((a, b) => a - b)
  const i = Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))
  return sorted[i]
}

export interface WriteResult {
  ms: number
  status: number
  created: number
}

/** One POST of `bodies` as a JSON list (a bulk create). */
export async function bulkCreate(url: string, token: string, bodies: unknown[]): Promise<WriteResult> {
  const r = await postJson(url, token, bodies)
  if (r.status !== 201) throw new Error(`bulk create: HTTP ${r.status}: ${JSON.stringify(r.body).slice(0, 500)}`)
  return { ms: r.ms, status: r.status, created: Array.isArray(r.body) ? r.body.length : 0 }
}

export interface SingleWrites {
  p50: number
  p99: number
  mean: number
  n: number
  non2xx: number
}

/** `bodies.length` single-object POSTs, one after another, after `warmup` discarded ones. */
export async function singleCreates(url: string, token: string, bodies: unknown[], warmup: number): Promise<SingleWrites> {
  const times: number[] = []
  let non2xx = 0
  for (let i = 0; i < bodies.length; i++) {
    const r = await postJson(url, token, bodies[i])
    if (r.status < 200 || r.status > 299) non2xx++
    if (i >= warmup) times.push(r.ms)
  }
  return {
    p50: percentile(times, 50),
    p99: percentile(times, 99),
    mean: times.reduce((a, b) => a + b, 0) / (times.length || 1),
    n: times.length,
    non2xx,
  }
}

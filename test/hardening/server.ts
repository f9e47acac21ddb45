// The API as a real child process (`netinv start`), for the tests that kill it or take its database
// away, plus a TCP proxy in front of PostgreSQL that can cut every connection (an outage a test
// can cause without stopping the server that other tests share).
import { type ChildProcess, spawn } from 'node:child_process'
import { createServer, type Server as NetServer, type Socket, connect as netConnect } from 'node:net'
import { projectRoot } from '../../src/db/paths.js'
import { freePort, waitFor } from '../events/helpers.js'

export interface Server {
  url: string
  child: ChildProcess
  output(): string
  alive(): boolean
  /** fetch with a timeout; network errors come back as status 0. */
  request(method: string, path: string, body?: unknown, headers?: Record<string, string>, timeoutMs?: number): Promise<Answer>
  kill(signal?: NodeJS.Signals): Promise<void>
}

export interface Answer {
  status: number // 0: no answer (connection refused/reset, timeout)
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any
  headers: Headers | undefined
  ms: number
  error?: string
}

export async function startServer(env: Record<string, string>, token?: string): Promise<Server> {
  const port = await freePort()
  // The test process's DATABASE_URL names the cluster's admin database: never let it leak into a
  // child meant for PGlite (or another database). A child gets exactly the database it is given.
  const { DATABASE_URL: _ignored, ...inherited } = process.env
  const child = spawn(process.execPath, ['bin/netinv.js', 'start'], { // as npm start runs it
    cwd: projectRoot,
    env: { ...inherited, LOG_LEVEL: 'warn', ...env, HOST: '127.0.0.1', PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  let output = ''
  child.stdout!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)))
  child.stderr!.on('data', (c: Buffer) => (output = (output + c.toString()).slice(-20_000)))
  const url = `http://127.0.0.1:${port}`
  const alive = () => child.exitCode === null && child.signalCode === null
  const request: Server['request'] = async (method, path, body, headers = {}, timeoutMs = 30_000) => {
    const started = performance.now()
    try {
      const res = await fetch(`${url}${path}`, {
        method,
        headers: { accept: 'application/json', ...(token ? { authorization: `Token ${token}` } : {}), ...(body === undefined ? {} : { 'content-type': 'application/json' }), ...headers },
        body: body === undefined ? undefined : JSON.stringify(body),
        signal: AbortSignal.timeout(timeoutMs),
        redirect: 'manual',
      })
      const text = await res.text()
      let parsed: unknown
      try {
        parsed = text ? JSON.parse(text) : undefined
      } catch {
        parsed = text
      }
      return { status: res.status, body: parsed, headers: res.headers, ms: performance.now() - started }
    } catch (e) {
      return { status: 0, body: undefined, headers: undefined, ms: performance.now() - started, error: String((e as Error).cause ?? e) }
    }
  }
  await waitFor(`the server to answer (output: ${output.slice(-2000)})`, async () => !alive() || (await request('GET', '/api/status/', undefined, {}, 2000)).status !== 0, 240_000, 100)
  if (!alive()) throw new Error(`the server exited: ${output}`)
  return {
    url,
    child,
    output: () => output,
    alive,
    request,
    async kill(signal = 'SIGKILL') {
      if (!alive()) return
      const exited = new Promise<void>((r) => child.once('exit', () => r()))
      child.kill(signal)
      await exited
    },
  }
}

/** A TCP proxy to host:port whose connections can all be cut (and new ones refused) at once. */
export interface Proxy {
  port: number
  cut(): void
  restore(): void
  close(): Promise<void>
}

export async function startProxy(host: string, port: number): Promise<Proxy> {
  const sockets = new Set<Socket>()
  let up = true
  const server: NetServer = createServer((client) => {
    if (!up) return void client.destroy()
    const upstream = netConnect(port, host)
    for (const s of [client, upstream]) {
      sockets.add(s)
      s.on('error', () => {})
      s.on('close', () => sockets.delete(s))
    }
    client.pipe(upstream)
    upstream.pipe(client)
    client.on('close', () => upstream.destroy())
    upstream.on('close', () => client.destroy())
  })
  const listenPort = await freePort()
  await new Promise<void>((r) => server.listen(listenPort, '127.0.0.1', () => r()))
  return {
    port: listenPort,
    cut() {
      up = false
      for (const s of sockets) s.destroy()
    },
    restore() {
      up = true
    },
    close: () =>
      new Promise<void>((r) => {
        for (const s of sockets) s.destroy()
        server.close(() => r())
      }),
  }
}

// Child server processes: started on a free loopback port so the load generator never shares
// their event loop, watched for peak RSS through /proc, and stopped cleanly.
import { type ChildProcess, spawn } from 'node:child_process'
import { readFileSync, writeFileSync } from 'node:fs'
import { createServer } from 'node:net'
import { projectRoot } from '../src/db/paths.js'
import { treePids } from './cpu.js'

export const HOST = '127.0.0.1'

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const srv = createServer()
    srv.unref()
    srv.once('error', reject)
    srv.listen(0, HOST, () => {
      const addr = srv.address()
      const port = typeof addr === 'object' && addr ? addr.port : 0
      srv.close(() => resolve(port))
    })
  })
}

export interface Child {
  name: string
  pid: number
  base: string
  /** The last lines the process wrote to stderr/stdout, for error reports. */
  output(): string
  stop(): Promise<void>
}

function procStatusKb(pid: number, field: string): number | null {
  try {
    const m = new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'))
    return m ? Number(m[1]) : null
  } catch {
    return null
  }
}

/**
 * Peak resident set size (VmHWM) of a process and its descendants (the workers of a PROCESSES=N
 * server), summed, in MB: each peaked at its own moment, so an upper bound of their peak together.
 */
export function peakRssMb(pid: number): number | null {
  let kb: number | null = null
  for (const p of treePids(pid)) {
    const own = procStatusKb(p, 'VmHWM')
    if (own !== null) kb = (kb ?? 0) + own
  }
  return kb === null ? null : Math.round(kb / 102.4) / 10
}

/** Reset VmHWM to the current RSS (Linux ≥ 4.0: `echo 5 > clear_refs`) of a process and its descendants, so the next peak is per scenario. */
export function resetPeakRss(pid: number): boolean {
  let all = true
  for (const p of treePids(pid)) {
    try {
      writeFileSync(`/proc/${p}/clear_refs`, '5')
    } catch {
      all = false
    }
  }
  return all
}

async function waitReady(base: string, path: string, proc: ChildProcess, output: () => string, timeoutMs = 180_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (Date.now() < deadline) {
    if (proc.exitCode !== null || proc.signalCode !== null)
      throw new Error(`server exited (${proc.exitCode ?? proc.signalCode}) before it was ready:\n${output()}`)
    try {
      const res = await fetch(`${base}${path}`)
      await res.arrayBuffer()
      return
    } catch {
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  throw new Error(`server not ready after ${timeoutMs} ms:\n${output()}`)
}

/** netinventory as `npm start` runs it: from the compiled tree (scripts/build.mjs). */
export const NETINV = 'bin/netinv.js'

/**
 * Start `node <script> ...args` directly (no npx; a TypeScript script through `--import tsx`, not
 * the tsx CLI), so the pid we hold is the node process that serves, and /proc/<pid>/status is its
 * memory.
 */
export async function startNode(name: string, script: string, args: string[], env: Record<string, string>, nodeFlags: string[] = [], readyPath = '/'): Promise<Child> {
  const port = await freePort()
  const base = `http://${HOST}:${port}`
  const proc = spawn(process.execPath, [...nodeFlags, ...(script.endsWith('.ts') ? ['--import', 'tsx'] : []), script, ...args], {
    cwd: projectRoot,
    env: { ...process.env, ...env, HOST, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  const lines: string[] = []
  const keep = (chunk: Buffer) => {
    lines.push(...chunk.toString().split('\n').filter(Boolean))
    if (lines.length > 40) lines.splice(0, lines.length - 40)
  }
  proc.stdout!.on('data', keep)
  proc.stderr!.on('data', keep)
  const output = () => lines.join('\n')
  const exited = new Promise<void>((resolve) => proc.once('exit', () => resolve()))
  const stop = async () => {
    if (proc.exitCode !== null || proc.signalCode !== null) return
    proc.kill('SIGTERM')
    const timer = setTimeout(() => proc.kill('SIGKILL'), 10_000)
    await exited
    clearTimeout(timer)
  }
  try {
    await waitReady(base, readyPath, proc, output)
  } catch (e) {
    await stop()
    throw e
  }
  return { name, pid: proc.pid!, base, output, stop }
}

/** Wait until the child has written a line matching `pattern` (e.g. all PROCESSES=N serving). */
export async function waitForOutput(child: Child, pattern: RegExp, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs
  while (!pattern.test(child.output())) {
    if (Date.now() > deadline) throw new Error(`${child.name}: no line matching ${pattern} after ${timeoutMs} ms:\n${child.output()}`)
    await new Promise((r) => setTimeout(r, 100))
  }
}

/** A PROCESSES=N server answers on its first process; the load must wait for all N. */
export const ALL_PROCESSES_SERVING = /"msg":"netinventory on PostgreSQL: \d+ processes on /

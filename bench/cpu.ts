// CPU time spent per scenario, from /proc: the server process, the PostgreSQL backends serving
// the bench database, and this process (the load generator). Linux only; zeros elsewhere.
import { readdirSync, readFileSync } from 'node:fs'

const TICK_MS = 10 // USER_HZ is 100 on Linux

function ticks(pid: number | string): number | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8')
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(rest[11]) + Number(rest[12]) // utime + stime
  } catch {
    return null
  }
}

/** Backends connected to `database`: their command line reads "postgres: <cluster>: <user> <db> …". */
function backendTicks(database: string): Map<string, number> {
  const out = new Map<string, number>()
  let pids: string[] = []
  try {
    pids = readdirSync('/proc').filter((d) => /^\d+$/.test(d))
  } catch {
    return out
  }
  for (const pid of pids) {
    let cmd: string
    try {
      cmd = readFileSync(`/proc/${pid}/cmdline`, 'utf8')
    } catch {
      continue
    }
    if (!cmd.startsWith('postgres:') || !cmd.split(/\s+/).includes(database)) continue
    const t = ticks(pid)
    if (t !== null) out.set(pid, t)
  }
  return out
}

/** A process and its descendants (the workers of a PROCESSES=N server), by pid. */
export function treePids(pid: number): number[] {
  const out = [pid]
  for (let i = 0; i < out.length; i++) {
    let tasks: string[] = []
    try {
      tasks = readdirSync(`/proc/${out[i]}/task`)
    } catch {
      continue
    }
    for (const t of tasks) {
      try {
        for (const c of readFileSync(`/proc/${out[i]}/task/${t}/children`, 'utf8').split(' ')) if (c.trim()) out.push(Number(c))
      } catch {
        // the task ended meanwhile
      }
    }
  }
  return out
}

/** CPU ticks of the server and every process it started, keyed by pid (a worker may start late). */
function serverTicks(pid: number): Map<number, number> {
  const out = new Map<number, number>()
  for (const p of treePids(pid)) {
    const t = ticks(p)
    if (t !== null) out.set(p, t)
  }
  return out
}

export interface CpuSnapshot {
  server: Map<number, number>
  postgres: Map<string, number>
  self: NodeJS.CpuUsage
  /** CPU ticks of this process's finished children (a wrk load generator, BENCH_LOADER=wrk). */
  children: number
}

function childrenTicks(): number {
  try {
    const stat = readFileSync('/proc/self/stat', 'utf8')
    const rest = stat.slice(stat.lastIndexOf(')') + 2).split(' ')
    return Number(rest[13]) + Number(rest[14]) // cutime + cstime
  } catch {
    return 0
  }
}

export interface CpuSpent {
  serverMs: number
  postgresMs: number
  loadGeneratorMs: number
}

export function cpuSnapshot(serverPid: number, database: string): CpuSnapshot {
  return { server: serverTicks(serverPid), postgres: backendTicks(database), self: process.cpuUsage(), children: childrenTicks() }
}

export function cpuSince(before: CpuSnapshot, serverPid: number, database: string): CpuSpent {
  const after = cpuSnapshot(serverPid, database)
  let pg = 0
  for (const [pid, t] of after.postgres) pg += t - (before.postgres.get(pid) ?? 0)
  let server = 0
  for (const [pid, t] of after.server) server += t - (before.server.get(pid) ?? 0)
  const self = process.cpuUsage(before.self)
  return {
    serverMs: server * TICK_MS,
    postgresMs: pg * TICK_MS,
    loadGeneratorMs: (self.user + self.system) / 1000 + (after.children - before.children) * TICK_MS,
  }
}

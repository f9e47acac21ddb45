// `netinv start` with PROCESSES=N (or --processes N): N server processes on one port, through
// Node's cluster module (Node 20 has no reusePort). The primary serves nothing: it has already
// migrated and created the superuser, starts the processes one after another (each syncs object
// types and views at start, which is safe in sequence), replaces one that dies, and stops them all
// on SIGTERM/SIGINT. Every process also runs its WORKERS webhook loops: deliveries are taken with
// SKIP LOCKED and pg-boss's maintenance is locked, so N processes share one queue safely.
import cluster, { type Worker } from 'node:cluster'
import pino from 'pino'
import type { Config } from '../config.js'
import { loggerOptions } from '../api/logger.js'

/** The process count asked for: `--processes N` over PROCESSES; undefined when malformed. */
export function processCount(flag: string | undefined, config: Pick<Config, 'processes'>): number | undefined {
  if (flag === undefined) return config.processes
  const n = Number(flag)
  return Number.isInteger(n) && n >= 1 ? n : undefined
}

export const PGLITE_REFUSAL =
  'PROCESSES > 1 needs DATABASE_URL (PostgreSQL): PGlite allows one process per data directory. Use PROCESSES=1 (the default) on PGlite.'

/** A replacement for a process that died is started after this long, so a crash loop cannot spin. */
const RESTART_DELAY_MS = 1000

export async function runPrimary(config: Config, count: number): Promise<void> {
  const log = pino(loggerOptions(config) as pino.LoggerOptions)
  let stopping = false
  const started = new Set<Worker>()

  // One at a time: resolves when the process listens, rejects when it exits before.
  const fork = (slot: number) =>
    new Promise<Worker>((resolve, reject) => {
      const w = cluster.fork()
      started.add(w)
      const early = (code: number | null, signal: string | null) => reject(new Error(`process ${slot + 1} of ${count} exited (${signal ?? code}) before it listened`))
      w.once('exit', early)
      w.once('listening', () => {
        w.off('exit', early)
        log.info({ worker: w.process.pid, slot: slot + 1, of: count }, `process ${slot + 1} of ${count} serving (pid ${w.process.pid})`)
        w.once('exit', (code, signal) => {
          started.delete(w)
          if (stopping) return
          log.error({ worker: w.process.pid, code, signal }, `process ${slot + 1} of ${count} (pid ${w.process.pid}) exited; starting another`)
          setTimeout(() => void fork(slot).catch((e: unknown) => log.error({ err: e }, 'could not replace a server process')), RESTART_DELAY_MS).unref()
        })
        resolve(w)
      })
    })

  const stop = async () => {
    if (stopping) return
    stopping = true
    const exits = [...started].map((w) => new Promise<void>((r) => (w.isDead() ? r() : w.once('exit', () => r()))))
    for (const w of started) if (!w.isDead()) w.process.kill('SIGTERM')
    await Promise.all(exits)
    process.exit(0)
  }
  process.once('SIGINT', () => void stop())
  process.once('SIGTERM', () => void stop())

  try {
    for (let i = 0; i < count; i++) await fork(i)
  } catch (e) {
    log.error({ err: e }, (e as Error).message)
    stopping = true
    for (const w of started) if (!w.isDead()) w.process.kill('SIGTERM')
    process.exit(1)
  }
  log.info(`netinventory on PostgreSQL: ${count} processes on ${config.host}:${config.port}`)
}

export const isClusterWorker = () => cluster.isWorker

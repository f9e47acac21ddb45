// netinv <command>: start (default), migrate, createsuperuser, worker, webhook-receiver.
import { buildApp } from '../api/app.js'
import { ConfigError, loadConfig } from '../config.js'
import { connect } from '../db/connect.js'
import { DataDirLockedError } from '../db/lock.js'
import { checkSchema, SchemaMismatchError } from '../db/schema-check.js'
import { startWorkers } from '../events/index.js'
import { openQueue } from '../events/queue.js'
import { startReceiver } from '../events/receiver.js'
import { resolvePeppers } from '../auth/peppers.js'
import { option } from './args.js'
import { isClusterWorker, PGLITE_REFUSAL, processCount, runPrimary } from './cluster.js'
import { limitHeapGrowth } from './heap.js'
import { syncRegistrySchema } from '../engine/registry-schema.js'
import { ensureSuperuser } from './superuser.js'

const USAGE = `usage: netinv <command>
  start [--processes N]                   serve the API (default; N processes: PostgreSQL only)
  migrate                                 apply database migrations and exit
  createsuperuser --username U --password P   create or update a superuser
  worker                                  deliver webhooks only (PostgreSQL; WORKERS loops, at least 1)
  webhook-receiver [--port 9000]          print the requests webhooks send (127.0.0.1), answer 200`

async function main(argv: string[]): Promise<void> {
  const command = argv[0] ?? 'start'
  if (command === 'webhook-receiver') {
    const port = Number(option(argv, 'port') ?? 9000)
    if (!Number.isInteger(port) || port < 1 || port > 65535) {
      console.error('webhook-receiver: --port must be a port number')
      process.exit(2)
    }
    await startReceiver({ port })
    return
  }
  const config = loadConfig()
  limitHeapGrowth(config.heapGrowthPercent)
  if (!['start', 'migrate', 'createsuperuser', 'worker'].includes(command)) {
    console.error(USAGE)
    process.exit(2)
  }
  if (command === 'worker' && !config.databaseUrl) {
    // PGlite allows one process per data directory: the API process delivers (WORKERS ≥ 1).
    console.error('netinv worker needs DATABASE_URL (PostgreSQL). On PGlite the API process delivers webhooks itself (WORKERS, default 1).')
    process.exit(1)
  }
  let processes = 1
  if (command === 'start') {
    const asked = processCount(option(argv, 'processes'), config)
    if (asked === undefined) {
      console.error('netinv start: --processes must be an integer ≥ 1')
      process.exit(2)
    }
    processes = asked
    if (processes > 1 && !config.databaseUrl) {
      console.error(`netinv: ${PGLITE_REFUSAL}`)
      process.exit(1)
    }
  }
  // A server process of a PROCESSES=N start: the primary has migrated and made the superuser.
  const worker = command === 'start' && isClusterWorker()
  const db = await connect(config)
  try {
    if (!worker) await db.migrate()
    if (command === 'migrate') {
      // What the app makes from the registry when it starts, made here too: SQL seeders run after
      // `netinv migrate` find the views and the triggers keeping tree levels and stored counts.
      await syncRegistrySchema(db)
      console.log('migrations applied')
      return await db.close()
    }
    // Every table and column the models need exists (else: one line naming it, and exit 1).
    await checkSchema(db)
    if (command === 'createsuperuser') {
      const username = option(argv, 'username') ?? process.env.SUPERUSER_NAME
      const password = option(argv, 'password') ?? process.env.SUPERUSER_PASSWORD
      if (!username || !password) {
        console.error('createsuperuser needs --username and --password')
        process.exit(2)
      }
      // Through the operations, with the webhook queue: recorded and announced like any change.
      const queue = await openQueue(db, config)
      try {
        console.log(`superuser ${username} ${await ensureSuperuser(db, username, password, { enqueue: (tx, jobs) => queue.enqueue(tx, jobs) })}`)
      } finally {
        await queue.stop()
      }
      return await db.close()
    }
    if (command === 'worker') {
      const workers = await startWorkers(db, config, Math.max(1, config.workers), {
        warn: (obj, msg) => console.error(`netinv worker: ${msg ?? ''}`, obj),
        error: (obj, msg) => console.error(`netinv worker: ${msg ?? ''}`, obj),
      })
      console.log(`netinv worker: delivering webhooks from queue ${workers.queue.name} (${workers.workers.length} loop(s))`)
      const stop = async () => {
        await workers.stop()
        await db.close()
        process.exit(0)
      }
      process.once('SIGINT', stop)
      process.once('SIGTERM', stop)
      return
    }
    if (!worker && config.superuserName && config.superuserPassword) await ensureSuperuser(db, config.superuserName, config.superuserPassword)
    // v2 API tokens need a pepper: the configured ones, or the one kept in DATA_DIR (made here, by
    // the first process, before any other starts, so that all of them read the same one).
    const apiTokenPeppers = resolvePeppers(config)
    if (processes > 1 && !worker) {
      await db.close()
      return await runPrimary(config, processes)
    }
    const app = await buildApp({ config: { ...config, apiTokenPeppers }, db })
    const stop = async () => {
      await app.close()
      await db.close()
      process.exit(0)
    }
    process.once('SIGINT', stop)
    process.once('SIGTERM', stop)
    await app.listen({ host: config.host, port: config.port })
    if (!worker) app.log.info(`netinventory on ${config.databaseUrl ? 'PostgreSQL' : `PGlite (${config.dataDir})`}`)
  } catch (e) {
    await db.close().catch(() => {})
    throw e
  }
}

main(process.argv.slice(2)).catch((e: unknown) => {
  if (e instanceof ConfigError || e instanceof DataDirLockedError || e instanceof SchemaMismatchError) {
    console.error(`netinv: ${e.message}`)
    process.exit(1)
  }
  console.error(e)
  process.exit(1)
})

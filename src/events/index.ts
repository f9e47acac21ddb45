// Change records, event rules and webhooks, wired into the API: the change sink for every write,
// the webhook queue, this process's delivery worker(s), and /api/core/background-tasks/.
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.js'
import type { Db } from '../db/types.js'
import type { OpServices } from '../ops/services.js'
import { type BackgroundTasks, registerBackgroundTasks } from './background-tasks.js'
import { type Logger, openQueue, type Queue } from './queue.js'
import { closeRenderer } from './render.js'
import { EventSink } from './sink.js'
import { DeliveryWorker } from './worker.js'

export interface Workers {
  queue: Queue
  workers: DeliveryWorker[]
  notify(): void
  stop(): Promise<void>
}

/** Open the queue and start `count` delivery workers on it (none when count is 0). */
export async function startWorkers(db: Db, config: Config, count: number, log?: Logger): Promise<Workers> {
  const queue = await openQueue(db, config, { log })
  const options = { timeoutMs: config.webhookTimeoutMs, secretGraceSeconds: config.webhookSecretGraceSeconds, batchWindowMs: config.webhookBatchWindowMs, log }
  const workers = Array.from({ length: count }, () => new DeliveryWorker(db, queue, options))
  for (const w of workers) w.start()
  return {
    queue,
    workers,
    notify: () => workers.forEach((w) => w.notify()),
    async stop() {
      await Promise.all(workers.map((w) => w.stop()))
      await queue.stop()
      await closeRenderer()
    },
  }
}

/** Install into the app: every operation through `ops` records its changes and queues its webhooks. */
export async function installEvents(app: FastifyInstance, deps: { db: Db; config: Config; ops: OpServices }): Promise<{ tasks: BackgroundTasks; queue: Queue; workers: DeliveryWorker[] }> {
  const { db, config, ops } = deps
  const events = await startWorkers(db, config, config.workers, app.log)
  if (db.driver === 'pglite' && config.workers === 0)
    app.log.warn('WORKERS=0 on PGlite: webhooks are queued but nothing delivers them (only this process may open the data directory)')

  ops.sink = (info) => new EventSink(info, (tx, jobs) => events.queue.enqueue(tx, jobs), (msg) => app.log.warn(msg))
  // After the commit: wake this process's workers for what the write queued.
  ops.afterCommit.push((_models, sink) => {
    if (sink instanceof EventSink && sink.enqueued) events.notify()
  })
  const tasks = registerBackgroundTasks(app, { db, config, queue: events.queue, wake: events.notify })
  app.addHook('onClose', async () => {
    await events.stop()
  })
  return { tasks, queue: events.queue, workers: events.workers }
}

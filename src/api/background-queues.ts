// /api/core/background-queues/ and /api/core/background-workers/ — NetBox's views of its RQ queues
// and workers — over the webhook queue (pg-boss, one queue) and this process's delivery workers.
// The shapes are NetBox's serializers'; what RQ has and pg-boss does not is 0 or null (deferred
// jobs, the scheduler's pid). Workers of other processes (`netinv worker`) are not seen from here.
// Superusers only (NetBox: IsAdminUser).
import { hostname } from 'node:os'
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Config } from '../config.js'
import type { Db } from '../db/types.js'
import { NotFoundError } from '../engine/errors.js'
import { superuser } from '../events/background-tasks.js'
import { QUEUE_SCHEMA, type Queue } from '../events/queue.js'
import type { DeliveryWorker } from '../events/worker.js'
import { pageLinks, pageRequest } from './pagination.js'
import { baseUrl, sendJson } from './reply.js'

const QUEUES = '/api/core/background-queues/'
const WORKERS = '/api/core/background-workers/'
const S = QUEUE_SCHEMA

const STATS = `
  SELECT
    count(*) FILTER (WHERE NOT archived AND state IN ('created', 'retry') AND start_after <= now())::int AS jobs,
    count(*) FILTER (WHERE NOT archived AND state IN ('created', 'retry') AND start_after > now())::int AS scheduled,
    count(*) FILTER (WHERE NOT archived AND state = 'active')::int AS started,
    count(*) FILTER (WHERE state = 'completed')::int AS finished,
    count(*) FILTER (WHERE state IN ('failed', 'cancelled') OR (archived AND state IN ('created', 'retry')))::int AS failed,
    min(created_on) FILTER (WHERE NOT archived AND state IN ('created', 'retry')) AS oldest
  FROM (SELECT state::text AS state, start_after, created_on, false AS archived FROM ${S}.job WHERE name = $1
        UNION ALL SELECT state::text, start_after, created_on, true FROM ${S}.archive WHERE name = $1) j`

interface Stats {
  jobs: number
  scheduled: number
  started: number
  finished: number
  failed: number
  oldest: Date | string | null
}

const workerName = (i: number) => `${hostname()}.${process.pid}.${i + 1}`

type Query = Record<string, string | string[] | undefined>

export function registerBackgroundQueues(app: FastifyInstance, deps: { db: Db; config: Config; queue: Queue; workers: DeliveryWorker[] }): void {
  const { db, config, queue, workers } = deps

  const queueOf = async (base: string) => {
    const [s] = await db.query<Stats>(STATS, [queue.name])
    return {
      name: queue.name,
      url: `${base}${QUEUES}${encodeURIComponent(queue.name)}/`,
      jobs: s.jobs,
      oldest_job_timestamp: s.oldest === null ? null : new Date(s.oldest).toISOString(),
      index: 0,
      scheduler_pid: null,
      workers: workers.length,
      finished_jobs: s.finished,
      started_jobs: s.started,
      deferred_jobs: 0,
      failed_jobs: s.failed,
      scheduled_jobs: s.scheduled,
    }
  }
  const workerOf = (w: DeliveryWorker, i: number, base: string) => ({
    name: workerName(i),
    url: `${base}${WORKERS}${encodeURIComponent(workerName(i))}/`,
    state: w.busy ? 'busy' : 'idle',
    birth_date: w.stats.born.toISOString(),
    queue_names: [queue.name],
    pid: String(process.pid),
    successful_job_count: w.stats.succeeded,
    failed_job_count: w.stats.failed,
    total_working_time: Math.round(w.stats.workingMs / 1000),
  })
  const page = <T>(req: FastifyRequest, reply: FastifyReply, all: T[]) => {
    const p = pageRequest(req.query as Query, config)
    const results = p.limit === null ? all.slice(p.offset) : all.slice(p.offset, p.offset + p.limit)
    reply.header('allow', 'GET, HEAD, OPTIONS')
    return sendJson(req, reply, 200, { count: all.length, ...pageLinks(req, p, all.length), results })
  }
  const doc = (summary: string, description: string, operationId: string, detail = false) => ({
    tags: ['core'],
    operationId,
    summary,
    description,
    ...(detail ? { params: { type: 'object', properties: { name: { type: 'string' } }, required: ['name'] } } : {}),
    response: { 200: { type: 'object', additionalProperties: true, description: summary } },
  })

  app.get(QUEUES, { schema: doc('List background queues', 'The webhook queue (pg-boss) as NetBox shows an RQ queue.', 'core_background_queues_retrieve') }, async (req, reply) => {
    superuser(req)
    return page(req, reply, [await queueOf(baseUrl(req))])
  })
  app.get(
    `${QUEUES}:name/`,
    { schema: doc('Retrieve background queue', 'One queue by name.', 'core_background_queues_retrieve_by_name', true) },
    async (req: FastifyRequest<{ Params: { name: string } }>, reply) => {
      superuser(req)
      if (req.params.name !== queue.name) throw new NotFoundError('Not found.')
      reply.header('allow', 'GET, HEAD, OPTIONS')
      return sendJson(req, reply, 200, await queueOf(baseUrl(req)))
    },
  )
  app.get(WORKERS, { schema: doc('List background workers', "This process's webhook delivery workers.", 'core_background_workers_retrieve') }, async (req, reply) => {
    superuser(req)
    return page(req, reply, workers.map((w, i) => workerOf(w, i, baseUrl(req))))
  })
  app.get(
    `${WORKERS}:name/`,
    { schema: doc('Retrieve background worker', 'One worker by name.', 'core_background_workers_retrieve_by_name', true) },
    async (req: FastifyRequest<{ Params: { name: string } }>, reply) => {
      superuser(req)
      const i = workers.findIndex((_, j) => workerName(j) === req.params.name)
      if (i < 0) throw new NotFoundError('Not found.')
      reply.header('allow', 'GET, HEAD, OPTIONS')
      return sendJson(req, reply, 200, workerOf(workers[i], i, baseUrl(req)))
    },
  )
}

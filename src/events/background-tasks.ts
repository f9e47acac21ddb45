// /api/core/background-tasks/ — NetBox's path for its queued jobs — lists webhook deliveries with
// four states: queued, active, succeeded, failed. `POST <id>/requeue/` puts a failed one back to
// queued by hand. Superusers only. Rows are pg-boss jobs: the live
// table and the archive (completed jobs move there after a day, failed ones after two weeks).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { requireAccess } from '../auth/access.js'
import type { Config } from '../config.js'
import type { Db, Param } from '../db/types.js'
import { ApiError, notAuthenticated, permissionDenied, ValidationError } from '../engine/errors.js'
import { type PageRequest, pageLinks, pageRequest } from '../api/pagination.js'
import { baseUrl, sendJson } from '../api/reply.js'
import { backgroundTaskDocs } from './background-task-docs.js'
import type { StoredJob } from './job.js'
import { QUEUE_SCHEMA, type Queue } from './queue.js'
import type { AttemptOutput } from './worker.js'

export const TASKS_PATH = '/api/core/background-tasks/'

export type TaskState = 'queued' | 'active' | 'succeeded' | 'failed'

/** The pg-boss job states behind each of our four task states. */
const STATES: Record<TaskState, string[]> = {
  queued: ['created', 'retry'],
  active: ['active'],
  succeeded: ['completed'],
  failed: ['failed', 'cancelled'],
}

const COLUMNS = `id::text AS id, state::text AS state, data - 'payload' AS data, output, retry_count, retry_limit, created_on, started_on, completed_on, start_after`
const S = QUEUE_SCHEMA

// Both tables, newest first; the webhook and rule are looked up for their names.
const TASKS = `
  SELECT t.*, w.name AS webhook_name, r.name AS rule_name FROM (
    SELECT ${COLUMNS}, false AS archived FROM ${S}.job WHERE name = $1
    UNION ALL
    SELECT ${COLUMNS}, true AS archived FROM ${S}.archive WHERE name = $1
  ) t
  LEFT JOIN extras_webhook w ON w.id = (t.data->>'webhook_id')::int
  LEFT JOIN extras_eventrule r ON r.id = (t.data->>'event_rule_id')::int`

interface Row {
  id: string
  state: string
  data: Omit<StoredJob, 'payload'>
  output: Partial<AttemptOutput> | null
  retry_count: number
  retry_limit: number
  created_on: Date | string
  started_on: Date | string | null
  completed_on: Date | string | null
  start_after: Date | string
  archived: boolean
  webhook_name: string | null
  rule_name: string | null
}

const iso = (v: Date | string | null) => (v === null ? null : new Date(v).toISOString())

function stateOf(r: Row): TaskState {
  if (r.archived && ['created', 'retry'].includes(r.state)) return 'failed' // never taken before its retention ran out
  return (Object.keys(STATES) as TaskState[]).find((s) => STATES[s].includes(r.state)) ?? 'failed'
}

function nested(base: string, path: string, id: number, name: string | null) {
  return { id, url: `${base}/api/extras/${path}/${id}/`, display: name ?? `#${id} (deleted)`, name }
}

function represent(r: Row, base: string) {
  const d = r.data
  const state = stateOf(r)
  const out = r.output ?? {}
  const unsent = r.archived && state === 'failed' && r.started_on === null
  return {
    id: r.id,
    url: `${base}${TASKS_PATH}${r.id}/`,
    display: `${d.event} ${d.object_type} ${d.object_id} → ${r.webhook_name ?? `webhook #${d.webhook_id}`}`,
    kind: 'webhook',
    state,
    webhook: nested(base, 'webhooks', d.webhook_id, r.webhook_name),
    event_rule: nested(base, 'event-rules', d.event_rule_id, r.rule_name),
    event: d.event,
    object_type: d.object_type,
    object_id: d.object_id,
    object_repr: d.object_repr,
    object_change: d.change_id === null ? null : { id: d.change_id, url: `${base}/api/core/object-changes/${d.change_id}/` },
    request_id: d.request_id,
    attempts: r.started_on === null ? 0 : Number(r.retry_count) + 1,
    max_attempts: Number(r.retry_limit) + 1,
    last_status: out.status ?? null,
    last_response: out.response ?? null,
    last_request: out.request ?? null,
    last_error: out.error ?? (unsent ? 'not delivered before its retention ran out' : null),
    created: iso(r.created_on),
    started: iso(r.started_on),
    completed: iso(r.completed_on),
    next_attempt: state === 'queued' ? iso(r.start_after) : null,
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i
const notFound = () => new ApiError(404, { detail: 'No BackgroundTask matches the given query.' })

export function superuser(req: { auth?: { user: { isSuperuser: boolean } } }): void {
  if (!req.auth) throw notAuthenticated()
  if (!req.auth.user.isSuperuser) throw permissionDenied()
}

async function findTask(db: Db, queue: string, id: string): Promise<Row | undefined> {
  if (!UUID.test(id)) return undefined
  const rows = await db.query<Row>(`${TASKS} WHERE t.id = $2`, [queue, id])
  return rows[0]
}

export type Query = Record<string, string | string[] | undefined>
const one = (v: string | string[] | undefined) => (Array.isArray(v) ? v[0] : v)

/** Filters: state, webhook_id, event_rule_id, object_type, object_id, request_id, event. */
function filters(query: Query): { where: string[]; params: Param[] } {
  const where: string[] = []
  const params: Param[] = []
  const errors: Record<string, string[]> = {}
  const bind = (v: Param) => {
    params.push(v)
    return `$${params.length + 1}` // $1 is the queue name
  }
  const state = one(query.state)
  if (state) {
    if (!(state in STATES)) errors.state = [`Select a valid choice. ${state} is not one of the available choices.`]
    else if (state === 'failed') where.push(`(t.state IN ('failed', 'cancelled') OR (t.archived AND t.state IN ('created', 'retry')))`)
    else where.push(`t.state = ANY(${bind(STATES[state as TaskState])}::text[])${state === 'queued' ? ' AND NOT t.archived' : ''}`)
  }
  for (const key of ['webhook_id', 'event_rule_id', 'object_id']) {
    const v = one(query[key])
    if (!v) continue
    if (!/^\d{1,10}$/.test(v)) errors[key] = ['Enter a whole number.']
    else where.push(`(t.data->>'${key}')::bigint = ${bind(Number(v))}`)
  }
  for (const key of ['object_type', 'request_id', 'event']) {
    const v = one(query[key])
    if (!v) continue
    // PostgreSQL text cannot hold NUL: refuse it here rather than let the driver fail the query.
    if (v.includes('\u0000')) errors[key] = ['Null characters are not allowed.']
    else where.push(`t.data->>'${key}' = ${bind(v)}`)
  }
  if (Object.keys(errors).length) throw new ValidationError(errors)
  return { where, params }
}

export interface TaskDeps {
  db: Db
  config: Config
  queue: Queue
  /** Wake this process's worker after a requeue. */
  wake(): void
}

/**
 * The background tasks of this queue, for the API routes and the web pages alike (superusers only:
 * the callers check). `next` on a list says whether more follow.
 */
export class BackgroundTasks {
  constructor(private readonly deps: TaskDeps) {}

  async list(query: Query, page: PageRequest, base: string): Promise<{ count: number; results: Array<ReturnType<typeof represent>> }> {
    const { db, queue } = this.deps
    const f = filters(query)
    const where = f.where.length ? ` WHERE ${f.where.join(' AND ')}` : ''
    let limits = ''
    const params: Param[] = [queue.name, ...f.params]
    if (page.limit !== null) {
      params.push(page.limit)
      limits += ` LIMIT $${params.length}`
    }
    params.push(page.offset)
    limits += ` OFFSET $${params.length}`
    const [rows, count] = await Promise.all([
      db.query<Row>(`${TASKS}${where} ORDER BY t.created_on DESC, t.id${limits}`, params),
      db.query<{ n: number }>(`SELECT count(*)::int AS n FROM (${TASKS}${where}) c`, [queue.name, ...f.params]),
    ])
    return { count: count[0].n, results: rows.map((r) => represent(r, base)) }
  }

  async get(id: string, base: string): Promise<ReturnType<typeof represent>> {
    const row = await findTask(this.deps.db, this.deps.queue.name, id)
    if (!row) throw notFound()
    return represent(row, base)
  }

  /** Puts a failed task back to queued, for one more attempt now. */
  async requeue(id: string, base: string): Promise<ReturnType<typeof represent>> {
    const { db, queue } = this.deps
    const row = await findTask(db, queue.name, id)
    if (!row) throw notFound()
    if (stateOf(row) !== 'failed') throw new ApiError(409, { detail: `Only a failed task can be requeued; this one is ${stateOf(row)}.` })
    if (row.archived) {
      // Back from the archive into the live table first (same row, same id: the same delivery).
      await db.transaction(async (tx) => {
        const cols = 'id, name, priority, data, state, retry_limit, retry_count, retry_delay, retry_backoff, start_after, started_on, singleton_key, singleton_on, expire_in, created_on, completed_on, keep_until, dead_letter, policy, output'
        await tx.query(
          `WITH moved AS (DELETE FROM ${S}.archive WHERE name = $1 AND id = $2::uuid RETURNING ${cols})
           INSERT INTO ${S}.job (${cols}) SELECT id, name, priority, data, 'failed', retry_limit, retry_count, retry_delay, retry_backoff, start_after,
             started_on, singleton_key, singleton_on, expire_in, created_on, completed_on, now() + interval '14 days', dead_letter, policy, output FROM moved`,
          [queue.name, row.id],
        )
      })
    }
    // One more attempt (pg-boss raises the retry limit by one), starting now.
    await queue.boss.retry(queue.name, row.id)
    this.deps.wake()
    const after = await findTask(db, queue.name, row.id)
    return represent(after ?? row, base)
  }
}

export function registerBackgroundTasks(app: FastifyInstance, deps: TaskDeps): BackgroundTasks {
  const { config } = deps
  const tasks = new BackgroundTasks(deps)

  app.get(TASKS_PATH, { schema: backgroundTaskDocs.list }, async (req, reply: FastifyReply) => {
    superuser(req)
    const query = req.query as Query
    const page = pageRequest(query, config)
    const out = await tasks.list(query, page, baseUrl(req))
    reply.header('allow', 'GET, HEAD, OPTIONS')
    return sendJson(req, reply, 200, { count: out.count, ...pageLinks(req, page, out.count), results: out.results })
  })

  app.get(`${TASKS_PATH}:id/`, { schema: backgroundTaskDocs.retrieve }, async (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
    superuser(req)
    const task = await tasks.get(req.params.id, baseUrl(req))
    reply.header('allow', 'GET, HEAD, OPTIONS')
    return sendJson(req, reply, 200, task)
  })

  app.post(
    `${TASKS_PATH}:id/requeue/`,
    { schema: backgroundTaskDocs.requeue },
    async (req: FastifyRequest<{ Params: { id: string } }>, reply) => {
      requireAccess(req, config, undefined, 'change')
      superuser(req)
      return sendJson(req, reply, 200, await tasks.requeue(req.params.id, baseUrl(req)))
    },
  )
  return tasks
}

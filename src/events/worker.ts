// The delivery worker: takes queued deliveries from pg-boss's queue table (SKIP LOCKED, so any number of workers
// in any number of processes share one queue), sends them, and records the outcome on the job:
// 2XX → completed (succeeded); anything else → failed with status, response excerpt and error,
// which pg-boss turns into a retry with exponential backoff until the retries are used up.
// A worker that dies mid-delivery leaves its jobs active; pg-boss expires them after the queue's
// expiry and they are retried — delivery is at-least-once, never silently lost.
import type { Db } from '../db/types.js'
import { deliver, type DeliveryOutcome, type SentRequest, type Webhook } from './deliver.js'
import { type StoredJob, unpack } from './job.js'
import { type Logger, QUEUE_SCHEMA, type Queue } from './queue.js'

/** Where a delivery's rendering stands, kept on its job so that it outlives the process. */
interface RenderMark {
  attempt: number
  done: boolean
}

/** A job as FETCH_SQL returns it, with its webhook (null: deleted since). */
interface Fetched {
  id: string
  data: StoredJob & { render?: RenderMark }
  retryCount: number
  output: unknown
  hook: Webhook | null
}

export interface WorkerOptions {
  timeoutMs: number
  /** How long a rotated-out secret keeps signing (WEBHOOK_SECRET_GRACE_SECONDS). */
  secretGraceSeconds?: number
  /** Deliveries in flight at once (default 100). */
  concurrency?: number
  /** How often an idle worker looks for work (default 500 ms; `notify()` wakes it sooner). */
  pollMs?: number
  /**
   * How long a worker woken by `notify()` waits before it looks (default 10 ms), so that the
   * deliveries of writes close together are taken, looked up and completed as one batch.
   */
  batchWindowMs?: number
  log?: Logger
}

/** What a finished attempt leaves on its job (pg-boss `output`), shown by the background-tasks API. */
export interface AttemptOutput {
  attempt: number
  status: number | null
  response: string | null
  error: string | null
  url: string | null
  /** The request this attempt sent: method, URL, headers and body. */
  request: SentRequest | null
  duration_ms: number
}

const MARK_SQL = `UPDATE ${QUEUE_SCHEMA}.job SET data = jsonb_set(data, '{render}', $3::jsonb) WHERE name = $1 AND id = $2`
// A failure that another attempt would repeat: no retries left, then pg-boss fails it for good.
const LAST_ATTEMPT_SQL = `UPDATE ${QUEUE_SCHEMA}.job SET retry_limit = retry_count WHERE name = $1 AND id = $2 AND state = 'active'`

/**
 * The previous attempt began rendering the templates and never got further: its process stopped
 * while rendering (so the sandbox failed to contain the template). Rendering again could stop this
 * process too, so the delivery is failed instead; a requeue tries once more.
 */
function diedRendering(job: Fetched, attempt: number): string | undefined {
  const mark = job.data.render
  const last = job.output as Partial<AttemptOutput> | null
  if (!mark || mark.done || mark.attempt !== attempt - 1 || last?.attempt === mark.attempt) return undefined
  return `attempt ${mark.attempt} stopped while rendering the webhook's templates (its process ended); not retried — fix the templates, then requeue`
}

// One statement per batch takes the next due deliveries and reads the webhooks they name, as they
// are now (not as they were queued). It is pg-boss 10's fetch for a standard queue (the next jobs
// by priority and age, SKIP LOCKED so that any number of workers share the queue, marked active,
// a retry counted), run as a prepared statement on the application's own connections: pg-boss
// plans its fetch afresh on every call (0.4-0.65 ms of PostgreSQL's time, measured), and the
// webhooks were a second round trip. The previous secret is there only while its grace period runs
// (by the database's clock, which also stamped the rotation).
export const FETCH_SQL = `WITH next AS (
    SELECT id FROM ${QUEUE_SCHEMA}.job
     WHERE name = $1 AND state < 'active' AND start_after < now()
     ORDER BY priority DESC, created_on, id
     LIMIT $2 FOR UPDATE SKIP LOCKED),
  taken AS (
    UPDATE ${QUEUE_SCHEMA}.job j SET state = 'active', started_on = now(),
           retry_count = CASE WHEN j.started_on IS NOT NULL THEN j.retry_count + 1 ELSE j.retry_count END
      FROM next WHERE j.name = $1 AND j.id = next.id
    RETURNING j.id, j.data, j.retry_count, j.output)
  SELECT t.id::text AS id, t.data, t.retry_count AS "retryCount", t.output,
         (SELECT json_build_object('id', w.id, 'name', w.name, 'payload_url', w.payload_url, 'http_method', w.http_method,
                   'http_content_type', w.http_content_type, 'additional_headers', w.additional_headers, 'body_template', w.body_template,
                   'secret', w.secret, 'ssl_verification', w.ssl_verification, 'ca_file_path', w.ca_file_path,
                   'previous_secret', CASE WHEN w.previous_secret <> '' AND w.secret_rotated > now() - make_interval(secs => $3::int) THEN w.previous_secret END)
            FROM extras_webhook w WHERE w.id = (t.data->>'webhook_id')::int) AS hook
    FROM taken t`

// Successes are marked completed in batches: one statement for many jobs instead of a round trip
// each, prepared on the application's connections as the fetch is. It is pg-boss 10's
// completeJobs (same table, same state rule) with each job's own output.
// The ids also go as an array, so the rows are found by the primary key (name, id) whatever the
// planner believes of the table: joined on the JSON rows alone, a table never analysed (PGlite has
// no autovacuum) was read whole, every job the queue keeps (9.4 against 1.9 ms per batch of 10
// with 7,750 jobs kept, measured).
export const COMPLETE_SQL = `UPDATE ${QUEUE_SCHEMA}.job j SET completed_on = now(), state = 'completed', output = d.output
    FROM json_to_recordset($2::json) AS d(id uuid, output jsonb)
   WHERE j.name = $1 AND j.id = ANY($3::uuid[]) AND j.id = d.id AND j.state = 'active'`
const COMPLETE_BATCH = 25
const COMPLETE_WAIT_MS = 50

class Completer {
  private pending: Array<{ id: string; output: AttemptOutput; settle: (err?: unknown) => void }> = []
  private timer?: NodeJS.Timeout

  constructor(
    private readonly db: Db,
    private readonly queue: Queue,
  ) {}

  complete(id: string, output: AttemptOutput): Promise<void> {
    return new Promise((resolve, reject) => {
      this.pending.push({ id, output, settle: (err) => (err ? reject(err) : resolve()) })
      if (this.pending.length >= COMPLETE_BATCH) void this.flush()
      else this.timer ??= setTimeout(() => void this.flush(), COMPLETE_WAIT_MS)
    })
  }

  async flush(): Promise<void> {
    clearTimeout(this.timer)
    this.timer = undefined
    const batch = this.pending
    this.pending = []
    if (!batch.length) return
    try {
      const rows = batch.map((b) => ({ id: b.id, output: b.output }))
      await this.db.query(COMPLETE_SQL, [this.queue.name, JSON.stringify(rows), rows.map((r) => r.id)])
      for (const b of batch) b.settle()
    } catch (err) {
      for (const b of batch) b.settle(err)
    }
  }
}

function output(attempt: number, o: DeliveryOutcome): AttemptOutput {
  return {
    attempt,
    status: o.status ?? null,
    response: o.response ?? null,
    error: o.error ?? null,
    url: o.url ?? null,
    request: o.request ?? null,
    duration_ms: o.durationMs,
  }
}

export class DeliveryWorker {
  /** For /api/core/background-workers/: since when, deliveries done and failed, time spent on them. */
  readonly stats = { born: new Date(), succeeded: 0, failed: 0, workingMs: 0 }
  private stopping = false
  private notified = false
  private wake?: () => void
  private notifyTimer?: NodeJS.Timeout
  private loop?: Promise<void>
  private readonly inflight = new Set<Promise<void>>()
  private readonly concurrency: number
  private readonly pollMs: number
  private readonly batchWindowMs: number
  private readonly completer: Completer

  constructor(
    private readonly db: Db,
    private readonly queue: Queue,
    private readonly opts: WorkerOptions,
  ) {
    this.concurrency = opts.concurrency ?? 100
    this.pollMs = opts.pollMs ?? 500
    this.batchWindowMs = opts.batchWindowMs ?? 10
    this.completer = new Completer(db, queue)
  }

  start(): void {
    this.loop ??= this.run()
  }

  /** Deliveries are in flight. */
  get busy(): boolean {
    return this.inflight.size > 0
  }

  /** New work was committed: look after the batch window rather than at the next poll. */
  notify(): void {
    if (this.stopping) return
    this.notifyTimer ??= setTimeout(() => {
      this.notifyTimer = undefined
      this.notified = true
      this.wake?.()
    }, this.batchWindowMs)
  }

  /** Stop taking work; wait up to `graceMs` for deliveries in flight (the rest will expire and retry). */
  async stop(graceMs = 5000): Promise<void> {
    this.stopping = true
    clearTimeout(this.notifyTimer)
    this.notifyTimer = undefined
    this.wake?.()
    await this.loop
    if (this.inflight.size) {
      let timer: NodeJS.Timeout | undefined
      await Promise.race([Promise.allSettled(this.inflight), new Promise((r) => (timer = setTimeout(r, graceMs)))])
      clearTimeout(timer)
    }
  }

  private sleep(): Promise<void> {
    if (this.notified || this.stopping) {
      this.notified = false
      return Promise.resolve()
    }
    return new Promise((resolve) => {
      const done = () => {
        clearTimeout(timer)
        this.wake = undefined
        this.notified = false
        resolve()
      }
      // A batch window already running wakes the worker when it ends; the poll waits for it.
      const timer = setTimeout(() => this.notifyTimer === undefined && done(), this.pollMs)
      this.wake = done
    })
  }

  private async run(): Promise<void> {
    const { name } = this.queue
    // Jobs taken just as stop() is called are still sent: stop() waits for them.
    while (!this.stopping) {
      const free = this.concurrency - this.inflight.size
      if (free <= 0) {
        await Promise.race(this.inflight)
        continue
      }
      let jobs: Fetched[] = []
      try {
        this.notified = false
        jobs = await this.db.query<Fetched>(FETCH_SQL, [name, free, this.opts.secretGraceSeconds ?? 0])
        if (jobs.length) this.queue.taken(jobs.length)
      } catch (err) {
        // Jobs taken but not sent stay active; they expire and are retried.
        this.opts.log?.warn({ err }, 'webhook worker could not fetch jobs')
        jobs = []
      }
      for (const job of jobs) {
        const p: Promise<void> = this.handle(job, job.hook ?? undefined).finally(() => this.inflight.delete(p))
        this.inflight.add(p)
      }
      if (jobs.length < free) await this.sleep()
    }
  }

  private async handle(job: Fetched, hook: Webhook | undefined): Promise<void> {
    const { boss, name } = this.queue
    const attempt = Number(job.retryCount) + 1
    const db = boss.getDb()
    // The attempt is on record before its templates are rendered, and again once they are: if
    // rendering ever took the process down, the next attempt sees it and does not render again.
    const mark = (done: boolean) => db.executeSql(MARK_SQL, [name, job.id, JSON.stringify({ attempt, done } satisfies RenderMark)]).then(() => {})
    try {
      const died = diedRendering(job, attempt)
      const outcome: DeliveryOutcome = died
        ? { ok: false, error: died, permanent: true, durationMs: 0 }
        : hook
          ? await deliver(hook, unpack(job.data), job.id, { timeoutMs: this.opts.timeoutMs, rendering: { started: () => mark(false), finished: () => mark(true) } })
          : { ok: false, error: `webhook ${job.data.webhook_id} no longer exists`, durationMs: 0 }
      const out = output(attempt, outcome)
      this.stats.workingMs += outcome.durationMs
      if (outcome.ok) this.stats.succeeded++
      else this.stats.failed++
      if (outcome.ok) await this.completer.complete(job.id, out)
      else {
        if (outcome.permanent) await db.executeSql(LAST_ATTEMPT_SQL, [name, job.id])
        await boss.fail(name, job.id, out)
      }
    } catch (err) {
      // The database went away mid-delivery: the job stays active, expires and is retried.
      this.opts.log?.error({ err, job: job.id }, 'webhook delivery could not be recorded')
    }
  }
}

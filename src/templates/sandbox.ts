// The template sandbox: every user-supplied Jinja2 template (webhook URL, headers and body; config
// templates later) is rendered here, in separate processes, never on the server's own thread.
//
// Why processes and not worker threads: a worker thread with `resourceLimits` does not contain
// every out-of-memory. On Node 20 a template as small as `{% for i in range(10000000) %}` made the
// worker's heap hit its limit inside a GC that V8 treats as fatal for the whole process ("Reached
// heap limit … JavaScript heap out of memory", exit 134), so the server died, and again after every
// restart as the queue re-ran the delivery (nodejs/node#47224; test/events/render.test.ts shows a
// worker thread still takes the process down). A child process with its own heap limit dies alone.
//
// Limits, each enforced twice — inside the renderer (jinja.ts: a clean error, the process lives
// on) and from outside (the process is killed and replaced):
//   - time: `timeMs` (default 1 s) checked between evaluation steps; the process is killed
//     KILL_GRACE_MS later if it has not answered (a single slow built-in);
//   - memory: the process's V8 heap is HEAP_MB; exhausting it ends that process only;
//   - output: `maxBytes` (default 1 MiB), and no string or list along the way larger than that;
//   - work: `steps` evaluation steps (default 1,000,000), `range()` and lists of at most 100,000.
//
// API (for webhooks today, for config templates next):
//   renderTemplate(template, context, limits?) → Promise<string>
//     `context` is plain JSON (it is copied to the sandbox process); the template sees exactly it,
//     plus Jinja2's globals (`range`, `namespace`, `True`, …). Rejects with TemplateError: its
//     `kind` is 'template' (the template is wrong: syntax, unknown filter, bad operation), 'limit'
//     (a budget or the time limit was reached) or 'crash' (the sandbox process died: out of memory,
//     killed); its message is readable and names the limit.
//   closeSandbox() ends the processes (they are unref'd: only tidy shutdowns and tests need it).
// Renders run at most PROCESSES at a time; the rest wait their turn (the time limit counts from
// when a render starts, not from when it was asked for).
import { type ChildProcess, fork } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { projectRoot } from '../db/paths.js'
import type { Whitespace } from './jinja.js'

export type { Whitespace }

export const DEFAULT_TIME_MS = 1000
export const DEFAULT_MAX_BYTES = 1024 * 1024
export const DEFAULT_STEPS = 1_000_000
/** V8 heap of each sandbox process. */
export const HEAP_MB = 128
/** Sandbox processes (renders in parallel). */
const PROCESSES = 2
/** How much longer than its time limit a render may stay silent before its process is killed. */
const KILL_GRACE_MS = 500
const STARTUP_LIMIT_MS = 30_000

export interface RenderLimits {
  timeMs?: number
  maxBytes?: number
  steps?: number
}

export interface RenderOptions {
  /** Jinja2's trim_blocks and lstrip_blocks (default: both on, as @huggingface/jinja renders). */
  whitespace?: Whitespace
}

export type TemplateErrorKind = 'template' | 'limit' | 'crash'

export class TemplateError extends Error {
  constructor(
    message: string,
    readonly kind: TemplateErrorKind = 'template',
  ) {
    super(message)
  }
}

export interface SandboxRequest {
  id: number
  template: string
  context: Record<string, unknown>
  limits: Required<RenderLimits>
  whitespace?: Whitespace
}

export type SandboxReply = { id: number; ok: true; out: string } | { id: number; ok: false; error: string }

// Messages the sandbox's own budgets produce: a limit, not a mistake in the template.
const LIMIT_MESSAGE = /^(rendering took longer|the template took more than|the output is larger|range\(\) of|a list of more than|a limit was reached)/

// From the compiled tree (bin/netinv.js) the child is plain JavaScript; from the TypeScript sources
// (tests, NETINV_TSX=1) it loads tsx's loader, as `node --import tsx` does.
const compiled = import.meta.url.endsWith('.js')
const entry = fileURLToPath(new URL(compiled ? './sandbox-process.js' : './sandbox-process.ts', import.meta.url))
const loader = compiled ? [] : ['--import', import.meta.resolve('tsx')]

interface Task {
  template: string
  context: Record<string, unknown>
  limits: Required<RenderLimits>
  whitespace?: Whitespace
  resolve(out: string): void
  reject(e: TemplateError): void
}

/** One sandbox process, started on first use and replaced after it dies or is killed. */
class Slot {
  private child?: ChildProcess
  private ready?: Promise<ChildProcess>
  private stderr = ''
  private seq = 0

  constructor(private readonly heapMb: number) {}

  private start(): Promise<ChildProcess> {
    this.stderr = ''
    const child = fork(entry, [], {
      cwd: projectRoot,
      execArgv: [...loader, `--max-old-space-size=${this.heapMb}`, '--max-semi-space-size=16'],
      env: {}, // nothing of the server's environment (secrets) is there to be found
      stdio: ['ignore', 'ignore', 'pipe', 'ipc'],
      serialization: 'json',
    })
    this.child = child
    child.stderr!.on('data', (c: Buffer) => (this.stderr = (this.stderr + c.toString()).slice(-4000)))
    child.on('error', () => {}) // surfaced through 'exit' or a failed send
    child.once('exit', () => {
      if (this.child === child) this.child = this.ready = undefined
    })
    this.idle(child)
    return new Promise((resolve, reject) => {
      const fail = (why: string) => {
        clearTimeout(timer)
        child.off('exit', onExit)
        this.discard(child)
        reject(new TemplateError(`the template renderer did not start: ${why}`, 'crash'))
      }
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => fail(`it exited (${signal ?? `code ${code}`}) ${this.stderr.slice(-300)}`.trim())
      const timer = setTimeout(() => fail(`no answer within ${STARTUP_LIMIT_MS} ms`), STARTUP_LIMIT_MS)
      child.once('exit', onExit)
      child.once('message', () => {
        clearTimeout(timer)
        child.off('exit', onExit)
        resolve(child)
      })
    })
  }

  /** Between renders the process must not keep the server alive. */
  private idle(child: ChildProcess): void {
    child.unref()
    child.channel?.unref()
    ;(child.stderr as unknown as { unref?: () => void } | null)?.unref?.()
  }

  private discard(child: ChildProcess): void {
    if (this.child === child) this.child = this.ready = undefined
    child.kill('SIGKILL')
  }

  /** Why a process ended, from its exit and what V8 printed. */
  private death(code: number | null, signal: NodeJS.Signals | null): TemplateError {
    if (/heap out of memory|Allocation failed|OOM/i.test(this.stderr))
      return new TemplateError(`rendering ran out of its memory limit (${this.heapMb} MB)`, 'crash')
    return new TemplateError(`the template renderer stopped (${signal ?? `exit code ${code}`})`, 'crash')
  }

  /** Render one task; `release` is called as soon as the slot can take the next one. */
  async run(task: Task, release: () => void): Promise<void> {
    let child: ChildProcess
    try {
      child = await (this.ready ??= this.start())
    } catch (e) {
      release()
      return task.reject(e as TemplateError)
    }
    const id = ++this.seq
    const { timeMs } = task.limits
    child.channel?.ref()
    await new Promise<void>((done) => {
      const finish = (settle: () => void) => {
        clearTimeout(timer)
        child.off('message', onMessage)
        child.off('exit', onExit)
        if (this.child === child) this.idle(child)
        release()
        settle()
        done()
      }
      const onMessage = (m: SandboxReply) => {
        if (m.id !== id) return
        if (m.ok) finish(() => task.resolve(m.out))
        else finish(() => task.reject(new TemplateError(m.error, LIMIT_MESSAGE.test(m.error) ? 'limit' : 'template')))
      }
      const onExit = (code: number | null, signal: NodeJS.Signals | null) => finish(() => task.reject(this.death(code, signal)))
      const timer = setTimeout(() => {
        this.discard(child)
        finish(() => task.reject(new TemplateError(`rendering took longer than ${timeMs} ms`, 'limit')))
      }, timeMs + KILL_GRACE_MS)
      child.on('message', onMessage)
      child.once('exit', onExit)
      const req: SandboxRequest = { id, template: task.template, context: task.context, limits: task.limits, whitespace: task.whitespace }
      try {
        child.send(req, (err) => {
          if (err) {
            this.discard(child)
            finish(() => task.reject(new TemplateError(`the template renderer stopped: ${err.message}`, 'crash')))
          }
        })
      } catch (e) {
        // The context could not be serialised (it must be plain JSON) or the channel is closed.
        finish(() => task.reject(new TemplateError(`the template could not be sent to the renderer: ${(e as Error).message}`, 'crash')))
      }
    })
  }

  close(): void {
    if (this.child) this.discard(this.child)
  }
}

export class TemplateSandbox {
  private readonly slots: Slot[]
  private readonly free: Slot[]
  private readonly waiting: Task[] = []

  constructor(opts: { processes?: number; heapMb?: number } = {}) {
    this.slots = Array.from({ length: opts.processes ?? PROCESSES }, () => new Slot(opts.heapMb ?? HEAP_MB))
    this.free = [...this.slots]
  }

  render(template: string, context: Record<string, unknown>, limits: RenderLimits = {}, options: RenderOptions = {}): Promise<string> {
    const full: Required<RenderLimits> = {
      timeMs: limits.timeMs ?? DEFAULT_TIME_MS,
      maxBytes: limits.maxBytes ?? DEFAULT_MAX_BYTES,
      steps: limits.steps ?? DEFAULT_STEPS,
    }
    return new Promise((resolve, reject) => {
      this.waiting.push({ template, context, limits: full, whitespace: options.whitespace, resolve, reject })
      this.pump()
    })
  }

  private pump(): void {
    while (this.waiting.length && this.free.length) {
      const slot = this.free.pop()!
      const task = this.waiting.shift()!
      void slot.run(task, () => {
        this.free.push(slot)
        queueMicrotask(() => this.pump())
      })
    }
  }

  close(): void {
    for (const s of this.slots) s.close()
  }
}

const shared = new TemplateSandbox()

/** Render a user-supplied Jinja2 template in the shared sandbox (see the API note at the top). */
export function renderTemplate(template: string, context: Record<string, unknown>, limits?: RenderLimits, options?: RenderOptions): Promise<string> {
  return shared.render(template, context, limits, options)
}

/** End the shared sandbox's processes (a later render starts new ones). */
export async function closeSandbox(): Promise<void> {
  shared.close()
}

// Jinja2 rendering of webhook templates (payload_url, additional_headers, body_template).
//
// The context is spec 6.3's and nothing more: event, model, timestamp, username, request_id, data,
// snapshots — plus NetBox 4.x's object_type, so templates written for a newer NetBox work too.
// Rendering happens in a worker thread (render-worker.ts) with a time limit (the thread is ended
// when it overruns), an output size limit and a small heap, so a template can neither block nor
// exhaust the process that delivers webhooks. A template error fails that delivery, with the
// renderer's message; the change that caused it is long committed by then.
import { Worker } from 'node:worker_threads'
import type { DeliveryJob } from './job.js'
import type { RenderReply, RenderRequest } from './render-worker.js'

export const RENDER_TIME_LIMIT_MS = 1000
export const RENDER_MAX_BYTES = 1024 * 1024

export class TemplateError extends Error {}

export type TemplateContext = Pick<DeliveryJob, 'event' | 'model' | 'object_type' | 'timestamp' | 'username' | 'request_id' | 'data' | 'snapshots'>

export function templateContext(job: DeliveryJob): TemplateContext {
  const { event, timestamp, object_type, model, username, request_id, data, snapshots } = job
  return { event, timestamp, object_type, model, username, request_id, data, snapshots }
}

/** Text without Jinja2 markup renders to itself: no need to involve the renderer. */
export function isTemplate(text: string): boolean {
  return /\{[{%#]/.test(text)
}

export interface RenderLimits {
  timeMs?: number
  maxBytes?: number
}

// The worker is TypeScript: register tsx inside it before loading it (the main thread's loader
// does not carry over to worker threads).
const BOOT = `import(${JSON.stringify(import.meta.resolve('tsx/esm/api'))}).then((m) => { m.register(); return import(${JSON.stringify(new URL('./render-worker.ts', import.meta.url).href)}) })`
const STARTUP_LIMIT_MS = 30_000

class Renderer {
  private worker?: Promise<Worker>
  private chain: Promise<unknown> = Promise.resolve()
  private seq = 0

  /** One render at a time: the time limit then measures this template alone. */
  render(template: string, context: TemplateContext, limits: RenderLimits): Promise<string> {
    const run = this.chain.then(() => this.run(template, context, limits))
    this.chain = run.catch(() => {})
    return run
  }

  private spawn(): Promise<Worker> {
    return new Promise((resolve, reject) => {
      const w = new Worker(BOOT, { eval: true, resourceLimits: { maxOldGenerationSizeMb: 128, maxYoungGenerationSizeMb: 32, stackSizeMb: 4 } })
      w.unref()
      const fail = (e: Error) => {
        clearTimeout(timer)
        this.worker = undefined
        void w.terminate()
        reject(new TemplateError(`the template renderer did not start: ${e.message}`))
      }
      const timer = setTimeout(() => fail(new Error(`no answer within ${STARTUP_LIMIT_MS} ms`)), STARTUP_LIMIT_MS)
      w.once('error', fail)
      w.once('message', () => {
        clearTimeout(timer)
        w.off('error', fail)
        resolve(w)
      })
    })
  }

  private discard(w: Worker): void {
    this.worker = undefined
    void w.terminate()
  }

  private async run(template: string, context: TemplateContext, limits: RenderLimits): Promise<string> {
    const timeMs = limits.timeMs ?? RENDER_TIME_LIMIT_MS
    const maxBytes = limits.maxBytes ?? RENDER_MAX_BYTES
    this.worker ??= this.spawn()
    const w = await this.worker
    const id = ++this.seq
    return new Promise<string>((resolve, reject) => {
      const finish = (settle: () => void) => {
        clearTimeout(timer)
        w.off('message', onMessage)
        w.off('error', onError)
        w.off('exit', onExit)
        settle()
      }
      const onMessage = (m: RenderReply) => {
        if (m.id !== id) return
        finish(() => (m.ok ? resolve(m.out) : reject(new TemplateError(m.error))))
      }
      const onError = (e: Error & { code?: string }) => {
        this.discard(w)
        const msg = e.code === 'ERR_WORKER_OUT_OF_MEMORY' ? 'rendering ran out of its memory limit' : `rendering failed: ${e.message}`
        finish(() => reject(new TemplateError(msg)))
      }
      const onExit = () => {
        this.discard(w)
        finish(() => reject(new TemplateError('the template renderer stopped')))
      }
      const timer = setTimeout(() => {
        this.discard(w)
        finish(() => reject(new TemplateError(`rendering took longer than ${timeMs} ms`)))
      }, timeMs)
      w.on('message', onMessage)
      w.once('error', onError)
      w.once('exit', onExit)
      const req: RenderRequest = { id, template, context: context as unknown as Record<string, unknown>, maxBytes }
      w.postMessage(req)
    })
  }

  async close(): Promise<void> {
    const w = this.worker
    this.worker = undefined
    if (w) await (await w.catch(() => undefined))?.terminate()
  }
}

const renderer = new Renderer()

/** Render one template with the webhook context. Throws TemplateError with a readable message. */
export async function render(template: string, context: TemplateContext, limits: RenderLimits = {}): Promise<string> {
  if (!isTemplate(template)) return template
  return renderer.render(template, context, limits)
}

/** Start the renderer thread ahead of the first delivery that needs it. */
export function warmRenderer(): void {
  void renderer.render('{{ event }}', { event: 'created' } as TemplateContext, {}).catch(() => {})
}

/** End the renderer thread (it is unref'd, so this is only for tidy shutdowns and tests). */
export function closeRenderer(): Promise<void> {
  return renderer.close()
}

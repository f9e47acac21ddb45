// The webhook template renderer's thread. Templates are user-supplied code: they run here, in a
// worker with a small heap, and the main thread ends this worker when a render runs too long.
// @huggingface/jinja interprets templates over its own value types, with no JavaScript property or
// prototype access, so a template only sees the plain JSON context it is given.
import { parentPort } from 'node:worker_threads'
import { Template } from '@huggingface/jinja'

export interface RenderRequest {
  id: number
  template: string
  context: Record<string, unknown>
  maxBytes: number
}

export type RenderReply = { id: number; ok: true; out: string } | { id: number; ok: false; error: string }

const parsed = new Map<string, Template>()

function compile(source: string): Template {
  let t = parsed.get(source)
  if (!t) {
    t = new Template(source)
    if (parsed.size >= 200) parsed.delete(parsed.keys().next().value!)
    parsed.set(source, t)
  }
  return t
}

function render(req: RenderRequest): RenderReply {
  try {
    const out = compile(req.template).render(req.context)
    if (Buffer.byteLength(out) > req.maxBytes) return { id: req.id, ok: false, error: `the output is larger than ${req.maxBytes} bytes` }
    return { id: req.id, ok: true, out }
  } catch (e) {
    return { id: req.id, ok: false, error: e instanceof Error ? e.message : String(e) }
  }
}

parentPort!.on('message', (req: RenderRequest) => parentPort!.postMessage(render(req)))
parentPort!.postMessage({ ready: true })

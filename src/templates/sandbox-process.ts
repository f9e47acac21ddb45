// The template sandbox process: started by sandbox.ts with a small heap, an empty environment and
// an IPC channel; renders one request at a time and answers on the same channel. Whatever a
// template does here — exhaust this heap, loop, recurse — ends this process at worst, never the
// server, which replaces it. It exits when the server goes away (the channel closes).
import { renderJinja } from './jinja.js'
import type { SandboxReply, SandboxRequest } from './sandbox.js'

function handle(req: SandboxRequest): SandboxReply {
  try {
    const out = renderJinja(req.template, req.context, {
      steps: req.limits.steps,
      maxBytes: req.limits.maxBytes,
      deadline: performance.now() + req.limits.timeMs,
      timeMs: req.limits.timeMs,
    }, req.whitespace)
    if (Buffer.byteLength(out) > req.limits.maxBytes) return { id: req.id, ok: false, error: `the output is larger than ${req.limits.maxBytes} bytes` }
    return { id: req.id, ok: true, out }
  } catch (e) {
    const message = e instanceof Error ? e.message : String(e)
    // RangeError: the call stack (recursion) or the longest string V8 allows.
    return { id: req.id, ok: false, error: e instanceof RangeError ? `a limit was reached: ${message}` : message }
  }
}

process.on('message', (req: SandboxRequest) => process.send!(handle(req)))
process.on('disconnect', () => process.exit(0))
process.send!({ ready: true })

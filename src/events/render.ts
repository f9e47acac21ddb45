// Jinja2 rendering of webhook templates (payload_url, additional_headers, body_template).
//
// The context holds these names and nothing more: event, model, timestamp, username, request_id,
// data, snapshots (NetBox's webhook context) — plus NetBox 4.x's object_type, so templates written for a newer NetBox work too.
// Rendering happens in the template sandbox (src/templates/sandbox.ts): separate processes with a
// time limit, an output limit, evaluation budgets and a small heap, so a template can neither block
// nor exhaust the process that delivers webhooks. A template error fails that delivery with the
// renderer's message; the change that caused it is long committed by then.
import { closeSandbox, DEFAULT_MAX_BYTES, DEFAULT_TIME_MS, type RenderLimits, renderTemplate, TemplateError } from '../templates/sandbox.js'
import type { DeliveryJob } from './job.js'

export { TemplateError, type RenderLimits }
export const RENDER_TIME_LIMIT_MS = DEFAULT_TIME_MS
export const RENDER_MAX_BYTES = DEFAULT_MAX_BYTES

export type TemplateContext = Pick<DeliveryJob, 'event' | 'model' | 'object_type' | 'timestamp' | 'username' | 'request_id' | 'data' | 'snapshots'>

export function templateContext(job: DeliveryJob): TemplateContext {
  const { event, timestamp, object_type, model, username, request_id, data, snapshots } = job
  return { event, timestamp, object_type, model, username, request_id, data, snapshots }
}

/** Text without Jinja2 markup renders to itself: no need to involve the renderer. */
export function isTemplate(text: string): boolean {
  return /\{[{%#]/.test(text)
}

/** Render one template with the webhook context. Throws TemplateError with a readable message. */
export async function render(template: string, context: TemplateContext, limits: RenderLimits = {}): Promise<string> {
  if (!isTemplate(template)) return template
  return renderTemplate(template, context as unknown as Record<string, unknown>, limits)
}

/** End the renderer processes (they are unref'd, so this is only for tidy shutdowns and tests). */
export function closeRenderer(): Promise<void> {
  return closeSandbox()
}

// Config templates rendered (NetBox's ConfigTemplateRenderMixin, RenderConfigMixin):
//   POST /api/dcim/devices/{id}/render-config/ and /api/virtualization/virtual-machines/{id}/render-config/
//     render the object's config template — its own, else its role's, else its platform's
//     (NetBox's RenderConfigMixin.get_config_template) — with the object's config context, the
//     request body over it, and the object itself under its model name (`device`,
//     `virtualmachine`), shown as the API shows it (`{{ device.site.name }}`);
//   POST /api/extras/config-templates/{id}/render/ renders a template with the request body as
//     the whole context.
// Rendering happens in the template sandbox (src/templates/sandbox.ts), the one webhooks use: in
// separate processes with time, output, step and memory limits, so a template can neither block
// nor exhaust the server. NetBox answers a template error with a 500; here it is a 400 with
// NetBox's message (the template is the caller's input), and a limit reached is a 400 naming it.
// Like NetBox 4.4, rendering is a POST: it needs the `add` permission on the object's model (a
// write-enabled token), and the object must be one the caller may add.
import { notFound, OpError, ValidationError } from '../engine/errors.js'
import { getModel } from '../engine/models.js'
import { getObject } from '../engine/read.js'
import { kindOf } from '../engine/validate.js'
import type { ModelDef } from '../registry/types.js'
import { renderTemplate, TemplateError, type Whitespace } from '../templates/sandbox.js'
import type { OpContext } from './context.js'
import { parseId } from './input.js'

export interface RenderResult {
  /** The config template, brief (NetBox's nested ConfigTemplateSerializer). */
  configtemplate: Record<string, unknown>
  content: string
}

/** The models with a render-config action: their row resolves a template through role and platform. */
export const RENDER_CONFIG_MODELS = ['dcim.device', 'virtualization.virtualmachine'] as const

const TEMPLATE = 'extras.configtemplate'

/** The request body as extra context: a JSON object (or nothing). */
function bodyContext(body: unknown): Record<string, unknown> {
  if (body === undefined || body === null || body === '') return {}
  if (typeof body !== 'object' || Array.isArray(body))
    throw new ValidationError({ non_field_errors: [`Invalid data. Expected a dictionary, but got ${kindOf(body)}.`] })
  return body as Record<string, unknown>
}

/**
 * Jinja2's whitespace options from the template's environment_params, Jinja2's defaults (off)
 * otherwise. The other Environment parameters are not applied (see the README).
 */
function whitespaceOf(params: unknown): Whitespace {
  const p = (params && typeof params === 'object' ? params : {}) as Record<string, unknown>
  return { trim_blocks: p.trim_blocks === true, lstrip_blocks: p.lstrip_blocks === true }
}

/** Render `template` (a full config template row) with `context`; NetBox's errors, as 400s. */
async function renderWith(ctx: OpContext, templateId: number, context: Record<string, unknown>): Promise<RenderResult> {
  const tm = getModel(TEMPLATE)
  const rows = await ctx.db.query<{ template_code: string; environment_params: unknown }>(
    `SELECT template_code, environment_params FROM extras_configtemplate WHERE id = $1`,
    [templateId],
  )
  if (!rows.length) throw notFound(tm)
  const brief = (await getObject(ctx.db, tm, templateId, { brief: true, configContext: false }, ctx.base)) as Record<string, unknown>
  let output: string
  try {
    output = await renderTemplate(rows[0].template_code, context, {}, { whitespace: whitespaceOf(rows[0].environment_params) })
  } catch (e) {
    if (!(e instanceof TemplateError)) throw e
    const line = /line (\d+)/i.exec(e.message)?.[1]
    if (e.kind === 'template')
      throw new OpError('validation', { detail: `An error occurred while rendering the template (line ${line ?? 'None'}): ${e.message}` })
    if (e.kind === 'limit' || /memory/.test(e.message)) throw new OpError('validation', { detail: `The template could not be rendered: ${e.message}` })
    throw new OpError('unavailable', { detail: `The template could not be rendered: ${e.message}` })
  }
  return { configtemplate: brief, content: output.replace(/\r\n/g, '\n') }
}

/** POST …/config-templates/{id}/render/: the body is the context. */
export async function renderConfigTemplateOp(ctx: OpContext, rawId: string | number, body: unknown): Promise<RenderResult> {
  const tm = getModel(TEMPLATE)
  await ctx.access.require(tm, 'create')
  const restrict = await ctx.access.restrict(tm, 'create')
  const id = parseId(tm, rawId)
  const context = bodyContext(body)
  // The template must be one the caller may act on (its 404 otherwise).
  await getObject(ctx.db, tm, id, { brief: true, configContext: false }, ctx.base, restrict)
  return renderWith(ctx, id, { ...context })
}

/** POST …/{devices|virtual-machines}/{id}/render-config/. */
export async function renderConfigOp(ctx: OpContext, m: ModelDef, rawId: string | number, body: unknown): Promise<RenderResult> {
  await ctx.access.require(m, 'create')
  const restrict = await ctx.access.restrict(m, 'create')
  const id = parseId(m, rawId)
  const extra = bodyContext(body)
  // The object as the API shows it (config context included): one query, plus the config context's.
  const obj = (await getObject(ctx.db, m, id, { brief: false, configContext: true }, ctx.base, restrict)) as Record<string, unknown>
  await ctx.reveal?.apply(ctx.db, m, [obj])
  const [row] = await ctx.db.query<{ template_id: number | null }>(
    `SELECT coalesce(t.config_template_id, r.config_template_id, p.config_template_id) AS template_id FROM ${m.table} t ` +
      `LEFT JOIN dcim_devicerole r ON r.id = t.role_id LEFT JOIN dcim_platform p ON p.id = t.platform_id WHERE t.id = $1`,
    [id],
  )
  const objectType = m.key.split('.')[1]
  if (!row?.template_id) throw new OpError('validation', { error: `No config template found for this ${objectType}.` })
  const configContext = (obj.config_context ?? {}) as Record<string, unknown>
  return renderWith(ctx, Number(row.template_id), { ...configContext, ...extra, [objectType]: obj })
}

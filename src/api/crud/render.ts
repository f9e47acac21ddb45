// The render routes (NetBox's RenderConfigMixin and ConfigTemplateViewSet.render): thin adapters over
// src/ops/render-config.ts. The answer is JSON (`{"configtemplate": {…}, "content": "…"}`), or the
// rendered text alone as text/plain when the client asks for it — `?format=txt`, or an Accept
// header naming text/plain before application/json — as DRF's content negotiation between NetBox's
// JSONRenderer and TextRenderer picks.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { ApiError } from '../../engine/errors.js'
import { apiPath, getModel } from '../../engine/models.js'
import { RENDER_CONFIG_MODELS, renderConfigOp, renderConfigTemplateOp, type RenderResult } from '../../ops/index.js'
import { formatParam } from '../../web/negotiate.js'
import { errorResponses } from '../error-schema.js'
import { sendJson } from '../reply.js'
import { type EngineDeps, requestContext } from './context.js'

type Detail = FastifyRequest<{ Params: { id: string } }>
const ALLOW = 'POST, OPTIONS'

/** 'txt' or 'json', as DRF negotiates between [JSONRenderer, TextRenderer] (q-values ignored, as DRF does). */
export function renderFormat(req: FastifyRequest): 'json' | 'txt' {
  const format = formatParam(req)
  if (format !== undefined) {
    if (format === 'json' || format === 'txt') return format
    throw new ApiError(404, { detail: 'Not found.' })
  }
  const accept = req.headers.accept
  if (!accept) return 'json'
  const types = accept.split(',').map((t) => t.split(';')[0].trim().toLowerCase())
  for (const t of types) {
    if (t === 'application/json' || t === 'application/*' || t === '*/*' || t === '*') return 'json'
    if (t === 'text/plain' || t === 'text/*') return 'txt'
  }
  throw new ApiError(406, { detail: 'Could not satisfy the request Accept header.' })
}

function send(req: FastifyRequest, reply: FastifyReply, format: 'json' | 'txt', out: RenderResult): FastifyReply {
  reply.header('allow', ALLOW).header('vary', 'Accept')
  if (format === 'txt') return reply.code(200).header('content-type', 'text/plain; charset=utf-8').send(out.content)
  return sendJson(req, reply, 200, out)
}

const RESULT_SCHEMA = {
  type: 'object',
  description: 'The config template (brief) and the rendered text.',
  properties: { configtemplate: { $ref: '#/components/schemas/BriefConfigTemplate' }, content: { type: 'string' } },
  required: ['configtemplate', 'content'],
}

function routeSchema(opts: { tag: string; operationId: string; summary: string; description: string; verbose: string }) {
  return {
    tags: [opts.tag],
    operationId: opts.operationId,
    summary: opts.summary,
    description: opts.description,
    params: {
      type: 'object',
      properties: { id: { type: 'integer', description: `A unique integer value identifying this ${opts.verbose}.` } },
      required: ['id'],
    },
    querystring: { type: 'object', properties: { format: { type: 'string', enum: ['json', 'txt'], description: '`txt`: the rendered text alone, as text/plain.' } } },
    body: { type: 'object', additionalProperties: true, description: 'Extra context for the template (a JSON object; optional).' },
    response: {
      200: {
        description: 'The rendered template: JSON, or the text alone (text/plain) with `?format=txt` or `Accept: text/plain`.',
        content: { 'application/json': { schema: RESULT_SCHEMA }, 'text/plain': { schema: { type: 'string' } } },
      },
      ...errorResponses([400, 403, 404, 406, 503]),
    },
  }
}

/** DRF's OPTIONS metadata of the action (its name and docstring, its renderers); no `actions` (see the README). */
function registerOptions(app: FastifyInstance, url: string, name: string, description: string): void {
  const body = { name, description, renders: ['application/json', 'text/plain'], parses: ['application/json'] }
  app.options(url, { schema: { hide: true } }, async (req, reply) => sendJson(req, reply.header('allow', ALLOW), 200, body))
}

export function registerRenders(app: FastifyInstance, deps: EngineDeps): void {
  for (const key of RENDER_CONFIG_MODELS) {
    const m = getModel(key)
    registerOptions(app, `${apiPath(m)}:id/render-config/`, 'Render config', 'Resolve and render the preferred ConfigTemplate for this Device.')
    app.post(
      `${apiPath(m)}:id/render-config/`,
      {
        schema: routeSchema({
          tag: m.app,
          operationId: `${m.app}_${m.path.replace(/-/g, '_')}_render_config_create`,
          verbose: m.verbose,
          summary: `Render the config template of a ${m.verbose}`,
          description:
            `Resolve and render the preferred ConfigTemplate for this ${m.verbose} (its own, else its role's, else its platform's), ` +
            `with its config context, the request body over it and the ${m.verbose} itself as \`${key.split('.')[1]}\`. ` +
            `400 when no template is assigned, or when the template fails or reaches a rendering limit.`,
        }),
      },
      async (req: Detail, reply: FastifyReply) => {
        const format = renderFormat(req)
        const out = await renderConfigOp(requestContext(deps, req), m, req.params.id, req.body)
        return send(req, reply, format, out)
      },
    )
  }
  const tm = getModel('extras.configtemplate')
  registerOptions(
    app,
    `${apiPath(tm)}:id/render/`,
    'Render',
    'Render a ConfigTemplate using the context data provided (if any). If the client requests "text/plain" data,\nreturn the raw rendered content, rather than serialized JSON.',
  )
  app.post(
    `${apiPath(tm)}:id/render/`,
    {
      schema: routeSchema({
        tag: 'extras',
        operationId: 'extras_config_templates_render_create',
        verbose: tm.verbose,
        summary: 'Render a config template',
        description:
          'Render a ConfigTemplate using the context data provided (if any). If the client requests "text/plain" data, ' +
          'return the raw rendered content, rather than serialized JSON.',
      }),
    },
    async (req: Detail, reply: FastifyReply) => {
      const format = renderFormat(req)
      const out = await renderConfigTemplateOp(requestContext(deps, req), req.params.id, req.body)
      return send(req, reply, format, out)
    },
  )
}

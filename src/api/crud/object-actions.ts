// Read-only detail actions whose answer is a page of computed items (NetBox's `@action(detail=True)`
// GETs): a rack's elevation (`/api/dcim/racks/{id}/elevation/`) and a choice set's choices
// (`/api/extras/custom-field-choice-sets/{id}/choices/`). Thin adapters over src/ops/, paged with
// limit/offset as every list is.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { choiceSetChoicesOp, elevationQuery, rackElevationOp } from '../../ops/index.js'
import { errorResponses } from '../error-schema.js'
import { pageLinks, pageRequest } from '../pagination.js'
import { sendJson } from '../reply.js'
import { type EngineDeps, requestContext } from './context.js'

type Detail = FastifyRequest<{ Params: { id: string }; Querystring: Record<string, unknown> }>
const ALLOW = 'GET, HEAD, OPTIONS'

const page = (items: object) => ({
  type: 'object',
  properties: {
    count: { type: 'integer' },
    next: { type: 'string', nullable: true, format: 'uri' },
    previous: { type: 'string', nullable: true, format: 'uri' },
    results: { type: 'array', items },
  },
  required: ['count', 'results'],
})

const idParam = (verbose: string) => ({
  type: 'object',
  properties: { id: { type: 'integer', description: `A unique integer value identifying this ${verbose}.` } },
  required: ['id'],
})

const paging = {
  limit: { type: 'integer', description: 'Number of results to return per page.' },
  offset: { type: 'integer', description: 'The initial index from which to return the results.' },
}

export const RACK_UNIT_SCHEMA = {
  type: 'object',
  description: 'A rack unit is an abstraction formed by the set (rack, position, face); it does not exist as a row in the database.',
  properties: {
    id: { type: 'number', format: 'double', readOnly: true },
    name: { type: 'string', readOnly: true },
    face: {
      type: 'object',
      readOnly: true,
      properties: { value: { type: 'string', enum: ['front', 'rear'] }, label: { type: 'string', enum: ['Front', 'Rear'] } },
    },
    device: { type: 'object', allOf: [{ $ref: '#/components/schemas/BriefDevice' }], readOnly: true, nullable: true },
    occupied: { type: 'boolean', readOnly: true },
    display: { type: 'string', readOnly: true },
  },
  required: ['device', 'display', 'face', 'id', 'name', 'occupied'],
}

function sendPage(req: FastifyRequest, reply: FastifyReply, deps: EngineDeps, items: unknown[]): FastifyReply {
  const p = pageRequest(req.query as Record<string, unknown>, deps.config)
  const results = p.limit === null ? items.slice(p.offset) : items.slice(p.offset, p.offset + p.limit)
  reply.header('allow', ALLOW).header('vary', 'Accept')
  return sendJson(req, reply, 200, { count: items.length, ...pageLinks(req, p, items.length), results })
}

/** DRF's OPTIONS metadata of the action: its name and docstring (no serializer, so no `actions`). */
function registerOptions(app: FastifyInstance, url: string, name: string, description: string): void {
  const body = { name, description, renders: ['application/json', 'text/html'], parses: ['application/json'] }
  app.options(url, { schema: { hide: true } }, async (req, reply) => sendJson(req, reply.header('allow', ALLOW), 200, body))
}

export function registerObjectActions(app: FastifyInstance, deps: EngineDeps): void {
  registerOptions(app, '/api/dcim/racks/:id/elevation/', 'Elevation', 'Rack elevation representing the list of rack units. Also supports rendering the elevation as an SVG.')
  registerOptions(app, '/api/extras/custom-field-choice-sets/:id/choices/', 'Choices', 'Provides an endpoint to iterate through each choice in a set.')
  app.get(
    '/api/dcim/racks/:id/elevation/',
    {
      schema: {
        tags: ['dcim'],
        operationId: 'dcim_racks_elevation_retrieve',
        summary: 'Elevation of a rack (its units)',
        description:
          'Rack elevation representing the list of rack units (every half unit, top to bottom), each with the device mounted there ' +
          'on `face` (full-depth devices on both faces). Only `render=json` is served (SVG is not).',
        params: idParam('rack'),
        querystring: {
          type: 'object',
          properties: {
            face: { type: 'string', enum: ['front', 'rear'], default: 'front' },
            render: { type: 'string', enum: ['json', 'svg'], default: 'json', description: 'Only `json` is served.' },
            exclude: { type: 'integer', description: 'A device to leave out (when moving it within the rack).' },
            expand_devices: { type: 'boolean', default: true, description: 'false: a device only at its lowest unit.' },
            include_images: { type: 'boolean', default: true },
            q: { type: 'string', description: 'Units whose id or name contains this.' },
            unit_width: { type: 'integer' },
            unit_height: { type: 'integer' },
            legend_width: { type: 'integer', default: 30 },
            margin_width: { type: 'integer', default: 15 },
            ...paging,
          },
        },
        response: { 200: { ...page(RACK_UNIT_SCHEMA), description: 'A page of rack units.' }, ...errorResponses([400, 403, 404]) },
      },
    },
    async (req: Detail, reply: FastifyReply) => {
      const ctx = requestContext(deps, req)
      const units = await rackElevationOp(ctx, req.params.id, () => elevationQuery(req.query))
      return sendPage(req, reply, deps, units)
    },
  )
  app.get(
    '/api/extras/custom-field-choice-sets/:id/choices/',
    {
      schema: {
        tags: ['extras'],
        operationId: 'extras_custom_field_choice_sets_choices_retrieve',
        summary: 'Choices of a custom field choice set',
        description: "Provides an endpoint to iterate through each choice in a set: the base choices, then the extra choices (sorted by value when the set orders them alphabetically).",
        params: idParam('custom field choice set'),
        querystring: { type: 'object', properties: { q: { type: 'string', description: 'Choices whose value or label contains this.' }, ...paging } },
        response: {
          200: {
            ...page({ type: 'object', properties: { id: { type: 'string' }, display: { type: 'string' } }, required: ['id', 'display'] }),
            description: 'A page of choices: `id` the value, `display` the label.',
          },
          ...errorResponses([403, 404]),
        },
      },
    },
    async (req: Detail, reply: FastifyReply) => {
      const q = req.query.q
      const choices = await choiceSetChoicesOp(requestContext(deps, req), req.params.id, Array.isArray(q) ? String(q[q.length - 1]) : typeof q === 'string' ? q : undefined)
      return sendPage(req, reply, deps, choices)
    },
  )
}

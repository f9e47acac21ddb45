// The cable-path routes: thin adapters over src/ops/paths.ts, with NetBox's operationIds (NetBox's document
// gives the component's serializer as their response; this one describes what they return).
// - `GET …/{id}/trace/` on path endpoints (interfaces, console ports, console server ports, power
//   ports, power outlets, power feeds: the models with connected endpoints), PathEndpointMixin;
// - `GET …/{id}/paths/` on front ports, rear ports, circuit and virtual circuit terminations, PassThroughPortMixin;
// - `GET /api/dcim/connected-device/?peer_device=&peer_interface=`, ConnectedDeviceViewSet.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { allModels, apiPath, getModel } from '../../engine/models.js'
import { routeTable } from '../../generated/routes/index.js'
import { connectedDeviceOp, pathsOp, traceOp } from '../../ops/index.js'
import { errorResponses } from '../error-schema.js'
import { sendJson } from '../reply.js'
import { type EngineDeps, requestContext } from './context.js'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

const deviceNames = () => routeTable.find((e) => e.key === 'dcim.device')!.names

/** NetBox's DeviceSerializer (the connected device): the device's component without config_context. */
function deviceSchema(): object {
  const full = structuredClone(routeTable.find((e) => e.key === 'dcim.device')!.schemas[deviceNames().full]) as {
    properties: Record<string, unknown>
    required?: string[]
  }
  delete full.properties.config_context
  if (full.required) full.required = full.required.filter((r) => r !== 'config_context')
  return full
}

/** NetBox's CablePath component (CablePathSerializer), and its Device (DeviceSerializer). */
export const PATH_SCHEMAS = {
  get Device() {
    return deviceSchema()
  },
  CablePath: {
    type: 'object',
    properties: {
      id: { type: 'integer', readOnly: true },
      path: { type: 'array', items: {}, readOnly: true },
      is_active: { type: 'boolean' },
      is_complete: { type: 'boolean' },
      is_split: { type: 'boolean' },
    },
    required: ['id', 'path'],
  },
}

/** PassThroughPortMixin's models. */
// Virtual circuit terminations are never on a cable: NetBox serves their paths, always empty.
const PASS_THROUGH = ['dcim.frontport', 'dcim.rearport', 'circuits.circuittermination', 'circuits.virtualcircuittermination']

type Detail = FastifyRequest<{ Params: { id: string } }>
const ALLOW = 'GET, HEAD, OPTIONS'

const DESCRIPTIONS: Record<string, string> = {
  trace: 'Trace a complete cable path and return each segment as a three-tuple of (termination, cable, termination).',
  paths: 'Return all CablePaths which traverse a given pass-through port.',
  'connected-device':
    'This endpoint allows a user to determine what device (if any) is connected to a given peer device and peer\n' +
    'interface. This is useful in a situation where a device boots with no configuration, but can detect its neighbors\n' +
    'via a protocol such as LLDP. Two query parameters must be included in the request:\n\n' +
    '* `peer_device`: The name of the peer device\n' +
    '* `peer_interface`: The name of the peer interface',
}

/** DRF's OPTIONS metadata of a view without a serializer to describe (an action, a plain ViewSet). */
function registerOptions(app: FastifyInstance, url: string, name: string, description: string): void {
  const body = { name, description, renders: ['application/json', 'text/html'], parses: ['application/json'] }
  app.options(url, { schema: { hide: true } }, async (req, reply) => {
    reply.header('allow', ALLOW)
    return sendJson(req, reply, 200, body)
  })
}

export function registerCablePaths(app: FastifyInstance, deps: EngineDeps): void {
  const endpoints = allModels().filter((m) => m.fields.some((f) => f.kind === 'connected'))
  const actions = [
    ...endpoints.map((m) => ({ m, action: 'trace', run: traceOp })),
    ...PASS_THROUGH.map((key) => ({ m: getModel(key), action: 'paths', run: pathsOp })),
  ]
  for (const { m, action, run } of actions) {
    const names = routeTable.find((e) => e.key === m.key)!.names
    const op = `${m.app}_${m.path.replace(/-/g, '_')}_${action}_retrieve`
    app.get(
      `${apiPath(m)}:id/${action}/`,
      {
        schema: {
          tags: [m.app],
          operationId: op,
          summary: action === 'trace' ? `Trace the cable path of a ${m.verbose}` : `Cable paths through a ${m.verbose}`,
          description: DESCRIPTIONS[action],
          params: {
            type: 'object',
            properties: { id: { type: 'integer', description: `A unique integer value identifying this ${m.verbose}.` } },
            required: ['id'],
          },
          response: {
            200:
              action === 'trace'
                ? { type: 'array', items: { type: 'array', items: {}, minItems: 3, maxItems: 3 }, description: `The path as [near ends, cable, far ends] triples (${names.full} and peers).` }
                : { type: 'array', items: ref('CablePath'), description: 'The cable paths.' },
            ...errorResponses([403, 404]),
          },
        },
      },
      async (req: Detail, reply: FastifyReply) => {
        const out = await run(requestContext(deps, req), m, req.params.id)
        reply.header('allow', ALLOW).header('vary', 'Accept')
        return sendJson(req, reply, 200, out)
      },
    )
    registerOptions(app, `${apiPath(m)}:id/${action}/`, action === 'trace' ? 'Trace' : 'Paths', DESCRIPTIONS[action])
  }
  registerOptions(app, '/api/dcim/connected-device/', 'Connected Device Locator', DESCRIPTIONS['connected-device'])
  app.get(
    '/api/dcim/connected-device/',
    {
      schema: {
        tags: ['dcim'],
        operationId: 'dcim_connected_device_list',
        summary: 'Connected Device Locator',
        description: DESCRIPTIONS['connected-device'],
        querystring: {
          type: 'object',
          properties: {
            peer_device: { type: 'string', description: 'The name of the peer device' },
            peer_interface: { type: 'string', description: 'The name of the peer interface' },
          },
          required: ['peer_device', 'peer_interface'],
        },
        response: { 200: { ...ref('Device'), description: 'The device at the far end.' }, ...errorResponses([400, 403, 404]) },
      },
    },
    async (req: FastifyRequest, reply: FastifyReply) => {
      const out = await connectedDeviceOp(requestContext(deps, req), req.query as Record<string, unknown>)
      reply.header('allow', ALLOW).header('vary', 'Accept')
      return sendJson(req, reply, 200, out)
    },
  )
}

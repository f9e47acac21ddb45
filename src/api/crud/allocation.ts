// The allocation routes (`/api/ipam/prefixes/{id}/available-ips/` & co): thin adapters over the
// allocation operations (src/ops/allocate.ts), one GET and one POST per declared kind, documented
// with NetBox's operationIds and components.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { apiPath, getModel } from '../../engine/models.js'
import { routeTable } from '../../generated/routes/index.js'
import { ALLOCATIONS, allocateOp, availableOp, resultsLimit } from '../../ops/index.js'
import { errorResponses } from '../error-schema.js'
import { sendJson } from '../reply.js'
import { type EngineDeps, requestContext } from './context.js'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const arrayOf = (schema: object) => ({ type: 'array', items: schema })
const brief = (name: string) => ({ type: 'object', allOf: [ref(name)], readOnly: true, nullable: true })

/** NetBox's components for free values (Available…Serializer). */
export const ALLOCATION_SCHEMAS = {
  AvailableASN: {
    type: 'object',
    description: 'Representation of an ASN which does not exist in the database.',
    properties: { rir: brief('BriefRIR'), asn: { type: 'integer', readOnly: true }, description: { type: 'string' } },
    required: ['asn'],
  },
  AvailableIP: {
    type: 'object',
    description: 'Representation of an IP address which does not exist in the database.',
    properties: { family: { type: 'integer', readOnly: true }, address: { type: 'string', readOnly: true }, vrf: brief('BriefVRF'), description: { type: 'string' } },
    required: ['address', 'family'],
  },
  AvailablePrefix: {
    type: 'object',
    description: 'Representation of a prefix which does not exist in the database.',
    properties: { family: { type: 'integer', readOnly: true }, prefix: { type: 'string', readOnly: true }, vrf: brief('BriefVRF') },
    required: ['family', 'prefix'],
  },
  AvailableVLAN: {
    type: 'object',
    description: 'Representation of a VLAN which does not exist in the database.',
    properties: { vid: { type: 'integer', readOnly: true }, group: brief('BriefVLANGroup') },
    required: ['vid'],
  },
}

const SHOWN: Record<string, keyof typeof ALLOCATION_SCHEMAS> = {
  'available-asns': 'AvailableASN',
  'available-ips': 'AvailableIP',
  'available-prefixes': 'AvailablePrefix',
  'available-vlans': 'AvailableVLAN',
}

type Detail = FastifyRequest<{ Params: { id: string } }>
const ALLOW = 'GET, POST, HEAD, OPTIONS'

/**
 * NetBox's OPTIONS answer on these URLs: DRF's metadata of a plain APIView (no serializer, so no
 * `actions`), named after NetBox's view class as DRF names views (`AvailableVLANsView` → "Available
 * VLA Ns").
 */
const VIEW_NAMES: Record<string, string> = {
  'ipam.asnrange available-asns': 'Available AS Ns',
  'ipam.prefix available-prefixes': 'Available Prefixes',
  'ipam.prefix available-ips': 'Prefix Available IP Addresses',
  'ipam.iprange available-ips': 'IP Range Available IP Addresses',
  'ipam.vlangroup available-vlans': 'Available VLA Ns',
}

export function registerAllocations(app: FastifyInstance, deps: EngineDeps): void {
  for (const kind of ALLOCATIONS) {
    const pm = getModel(kind.parent)
    const cm = getModel(kind.child)
    const names = routeTable.find((e) => e.key === kind.child)!.names
    const url = `${apiPath(pm)}:id/${kind.action}/`
    const op = `${pm.app}_${pm.path.replace(/-/g, '_')}_${kind.action.replace(/-/g, '_')}`
    const tags = [pm.app]
    const params = {
      type: 'object',
      properties: { id: { type: 'integer', description: `A unique integer value identifying this ${pm.verbose}.` } },
      required: ['id'],
    }
    const shown = SHOWN[kind.action]
    const metadata = {
      name: VIEW_NAMES[`${kind.parent} ${kind.action}`] ?? kind.action,
      description: '',
      renders: ['application/json', 'text/html'],
      parses: ['application/json'],
    }
    app.options(url, { schema: { hide: true } }, async (req, reply) => {
      reply.header('allow', ALLOW)
      return sendJson(req, reply, 200, metadata)
    })
    app.get(
      url,
      {
        schema: {
          tags,
          operationId: `${op}_list`,
          summary: `List ${kind.action.replace(/-/g, ' ')} of ${pm.verbose}`,
          description: `What is free in the ${pm.verbose}, in order (at most \`limit\`, default PAGINATE_COUNT, never more than MAX_PAGE_SIZE).`,
          params,
          querystring: { type: 'object', properties: { limit: { type: 'integer', description: 'The most values to list.' } } },
          response: { 200: { ...arrayOf(ref(shown)), description: `The free values.` }, ...errorResponses([403, 404]) },
        },
      },
      async (req: Detail, reply: FastifyReply) => {
        const limit = resultsLimit((req.query as Record<string, unknown>).limit, deps.config.paginateCount, deps.config.maxPageSize)
        const out = await availableOp(requestContext(deps, req), kind, req.params.id, limit)
        reply.header('allow', ALLOW).header('vary', 'Accept')
        return sendJson(req, reply, 200, out)
      },
    )
    app.post(
      url,
      {
        schema: {
          tags,
          operationId: `${op}_create`,
          summary: `Allocate ${cm.verbosePlural} from ${pm.verbose}`,
          description:
            `Creates one ${cm.verbose} (body an object) or several (body a list; all or none), each taking the next free value ` +
            `in the ${pm.verbose} (x-bulk-request, x-bulk-response). 409 when there is not enough room.`,
          params,
          body: ref(names.request),
          response: { 201: { ...ref(names.full), description: `The ${cm.verbose}, created.` }, ...errorResponses([400, 403, 404, 409]) },
          'x-bulk-request': arrayOf(ref(names.request)),
          'x-bulk-response': arrayOf(ref(names.full)),
        },
      },
      async (req: Detail, reply: FastifyReply) => {
        const { bulk, objects } = await allocateOp(requestContext(deps, req), kind, req.params.id, req.body)
        reply.header('allow', ALLOW)
        return sendJson(req, reply, 201, bulk ? objects : objects[0])
      },
    )
  }
}

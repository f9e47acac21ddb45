// `POST /api/core/data-sources/{id}/sync/`: a thin adapter over syncDataSourceOp (src/ops/data-sync.ts).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { apiPath, getModel } from '../../engine/models.js'
import { routeTable } from '../../generated/routes/index.js'
import { syncDataSourceOp } from '../../ops/index.js'
import { errorResponses } from '../error-schema.js'
import { sendJson } from '../reply.js'
import { type EngineDeps, requestContext } from './context.js'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })

export function registerDataSync(app: FastifyInstance, deps: EngineDeps): void {
  const m = getModel('core.datasource')
  const names = routeTable.find((e) => e.key === m.key)!.names
  const { config } = deps
  app.post(
    `${apiPath(m)}:id/sync/`,
    {
      schema: {
        tags: [m.app],
        operationId: 'core_data_sources_sync_create',
        summary: 'Synchronize data source',
        description:
          'Reads the source into its data files (created, updated and deleted as the source holds them, each change in the change log), ' +
          're-syncs the objects with auto sync enabled whose file changed, and records the run as a job. Runs in the request: ' +
          'the data source returned shows the outcome (`status` completed or failed; the job at /api/core/jobs/ has the reason).',
        params: { type: 'object', properties: { id: { type: 'integer', description: 'A unique integer value identifying this data source.' } }, required: ['id'] },
        response: { 200: { ...ref(names.full), description: 'The data source, synchronized.' }, ...errorResponses([403, 404]) },
      },
    },
    async (req: FastifyRequest<{ Params: { id: string } }>, reply: FastifyReply) => {
      const out = await syncDataSourceOp(requestContext(deps, req), req.params.id, {
        localRoot: config.localDataRoot,
        maxFiles: config.dataSourceMaxFiles,
        maxFileSize: config.dataSourceMaxFileSize,
      })
      reply.header('allow', 'POST, OPTIONS')
      return sendJson(req, reply, 200, out)
    },
  )
}

// buildApp() assembles the HTTP service around an open database; it never listens, so tests
// drive it with inject() and the CLI decides where it serves.
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance, LogController } from 'fastify'
import type { Auth } from '../auth/authenticate.js'
import { installAuth } from '../auth/install.js'
import { registerProvision } from '../auth/provision.js'
import type { Config } from '../config.js'
import type { Db } from '../db/types.js'
import { accessFor } from '../auth/access.js'
import { invalidateCustomFields } from '../engine/custom-fields.js'
import { getModel } from '../engine/models.js'
import { syncObjectTypes } from '../engine/object-types.js'
import { syncRegistrySchema } from '../engine/registry-schema.js'
import type { BackgroundTasks } from '../events/background-tasks.js'
import { installEvents } from '../events/index.js'
import { EventSink } from '../events/sink.js'
import type { OpServices } from '../ops/index.js'
import { graphqlPage, installWeb, Views } from '../web/index.js'
import { routeTable } from '../generated/routes/index.js'
import { installAllowedHosts } from './allowed-hosts.js'
import type { EngineDeps } from './crud/context.js'
import { registerAllocations } from './crud/allocation.js'
import { registerGraphql } from './graphql.js'
import { registerCablePaths } from './crud/paths.js'
import { registerDataSync } from './crud/data-sync.js'
import { registerBackgroundQueues } from './background-queues.js'
import { registerUserConfig } from './user-config.js'
import { registerModel } from './crud/register.js'
import { registerObjectActions } from './crud/object-actions.js'
import { registerRenders } from './crud/render.js'
import { installErrorHandling } from './errors.js'
import { installJsonParser } from './json-parser.js'
import { FsMediaStore, registerMedia } from './media.js'
import { installMultipartParser } from './multipart.js'
import { installRequestLogging, lazyChildLogger, loggerOptions } from './logger.js'
import { retryingTransactions } from '../db/retry.js'
import { installNotFound } from './not-found.js'
import { registerOpenApi } from './openapi.js'
import { installIdempotency } from './idempotency.js'
import { registerBatch } from './batch.js'
import { registerRevert } from './revert.js'
import { API_VERSION } from './reply.js'
import { registerRoot } from './root.js'

declare module 'fastify' {
  interface FastifyRequest {
    auth?: Auth
  }
}

export interface AppOptions {
  config: Config
  db: Db
  /** pino options, or false for silence (tests). */
  logger?: boolean | object
  /** Write the configured logger's lines here instead of stdout (tests read what was logged). */
  logStream?: NodeJS.WritableStream
}

export async function buildApp({ config, db: rawDb, logger, logStream }: AppOptions): Promise<FastifyInstance> {
  // Deadlocks and serialisation failures are retried here, once for every transaction of the app.
  const db = retryingTransactions(rawDb, config.dbTransactionAttempts)
  const app = Fastify({
    logger: logger ?? loggerOptions(config, logStream),
    // Per-request lines cost more than /api/status/ itself: by default only 5xx and slow requests are
    // logged (installRequestLogging), and a request's child logger is made only if it logs.
    logController: new LogController({ disableRequestLogging: !config.logRequests }),
    childLoggerFactory: lazyChildLogger,
    genReqId: (req) => {
      const given = req.headers['x-request-id']
      // Lower-cased as NetBox stores it (a UUID): the change log's `*_by_request` filters compare it.
      return typeof given === 'string' && /^[0-9a-fA-F-]{36}$/.test(given) ? given.toLowerCase() : randomUUID()
    },
    bodyLimit: config.bodyLimit,
    routerOptions: { ignoreTrailingSlash: false, caseSensitive: true, maxParamLength: 200 },
    trustProxy: false,
  })
  // The engine validates with NetBox's messages and writes its own JSON; route schemas only document.
  app.setValidatorCompiler(() => () => true)
  app.setSerializerCompiler(() => (data) => JSON.stringify(data))
  installJsonParser(app)
  installMultipartParser(app) // file uploads (image fields)
  installErrorHandling(app, config.bodyLimit)

  app.decorateRequest('auth', undefined)
  // Hooks that run for every request are synchronous (done callbacks): an async hook costs a promise
  // and a microtask turn per request even when it has nothing to do.
  app.addHook('onRequest', (req, reply, done) => {
    reply.header('api-version', API_VERSION).header('x-request-id', req.id)
    done()
  })
  installRequestLogging(app, config)
  installAllowedHosts(app, config) // before anything builds a URL from the Host header
  installIdempotency(app, config) // Idempotency-Key on writes: fingerprint here, stored result in src/ops/
  // Session cookie or token → req.auth; object permissions; sign-in pages (src/auth/).
  const views = new Views()
  const auth = await installAuth(app, db, config, (next, error) => views.render('login.html', { title: 'Sign in', next, error }))
  // Every read and write of objects goes through the operations (src/ops/), whoever calls.
  const media = new FsMediaStore(config.mediaRoot)
  const ops: OpServices = {
    db,
    media,
    secretKey: config.secretKey,
    settings: { enforceGlobalUnique: config.enforceGlobalUnique, tokens: { peppers: config.apiTokenPeppers, defaultVersion: config.apiTokenDefaultVersion } },
    maxBulkSize: config.maxBulkSize,
    reveal: auth.reveal,
    access: (caller) => accessFor(caller, config, auth.permissions),
    sink: (info) => new EventSink(info, undefined), // until installEvents: change records only
    afterCommit: [
      // Caches that depend on what was written: tokens, permissions, custom field definitions.
      (models) => {
        for (const key of models) {
          auth.tokens.invalidateAfterWrite(key)
          auth.permissions.invalidate(getModel(key))
          if (key.startsWith('extras.customfield')) invalidateCustomFields()
        }
      },
    ],
  }
  const deps: EngineDeps = { db, config, tokens: auth.tokens, ops }
  const late: { tasks?: BackgroundTasks } = {} // the webhook queue starts with the events, below
  const webTasks = () => {
    if (!late.tasks) throw new Error('background tasks are not installed')
    return late.tasks
  }
  installWeb(app, { views, sessions: auth.sessions, ops, config, tasks: webTasks }) // browsable API, tokens and background-tasks pages (src/web/)

  await registerOpenApi(app)
  registerRoot(app, deps)
  registerProvision(app, deps, auth.provision)
  const events = await installEvents(app, deps) // change records, webhooks, /api/core/background-tasks/
  late.tasks = events.tasks
  registerBackgroundQueues(app, { db, config, queue: events.queue, workers: events.workers }) // core/background-queues/, -workers/
  await syncObjectTypes(db) // core.objecttype's rows, from the registry
  await syncRegistrySchema(db) // views and triggers made from the registry (tree levels, stored counts, …)
  for (const entry of routeTable) registerModel(app, entry, deps)
  // NetBox 4.4 serves its object types under extras too (the same viewset).
  registerModel(app, routeTable.find((e) => e.key === 'core.objecttype')!, deps, 'extras')
  registerAllocations(app, deps) // available-ips, available-prefixes, available-vlans, available-asns
  registerBatch(app, deps) // POST /api/batch/: operations on any models, all or none
  registerRevert(app, deps) // POST /api/core/object-changes/revert/: undo a request's changes
  registerObjectActions(app, deps) // racks/{id}/elevation/, custom-field-choice-sets/{id}/choices/
  registerRenders(app, deps) // render-config (devices, virtual machines), config-templates/{id}/render/
  registerGraphql(app, deps, graphqlPage(views, auth.sessions)) // /graphql/, its query page and SDL (src/graphql/)
  registerCablePaths(app, deps) // trace, paths, connected-device
  registerMedia(app, config, media) // uploaded files at the URLs the API shows
  registerDataSync(app, deps) // core/data-sources/{id}/sync/
  registerUserConfig(app, deps) // users/config/, extras/scripts/
  installNotFound(app)
  return app
}

// buildApp() assembles the HTTP service around an open database; it never listens, so tests
// drive it with inject() and the CLI decides where it serves.
import { randomUUID } from 'node:crypto'
import Fastify, { type FastifyInstance } from 'fastify'
import type { Auth } from '../auth/authenticate.js'
import { installAuth } from '../auth/install.js'
import { registerProvision } from '../auth/provision.js'
import type { Config } from '../config.js'
import type { Db } from '../db/types.js'
import { accessFor } from '../auth/access.js'
import { invalidateCustomFields } from '../engine/custom-fields.js'
import { getModel } from '../engine/models.js'
import type { BackgroundTasks } from '../events/background-tasks.js'
import { installEvents } from '../events/index.js'
import { EventSink } from '../events/sink.js'
import type { OpServices } from '../ops/index.js'
import { installWeb, Views } from '../web/index.js'
import { routeTable } from '../generated/routes/index.js'
import { installAllowedHosts } from './allowed-hosts.js'
import type { EngineDeps } from './crud/context.js'
import { registerAllocations } from './crud/allocation.js'
import { registerModel } from './crud/register.js'
import { installErrorHandling } from './errors.js'
import { installJsonParser } from './json-parser.js'
import { loggerOptions } from './logger.js'
import { retryingTransactions } from '../db/retry.js'
import { installNotFound } from './not-found.js'
import { registerOpenApi } from './openapi.js'
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
  installErrorHandling(app, config.bodyLimit)

  app.decorateRequest('auth', undefined)
  app.addHook('onRequest', async (req, reply) => {
    reply.header('api-version', API_VERSION).header('x-request-id', req.id)
  })
  installAllowedHosts(app, config) // before anything builds a URL from the Host header
  // Session cookie or token → req.auth; object permissions; sign-in pages (src/auth/).
  const views = new Views()
  const auth = await installAuth(app, db, config, (next, error) => views.render('login.html', { title: 'Sign in', next, error }))
  // Every read and write of objects goes through the operations (src/ops/), whoever calls.
  const ops: OpServices = {
    db,
    secretKey: config.secretKey,
    settings: { enforceGlobalUnique: config.enforceGlobalUnique },
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
  late.tasks = await installEvents(app, deps) // change records, webhooks, /api/core/background-tasks/
  for (const entry of routeTable) registerModel(app, entry, deps)
  registerAllocations(app, deps) // available-ips, available-prefixes, available-vlans, available-asns
  installNotFound(app)
  return app
}

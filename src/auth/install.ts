// Wires authentication and authorization into the app: cookies, the per-request authentication
// hook (session cookie, then token), sign-in pages, and the services the CRUD routes use (object
// permissions, token retrieval). buildApp() calls this once.
import cookie from '@fastify/cookie'
import type { FastifyInstance } from 'fastify'
import type { Config } from '../config.js'
import type { Db } from '../db/types.js'
import { TokenAuthenticator } from './authenticate.js'
import { ClientAddress } from './client-address.js'
import { type LoginPage, registerLogin } from './login.js'
import { ObjectPermissions } from './object-permissions.js'
import { PermissionStore } from './permissions.js'
import type { ProvisionDeps } from './provision.js'
import { RequestAuthenticator } from './request-auth.js'
import { FieldReveal } from './reveal.js'
import { SessionStore } from './sessions.js'
import { Throttle } from './throttle.js'

export interface AuthServices {
  tokens: TokenAuthenticator
  permissions: ObjectPermissions
  reveal: FieldReveal
  provision: ProvisionDeps
  sessions: SessionStore
}

export async function installAuth(app: FastifyInstance, db: Db, config: Config, loginPage?: LoginPage): Promise<AuthServices> {
  await app.register(cookie)
  const tokens = new TokenAuthenticator(db, config)
  const sessions = new SessionStore(db, config.loginTimeoutSeconds)
  const addresses = new ClientAddress(config.trustedProxies)
  const throttle = new Throttle(db, config.provisionThrottle, config.secretKey)
  const permissions = new ObjectPermissions(new PermissionStore(db, config.tokenCacheMs), config)
  const reveal = new FieldReveal(config.secretKey, config.allowTokenRetrieval)
  const requests = new RequestAuthenticator(tokens, sessions, addresses)

  // Synchronous (done) so that a cached token costs no promise; /media/: uploaded files are served to
  // signed-in users and tokens (LOGIN_REQUIRED).
  app.addHook('onRequest', (req, _reply, done) => {
    const url = req.url
    if (!(url.startsWith('/api/') || url.startsWith('/graphql/') || url.startsWith('/media/'))) return done()
    let found: ReturnType<RequestAuthenticator['authenticate']>
    try {
      found = requests.authenticate(req)
    } catch (e) {
      return done(e as Error)
    }
    if (found instanceof Promise)
      found.then((auth) => {
        req.auth = auth
        done()
      }, done)
    else {
      req.auth = found
      done()
    }
  })
  registerLogin(app, { db, config, sessions, throttle, addresses, loginPage })

  // Housekeeping that needs no schedule: ended throttle windows go now and then.
  const prune = setInterval(() => void throttle.prune().catch(() => {}), 10 * 60_000)
  prune.unref()
  app.addHook('onClose', async () => clearInterval(prune))

  if (!config.allowTokenRetrieval)
    // Retrieval switched off: keys sealed while it was on must not stay recoverable.
    await db.query(`UPDATE users_token SET key_cipher = NULL WHERE key_cipher IS NOT NULL`).catch((e: unknown) => app.log.warn({ err: e }, 'could not clear stored token keys'))

  return { tokens, permissions, reveal, provision: { throttle, addresses, reveal }, sessions }
}

// Who is calling: the session cookie first (as NetBox: session authentication comes before tokens),
// then the Authorization header. A request authenticated by its session cookie must carry the CSRF
// token when its method is unsafe; an unknown or expired session cookie is ignored.
import type { FastifyRequest } from 'fastify'
import type { Auth, TokenAuthenticator } from './authenticate.js'
import type { ClientAddress } from './client-address.js'
import { requireCsrf } from './csrf.js'
import { SESSION_COOKIE, type SessionStore } from './sessions.js'

export class RequestAuthenticator {
  constructor(
    private readonly tokens: TokenAuthenticator,
    private readonly sessions: SessionStore,
    readonly addresses: ClientAddress,
  ) {}

  /** Synchronous when there is no session cookie and the token is cached (see TokenAuthenticator). */
  authenticate(req: FastifyRequest): Auth | undefined | Promise<Auth | undefined> {
    const cookie = (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[SESSION_COOKIE]
    if (cookie) return this.bySession(req, cookie)
    return this.tokens.authenticate(req.headers.authorization, () => this.addresses.of(req))
  }

  private async bySession(req: FastifyRequest, cookie: string): Promise<Auth | undefined> {
    const session = await this.sessions.find(cookie)
    if (session) {
      requireCsrf(req, session.csrfToken)
      return { user: session.user, session: { csrfToken: session.csrfToken } }
    }
    return this.tokens.authenticate(req.headers.authorization, () => this.addresses.of(req))
  }
}

// The signed-in user of a page request: the session behind the `sessionid` cookie (the pages are
// outside /api/, where the authentication hook runs). No session: a redirect to sign-in and back.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AuthUser } from '../auth/authenticate.js'
import { SESSION_COOKIE, type SessionStore } from '../auth/sessions.js'

export interface PageUser {
  user: AuthUser
  csrfToken: string
  /** The session cookie value. */
  cookie: string
}

export const cookieOf = (req: FastifyRequest) => (req as FastifyRequest & { cookies?: Record<string, string | undefined> }).cookies?.[SESSION_COOKIE]

export async function pageUser(sessions: SessionStore, req: FastifyRequest): Promise<PageUser | undefined> {
  const cookie = cookieOf(req)
  const session = cookie ? await sessions.find(cookie) : undefined
  return session && cookie ? { user: session.user, csrfToken: session.csrfToken, cookie } : undefined
}

/** The sign-in page, which sends the browser back to this request's own path and query. */
export const signInLocation = (req: FastifyRequest) => `/login/?next=${encodeURIComponent(req.url)}`

export function signInRedirect(req: FastifyRequest, reply: FastifyReply): FastifyReply {
  return reply.code(302).header('cache-control', 'no-store').header('location', signInLocation(req)).send()
}

// /graphql/ in a browser: a query page (query, variables, Run, the answer) that POSTs to /graphql/
// with the session's CSRF token, and links the schema in SDL. One small static script
// (src/web/static/graphql.js), no inline script and nothing from another site, under the pages' CSP.
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { SessionStore } from '../../auth/sessions.js'
import type { Views } from '../render.js'
import { pageUser, signInRedirect } from '../session.js'

const EXAMPLE = `{
  device_list(pagination: {limit: 5}, filters: {status: STATUS_ACTIVE}) {
    id
    name
    site { name }
    interfaces { name ip_addresses { address } }
  }
}
`

export function graphqlPage(views: Views, sessions: SessionStore) {
  return async (req: FastifyRequest, reply: FastifyReply): Promise<unknown> => {
    const who = await pageUser(sessions, req)
    if (!who) return signInRedirect(req, reply)
    return views.send(reply, 200, 'graphql.html', { title: 'GraphQL', user: who.user, csrfToken: who.csrfToken, example: EXAMPLE })
  }
}

// /core/background-tasks/ (superusers): webhook deliveries in four tabs — queued, active, succeeded,
// failed — with their counts; each shows its webhook, object, event, attempts, times, the request
// of its last attempt and the last response or error. Failed ones can be requeued, one by one or
// all at once. Data and permission come from the same service as /api/core/background-tasks/
// (src/events/background-tasks.ts), called in process as the signed-in user.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { baseUrl } from '../../api/reply.js'
import { requireAccess } from '../../auth/access.js'
import { requireCsrf } from '../../auth/csrf.js'
import { ApiError, OpError } from '../../engine/errors.js'
import { superuser } from '../../events/background-tasks.js'
import type { PageUser } from '../session.js'
import type { PageDeps } from './deps.js'

const STATES = ['queued', 'active', 'succeeded', 'failed'] as const
const PAGE = 25
const PAGE_PATH = '/core/background-tasks/'

export function registerTaskPages(app: FastifyInstance, deps: PageDeps): void {
  const { views, signedIn } = deps
  const caller = (who: PageUser) => ({ auth: { user: who.user } })
  const tasks = (who: PageUser) => {
    superuser(caller(who))
    return deps.tasks()
  }

  const count = async (who: PageUser, state: string) => (await tasks(who).list({ state }, { limit: 1, offset: 0 }, '')).count

  app.get(PAGE_PATH, async (req, reply) => {
    const who = await signedIn(req, reply)
    if (!who) return reply
    const query = req.query as Record<string, string | undefined>
    const state = STATES.find((s) => s === query.state) ?? 'failed'
    const offset = /^\d{1,9}$/.test(query.offset ?? '') ? Number(query.offset) : 0
    const counts = Object.fromEntries(await Promise.all(STATES.map(async (s) => [s, await count(who, s)] as const)))
    const res = await tasks(who).list({ state }, { limit: PAGE, offset }, baseUrl(req))
    const requeued = /^\d{1,6}$/.test(query.requeued ?? '') ? Number(query.requeued) : undefined
    return views.send(reply, 200, 'tasks.html', {
      title: 'Background tasks',
      user: who.user,
      csrfToken: who.csrfToken,
      states: STATES,
      state,
      counts,
      tasks: res.results,
      requeued,
      previous: offset > 0 ? `${PAGE_PATH}?state=${state}&offset=${Math.max(0, offset - PAGE)}` : undefined,
      next: offset + PAGE < counts[state] ? `${PAGE_PATH}?state=${state}&offset=${offset + PAGE}` : undefined,
      from: res.results.length ? offset + 1 : 0,
      to: offset + res.results.length,
    })
  })

  const requeue = async (req: FastifyRequest, who: PageUser, id: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ApiError(404, { detail: 'No such task.' })
    requireAccess(caller(who), deps.config, undefined, 'change')
    return tasks(who).requeue(id, baseUrl(req))
  }

  app.post(`${PAGE_PATH}:id/requeue/`, async (req, reply) => {
    const who = await signedIn(req, reply)
    if (!who) return reply
    requireCsrf(req, who.csrfToken, (req.body as Record<string, unknown> | undefined)?.csrfmiddlewaretoken)
    await requeue(req, who, (req.params as { id: string }).id)
    return reply.code(303).header('location', `${PAGE_PATH}?state=failed&requeued=1`).send()
  })

  app.post(`${PAGE_PATH}requeue-failed/`, async (req, reply) => {
    const who = await signedIn(req, reply)
    if (!who) return reply
    requireCsrf(req, who.csrfToken, (req.body as Record<string, unknown> | undefined)?.csrfmiddlewaretoken)
    // The failed ones as of now, each requeued once: one that fails again at once (the receiver
    // still down) is not picked up a second time.
    const ids: string[] = []
    for (;;) {
      const list = await tasks(who).list({ state: 'failed' }, { limit: 500, offset: ids.length }, '')
      const page = list.results.map((t) => t.id)
      ids.push(...page)
      if (ids.length >= list.count || !page.length) break
    }
    let done = 0
    for (const id of new Set(ids))
      try {
        await requeue(req, who, id)
        done++
      } catch (e) {
        if (!(e instanceof OpError)) throw e
      }
    return reply.code(303).header('location', `${PAGE_PATH}?state=failed&requeued=${done}`).send()
  })
}

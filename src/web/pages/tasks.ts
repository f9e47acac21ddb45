// /core/background-tasks/ (superusers): webhook deliveries in four tabs — queued, active, succeeded,
// failed — with their counts; each shows its webhook, object, event, attempts, times, the request
// of its last attempt and the last response or error. Failed ones can be requeued, one by one or
// all at once. Data and permission come from /api/core/background-tasks/ (internal-api.ts).
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { requireCsrf } from '../../auth/csrf.js'
import { ApiError } from '../../engine/errors.js'
import { TASKS_PATH } from '../../events/background-tasks.js'
import { callApi, errorLines } from '../internal-api.js'
import type { PageUser } from '../session.js'
import type { PageDeps } from './deps.js'

const STATES = ['queued', 'active', 'succeeded', 'failed'] as const
const PAGE = 25
const PAGE_PATH = '/core/background-tasks/'

function refuse(status: number, body: unknown): never {
  throw new ApiError(status, { detail: errorLines(body).join(' ') })
}

export function registerTaskPages(app: FastifyInstance, deps: PageDeps): void {
  const { views, signedIn } = deps

  const count = async (req: FastifyRequest, who: PageUser, state: string) => {
    const res = await callApi(app, req, who, 'GET', `${TASKS_PATH}?state=${state}&limit=1`)
    if (res.status !== 200) refuse(res.status, res.body)
    return res.body.count as number
  }

  app.get(PAGE_PATH, async (req, reply) => {
    const who = await signedIn(req, reply)
    if (!who) return reply
    const query = req.query as Record<string, string | undefined>
    const state = STATES.find((s) => s === query.state) ?? 'failed'
    const offset = /^\d{1,9}$/.test(query.offset ?? '') ? Number(query.offset) : 0
    const counts = Object.fromEntries(await Promise.all(STATES.map(async (s) => [s, await count(req, who, s)] as const)))
    const res = await callApi(app, req, who, 'GET', `${TASKS_PATH}?state=${state}&limit=${PAGE}&offset=${offset}`)
    if (res.status !== 200) refuse(res.status, res.body)
    const requeued = /^\d{1,6}$/.test(query.requeued ?? '') ? Number(query.requeued) : undefined
    return views.send(reply, 200, 'tasks.html', {
      title: 'Background tasks',
      user: who.user,
      csrfToken: who.csrfToken,
      states: STATES,
      state,
      counts,
      tasks: res.body.results,
      requeued,
      previous: offset > 0 ? `${PAGE_PATH}?state=${state}&offset=${Math.max(0, offset - PAGE)}` : undefined,
      next: offset + PAGE < counts[state] ? `${PAGE_PATH}?state=${state}&offset=${offset + PAGE}` : undefined,
      from: res.body.results.length ? offset + 1 : 0,
      to: offset + res.body.results.length,
    })
  })

  const requeue = async (req: FastifyRequest, who: PageUser, id: string) => {
    if (!/^[0-9a-f-]{36}$/i.test(id)) throw new ApiError(404, { detail: 'No such task.' })
    return callApi(app, req, who, 'POST', `${TASKS_PATH}${id}/requeue/`)
  }

  app.post(`${PAGE_PATH}:id/requeue/`, async (req, reply) => {
    const who = await signedIn(req, reply)
    if (!who) return reply
    requireCsrf(req, who.csrfToken, (req.body as Record<string, unknown> | undefined)?.csrfmiddlewaretoken)
    const res = await requeue(req, who, (req.params as { id: string }).id)
    if (res.status !== 200) refuse(res.status, res.body)
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
      const list = await callApi(app, req, who, 'GET', `${TASKS_PATH}?state=failed&limit=500&offset=${ids.length}`)
      if (list.status !== 200) refuse(list.status, list.body)
      const page = (list.body.results as Array<{ id: string }>).map((t) => t.id)
      ids.push(...page)
      if (!list.body.next || !page.length) break
    }
    let done = 0
    for (const id of new Set(ids)) if ((await requeue(req, who, id)).status === 200) done++
    return reply.code(303).header('location', `${PAGE_PATH}?state=failed&requeued=${done}`).send()
  })
}

// /user/tokens/: the signed-in user's own API tokens — list, create (the key shown once), edit,
// delete. Everything goes through the operations (src/ops/) as the signed-in user, with that
// user's permissions, as /api/users/tokens/ does; only tokens whose user is the signed-in user are
// ever shown or touched here, superuser or not.
import type { FastifyInstance, FastifyRequest } from 'fastify'
import { statusOf } from '../../api/errors.js'
import { baseUrl } from '../../api/reply.js'
import { requireCsrf } from '../../auth/csrf.js'
import { ApiError, OpError } from '../../engine/errors.js'
import { getModel } from '../../engine/models.js'
import { createOp, deleteOp, getOp, listOp, opContext, updateOp } from '../../ops/index.js'
import { errorLines } from '../error-lines.js'
import type { PageUser } from '../session.js'
import type { PageDeps } from './deps.js'

const FULL = { brief: false, configContext: false }

/** An operation's refusal as the page shows it; anything else is a bug and propagates. */
async function attempt<T>(fn: () => Promise<T>): Promise<{ ok: T } | { status: number; body: unknown }> {
  try {
    return { ok: await fn() }
  } catch (e) {
    if (e instanceof OpError) return { status: statusOf(e), body: e.body }
    throw e
  }
}

type Form = Record<string, unknown>

const text = (v: unknown) => (typeof v === 'string' ? v : '')

/** The API body a token form describes (`expires` is entered in UTC). */
function tokenBody(form: Form): Record<string, unknown> {
  const expires = text(form.expires).trim()
  return {
    description: text(form.description).trim(),
    write_enabled: form.write_enabled === 'on',
    expires: expires ? (/[zZ]|[+-]\d\d:\d\d$/.test(expires) ? expires : `${expires}Z`) : null,
    allowed_ips: text(form.allowed_ips).split(/[\s,]+/).filter(Boolean),
  }
}

/** The form's values back from a token (or from what was submitted). */
function formValues(t: Record<string, unknown>) {
  const expires = typeof t.expires === 'string' && t.expires ? t.expires.slice(0, 16) : ''
  const ips = Array.isArray(t.allowed_ips) ? t.allowed_ips.join(' ') : text(t.allowed_ips)
  return { description: text(t.description), write_enabled: t.write_enabled === true || t.write_enabled === 'on', expires, allowed_ips: ips }
}

/** What a new token's holder must copy: a v1 key, or a v2 token's whole `nbt_<key>.<token>` (the part after `Bearer`). */
function shownOnce(t: Record<string, unknown>) {
  return { ...t, secret: t.version === 2 ? `nbt_${String(t.key)}.${String(t.token)}` : t.key }
}

export function registerTokenPages(app: FastifyInstance, deps: PageDeps): void {
  const { views, signedIn } = deps
  const tokenModel = getModel('users.token')
  /** The operations' context of a page request: the signed-in user, with its permissions. */
  const ctx = (req: FastifyRequest, who: PageUser) =>
    opContext(deps.ops, { caller: { auth: { user: who.user } }, requestId: req.id, base: baseUrl(req) })

  const listOwn = async (req: FastifyRequest, who: PageUser) => {
    const query = { user_id: String(who.user.id) }
    const res = await attempt(() => listOp(ctx(req, who), tokenModel, () => ({ query, rep: FULL, limit: 1000, offset: 0, strict: false })))
    if (!('ok' in res)) return { tokens: [], errors: errorLines(res.body) }
    return { tokens: (res.ok.results as Array<Record<string, unknown>>).filter((t) => (t.user as { id?: number } | null)?.id === who.user.id), errors: [] as string[] }
  }

  /** One of the user's own tokens, or a 404 (another user's token does not exist here). */
  const ownToken = async (req: FastifyRequest, who: PageUser, id: string) => {
    if (!/^\d{1,10}$/.test(id)) throw new ApiError(404, { detail: 'No such token.' })
    const res = await attempt(() => getOp(ctx(req, who), tokenModel, id, FULL))
    if (!('ok' in res) || (res.ok.user as { id?: number } | null)?.id !== who.user.id) throw new ApiError(404, { detail: 'No such token.' })
    return res.ok
  }

  const page = async (req: FastifyRequest, who: PageUser, extra: object = {}) => ({
    title: 'API tokens',
    user: who.user,
    csrfToken: who.csrfToken,
    form: formValues({ write_enabled: true }),
    ...(await listOwn(req, who)),
    ...extra,
  })

  app.get('/user/tokens/', async (req, reply) => {
    const who = await signedIn(req, reply)
    if (!who) return reply
    return views.send(reply, 200, 'tokens.html', await page(req, who))
  })

  app.post('/user/tokens/', async (req, reply) => {
    const who = await signedIn(req, reply)
    if (!who) return reply
    const form = (req.body ?? {}) as Form
    requireCsrf(req, who.csrfToken, form.csrfmiddlewaretoken)
    const res = await attempt(() => createOp(ctx(req, who), tokenModel, { user: who.user.id, ...tokenBody(form) }))
    if (!('ok' in res)) return views.send(reply, 400, 'tokens.html', await page(req, who, { formErrors: errorLines(res.body), form: formValues(form) }))
    return views.send(reply, 201, 'tokens.html', await page(req, who, { created: shownOnce(res.ok.objects[0] as Record<string, unknown>) }))
  })

  app.get('/user/tokens/:id/', async (req, reply) => {
    const who = await signedIn(req, reply)
    if (!who) return reply
    const token = await ownToken(req, who, (req.params as { id: string }).id)
    return views.send(reply, 200, 'token-edit.html', { title: 'Edit token', user: who.user, csrfToken: who.csrfToken, token, form: formValues(token) })
  })

  app.post('/user/tokens/:id/', async (req, reply) => {
    const who = await signedIn(req, reply)
    if (!who) return reply
    const form = (req.body ?? {}) as Form
    requireCsrf(req, who.csrfToken, form.csrfmiddlewaretoken)
    const token = await ownToken(req, who, (req.params as { id: string }).id)
    const res = await attempt(() => updateOp(ctx(req, who), tokenModel, token.id as number, tokenBody(form), 'patch'))
    if (!('ok' in res))
      return views.send(reply, 400, 'token-edit.html', { title: 'Edit token', user: who.user, csrfToken: who.csrfToken, token, form: formValues(form), formErrors: errorLines(res.body) })
    return reply.code(303).header('location', '/user/tokens/').send()
  })

  app.post('/user/tokens/:id/delete/', async (req, reply) => {
    const who = await signedIn(req, reply)
    if (!who) return reply
    const form = (req.body ?? {}) as Form
    requireCsrf(req, who.csrfToken, form.csrfmiddlewaretoken)
    const token = await ownToken(req, who, (req.params as { id: string }).id)
    const res = await attempt(() => deleteOp(ctx(req, who), tokenModel, token.id as number))
    if (!('ok' in res)) return views.send(reply, res.status, 'error.html', { title: 'Not deleted', status: res.status, message: errorLines(res.body).join(' '), user: who.user, csrfToken: who.csrfToken })
    return reply.code(303).header('location', '/user/tokens/').send()
  })
}

// The permission matrix: who may do what on two models (dcim.site, ipam.prefix), table-driven.
// Subjects: anonymous, a read-only token of a user allowed everything, a write token of a user with
// no permissions, a constrained user, a superuser. Actions: view, add, change, delete, each on an
// object inside the constrained user's constraints and on one outside. Every refusal is checked
// for its status, its body, and that nothing changed.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, DENIED, grant, NO_CREDENTIALS, type Obj, show, userWithToken } from './helpers.js'

type Subject = 'anonymous' | 'readOnly' | 'noPermissions' | 'constrained' | 'superuser'
type Action = 'view' | 'add' | 'change' | 'delete'
type Where = 'inside' | 'outside'

let t: TestApp
const keys: Partial<Record<Subject, string>> = {}
let allowedSite: Obj
let otherSite: Obj
let seq = 0

interface ModelCase {
  key: string
  url: string
  className: string
  /** A create body inside or outside the constrained user's constraints. */
  body(where: Where): Obj
}

const MODELS: ModelCase[] = [
  {
    key: 'dcim.site',
    url: '/api/dcim/sites/',
    className: 'Site',
    body: (where) => {
      const n = ++seq
      return { name: `m-site-${n}`, slug: `m-site-${n}`, status: where === 'inside' ? 'active' : 'planned' }
    },
  },
  {
    key: 'ipam.prefix',
    url: '/api/ipam/prefixes/',
    className: 'Prefix',
    body: (where) => {
      const n = ++seq
      return { prefix: `10.${n >> 8}.${n & 255}.0/24`, site: where === 'inside' ? allowedSite.id : otherSite.id }
    },
  },
]

const CONSTRAINTS: Record<string, unknown> = {
  'dcim.site': { status: 'active' },
  'ipam.prefix': { site__slug: 'matrix-allowed' },
}

before(async () => {
  t = await testApp()
  allowedSite = await create(t, '/api/dcim/sites/', { name: 'matrix-allowed', slug: 'matrix-allowed' })
  otherSite = await create(t, '/api/dcim/sites/', { name: 'matrix-other', slug: 'matrix-other', status: 'planned' })
  keys.superuser = t.token
  const ro = await userWithToken(t, 'matrix-ro', { writeEnabled: false })
  keys.readOnly = ro.key
  keys.noPermissions = (await userWithToken(t, 'matrix-none')).key
  const constrained = await userWithToken(t, 'matrix-constrained')
  keys.constrained = constrained.key
  for (const m of MODELS) {
    await grant(t, { object_types: [m.key], actions: ['view', 'add', 'change', 'delete'], users: [ro.id] })
    await grant(t, { object_types: [m.key], actions: ['view', 'add', 'change', 'delete'], constraints: CONSTRAINTS[m.key], users: [constrained.id] })
  }
})
after(() => t.close())

type Expect = [status: number, body?: unknown]

const notFound = (m: ModelCase): Expect => [404, { detail: `No ${m.className} matches the given query.` }]
const OK: Record<Action, Expect> = { view: [200], add: [201], change: [200], delete: [204] }

/** The expected outcome of one cell. */
function expected(subject: Subject, action: Action, where: Where, m: ModelCase): Expect {
  switch (subject) {
    case 'anonymous':
      return [403, NO_CREDENTIALS]
    case 'readOnly':
      return action === 'view' ? OK.view : [403, DENIED]
    case 'noPermissions':
      return [403, DENIED]
    case 'superuser':
      return OK[action]
    case 'constrained':
      if (where === 'inside') return OK[action]
      // Outside the constraints: existing objects are invisible (404); a new one is refused (403).
      return action === 'add' ? [403, DENIED] : notFound(m)
  }
}

const SUBJECTS: Subject[] = ['anonymous', 'readOnly', 'noPermissions', 'constrained', 'superuser']
const ACTIONS: Action[] = ['view', 'add', 'change', 'delete']

async function call(subject: Subject, method: string, url: string, body?: unknown) {
  const key = keys[subject]
  return t.request(method, url, body, key ? { authorization: `Token ${key}` } : {})
}

async function countOf(m: ModelCase): Promise<number> {
  return (await t.api('GET', `${m.url}?limit=1`)).body.count
}

for (const m of MODELS)
  describe(`${m.key}`, () => {
    for (const subject of SUBJECTS)
      for (const action of ACTIONS)
        for (const where of ['inside', 'outside'] as Where[])
          test(`${subject} × ${action} (${where})`, async () => {
            const [status, body] = expected(subject, action, where, m)
            const what = `${subject} ${action} ${where} on ${m.key}`
            if (action === 'add') {
              const before = await countOf(m)
              const res = await call(subject, 'POST', m.url, m.body(where))
              assert.equal(res.status, status, `${what}: ${show(res)}`)
              if (body) assert.deepEqual(res.body, body, what)
              assert.equal(await countOf(m), status === 201 ? before + 1 : before, `${what}: objects created`)
              return
            }
            const target = await create(t, m.url, m.body(where))
            const url = `${m.url}${target.id}/`
            if (action === 'view') {
              const res = await call(subject, 'GET', url)
              assert.equal(res.status, status, `${what}: ${show(res)}`)
              if (body) assert.deepEqual(res.body, body, what)
              if (status === 200) assert.equal(res.body.id, target.id)
              return
            }
            if (action === 'change') {
              const res = await call(subject, 'PATCH', url, { description: 'changed' })
              assert.equal(res.status, status, `${what}: ${show(res)}`)
              if (body) assert.deepEqual(res.body, body, what)
              const now = (await t.api('GET', url)).body
              assert.equal(now.description, status === 200 ? 'changed' : '', `${what}: description`)
              return
            }
            const res = await call(subject, 'DELETE', url)
            assert.equal(res.status, status, `${what}: ${show(res)}`)
            if (body) assert.deepEqual(res.body, body, what)
            assert.equal((await t.api('GET', url)).status, status === 204 ? 404 : 200, `${what}: still there?`)
          })
  })

describe('lists and counts', () => {
  test('each subject lists what it may see', async () => {
    for (const m of MODELS) {
      const all = (await t.api('GET', `${m.url}?limit=0`)).body
      const anon = await call('anonymous', 'GET', m.url)
      assert.equal(anon.status, 403, show(anon))
      assert.deepEqual(anon.body, NO_CREDENTIALS)
      const none = await call('noPermissions', 'GET', m.url)
      assert.equal(none.status, 403, show(none))
      assert.deepEqual(none.body, DENIED)
      const ro = await call('readOnly', 'GET', `${m.url}?limit=0`)
      assert.equal(ro.body.count, all.count, `read-only sees everything of ${m.key}`)
      const c = await call('constrained', 'GET', `${m.url}?limit=0`)
      assert.equal(c.status, 200, show(c))
      const inside = all.results.filter((o: Obj) => (m.key === 'dcim.site' ? o.status.value === 'active' : o.site?.slug === 'matrix-allowed'))
      assert.ok(inside.length > 0 && inside.length < all.count, `${m.key}: the fixture has objects inside and outside`)
      assert.equal(c.body.count, inside.length, `${m.key}: count of the constrained list`)
      assert.deepEqual(
        c.body.results.map((o: Obj) => o.id).sort(),
        inside.map((o: Obj) => o.id).sort(),
        `${m.key}: rows of the constrained list`,
      )
      // A filter cannot widen the view, and pagination counts only visible rows.
      const page = await call('constrained', 'GET', `${m.url}?limit=1`)
      assert.equal(page.body.count, inside.length)
      assert.equal(page.body.results.length, 1)
    }
  })
})

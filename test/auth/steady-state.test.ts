// Authentication and permissions cost no database round trip per request once warm: verified
// tokens and loaded permissions are cached in process (TOKEN_CACHE_SECONDS). Counted by wrapping
// the database the app is built on.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/api/app.js'
import type { Db } from '../../src/db/types.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { isBackground } from '../helpers/statements.js'
import { grant, userWithToken } from './helpers.js'

let t: TestApp
let app: FastifyInstance
const statements: string[] = []

/** Records a statement unless it is the webhook queue's background work (a worker's poll). */
const record = (text: string) => {
  if (!isBackground(text)) statements.push(text)
}

/** The same database, with every statement sent outside a transaction recorded. */
function counting(db: Db): Db {
  return {
    ...db,
    driver: db.driver,
    query: (text, params) => (record(text), db.query(text, params)),
    rows: (text, params) => (record(text), db.rows(text, params)),
    exec: (text) => (record(text), db.exec(text)),
    transaction: (fn) => db.transaction(fn),
    migrate: () => db.migrate(),
    close: () => db.close(),
  } as Db
}

before(async () => {
  t = await testApp()
  app = await buildApp({ config: t.config, db: counting(t.db), logger: false })
  await app.ready()
})
after(async () => {
  await app.close()
  await t.close()
})

async function sent(key: string, url: string, n: number): Promise<string[]> {
  const get = () => app.inject({ method: 'GET', url, headers: { authorization: `Token ${key}` } })
  const warm = await get()
  assert.equal(warm.statusCode, 200, warm.body)
  await new Promise((r) => setTimeout(r, 50)) // let the first last-use write land
  statements.length = 0
  for (let i = 0; i < n; i++) assert.equal((await get()).statusCode, 200)
  return [...statements]
}

test('a cached token: no statement at all for /api/status/', async () => {
  assert.deepEqual(await sent(t.token, '/api/status/', 20), [])
})

test('a constrained non-superuser lists with exactly the statements a superuser needs', async () => {
  await t.api('POST', '/api/dcim/sites/', { name: 'ss1', slug: 'ss1' })
  const u = await userWithToken(t, 'steady')
  await grant(t, { object_types: ['dcim.site'], actions: ['view'], constraints: { status: 'active' }, users: [u.id] })
  const superuser = await sent(t.token, '/api/dcim/sites/', 5)
  const constrained = await sent(u.key, '/api/dcim/sites/', 5)
  assert.equal(constrained.length, superuser.length, constrained.join('\n'))
  assert.ok(!constrained.some((s) => /users_token|users_objectpermission|auth_session/.test(s)), 'no auth lookups once warm')
})

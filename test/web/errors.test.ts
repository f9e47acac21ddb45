// Errors a browser can meet are readable pages with a status and a sentence — never a stack trace,
// a source path or SQL: unknown pages, bad ids, oversized or wrongly typed forms, wrong passwords,
// and real internal failures (a broken table) in the browsable API and on a page.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { anonymous, assertNoInternals, BROWSER_ACCEPT, signIn } from './helpers.js'

let t: TestApp

before(async () => {
  t = await testApp({ WORKERS: '0' })
})
after(() => t.close())

function assertPage(res: { status: number; headers: Record<string, unknown>; body: string }, status: number, text: RegExp): void {
  assert.equal(res.status, status, res.body.slice(0, 300))
  assert.match(String(res.headers['content-type']), /^text\/html/)
  assert.match(res.body, /<main id="main">/)
  assert.match(res.body, text)
  assertNoInternals(res.body)
}

test('unknown pages and ids are readable 404s', async () => {
  const b = await signIn(t)
  assertPage(await anonymous(t, '/no/such/page/'), 404, /Not found\./)
  assertPage(await b.get('/user/tokens/abc/'), 404, /No such token\./)
  assertPage(await b.get('/user/tokens/99999999999/'), 404, /No such token\./)
  assertPage(await b.get('/user/tokens/999999/'), 404, /No such token\./)
  assertPage(await b.post('/core/background-tasks/not-a-uuid/requeue/'), 404, /No such task\./)
  assertPage(await b.post('/core/background-tasks/00000000-0000-0000-0000-000000000000/requeue/'), 404, /No BackgroundTask matches the given query\./)
  assertPage(await b.get('/api/dcim/sites/123456/'), 404, /No Site matches the given query\./)
})

test('odd query strings on pages do not fail', async () => {
  const b = await signIn(t)
  for (const q of ['state=nope', 'state[]=failed', 'offset=-1', 'offset=99999999999', 'state=failed&state=queued', 'requeued=<b>'])
    assertPage(await b.get(`/core/background-tasks/?${q}`), 200, /Background tasks/)
  assertPage(await b.get('/api/dcim/sites/?limit=abc&offset=-5&format=api'), 200, /Sites/)
})

test('bad forms: too large, wrong type, wrong password, missing fields', async () => {
  const b = await signIn(t)
  const huge = await t.app.inject({
    method: 'POST',
    url: '/user/tokens/',
    payload: `csrfmiddlewaretoken=${b.csrf}&description=${'x'.repeat(100_000)}`,
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT, cookie: b.cookie },
  })
  assertPage({ status: huge.statusCode, headers: huge.headers, body: huge.body }, 413, /larger than/)
  const plain = await t.app.inject({ method: 'POST', url: '/user/tokens/', payload: 'hello', headers: { 'content-type': 'text/plain', accept: BROWSER_ACCEPT, cookie: b.cookie } })
  assertPage({ status: plain.statusCode, headers: plain.headers, body: plain.body }, 415, /Unsupported media type/)
  const long = await b.post('/user/tokens/', { description: 'd'.repeat(300) })
  assertPage(long, 400, /description: Ensure this field has no more than 200 characters\./)

  const wrong = await t.app.inject({
    method: 'POST',
    url: '/login/',
    payload: 'username=admin&password=wrong-password',
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept: BROWSER_ACCEPT },
  })
  assertPage({ status: wrong.statusCode, headers: wrong.headers, body: wrong.body }, 403, /role="alert">Invalid username\/password</)
  const empty = await t.app.inject({ method: 'POST', url: '/login/', payload: 'username=', headers: { 'content-type': 'application/x-www-form-urlencoded' } })
  assertPage({ status: empty.statusCode, headers: empty.headers, body: empty.body }, 400, /Enter a username and a password\./)
})

test('an internal failure is a readable 500 with the request id, in the browsable API and on a page', async () => {
  const b = await signIn(t)
  await t.db.query('ALTER TABLE dcim_region RENAME TO dcim_region_away')
  await t.db.query('ALTER TABLE pgboss.job RENAME TO job_away')
  try {
    const api = await b.get('/api/dcim/regions/')
    assertPage(api, 500, /Internal server error\./)
    assert.match(api.body, /request_id/)
    const page = await b.get('/core/background-tasks/')
    assertPage(page, 500, /Internal server error\./)
  } finally {
    await t.db.query('ALTER TABLE pgboss.job_away RENAME TO job')
    await t.db.query('ALTER TABLE dcim_region_away RENAME TO dcim_region')
  }
  assertPage(await b.get('/core/background-tasks/'), 200, /Background tasks/)
})

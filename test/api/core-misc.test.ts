// users/config, extras/scripts, core/background-queues and -workers, config context profiles:
// through HTTP on a real database.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp({ WORKERS: '1' })
})
after(() => t.close())

test('users/config: each user their own preferences, deep-merged by PATCH', async () => {
  assert.deepEqual(await get(t, '/api/users/config/'), {})
  let r = await t.api('PATCH', '/api/users/config/', { tables: { DeviceTable: { columns: ['name', 'status'] } }, theme: 'dark' })
  assert.equal(r.status, 200, r.text)
  r = await t.api('PATCH', '/api/users/config/', { tables: { SiteTable: { columns: ['name'] } }, theme: 'light' })
  assert.deepEqual(r.body, { tables: { DeviceTable: { columns: ['name', 'status'] }, SiteTable: { columns: ['name'] } }, theme: 'light' })
  assert.deepEqual(await get(t, '/api/users/config/'), r.body)

  const other = await t.makeToken('bob', { superuser: false })
  const theirs = await t.request('GET', '/api/users/config/', undefined, { authorization: `Token ${other}` })
  assert.deepEqual(theirs.body, {})
  assert.equal((await t.request('GET', '/api/users/config/')).status, 403)
  assert.equal((await t.api('PATCH', '/api/users/config/', [1])).status, 400)
  // A NUL byte cannot be stored in jsonb: a 400 naming the key, nothing written (the fuzzer found a 500).
  const nul = await t.api('PATCH', '/api/users/config/', { name: 'nul\u0000byte', deep: { a: ['\u0000'] } })
  assert.equal(nul.status, 400, nul.text)
  assert.deepEqual(nul.body, { name: ['Null characters are not allowed.'], deep: ['Null characters are not allowed.'] })
  assert.deepEqual(await get(t, '/api/users/config/'), r.body)
  const readOnly = await t.makeToken('carol', { writeEnabled: false })
  assert.equal((await t.request('PATCH', '/api/users/config/', { a: 1 }, { authorization: `Token ${readOnly}` })).status, 403)
})

test('extras/scripts: no user code runs here, so there are none', async () => {
  assert.deepEqual(await get(t, '/api/extras/scripts/'), { count: 0, next: null, previous: null, results: [] })
  const one = await t.api('GET', '/api/extras/scripts/1/')
  assert.equal(one.status, 404)
  assert.deepEqual(one.body, { detail: 'No Script matches the given query.' })
  assert.equal((await t.api('GET', '/api/extras/scripts/mod.Script/')).status, 404)
})

test('background queues and workers: the webhook queue and this process’s worker, superusers only', async () => {
  const queues = await get(t, '/api/core/background-queues/')
  assert.equal(queues.count, 1)
  const q = queues.results[0]
  assert.equal(q.name, 'netinv-webhooks')
  assert.equal(q.workers, 1)
  for (const k of ['jobs', 'finished_jobs', 'started_jobs', 'deferred_jobs', 'failed_jobs', 'scheduled_jobs']) assert.equal(typeof q[k], 'number', k)
  assert.equal((await get(t, `/api/core/background-queues/${q.name}/`)).name, q.name)
  assert.equal((await t.api('GET', '/api/core/background-queues/nope/')).status, 404)

  const workers = await get(t, '/api/core/background-workers/')
  assert.equal(workers.count, 1)
  const w = workers.results[0]
  assert.deepEqual(w.queue_names, ['netinv-webhooks'])
  assert.equal(w.pid, String(process.pid))
  assert.ok(['idle', 'busy'].includes(w.state))
  assert.equal((await get(t, `/api/core/background-workers/${w.name}/`)).name, w.name)

  const user = await t.makeToken('dave', { superuser: false })
  assert.equal((await t.request('GET', '/api/core/background-queues/', undefined, { authorization: `Token ${user}` })).status, 403)
})

test('config context profiles: a schema the data of their config contexts must meet', async () => {
  const profile = await create(t, '/api/extras/config-context-profiles/', {
    name: 'ntp',
    schema: { properties: { ntp: { type: 'array', items: { type: 'string' } } }, required: ['ntp'] },
  })
  const ok = await create(t, '/api/extras/config-contexts/', { name: 'good', profile: profile.id, data: { ntp: ['192.0.2.1'] } })
  assert.equal(ok.profile.id, profile.id)
  const bad = await t.api('POST', '/api/extras/config-contexts/', { name: 'bad', profile: profile.id, data: { ntp: 5 } })
  assert.equal(bad.status, 400)
  assert.match(bad.body.data[0], /^Data does not conform to profile schema: 5 is not of type 'array'/)
  assert.equal((await t.api('POST', '/api/extras/config-context-profiles/', { name: 'x', schema: { type: 'object' } })).status, 400)
  assert.equal((await get(t, `/api/extras/config-contexts/?profile_id=${profile.id}`)).count, 1)
  assert.equal((await get(t, `/api/extras/config-contexts/?profile=ntp`)).count, 1)
  assert.equal((await t.api('DELETE', `/api/extras/config-context-profiles/${profile.id}/`)).status, 409)
})

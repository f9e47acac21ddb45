// Idempotency-Key on writes: a retry gets the first answer without writing again, per user, for
// single and bulk writes, under concurrency; another request under the same key is a 422.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import type { Param } from '../../src/db/types.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { show } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

const SITES = '/api/dcim/sites/'
const key = (k: string) => ({ 'idempotency-key': k })
const count = async (sql: string, params: Param[] = []) => (await t.db.query<{ n: number }>(sql, params))[0].n
const sites = (slugPrefix: string) => count(`SELECT count(*)::int AS n FROM dcim_site WHERE slug LIKE $1`, [`${slugPrefix}%`])
const changes = (requestIds: string[]) => count(`SELECT count(*)::int AS n FROM core_objectchange WHERE request_id::text = ANY($1::text[])`, [requestIds])

test('a retried create answers as the first time, writes nothing more and says it replayed', async () => {
  const body = { name: 'Idem 1', slug: 'idem-1', description: 'first' }
  const first = await t.api('POST', SITES, body, key('k-create-1'))
  assert.equal(first.status, 201, show(first))
  assert.equal(first.headers['idempotent-replayed'], undefined)
  const again = await t.api('POST', SITES, body, key('k-create-1'))
  assert.equal(again.status, 201, show(again))
  assert.equal(again.headers['idempotent-replayed'], 'true')
  assert.deepEqual(again.body, first.body)
  assert.equal(await sites('idem-1'), 1)
  assert.equal(await changes([String(first.headers['x-request-id']), String(again.headers['x-request-id'])]), 1, 'one change record')
})

test('the same key with another body, path or method is a 422; nothing is written', async () => {
  const first = await t.api('POST', SITES, { name: 'Idem 2', slug: 'idem-2' }, key('k-other'))
  assert.equal(first.status, 201)
  for (const [method, url, body] of [
    ['POST', SITES, { name: 'Idem 2b', slug: 'idem-2b' }],
    ['POST', '/api/tenancy/tenants/', { name: 'Idem 2', slug: 'idem-2' }],
    ['PATCH', `${SITES}${first.body.id}/`, { description: 'x' }],
  ] as const) {
    const res = await t.api(method, url, body, key('k-other'))
    assert.equal(res.status, 422, show(res))
    assert.deepEqual(res.body, { detail: 'This Idempotency-Key was already used with a different request (method, path or body).' })
  }
  assert.equal(await sites('idem-2'), 1)
  assert.equal((await t.api('GET', `${SITES}${first.body.id}/`)).body.description, '')
})

test('a bulk create retried returns the same objects; nothing duplicated', async () => {
  const body = [1, 2, 3].map((i) => ({ name: `Idem bulk ${i}`, slug: `idem-bulk-${i}` }))
  const first = await t.api('POST', SITES, body, key('k-bulk'))
  assert.equal(first.status, 201, show(first))
  const again = await t.api('POST', SITES, body, key('k-bulk'))
  assert.equal(again.status, 201)
  assert.deepEqual(again.body.map((s: { id: number }) => s.id), first.body.map((s: { id: number }) => s.id))
  assert.equal(await sites('idem-bulk-'), 3)
})

test('update and delete: a retried DELETE answers 204 again instead of 404; PATCH is not applied twice', async () => {
  const site = (await t.api('POST', SITES, { name: 'Idem 3', slug: 'idem-3' })).body
  const patch = await t.api('PATCH', `${SITES}${site.id}/`, { description: 'once' }, key('k-patch'))
  assert.equal(patch.status, 200)
  await t.api('PATCH', `${SITES}${site.id}/`, { description: 'changed since' })
  const again = await t.api('PATCH', `${SITES}${site.id}/`, { description: 'once' }, key('k-patch'))
  assert.equal(again.status, 200)
  assert.equal(again.body.description, 'once', 'the stored answer')
  assert.equal((await t.api('GET', `${SITES}${site.id}/`)).body.description, 'changed since', 'not written again')
  const del = await t.api('DELETE', `${SITES}${site.id}/`, undefined, key('k-delete'))
  assert.equal(del.status, 204)
  const delAgain = await t.api('DELETE', `${SITES}${site.id}/`, undefined, key('k-delete'))
  assert.equal(delAgain.status, 204)
  assert.equal(delAgain.headers['idempotent-replayed'], 'true')
  assert.equal((await t.api('DELETE', `${SITES}${site.id}/`)).status, 404, 'without the key it is gone')
})

test('a failed request stores nothing: the corrected request may use the same key', async () => {
  const bad = await t.api('POST', SITES, { name: 'Idem 4' }, key('k-fail'))
  assert.equal(bad.status, 400)
  const good = await t.api('POST', SITES, { name: 'Idem 4', slug: 'idem-4' }, key('k-fail'))
  assert.equal(good.status, 201, show(good))
  assert.equal(good.headers['idempotent-replayed'], undefined)
})

test('keys are per user; an expired key runs the request again', async () => {
  const other = await t.makeToken('idem-other', { superuser: true })
  const a = await t.api('POST', SITES, { name: 'Idem 5', slug: 'idem-5' }, key('k-shared'))
  const b = await t.request('POST', SITES, { name: 'Idem 6', slug: 'idem-6' }, { authorization: `Token ${other}`, ...key('k-shared') })
  assert.equal(a.status, 201)
  assert.equal(b.status, 201, show(b))
  assert.notEqual(a.body.id, b.body.id)
  await t.db.query(`UPDATE core_idempotency_key SET created = now() - make_interval(secs => $1::int + 60) WHERE key = 'k-shared'`, [t.config.idempotencyTtlSeconds])
  const expired = await t.api('POST', SITES, { name: 'Idem 5', slug: 'idem-5' }, key('k-shared'))
  assert.equal(expired.status, 400, 'ran again: the site exists')
})

test('concurrent requests with one key: one write, every answer the same object', async () => {
  const body = { name: 'Idem race', slug: 'idem-race' }
  const all = await Promise.all(Array.from({ length: 10 }, () => t.api('POST', SITES, body, key('k-race'))))
  assert.deepEqual([...new Set(all.map((r) => r.status))], [201], all.map((r) => show(r)).join('\n'))
  assert.equal(new Set(all.map((r) => r.body.id)).size, 1)
  assert.equal(all.filter((r) => r.headers['idempotent-replayed'] === 'true').length, 9)
  assert.equal(await sites('idem-race'), 1)
})

test("a token's key, shown once, is shown again on a replay (stored sealed, not in clear)", async () => {
  const user = (await t.api('GET', '/api/users/users/?username=admin')).body.results[0]
  const first = await t.api('POST', '/api/users/tokens/', { user: user.id, description: 'idem' }, key('k-token'))
  assert.equal(first.status, 201, show(first))
  assert.match(first.body.key, /^[0-9a-f]{40}$/)
  const again = await t.api('POST', '/api/users/tokens/', { user: user.id, description: 'idem' }, key('k-token'))
  assert.equal(again.body.key, first.body.key)
  const [row] = await t.db.query<{ result: string }>(`SELECT result FROM core_idempotency_key WHERE key = 'k-token'`)
  assert.ok(!row.result.includes(first.body.key))
})

test('a malformed key is a 400; reads ignore the header', async () => {
  const res = await t.api('POST', SITES, { name: 'Idem 7', slug: 'idem-7' }, key('bad key with spaces'))
  assert.equal(res.status, 400)
  assert.match(res.body.detail, /Idempotency-Key/)
  assert.equal((await t.api('GET', SITES, undefined, key('bad key'))).status, 200)
})

test('the OpenAPI document offers Idempotency-Key on writes, not on reads', async () => {
  const doc = (await t.api('GET', '/api/schema/?format=json')).body
  const header = (op: { parameters?: Array<{ in: string; name: string }> }) => op.parameters?.find((p) => p.in === 'header' && p.name === 'idempotency-key')
  const sitesPath = doc.paths['/api/dcim/sites/']
  assert.ok(header(sitesPath.post) && header(sitesPath.patch) && header(sitesPath.delete))
  assert.ok(header(doc.paths['/api/dcim/sites/{id}/'].put))
  assert.equal(header(sitesPath.get), undefined)
})

// Webhooks end to end through HTTP, with a real receiver: what is sent, when (only for committed
// changes, once per matching webhook), retries, failures and requeue, background tasks and the
// change log. Each test scopes its rules with a slug condition so the tests stay independent.
import assert from 'node:assert/strict'
import { createHmac, randomBytes, randomUUID } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { Webhook as StandardWebhook } from 'standardwebhooks'
import { getModel } from '../../src/engine/models.js'
import { createObjects } from '../../src/engine/write.js'
import { openQueue } from '../../src/events/queue.js'
import { EventSink } from '../../src/events/sink.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { createObject } from '../helpers/factory.js'
import { hookAndRule, jobs, type Receiver, startReceiver, waitFor } from './helpers.js'

let t: TestApp
let rx: Receiver

before(async () => {
  t = await testApp({ WEBHOOK_RETRIES: '1', WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_TIMEOUT_MS: '2000' })
  rx = await startReceiver()
})
after(async () => {
  await t.close()
  await rx.close()
})

/** A rule condition limiting it to sites (or anything with a slug) whose slug starts with `prefix-`. */
const only = (prefix: string) => ({ attr: 'slug', op: 'regex', value: `^${prefix}-` })
const at = (path: string) => rx.received.filter((r) => r.path === path)
const site = async (slug: string, extra: Record<string, unknown> = {}) => {
  const res = await t.api('POST', '/api/dcim/sites/', { name: slug, slug, ...extra })
  assert.equal(res.status, 201, res.text)
  return res.body as { id: number; [k: string]: unknown }
}
const tasks = async (query = '') => (await t.api('GET', `/api/core/background-tasks/?limit=1000${query}`)).body.results as Array<Record<string, any>> // eslint-disable-line @typescript-eslint/no-explicit-any
const task = async (id: string) => (await t.api('GET', `/api/core/background-tasks/${id}/`)).body
const countChanges = async () => (await t.db.query<{ n: number }>('SELECT count(*)::int AS n FROM core_objectchange'))[0].n

describe('what a delivery looks like', () => {
  test("a created site arrives with NetBox's default body, signed, with a delivery id", async () => {
    const secret = 'hook-secret'
    const { webhook } = await hookAndRule(t, `${rx.url}/signed`, { webhook: { secret }, rule: { conditions: only('sig') } })
    const res = await t.api('POST', '/api/dcim/sites/', { name: 'Sig One', slug: 'sig-1' })
    assert.equal(res.status, 201, res.text)
    const [got] = await waitFor('the delivery', () => (at('/signed').length ? at('/signed') : undefined))
    assert.equal(got.method, 'POST')
    assert.equal(got.headers['content-type'], 'application/json')
    assert.equal(got.headers['x-hook-signature'], createHmac('sha512', secret).update(got.raw).digest('hex'))
    const deliveryId = String(got.headers['x-delivery-id'])
    assert.match(deliveryId, /^[0-9a-f-]{36}$/)
    const b = got.body
    assert.deepEqual(Object.keys(b), ['event', 'timestamp', 'object_type', 'model', 'username', 'request_id', 'data', 'snapshots'])
    assert.equal(b.event, 'created')
    assert.equal(b.object_type, 'dcim.site')
    assert.equal(b.model, 'site')
    assert.equal(b.username, 'admin')
    assert.equal(b.request_id, res.headers['x-request-id'])
    assert.match(b.timestamp, /^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{6}\+00:00$/)
    // data: the REST representation, with relative URLs, in the API's field order.
    const rest = (await t.api('GET', `/api/dcim/sites/${res.body.id}/`)).body
    assert.deepEqual(Object.keys(b.data), Object.keys(rest))
    assert.equal(b.data.url, `/api/dcim/sites/${res.body.id}/`)
    assert.deepEqual(b.data.status, { value: 'active', label: 'Active' })
    assert.equal(b.data.name, 'Sig One')
    assert.deepEqual(b.snapshots.prechange, null)
    assert.equal(b.snapshots.postchange.status, 'active')
    assert.equal(b.snapshots.postchange.name, 'Sig One')
    assert.equal(b.snapshots.postchange.id, undefined)
    // The delivery id is the background task's id.
    const done = await waitFor('success', async () => ((await task(deliveryId)).state === 'succeeded' ? task(deliveryId) : undefined))
    assert.equal(done.webhook.id, webhook)
    assert.equal(done.attempts, 1)
    assert.equal(done.last_status, 200)
  })

  test('method, content type, additional headers and a templated URL come from the webhook; no secret, no signature', async () => {
    await hookAndRule(t, `${rx.url}/t/{{ model }}/{{ data.slug }}?event={{ event }}`, {
      webhook: {
        http_method: 'PUT',
        http_content_type: 'application/x-netinv+json',
        additional_headers: 'X-Event: {{ event }}\nX-Type:{{ object_type }}\n\nAuthorization: Bearer abc: def',
      },
      rule: { conditions: only('hdr') },
    })
    await site('hdr-1')
    const [got] = await waitFor('the delivery', () => (at('/t/site/hdr-1?event=created').length ? at('/t/site/hdr-1?event=created') : undefined))
    assert.equal(got.method, 'PUT')
    assert.equal(got.headers['content-type'], 'application/x-netinv+json')
    assert.equal(got.headers['x-event'], 'created')
    assert.equal(got.headers['x-type'], 'dcim.site')
    assert.equal(got.headers.authorization, 'Bearer abc: def')
    assert.equal(got.headers['x-hook-signature'], undefined)
    assert.equal(got.body.data.slug, 'hdr-1')
  })

  test('a body template renders with the NetBox context', async () => {
    const body_template = '{"text": "{{ username }} {{ event }} {{ model }} {{ data.name }}", "tags": {{ data.tags | map(attribute="slug") | list | tojson }}, "pre": {{ snapshots.prechange | tojson }}}'
    await hookAndRule(t, `${rx.url}/tpl`, { webhook: { body_template }, rule: { conditions: only('tpl') } })
    await site('tpl-1')
    const [got] = await waitFor('the delivery', () => (at('/tpl').length ? at('/tpl') : undefined))
    assert.deepEqual(got.body, { text: 'admin created site tpl-1', tags: [], pre: null })
  })

  test('update and delete carry the pre- and post-change snapshots; a delete sends the data as it was', async () => {
    await hookAndRule(t, `${rx.url}/upd`, { rule: { conditions: only('upd') } })
    const s = await site('upd-1')
    assert.equal((await t.api('PATCH', `/api/dcim/sites/${s.id}/`, { description: 'changed' })).status, 200)
    assert.equal((await t.api('DELETE', `/api/dcim/sites/${s.id}/`)).status, 204)
    const got = await waitFor('three deliveries', () => (at('/upd').length >= 3 ? at('/upd') : undefined))
    const by = Object.fromEntries(got.map((r) => [r.body.event, r.body]))
    assert.deepEqual(Object.keys(by).sort(), ['created', 'deleted', 'updated'])
    assert.equal(by.updated.snapshots.prechange.description, '')
    assert.equal(by.updated.snapshots.prechange.last_updated, undefined, 'NetBox sends no last_updated before a change')
    assert.equal(by.updated.snapshots.postchange.description, 'changed')
    assert.equal(by.updated.data.description, 'changed')
    assert.equal(by.deleted.data.id, s.id)
    assert.equal(by.deleted.data.description, 'changed')
    assert.equal(by.deleted.data.url, `/api/dcim/sites/${s.id}/`)
    assert.equal(by.deleted.snapshots.prechange.description, 'changed')
    assert.equal(by.deleted.snapshots.postchange, null)
  })

  test('a cascaded delete delivers each removed child with its data', async () => {
    await hookAndRule(t, `${rx.url}/casc`, {
      rule: { object_types: ['dcim.interface'], event_types: ['object_deleted'], conditions: { attr: 'name', op: 'regex', value: '^casc' } },
    })
    const ifaceId = await createObject(t, 'dcim.interface', { name: 'casc-eth0' })
    const iface = (await t.api('GET', `/api/dcim/interfaces/${ifaceId}/`)).body
    assert.equal((await t.api('DELETE', `/api/dcim/devices/${iface.device.id}/`)).status, 204)
    const [got] = await waitFor('the delivery', () => (at('/casc').length ? at('/casc') : undefined))
    assert.equal(got.body.event, 'deleted')
    assert.equal(got.body.object_type, 'dcim.interface')
    assert.equal(got.body.data.name, 'casc-eth0')
    assert.equal(got.body.data.device.id, iface.device.id)
  })

  test('the response does not wait for the delivery', async () => {
    const slow = await startReceiver()
    slow.delayMs = 1500
    try {
      await hookAndRule(t, `${slow.url}/slow`, { rule: { conditions: only('slow') } })
      const started = Date.now()
      await site('slow-1')
      assert.ok(Date.now() - started < 1000, `the create took ${Date.now() - started} ms`)
      await waitFor('the delivery', () => slow.received.length >= 1)
    } finally {
      await slow.close()
    }
  })
})

describe('Standard Webhooks signatures and secret rotation', () => {
  // The receiver verifies with the Standard Webhooks reference library, as a client would.
  const verifies = (secret: string, got: { raw: Buffer; headers: Record<string, unknown> }) => {
    try {
      new StandardWebhook(secret).verify(got.raw.toString('utf8'), got.headers as Record<string, string>)
      return true
    } catch {
      return false
    }
  }
  const whsec = (bytes: Buffer) => `whsec_${bytes.toString('base64')}`

  test('a whsec_ secret signs webhook-id.webhook-timestamp.body; the library verifies it; the id is the delivery id', async () => {
    const secret = whsec(randomBytes(24))
    await hookAndRule(t, `${rx.url}/std`, { webhook: { secret }, rule: { conditions: only('std') } })
    assert.equal((await site('std-1')).slug, 'std-1')
    const [got] = await waitFor('the delivery', () => (at('/std').length ? at('/std') : undefined))
    assert.equal(got.headers['webhook-id'], got.headers['x-delivery-id'])
    assert.match(String(got.headers['webhook-timestamp']), /^\d{10}$/)
    assert.match(String(got.headers['webhook-signature']), /^v1,[A-Za-z0-9+/]+=*$/)
    assert.ok(verifies(secret, got), 'the reference library verifies the signature')
    assert.ok(!verifies(whsec(randomBytes(24)), got), 'another secret does not verify')
    // A tampered body does not verify.
    assert.ok(!verifies(secret, { ...got, raw: Buffer.from(got.raw.toString('utf8').replace('std-1', 'std-2')) }))
  })

  test('a plain secret signs with its UTF-8 bytes (whsec_ + base64 of it for the library); NetBox\'s X-Hook-Signature stays', async () => {
    const secret = 'plain-secret-1'
    await hookAndRule(t, `${rx.url}/std-plain`, { webhook: { secret }, rule: { conditions: only('stdp') } })
    await site('stdp-1')
    const [got] = await waitFor('the delivery', () => (at('/std-plain').length ? at('/std-plain') : undefined))
    assert.ok(verifies(whsec(Buffer.from(secret, 'utf8')), got))
    assert.equal(got.headers['x-hook-signature'], createHmac('sha512', secret).update(got.raw).digest('hex'))
  })

  test('rotation: after the secret changes both sign until the grace period ends; removing the secret stops signing', async () => {
    const old = whsec(randomBytes(24))
    const next = whsec(randomBytes(24))
    const { webhook } = await hookAndRule(t, `${rx.url}/rot`, { webhook: { secret: old }, rule: { conditions: only('rot') } })
    const patch = await t.api('PATCH', `/api/extras/webhooks/${webhook}/`, { secret: next })
    assert.equal(patch.status, 200, patch.text)
    assert.equal(patch.body.secret, undefined, 'secrets are never shown')
    assert.equal(patch.body.previous_secret, undefined)
    await site('rot-1')
    const [first] = await waitFor('the delivery', () => (at('/rot').length ? at('/rot') : undefined))
    assert.equal(String(first.headers['webhook-signature']).split(' ').length, 2)
    assert.ok(verifies(next, first), 'the new secret verifies')
    assert.ok(verifies(old, first), 'the old secret still verifies during the grace period')
    assert.equal(first.headers['x-hook-signature'], createHmac('sha512', next).update(first.raw).digest('hex'))
    // The grace period (WEBHOOK_SECRET_GRACE_SECONDS, 24 h here) has run out: only the new secret signs.
    await t.db.query(`UPDATE extras_webhook SET secret_rotated = now() - interval '2 days' WHERE id = $1`, [webhook])
    await site('rot-2')
    const second = await waitFor('the second delivery', () => at('/rot').find((r) => r.body?.data?.slug === 'rot-2'))
    assert.equal(String(second.headers['webhook-signature']).split(' ').length, 1)
    assert.ok(verifies(next, second))
    assert.ok(!verifies(old, second))
    // No secret: no signature headers at all.
    assert.equal((await t.api('PATCH', `/api/extras/webhooks/${webhook}/`, { secret: '' })).status, 200)
    await site('rot-3')
    const third = await waitFor('the third delivery', () => at('/rot').find((r) => r.body?.data?.slug === 'rot-3'))
    assert.equal(third.headers['webhook-signature'], undefined)
    assert.equal(third.headers['x-hook-signature'], undefined)
  })
})

describe('exactly the committed changes, once per matching webhook', () => {
  test('a bulk create of 3 objects yields 3 deliveries sharing one request_id (a client X-Request-ID is honoured)', async () => {
    await hookAndRule(t, `${rx.url}/bulk`, { rule: { conditions: only('bulk') } })
    const requestId = randomUUID()
    const res = await t.api('POST', '/api/dcim/sites/', ['bulk-1', 'bulk-2', 'bulk-3'].map((s) => ({ name: s, slug: s })), { 'x-request-id': requestId })
    assert.equal(res.status, 201, res.text)
    assert.equal(res.headers['x-request-id'], requestId)
    const got = await waitFor('three deliveries', () => (at('/bulk').length >= 3 ? at('/bulk') : undefined))
    await new Promise((r) => setTimeout(r, 300))
    assert.equal(at('/bulk').length, 3)
    assert.deepEqual(got.map((r) => r.body.request_id), [requestId, requestId, requestId])
    assert.deepEqual(got.map((r) => r.body.data.slug).sort(), ['bulk-1', 'bulk-2', 'bulk-3'])
    assert.equal(new Set(got.map((r) => r.headers['x-delivery-id'])).size, 3)
    const changes = await t.api('GET', `/api/core/object-changes/?request_id=${requestId}`)
    assert.equal(changes.body.count, 3)
  })

  test('commit: each committed change of a matching model yields exactly one job per matching webhook', async () => {
    const a = await hookAndRule(t, `${rx.url}/cm-a`, { rule: { conditions: only('cm') } })
    const b = await hookAndRule(t, `${rx.url}/cm-b`, { rule: { conditions: only('cm') } })
    const deletes = await hookAndRule(t, `${rx.url}/cm-del`, { rule: { event_types: ['object_deleted'], conditions: only('cm') } })
    const otherModel = await hookAndRule(t, `${rx.url}/cm-dev`, { rule: { object_types: ['dcim.device'], conditions: only('cm') } })
    const disabled = await hookAndRule(t, `${rx.url}/cm-off`, { rule: { enabled: false, conditions: only('cm') } })
    // 6 committed changes: 2 creates, 3 updates (one single, two bulk), 1 delete.
    const x = await site('cm-x')
    const y = await site('cm-y')
    assert.equal((await t.api('PATCH', `/api/dcim/sites/${x.id}/`, { description: 'one' })).status, 200)
    assert.equal((await t.api('PATCH', '/api/dcim/sites/', [{ id: x.id, description: 'two' }, { id: y.id, description: 'two' }])).status, 200)
    assert.equal((await t.api('DELETE', `/api/dcim/sites/${y.id}/`)).status, 204)

    const changes = (await t.api('GET', `/api/core/object-changes/?changed_object_type=dcim.site&changed_object_id=${x.id}&changed_object_id=${y.id}&limit=100`)).body.results
    assert.equal(changes.length, 6)
    const all = await jobs(t)
    const of = (w: number) => all.filter((j) => j.data.webhook_id === w)
    for (const w of [a.webhook, b.webhook]) {
      assert.deepEqual(of(w).map((j) => j.data.change_id).sort(), changes.map((c: { id: number }) => c.id).sort(), `webhook ${w}: one job per change`)
    }
    assert.deepEqual(of(deletes.webhook).map((j) => [j.data.event, j.data.object_id]), [['deleted', y.id]])
    assert.equal(of(otherModel.webhook).length, 0)
    assert.equal(of(disabled.webhook).length, 0)
    // And each is delivered.
    await waitFor('13 deliveries', () => at('/cm-a').length + at('/cm-b').length + at('/cm-del').length >= 13)
    const ids = [...at('/cm-a'), ...at('/cm-b'), ...at('/cm-del')].map((r) => r.headers['x-delivery-id'])
    assert.equal(new Set(ids).size, 13)
  })

  test('rollback: a bulk request whose third item fails leaves no change records and no jobs', async () => {
    await hookAndRule(t, `${rx.url}/rb`, { rule: { conditions: only('rb') } })
    const changesBefore = await countChanges()
    const jobsBefore = (await jobs(t)).length
    const create = await t.api('POST', '/api/dcim/sites/', [
      { name: 'rb-1', slug: 'rb-1' },
      { name: 'rb-2', slug: 'rb-2' },
      { name: 'rb-1', slug: 'rb-1' }, // the third collides with the first
    ])
    assert.equal(create.status, 400, create.text)
    assert.equal((await t.api('GET', '/api/dcim/sites/?slug__isw=rb-')).body.count, 0)
    assert.equal(await countChanges(), changesBefore)
    assert.equal((await jobs(t)).length, jobsBefore)

    const [p, q, r] = [await site('rb-p'), await site('rb-q'), await site('rb-r')]
    const changesMid = await countChanges()
    const jobsMid = (await jobs(t)).length
    const update = await t.api('PATCH', '/api/dcim/sites/', [
      { id: p.id, description: 'applied?' },
      { id: q.id, description: 'applied?' },
      { id: r.id, slug: 'rb-p' }, // the third collides with the first
    ])
    assert.equal(update.status, 400, update.text)
    assert.equal(await countChanges(), changesMid)
    assert.equal((await jobs(t)).length, jobsMid)
    assert.equal((await t.api('GET', `/api/dcim/sites/${p.id}/`)).body.description, '')
  })

  test('the sink queues inside the write transaction: gone on rollback, there on commit', async () => {
    await hookAndRule(t, `${rx.url}/tx`, { rule: { conditions: only('tx') } })
    const queue = await openQueue(t.db, t.config)
    try {
      const write = (slug: string, requestId: string) => async (tx: Parameters<Parameters<typeof t.db.transaction>[0]>[0]) => {
        const sink = new EventSink({ requestId, user: { id: 1, username: 'admin' } }, (q, js) => queue.enqueue(q, js))
        await createObjects({ tx, secretKey: t.config.secretKey, changes: sink }, getModel('dcim.site'), [{ name: slug, slug }], false)
        assert.equal(sink.enqueued, 1)
        const inside = await tx.query(`SELECT 1 FROM pgboss.job WHERE data->>'request_id' = $1`, [requestId])
        assert.equal(inside.length, 1, 'the job is there inside the transaction')
      }
      const rolledBack = randomUUID()
      await assert.rejects(
        t.db.transaction(async (tx) => {
          await write('tx-rolled', rolledBack)(tx)
          throw new Error('abort after the sink ran')
        }),
        /abort after the sink ran/,
      )
      assert.equal((await t.db.query(`SELECT 1 FROM pgboss.job WHERE data->>'request_id' = $1`, [rolledBack])).length, 0)
      assert.equal((await t.db.query(`SELECT 1 FROM core_objectchange WHERE request_id = $1`, [rolledBack])).length, 0)

      const committed = randomUUID()
      await t.db.transaction(write('tx-committed', committed))
      assert.equal((await t.db.query(`SELECT 1 FROM pgboss.job WHERE data->>'request_id' = $1`, [committed])).length, 1)
      assert.equal((await t.db.query(`SELECT 1 FROM core_objectchange WHERE request_id = $1`, [committed])).length, 1)
      await waitFor('the committed delivery', () => at('/tx').length >= 1)
      assert.equal(at('/tx')[0].body.request_id, committed)
    } finally {
      await queue.stop()
    }
  })
})

describe('failures, retries and requeue', () => {
  test('receiver down, then up: the delivery is retried and succeeds', async () => {
    const probe = await startReceiver()
    const port = probe.port
    await probe.close() // nothing listens on this port now
    await hookAndRule(t, `http://127.0.0.1:${port}/back`, { rule: { conditions: only('down') } })
    await site('down-1')
    const [queued] = await waitFor('a failed first attempt', async () => {
      const ts = (await tasks()).filter((x) => x.object_repr === 'down-1' && x.attempts >= 1 && x.last_error)
      return ts.length ? ts : undefined
    })
    assert.match(queued.last_error, /ECONNREFUSED/)
    assert.ok(['queued', 'active'].includes(queued.state), queued.state)
    const back = await startReceiver(port)
    try {
      const done = await waitFor('success after the retry', async () => ((await task(queued.id)).state === 'succeeded' ? task(queued.id) : undefined), 20_000)
      assert.equal(done.attempts, 2)
      assert.equal(done.last_status, 200)
      assert.equal(back.received.length, 1)
      assert.equal(back.received[0].headers['x-delivery-id'], queued.id)
    } finally {
      await back.close()
    }
  })

  test('a delivery that keeps failing ends failed, keeping status, response and error; requeue sends it again', async () => {
    const flaky = await startReceiver()
    flaky.respond = 500
    try {
      await hookAndRule(t, `${flaky.url}/flaky`, { rule: { conditions: only('fail') } })
      await site('fail-1')
      const failed = await waitFor('failed after the retry', async () => (await tasks('&state=failed')).find((x) => x.object_repr === 'fail-1'), 20_000)
      assert.equal(failed.attempts, 2, 'one attempt and WEBHOOK_RETRIES=1 retry')
      assert.equal(failed.max_attempts, 2)
      assert.equal(failed.last_status, 500)
      assert.equal(failed.last_response, 'receiver says 500')
      assert.equal(failed.last_error, 'HTTP 500')
      assert.equal(flaky.received.length, 2)
      // The request of the last attempt, as sent.
      assert.equal(failed.last_request.method, 'POST')
      assert.equal(failed.last_request.url, `${flaky.url}/flaky`)
      assert.equal(failed.last_request.body, flaky.received[1].raw.toString('utf8'))
      assert.equal(failed.last_request.headers['X-Delivery-ID'], flaky.received[1].headers['x-delivery-id'])

      flaky.respond = 200
      const requeued = await t.api('POST', `/api/core/background-tasks/${failed.id}/requeue/`)
      assert.equal(requeued.status, 200, requeued.text)
      assert.ok(['queued', 'active', 'succeeded'].includes(requeued.body.state), requeued.body.state)
      const done = await waitFor('success after the requeue', async () => ((await task(failed.id)).state === 'succeeded' ? task(failed.id) : undefined))
      assert.equal(done.last_status, 200)
      assert.equal(done.last_error, null)
      assert.equal(flaky.received.length, 3)
      assert.equal(new Set(flaky.received.map((r) => r.headers['x-delivery-id'])).size, 1, 'every attempt carries the same delivery id')

      const twice = await t.api('POST', `/api/core/background-tasks/${failed.id}/requeue/`)
      assert.equal(twice.status, 409, twice.text)
      assert.match(twice.body.detail, /Only a failed task can be requeued/)
    } finally {
      await flaky.close()
    }
  })

  test('a template error fails that delivery with a readable error; the change itself succeeds', async () => {
    await hookAndRule(t, `${rx.url}/broken`, { webhook: { body_template: '{"a": {{ data.name | nosuchfilter }}}' }, rule: { conditions: only('tplerr') } })
    const s = await site('tplerr-1')
    assert.equal((await t.api('GET', `/api/dcim/sites/${s.id}/`)).status, 200)
    const failed = await waitFor('failed', async () => (await tasks('&state=failed')).find((x) => x.object_repr === 'tplerr-1'), 20_000)
    assert.match(failed.last_error, /^body_template: .*nosuchfilter/)
    assert.equal(failed.last_status, null)
    assert.equal(at('/broken').length, 0)
  })
})

describe('background tasks and the change log', () => {
  test('background tasks are for superusers; filters; unknown ids are 404', async () => {
    const plain = await t.makeToken('plain-user', { superuser: false })
    const denied = await t.request('GET', '/api/core/background-tasks/', undefined, { authorization: `Token ${plain}` })
    assert.equal(denied.status, 403)
    assert.deepEqual(denied.body, { detail: 'You do not have permission to perform this action.' })
    const anon = await t.request('GET', '/api/core/background-tasks/')
    assert.equal(anon.status, 403)
    assert.deepEqual(anon.body, { detail: 'Authentication credentials were not provided.' })
    const readOnly = await t.makeToken('admin', { writeEnabled: false })
    const any = (await tasks())[0]
    const ro = await t.request('POST', `/api/core/background-tasks/${any.id}/requeue/`, undefined, { authorization: `Token ${readOnly}` })
    assert.equal(ro.status, 403)

    const page = await t.api('GET', '/api/core/background-tasks/?limit=2')
    assert.equal(page.status, 200)
    assert.deepEqual(Object.keys(page.body), ['count', 'next', 'previous', 'results'])
    assert.equal(page.body.results.length, 2)
    assert.match(page.body.next, /limit=2&offset=2/)
    for (const state of ['queued', 'active', 'succeeded', 'failed']) {
      const res = await t.api('GET', `/api/core/background-tasks/?state=${state}&limit=1000`)
      assert.equal(res.status, 200)
      for (const r of res.body.results) assert.equal(r.state, state)
    }
    assert.equal((await t.api('GET', '/api/core/background-tasks/?state=exploded')).status, 400)
    const nul = await t.api('GET', '/api/core/background-tasks/?object_type=%00')
    assert.deepEqual([nul.status, nul.body], [400, { object_type: ['Null characters are not allowed.'] }])
    const one = page.body.results[0]
    const byHook = await t.api('GET', `/api/core/background-tasks/?webhook_id=${one.webhook.id}&limit=1000`)
    assert.ok(byHook.body.results.every((r: { webhook: { id: number } }) => r.webhook.id === one.webhook.id))
    assert.equal((await t.api('GET', `/api/core/background-tasks/${randomUUID()}/`)).status, 404)
    assert.equal((await t.api('GET', '/api/core/background-tasks/not-a-uuid/')).status, 404)
    assert.equal((await t.api('POST', `/api/core/background-tasks/${randomUUID()}/requeue/`)).status, 404)
  })

  test('an update that changes nothing leaves no change record, but its webhook still fires (as NetBox)', async () => {
    await hookAndRule(t, `${rx.url}/same`, { rule: { event_types: ['object_updated'], conditions: only('same') } })
    const s = await site('same-1', { description: 'd' })
    const count = async () => (await t.api('GET', `/api/core/object-changes/?changed_object_type=dcim.site&changed_object_id=${s.id}`)).body.count
    assert.equal(await count(), 1)
    assert.equal((await t.api('PATCH', `/api/dcim/sites/${s.id}/`, { description: 'd' })).status, 200)
    assert.equal(await count(), 1)
    const [got] = await waitFor('the delivery', () => (at('/same').length ? at('/same') : undefined))
    assert.equal(got.body.event, 'updated')
    assert.match(got.body.timestamp, /\+00:00$/)
    const done = await waitFor('the task', async () => (await tasks()).find((x) => x.object_repr === 'same-1'))
    assert.equal(done.object_change, null)
  })

  test('object changes: one per write, read-only, with NetBox filters', async () => {
    const before = new Date(Date.now() - 1000).toISOString()
    const created = await t.api('POST', '/api/dcim/sites/', { name: 'oc-1', slug: 'oc-1' })
    const id = created.body.id
    await t.api('PATCH', `/api/dcim/sites/${id}/`, { description: 'x' })
    const del = await t.api('DELETE', `/api/dcim/sites/${id}/`)
    const list = await t.api('GET', `/api/core/object-changes/?changed_object_type=dcim.site&changed_object_id=${id}`)
    assert.equal(list.status, 200)
    const [d, u, c] = list.body.results
    assert.deepEqual([d.action, u.action, c.action], [
      { value: 'delete', label: 'Deleted' },
      { value: 'update', label: 'Updated' },
      { value: 'create', label: 'Created' },
    ])
    assert.equal(c.request_id, created.headers['x-request-id'])
    assert.equal(d.request_id, del.headers['x-request-id'])
    assert.equal(c.user.username, 'admin')
    assert.equal(c.user_name, 'admin')
    assert.equal(c.object_repr, 'oc-1')
    assert.deepEqual(c.prechange_data, {})
    assert.equal(c.postchange_data.slug, 'oc-1')
    assert.equal(c.postchange_data.status, 'active')
    assert.equal(c.postchange_data.created, undefined)
    assert.equal(c.postchange_data.last_updated, undefined)
    assert.equal(u.prechange_data.description, '')
    assert.equal(u.postchange_data.description, 'x')
    assert.equal(d.prechange_data.description, 'x')
    assert.deepEqual(d.postchange_data, {})

    const count = async (q: string) => {
      const res = await t.api('GET', `/api/core/object-changes/?changed_object_type=dcim.site&changed_object_id=${id}&${q}`)
      assert.equal(res.status, 200, res.text)
      return res.body.count as number
    }
    assert.equal(await count('action=update'), 1)
    assert.equal(await count('user=admin'), 3)
    assert.equal(await count(`user_id=${c.user.id}`), 3)
    assert.equal(await count('user_name=admin'), 3)
    assert.equal(await count(`request_id=${c.request_id}`), 1)
    assert.equal(await count(`time_after=${encodeURIComponent(before)}`), 3)
    assert.equal(await count(`time_before=${encodeURIComponent(before)}`), 0)
    assert.equal(await count(`time_before=${encodeURIComponent(new Date(Date.now() + 60_000).toISOString())}`), 3)
    assert.equal((await t.api('GET', '/api/core/object-changes/?time_after=yesterday')).status, 400)
    assert.equal((await t.api('POST', '/api/core/object-changes/', {})).status, 405)
  })
})

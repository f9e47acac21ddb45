// Hostile webhook templates through the API: the probe's payloads (a 10,000,000-step loop in the
// body and in the URL, a loop too long for the time limit), written by a non-superuser allowed to
// add webhooks and event rules. The server keeps answering /api/status/ within a second while they
// are rendered, and each delivery is failed once with the reason — never retried, never fatal.
// Also: a rendered header value cannot add headers, and a delivery whose process died while
// rendering is failed rather than rendered again.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { as, grant, userWithToken } from '../auth/helpers.js'
import { type Receiver, startReceiver, waitFor, webhookRuleBody } from './helpers.js'

let t: TestApp
let rx: Receiver
let mallory: ReturnType<typeof as>

before(async () => {
  // Three retries configured: a failure that is retried would show as more than one attempt.
  t = await testApp({ WEBHOOK_RETRIES: '3', WEBHOOK_RETRY_DELAY_SECONDS: '1', WEBHOOK_TIMEOUT_MS: '2000' })
  rx = await startReceiver()
  const user = await userWithToken(t, 'mallory')
  await grant(t, { object_types: ['extras.webhook', 'extras.eventrule', 'tenancy.contactrole'], actions: ['view', 'add', 'change'], users: [user.id] })
  mallory = as(t, user.key)
})
after(async () => {
  await t.close()
  await rx.close()
})

type Task = { state: string; attempts: number; last_error: string | null; event_rule: { id: number } }

async function hookOnContactRoles(name: string, webhook: Record<string, unknown>): Promise<number> {
  const hook = await mallory('POST', '/api/extras/webhooks/', { name, payload_url: `${rx.url}/${name}`, ...webhook })
  assert.equal(hook.status, 201, hook.text)
  const rule = await mallory('POST', '/api/extras/event-rules/', webhookRuleBody(name, ['tenancy.contactrole'], hook.body.id, { attr: 'slug', value: `${name}-`, op: 'regex' }))
  assert.equal(rule.status, 201, rule.text)
  return rule.body.id
}

/** Probes /api/status/ back to back until stopped; resolves to the slowest answer in ms. */
function probeStatus(): { stop(): Promise<number> } {
  let running = true
  let slowest = 0
  const loop = (async () => {
    while (running) {
      const started = performance.now()
      const res = await t.api('GET', '/api/status/')
      assert.equal(res.status, 200)
      slowest = Math.max(slowest, performance.now() - started)
      await new Promise((r) => setTimeout(r, 20))
    }
  })()
  return {
    async stop() {
      running = false
      await loop
      return slowest
    },
  }
}

const tasksOf = async (rule: number): Promise<Task[]> => (await t.api('GET', `/api/core/background-tasks/?event_rule_id=${rule}`)).body.results

async function failedOnce(rule: number): Promise<Task> {
  const [task] = await waitFor(`the delivery of rule ${rule} to fail`, async () => {
    const ts = await tasksOf(rule)
    return ts.length && ts.every((x) => x.state === 'failed') ? ts : undefined
  }, 30_000, 100)
  return task
}

describe('templates that would exhaust the server', () => {
  test("the probe's payloads fail their deliveries once, with the reason, while /api/status/ answers within a second", async () => {
    const inBody = await hookOnContactRoles('loop-body', { body_template: 'x{% for i in range(10000000) %}{% endfor %}' })
    const inUrl = await hookOnContactRoles('loop-url', { payload_url: `${rx.url}/x{% for i in range(10000000) %}{% endfor %}` })
    const tooLong = await hookOnContactRoles('loop-time', { body_template: '{% for i in range(100000) %}{% for j in range(100000) %}{% endfor %}{% endfor %}' })
    const probe = probeStatus()
    for (const slug of ['loop-body-1', 'loop-url-1', 'loop-time-1']) {
      const res = await mallory('POST', '/api/tenancy/contact-roles/', { name: slug, slug })
      assert.equal(res.status, 201, res.text)
    }
    const body = await failedOnce(inBody)
    const url = await failedOnce(inUrl)
    const time = await failedOnce(tooLong)
    const slowest = await probe.stop()
    assert.match(body.last_error!, /^body_template: range\(\) of 10000000 items is too large/)
    assert.match(url.last_error!, /^payload_url: range\(\) of 10000000 items is too large/)
    assert.match(time.last_error!, /^body_template: rendering took longer than 1000 ms/)
    for (const task of [body, url, time]) assert.equal(task.attempts, 1, `not retried: ${JSON.stringify(task)}`)
    assert.ok(slowest < 1000, `/api/status/ took ${Math.round(slowest)} ms at worst`)
    assert.equal(rx.received.filter((r) => r.path.startsWith('/loop')).length, 0, 'nothing was sent')
    // The renderer is still there for the next, harmless template.
    const fine = await hookOnContactRoles('fine', { body_template: '{{ data.slug }}' })
    assert.equal((await mallory('POST', '/api/tenancy/contact-roles/', { name: 'fine-1', slug: 'fine-1' })).status, 201)
    await waitFor('the harmless delivery', async () => (await tasksOf(fine))[0]?.state === 'succeeded')
    assert.equal(rx.received.find((r) => r.path === '/fine')?.raw.toString(), 'fine-1')
  })
})

describe('header injection', () => {
  test('a rendered header value holding CR/LF fails the delivery; nothing reaches the receiver', async () => {
    const rule = await hookOnContactRoles('hdr', { additional_headers: 'X-Desc: {{ data.description }}\nX-Static: 1' })
    const evil = 'x\r\nX-Evil: injected\r\nContent-Type: application/evil'
    assert.equal((await mallory('POST', '/api/tenancy/contact-roles/', { name: 'hdr-evil', slug: 'hdr-evil', description: evil })).status, 201)
    assert.equal((await mallory('POST', '/api/tenancy/contact-roles/', { name: 'hdr-fine', slug: 'hdr-fine', description: 'plain' })).status, 201)
    const tasks = await waitFor('both deliveries to end', async () => {
      const ts = await tasksOf(rule)
      return ts.length === 2 && ts.every((x) => ['failed', 'succeeded'].includes(x.state)) ? ts : undefined
    })
    const failed = tasks.find((x) => x.state === 'failed')!
    assert.match(failed.last_error!, /^additional_headers line 1: the rendered header contains a line break or another control character/)
    assert.equal(failed.attempts, 1)
    const got = rx.received.filter((r) => r.path === '/hdr')
    assert.equal(got.length, 1, 'only the harmless one was sent')
    assert.equal(got[0].headers['x-desc'], 'plain')
    assert.equal(got[0].headers['x-static'], '1')
    assert.equal(got[0].headers['x-evil'], undefined)
    assert.equal(got[0].headers['content-type'], 'application/json')
  })
})

describe('a process that died while rendering', () => {
  test('the next attempt fails the delivery with the reason instead of rendering again; a requeue renders', async () => {
    const rule = await hookOnContactRoles('died', { body_template: '{{ data.slug }}' })
    assert.equal((await mallory('POST', '/api/tenancy/contact-roles/', { name: 'died-1', slug: 'died-1' })).status, 201)
    const [first] = await waitFor('the first delivery', async () => {
      const ts = await tasksOf(rule)
      return ts.length && ts[0].state === 'succeeded' ? ts : undefined
    })
    const id = (first as Task & { id: string }).id
    // Make the job what a process that died mid-render leaves behind: attempt 1 marked as
    // rendering and never finished, then expired by pg-boss (which retries it).
    await t.db.query(
      `UPDATE pgboss.job SET state = 'retry', start_after = now(), completed_on = NULL, retry_count = 0,
         data = jsonb_set(data, '{render}', '{"attempt": 1, "done": false}'),
         output = '{"value": {"message": "job failed by timeout in active state"}}'
       WHERE id = $1`,
      [id],
    )
    const died = await waitFor('the retry to fail', async () => {
      const task = (await t.api('GET', `/api/core/background-tasks/${id}/`)).body
      return task.state === 'failed' ? task : undefined
    })
    assert.match(died.last_error, /^attempt 1 stopped while rendering the webhook's templates/)
    assert.equal(died.attempts, 2)
    assert.equal(died.max_attempts, 2, 'no retries left')
    assert.equal(rx.received.filter((r) => r.path === '/died').length, 1, 'not sent again')
    // A requeue (after fixing the webhook) renders and sends it.
    assert.equal((await t.api('POST', `/api/core/background-tasks/${id}/requeue/`)).status, 200)
    await waitFor('the requeued delivery', async () => (await t.api('GET', `/api/core/background-tasks/${id}/`)).body.state === 'succeeded')
    assert.equal(rx.received.filter((r) => r.path === '/died').length, 2)
  })
})

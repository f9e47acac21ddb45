// No write escapes the change log. For every model of the registry: a create, an update and a
// delete through the API, each with every model table compared before and after; every row
// created, updated or deleted (cascades, mirrored fields and rows a rule writes included) must
// have exactly one change record of that request, and no record may name a row that did not change.
// Then the writes that used to bypass the log: token provisioning, createsuperuser, a virtual
// chassis's master, a cable's ends.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { ensureSuperuser } from '../../src/cli/superuser.js'
import { registry } from '../../src/generated/registry.js'
import type { ModelDef } from '../../src/registry/types.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { buildBody, createObject, listUrl } from '../helpers/factory.js'
import { hookAndRule, jobs } from '../events/helpers.js'

let t: TestApp
before(async () => {
  t = await testApp({ WORKERS: '0' })
})
after(() => t.close())

// Columns that change without being an object change: bookkeeping of authentication and timestamps,
// and what triggers keep from other rows (NetBox's MPTT fields and counter caches change without a
// record there too): a tree node's level, a stored count.
const IGNORED = ['last_used', 'last_login', 'last_updated', 'key_cipher']
const ignoredOf = (m: ModelDef) => [
  ...IGNORED,
  ...(m.tree ? ['level'] : []),
  ...m.fields.filter((f) => f.kind === 'count' && f.stored).map((f) => f.name),
]
// Every model's table (read-only ones too: cable terminations are written as a cable's children),
// except the change log itself, the core records that are not change-logged (jobs, object types)
// and views (tagged items: rows of the tag join tables, recorded as their objects' changes).
const STATE_SQL = Object.values(registry)
  .filter((m) => (m.app !== 'core' || (m.changeLogged && m.key !== 'core.objectchange')) && !m.view)
  .map((m) => `SELECT '${m.key}' AS k, t.id, md5((to_jsonb(t) ${ignoredOf(m).map((c) => `- '${c}'`).join(' ')})::text) AS h FROM "${m.table}" t`)
  .join(' UNION ALL ')

type State = Map<string, string>

async function state(): Promise<State> {
  const rows = await t.db.query<{ k: string; id: number; h: string }>(STATE_SQL)
  return new Map(rows.map((r) => [`${r.k}:${Number(r.id)}`, r.h]))
}

/** What changed between two states, as `action model:id` lines. */
function diff(a: State, b: State): string[] {
  const out: string[] = []
  for (const [k, h] of b) if (!a.has(k)) out.push(`create ${k}`)
  else if (a.get(k) !== h) out.push(`update ${k}`)
  for (const k of a.keys()) if (!b.has(k)) out.push(`delete ${k}`)
  return out.sort()
}

async function recorded(requestId: string): Promise<string[]> {
  const rows = await t.db.query<{ action: string; type: string; id: number }>(
    `SELECT action, changed_object_type AS type, changed_object_id AS id FROM core_objectchange WHERE request_id = $1`,
    [requestId],
  )
  return rows.map((r) => `${r.action} ${r.type}:${Number(r.id)}`).sort()
}

/** One request, and the proof that its change records are exactly the rows it changed. */
async function logged(method: string, url: string, body?: unknown): Promise<{ status: number; body: any; changed: string[] }> { // eslint-disable-line @typescript-eslint/no-explicit-any
  const a = await state()
  const res = await t.api(method, url, body)
  const changed = diff(a, await state())
  const records = await recorded(String(res.headers['x-request-id']))
  // Updates that changed nothing but bookkeeping are not recorded (NetBox skips empty changes).
  assert.deepEqual(records.filter((r) => !changed.includes(r) && !r.startsWith('update ')), [], `${method} ${url}: records without a change`)
  assert.deepEqual(changed.filter((c) => !records.includes(c)), [], `${method} ${url}: changes without a record`)
  assert.equal(new Set(records).size, records.length, `${method} ${url}: one record per row`)
  return { status: res.status, body: res.body, changed }
}

function editable(m: ModelDef): string | undefined {
  return ['description', 'comments', 'label', 'dns_name'].find((n) => m.fields.some((f) => f.name === n && !f.readOnly))
}

describe('every write of every model is in the change log', () => {
  for (const m of Object.values(registry).filter((x) => !x.readOnly))
    test(`${m.key}: create, update, delete`, async () => {
      const list = listUrl(m)
      const created = await logged('POST', list, await buildBody(t, m.key))
      assert.equal(created.status, 201, JSON.stringify(created.body))
      const id = created.body.id as number
      const field = editable(m)
      const patched = await logged('PATCH', `${list}${id}/`, field ? { [field]: 'changed' } : {})
      assert.equal(patched.status, 200, JSON.stringify(patched.body))
      const deleted = await logged('DELETE', `${list}${id}/`)
      assert.equal(deleted.status, 204, JSON.stringify(deleted.body))
      assert.ok(deleted.changed.includes(`delete ${m.key}:${id}`))
    })
})

describe('writes beside the CRUD routes', () => {
  test('deletes record what they cascade to and what they clear: a device with interfaces, a region, a tag', async () => {
    const device = await createObject(t, 'dcim.device')
    await createObject(t, 'dcim.interface', { device })
    await createObject(t, 'dcim.interface', { device })
    const gone = await logged('DELETE', `/api/dcim/devices/${device}/`)
    assert.equal(gone.status, 204)
    assert.ok(gone.changed.filter((c) => c.startsWith('delete dcim.interface:')).length >= 2, gone.changed.join('\n'))

    const region = await createObject(t, 'dcim.region')
    const tag = await createObject(t, 'extras.tag')
    const site = await createObject(t, 'dcim.site', { region, tags: [tag] })
    const cleared = await logged('DELETE', `/api/dcim/regions/${region}/`)
    assert.equal(cleared.status, 204, JSON.stringify(cleared.body))
    assert.ok(cleared.changed.includes(`update dcim.site:${site}`), cleared.changed.join('\n'))
    const untagged = await t.api('DELETE', `/api/extras/tags/${tag}/`)
    assert.equal(untagged.status, 204)
    const records = await recorded(String(untagged.headers['x-request-id']))
    assert.ok(records.includes(`update dcim.site:${site}`), records.join('\n'))
  })

  test('token provisioning leaves a change record and fires webhooks, as /api/users/tokens/ does', async () => {
    await hookAndRule(t, 'http://127.0.0.1:9/', { rule: { object_types: ['users.token'], event_types: ['object_created'] } })
    await ensureSuperuser(t.db, 'prov', 'prov-password-123')
    const res = await t.request('POST', '/api/users/tokens/provision/', { username: 'prov', password: 'prov-password-123' })
    assert.equal(res.status, 201, res.text)
    const requestId = String(res.headers['x-request-id'])
    assert.deepEqual(await recorded(requestId), [`create users.token:${res.body.id}`])
    const [change] = await t.db.query<{ user_name: string; post: Record<string, unknown> }>(
      `SELECT user_name, postchange_data AS post FROM core_objectchange WHERE request_id = $1`,
      [requestId],
    )
    assert.equal(change.user_name, 'prov')
    assert.equal(change.post.key, undefined, 'the key is never in the change log')
    const queued = (await jobs(t)).filter((j) => j.data.request_id === requestId)
    assert.equal(queued.length, 1)
    assert.equal(queued[0].data.object_type, 'users.token')
  })

  test('a bulk write records each snapshot with its own object, its text whole; an update that changes nothing is left out', async () => {
    type Row = { id: number; pre: { description?: string }; post: { description?: string } }
    const records = async (requestId: unknown) =>
      (
        await t.db.query<Row>(
          'SELECT changed_object_id AS id, prechange_data AS pre, postchange_data AS post FROM core_objectchange WHERE request_id = $1 ORDER BY id',
          [String(requestId)],
        )
      ).map((r) => [Number(r.id), r.pre.description ?? null, r.post.description ?? null])
    // What an array literal or a JSON text must escape: quotes, backslashes, braces, commas, control characters.
    const texts = ['say "hi", twice', 'C:\\path\\to\\', 'line\nbreak\ttab', '{"not": "json"}, [1]', 'ünïcödé ✓ 😀']
    const made = await t.api('POST', '/api/dcim/sites/', texts.map((description, i) => ({ name: `snapshot-${i}`, slug: `snapshot-${i}`, description })))
    assert.equal(made.status, 201, made.text)
    const ids = (made.body as Array<{ id: number }>).map((s) => s.id)
    assert.deepEqual(await records(made.headers['x-request-id']), ids.map((id, i) => [id, null, texts[i]]))

    const patched = await t.api('PATCH', '/api/dcim/sites/', [
      { id: ids[0], description: 'now "one"' },
      { id: ids[1], description: texts[1] },
      { id: ids[2], description: 'now \\ three' },
    ])
    assert.equal(patched.status, 200, patched.text)
    assert.deepEqual(await records(patched.headers['x-request-id']), [
      [ids[0], texts[0], 'now "one"'],
      [ids[2], texts[2], 'now \\ three'],
    ])
  })

  test('createsuperuser records the user it creates and what it changes', async () => {
    assert.equal(await ensureSuperuser(t.db, 'su-cli', 'first-password-123'), 'created')
    const changes = async () =>
      t.db.query<{ action: string; post: Record<string, unknown> }>(
        `SELECT action, postchange_data AS post FROM core_objectchange WHERE changed_object_type = 'users.user' AND object_repr = 'su-cli' ORDER BY id`,
      )
    assert.deepEqual((await changes()).map((c) => c.action), ['create'])
    assert.equal((await changes())[0].post.is_superuser, true)
    assert.equal((await changes())[0].post.password, undefined, 'no password hash in the change log')
    await t.db.query(`UPDATE users_user SET is_staff = false WHERE username = 'su-cli'`)
    assert.equal(await ensureSuperuser(t.db, 'su-cli', 'second-password-123'), 'updated')
    assert.deepEqual((await changes()).map((c) => c.action), ['create', 'update'])
    assert.equal((await changes())[1].post.is_staff, true)
  })

  test("a new virtual chassis's master joins it: the device's update is recorded with both snapshots", async () => {
    const device = await createObject(t, 'dcim.device')
    const res = await logged('POST', '/api/dcim/virtual-chassis/', { name: 'vc-logged', master: device })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    assert.ok(res.changed.includes(`update dcim.device:${device}`), res.changed.join('\n'))
    const [rec] = await t.db.query<{ pre: Record<string, unknown>; post: Record<string, unknown> }>(
      `SELECT prechange_data AS pre, postchange_data AS post FROM core_objectchange WHERE changed_object_type = 'dcim.device' AND changed_object_id = $1 AND action = 'update'`,
      [device],
    )
    assert.equal(rec.pre.virtual_chassis, null)
    assert.equal(rec.post.virtual_chassis, res.body.id)
    assert.equal(rec.post.vc_position, 1)
  })

  test("a cable's ends: terminations created and each end's mirrored fields recorded, and cleared on delete", async () => {
    const device = await createObject(t, 'dcim.device')
    const a = await createObject(t, 'dcim.interface', { device, type: '1000base-t' })
    const b = await createObject(t, 'dcim.interface', { device, type: '1000base-t' })
    const end = (id: number) => [{ object_type: 'dcim.interface', object_id: id }]
    const res = await logged('POST', '/api/dcim/cables/', { a_terminations: end(a), b_terminations: end(b) })
    assert.equal(res.status, 201, JSON.stringify(res.body))
    for (const i of [a, b]) assert.ok(res.changed.includes(`update dcim.interface:${i}`), res.changed.join('\n'))
    assert.equal(res.changed.filter((c) => c.startsWith('create dcim.cabletermination:')).length, 2)
    const [rec] = await t.db.query<{ pre: Record<string, unknown>; post: Record<string, unknown> }>(
      `SELECT prechange_data AS pre, postchange_data AS post FROM core_objectchange WHERE changed_object_type = 'dcim.interface' AND changed_object_id = $1 AND action = 'update' ORDER BY id DESC LIMIT 1`,
      [a],
    )
    assert.equal(rec.pre.cable, null)
    assert.equal(rec.post.cable, res.body.id)
    const gone = await logged('DELETE', `/api/dcim/cables/${res.body.id}/`)
    assert.equal(gone.status, 204)
    for (const i of [a, b]) assert.ok(gone.changed.includes(`update dcim.interface:${i}`), gone.changed.join('\n'))
  })
})

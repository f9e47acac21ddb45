// Token last use: recorded at most once a minute per token, whatever the concurrency (counted by a
// trigger on users_token), never in maintenance mode; and maintenance mode itself.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../../src/api/app.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { as, countRows, inject, PASSWORD, show } from './helpers.js'

/** Counts every UPDATE statement on users_token, and every row whose last_used it changes. */
async function installCounters(t: TestApp): Promise<void> {
  await t.db.exec(`
    CREATE TABLE last_use_writes (token_id int, kind text);
    CREATE FUNCTION last_use_row() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO last_use_writes VALUES (NEW.id, 'row'); RETURN NEW; END $$;
    CREATE FUNCTION last_use_statement() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN INSERT INTO last_use_writes VALUES (NULL, 'statement'); RETURN NULL; END $$;
    CREATE TRIGGER last_use_row AFTER UPDATE OF last_used ON users_token
      FOR EACH ROW WHEN (OLD.last_used IS DISTINCT FROM NEW.last_used) EXECUTE FUNCTION last_use_row();
    CREATE TRIGGER last_use_statement AFTER UPDATE ON users_token
      FOR EACH STATEMENT EXECUTE FUNCTION last_use_statement();
  `)
}

async function newToken(t: TestApp): Promise<{ id: number; key: string }> {
  const res = await t.api('POST', '/api/users/tokens/', {})
  assert.equal(res.status, 201, show(res))
  return { id: res.body.id, key: res.body.key }
}

/** Waits until the fire-and-forget last-use UPDATE has landed (or a while has passed). */
async function settle(t: TestApp, id: number): Promise<void> {
  for (let i = 0; i < 100; i++) {
    const rows = await t.db.query<{ used: boolean }>('SELECT last_used IS NOT NULL AS used FROM users_token WHERE id = $1', [id])
    if (rows[0].used) break
    await new Promise((r) => setTimeout(r, 10))
  }
  await new Promise((r) => setTimeout(r, 100)) // any straggler would have landed by now
}

const writes = (t: TestApp, id: number, kind: 'row' | 'statement') =>
  kind === 'row' ? countRows(t, 'last_use_writes', `kind = 'row' AND token_id = $1`, [id]) : countRows(t, 'last_use_writes', `kind = 'statement'`)

describe('last use', () => {
  let t: TestApp
  before(async () => {
    t = await testApp()
    await installCounters(t)
    // The superuser token's own first-use write must land before anything is counted.
    assert.equal((await t.api('GET', '/api/status/')).status, 200)
    const admin = await t.db.query<{ id: number }>(`SELECT t.id FROM users_token t JOIN users_user u ON u.id = t.user_id WHERE u.username = 'admin'`)
    await settle(t, admin[0].id)
  })
  after(() => t.close())

  test('20 concurrent first requests with one token: one UPDATE, one row written', async () => {
    const tok = await newToken(t)
    const before = await writes(t, tok.id, 'statement')
    const results = await Promise.all(Array.from({ length: 20 }, () => as(t, tok.key)('GET', '/api/dcim/sites/')))
    for (const r of results) assert.equal(r.status, 200, show(r))
    await settle(t, tok.id)
    assert.equal(await writes(t, tok.id, 'row'), 1, 'rows written')
    assert.equal((await writes(t, tok.id, 'statement')) - before, 1, 'UPDATE statements issued')
    // Further use within the minute writes nothing.
    for (let i = 0; i < 5; i++) await as(t, tok.key)('GET', '/api/dcim/sites/')
    await new Promise((r) => setTimeout(r, 50))
    assert.equal(await writes(t, tok.id, 'row'), 1)
    assert.equal((await writes(t, tok.id, 'statement')) - before, 1)
    const shown = (await t.api('GET', `/api/users/tokens/${tok.id}/`)).body
    assert.ok(shown.last_used !== null && Math.abs(Date.parse(shown.last_used) - Date.now()) < 60_000)
    assert.equal(shown.last_updated, shown.last_used)
  })

  test('two processes (no token cache) racing on one token: still one row written', async () => {
    const a = await buildApp({ config: { ...t.config, tokenCacheMs: 0 }, db: t.db, logger: false })
    const b = await buildApp({ config: { ...t.config, tokenCacheMs: 0 }, db: t.db, logger: false })
    try {
      const tok = await newToken(t)
      const hit = (app: typeof a) => app.inject({ method: 'GET', url: '/api/dcim/sites/', headers: { authorization: `Token ${tok.key}` } })
      const results = await Promise.all(Array.from({ length: 10 }, (_, i) => hit(i % 2 ? a : b)))
      for (const r of results) assert.equal(r.statusCode, 200)
      await settle(t, tok.id)
      assert.equal(await writes(t, tok.id, 'row'), 1)
    } finally {
      await a.close()
      await b.close()
    }
  })

  test('a use more than 60 s after the recorded one is recorded again', async () => {
    const app = await buildApp({ config: { ...t.config, tokenCacheMs: 0 }, db: t.db, logger: false })
    try {
      const tok = await newToken(t)
      await t.db.query(`UPDATE users_token SET last_used = now() - interval '61 seconds' WHERE id = $1`, [tok.id])
      const base = await writes(t, tok.id, 'row')
      await app.inject({ method: 'GET', url: '/api/dcim/sites/', headers: { authorization: `Token ${tok.key}` } })
      for (let i = 0; i < 100 && (await writes(t, tok.id, 'row')) === base; i++) await new Promise((r) => setTimeout(r, 10))
      assert.equal(await writes(t, tok.id, 'row'), base + 1)
      const rows = await t.db.query<{ fresh: boolean }>(`SELECT last_used > now() - interval '10 seconds' AS fresh FROM users_token WHERE id = $1`, [tok.id])
      assert.equal(rows[0].fresh, true)
    } finally {
      await app.close()
    }
  })
})

describe('MAINTENANCE_MODE', () => {
  let t: TestApp
  const MAINTENANCE = { detail: 'The service is in maintenance mode: changes are not possible right now.' }
  before(async () => {
    t = await testApp({ MAINTENANCE_MODE: 'true' })
    await installCounters(t)
  })
  after(() => t.close())

  test('reads work; every write is 503 {detail}; nothing is written', async () => {
    assert.equal((await t.api('GET', '/api/dcim/sites/')).status, 200)
    const before = await countRows(t, 'dcim_site')
    for (const [method, url, body] of [
      ['POST', '/api/dcim/sites/', { name: 'm', slug: 'm' }],
      ['PATCH', '/api/dcim/sites/', [{ id: 1, description: 'x' }]],
      ['DELETE', '/api/dcim/sites/1/', undefined],
      ['POST', '/api/users/tokens/', {}],
    ] as const) {
      const res = await t.api(method, url, body)
      assert.equal(res.status, 503, `${method} ${url}: ${show(res)}`)
      assert.deepEqual(res.body, MAINTENANCE)
    }
    assert.equal(await countRows(t, 'dcim_site'), before)
    const prov = await t.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: PASSWORD })
    assert.equal(prov.status, 503, show(prov))
    assert.deepEqual(prov.body, MAINTENANCE)
    const wrong = await t.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: 'nope' })
    assert.equal(wrong.status, 403, 'bad credentials are still just bad credentials')
  })

  test('last use is not recorded', async () => {
    const key = await t.makeToken('maint-user')
    for (let i = 0; i < 3; i++) assert.equal((await as(t, key)('GET', '/api/dcim/sites/')).status, 200)
    await new Promise((r) => setTimeout(r, 150))
    assert.equal(await countRows(t, 'users_token', 'last_used IS NOT NULL'), 0)
    assert.equal(await countRows(t, 'last_use_writes'), 0)
  })

  test('signing in still works (sessions are not inventory data), without recording last_login', async () => {
    const res = await inject(t, { method: 'POST', url: '/login/', body: { username: 'admin', password: PASSWORD } })
    assert.equal(res.status, 200, show(res))
    assert.equal(await countRows(t, 'users_user', `username = 'admin' AND last_login IS NOT NULL`), 0)
  })
})

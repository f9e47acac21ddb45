// Security review, as tests: token keys hashed at rest and found by keyed digest (never compared as
// text), webhook secrets write-only, no open redirect (slash redirect, sign-in `next=`), ordering
// and filters that cannot inject SQL, and logs that never carry credentials.
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../../src/api/app.js'
import { keyDigest } from '../../src/auth/keys.js'
import { ensureSuperuser } from '../../src/cli/superuser.js'
import { loadConfig } from '../../src/config.js'
import { freshDb } from '../helpers/db.js'
import { type TestApp, testApp } from '../helpers/app.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

describe('token keys', () => {
  test('a new key is shown once and stored only as an HMAC digest keyed with SECRET_KEY', async () => {
    const me = (await t.api('GET', '/api/users/users/?username=admin')).body.results[0]
    const res = await t.api('POST', '/api/users/tokens/', { user: me.id, description: 'sec' })
    assert.equal(res.status, 201, res.text)
    const key: string = res.body.key
    assert.match(key, /^[0-9a-f]{40}$/)
    const rows = await t.db.query<{ row: string; key_digest: string }>('SELECT t::text AS row, key_digest FROM users_token t WHERE id = $1', [res.body.id])
    assert.ok(!rows[0].row.toLowerCase().includes(key), 'the plain key is not in the token row')
    assert.equal(rows[0].key_digest, keyDigest(t.config.secretKey, key))
    const dump = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM core_objectchange WHERE prechange_data::text LIKE $1 OR postchange_data::text LIKE $1`, [`%${key}%`])
    assert.equal(dump[0].n, 0, 'the plain key is not in change records')
    assert.equal((await t.api('GET', `/api/users/tokens/${res.body.id}/`)).body.key, undefined, 'not shown again')
  })

  test('keys are looked up by digest: a key one character off, or a prefix, never matches', async () => {
    const ok = await t.request('GET', '/api/dcim/sites/', undefined, { authorization: `Token ${t.token}` })
    assert.equal(ok.status, 200)
    const last = t.token.at(-1) === '0' ? '1' : '0'
    for (const bad of [`${t.token.slice(0, -1)}${last}`, t.token.slice(0, 39), `${t.token}0`, t.token.slice(0, 20).padEnd(40, '0')]) {
      const res = await t.request('GET', '/api/dcim/sites/', undefined, { authorization: `Token ${bad}` })
      assert.equal(res.status, 403, bad)
    }
  })
})

describe('webhook secret', () => {
  test('is accepted but never returned: create, retrieve, list, brief, update, change records', async () => {
    const secret = 'S3cr3t-webhook-signing-key-do-not-show'
    const created = await t.api('POST', '/api/extras/webhooks/', { name: 'sec-hook', payload_url: 'http://127.0.0.1:9/x', secret })
    assert.equal(created.status, 201, created.text)
    const seen = [
      created.text,
      (await t.api('GET', `/api/extras/webhooks/${created.body.id}/`)).text,
      (await t.api('GET', '/api/extras/webhooks/')).text,
      (await t.api('GET', '/api/extras/webhooks/?brief=1')).text,
      (await t.api('PATCH', `/api/extras/webhooks/${created.body.id}/`, { description: 'x' })).text,
      (await t.api('OPTIONS', '/api/extras/webhooks/')).text,
    ]
    for (const text of seen) assert.ok(!text.includes(secret), text.slice(0, 300))
    const rec = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM core_objectchange WHERE prechange_data::text LIKE $1 OR postchange_data::text LIKE $1`, [`%${secret}%`])
    assert.equal(rec[0].n, 0, 'the secret is not in change records')
    // Not an oracle either: filtering or ordering by it is ignored.
    const byFilter = await t.api('GET', `/api/extras/webhooks/?secret=${encodeURIComponent(secret)}`)
    const byWrong = await t.api('GET', '/api/extras/webhooks/?secret=wrong')
    assert.equal(byFilter.body.count, byWrong.body.count)
  })
})

describe('redirects', () => {
  const offSite = (loc: unknown) => typeof loc === 'string' && (/^[a-z][a-z0-9+.-]*:/i.test(loc) || loc.startsWith('//') || loc.startsWith('/\\'))
  test('the missing-slash redirect never leaves the site', async () => {
    for (const url of ['//evil.example/api/dcim/sites', '/\\evil.example/api/dcim/sites', '/%2F%2Fevil.example', '/api/dcim/sites?next=//evil.example', '///evil.example/api/dcim/sites']) {
      const res = await t.api('GET', url)
      assert.ok(!offSite(res.headers.location), `${url} -> ${res.status} ${String(res.headers.location)}`)
      assert.ok(res.status < 500, url)
    }
    const ok = await t.api('GET', '/api/dcim/sites?limit=1')
    assert.equal(ok.status, 302)
    assert.equal(ok.headers.location, '/api/dcim/sites/?limit=1')
  })
  test('sign-in next= only goes to a path on this site', async () => {
    await ensureSuperuser(t.db, 'redir', 'redir-password-123')
    for (const next of ['//evil.example/', 'https://evil.example/', '/\\evil.example', '\t//evil.example', '/ok/\r\nLocation: //evil']) {
      const page = await t.request('GET', `/login/?next=${encodeURIComponent(next)}`, undefined, { accept: 'text/html' })
      assert.ok(!page.text.includes('evil.example'), `GET /login/?next=${next}`)
      const res = await t.request('POST', '/login/', `username=redir&password=redir-password-123&next=${encodeURIComponent(next)}`, {
        'content-type': 'application/x-www-form-urlencoded',
      })
      assert.ok(!offSite(res.headers.location) && !String(res.headers.location ?? '').includes('evil'), `POST next=${next} -> ${String(res.headers.location)}`)
    }
  })
})

describe('SQL injection', () => {
  test('ordering takes only names from the model registry', async () => {
    await t.api('POST', '/api/dcim/sites/', [{ name: 'inj-a', slug: 'inj-a' }, { name: 'inj-b', slug: 'inj-b' }])
    for (const ordering of ['name;DROP TABLE dcim_site', '(SELECT 1)', 'name desc', 'pg_sleep(5)', '-name,--', 'id)--', '1', '"name"', 'name__ic']) {
      const started = Date.now()
      const res = await t.api('GET', `/api/dcim/sites/?ordering=${encodeURIComponent(ordering)}`)
      assert.equal(res.status, 200, `${ordering}: ${res.text.slice(0, 200)}`)
      assert.ok(Date.now() - started < 4000, ordering)
    }
    assert.ok((await t.api('GET', '/api/dcim/sites/?name=inj-a')).body.count === 1, 'table intact')
  })
  test('filter values are bound parameters, matched literally', async () => {
    for (const [param, value] of [
      ['name', "' OR '1'='1"],
      ['name', "inj-a' --"],
      ['name__ic', '%'],
      ['name__isw', '_'],
      ['q', "%' OR 1=1 --"],
      ['slug__n', "') OR true --"],
      ['name__regex', "'; SELECT pg_sleep(5); --"],
      ['id', '1 OR 1=1'],
    ]) {
      const res = await t.api('GET', `/api/dcim/sites/?${param}=${encodeURIComponent(value)}`)
      assert.ok(res.status === 200 || res.status === 400, `${param}=${value}: ${res.status}`)
      if (res.status === 200 && !param.endsWith('__n')) assert.equal(res.body.count, 0, `${param}=${value} matched rows`)
    }
    assert.equal((await t.api('GET', '/api/dcim/sites/?name=inj-a')).body.count, 1, 'table intact')
  })
  test('unknown filter names are ignored rather than reaching SQL', async () => {
    const all = (await t.api('GET', '/api/dcim/sites/')).body.count
    const res = await t.api('GET', `/api/dcim/sites/?${encodeURIComponent('name;drop table x')}=1&${encodeURIComponent("1=1) OR (1")}=1`)
    assert.equal(res.status, 200)
    assert.equal(res.body.count, all)
  })
})

describe('logs', () => {
  test('pino redacts Authorization, cookies, passwords and secrets; no token key appears in the output', async () => {
    let out = ''
    const stream = new Writable({
      write(chunk, _enc, done) {
        out += String(chunk)
        done()
      },
    })
    const { db, url, drop } = await freshDb()
    const config = loadConfig({ ...(url ? { DATABASE_URL: url } : {}), LOG_LEVEL: 'trace', LOG_REQUESTS: 'true', WORKERS: '0', SECRET_KEY: 'log-secret-key-log-secret-key-log-secret-key-012345' })
    const app = await buildApp({ config, db, logStream: stream })
    try {
      await ensureSuperuser(db, 'logger', 'logger-password-123')
      const login = await app.inject({ method: 'POST', url: '/login/', payload: { username: 'logger', password: 'logger-password-123' }, headers: { 'content-type': 'application/json' } })
      const cookie = String(login.headers['set-cookie'] ?? '')
      const key = 'abcdef0123456789abcdef0123456789abcdef01'
      await app.inject({ method: 'GET', url: '/api/dcim/sites/', headers: { authorization: `Token ${key}`, cookie: 'sessionid=cookie-value-that-must-not-appear' } })
      await app.inject({ method: 'GET', url: '/api/dcim/sites/', headers: { cookie: cookie.split(';')[0] } })
      await app.inject({ method: 'POST', url: '/login/', payload: { username: 'logger', password: 'wrong-password-xyz' }, headers: { 'content-type': 'application/json' } })
      // Whatever code logs a request, a body or a webhook in the future goes through the same redaction.
      app.log.info(
        {
          req: { headers: { authorization: `Token ${key}`, cookie: 'sessionid=cookie-value-that-must-not-appear' } },
          res: { headers: { 'set-cookie': 'sessionid=cookie-value-that-must-not-appear' } },
          password: 'logger-password-123',
          webhook: { secret: 'webhook-secret-must-not-appear', url: 'http://x' },
          token: { key },
        },
        'everything sensitive at once',
      )
      await new Promise((r) => setImmediate(r))
      assert.ok(out.includes('everything sensitive at once'), 'the logger wrote to the captured stream')
      assert.ok(out.includes('[redacted]'))
      for (const secret of [key, 'cookie-value-that-must-not-appear', 'logger-password-123', 'wrong-password-xyz', 'webhook-secret-must-not-appear'])
        assert.ok(!out.includes(secret), `${secret} appears in the log`)
      const session = /sessionid=([^;]+)/.exec(cookie)?.[1]
      if (session) assert.ok(!out.includes(session), 'the session id appears in the log')
    } finally {
      await app.close()
      await drop()
    }
  })
})

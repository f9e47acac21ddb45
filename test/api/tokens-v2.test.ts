// NetBox 4.5+ v2 API tokens (`Authorization: Bearer nbt_<key>.<token>`) beside v1 keys: issued,
// used, refused and filtered as NetBox 4.6 does (users/models/tokens.py, netbox/api/authentication.py).
import assert from 'node:assert/strict'
import { createHmac } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { mkdtempSync, rmSync, statSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { resolvePeppers } from '../../src/auth/peppers.js'
import { ConfigError, loadConfig } from '../../src/config.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { show } from './fixtures.js'

const PEPPER_1 = 'pepper-one-'.repeat(6) // NetBox wants at least 50 characters
const PEPPER_2 = 'pepper-two-'.repeat(6)
const PASSWORD = 'test-password-123' // what testApp's makeToken gives every user it creates
const KEY12 = /^[A-Za-z0-9]{12}$/
const SECRET40 = /^[A-Za-z0-9]{40}$/
const hmac = (pepper: string, token: string) => createHmac('sha256', pepper).update(token).digest('hex')
const bearer = (tok: { key: string; token: string }) => `Bearer nbt_${tok.key}.${tok.token}`

let t: TestApp
before(async () => {
  t = await testApp({ API_TOKEN_PEPPERS: JSON.stringify({ 1: PEPPER_1, 2: PEPPER_2 }) })
})
after(() => t.close())

const as = (authorization: string, method: string, url: string, body?: unknown) => t.request(method, url, body, { authorization })

describe('v2 tokens', () => {
  test('created with version 2: public key, secret shown once, digest under the newest pepper', async () => {
    const res = await t.api('POST', '/api/users/tokens/', { version: 2, description: 'v2' })
    assert.equal(res.status, 201, show(res))
    const tok = res.body
    assert.equal(tok.version, 2)
    assert.match(tok.key, KEY12)
    assert.match(tok.token, SECRET40)
    assert.equal(tok.pepper_id, 2, 'new tokens use the pepper with the highest id')
    assert.equal(tok.display, tok.key, "a v2 token's str() is its key")
    assert.equal(tok.enabled, true)

    const list = await as(bearer(tok), 'GET', '/api/dcim/sites/')
    assert.equal(list.status, 200, show(list))
    const write = await as(bearer(tok), 'POST', '/api/dcim/sites/', { name: 'V2 Site', slug: 'v2-site' })
    assert.equal(write.status, 201, show(write))
    // NetBox infers the version from the prefix, not the scheme word.
    assert.equal((await as(`Token nbt_${tok.key}.${tok.token}`, 'GET', '/api/dcim/sites/')).status, 200)

    // In the database: the key in clear, the secret only as HMAC-SHA256 under pepper 2.
    const [row] = await t.db.query<Record<string, unknown>>('SELECT * FROM users_token WHERE id = $1', [tok.id])
    assert.equal(row.key_ident, tok.key)
    assert.equal(row.key_digest, hmac(PEPPER_2, tok.token))
    assert.equal(row.pepper_id, 2)
    assert.equal(Number(row.version), 2)
    assert.equal(JSON.stringify(row).includes(tok.token), false, 'the secret is stored nowhere')
  })

  test('the secret is never readable after creation; the key always is', async () => {
    const { body: tok } = await t.api('POST', '/api/users/tokens/', { version: 2 })
    const one = await t.api('GET', `/api/users/tokens/${tok.id}/`)
    assert.equal(one.status, 200, show(one))
    assert.equal(one.body.key, tok.key)
    assert.equal(one.body.version, 2)
    assert.equal(one.body.pepper_id, 2)
    assert.equal('token' in one.body, false)
    for (const url of ['/api/users/tokens/', '/api/users/tokens/?brief=1', `/api/users/tokens/?id=${tok.id}`]) {
      const r = await t.api('GET', url)
      assert.equal(r.status, 200, show(r))
      assert.equal(r.text.includes(tok.token), false, url)
    }
    const patched = await t.api('PATCH', `/api/users/tokens/${tok.id}/`, { description: 'renamed' })
    assert.equal(patched.status, 200, show(patched))
    assert.equal(patched.text.includes(tok.token), false)
    assert.equal(patched.body.key, tok.key)
  })

  test("a wrong secret, an unknown key and a malformed value are refused with NetBox's words", async () => {
    const { body: tok } = await t.api('POST', '/api/users/tokens/', { version: 2 })
    const wrong = await as(`Bearer nbt_${tok.key}.${'x'.repeat(40)}`, 'GET', '/api/dcim/sites/')
    assert.equal(wrong.status, 403, show(wrong))
    assert.deepEqual(wrong.body, { detail: 'Invalid v2 token' })
    const unknown = await as(`Bearer nbt_ABCDEFGHIJKL.${tok.token}`, 'GET', '/api/dcim/sites/')
    assert.deepEqual([unknown.status, unknown.body], [403, { detail: 'Invalid v2 token' }])
    const noDot = await as(`Bearer nbt_${tok.key}${tok.token}`, 'GET', '/api/dcim/sites/')
    assert.equal(noDot.status, 403, show(noDot))
    assert.deepEqual(noDot.body, { detail: "Invalid authorization header: Could not parse key from v2 token. Did you mean to use 'Token' instead of 'Bearer'?" })
    // The right secret still works after the failures (no negative caching of the key).
    assert.equal((await as(bearer(tok), 'GET', '/api/dcim/sites/')).status, 200)
  })

  test('pepper rotation: tokens under an older configured pepper work, under an unknown pepper_id are refused', async () => {
    const [{ id: userId }] = await t.db.query<{ id: number }>(`SELECT id FROM users_user WHERE username = 'admin'`)
    const insert = (key: string, token: string, pepperId: number, pepper: string) =>
      t.db.query(`INSERT INTO users_token (user_id, version, key_ident, key_digest, key_hint, pepper_id) VALUES ($1, 2, $2, $3, '', $4)`, [userId, key, hmac(pepper, token), pepperId])
    await insert('oldPepperKey', 'o'.repeat(40), 1, PEPPER_1)
    assert.equal((await as(`Bearer nbt_oldPepperKey.${'o'.repeat(40)}`, 'GET', '/api/dcim/sites/')).status, 200)
    // Made under a pepper since removed from API_TOKEN_PEPPERS (id 3 is not configured).
    await insert('gonePepperKy', 'g'.repeat(40), 3, 'a-pepper-no-longer-configured-'.repeat(3))
    const gone = await as(`Bearer nbt_gonePepperKy.${'g'.repeat(40)}`, 'GET', '/api/dcim/sites/')
    assert.equal(gone.status, 403, show(gone))
    assert.deepEqual(gone.body, { detail: 'Invalid v2 token' })
  })

  test('enabled, expires, write_enabled and allowed_ips work as for v1 keys', async () => {
    const { body: tok } = await t.api('POST', '/api/users/tokens/', { version: 2, write_enabled: false })
    assert.equal((await as(bearer(tok), 'GET', '/api/dcim/sites/')).status, 200)
    const ro = await as(bearer(tok), 'POST', '/api/dcim/sites/', { name: 'RO v2', slug: 'ro-v2' })
    assert.equal(ro.status, 403, show(ro))

    assert.equal((await t.api('PATCH', `/api/users/tokens/${tok.id}/`, { enabled: false })).status, 200)
    const off = await as(bearer(tok), 'GET', '/api/dcim/sites/')
    assert.deepEqual([off.status, off.body], [403, { detail: 'Token disabled' }])
    assert.equal((await t.api('PATCH', `/api/users/tokens/${tok.id}/`, { enabled: true, allowed_ips: ['192.0.2.0/24'] })).status, 200)
    const ip = await as(bearer(tok), 'GET', '/api/dcim/sites/')
    assert.deepEqual([ip.status, ip.body], [403, { detail: 'Source IP 127.0.0.1 is not permitted to authenticate using this token.' }])
    await t.api('PATCH', `/api/users/tokens/${tok.id}/`, { allowed_ips: [] })
    assert.equal((await t.api('PATCH', `/api/users/tokens/${tok.id}/`, { expires: '2001-01-01T00:00:00Z' })).status, 200, 'an existing token may be given a past expiry')
    const expired = await as(bearer(tok), 'GET', '/api/dcim/sites/')
    assert.deepEqual([expired.status, expired.body], [403, { detail: 'Token expired' }])

    const v1 = await t.api('POST', '/api/users/tokens/', { version: 1 })
    assert.equal((await t.api('PATCH', `/api/users/tokens/${v1.body.id}/`, { enabled: false })).status, 200)
    const v1off = await as(`Token ${v1.body.key}`, 'GET', '/api/dcim/sites/')
    assert.deepEqual([v1off.status, v1off.body], [403, { detail: 'Token disabled' }])
  })

  test('a caller-chosen secret is kept (NetBox 4.6 `token`); the version cannot change', async () => {
    const res = await t.api('POST', '/api/users/tokens/', { version: 2, token: 'my-own-secret-0123456789' })
    assert.equal(res.status, 201, show(res))
    assert.equal(res.body.token, 'my-own-secret-0123456789')
    assert.equal((await as(bearer(res.body), 'GET', '/api/dcim/sites/')).status, 200)
    const spaced = await t.api('POST', '/api/users/tokens/', { version: 2, token: 'has a space' })
    assert.equal(spaced.status, 400, show(spaced))
    assert.deepEqual(Object.keys(spaced.body), ['token'])
    const flip = await t.api('PATCH', `/api/users/tokens/${res.body.id}/`, { version: 1 })
    assert.equal(flip.status, 400, show(flip))
    assert.deepEqual(flip.body, { version: ['The version of an existing token cannot be changed.'] })
    const bad = await t.api('POST', '/api/users/tokens/', { version: 3 })
    assert.equal(bad.status, 400, show(bad))
    assert.deepEqual(Object.keys(bad.body), ['version'])
  })

  test('filters: version, key (v2 public key or v1 key), pepper_id, enabled', async () => {
    const v2 = (await t.api('POST', '/api/users/tokens/', { version: 2, description: 'filter-v2' })).body
    const v1 = (await t.api('POST', '/api/users/tokens/', { description: 'filter-v1' })).body
    const ids = async (qs: string) => {
      const r = await t.api('GET', `/api/users/tokens/?limit=0&${qs}`)
      assert.equal(r.status, 200, show(r))
      return (r.body.results as Array<{ id: number }>).map((x) => x.id)
    }
    assert.deepEqual(await ids(`key=${v2.key}`), [v2.id])
    assert.deepEqual(await ids(`key=${v1.key}`), [v1.id])
    assert.equal((await ids(`key__n=${v2.key}`)).includes(v2.id), false)
    assert.equal((await ids(`key__n=${v2.key}`)).includes(v1.id), true)
    assert.ok((await ids('version=2')).includes(v2.id))
    assert.equal((await ids('version=2')).includes(v1.id), false)
    assert.ok((await ids('version=1')).includes(v1.id))
    assert.ok((await ids('pepper_id=2')).includes(v2.id))
    assert.equal((await ids('pepper_id=1')).includes(v2.id), false)
    assert.ok((await ids('enabled=true')).includes(v1.id))
    assert.deepEqual(await ids('q=filter-v2'), [v2.id])
  })
})

describe('v1 keys beside v2', () => {
  test('the default is v1: `key` and `token` hold the 40-hex key, usable with Token and Bearer', async () => {
    const res = await t.api('POST', '/api/users/tokens/', {})
    assert.equal(res.status, 201, show(res))
    assert.equal(res.body.version, 1)
    assert.match(res.body.key, /^[0-9a-f]{40}$/)
    assert.equal(res.body.token, res.body.key)
    assert.equal(res.body.pepper_id, null)
    assert.equal(res.body.display, `${'*'.repeat(34)}${res.body.key.slice(-6)}`)
    assert.equal((await as(`Token ${res.body.key}`, 'GET', '/api/dcim/sites/')).status, 200)
    assert.equal((await as(`Bearer ${res.body.key}`, 'GET', '/api/dcim/sites/')).status, 200)
    const one = await t.api('GET', `/api/users/tokens/${res.body.id}/`)
    assert.equal('key' in one.body, false)
    assert.equal(one.text.includes(res.body.key), false)
    const bad = await as(`Token ${'0'.repeat(40)}`, 'GET', '/api/dcim/sites/')
    assert.deepEqual([bad.status, bad.body], [403, { detail: 'Invalid token' }])
  })

  test('provision: v1 by default, v2 when asked, and the header pynetbox builds from it works', async () => {
    const v1 = await t.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: PASSWORD })
    assert.equal(v1.status, 201, show(v1))
    assert.equal(v1.body.version, 1)
    assert.equal((await as(`Token ${v1.body.key}`, 'GET', '/api/dcim/sites/')).status, 200)

    const v2 = await t.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: PASSWORD, version: 2 })
    assert.equal(v2.status, 201, show(v2))
    assert.equal(v2.body.version, 2)
    assert.match(v2.body.key, KEY12)
    assert.match(v2.body.token, SECRET40)
    assert.equal(v2.body.user.username, 'admin')
    // pynetbox ≥ 7.6 (core/api.py create_token, core/query.py): version 2 → "nbt_<key>.<token>" sent as "Bearer …".
    const pynetboxToken = v2.body.version === 2 ? `nbt_${v2.body.key}.${v2.body.token}` : (v2.body.token ?? v2.body.key)
    assert.equal((await as(`Bearer ${pynetboxToken}`, 'GET', '/api/dcim/sites/')).status, 200)
    assert.equal((await t.api('GET', `/api/users/tokens/${v2.body.id}/`)).text.includes(v2.body.token), false)
  })
})

describe('configuration', () => {
  test('API_TOKEN_DEFAULT_VERSION=2 makes v2 the default (as NetBox 4.6), for provision too', async () => {
    const t2 = await testApp({ API_TOKEN_PEPPER: PEPPER_1, API_TOKEN_DEFAULT_VERSION: '2' })
    try {
      const res = await t2.api('POST', '/api/users/tokens/', {})
      assert.equal(res.status, 201, show(res))
      assert.equal(res.body.version, 2)
      assert.equal(res.body.pepper_id, 1)
      const prov = await t2.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: PASSWORD })
      assert.equal(prov.body.version, 2, show(prov))
      assert.equal((await t2.request('GET', '/api/dcim/sites/', undefined, { authorization: bearer(prov.body) })).status, 200)
      const v1 = await t2.api('POST', '/api/users/tokens/', { version: 1 })
      assert.equal(v1.body.version, 1, show(v1))
      assert.equal((await t2.request('GET', '/api/dcim/sites/', undefined, { authorization: `Token ${v1.body.key}` })).status, 200)
    } finally {
      await t2.close()
    }
  })

  test('without peppers, v2 tokens cannot be made (NetBox: API_TOKEN_PEPPERS is not defined); v1 keys still can', async () => {
    const t0 = await testApp()
    try {
      const res = await t0.api('POST', '/api/users/tokens/', { version: 2 })
      assert.equal(res.status, 400, show(res))
      assert.deepEqual(res.body, { non_field_errors: ['Unable to save v2 tokens: API_TOKEN_PEPPERS is not defined.'] })
      assert.equal((await t0.api('POST', '/api/users/tokens/', {})).status, 201)
    } finally {
      await t0.close()
    }
  })

  test('with no pepper configured, start-up makes one in DATA_DIR and reuses it; bad settings stop start-up', () => {
    const dir = mkdtempSync(join(tmpdir(), 'netinv-peppers-'))
    try {
      const config = loadConfig({ DATA_DIR: dir })
      assert.equal(config.apiTokenPeppers.size, 0)
      const first = resolvePeppers(config)
      assert.deepEqual([...first.keys()], [1])
      assert.ok(first.get(1)!.length >= 50)
      assert.equal(statSync(join(dir, 'api_token_peppers.json')).mode & 0o777, 0o600)
      assert.deepEqual(resolvePeppers(loadConfig({ DATA_DIR: dir })), first, 'the same pepper at the next start')
      const given = loadConfig({ DATA_DIR: dir, API_TOKEN_PEPPER: PEPPER_2 })
      assert.deepEqual([...resolvePeppers(given)], [[1, PEPPER_2]], 'a configured pepper wins')
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
    for (const bad of ['{"1": "short"}', '{"x": "' + PEPPER_1 + '"}', '{"40000": "' + PEPPER_1 + '"}', '[1]', 'not json'])
      assert.throws(() => loadConfig({ API_TOKEN_PEPPERS: bad }), ConfigError, bad)
    assert.throws(() => loadConfig({ API_TOKEN_DEFAULT_VERSION: '3' }), ConfigError)
  })
})

// Token authentication and write permission: NetBox's 403 messages for a missing, invalid,
// expired or read-only token, an inactive user, and allowed_ips.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, show } from './fixtures.js'

let t: TestApp
let readOnly: string
let siteId: number

const NO_CREDENTIALS = { detail: 'Authentication credentials were not provided.' }
const INVALID = { detail: 'Invalid token' }
const DENIED = { detail: 'You do not have permission to perform this action.' }

before(async () => {
  t = await testApp()
  readOnly = await t.makeToken('reader', { writeEnabled: false })
  siteId = (await create(t, '/api/dcim/sites/', { name: 'Auth Site', slug: 'auth-site' })).id
})
after(() => t.close())

const as = (key: string, method: string, url: string, body?: unknown) => t.request(method, url, body, { authorization: `Token ${key}` })

describe('without a token', () => {
  test('reads and writes are 403 "Authentication credentials were not provided."', async () => {
    const cases: Array<[string, string, unknown?]> = [
      ['GET', '/api/dcim/sites/'],
      ['GET', `/api/dcim/sites/${siteId}/`],
      ['GET', '/api/'],
      ['GET', '/api/dcim/'],
      ['POST', '/api/dcim/sites/', { name: 'Anon', slug: 'anon' }],
      ['PATCH', `/api/dcim/sites/${siteId}/`, { description: 'anon' }],
      ['DELETE', `/api/dcim/sites/${siteId}/`],
    ]
    for (const [method, url, body] of cases) {
      const res = await t.request(method, url, body)
      assert.equal(res.status, 403, `${method} ${url}: ${show(res)}`)
      assert.deepEqual(res.body, NO_CREDENTIALS, `${method} ${url}`)
    }
    const site = await t.api('GET', `/api/dcim/sites/${siteId}/`)
    assert.equal(site.body.description, '', 'nothing changed')
  })

  test('other schemes (Basic) are ignored, as if no credentials were sent', async () => {
    const res = await t.request('GET', '/api/dcim/sites/', undefined, { authorization: 'Basic YWRtaW46cGFzcw==' })
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, NO_CREDENTIALS)
  })
})

describe('with a bad token', () => {
  test('an unknown 40-hex key is 403 "Invalid token"', async () => {
    const res = await as('0123456789abcdef0123456789abcdef01234567', 'GET', '/api/dcim/sites/')
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, INVALID)
  })

  test('a key of the wrong shape is 403 "Invalid token"', async () => {
    for (const key of ['short', 'zz23456789abcdef0123456789abcdef01234567', `${t.token}0`]) {
      const res = await as(key, 'GET', '/api/dcim/sites/')
      assert.equal(res.status, 403, `${key}: ${show(res)}`)
      assert.deepEqual(res.body, INVALID, key)
    }
  })

  test('a Token header without exactly one value is 403 "Invalid token header. No credentials provided."', async () => {
    for (const header of ['Token', `Token ${t.token} extra`]) {
      const res = await t.request('GET', '/api/dcim/sites/', undefined, { authorization: header })
      assert.equal(res.status, 403, `${header}: ${show(res)}`)
      assert.deepEqual(res.body, { detail: 'Invalid token header. No credentials provided.' })
    }
  })

  test('an invalid token on a write is 403 "Invalid token" too', async () => {
    const res = await as('0123456789abcdef0123456789abcdef01234567', 'POST', '/api/dcim/sites/', { name: 'Bad', slug: 'bad' })
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, INVALID)
  })
})

describe('with a good token', () => {
  test('the keyword is case-insensitive', async () => {
    const res = await t.request('GET', '/api/dcim/sites/', undefined, { authorization: `token ${t.token}` })
    assert.equal(res.status, 200, show(res))
  })

  test('a read-only token reads (200) but every write is 403 and changes nothing', async () => {
    const list = await as(readOnly, 'GET', '/api/dcim/sites/?brief=1&limit=1')
    assert.equal(list.status, 200, show(list))
    assert.equal(list.body.count, 1)
    const one = await as(readOnly, 'GET', `/api/dcim/sites/${siteId}/`)
    assert.equal(one.status, 200, show(one))

    const writes: Array<[string, string, unknown?]> = [
      ['POST', '/api/dcim/sites/', { name: 'RO', slug: 'ro' }],
      ['POST', '/api/dcim/sites/', [{ name: 'RO2', slug: 'ro2' }]],
      ['PUT', `/api/dcim/sites/${siteId}/`, { name: 'Auth Site', slug: 'auth-site', description: 'ro' }],
      ['PATCH', `/api/dcim/sites/${siteId}/`, { description: 'ro' }],
      ['PATCH', '/api/dcim/sites/', [{ id: siteId, description: 'ro' }]],
      ['DELETE', `/api/dcim/sites/${siteId}/`],
      ['DELETE', '/api/dcim/sites/', [{ id: siteId }]],
    ]
    for (const [method, url, body] of writes) {
      const res = await as(readOnly, method, url, body)
      assert.equal(res.status, 403, `${method} ${url}: ${show(res)}`)
      assert.deepEqual(res.body, DENIED, `${method} ${url}`)
    }
    const after = await t.api('GET', '/api/dcim/sites/')
    assert.equal(after.body.count, 1)
    assert.equal(after.body.results[0].description, '')
  })

  test('an expired token is 403 "Token expired"', async () => {
    const key = await t.makeToken('expiring')
    assert.equal((await as(key, 'GET', '/api/dcim/sites/')).status, 200)
    const fresh = await t.makeToken('expired')
    await t.db.query(`UPDATE users_token SET expires = now() - interval '1 minute' WHERE user_id = (SELECT id FROM users_user WHERE username = 'expired')`)
    const res = await as(fresh, 'GET', '/api/dcim/sites/')
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, { detail: 'Token expired' })
  })

  test('a token of an inactive user is 403 "User inactive"', async () => {
    const key = await t.makeToken('sleeper')
    await t.db.query(`UPDATE users_user SET is_active = false WHERE username = 'sleeper'`)
    const res = await as(key, 'GET', '/api/dcim/sites/')
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, { detail: 'User inactive' })
  })

  test('allowed_ips restricts the client address', async () => {
    const denied = await t.api('POST', '/api/users/tokens/', { allowed_ips: ['192.0.2.0/24'] })
    assert.equal(denied.status, 201, show(denied))
    const res = await as(denied.body.key, 'GET', '/api/dcim/sites/')
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, { detail: 'Source IP 127.0.0.1 is not permitted to authenticate using this token.' })

    const allowed = await t.api('POST', '/api/users/tokens/', { allowed_ips: ['127.0.0.0/8', '2001:db8::/32'] })
    assert.equal(allowed.status, 201, show(allowed))
    assert.deepEqual(allowed.body.allowed_ips, ['127.0.0.0/8', '2001:db8::/32'])
    assert.equal((await as(allowed.body.key, 'GET', '/api/dcim/sites/')).status, 200)
  })

  test('using a token records its last use', async () => {
    const created = await t.api('POST', '/api/users/tokens/', { description: 'last-use' })
    assert.equal(created.status, 201, show(created))
    assert.equal(created.body.last_used, null)
    assert.equal((await as(created.body.key, 'GET', '/api/dcim/sites/')).status, 200)
    let lastUsed: string | null = null
    for (let i = 0; i < 50 && lastUsed === null; i++) {
      lastUsed = (await t.api('GET', `/api/users/tokens/${created.body.id}/`)).body.last_used
      if (lastUsed === null) await new Promise((r) => setTimeout(r, 20))
    }
    assert.ok(lastUsed !== null, 'last_used was set')
    assert.ok(Math.abs(Date.parse(lastUsed) - Date.now()) < 60_000, lastUsed)
    const again = await t.api('GET', `/api/users/tokens/${created.body.id}/`)
    assert.equal(again.body.last_updated, again.body.last_used, 'last_updated carries the same time as last_used')
  })
})

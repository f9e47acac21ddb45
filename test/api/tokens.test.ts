// Token provisioning (POST /api/users/tokens/provision/) and the /api/users/tokens/ endpoint.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { show } from './fixtures.js'

let t: TestApp
const PASSWORD = 'test-password-123' // what testApp's makeToken gives every user it creates

before(async () => {
  t = await testApp()
})
after(() => t.close())

const HEX40 = /^[0-9a-f]{40}$/
const masked = (key: string) => `${'*'.repeat(34)}${key.slice(-6)}`
const as = (key: string, method: string, url: string, body?: unknown) => t.request(method, url, body, { authorization: `Token ${key}` })

describe('POST /api/users/tokens/provision/', () => {
  test('valid credentials: 201 with a new write-enabled token and its key', async () => {
    const res = await t.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: PASSWORD })
    assert.equal(res.status, 201, show(res))
    const tok = res.body
    assert.match(tok.key, HEX40)
    assert.equal(tok.write_enabled, true)
    assert.equal(tok.expires, null)
    assert.equal(tok.description, '')
    assert.equal(tok.display, masked(tok.key))
    assert.equal(tok.url, `http://localhost:80/api/users/tokens/${tok.id}/`)
    assert.deepEqual(Object.keys(tok.user).sort(), ['display', 'id', 'url', 'username'])
    assert.equal(tok.user.username, 'admin')
    assert.equal(tok.user.display, 'admin')
    assert.match(tok.created, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d+)?Z$/, 'a token created is a timestamp')
    for (const k of ['id', 'url', 'display', 'user', 'created', 'expires', 'key', 'write_enabled', 'description']) assert.ok(k in tok, k)

    const read = await as(tok.key, 'GET', '/api/dcim/sites/')
    assert.equal(read.status, 200, show(read))
    const write = await as(tok.key, 'POST', '/api/dcim/sites/', { name: 'Prov Site', slug: 'prov-site' })
    assert.equal(write.status, 201, show(write))
  })

  test('optional token fields are honoured (description, write_enabled=false)', async () => {
    const res = await t.request('POST', '/api/users/tokens/provision/', {
      username: 'admin',
      password: PASSWORD,
      description: 'from ansible',
      write_enabled: false,
    })
    assert.equal(res.status, 201, show(res))
    assert.equal(res.body.description, 'from ansible')
    assert.equal(res.body.write_enabled, false)
    const write = await as(res.body.key, 'POST', '/api/dcim/sites/', { name: 'Prov RO', slug: 'prov-ro' })
    assert.equal(write.status, 403, show(write))
  })

  test('a wrong password is 403 "Invalid username/password" and creates nothing', async () => {
    const before = (await t.api('GET', '/api/users/tokens/')).body.count
    const res = await t.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: 'wrong' })
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, { detail: 'Invalid username/password' })
    const unknown = await t.request('POST', '/api/users/tokens/provision/', { username: 'nobody', password: 'whatever-123' })
    assert.equal(unknown.status, 403, show(unknown))
    assert.deepEqual(unknown.body, { detail: 'Invalid username/password' })
    assert.equal((await t.api('GET', '/api/users/tokens/')).body.count, before)
  })

  test('a missing password (or username) is 400 "This field is required."', async () => {
    const res = await t.request('POST', '/api/users/tokens/provision/', { username: 'admin' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { password: ['This field is required.'] })
    const both = await t.request('POST', '/api/users/tokens/provision/', {})
    assert.equal(both.status, 400, show(both))
    assert.deepEqual(both.body, { username: ['This field is required.'], password: ['This field is required.'] })
  })

  test('an inactive user cannot provision', async () => {
    await t.makeToken('gone-user')
    await t.db.query(`UPDATE users_user SET is_active = false WHERE username = 'gone-user'`)
    const res = await t.request('POST', '/api/users/tokens/provision/', { username: 'gone-user', password: PASSWORD })
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, { detail: 'Invalid username/password' })
  })
})

describe('/api/users/tokens/', () => {
  test('create returns the key once; later reads do not show it and display is masked', async () => {
    const res = await t.api('POST', '/api/users/tokens/', { description: 'mine' })
    assert.equal(res.status, 201, show(res))
    const key = res.body.key as string
    assert.match(key, HEX40)
    assert.equal(res.body.display, masked(key))
    assert.equal(res.body.user.username, 'admin', 'a token without user belongs to the caller')
    assert.equal(res.headers.location, res.body.url)

    const one = await t.api('GET', `/api/users/tokens/${res.body.id}/`)
    assert.equal(one.status, 200, show(one))
    assert.equal('key' in one.body, false)
    assert.equal(one.body.display, masked(key))
    assert.equal(one.text.includes(key), false)

    const list = await t.api('GET', '/api/users/tokens/')
    assert.equal(list.text.includes(key), false)
    for (const tok of list.body.results) {
      assert.equal('key' in tok, false)
      assert.match(tok.display, /^\*{34}[0-9a-f]{6}$/)
    }
    const brief = await t.api('GET', '/api/users/tokens/?brief=1')
    assert.equal(brief.text.includes(key), false)

    const patched = await t.api('PATCH', `/api/users/tokens/${res.body.id}/`, { description: 'renamed' })
    assert.equal(patched.status, 200, show(patched))
    assert.equal('key' in patched.body, false)
    assert.equal((await as(key, 'GET', '/api/dcim/sites/')).status, 200, 'the key still works')
  })

  test('a token created with write_enabled=false cannot POST but can GET', async () => {
    const res = await t.api('POST', '/api/users/tokens/', { write_enabled: false, description: 'ro' })
    assert.equal(res.status, 201, show(res))
    assert.equal(res.body.write_enabled, false)
    const key = res.body.key as string
    const read = await as(key, 'GET', '/api/dcim/sites/')
    assert.equal(read.status, 200, show(read))
    const write = await as(key, 'POST', '/api/dcim/sites/', { name: 'RO Tok', slug: 'ro-tok' })
    assert.equal(write.status, 403, show(write))
    assert.deepEqual(write.body, { detail: 'You do not have permission to perform this action.' })
    const mint = await as(key, 'POST', '/api/users/tokens/', {})
    assert.equal(mint.status, 403, 'a read-only token cannot mint a writable one')
  })

  test('switching write_enabled off takes effect at once', async () => {
    const res = await t.api('POST', '/api/users/tokens/', {})
    const key = res.body.key as string
    assert.equal((await as(key, 'POST', '/api/dcim/sites/', { name: 'Flip 1', slug: 'flip-1' })).status, 201)
    const off = await t.api('PATCH', `/api/users/tokens/${res.body.id}/`, { write_enabled: false })
    assert.equal(off.status, 200, show(off))
    const denied = await as(key, 'POST', '/api/dcim/sites/', { name: 'Flip 2', slug: 'flip-2' })
    assert.equal(denied.status, 403, show(denied))
  })

  test('a deleted token stops authenticating', async () => {
    const res = await t.api('POST', '/api/users/tokens/', {})
    const key = res.body.key as string
    assert.equal((await as(key, 'GET', '/api/dcim/sites/')).status, 200)
    const del = await t.api('DELETE', `/api/users/tokens/${res.body.id}/`)
    assert.equal(del.status, 204, show(del))
    const after = await as(key, 'GET', '/api/dcim/sites/')
    assert.equal(after.status, 403, show(after))
    assert.deepEqual(after.body, { detail: 'Invalid token' })
  })

  test('a caller-supplied key is kept (to restore a token)', async () => {
    const key = 'abcdef0123456789abcdef0123456789abcdef01'
    const res = await t.api('POST', '/api/users/tokens/', { key })
    assert.equal(res.status, 201, show(res))
    assert.equal(res.body.key, key)
    assert.equal((await as(key, 'GET', '/api/dcim/sites/')).status, 200)
    const dup = await t.api('POST', '/api/users/tokens/', { key })
    assert.equal(dup.status, 400, show(dup))
    const bad = await t.api('POST', '/api/users/tokens/', { key: 'not-hex' })
    assert.equal(bad.status, 400, show(bad))
    assert.deepEqual(Object.keys(bad.body), ['key'])
  })

  test('user passwords are never shown', async () => {
    const res = await t.api('GET', '/api/users/users/')
    assert.equal(res.status, 200, show(res))
    assert.ok(res.body.count >= 1)
    for (const u of res.body.results) assert.equal('password' in u, false)
    assert.equal(res.text.includes('scrypt'), false)
  })
})

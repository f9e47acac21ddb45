// Tokens: own-tokens-only by default (NetBox's DEFAULT_PERMISSIONS), granting tokens to others,
// key retrieval on and off, caller-supplied keys, expiry, and revocation across processes.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { buildApp } from '../../src/api/app.js'
import { keyDigest } from '../../src/auth/keys.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { as, countRows, DENIED, grant, type Obj, PASSWORD, show, userWithToken } from './helpers.js'

const GRANT_DENIED = { detail: 'This user does not have permission to create tokens for other users.' }
const HEX40 = /^[0-9a-f]{40}$/

describe('own tokens only, by default', () => {
  let t: TestApp
  let alice: { id: number; key: string }
  let bob: { id: number; key: string }
  let bobToken: Obj

  before(async () => {
    t = await testApp()
    alice = await userWithToken(t, 'alice')
    bob = await userWithToken(t, 'bob')
    const res = await as(t, bob.key)('POST', '/api/users/tokens/', { description: 'bob-2' })
    assert.equal(res.status, 201, show(res))
    bobToken = res.body
  })
  after(() => t.close())

  test('a user without permissions lists, reads, changes and deletes only its own tokens', async () => {
    const a = as(t, alice.key)
    const list = await a('GET', '/api/users/tokens/')
    assert.equal(list.status, 200, show(list))
    assert.equal(list.body.count, 1)
    assert.equal(list.body.results[0].user.id, alice.id)
    const own = list.body.results[0]
    assert.equal((await a('GET', `/api/users/tokens/${own.id}/`)).status, 200)
    const patched = await a('PATCH', `/api/users/tokens/${own.id}/`, { description: 'mine' })
    assert.equal(patched.status, 200, show(patched))
    assert.equal(patched.body.description, 'mine')

    for (const [method, body] of [
      ['GET', undefined],
      ['PATCH', { description: 'stolen' }],
      ['PUT', { user: alice.id, description: 'stolen' }],
      ['DELETE', undefined],
    ] as const) {
      const res = await a(method, `/api/users/tokens/${bobToken.id}/`, body)
      assert.equal(res.status, 404, `${method}: ${show(res)}`)
      assert.deepEqual(res.body, { detail: 'No Token matches the given query.' })
    }
    const bulk = await a('DELETE', '/api/users/tokens/', [{ id: bobToken.id }])
    assert.equal(bulk.status, 400, show(bulk))
    assert.deepEqual(bulk.body, { id: [`No Token matches the given query: ${bobToken.id}.`] })
    const still = await t.api('GET', `/api/users/tokens/${bobToken.id}/`)
    assert.equal(still.status, 200)
    assert.equal(still.body.description, 'bob-2')
    assert.equal(still.body.user.id, bob.id)
  })

  test('a token for oneself may be created with or without `user`; for another user it is 403', async () => {
    const a = as(t, alice.key)
    const implicit = await a('POST', '/api/users/tokens/', { description: 'implicit' })
    assert.equal(implicit.status, 201, show(implicit))
    assert.equal(implicit.body.user.id, alice.id)
    assert.match(implicit.body.key, HEX40)
    const explicit = await a('POST', '/api/users/tokens/', { user: alice.id, description: 'explicit' })
    assert.equal(explicit.status, 201, show(explicit))

    const before = await countRows(t, 'users_token')
    const byId = await a('POST', '/api/users/tokens/', { user: bob.id, description: 'for bob' })
    assert.equal(byId.status, 403, show(byId))
    assert.deepEqual(byId.body, GRANT_DENIED)
    // Named by attributes, bob is looked up among the users alice may view: none.
    const byName = await a('POST', '/api/users/tokens/', { user: { username: 'bob' }, description: 'for bob' })
    assert.equal(byName.status, 400, show(byName))
    assert.deepEqual(byName.body, { user: ["Related object not found using the provided attributes: {'username': 'bob'}"] })
    const bulk = await a('POST', '/api/users/tokens/', [{ description: 'mine' }, { user: bob.id }])
    assert.equal(bulk.status, 403, show(bulk))
    assert.deepEqual(bulk.body, GRANT_DENIED)
    assert.equal(await countRows(t, 'users_token'), before, 'nothing written')
  })

  test('a token never changes hands (400), whoever asks', async () => {
    const a = as(t, alice.key)
    const own = (await a('POST', '/api/users/tokens/', { description: 'to move' })).body
    for (const req of [a, (m: string, u: string, b?: unknown) => t.api(m, u, b)]) {
      const res = await req('PATCH', `/api/users/tokens/${own.id}/`, { user: bob.id })
      assert.equal(res.status, 400, show(res))
      assert.deepEqual(res.body, { user: ['The user of an existing token cannot be changed.'] })
    }
    assert.equal((await t.api('GET', `/api/users/tokens/${own.id}/`)).body.user.id, alice.id)
    const same = await a('PATCH', `/api/users/tokens/${own.id}/`, { user: alice.id, description: 'same owner' })
    assert.equal(same.status, 200, show(same))
  })

  test('a read-only token lists its user\'s tokens but cannot mint one', async () => {
    const ro = await userWithToken(t, 'carol', { writeEnabled: false })
    const r = as(t, ro.key)
    assert.equal((await r('GET', '/api/users/tokens/')).body.count, 1)
    const res = await r('POST', '/api/users/tokens/', {})
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, DENIED)
  })

  test('other users\' tokens need permissions; giving a token away needs `grant`', async () => {
    const admin = await userWithToken(t, 'token-admin')
    const adm = as(t, admin.key)
    const p = await grant(t, { object_types: ['users.token'], actions: ['view', 'add', 'change', 'delete'], users: [admin.id] })
    // Unconstrained view/change: sees and edits everyone's tokens (never their keys)...
    const list = await adm('GET', '/api/users/tokens/?limit=0')
    assert.equal(list.body.count, await countRows(t, 'users_token'))
    for (const tok of list.body.results) assert.equal('key' in tok, false)
    const edit = await adm('PATCH', `/api/users/tokens/${bobToken.id}/`, { description: 'audited' })
    assert.equal(edit.status, 200, show(edit))
    // ...but cannot create tokens for others without `grant`.
    const before = await countRows(t, 'users_token')
    const forBob = await adm('POST', '/api/users/tokens/', { user: bob.id })
    assert.equal(forBob.status, 403, show(forBob))
    assert.deepEqual(forBob.body, GRANT_DENIED)
    assert.equal(await countRows(t, 'users_token'), before)
    await t.api('PATCH', `/api/users/permissions/${p.id}/`, { actions: ['view', 'add', 'change', 'delete', 'grant'] })
    const granted = await adm('POST', '/api/users/tokens/', { user: bob.id, description: 'from admin' })
    assert.equal(granted.status, 201, show(granted))
    assert.equal(granted.body.user.id, bob.id)
    // The key of a granted token works for its owner.
    const whoami = await as(t, granted.body.key)('GET', '/api/users/tokens/')
    assert.ok(whoami.body.results.every((x: Obj) => x.user.id === bob.id))
  })

  test('`grant` alone is not enough: adding for others also needs an add permission that covers them', async () => {
    const g = await userWithToken(t, 'granter')
    await grant(t, { object_types: ['users.token'], actions: ['grant'], users: [g.id] })
    const res = await as(t, g.key)('POST', '/api/users/tokens/', { user: bob.id })
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, DENIED, 'the default add permission covers only own tokens')
  })

  test('provisioning works for users without any permission (own token)', async () => {
    const res = await t.request('POST', '/api/users/tokens/provision/', { username: 'alice', password: PASSWORD })
    assert.equal(res.status, 201, show(res))
    assert.equal(res.body.user.id, alice.id)
    assert.equal((await as(t, res.body.key)('GET', '/api/users/tokens/')).status, 200)
  })
})

describe('keys', () => {
  let t: TestApp
  before(async () => {
    t = await testApp()
  })
  after(() => t.close())

  test('ALLOW_TOKEN_RETRIEVAL off: the key is in the create response only, and nothing recoverable is stored', async () => {
    const res = await t.api('POST', '/api/users/tokens/', { description: 'once' })
    assert.equal(res.status, 201, show(res))
    const key = res.body.key as string
    for (const url of [`/api/users/tokens/${res.body.id}/`, '/api/users/tokens/', '/api/users/tokens/?brief=1']) {
      const r = await t.api('GET', url)
      assert.equal(r.text.includes(key), false, url)
    }
    const rows = await t.db.query<Obj>('SELECT key_digest, key_hint, key_cipher FROM users_token WHERE id = $1', [res.body.id])
    assert.equal(rows[0].key_cipher, null)
    assert.equal(rows[0].key_digest, keyDigest(t.config.secretKey, key))
    assert.equal(rows[0].key_digest.includes(key), false)
    assert.equal(rows[0].key_hint, key.slice(-6))
  })

  test('a caller-supplied key: 40 hex and unused, else 400', async () => {
    const key = 'feedface0123456789abcdef0123456789abcdef'
    const ok = await t.api('POST', '/api/users/tokens/', { key })
    assert.equal(ok.status, 201, show(ok))
    assert.equal(ok.body.key, key)
    assert.equal((await as(t, key)('GET', '/api/dcim/sites/')).status, 200)
    const upper = await t.api('POST', '/api/users/tokens/', { key: key.toUpperCase() })
    assert.equal(upper.status, 400, `the same key in capitals is the same key: ${show(upper)}`)
    assert.deepEqual(Object.keys(upper.body), ['key'])
    const dup = await t.api('POST', '/api/users/tokens/', { key })
    assert.equal(dup.status, 400, show(dup))
    assert.deepEqual(Object.keys(dup.body), ['key'])
    for (const bad of ['abc', 'g'.repeat(40), `${key}0`, 12345]) {
      const res = await t.api('POST', '/api/users/tokens/', { key: bad })
      assert.equal(res.status, 400, `${bad}: ${show(res)}`)
      assert.deepEqual(res.body, { key: ['Ensure this field has exactly 40 hexadecimal characters.'] })
    }
    const keyChange = await t.api('PATCH', `/api/users/tokens/${ok.body.id}/`, { key: 'ab'.repeat(20) })
    assert.equal(keyChange.status, 200, 'a key cannot be changed (ignored, as a read-only field)')
    assert.equal((await as(t, key)('GET', '/api/dcim/sites/')).status, 200)
  })

  test('an expired token is 403 "Token expired"; a token cannot be created already expired', async () => {
    const born = await t.api('POST', '/api/users/tokens/', { expires: '2001-01-01T00:00:00Z' })
    assert.equal(born.status, 400, show(born))
    assert.equal(Object.keys(born.body).join(), 'expires')
    assert.match(born.body.expires[0], /^Expiration time must be in the future\. Current server time is \d{4}-\d\d-\d\d \d\d:\d\d:\d\d \(UTC\)\.$/)
    const res = await t.api('POST', '/api/users/tokens/', { expires: new Date(Date.now() + 3600_000).toISOString() })
    assert.equal(res.status, 201, show(res))
    const key = res.body.key as string
    assert.equal((await as(t, key)('GET', '/api/dcim/sites/')).status, 200)
    const expire = await t.api('PATCH', `/api/users/tokens/${res.body.id}/`, { expires: new Date(Date.now() - 1000).toISOString() })
    assert.equal(expire.status, 200, `an existing token may be expired by hand: ${show(expire)}`)
    const denied = await as(t, key)('GET', '/api/dcim/sites/')
    assert.equal(denied.status, 403, show(denied))
    assert.deepEqual(denied.body, { detail: 'Token expired' })
    const write = await as(t, key)('POST', '/api/dcim/sites/', { name: 'x', slug: 'x' })
    assert.deepEqual(write.body, { detail: 'Token expired' })
  })

  test('a changed password is re-hashed, never shown, and the old one stops working', async () => {
    const u = await t.api('POST', '/api/users/users/', { username: 'pw-user', password: 'first-password-1' })
    assert.equal(u.status, 201, show(u))
    assert.equal('password' in u.body, false)
    const provision = (password: string) => t.request('POST', '/api/users/tokens/provision/', { username: 'pw-user', password })
    assert.equal((await provision('first-password-1')).status, 201)
    const changed = await t.api('PATCH', `/api/users/users/${u.body.id}/`, { password: 'second-password-2' })
    assert.equal(changed.status, 200, show(changed))
    assert.equal('password' in changed.body, false)
    assert.equal(changed.text.includes('second-password-2'), false)
    const stored = await t.db.query<{ password: string }>('SELECT password FROM users_user WHERE id = $1', [u.body.id])
    assert.match(stored[0].password, /^scrypt\$/)
    assert.equal((await provision('first-password-1')).status, 403)
    assert.equal((await provision('second-password-2')).status, 201)
  })
})

describe('ALLOW_TOKEN_RETRIEVAL=true', () => {
  let t: TestApp
  before(async () => {
    t = await testApp({ ALLOW_TOKEN_RETRIEVAL: 'true' })
  })
  after(() => t.close())

  test('keys are stored sealed and shown again in full representations', async () => {
    const res = await t.api('POST', '/api/users/tokens/', { description: 'retrievable' })
    assert.equal(res.status, 201, show(res))
    const key = res.body.key as string
    const one = await t.api('GET', `/api/users/tokens/${res.body.id}/`)
    assert.equal(one.body.key, key)
    assert.equal(one.body.display, `${'*'.repeat(34)}${key.slice(-6)}`, 'display stays masked')
    const list = await t.api('GET', '/api/users/tokens/')
    assert.equal(list.body.results.find((x: Obj) => x.id === res.body.id).key, key)
    const brief = await t.api('GET', '/api/users/tokens/?brief=1')
    assert.equal(brief.text.includes(key), false, 'brief forms do not carry keys')
    const patched = await t.api('PATCH', `/api/users/tokens/${res.body.id}/`, { description: 'still' })
    assert.equal(patched.body.key, key)
    const row = (await t.db.query<Obj>('SELECT key_cipher FROM users_token WHERE id = $1', [res.body.id]))[0]
    assert.match(row.key_cipher, /^v1\./)
    assert.equal(row.key_cipher.includes(key), false, 'sealed, not stored in clear')
  })

  test('provisioned and caller-supplied keys are retrievable; tokens made by SQL show none', async () => {
    const p = await t.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: PASSWORD })
    assert.equal(p.status, 201, show(p))
    assert.equal((await t.api('GET', `/api/users/tokens/${p.body.id}/`)).body.key, p.body.key)
    const supplied = 'ab'.repeat(20)
    const s = await t.api('POST', '/api/users/tokens/', { key: supplied })
    assert.equal((await t.api('GET', `/api/users/tokens/${s.body.id}/`)).body.key, supplied)
    const list = await t.api('GET', '/api/users/tokens/?limit=0')
    const helperMade = list.body.results.find((x: Obj) => x.description === '' && x.id !== p.body.id && x.id !== s.body.id)
    assert.equal('key' in helperMade, false)
  })

  test('a sealed key moved to another row does not open', async () => {
    const a = (await t.api('POST', '/api/users/tokens/', { description: 'a' })).body
    const b = (await t.api('POST', '/api/users/tokens/', { description: 'b' })).body
    await t.db.query('UPDATE users_token SET key_cipher = (SELECT key_cipher FROM users_token WHERE id = $1) WHERE id = $2', [a.id, b.id])
    const got = await t.api('GET', `/api/users/tokens/${b.id}/`)
    assert.equal('key' in got.body, false)
  })

  test('only own keys are visible to a user without token permissions', async () => {
    const u = await userWithToken(t, 'retriever')
    const mine = await as(t, u.key)('POST', '/api/users/tokens/', {})
    const list = await as(t, u.key)('GET', '/api/users/tokens/')
    assert.deepEqual(list.body.results.map((x: Obj) => x.user.id).filter((id: number) => id !== u.id), [])
    assert.equal(list.body.results.find((x: Obj) => x.id === mine.body.id).key, mine.body.key)
  })

  test('switching retrieval off clears every sealed key at the next start', async () => {
    assert.ok((await countRows(t, 'users_token', 'key_cipher IS NOT NULL')) > 0)
    const off = await buildApp({ config: { ...t.config, allowTokenRetrieval: false }, db: t.db, logger: false })
    await off.ready()
    await off.close()
    assert.equal(await countRows(t, 'users_token', 'key_cipher IS NOT NULL'), 0)
  })
})

describe('revocation across processes', () => {
  test('a token deleted elsewhere stops working within TOKEN_CACHE_SECONDS (here 0: at once)', async () => {
    const t = await testApp({ TOKEN_CACHE_SECONDS: '0' })
    const cached = await buildApp({ config: { ...t.config, tokenCacheMs: 60_000 }, db: t.db, logger: false })
    const fresh = await buildApp({ config: t.config, db: t.db, logger: false })
    try {
      const created = await t.api('POST', '/api/users/tokens/', {})
      const key = created.body.key as string
      const get = (app: typeof cached) => app.inject({ method: 'GET', url: '/api/dcim/sites/', headers: { authorization: `Token ${key}` } })
      assert.equal((await get(cached)).statusCode, 200)
      assert.equal((await get(fresh)).statusCode, 200)
      assert.equal((await t.api('DELETE', `/api/users/tokens/${created.body.id}/`)).status, 204)
      assert.equal((await get(fresh)).statusCode, 403, 'no cache: revoked at once')
      assert.equal((await get(cached)).statusCode, 200, 'a process caching for 60 s still accepts it until the entry ages out')
    } finally {
      await cached.close()
      await fresh.close()
      await t.close()
    }
  })
})

describe('superusers are managed by superusers only', () => {
  let t: TestApp
  let admin: { id: number; key: string }
  let superId: number
  before(async () => {
    t = await testApp()
    admin = await userWithToken(t, 'user-admin')
    await grant(t, { object_types: ['users.user'], actions: ['view', 'add', 'change', 'delete'], users: [admin.id] })
    await grant(t, { object_types: ['users.token'], actions: ['view', 'add', 'change', 'delete', 'grant'], users: [admin.id] })
    superId = (await t.db.query<{ id: number }>(`SELECT id FROM users_user WHERE username = 'admin'`))[0].id
  })
  after(() => t.close())

  test('a user manager handles ordinary users but cannot create, promote, change or delete a superuser', async () => {
    const a = as(t, admin.key)
    const plain = await a('POST', '/api/users/users/', { username: 'plain', password: 'plain-password-1' })
    assert.equal(plain.status, 201, show(plain))
    const users = await countRows(t, 'users_user')
    const refusals: Array<[string, string, unknown]> = [
      ['POST', '/api/users/users/', { username: 'boss', password: 'boss-password-1', is_superuser: true }],
      ['PATCH', `/api/users/users/${plain.body.id}/`, { is_superuser: true }],
      ['PATCH', `/api/users/users/${admin.id}/`, { is_superuser: true }],
      ['PATCH', `/api/users/users/${superId}/`, { password: 'taken-over-123' }],
      ['DELETE', `/api/users/users/${superId}/`, undefined],
    ]
    for (const [method, url, body] of refusals) {
      const res = await a(method, url, body)
      assert.equal(res.status, 403, `${method} ${url}: ${show(res)}`)
      assert.deepEqual(res.body, DENIED)
    }
    assert.equal(await countRows(t, 'users_user'), users)
    assert.equal(await countRows(t, 'users_user', 'is_superuser'), 1)
    assert.equal((await t.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: PASSWORD })).status, 201, 'password unchanged')
    assert.equal((await a('PATCH', `/api/users/users/${plain.body.id}/`, { first_name: 'Plain' })).status, 200)
  })

  test('granting tokens does not extend to superusers', async () => {
    const a = as(t, admin.key)
    const plainId = (await t.db.query<{ id: number }>(`SELECT id FROM users_user WHERE username = 'plain'`))[0].id
    assert.equal((await a('POST', '/api/users/tokens/', { user: plainId })).status, 201)
    const res = await a('POST', '/api/users/tokens/', { user: superId })
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, DENIED)
  })

  test("a superuser's tokens cannot be changed or deleted by a non-superuser with change and delete on tokens", async () => {
    const a = as(t, admin.key)
    const [token] = await t.db.query<{ id: number; allowed_ips: unknown; write_enabled: boolean }>(
      'SELECT id, allowed_ips, write_enabled FROM users_token WHERE user_id = $1 ORDER BY id LIMIT 1',
      [superId],
    )
    const refusals: Array<[string, string, unknown]> = [
      ['PATCH', `/api/users/tokens/${token.id}/`, { allowed_ips: ['192.0.2.0/24'] }],
      ['PATCH', `/api/users/tokens/${token.id}/`, { write_enabled: false }],
      ['PUT', `/api/users/tokens/${token.id}/`, { user: superId, write_enabled: false }],
      ['PATCH', '/api/users/tokens/', [{ id: token.id, description: 'mine now' }]],
      ['DELETE', `/api/users/tokens/${token.id}/`, undefined],
      ['DELETE', '/api/users/tokens/', [{ id: token.id }]],
    ]
    for (const [method, url, body] of refusals) {
      const res = await a(method, url, body)
      assert.equal(res.status, 403, `${method} ${url}: ${show(res)}`)
      assert.deepEqual(res.body, DENIED)
    }
    const [after] = await t.db.query<{ allowed_ips: unknown; write_enabled: boolean }>('SELECT allowed_ips, write_enabled FROM users_token WHERE id = $1', [token.id])
    assert.deepEqual(after, { allowed_ips: token.allowed_ips, write_enabled: token.write_enabled })
    assert.equal((await t.api('GET', '/api/dcim/sites/')).status, 200, "the superuser's token still works")
    // Its own tokens, and other users' tokens, stay manageable.
    const own = await a('POST', '/api/users/tokens/', {})
    assert.equal((await a('PATCH', `/api/users/tokens/${own.body.id}/`, { description: 'mine' })).status, 200)
    const plainId = (await t.db.query<{ id: number }>(`SELECT id FROM users_user WHERE username = 'plain'`))[0].id
    const other = await a('POST', '/api/users/tokens/', { user: plainId })
    assert.equal((await a('PATCH', `/api/users/tokens/${other.body.id}/`, { write_enabled: false })).status, 200)
    assert.equal((await a('DELETE', `/api/users/tokens/${other.body.id}/`)).status, 204)
  })

  test('is_staff is granted by superusers only, and staff users and their tokens are managed like superusers', async () => {
    const a = as(t, admin.key)
    const plain = await a('POST', '/api/users/users/', { username: 'would-be-staff', password: 'staff-password-1' })
    assert.equal(plain.status, 201, show(plain))
    for (const [method, url, body] of [
      ['POST', '/api/users/users/', { username: 'staffer', password: 'staff-password-1', is_staff: true }],
      ['PATCH', `/api/users/users/${plain.body.id}/`, { is_staff: true }],
      ['PATCH', `/api/users/users/${admin.id}/`, { is_staff: true }],
    ] as Array<[string, string, unknown]>) {
      const res = await a(method, url, body)
      assert.equal(res.status, 403, `${method} ${url}: ${show(res)}`)
    }
    assert.equal(await countRows(t, 'users_user', 'is_staff AND NOT is_superuser'), 0)
    // A superuser makes a staff user; from then on it is out of the user manager's reach.
    const staff = await t.api('POST', '/api/users/users/', { username: 'staffer', password: 'staff-password-1', is_staff: true })
    assert.equal(staff.status, 201, show(staff))
    const token = await t.api('POST', '/api/users/tokens/', { user: staff.body.id })
    assert.equal(token.status, 201, show(token))
    for (const [method, url, body] of [
      ['PATCH', `/api/users/users/${staff.body.id}/`, { password: 'taken-over-123' }],
      ['DELETE', `/api/users/users/${staff.body.id}/`, undefined],
      ['POST', '/api/users/tokens/', { user: staff.body.id }],
      ['PATCH', `/api/users/tokens/${token.body.id}/`, { allowed_ips: ['192.0.2.0/24'] }],
      ['DELETE', `/api/users/tokens/${token.body.id}/`, undefined],
    ] as Array<[string, string, unknown]>) {
      const res = await a(method, url, body)
      assert.equal(res.status, 403, `${method} ${url}: ${show(res)}`)
    }
    // The staff user still manages its own token.
    const own = await t.request('POST', '/api/users/tokens/provision/', { username: 'staffer', password: 'staff-password-1' })
    assert.equal(own.status, 201, show(own))
    const mine = as(t, own.body.key)
    assert.equal((await mine('PATCH', `/api/users/tokens/${own.body.id}/`, { description: 'my own' })).status, 200)
  })
})

describe('refusals of the token itself', () => {
  let t: TestApp
  before(async () => {
    t = await testApp()
  })
  after(() => t.close())

  test('unknown key, malformed header, inactive user', async () => {
    const unknown = await as(t, '0123456789abcdef0123456789abcdef01234567')('GET', '/api/dcim/sites/')
    assert.equal(unknown.status, 403)
    assert.deepEqual(unknown.body, { detail: 'Invalid token' })
    const shape = await as(t, 'xyz')('GET', '/api/dcim/sites/')
    assert.deepEqual(shape.body, { detail: 'Invalid token' })
    const header = await t.request('GET', '/api/dcim/sites/', undefined, { authorization: 'Token a b' })
    assert.equal(header.status, 403)
    assert.deepEqual(header.body, { detail: 'Invalid token header. No credentials provided.' })
    const u = await userWithToken(t, 'sleepy')
    await t.api('PATCH', `/api/users/users/${u.id}/`, { is_active: false })
    const inactive = await as(t, u.key)('GET', '/api/dcim/sites/')
    assert.equal(inactive.status, 403)
    assert.deepEqual(inactive.body, { detail: 'User inactive' })
  })
})

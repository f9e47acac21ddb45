// Browser sessions: POST /login/ (form and JSON), the cookies it sets, the API used with the
// session cookie, CSRF on unsafe methods, /logout/, and what ends a session.
import assert from 'node:assert/strict'
import { createHash } from 'node:crypto'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { countRows, DENIED, grant, inject, type Obj, PASSWORD, show, userWithToken } from './helpers.js'

const CSRF_MISSING = { detail: 'CSRF Failed: CSRF token missing.' }
const CSRF_WRONG = { detail: "CSRF Failed: CSRF token from the 'X-Csrftoken' HTTP header incorrect." }

let t: TestApp
before(async () => {
  t = await testApp()
})
after(() => t.close())

interface Browser {
  session: string
  csrf: string
  cookie: string
}

async function login(username = 'admin', password = PASSWORD): Promise<Browser> {
  const res = await inject(t, { method: 'POST', url: '/login/', body: { username, password } })
  assert.equal(res.status, 200, show(res))
  const session = res.cookies.find((c) => c.name === 'sessionid')!.value
  const csrf = res.cookies.find((c) => c.name === 'csrftoken')!.value
  return { session, csrf, cookie: `sessionid=${session}; csrftoken=${csrf}` }
}

const browser = (b: Browser, method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
  inject(t, { method, url, body, headers: { cookie: b.cookie, ...headers } })

describe('signing in', () => {
  test('GET /login/ is a plain HTML form', async () => {
    const res = await inject(t, { url: '/login/?next=/api/dcim/sites/', headers: { accept: 'text/html' } })
    assert.equal(res.status, 200)
    assert.match(String(res.headers['content-type']), /^text\/html/)
    assert.match(res.text, /<form method="post" action="\/login\/">/)
    assert.match(res.text, /name="next" value="\/api\/dcim\/sites\/"/)
    const evil = await inject(t, { url: '/login/?next=%22%3E%3Cscript%3E' })
    assert.equal(evil.text.includes('<script>'), false)
  })

  test('JSON: 200, an HttpOnly SameSite=Lax session cookie and a readable CSRF cookie; only a digest is stored', async () => {
    const res = await inject(t, { method: 'POST', url: '/login/', body: { username: 'admin', password: PASSWORD } })
    assert.equal(res.status, 200, show(res))
    assert.equal(res.body.user.username, 'admin')
    const session = res.cookies.find((c) => c.name === 'sessionid')!
    const csrf = res.cookies.find((c) => c.name === 'csrftoken')!
    assert.equal(session.httpOnly, true)
    assert.equal(session.sameSite, 'Lax')
    assert.equal(session.path, '/')
    assert.ok(!session.secure, 'not Secure over plain HTTP')
    assert.ok(session.maxAge! > 0)
    assert.ok(!csrf.httpOnly, 'the CSRF cookie is readable by page scripts')
    assert.equal(res.body.csrf_token, csrf.value)
    const digest = createHash('sha256').update(session.value).digest('hex')
    assert.equal(await countRows(t, 'auth_session', 'id = $1', [digest]), 1)
    assert.equal(await countRows(t, 'auth_session', 'id = $1', [session.value]), 0, 'the cookie itself is not stored')
    assert.equal(await countRows(t, 'users_user', `username = 'admin' AND last_login IS NOT NULL`), 1)
  })

  test('form: 302 to a same-site `next`, never to another site', async () => {
    const form = (body: string) =>
      inject(t, { method: 'POST', url: '/login/', body, headers: { 'content-type': 'application/x-www-form-urlencoded' } })
    const ok = await form(`username=admin&password=${PASSWORD}&next=%2Fapi%2Fdcim%2Fsites%2F`)
    assert.equal(ok.status, 302, show(ok))
    assert.equal(ok.headers.location, '/api/dcim/sites/')
    assert.ok(ok.cookies.some((c) => c.name === 'sessionid'))
    for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example', 'javascript:alert(1)']) {
      const res = await form(`username=admin&password=${PASSWORD}&next=${encodeURIComponent(next)}`)
      assert.equal(res.status, 302)
      assert.equal(res.headers.location, '/api/', next)
    }
    const bad = await form('username=admin&password=wrong')
    assert.equal(bad.status, 403)
    assert.match(bad.text, /Invalid username\/password/)
    assert.equal(bad.cookies.length, 0)
  })

  test('Secure cookies over TLS (as a trusted proxy reports it)', async () => {
    const p = await testApp({ TRUSTED_PROXIES: '10.0.0.1' })
    try {
      const login = (remoteAddress: string) =>
        inject(p, {
          method: 'POST',
          url: '/login/',
          remoteAddress,
          body: { username: 'admin', password: PASSWORD },
          headers: { 'x-forwarded-proto': 'https' },
        })
      const viaProxy = await login('10.0.0.1')
      assert.equal(viaProxy.status, 200, show(viaProxy))
      for (const c of viaProxy.cookies) assert.equal(c.secure, true, c.name)
      const direct = await login('203.0.113.1')
      for (const c of direct.cookies) assert.ok(!c.secure, 'an untrusted peer cannot claim TLS')
    } finally {
      await p.close()
    }
  })

  test('refusals: wrong credentials 403, missing fields 400, another origin 403', async () => {
    const wrong = await inject(t, { method: 'POST', url: '/login/', body: { username: 'admin', password: 'wrong' } })
    assert.equal(wrong.status, 403, show(wrong))
    assert.deepEqual(wrong.body, { detail: 'Invalid username/password' })
    assert.equal(wrong.cookies.length, 0)
    const nobody = await inject(t, { method: 'POST', url: '/login/', body: { username: 'nobody', password: 'wrong' } })
    assert.deepEqual(nobody.body, { detail: 'Invalid username/password' })
    const missing = await inject(t, { method: 'POST', url: '/login/', body: { username: 'admin' } })
    assert.equal(missing.status, 400, show(missing))
    assert.deepEqual(missing.body, { password: ['This field is required.'] })
    const cross = await inject(t, {
      method: 'POST',
      url: '/login/',
      body: { username: 'admin', password: PASSWORD },
      headers: { origin: 'https://evil.example', host: 'inventory.localhost' },
    })
    assert.equal(cross.status, 403, show(cross))
    assert.deepEqual(cross.body, { detail: 'CSRF Failed: Origin checking failed - https://evil.example does not match any trusted origins.' })
    assert.equal(cross.cookies.length, 0)
    const same = await inject(t, {
      method: 'POST',
      url: '/login/',
      body: { username: 'admin', password: PASSWORD },
      headers: { origin: 'http://inventory.localhost', host: 'inventory.localhost' },
    })
    assert.equal(same.status, 200, show(same))
  })

  test('a form post with no Origin is checked by its Referer: another site is refused, this one accepted', async () => {
    const form = (headers: Record<string, string>) =>
      inject(t, {
        method: 'POST',
        url: '/login/',
        body: `username=admin&password=${PASSWORD}`,
        headers: { 'content-type': 'application/x-www-form-urlencoded', ...headers },
      })
    const foreign = await form({ referer: 'https://evil.example/login-csrf.html' })
    assert.equal(foreign.status, 403, show(foreign))
    assert.deepEqual(foreign.body, { detail: 'CSRF Failed: Referer checking failed - https://evil.example/login-csrf.html does not match any trusted origins.' })
    assert.equal(foreign.cookies.length, 0)
    for (const referer of ['http://localhost.evil.example/', 'https://localhost/', 'http://localhost:8080/']) assert.equal((await form({ referer })).status, 403, referer)
    const malformed = await form({ referer: 'not a url' })
    assert.deepEqual(malformed.body, { detail: 'CSRF Failed: Referer checking failed - Referer is malformed.' })
    const own = await form({ referer: 'http://localhost/login/?next=/api/' })
    assert.equal(own.status, 302, show(own))
    assert.ok(own.cookies.some((c) => c.name === 'sessionid'))
  })
})

describe('the API with a session cookie', () => {
  test('reads work like a token; unsafe methods need X-CSRFToken', async () => {
    const b = await login()
    const list = await browser(b, 'GET', '/api/dcim/sites/')
    assert.equal(list.status, 200, show(list))

    const before = await countRows(t, 'dcim_site')
    const missing = await browser(b, 'POST', '/api/dcim/sites/', { name: 's1', slug: 's1' })
    assert.equal(missing.status, 403, show(missing))
    assert.deepEqual(missing.body, CSRF_MISSING)
    const wrong = await browser(b, 'POST', '/api/dcim/sites/', { name: 's1', slug: 's1' }, { 'x-csrftoken': 'nope' })
    assert.equal(wrong.status, 403, show(wrong))
    assert.deepEqual(wrong.body, CSRF_WRONG)
    for (const [method, url] of [
      ['PATCH', '/api/dcim/sites/'],
      ['PUT', '/api/dcim/sites/'],
      ['DELETE', '/api/dcim/sites/'],
    ]) {
      const res = await browser(b, method, url, [{ id: 1 }])
      assert.equal(res.status, 403, `${method}: ${show(res)}`)
      assert.deepEqual(res.body, CSRF_MISSING)
    }
    assert.equal(await countRows(t, 'dcim_site'), before, 'nothing written')

    const ok = await browser(b, 'POST', '/api/dcim/sites/', { name: 's1', slug: 's1' }, { 'x-csrftoken': b.csrf })
    assert.equal(ok.status, 201, show(ok))
    const other = await login()
    const crossed = await browser(b, 'POST', '/api/dcim/sites/', { name: 's2', slug: 's2' }, { 'x-csrftoken': other.csrf })
    assert.equal(crossed.status, 403, 'another session\'s CSRF token does not fit')
  })

  test('the session comes first: with a session cookie, a token header does not skip CSRF', async () => {
    const b = await login()
    const res = await browser(b, 'POST', '/api/dcim/sites/', { name: 's3', slug: 's3' }, { authorization: `Token ${t.token}` })
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, CSRF_MISSING)
  })

  test('a token alone needs no CSRF token; an unknown or expired session cookie is ignored', async () => {
    const res = await inject(t, {
      method: 'POST',
      url: '/api/dcim/sites/',
      body: { name: 's4', slug: 's4' },
      headers: { authorization: `Token ${t.token}`, cookie: 'sessionid=forged; csrftoken=x' },
    })
    assert.equal(res.status, 201, show(res))
    const anon = await inject(t, { url: '/api/dcim/sites/', headers: { cookie: 'sessionid=forged' } })
    assert.equal(anon.status, 403)
    assert.deepEqual(anon.body, { detail: 'Authentication credentials were not provided.' })
    const b = await login()
    await t.db.query(`UPDATE auth_session SET expires = now() - interval '1 second'`)
    const expired = await browser(b, 'GET', '/api/dcim/sites/')
    assert.equal(expired.status, 403, show(expired))
    assert.deepEqual(expired.body, { detail: 'Authentication credentials were not provided.' })
  })

  test('session users are subject to object permissions like token users', async () => {
    const u = await userWithToken(t, 'web-user')
    const b = await login('web-user')
    const denied = await browser(b, 'GET', '/api/dcim/sites/')
    assert.equal(denied.status, 403, show(denied))
    assert.deepEqual(denied.body, DENIED)
    await grant(t, { object_types: ['dcim.site'], actions: ['view'], constraints: { slug: 's1' }, users: [u.id] })
    const list = await browser(b, 'GET', '/api/dcim/sites/')
    assert.deepEqual(list.body.results.map((o: Obj) => o.slug), ['s1'])
    const write = await browser(b, 'POST', '/api/dcim/sites/', { name: 's9', slug: 's9' }, { 'x-csrftoken': b.csrf })
    assert.equal(write.status, 403, show(write))
    assert.deepEqual(write.body, DENIED)
  })
})

describe('ending a session', () => {
  test('POST /logout/ needs the CSRF token, deletes the session and clears the cookies', async () => {
    const b = await login()
    const sessions = await countRows(t, 'auth_session')
    const noCsrf = await browser(b, 'POST', '/logout/', {})
    assert.equal(noCsrf.status, 403, show(noCsrf))
    assert.deepEqual(noCsrf.body, CSRF_MISSING)
    const out = await browser(b, 'POST', '/logout/', {}, { 'x-csrftoken': b.csrf })
    assert.equal(out.status, 200, show(out))
    assert.deepEqual(out.body, { detail: 'Signed out.' })
    assert.equal(await countRows(t, 'auth_session'), sessions - 1)
    for (const name of ['sessionid', 'csrftoken']) {
      const c = out.cookies.find((x) => x.name === name)
      assert.ok(c && c.value === '' && (c.maxAge === 0 || (c.expires && new Date(c.expires).getTime() < Date.now())), `${name} cleared`)
    }
    const after = await browser(b, 'GET', '/api/dcim/sites/')
    assert.equal(after.status, 403, 'the old cookie no longer works')
  })

  test('a form logout with the csrfmiddlewaretoken field redirects to the sign-in page', async () => {
    const b = await login()
    const out = await browser(b, 'POST', '/logout/', `csrfmiddlewaretoken=${b.csrf}`, { 'content-type': 'application/x-www-form-urlencoded' })
    assert.equal(out.status, 302, show(out))
    assert.equal(out.headers.location, '/login/')
    assert.equal((await browser(b, 'GET', '/api/dcim/sites/')).status, 403)
  })

  test('a new password, deactivation or deletion ends the user\'s sessions', async () => {
    const u = await userWithToken(t, 'leaver')
    await grant(t, { object_types: ['dcim.site'], actions: ['view'], users: [u.id] })
    let b = await login('leaver')
    assert.equal((await browser(b, 'GET', '/api/dcim/sites/')).status, 200)
    await t.api('PATCH', `/api/users/users/${u.id}/`, { password: 'another-password-9' })
    assert.equal((await browser(b, 'GET', '/api/dcim/sites/')).status, 403, 'password changed')
    b = await login('leaver', 'another-password-9')
    await t.api('PATCH', `/api/users/users/${u.id}/`, { is_active: false })
    assert.equal((await browser(b, 'GET', '/api/dcim/sites/')).status, 403, 'deactivated')
    await t.api('PATCH', `/api/users/users/${u.id}/`, { is_active: true })
    assert.equal((await browser(b, 'GET', '/api/dcim/sites/')).status, 200, 'reactivated (the session had not expired)')
    await t.api('DELETE', `/api/users/users/${u.id}/`)
    assert.equal(await countRows(t, 'auth_session', 'user_id = $1', [u.id]), 0, 'deleted with the user')
  })

  test('signing in again replaces the previous session', async () => {
    const first = await login()
    const res = await inject(t, { method: 'POST', url: '/login/', body: { username: 'admin', password: PASSWORD }, headers: { cookie: first.cookie } })
    assert.equal(res.status, 200)
    assert.equal((await browser(first, 'GET', '/api/dcim/sites/')).status, 403, 'the old session id is dead (no fixation)')
  })
})

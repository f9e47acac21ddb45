// The web pages through the HTTP layer (inject): sign-in redirects and open-redirect attempts, CSRF
// on every form, own tokens only, superusers only on background tasks, content negotiation of the
// browsable API (JSON clients unaffected), escaping, and the security headers of HTML pages.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { freePort, hookAndRule, startReceiver, waitFor } from '../events/helpers.js'
import { anonymous, BROWSER_ACCEPT, PASSWORD, signIn } from './helpers.js'

let t: TestApp

before(async () => {
  t = await testApp({ WEBHOOK_RETRIES: '0', WEBHOOK_TIMEOUT_MS: '2000' })
})
after(() => t.close())

const login = (next: string, accept = BROWSER_ACCEPT) =>
  t.app.inject({
    method: 'POST',
    url: '/login/',
    payload: new URLSearchParams({ username: 'admin', password: PASSWORD, next }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', accept },
  })

describe('signing in and out', () => {
  test('pages and browsable API URLs send an anonymous browser to sign in, with the way back', async () => {
    for (const url of ['/user/tokens/', '/core/background-tasks/?state=queued', '/api/dcim/sites/?limit=1', '/api/']) {
      const res = await anonymous(t, url)
      assert.equal(res.status, 302, url)
      assert.equal(res.headers.location, `/login/?next=${encodeURIComponent(url)}`, url)
    }
    // The sign-in page carries `next` through its form, and signing in goes there.
    const form = await anonymous(t, '/login/?next=%2Fuser%2Ftokens%2F')
    assert.match(form.body, /<input type="hidden" name="next" value="\/user\/tokens\/">/)
    assert.match(form.body, /<label for="username">Username<\/label>/)
    const res = await login('/user/tokens/')
    assert.equal(res.statusCode, 302)
    assert.equal(res.headers.location, '/user/tokens/')
  })

  test('JSON clients are not redirected: they get the API error', async () => {
    const res = await anonymous(t, '/api/dcim/sites/', 'application/json')
    assert.equal(res.status, 403)
    assert.equal(JSON.parse(res.body).detail, 'Authentication credentials were not provided.')
  })

  test('next= never leads off the site', async () => {
    for (const next of ['https://evil.example/', '//evil.example/', '/\\evil.example/', '\\\\evil.example', 'javascript:alert(1)', '/api/\r\nSet-Cookie: x=1', ' //evil.example', 'http:/evil.example']) {
      const res = await login(next)
      assert.equal(res.statusCode, 302, next)
      assert.equal(res.headers.location, '/api/', `next=${JSON.stringify(next)} -> ${res.headers.location}`)
      const form = await anonymous(t, `/login/?next=${encodeURIComponent(next)}`)
      assert.match(form.body, /name="next" value="\/api\/"/, next)
    }
  })

  test('sign-out needs the CSRF token and ends the session', async () => {
    const b = await signIn(t)
    const refused = await b.post('/logout/', { next: '/login/' }, { csrf: false })
    assert.equal(refused.status, 403)
    assert.equal((await b.get('/user/tokens/')).status, 200, 'still signed in')
    const out = await b.post('/logout/', { next: '/login/' })
    assert.equal(out.status, 302)
    assert.equal(out.headers.location, '/login/')
    assert.equal((await b.get('/user/tokens/')).status, 302, 'signed out')
  })
})

describe('security headers', () => {
  test('every HTML page has CSP, frame denial, nosniff and a referrer policy; static files are served', async () => {
    const b = await signIn(t)
    const pages = [await anonymous(t, '/login/'), await b.get('/api/'), await b.get('/user/tokens/'), await b.get('/core/background-tasks/'), await b.get('/nowhere/')]
    for (const p of pages) {
      assert.match(String(p.headers['content-type']), /^text\/html/)
      const csp = String(p.headers['content-security-policy'])
      assert.match(csp, /script-src 'self'/)
      assert.match(csp, /frame-ancestors 'none'/)
      assert.doesNotMatch(csp, /unsafe-inline/)
      assert.equal(p.headers['x-frame-options'], 'DENY')
      assert.equal(p.headers['x-content-type-options'], 'nosniff')
      assert.equal(p.headers['referrer-policy'], 'same-origin')
      assert.doesNotMatch(p.body, /<script>|<script [^>]*>[^<]/, 'no inline script')
      assert.doesNotMatch(p.body, / on(click|load|submit)=/i, 'no inline handlers')
    }
    const css = await anonymous(t, '/static/web.css')
    assert.equal(css.status, 200)
    assert.match(String(css.headers['content-type']), /^text\/css/)
    assert.equal((await anonymous(t, '/static/copy.js')).headers['content-type'], 'text/javascript; charset=utf-8')
    assert.equal((await anonymous(t, '/static/..%2Fpackage.json')).status, 404)
  })
})

describe('browsable API', () => {
  test('a browser gets the JSON as a page: links, Allow, pagination, the POST form; JSON clients get JSON', async () => {
    const b = await signIn(t)
    for (const slug of ['bro-1', 'bro-2']) assert.equal((await t.api('POST', '/api/dcim/sites/', { name: slug, slug })).status, 201)
    const page = await b.get('/api/dcim/sites/?limit=1')
    assert.equal(page.status, 200)
    assert.match(String(page.headers['content-type']), /^text\/html/)
    assert.equal(page.headers.vary, 'Accept')
    assert.match(page.body, /<a class="j-str" href="\/api\/dcim\/sites\/\d+\/">&#34;http:\/\/localhost(:80)?\/api\/dcim\/sites\/\d+\/&#34;<\/a>/)
    assert.match(page.body, /Allow: <code class="allow">GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS<\/code>|Allow: <code class="allow">[^<]*POST[^<]*<\/code>/)
    assert.match(page.body, /<a rel="next" href="\/api\/dcim\/sites\/\?limit=1&amp;offset=1">/)
    assert.match(page.body, /<form id="api-form"[^>]*action="\/api\/dcim\/sites\/"/)
    assert.match(page.body, /<script src="\/static\/api-form.js"><\/script>/)

    const id = JSON.parse((await b.get('/api/dcim/sites/?slug=bro-1', 'application/json')).body).results[0].id
    const detail = await b.get(`/api/dcim/sites/${id}/`)
    assert.match(detail.body, /<h1>bro-1<\/h1>/)
    assert.doesNotMatch(detail.body, /api-form/, 'no POST form on a detail')

    // JSON clients: unaffected; ?format=json forces JSON for a browser.
    for (const [url, accept] of [
      ['/api/dcim/sites/', 'application/json'],
      ['/api/dcim/sites/', '*/*'],
      ['/api/dcim/sites/?format=json', BROWSER_ACCEPT],
      ['/api/dcim/sites/', 'application/json, text/html;q=0.5'],
    ]) {
      const res = await b.get(url, accept)
      assert.match(String(res.headers['content-type']), /^application\/json/, `${url} ${accept}`)
      assert.equal(JSON.parse(res.body).count, 2)
    }
  })

  test('the API root shows the application → endpoint tree', async () => {
    const b = await signIn(t)
    const root = await b.get('/api/')
    assert.match(root.body, /<li><a href="\/api\/dcim\/">dcim<\/a>/)
    assert.match(root.body, /<a href="\/api\/dcim\/devices\/">devices<\/a>/)
    assert.match(root.body, /<a href="\/api\/core\/background-tasks\/">background-tasks<\/a>/)
  })

  test('values are escaped, and only this site\'s URLs become links', async () => {
    const name = '<script>alert(1)</script>'
    const made = await t.api('POST', '/api/dcim/sites/', { name, slug: 'xss', description: 'javascript:alert(1)', comments: 'http://evil.example/api/x/' })
    assert.equal(made.status, 201, made.text)
    const b = await signIn(t)
    const page = await b.get(`/api/dcim/sites/${made.body.id}/`)
    assert.doesNotMatch(page.body, /<script>alert/)
    assert.match(page.body, /&lt;script&gt;alert\(1\)&lt;\/script&gt;|&#60;script&#62;alert\(1\)&#60;\/script&#62;/)
    assert.doesNotMatch(page.body, /href="javascript:/)
    assert.doesNotMatch(page.body, /href="http:\/\/evil/)
  })
})

describe('own tokens', () => {
  test('create shows the key once and it works; edit and delete; another user\'s tokens stay invisible', async () => {
    await t.makeToken('bob', { superuser: false })
    const bobTokens = await t.db.query<{ id: number }>(`SELECT t.id FROM users_token t JOIN users_user u ON u.id = t.user_id WHERE u.username = 'bob'`)
    const bobToken = bobTokens[0].id
    const b = await signIn(t)

    const created = await b.post('/user/tokens/', { description: 'from the page', write_enabled: 'on', allowed_ips: '127.0.0.0/8, ::1/128', expires: '2099-01-02T03:04' })
    assert.equal(created.status, 201, created.body)
    const key = /id="new-key" class="key" value="([0-9a-f]{40})"/.exec(created.body)?.[1]
    assert.ok(key, 'the key is shown')
    assert.equal(created.headers['cache-control'], 'no-store')
    const status = await t.request('GET', '/api/dcim/sites/', undefined, { authorization: `Token ${key}` })
    assert.equal(status.status, 200, 'the new key works')

    const list = await b.get('/user/tokens/')
    assert.ok(!list.body.includes(key), 'the key is not shown again')
    assert.match(list.body, /<td>from the page<\/td>/)
    assert.match(list.body, /127\.0\.0\.0\/8, ::1\/128/)
    assert.match(list.body, /2099-01-02 03:04:00 UTC/)
    assert.ok(!list.body.includes(`/user/tokens/${bobToken}/`), "bob's token is not listed for admin")

    // Bob's token, by id, does not exist here for admin (a superuser), for reading or writing.
    assert.equal((await b.get(`/user/tokens/${bobToken}/`)).status, 404)
    assert.equal((await b.post(`/user/tokens/${bobToken}/`, { description: 'taken' })).status, 404)
    assert.equal((await b.post(`/user/tokens/${bobToken}/delete/`)).status, 404)
    assert.equal((await t.db.query(`SELECT 1 FROM users_token WHERE id = $1 AND description = ''`, [bobToken])).length, 1, "bob's token untouched")

    const mine = await t.db.query<{ id: number }>(`SELECT id FROM users_token WHERE description = 'from the page'`)
    const id = mine[0].id
    const edit = await b.get(`/user/tokens/${id}/`)
    assert.match(edit.body, /<label for="description">Description<\/label>/)
    assert.match(edit.body, /value="from the page"/)
    const saved = await b.post(`/user/tokens/${id}/`, { description: 'renamed', allowed_ips: '' })
    assert.equal(saved.status, 303, saved.body)
    const row = (await t.db.query<{ description: string; write_enabled: boolean; allowed_ips: string[] | null }>(`SELECT description, write_enabled, allowed_ips::text[] AS allowed_ips FROM users_token WHERE id = $1`, [id]))[0]
    assert.equal(row.description, 'renamed')
    assert.equal(row.write_enabled, false, 'an unchecked box is false')

    const invalid = await b.post(`/user/tokens/${id}/`, { description: 'x', allowed_ips: 'not-a-network' })
    assert.equal(invalid.status, 400)
    assert.match(invalid.body, /role="alert">allowed_ips: /)

    assert.equal((await b.post(`/user/tokens/${id}/delete/`)).status, 303)
    assert.equal((await t.db.query(`SELECT 1 FROM users_token WHERE id = $1`, [id])).length, 0)
  })

  test('a non-superuser with no permissions manages their own tokens here (as the API allows), nobody else\'s', async () => {
    await t.makeToken('dave', { superuser: false })
    const b = await signIn(t, 'dave')
    const made = await b.post('/user/tokens/', { description: 'dave page token' })
    assert.equal(made.status, 201, made.body)
    assert.match(made.body, /id="new-key" class="key" value="[0-9a-f]{40}"/)
    const list = await b.get('/user/tokens/')
    assert.equal((list.body.match(/\/delete\/"/g) ?? []).length, 2, "dave's two tokens, nobody else's")
    assert.match(list.body, /<td>dave page token<\/td>/)
    const admins = await t.db.query<{ id: number }>(`SELECT t.id FROM users_token t JOIN users_user u ON u.id = t.user_id WHERE u.username = 'admin' LIMIT 1`)
    assert.equal((await b.get(`/user/tokens/${admins[0].id}/`)).status, 404)
  })

  test('every token form refuses a missing or wrong CSRF token, changing nothing', async () => {
    const b = await signIn(t)
    const before = (await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users_token`))[0].n
    for (const csrfmiddlewaretoken of [undefined, 'wrong']) {
      const fields: Record<string, string> = { description: 'csrf' }
      if (csrfmiddlewaretoken) fields.csrfmiddlewaretoken = csrfmiddlewaretoken
      const res = await b.post('/user/tokens/', fields, { csrf: false })
      assert.equal(res.status, 403)
      assert.match(res.body, /CSRF Failed/)
      assert.match(String(res.headers['content-type']), /^text\/html/)
    }
    const any = (await t.db.query<{ id: number }>(`SELECT t.id FROM users_token t JOIN users_user u ON u.id = t.user_id WHERE u.username = 'admin' LIMIT 1`))[0].id
    assert.equal((await b.post(`/user/tokens/${any}/delete/`, {}, { csrf: false })).status, 403)
    assert.equal((await b.post(`/user/tokens/${any}/`, { description: 'csrf' }, { csrf: false })).status, 403)
    assert.equal((await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM users_token`))[0].n, before)
  })
})

describe('background tasks', () => {
  test('a non-superuser gets 403, readable', async () => {
    await t.makeToken('carol', { superuser: false })
    const b = await signIn(t, 'carol')
    const res = await b.get('/core/background-tasks/')
    assert.equal(res.status, 403)
    assert.match(res.body, /You do not have permission to perform this action\./)
    assert.doesNotMatch(res.body, /Background tasks<\/a>/, 'no link in the menu')
  })

  test('failed deliveries are listed with their request; requeue needs CSRF; requeue all failed', async () => {
    const port = await freePort()
    await hookAndRule(t, `http://127.0.0.1:${port}/hook`)
    for (const slug of ['task-1', 'task-2']) assert.equal((await t.api('POST', '/api/dcim/sites/', { name: slug, slug })).status, 201)
    const failedCount = async () => JSON.parse((await (await signIn(t)).get('/api/core/background-tasks/?state=failed&limit=1', 'application/json')).body).count as number
    await waitFor('two failed deliveries', async () => (await failedCount()) >= 2)
    const b = await signIn(t)
    const page = await b.get('/core/background-tasks/?state=failed')
    assert.equal(page.status, 200)
    assert.match(page.body, /Failed <span class="count">2<\/span>/)
    assert.match(page.body, /Request sent: POST http:\/\/127\.0\.0\.1:\d+\/hook/)
    assert.match(page.body, /ECONNREFUSED/)
    assert.match(page.body, /&quot;event&quot;: &quot;created&quot;/)
    const ids = [...page.body.matchAll(/action="\/core\/background-tasks\/([0-9a-f-]{36})\/requeue\/"/g)].map((m) => m[1])
    assert.equal(ids.length, 2)

    assert.equal((await b.post(`/core/background-tasks/${ids[0]}/requeue/`, {}, { csrf: false })).status, 403)
    assert.equal((await b.post('/core/background-tasks/requeue-failed/', {}, { csrf: false })).status, 403)
    assert.equal(await failedCount(), 2, 'nothing requeued without CSRF')

    const receiver = await startReceiver(port)
    try {
      const all = await b.post('/core/background-tasks/requeue-failed/')
      assert.equal(all.status, 303)
      assert.equal(all.headers.location, '/core/background-tasks/?state=failed&requeued=2')
      assert.match((await b.get(String(all.headers.location))).body, /Requeued 2 tasks\./)
      await waitFor('both delivered', () => receiver.received.length >= 2)
      const done = await waitFor('succeeded tab shows both', async () => {
        const p = await b.get('/core/background-tasks/?state=succeeded')
        return /Succeeded <span class="count">2<\/span>/.test(p.body) && p
      })
      assert.doesNotMatch(done.body, /action="\/core\/background-tasks\/[^"]+\/requeue\/"/, 'no requeue on succeeded tasks')
      // A task that is not failed cannot be requeued: the page says why.
      const again = await b.post(`/core/background-tasks/${ids[0]}/requeue/`)
      assert.equal(again.status, 409)
      assert.match(again.body, /Only a failed task can be requeued/)
    } finally {
      await receiver.close()
    }
  })
})

// ALLOWED_HOSTS: absolute URLs come from the Host header, so a request for a host the service is
// not known by is refused (400) instead of echoing that host into every `url`.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'

const withHost = (t: TestApp, host: string, accept = 'application/json') =>
  t.app.inject({ method: 'GET', url: '/api/dcim/sites/', headers: { host, accept, authorization: `Token ${t.token}` } })

describe('default: the local names and HOST', () => {
  let t: TestApp
  before(async () => {
    t = await testApp({ HOST: '192.0.2.10' })
  })
  after(() => t.close())

  test('local names and the configured HOST are served; their URLs use them', async () => {
    for (const host of ['localhost:80', 'localhost', 'LOCALHOST:8000', 'api.localhost:8000', '127.0.0.1:8000', '[::1]:8000', '192.0.2.10:8000', 'localhost.']) {
      const res = await withHost(t, host)
      assert.equal(res.statusCode, 200, `${host}: ${res.body}`)
    }
    const site = await t.api('POST', '/api/dcim/sites/', { name: 'H1', slug: 'h1' })
    assert.equal(site.body.url, `http://localhost:80/api/dcim/sites/${site.body.id}/`)
  })

  test('another host is a 400 with Django\'s message, for API clients and browsers, before authentication', async () => {
    for (const host of ['evil.example', 'evil.example:80', 'localhost.evil.example', '127.0.0.1.nip.io', '[::2]:80', 'bad host']) {
      const res = await withHost(t, host)
      assert.equal(res.statusCode, 400, `${JSON.stringify(host)}: ${res.body}`)
      assert.match(JSON.parse(res.body).detail, /^Invalid HTTP_HOST header: '.*'\. You may need to add '.*' to ALLOWED_HOSTS\.$/)
      assert.doesNotMatch(res.body, /"url"/)
    }
    assert.deepEqual(JSON.parse((await withHost(t, 'evil.example:8000')).body), {
      detail: "Invalid HTTP_HOST header: 'evil.example:8000'. You may need to add 'evil.example' to ALLOWED_HOSTS.",
    })
    const page = await withHost(t, 'evil.example', 'text/html')
    assert.equal(page.statusCode, 400)
    assert.match(String(page.headers['content-type']), /^text\/html/)
    assert.doesNotMatch(page.body, /evil\.example\/api/)
    const anonymous = await t.app.inject({ method: 'POST', url: '/api/users/tokens/provision/', headers: { host: 'evil.example', 'content-type': 'application/json' }, payload: '{}' })
    assert.equal(anonymous.statusCode, 400)
  })
})

describe('ALLOWED_HOSTS set', () => {
  let t: TestApp
  before(async () => {
    t = await testApp({ ALLOWED_HOSTS: '.example.com, netbox.internal localhost' })
  })
  after(() => t.close())

  test('a leading dot allows the domain and its subdomains; other names exactly; nothing else', async () => {
    for (const host of ['example.com', 'a.example.com', 'a.b.EXAMPLE.com:443', 'netbox.internal', 'netbox.internal.:8000', 'localhost:80'])
      assert.equal((await withHost(t, host)).statusCode, 200, host)
    for (const host of ['example.com.evil', 'badexample.com', 'x.netbox.internal', '127.0.0.1', '[::1]'])
      assert.equal((await withHost(t, host)).statusCode, 400, host)
  })

  test('* allows any host', async () => {
    const any = await testApp({ ALLOWED_HOSTS: '*' })
    try {
      assert.equal((await withHost(any, 'whatever.example:1234')).statusCode, 200)
    } finally {
      await any.close()
    }
  })
})

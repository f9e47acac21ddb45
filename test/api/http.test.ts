// Transport-level behaviour: trailing-slash redirects, headers, pretty-printing, OPTIONS metadata,
// the API root and app indexes, /api/status/, the OpenAPI document and the docs page.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import SwaggerParser from '@apidevtools/swagger-parser'
import { registry } from '../../src/generated/registry.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, listUrl, show } from './fixtures.js'

let t: TestApp
let siteId: number

before(async () => {
  t = await testApp()
  siteId = (await create(t, '/api/dcim/sites/', { name: 'Http Site', slug: 'http-site' })).id
})
after(() => t.close())

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/

describe('trailing slash', () => {
  test('a list path without the slash is a 302 to the slashed path', async () => {
    const res = await t.api('GET', '/api/dcim/sites')
    assert.equal(res.status, 302, show(res))
    assert.equal(res.headers.location, '/api/dcim/sites/')
  })

  test('the query string is kept', async () => {
    const res = await t.api('GET', '/api/dcim/sites?limit=1&status=active')
    assert.equal(res.status, 302, show(res))
    assert.equal(res.headers.location, '/api/dcim/sites/?limit=1&status=active')
  })

  test('detail paths, the root and app indexes redirect too', async () => {
    for (const [from, to] of [
      [`/api/dcim/sites/${siteId}`, `/api/dcim/sites/${siteId}/`],
      ['/api', '/api/'],
      ['/api/dcim', '/api/dcim/'],
      ['/api/status', '/api/status/'],
    ]) {
      const res = await t.api('GET', from)
      assert.equal(res.status, 302, `${from}: ${show(res)}`)
      assert.equal(res.headers.location, to)
    }
  })

  test('a POST without the slash is redirected as well (302, nothing created)', async () => {
    const res = await t.api('POST', '/api/dcim/sites', { name: 'Http NoSlash', slug: 'http-noslash' })
    assert.equal(res.status, 302, show(res))
    assert.equal(res.headers.location, '/api/dcim/sites/')
    const list = await t.api('GET', '/api/dcim/sites/?slug=http-noslash')
    assert.equal(list.body.count, 0)
  })

  test('no open redirect: //evil.example/x is not redirected off-site', async () => {
    for (const path of ['//evil.example/x', '//evil.example/api/dcim/sites', '//evil.example']) {
      const res = await t.api('GET', path)
      assert.notEqual(res.status, 302, `${path}: ${show(res)}`)
      const loc = res.headers.location
      assert.ok(loc === undefined || (String(loc).startsWith('/') && !String(loc).startsWith('//')), `${path} -> ${loc}`)
    }
  })

  test('a path that matches no route is a 404, not a redirect', async () => {
    const res = await t.api('GET', '/api/dcim/no-such-model')
    assert.equal(res.status, 404, show(res))
    assert.equal(res.headers.location, undefined)
  })
})

describe('headers', () => {
  test('API-Version on every /api/ response, errors included', async () => {
    const cases: Array<[string, string, number, Record<string, string>?]> = [
      ['GET', '/api/', 200],
      ['GET', '/api/dcim/sites/', 200],
      ['GET', `/api/dcim/sites/${siteId}/`, 200],
      ['GET', '/api/dcim/sites/999999/', 404],
      ['GET', '/api/dcim/sites/?status=bogus', 400],
      ['GET', '/api/dcim/sites', 302],
      ['GET', '/api/dcim/nothing/', 404],
      ['OPTIONS', '/api/dcim/sites/', 200],
      ['POST', `/api/dcim/sites/${siteId}/`, 405],
    ]
    for (const [method, url, status] of cases) {
      const res = await t.api(method, url)
      assert.equal(res.status, status, `${method} ${url}: ${show(res)}`)
      assert.equal(res.headers['api-version'], '4.4', `${method} ${url}`)
    }
    const anon = await t.request('GET', '/api/dcim/sites/')
    assert.equal(anon.status, 403)
    assert.equal(anon.headers['api-version'], '4.4')
  })

  test('a list carries Allow, Vary: Accept and Content-Type: application/json', async () => {
    const res = await t.api('GET', '/api/dcim/sites/')
    assert.equal(res.status, 200)
    assert.equal(res.headers.allow, 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS')
    assert.equal(res.headers.vary, 'Accept')
    assert.match(String(res.headers['content-type']), /^application\/json(;|$)/)
    const detail = await t.api('GET', `/api/dcim/sites/${siteId}/`)
    assert.equal(detail.headers.allow, 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS')
  })

  test('X-Request-ID is a fresh UUID per response, or the one the client sent', async () => {
    const a = await t.api('GET', '/api/dcim/sites/')
    const b = await t.api('GET', '/api/dcim/sites/')
    assert.match(String(a.headers['x-request-id']), UUID)
    assert.match(String(b.headers['x-request-id']), UUID)
    assert.notEqual(a.headers['x-request-id'], b.headers['x-request-id'])
    const given = '0b6e3c54-1d3f-4a47-9a7b-4b9bb2f3c0de'
    const c = await t.api('GET', '/api/dcim/sites/', undefined, { 'x-request-id': given })
    assert.equal(c.headers['x-request-id'], given)
    const junk = await t.api('GET', '/api/dcim/sites/', undefined, { 'x-request-id': 'not a uuid\r\nx' })
    assert.match(String(junk.headers['x-request-id']), UUID)
  })

  test('Accept: application/json; indent=4 pretty-prints; the default is compact', async () => {
    const compact = await t.api('GET', `/api/dcim/sites/${siteId}/`)
    assert.equal(compact.text.includes('\n'), false)
    assert.equal(compact.text, JSON.stringify(compact.body))
    const pretty = await t.api('GET', `/api/dcim/sites/${siteId}/`, undefined, { accept: 'application/json; indent=4' })
    assert.equal(pretty.status, 200)
    assert.equal(pretty.text, JSON.stringify(pretty.body, null, 4))
    assert.ok(pretty.text.startsWith('{\n    "id": '))
    assert.deepEqual(pretty.body, compact.body)
    const errors = await t.api('GET', '/api/dcim/sites/999999/', undefined, { accept: 'application/json; indent=2' })
    assert.equal(errors.text, JSON.stringify({ detail: 'No Site matches the given query.' }, null, 2))
  })
})

describe('OPTIONS', () => {
  test('a list: name "Site List" and actions.POST with status choices {value, display_name}', async () => {
    const res = await t.api('OPTIONS', '/api/dcim/sites/')
    assert.equal(res.status, 200, show(res))
    assert.equal(res.body.name, 'Site List')
    assert.equal(res.body.description, '')
    assert.deepEqual(res.body.renders, ['application/json', 'text/html'])
    assert.equal(res.headers.allow, 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS')
    const post = res.body.actions.POST
    assert.deepEqual(post.status.choices, [
      { value: 'planned', display_name: 'Planned' },
      { value: 'staging', display_name: 'Staging' },
      { value: 'active', display_name: 'Active' },
      { value: 'decommissioning', display_name: 'Decommissioning' },
      { value: 'retired', display_name: 'Retired' },
    ])
    assert.deepEqual(post.name, { type: 'string', required: true, read_only: false, label: 'Name', help_text: 'Full name of the site', max_length: 100 })
    assert.deepEqual(post.id, { type: 'integer', required: false, read_only: true, label: 'ID' })
    assert.equal(post.region.type, 'nested object')
  })

  test('a detail: name "Site Instance" and actions.PUT', async () => {
    const res = await t.api('OPTIONS', `/api/dcim/sites/${siteId}/`)
    assert.equal(res.status, 200, show(res))
    assert.equal(res.body.name, 'Site Instance')
    assert.ok(res.body.actions.PUT.slug)
    assert.equal(res.headers.allow, 'GET, PUT, PATCH, DELETE, HEAD, OPTIONS')
  })

  test('multi-word verbose names are title-cased', async () => {
    const res = await t.api('OPTIONS', '/api/ipam/ip-addresses/')
    assert.equal(res.body.name, 'IP Address List')
  })
})

describe('root, indexes, status', () => {
  test('/api/ lists every application with absolute URLs', async () => {
    const res = await t.api('GET', '/api/')
    assert.equal(res.status, 200, show(res))
    for (const app of ['circuits', 'dcim', 'extras', 'ipam', 'plugins', 'status', 'tenancy', 'users', 'virtualization'])
      assert.equal(res.body[app], `http://localhost:80/api/${app}/`, app)
    const keys = Object.keys(res.body)
    assert.deepEqual(keys, [...keys].sort())
  })

  test('/api/dcim/ lists its endpoints, sorted, with absolute URLs', async () => {
    const res = await t.api('GET', '/api/dcim/')
    assert.equal(res.status, 200, show(res))
    const expected = Object.values(registry)
      .filter((m) => m.app === 'dcim')
      .map((m) => m.path)
      .sort()
    assert.deepEqual(Object.keys(res.body), expected)
    assert.equal(res.body.sites, 'http://localhost:80/api/dcim/sites/')
    assert.equal(res.body['device-types'], 'http://localhost:80/api/dcim/device-types/')
  })

  test('every app index links to URLs that answer 200', async () => {
    const root = await t.api('GET', '/api/')
    for (const [app, url] of Object.entries(root.body as Record<string, string>)) {
      const index = await t.api('GET', new URL(url).pathname)
      assert.equal(index.status, 200, `${app}: ${show(index)}`)
      if (app === 'status' || app === 'plugins') continue
      for (const [name, u] of Object.entries(index.body as Record<string, string>)) {
        const list = await t.api('GET', `${new URL(u).pathname}?limit=1`)
        assert.equal(list.status, 200, `${app}/${name}: ${show(list)}`)
      }
    }
  })

  test('/api/status/ reports netbox-version', async () => {
    const res = await t.api('GET', '/api/status/')
    assert.equal(res.status, 200, show(res))
    assert.match(res.body['netbox-version'], /^4\.\d+\.\d+/)
    assert.equal(typeof res.body.plugins, 'object')
    const anon = await t.request('GET', '/api/status/')
    assert.equal(anon.status, 403)
    assert.deepEqual(anon.body, { detail: 'Authentication credentials were not provided.' })
  })
})

describe('schema and docs', () => {
  test('/api/schema/ is a valid OpenAPI 3.0.3 JSON document with paths for every model', async () => {
    const res = await t.api('GET', '/api/schema/')
    assert.equal(res.status, 200, show(res))
    assert.match(String(res.headers['content-type']), /^application\/json/)
    const doc = res.body
    assert.equal(doc.openapi, '3.0.3')
    for (const m of Object.values(registry)) {
      const list = listUrl(m)
      assert.ok(doc.paths[list], `no path ${list}`)
      assert.ok(doc.paths[list].get, `no GET ${list}`)
      assert.ok(doc.paths[`${list}{id}/`], `no path ${list}{id}/`)
      if (!m.readOnly) {
        assert.ok(doc.paths[list].post, `no POST ${list}`)
        assert.ok(doc.paths[`${list}{id}/`].patch, `no PATCH ${list}{id}/`)
      }
    }
    await SwaggerParser.validate(structuredClone(doc))
  })

  test('/api/docs/ answers 200 with HTML', async () => {
    const res = await t.api('GET', '/api/docs/')
    assert.equal(res.status, 200)
    assert.match(String(res.headers['content-type']), /^text\/html/)
    assert.match(res.text, /<html/i)
  })
})

// Error responses through HTTP: statuses and NetBox's exact messages for missing and invalid
// fields, bad filter values, unknown objects and paths, wrong methods and malformed bodies.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, show } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

describe('create', () => {
  test('201 with the object and a Location header naming its detail URL', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', { name: 'Err Site A', slug: 'err-site-a' })
    assert.equal(res.status, 201, show(res))
    assert.equal(res.body.name, 'Err Site A')
    assert.deepEqual(res.body.status, { value: 'active', label: 'Active' }, 'status defaults to active')
    assert.equal(typeof res.body.id, 'number')
    assert.equal(res.body.url, `http://localhost:80/api/dcim/sites/${res.body.id}/`)
    assert.equal(res.headers.location, res.body.url)
    assert.match(String(res.headers['content-type']), /^application\/json/)
    assert.match(res.body.created, /^\d{4}-\d{2}-\d{2}$/, 'created is a date')
    assert.match(res.body.last_updated, /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d+Z$/)
    const again = await get(t, `/api/dcim/sites/${res.body.id}/`)
    assert.equal(again.slug, 'err-site-a')
  })

  test('a missing required field is 400 {field: ["This field is required."]}', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', { name: 'Err NoSlug' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { slug: ['This field is required.'] })
    const dev = await t.api('POST', '/api/dcim/devices/', { name: 'err-dev-x' })
    assert.equal(dev.status, 400, show(dev))
    assert.deepEqual(dev.body, {
      device_type: ['This field is required.'],
      role: ['This field is required.'],
      site: ['This field is required.'],
    })
    const none = await t.api('GET', '/api/dcim/sites/?name=Err%20NoSlug')
    assert.equal(none.body.count, 0, 'nothing was created')
  })

  test('a duplicate unique name is 400 "site with this name already exists."', async () => {
    await create(t, '/api/dcim/sites/', { name: 'Err Dup', slug: 'err-dup' })
    const res = await t.api('POST', '/api/dcim/sites/', { name: 'Err Dup', slug: 'err-dup-2' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { name: ['site with this name already exists.'] })
    const slug = await t.api('POST', '/api/dcim/sites/', { name: 'Err Dup 2', slug: 'err-dup' })
    assert.equal(slug.status, 400, show(slug))
    assert.deepEqual(slug.body, { slug: ['site with this slug already exists.'] })
  })

  test('an invalid choice is 400 "bogus is not a valid choice."', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', { name: 'Err Bad', slug: 'err-bad', status: 'bogus' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { status: ['bogus is not a valid choice.'] })
    const dict = await t.api('POST', '/api/dcim/sites/', { name: 'Err Bad', slug: 'err-bad', status: { value: 'active' } })
    assert.equal(dict.status, 400, show(dict))
    assert.deepEqual(dict.body, { status: ['Value must be passed directly (e.g. "foo": 123); do not use a dictionary or list.'] })
  })

  test('a body that is not an object is 400 non_field_errors', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', '"just a string"')
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { non_field_errors: ['Invalid data. Expected a dictionary, but got str.'] })
  })

  test('unknown and read-only keys are ignored', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', { name: 'Err Extra', slug: 'err-extra', id: 424242, nonsense: 1, display: 'x' })
    assert.equal(res.status, 201, show(res))
    assert.notEqual(res.body.id, 424242)
    assert.equal(res.body.display, 'Err Extra')
    assert.equal('nonsense' in res.body, false)
  })

  test('a string over max_length is 400 with the limit', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', { name: 'x'.repeat(101), slug: 'err-long' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { name: ['Ensure this field has no more than 100 characters.'] })
  })
})

describe('filters', () => {
  test('an invalid filter value is 400 naming the filter', async () => {
    const res = await t.api('GET', '/api/dcim/sites/?status=bogus')
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { status: ['Select a valid choice. bogus is not one of the available choices.'] })
    const id = await t.api('GET', '/api/dcim/sites/?id=abc')
    assert.equal(id.status, 400, show(id))
    assert.deepEqual(id.body, { id: ['Enter a whole number.'] })
  })

  test('an unknown filter name is ignored (200, unfiltered)', async () => {
    const all = await get(t, '/api/dcim/sites/')
    assert.ok(all.count >= 1)
    const res = await t.api('GET', '/api/dcim/sites/?no_such_filter=xyz')
    assert.equal(res.status, 200, show(res))
    assert.equal(res.body.count, all.count)
  })

  test('values JavaScript accepts but PostgreSQL refuses are 400, not 500', async () => {
    const cases: Array<[string, Record<string, string[]>]> = [
      ['created=2020-02-30', { created: ['Enter a valid date/time.'] }],
      ['created__gte=1', { created__gte: ['Enter a valid date/time.'] }],
      ['last_updated=2020-01-01T10:00:00%2B99:99', { last_updated: ['Enter a valid date/time.'] }],
      ['name__regex=(%3F<n>x)', { name__regex: ['Enter a valid regular expression.'] }],
      ['name__iregex=[[:foo:]]', { name__iregex: ['Enter a valid regular expression.'] }],
    ]
    for (const [qs, body] of cases) {
      const res = await t.api('GET', `/api/dcim/sites/?${qs}`)
      assert.equal(res.status, 400, `${qs}: ${show(res)}`)
      assert.deepEqual(res.body, body, qs)
    }
    for (const qs of ['address=10', 'address=1.2.3', 'address=fe80::1%25eth0', 'address__gt=1']) {
      const res = await t.api('GET', `/api/ipam/ip-addresses/?${qs}`)
      assert.equal(res.status, 400, `${qs}: ${show(res)}`)
    }
    const ok = await t.api('GET', '/api/dcim/sites/?created__gte=2020-01-01&name__regex=^Err')
    assert.equal(ok.status, 200, show(ok))
  })

  test('nested attributes PostgreSQL would refuse match nothing (400 naming the field)', async () => {
    const body = (site: unknown) => ({ name: 'Err Rack', site })
    for (const site of [{ region: 2 ** 40 }, { region: 1.5 }, { created: '2020-02-30' }, { tenant: { group: 1.5 } }]) {
      const res = await t.api('POST', '/api/dcim/racks/', body(site))
      assert.equal(res.status, 400, `${JSON.stringify(site)}: ${show(res)}`)
      assert.deepEqual(Object.keys(res.body), ['site'])
      assert.match(res.body.site[0], /^Related object not found using the provided attributes: /)
    }
    const ip = await t.api('POST', '/api/ipam/ip-addresses/', { address: '10.0.0.2/24', nat_inside: { address: '10.0.0.1/99' } })
    assert.equal(ip.status, 400, show(ip))
    assert.deepEqual(ip.body, { nat_inside: ["Related object not found using the provided attributes: {'address': '10.0.0.1/99'}"] })
  })

  test('a JSON field holding U+0000 is 400', async () => {
    const res = await t.api('POST', '/api/virtualization/virtual-machines/', { name: 'Err VM', local_context_data: { a: 'nul\u0000' } })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { local_context_data: ['Null characters are not allowed.'] })
  })

  test('an impossible date is refused on the field', async () => {
    const provider = await create(t, '/api/circuits/providers/', { name: 'Err P', slug: 'err-p' })
    const type = await create(t, '/api/circuits/circuit-types/', { name: 'Err T', slug: 'err-t' })
    const res = await t.api('POST', '/api/circuits/circuits/', { cid: 'err-1', provider: provider.id, type: type.id, install_date: '2020-02-30' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { install_date: ['Date has wrong format. Use one of these formats instead: YYYY-MM-DD.'] })
  })

  test('a known filter filters', async () => {
    await create(t, '/api/dcim/sites/', { name: 'Err Planned', slug: 'err-planned', status: 'planned' })
    const res = await get(t, '/api/dcim/sites/?status=planned')
    assert.deepEqual(
      res.results.map((s: { name: string }) => s.name),
      ['Err Planned'],
    )
  })
})

describe('not found and methods', () => {
  test('an unknown id is 404 "No Site matches the given query."', async () => {
    for (const method of ['GET', 'PATCH', 'PUT', 'DELETE']) {
      const body = method === 'PATCH' || method === 'PUT' ? { name: 'x', slug: 'x' } : undefined
      const res = await t.api(method, '/api/dcim/sites/999999/', body)
      assert.equal(res.status, 404, `${method}: ${show(res)}`)
      assert.deepEqual(res.body, { detail: 'No Site matches the given query.' })
    }
  })

  test('a non-numeric id is the same 404', async () => {
    for (const id of ['abc', '0', '-1', '1.5', '99999999999999999999']) {
      const res = await t.api('GET', `/api/dcim/sites/${id}/`)
      assert.equal(res.status, 404, `${id}: ${show(res)}`)
      assert.deepEqual(res.body, { detail: 'No Site matches the given query.' })
    }
  })

  test("404 names the model's class: IPAddress, VLAN", async () => {
    const ip = await t.api('GET', '/api/ipam/ip-addresses/999999/')
    assert.deepEqual(ip.body, { detail: 'No IPAddress matches the given query.' })
    const vlan = await t.api('GET', '/api/ipam/vlans/999999/')
    assert.deepEqual(vlan.body, { detail: 'No VLAN matches the given query.' })
  })

  test('POST to a detail URL is 405 Method "POST" not allowed.', async () => {
    const site = await create(t, '/api/dcim/sites/', { name: 'Err 405', slug: 'err-405' })
    const res = await t.api('POST', `/api/dcim/sites/${site.id}/`, { name: 'x' })
    assert.equal(res.status, 405, show(res))
    assert.deepEqual(res.body, { detail: 'Method "POST" not allowed.' })
  })

  test('an unknown API path is a JSON 404', async () => {
    const res = await t.api('GET', '/api/dcim/no-such-model/')
    assert.equal(res.status, 404, show(res))
    assert.deepEqual(res.body, { detail: 'Not found.' })
  })
})

describe('request bodies', () => {
  test('malformed JSON is 400 {detail: "JSON parse error - ..."}', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', '{"name": "oops",')
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(Object.keys(res.body), ['detail'])
    assert.match(res.body.detail, /^JSON parse error - /)
  })

  test('an unpaired surrogate escape is a 400 (jsonb cannot hold it), a paired one is a character', async () => {
    for (const [path, method] of [['/api/dcim/sites/', 'POST'], ['/api/users/config/', 'PATCH']] as const) {
      const res = await t.api(method, path, '{"name": "\\udfff\\ud800", "slug": "lone"}')
      assert.equal(res.status, 400, show(res))
      assert.match(res.body.detail, /^JSON parse error - .*surrogate/)
    }
    const ok = await t.api('POST', '/api/dcim/sites/', '{"name": "emoji \\ud83d\\ude00", "slug": "emoji-site"}')
    assert.equal(ok.status, 201, show(ok))
    assert.equal(ok.body.name, 'emoji \u{1F600}')
  })

  test('a text/plain body is 415 Unsupported media type', async () => {
    const res = await t.api('POST', '/api/dcim/sites/', 'name=x&slug=x', { 'content-type': 'text/plain' })
    assert.equal(res.status, 415, show(res))
    assert.deepEqual(res.body, { detail: 'Unsupported media type "text/plain" in request.' })
    const none = await t.api('GET', '/api/dcim/sites/?name=x')
    assert.equal(none.body.count, 0)
  })

  test('DELETE on a detail URL with a body is 400 and the object still exists', async () => {
    const site = await create(t, '/api/dcim/sites/', { name: 'Err DelBody', slug: 'err-delbody' })
    const res = await t.api('DELETE', `/api/dcim/sites/${site.id}/`, { id: site.id, foo: 'bar' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(Object.keys(res.body), ['detail'])
    assert.equal(typeof res.body.detail, 'string')
    await get(t, `/api/dcim/sites/${site.id}/`)
    const del = await t.api('DELETE', `/api/dcim/sites/${site.id}/`)
    assert.equal(del.status, 204, show(del))
    assert.equal(del.text, '')
    const gone = await t.api('DELETE', `/api/dcim/sites/${site.id}/`)
    assert.equal(gone.status, 404, show(gone))
    assert.deepEqual(gone.body, { detail: 'No Site matches the given query.' })
  })
})

describe('updates', () => {
  test('PUT without a required field is 400; PATCH changes only what is sent', async () => {
    const site = await create(t, '/api/dcim/sites/', { name: 'Err Put', slug: 'err-put', description: 'd0' })
    const put = await t.api('PUT', `/api/dcim/sites/${site.id}/`, { slug: 'err-put', description: 'put without name' })
    assert.equal(put.status, 400, show(put))
    assert.deepEqual(put.body, { name: ['This field is required.'] })
    assert.equal((await get(t, `/api/dcim/sites/${site.id}/`)).description, 'd0', 'a refused PUT changes nothing')
    const patch = await t.api('PATCH', `/api/dcim/sites/${site.id}/`, { description: 'patched', status: 'staging' })
    assert.equal(patch.status, 200, show(patch))
    assert.equal(patch.body.description, 'patched')
    assert.deepEqual(patch.body.status, { value: 'staging', label: 'Staging' })
    assert.equal(patch.body.name, 'Err Put')
  })
})

// The filter language on lists: exact values (repeat = OR), lookups, relations by id and slug,
// tags (repeat = AND), many-to-many memberships, ordering, created/last_updated ranges, and
// STRICT_FILTERING (off: unknown parameters ignored; on: 400 naming them).
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, show } from './fixtures.js'

let t: TestApp
let strict: TestApp
const SITES = '/api/dcim/sites/'
let tags: Obj[]
let region: Obj

before(async () => {
  t = await testApp()
  strict = await testApp({ STRICT_FILTERING: 'true' })
  tags = [await create(t, '/api/extras/tags/', { name: 'Red', slug: 'red' }), await create(t, '/api/extras/tags/', { name: 'Blue', slug: 'blue' })]
  region = await create(t, '/api/dcim/regions/', { name: 'R1', slug: 'r1' })
  await create(t, SITES, { name: 'Alpha', slug: 'alpha', status: 'active', facility: 'F-1', tags: [tags[0].id, tags[1].id], region: region.id })
  await create(t, SITES, { name: 'Beta', slug: 'beta', status: 'planned', facility: 'f-2', tags: [tags[0].id] })
  await create(t, SITES, { name: 'Gamma', slug: 'gamma', status: 'retired', facility: '' })
})
after(async () => {
  await t.close()
  await strict.close()
})

const names = async (q: string, app = t) => ((await get(app, `${SITES}?${q}`)).results as Obj[]).map((o) => o.name)

describe('lookups', () => {
  test('exact, repeated = OR, negation', async () => {
    assert.deepEqual(await names('status=active&status=planned'), ['Alpha', 'Beta'])
    assert.deepEqual(await names('status__n=active&status__n=planned'), ['Gamma'])
    assert.deepEqual(await names('name=Alpha&name=Gamma'), ['Alpha', 'Gamma'])
  })

  test('string lookups', async () => {
    const cases: Array<[string, string[]]> = [
      ['name__ic=ET', ['Beta']],
      ['name__nic=a', []],
      ['name__isw=AL', ['Alpha']],
      ['name__nisw=al', ['Beta', 'Gamma']],
      ['name__iew=MA', ['Gamma']],
      ['name__niew=ma', ['Alpha', 'Beta']],
      ['name__ie=alpha', ['Alpha']],
      ['name__nie=alpha', ['Beta', 'Gamma']],
      ['facility__empty=true', ['Gamma']],
      ['facility__empty=false', ['Alpha', 'Beta']],
      ['name__regex=^[AB]', ['Alpha', 'Beta']],
      ['name__iregex=^g', ['Gamma']],
      ['facility__ie=f-1', ['Alpha']],
    ]
    for (const [q, want] of cases) assert.deepEqual(await names(q), want, q)
  })

  test('numeric and date lookups, created/last_updated ranges', async () => {
    const all = (await get(t, `${SITES}?ordering=id`)).results as Obj[]
    assert.deepEqual(await names(`id__gte=${all[1].id}`), ['Beta', 'Gamma'])
    assert.deepEqual(await names(`id__lt=${all[1].id}`), ['Alpha'])
    assert.deepEqual(await names(`id__n=${all[1].id}`), ['Alpha', 'Gamma'])
    assert.equal((await names('created__gte=2000-01-01')).length, 3)
    assert.equal((await names('created__lt=2000-01-01')).length, 0)
    assert.equal((await names('last_updated__gte=2000-01-01T00:00:00Z')).length, 3)
    assert.equal((await names('last_updated__lte=2000-01-01T00:00:00Z')).length, 0)
  })

  test('relations by id, slug, null and __n', async () => {
    assert.deepEqual(await names(`region_id=${region.id}`), ['Alpha'])
    assert.deepEqual(await names('region=r1'), ['Alpha'])
    assert.deepEqual(await names('region_id=null'), ['Beta', 'Gamma'])
    assert.deepEqual(await names(`region_id__n=${region.id}`), ['Beta', 'Gamma'])
  })

  test('ordering with - and several keys', async () => {
    assert.deepEqual(await names('ordering=-name'), ['Gamma', 'Beta', 'Alpha'])
    assert.deepEqual(await names('ordering=status,-name'), ['Alpha', 'Beta', 'Gamma'])
    assert.deepEqual(await names('ordering=-status,name'), ['Gamma', 'Beta', 'Alpha'])
  })

  test('q searches', async () => {
    assert.deepEqual(await names('q=amm'), ['Gamma'])
  })
})

describe('tags and many-to-many', () => {
  test('tag: repeated means every tag (AND); tag_id likewise; __n excludes', async () => {
    assert.deepEqual(await names('tag=red'), ['Alpha', 'Beta'])
    assert.deepEqual(await names('tag=red&tag=blue'), ['Alpha'])
    assert.deepEqual(await names(`tag_id=${tags[0].id}&tag_id=${tags[1].id}`), ['Alpha'])
    assert.deepEqual(await names(`tag_id=${tags[1].id}`), ['Alpha'])
    assert.deepEqual(await names('tag__n=blue'), ['Beta', 'Gamma'])
    assert.deepEqual(await names(`tag_id__n=${tags[0].id}`), ['Gamma'])
    assert.deepEqual(await names('tag=nope'), [])
  })

  test('other many-to-many fields: <name>_id and <name>, repeated = OR', async () => {
    const site = (await get(t, `${SITES}?name=Beta`)).results[0]
    const a = await create(t, '/api/extras/config-contexts/', { name: 'a', data: {}, sites: [site.id] })
    await create(t, '/api/extras/config-contexts/', { name: 'b', data: {}, regions: [region.id] })
    const cc = async (q: string) => ((await get(t, `/api/extras/config-contexts/?${q}`)).results as Obj[]).map((o) => o.name)
    assert.deepEqual(await cc(`site_id=${site.id}`), ['a'])
    assert.deepEqual(await cc('site=beta'), ['a'])
    assert.deepEqual(await cc(`site_id=${site.id}&region_id=${region.id}`), [])
    assert.deepEqual(await cc(`region_id=${region.id}`), ['b'])
    assert.deepEqual(await cc(`site_id__n=${site.id}`), ['b'])
    assert.deepEqual(await cc('site_id=null'), ['b'])
    assert.equal(a.sites[0].id, site.id)
  })
})

describe('errors', () => {
  test('a malformed value is a 400 naming the parameter', async () => {
    const cases = ['id=abc', 'region_id=x', 'tag_id=x', 'created__gte=yesterday', 'status=bogus', 'facility__empty=maybe', 'name__regex=(']
    for (const q of cases) {
      const res = await t.api('GET', `${SITES}?${q}`)
      assert.equal(res.status, 400, `${q}: ${show(res)}`)
      assert.ok(Array.isArray(res.body[q.split('=')[0]]), `${q}: ${res.text}`)
    }
  })

  test('unknown parameters are ignored by default', async () => {
    assert.equal((await names('nonsense=1&name__bogus=x&cf_missing=1')).length, 3)
  })

  test('STRICT_FILTERING: unknown parameters are a 400 naming each', async () => {
    const res = await strict.api('GET', `${SITES}?nonsense=1&name__bogus=x&cf_missing=1&status=active&limit=5&brief=1&ordering=name&q=x`)
    assert.equal(res.status, 400, res.text)
    assert.deepEqual(res.body, {
      nonsense: ['Unknown filter parameter'],
      name__bogus: ['Unknown filter parameter'],
      cf_missing: ['Unknown filter parameter'],
    })
    const ok = await strict.api('GET', `${SITES}?status=active&tag=x&exclude=config_context&offset=0`)
    assert.equal(ok.status, 200, ok.text)
  })
})

test('the OpenAPI document lists every static filter of a list operation, with its lookups', async () => {
  const doc = await get(t, '/api/schema/?format=json')
  const params = (path: string) => new Set((doc.paths[path].get.parameters as Obj[]).map((p) => p.name))
  const prefixes = params('/api/ipam/prefixes/')
  for (const n of ['prefix', 'within', 'within_include', 'contains', 'mask_length', 'mask_length__gte', 'mask_length__lte', 'family', 'present_in_vrf_id', 'present_in_vrf', 'tag', 'tag_id', 'tag__n', 'vrf_id', 'status__n', 'created__gte', 'last_updated__lte', 'q', 'ordering'])
    assert.ok(prefixes.has(n), `prefixes: ${n}`)
  const ips = params('/api/ipam/ip-addresses/')
  for (const n of ['parent', 'mask_length', 'present_in_vrf_id', 'address', 'dns_name__ic']) assert.ok(ips.has(n), `ip-addresses: ${n}`)
  const contexts = params('/api/extras/config-contexts/')
  for (const n of ['region_id', 'region', 'site_id', 'site', 'tag', 'tenant_group_id', 'cluster_group_id__n']) assert.ok(contexts.has(n), `config-contexts: ${n}`)
  assert.ok(params('/api/dcim/devices/').has('exclude'))
})

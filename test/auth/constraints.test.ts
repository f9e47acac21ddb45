// Object permissions with constraints: what they let a user see (lists, details, counts) and write,
// how several permissions and groups combine, and the checks made when a permission is saved.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { as, countRows, create, DENIED, grant, type Obj, show, userWithToken } from './helpers.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

async function sites(names: Array<[string, string]>): Promise<Obj[]> {
  const out: Obj[] = []
  for (const [name, status] of names) out.push(await create(t, '/api/dcim/sites/', { name, slug: name, status }))
  return out
}

describe('saving a permission checks its constraints', () => {
  const bad: Array<[string, unknown, RegExp]> = [
    ['an unknown field', { colour: 'red' }, /^Invalid filter for dcim\.site: Cannot resolve keyword 'colour' into field\. Choices are: .*\bname\b/],
    ['an unknown field behind a relation', { region__colour: 'red' }, /^Invalid filter for dcim\.site: Cannot resolve keyword 'colour' into field/],
    ['an unknown lookup', { name__sounds_like: 'x' }, /^Invalid filter for dcim\.site: Unsupported lookup 'sounds_like' for field 'name'\.$/],
    ['a value of the wrong type', { id: 'abc' }, /^Invalid filter for dcim\.site: Field 'id' expected a number but got 'abc'\.$/],
    ['a bad choice-free boolean', { name__isnull: 'yes' }, /isnull lookup must be True or False/],
    ['`in` without a list', { id__in: 3 }, /The 'in' lookup on 'id' needs a list of values/],
    ['a non-object', 'status=active', /^Invalid filter for dcim\.site: Constraints must be a JSON object or a list of JSON objects\.$/],
    ['a list with a non-object', [{ status: 'active' }, 3], /Constraints must be a JSON object or a list of JSON objects/],
    ['a secret field', { custom_field_data: {} }, /Invalid filter for dcim\.site/],
  ]
  for (const [what, constraints, message] of bad)
    test(`${what} is 400 naming constraints`, async () => {
      const before = await countRows(t, 'users_objectpermission')
      const res = await t.api('POST', '/api/users/permissions/', { name: 'bad', object_types: ['dcim.site'], actions: ['view'], constraints })
      assert.equal(res.status, 400, show(res))
      assert.deepEqual(Object.keys(res.body), ['constraints'])
      assert.match(res.body.constraints[0], message)
      assert.equal(await countRows(t, 'users_objectpermission'), before, 'nothing saved')
    })

  test('a password or token key can never be a constraint', async () => {
    for (const [type, constraints] of [
      ['users.user', { password__startswith: 'scrypt' }],
      ['users.token', { key: 'abc' }],
    ] as const) {
      const res = await t.api('POST', '/api/users/permissions/', { name: 'secret', object_types: [type], actions: ['view'], constraints })
      assert.equal(res.status, 400, show(res))
      assert.match(res.body.constraints[0], /^Invalid filter for users\.(user|token): /)
    }
  })

  test('an unknown object type is 400', async () => {
    const res = await t.api('POST', '/api/users/permissions/', { name: 'x', object_types: ['dcim.site', 'dcim.spaceship'], actions: ['view'] })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { object_types: ['Invalid content type: dcim.spaceship'] })
  })

  test('constraints must hold for every object type', async () => {
    const res = await t.api('POST', '/api/users/permissions/', {
      name: 'both',
      object_types: ['dcim.site', 'ipam.prefix'],
      actions: ['view'],
      constraints: { slug: 'x' },
    })
    assert.equal(res.status, 400, show(res))
    assert.match(res.body.constraints[0], /^Invalid filter for ipam\.prefix: Cannot resolve keyword 'slug'/)
  })

  test('a PATCH is checked against the stored object types and constraints', async () => {
    const p = await grant(t, { object_types: ['dcim.site'], actions: ['view'], constraints: { slug: 'x' } })
    const widen = await t.api('PATCH', `/api/users/permissions/${p.id}/`, { object_types: ['dcim.site', 'ipam.prefix'] })
    assert.equal(widen.status, 400, show(widen))
    assert.match(widen.body.constraints[0], /^Invalid filter for ipam\.prefix/)
    const broken = await t.api('PATCH', `/api/users/permissions/${p.id}/`, { constraints: { nope: 1 } })
    assert.equal(broken.status, 400, show(broken))
    const stored = (await t.api('GET', `/api/users/permissions/${p.id}/`)).body
    assert.deepEqual(stored.constraints, { slug: 'x' })
    assert.deepEqual(stored.object_types, ['dcim.site'])
  })

  test('valid forms are accepted: lookups, relations, many-to-many, lists (OR), $user, null', async () => {
    const good: Array<[string[], unknown]> = [
      [['dcim.site'], null],
      [['dcim.site'], {}],
      [['dcim.site'], { status: 'active', name__istartswith: 'ams', id__in: [1, 2], created__gte: '2020-01-01T00:00:00Z' }],
      [['dcim.site'], [{ region__name: 'Europe' }, { region_id: 3 }, { region__parent__slug__iexact: 'world' }]],
      [['dcim.site'], { tags__slug: 'core', tenant__isnull: true, facility__regex: '^A[0-9]+$', id__range: [1, 10] }],
      [['ipam.prefix'], { prefix: '10.0.0.0/8', vrf__name__in: ['blue', 'red'], site__slug: 'x' }],
      [['ipam.ipaddress'], { address: '10.0.0.1/24', assigned_object_type: 'dcim.interface', assigned_object_id: 1 }],
      [['users.token'], { user: '$user' }],
      [['users.user'], { id: '$user', groups__name: 'ops' }],
    ]
    for (const [object_types, constraints] of good) {
      const res = await t.api('POST', '/api/users/permissions/', { name: 'ok', object_types, actions: ['view'], constraints })
      assert.equal(res.status, 201, `${JSON.stringify(constraints)}: ${show(res)}`)
      assert.deepEqual(res.body.constraints, constraints)
    }
  })
})

describe('constraints restrict reads', () => {
  let user: { id: number; key: string }
  let s: Obj[]

  before(async () => {
    user = await userWithToken(t, 'reader-c')
    s = await sites([
      ['ams1', 'active'],
      ['ams2', 'planned'],
      ['fra1', 'active'],
      ['lon1', 'retired'],
    ])
  })

  test('list, detail and count show only matching rows; the rest are 404', async () => {
    const p = await grant(t, { object_types: ['dcim.site'], actions: ['view'], constraints: { status: 'active', name__startswith: 'ams' }, users: [user.id] })
    const req = as(t, user.key)
    const list = await req('GET', '/api/dcim/sites/')
    assert.equal(list.status, 200, show(list))
    assert.deepEqual(list.body.results.map((o: Obj) => o.name), ['ams1'])
    assert.equal(list.body.count, 1)
    assert.equal((await req('GET', `/api/dcim/sites/${s[0].id}/`)).status, 200)
    for (const hidden of [s[1], s[2], s[3]]) {
      const res = await req('GET', `/api/dcim/sites/${hidden.id}/`)
      assert.equal(res.status, 404, show(res))
      assert.deepEqual(res.body, { detail: 'No Site matches the given query.' })
    }
    // Filters narrow further but never widen; brief lists obey the same rows.
    assert.equal((await req('GET', '/api/dcim/sites/?status=planned')).body.count, 0)
    assert.equal((await req('GET', '/api/dcim/sites/?brief=1')).body.count, 1)
    await t.api('DELETE', `/api/users/permissions/${p.id}/`)
  })

  test('a list of constraint objects is an OR; several permissions add up', async () => {
    const p1 = await grant(t, { object_types: ['dcim.site'], actions: ['view'], constraints: [{ name: 'ams1' }, { name: 'lon1' }], users: [user.id] })
    const req = as(t, user.key)
    assert.deepEqual((await req('GET', '/api/dcim/sites/')).body.results.map((o: Obj) => o.name), ['ams1', 'lon1'])
    const p2 = await grant(t, { object_types: ['dcim.site'], actions: ['view'], constraints: { status: 'planned' }, users: [user.id] })
    assert.deepEqual((await req('GET', '/api/dcim/sites/')).body.results.map((o: Obj) => o.name), ['ams1', 'ams2', 'lon1'])
    // One unconstrained permission opens everything.
    const p3 = await grant(t, { object_types: ['dcim.site'], actions: ['view'], users: [user.id] })
    const total = (await t.api('GET', '/api/dcim/sites/')).body.count
    assert.equal((await req('GET', '/api/dcim/sites/')).body.count, total)
    // A disabled permission counts for nothing.
    const off = await t.api('PATCH', `/api/users/permissions/${p3.id}/`, { enabled: false })
    assert.equal(off.status, 200, show(off))
    assert.equal((await req('GET', '/api/dcim/sites/')).body.count, 3)
    for (const p of [p1, p2, p3]) await t.api('DELETE', `/api/users/permissions/${p.id}/`)
    const none = await req('GET', '/api/dcim/sites/')
    assert.equal(none.status, 403, 'permissions deleted take effect at once')
    assert.deepEqual(none.body, DENIED)
  })

  test('permissions through a group; leaving the group takes them away at once', async () => {
    const group = await create(t, '/api/users/groups/', { name: 'site-readers' })
    const p = await grant(t, { object_types: ['dcim.site'], actions: ['view'], constraints: { name: 'fra1' }, groups: [group.id] })
    const req = as(t, user.key)
    assert.equal((await req('GET', '/api/dcim/sites/')).status, 403)
    const join = await t.api('PATCH', `/api/users/users/${user.id}/`, { groups: [group.id] })
    assert.equal(join.status, 200, show(join))
    assert.deepEqual((await req('GET', '/api/dcim/sites/')).body.results.map((o: Obj) => o.name), ['fra1'])
    await t.api('PATCH', `/api/users/users/${user.id}/`, { groups: [] })
    assert.equal((await req('GET', '/api/dcim/sites/')).status, 403)
    await t.api('DELETE', `/api/users/permissions/${p.id}/`)
  })

  test('constraints through relations and many-to-many fields', async () => {
    const region = await create(t, '/api/dcim/regions/', { name: 'Europe', slug: 'europe' })
    const tag = await create(t, '/api/extras/tags/', { name: 'core', slug: 'core' })
    await t.api('PATCH', `/api/dcim/sites/${s[2].id}/`, { region: region.id })
    await t.api('PATCH', `/api/dcim/sites/${s[3].id}/`, { tags: [tag.id] })
    const req = as(t, user.key)
    const cases: Array<[unknown, string[]]> = [
      [{ region__slug: 'europe' }, ['fra1']],
      [{ region_id: region.id }, ['fra1']],
      [{ region: region.id }, ['fra1']],
      [{ tags__slug: 'core' }, ['lon1']],
      [{ tags: tag.id }, ['lon1']],
      [{ tags__isnull: false }, ['lon1']],
      [{ region__isnull: false, tags__isnull: true }, ['fra1']],
      [{ name__in: ['ams2', 'fra1', 'nowhere'] }, ['ams2', 'fra1']],
      [{ name__iexact: 'AMS1' }, ['ams1']],
      [{ name__icontains: 'M' }, ['ams1', 'ams2']],
      [{ name__endswith: '1', status__in: ['active'] }, ['ams1', 'fra1']],
      [{ id__gte: s[2].id, id__lte: s[3].id }, ['fra1', 'lon1']],
      [{ name__regex: '^(ams|lon)1$' }, ['ams1', 'lon1']],
      [{ id__in: [] }, []],
    ]
    for (const [constraints, names] of cases) {
      const p = await grant(t, { object_types: ['dcim.site'], actions: ['view'], constraints, users: [user.id] })
      const res = await req('GET', '/api/dcim/sites/?limit=0')
      assert.equal(res.status, 200, show(res))
      assert.deepEqual(
        res.body.results.map((o: Obj) => o.name).filter((n: string) => s.some((x) => x.name === n)),
        names,
        JSON.stringify(constraints),
      )
      await t.api('DELETE', `/api/users/permissions/${p.id}/`)
    }
  })

  test('"$user" is the caller', async () => {
    const other = await userWithToken(t, 'someone-else')
    await grant(t, { object_types: ['users.user'], actions: ['view'], constraints: { id: '$user' }, users: [user.id, other.id] })
    const mine = await as(t, user.key)('GET', '/api/users/users/')
    assert.deepEqual(mine.body.results.map((u: Obj) => u.username), ['reader-c'])
    const theirs = await as(t, other.key)('GET', '/api/users/users/')
    assert.deepEqual(theirs.body.results.map((u: Obj) => u.username), ['someone-else'])
    const peek = await as(t, user.key)('GET', `/api/users/users/${other.id}/`)
    assert.equal(peek.status, 404, show(peek))
  })
})

describe('constraints restrict writes', () => {
  let user: { id: number; key: string }
  let s: Obj[]
  const req = (method: string, url: string, body?: unknown) => as(t, user.key)(method, url, body)

  before(async () => {
    user = await userWithToken(t, 'writer-c')
    s = await sites([
      ['w-active', 'active'],
      ['w-planned', 'planned'],
    ])
    await grant(t, { object_types: ['dcim.site'], actions: ['view', 'add', 'change', 'delete'], constraints: { status: 'active' }, users: [user.id] })
  })

  test('a create outside the constraints is 403 and writes nothing (single and bulk)', async () => {
    const before = await countRows(t, 'dcim_site')
    const one = await req('POST', '/api/dcim/sites/', { name: 'w-new', slug: 'w-new', status: 'planned' })
    assert.equal(one.status, 403, show(one))
    assert.deepEqual(one.body, DENIED)
    const bulk = await req('POST', '/api/dcim/sites/', [
      { name: 'w-b1', slug: 'w-b1' },
      { name: 'w-b2', slug: 'w-b2', status: 'planned' },
    ])
    assert.equal(bulk.status, 403, show(bulk))
    assert.deepEqual(bulk.body, DENIED)
    assert.equal(await countRows(t, 'dcim_site'), before, 'nothing written')
    const ok = await req('POST', '/api/dcim/sites/', { name: 'w-new', slug: 'w-new' })
    assert.equal(ok.status, 201, show(ok))
  })

  test('an update that would move an object outside is 403 and changes nothing', async () => {
    const res = await req('PATCH', `/api/dcim/sites/${s[0].id}/`, { status: 'planned', description: 'moved' })
    assert.equal(res.status, 403, show(res))
    assert.deepEqual(res.body, DENIED)
    const now = (await t.api('GET', `/api/dcim/sites/${s[0].id}/`)).body
    assert.equal(now.status.value, 'active')
    assert.equal(now.description, '')
    const put = await req('PUT', `/api/dcim/sites/${s[0].id}/`, { name: 'w-active', slug: 'w-active', status: 'retired' })
    assert.equal(put.status, 403, show(put))
  })

  test('objects outside are 404 to update and delete; in bulk, 400 naming the id; nothing changes', async () => {
    const patch = await req('PATCH', `/api/dcim/sites/${s[1].id}/`, { status: 'active' })
    assert.equal(patch.status, 404, show(patch))
    assert.deepEqual(patch.body, { detail: 'No Site matches the given query.' })
    const del = await req('DELETE', `/api/dcim/sites/${s[1].id}/`)
    assert.equal(del.status, 404, show(del))
    const bulkPatch = await req('PATCH', '/api/dcim/sites/', [
      { id: s[0].id, description: 'bulk' },
      { id: s[1].id, description: 'bulk' },
    ])
    assert.equal(bulkPatch.status, 400, show(bulkPatch))
    assert.deepEqual(bulkPatch.body, { id: [`No Site matches the given query: ${s[1].id}.`] })
    const bulkDelete = await req('DELETE', '/api/dcim/sites/', [{ id: s[0].id }, { id: s[1].id }])
    assert.equal(bulkDelete.status, 400, show(bulkDelete))
    assert.deepEqual(bulkDelete.body, { id: [`No Site matches the given query: ${s[1].id}.`] })
    for (const site of s) {
      const now = await t.api('GET', `/api/dcim/sites/${site.id}/`)
      assert.equal(now.status, 200)
      assert.equal(now.body.description, '')
    }
  })

  test('each action is its own permission: view-only cannot write, add-only cannot change', async () => {
    const v = await userWithToken(t, 'viewer-only')
    await grant(t, { object_types: ['dcim.site'], actions: ['view'], users: [v.id] })
    const a = await userWithToken(t, 'adder-only')
    await grant(t, { object_types: ['dcim.site'], actions: ['add'], users: [a.id] })
    const vr = as(t, v.key)
    const ar = as(t, a.key)
    assert.equal((await vr('GET', '/api/dcim/sites/')).status, 200)
    for (const res of [
      await vr('POST', '/api/dcim/sites/', { name: 'v1', slug: 'v1' }),
      await vr('PATCH', `/api/dcim/sites/${s[0].id}/`, { description: 'v' }),
      await vr('DELETE', `/api/dcim/sites/${s[0].id}/`),
      await ar('GET', '/api/dcim/sites/'),
      await ar('PATCH', `/api/dcim/sites/${s[0].id}/`, { description: 'a' }),
    ]) {
      assert.equal(res.status, 403, show(res))
      assert.deepEqual(res.body, DENIED)
    }
    const added = await ar('POST', '/api/dcim/sites/', { name: 'a1', slug: 'a1' })
    assert.equal(added.status, 201, show(added))
  })

  test('changing a permission takes effect at once', async () => {
    const u = await userWithToken(t, 'flipper')
    const p = await grant(t, { object_types: ['dcim.site'], actions: ['view'], constraints: { name: 'w-active' }, users: [u.id] })
    const r = as(t, u.key)
    assert.equal((await r('GET', '/api/dcim/sites/')).body.count, 1)
    await t.api('PATCH', `/api/users/permissions/${p.id}/`, { constraints: { name__startswith: 'w-' } })
    assert.ok((await r('GET', '/api/dcim/sites/')).body.count >= 2)
    await t.api('PATCH', `/api/users/permissions/${p.id}/`, { users: [] })
    assert.equal((await r('GET', '/api/dcim/sites/')).status, 403)
  })
})

describe('EXEMPT_VIEW_PERMISSIONS', () => {
  test('exempt models need no view permission (nor a token); others still do', async () => {
    const e = await testApp({ EXEMPT_VIEW_PERMISSIONS: 'dcim.site' })
    try {
      await e.api('POST', '/api/dcim/sites/', { name: 'x1', slug: 'x1' })
      const u = await userWithToken(e, 'exempt-user')
      const r = as(e, u.key)
      assert.equal((await r('GET', '/api/dcim/sites/')).body.count, 1)
      assert.equal((await e.request('GET', '/api/dcim/sites/')).status, 200, 'anonymous reads an exempt model')
      const prefixes = await r('GET', '/api/ipam/prefixes/')
      assert.equal(prefixes.status, 403, show(prefixes))
      assert.deepEqual(prefixes.body, DENIED)
      const write = await r('POST', '/api/dcim/sites/', { name: 'x2', slug: 'x2' })
      assert.equal(write.status, 403, 'exemption covers views only')
      assert.deepEqual(write.body, DENIED)
    } finally {
      await e.close()
    }
  })

  test('"*" never exempts the users app', async () => {
    const e = await testApp({ EXEMPT_VIEW_PERMISSIONS: '*' })
    try {
      const u = await userWithToken(e, 'star-user')
      const r = as(e, u.key)
      assert.equal((await r('GET', '/api/ipam/prefixes/')).status, 200)
      for (const url of ['/api/users/users/', '/api/users/groups/', '/api/users/permissions/']) {
        const res = await r('GET', url)
        assert.equal(res.status, 403, `${url}: ${show(res)}`)
        assert.deepEqual(res.body, DENIED)
      }
    } finally {
      await e.close()
    }
  })
})

describe('without a permission cache', () => {
  test('constrained writes load permissions inside their transaction, never beside it (PGlite has one connection)', async () => {
    const e = await testApp({ TOKEN_CACHE_SECONDS: '0' })
    try {
      const u = await userWithToken(e, 'uncached')
      await grant(e, { object_types: ['dcim.site'], actions: ['view', 'add', 'change', 'delete'], constraints: { status: 'active' }, users: [u.id] })
      const r = as(e, u.key)
      const made = await r('POST', '/api/dcim/sites/', { name: 'u1', slug: 'u1' })
      assert.equal(made.status, 201, show(made))
      assert.equal((await r('POST', '/api/dcim/sites/', { name: 'u2', slug: 'u2', status: 'planned' })).status, 403)
      assert.equal((await r('PATCH', `/api/dcim/sites/${made.body.id}/`, { description: 'x' })).status, 200)
      assert.equal((await r('DELETE', `/api/dcim/sites/${made.body.id}/`)).status, 204)
    } finally {
      await e.close()
    }
  })
})

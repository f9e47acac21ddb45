// GraphQL at /graphql/ through HTTP: one small query per model of the registry (each column and
// relation of its type, compared with the REST detail), filters, authentication (token, session
// with CSRF), object permissions on top-level and nested objects, batching (statements per level,
// whatever the number of rows), the depth, cost and alias limits, the SDL and the query page.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { getIntrospectionQuery, getNamedType, getNullableType, GraphQLList, GraphQLObjectType, isLeafType, isUnionType } from 'graphql'
import { registry } from '../../src/generated/registry.js'
import { snake } from '../../src/graphql/names.js'
import { graphqlSchema } from '../../src/graphql/schema.js'
import type { ModelDef } from '../../src/registry/types.js'
import { as, grant, inject, PASSWORD, show, userWithToken } from '../auth/helpers.js'
import { type Res, type TestApp, testApp } from '../helpers/app.js'
import { countStatements, type StatementLog } from '../helpers/statements.js'
import { createObject, listUrl } from '../helpers/factory.js'

const log: StatementLog = { statements: [], counting: false }

let t: TestApp

before(async () => {
  t = await testApp({ WORKERS: '0', TOKEN_CACHE_SECONDS: '86400' }, { wrapDb: (db) => countStatements(db, log) })
})
after(() => t.close())

const gql = (query: string, variables?: unknown, key = t.token): Promise<Res> =>
  t.request('POST', '/graphql/', { query, variables }, { authorization: `Token ${key}` })

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function data(query: string, variables?: unknown, key?: string): Promise<Record<string, any>> {
  const r = await gql(query, variables, key)
  assert.equal(r.status, 200, `${query}: ${show(r)}`)
  assert.equal(r.body.errors, undefined, `${query}: ${show(r)}`)
  return r.body.data
}

const queryName = (m: ModelDef) => snake(m.className)

/** Every field of the model's type: leaves as they are, relations by id (unions by __typename). */
function selection(m: ModelDef): string {
  const type = graphqlSchema().getType(`${m.className}Type`) as GraphQLObjectType
  return Object.values(type.getFields())
    .map((f) => {
      const named = getNamedType(f.type)
      if (isLeafType(named)) return f.name
      if (isUnionType(named)) return `${f.name} { __typename }`
      return `${f.name} { id }`
    })
    .join(' ')
}

/** A REST value as GraphQL shows it: choices by value, nested objects by id (as text). */
function restValue(v: unknown): unknown {
  if (v && typeof v === 'object' && !Array.isArray(v) && 'value' in v && 'label' in v) return (v as { value: unknown }).value
  if (v && typeof v === 'object' && !Array.isArray(v) && 'id' in v) return { id: String((v as { id: unknown }).id) }
  return v
}

describe('every model', () => {
  const ids = new Map<string, number>()
  before(async () => {
    for (const m of Object.values(registry)) {
      if (m.readOnly) continue
      const first = (await t.api('GET', `${listUrl(m)}?limit=1`)).body.results?.[0]?.id as number | undefined
      ids.set(m.key, first ?? (await createObject(t, m.key)))
    }
  })

  for (const m of Object.values(registry)) {
    test(`${m.key} `, async () => {
      const name = queryName(m)
      const id = ids.get(m.key)
      if (id === undefined) {
        const d = await data(`{ ${name}_list(pagination: {limit: 2}) { ${selection(m)} } }`)
        assert.ok(Array.isArray(d[`${name}_list`]))
        return
      }
      const d = await data(`query ($id: ID!) { one: ${name}(id: $id) { ${selection(m)} } ${name}_list(filters: {id: {exact: $id}}) { id } }`, { id })
      assert.deepEqual(d[`${name}_list`], [{ id: String(id) }])
      const one = d.one
      assert.equal(one.id, String(id))
      // The same object through REST: every column and foreign key agrees.
      const rest = (await t.api('GET', `${listUrl(m)}${id}/`)).body
      assert.equal(one.display, rest.display, 'display')
      for (const f of m.fields) {
        if (!(f.name in one) || !(f.name in rest) || f.kind === 'm2m' || f.kind === 'reverse_many' || f.kind === 'children' || f.kind === 'generic' || f.kind === 'const') continue
        if (f.kind === 'decimal' || f.kind === 'token_key') continue
        const want = f.kind === 'fk' && typeof rest[f.name] === 'number' ? { id: String(rest[f.name]) } : restValue(rest[f.name]) // a plain fk: REST shows the bare id
        assert.deepEqual(one[f.name], want, `${m.key}.${f.name}`)
      }
    })
  }
})

describe('filters', () => {
  before(async () => {
    const tag = (await t.api('POST', '/api/extras/tags/', { name: 'GqlCore', slug: 'gql-core' })).body.id
    const region = (await t.api('POST', '/api/dcim/regions/', { name: 'GqlRegion', slug: 'gql-region' })).body.id
    for (const [name, status] of [['gql-ams1', 'active'], ['gql-ams2', 'planned'], ['gql-fra1', 'active'], ['GQL-lon1', 'retired']] as const) {
      const body: Record<string, unknown> = { name, slug: name.toLowerCase(), status }
      if (name === 'gql-ams1') Object.assign(body, { tags: [tag], region, facility: 'F1' })
      const r = await t.api('POST', '/api/dcim/sites/', body)
      assert.equal(r.status, 201, show(r))
    }
  })
  const names = async (filters: string) =>
    ((await data(`{ site_list(filters: ${filters}) { name } }`)).site_list as Array<{ name: string }>).map((s) => s.name).filter((n) => /gql/i.test(n)).sort()

  test('lookups, relations, AND/OR/NOT', async () => {
    assert.deepEqual(await names('{name: {exact: "gql-ams1"}}'), ['gql-ams1'])
    assert.deepEqual(await names('{name: {i_exact: "gql-lon1"}}'), ['GQL-lon1'])
    assert.deepEqual(await names('{name: {contains: "ams"}}'), ['gql-ams1', 'gql-ams2'])
    assert.deepEqual(await names('{name: {contains: "GQL"}}'), ['GQL-lon1'])
    assert.deepEqual(await names('{name: {i_contains: "GQL"}}'), ['GQL-lon1', 'gql-ams1', 'gql-ams2', 'gql-fra1'])
    assert.deepEqual(await names('{name: {starts_with: "gql-a"}}'), ['gql-ams1', 'gql-ams2'])
    assert.deepEqual(await names('{name: {in_list: ["gql-ams2", "gql-fra1"]}}'), ['gql-ams2', 'gql-fra1'])
    assert.deepEqual(await names('{status: STATUS_ACTIVE}'), ['gql-ams1', 'gql-fra1'])
    assert.deepEqual(await names('{facility: {is_null: false}, name: {i_contains: "gql"}, AND: {facility: {exact: "F1"}}}'), ['gql-ams1'])
    assert.deepEqual(await names('{name: {exact: "gql-ams1"}, OR: {name: {exact: "gql-fra1"}}}'), ['gql-ams1', 'gql-fra1'])
    assert.deepEqual(await names('{name: {i_starts_with: "gql"}, NOT: {status: STATUS_ACTIVE}}'), ['GQL-lon1', 'gql-ams2'])
    assert.deepEqual(await names('{tags: {slug: {exact: "gql-core"}}}'), ['gql-ams1'])
    assert.deepEqual(await names('{region: {name: {exact: "GqlRegion"}}}'), ['gql-ams1'])
    const region = (await data('{ region_list(filters: {slug: {exact: "gql-region"}}) { id } }')).region_list[0].id
    assert.deepEqual(await names(`{region_id: {id: ${region}, match_type: EXACT}}`), ['gql-ams1'])
    const paged = await data('{ site_list(filters: {name: {i_starts_with: "gql"}}, pagination: {offset: 1, limit: 2}) { name } }')
    assert.equal(paged.site_list.length, 2)
  })

  test('custom fields: shown as stored, filtered as NetBox words it (custom_field_data: JSONFilter)', async () => {
    for (const body of [{ name: 'gql_owner', type: 'text' }, { name: 'gql_rank', type: 'integer' }, { name: 'gql_ok', type: 'boolean' }]) {
      const r = await t.api('POST', '/api/extras/custom-fields/', { ...body, object_types: ['dcim.site'] })
      assert.equal(r.status, 201, show(r))
    }
    const site = (await t.api('GET', '/api/dcim/sites/?slug=gql-fra1')).body.results[0].id
    const p = await t.api('PATCH', `/api/dcim/sites/${site}/`, { custom_fields: { gql_owner: 'Alice', gql_rank: 7, gql_ok: true } })
    assert.equal(p.status, 200, show(p))
    const d = await data(`{ site(id: ${site}) { custom_fields } }`)
    assert.equal(d.site.custom_fields.gql_owner, 'Alice')
    assert.equal(d.site.custom_fields.gql_rank, 7)
    assert.deepEqual(await names('{custom_field_data: {path: "gql_owner", lookup: {string_lookup: {i_contains: "ali"}}}}'), ['gql-fra1'])
    assert.deepEqual(await names('{custom_field_data: {path: "gql_rank", lookup: {int_comparison_lookup: {gt: 5}}}}'), ['gql-fra1'])
    assert.deepEqual(await names('{custom_field_data: {path: "gql_rank", lookup: {int_comparison_lookup: {gt: 7}}}}'), [])
    assert.deepEqual(await names('{custom_field_data: {path: "gql_ok", lookup: {boolean_lookup: {exact: true}}}}'), ['gql-fra1'])
    assert.deepEqual(await names('{custom_field_data: {path: "gql_owner", lookup: {int_comparison_lookup: {gt: 1}}}}'), [], 'a text value is no number')
  })

  test('many-to-many relations both ways, reverse named as NetBox related_name', async () => {
    const rt = await createObject(t, 'ipam.routetarget', { name: '65000:1' })
    const vrf = await createObject(t, 'ipam.vrf', { name: 'gql-vrf', import_targets: [rt] })
    const d = await data(`{ vrf(id: ${vrf}) { import_targets { name } } route_target(id: ${rt}) { importing_vrfs { name } exporting_vrfs { name } } }`)
    assert.deepEqual(d, { vrf: { import_targets: [{ name: '65000:1' }] }, route_target: { importing_vrfs: [{ name: 'gql-vrf' }], exporting_vrfs: [] } })
  })

  test('reverse relations carry the names NetBox gives them (child_interfaces, member_interfaces, child_items)', async () => {
    const fieldsOf = async (type: string) =>
      ((await data(`{ __type(name: "${type}") { fields { name } } }`)) as { __type: { fields: Array<{ name: string }> } }).__type.fields.map((f) => f.name)
    const iface = await fieldsOf('InterfaceType')
    for (const n of ['child_interfaces', 'member_interfaces', 'bridge_interfaces']) assert.ok(iface.includes(n), `InterfaceType.${n}`)
    assert.ok((await fieldsOf('InventoryItemType')).includes('child_items'))
    assert.ok((await fieldsOf('RegionType')).includes('children'))
  })

  test('bad values are errors naming the filter, as REST words them', async () => {
    const r = await gql('{ site_list(filters: {facility: {exact: "x"}, id: {exact: "nope"}}) { name } }')
    assert.equal(r.status, 200, show(r))
    assert.equal(r.body.data, null)
    assert.match(r.body.errors[0].message, /filters\.id: /)
    const e = await gql('{ site_list(filters: {status: NOPE}) { name } }')
    assert.equal(e.status, 400)
    assert.match(e.body.errors[0].message, /SiteStatusEnum/)
    const bad = await gql('{ site_list(filters: {nonsense: {exact: "x"}}) { name } }')
    assert.equal(bad.status, 400)
    assert.match(bad.body.errors[0].message, /nonsense/)
  })
})

describe('authentication and permissions', () => {
  let siteA: number
  let deviceA1: number
  before(async () => {
    siteA = await createObject(t, 'dcim.site', { name: 'perm-a', slug: 'perm-a' })
    deviceA1 = await createObject(t, 'dcim.device', { name: 'perm-a1', site: siteA })
    await createObject(t, 'dcim.device', { name: 'perm-a2', site: siteA })
  })

  test('no credentials: 403; a bad token: 403', async () => {
    const r = await t.request('POST', '/graphql/', { query: '{ site_list { id } }' })
    assert.equal(r.status, 403)
    assert.deepEqual(r.body, { detail: 'No credentials provided.' })
    const bad = await t.request('POST', '/graphql/', { query: '{ site_list { id } }' }, { authorization: 'Token 0123456789abcdef0123456789abcdef01234567' })
    assert.equal(bad.status, 403)
    // A query is a read: a read-only token may POST one.
    const readOnly = await t.makeToken('gql-read-only', { writeEnabled: false })
    assert.equal((await gql(`{ site(id: ${siteA}) { name } }`, undefined, readOnly)).status, 200)
    const slashless = await t.request('GET', '/graphql?query=%7B%7D', undefined, { authorization: `Token ${t.token}` })
    assert.equal(slashless.status, 302)
    assert.equal(slashless.headers.location, '/graphql/?query=%7B%7D')
  })

  test('a token with view on sites sees sites only, as REST does', async () => {
    const u = await userWithToken(t, 'gql-sites')
    await grant(t, { object_types: ['dcim.site'], actions: ['view'], users: [u.id] })
    const d = await data(`{ site_list { id name devices { id } } device_list { id } }`, undefined, u.key)
    const rest = await as(t, u.key)('GET', '/api/dcim/sites/?limit=0')
    assert.equal(d.site_list.length, rest.body.count)
    assert.ok(d.site_list.some((s: { name: string }) => s.name === 'perm-a'))
    for (const s of d.site_list) assert.deepEqual(s.devices, [], 'devices are not visible nested either')
    assert.deepEqual(d.device_list, [])
    const one = await gql(`{ device(id: ${deviceA1}) { name } }`, undefined, u.key)
    assert.equal(one.body.data, null)
    assert.equal(one.body.errors[0].message, 'Device matching query does not exist.')
  })

  test('constrained object permissions constrain nested objects', async () => {
    const u = await userWithToken(t, 'gql-constrained')
    await grant(t, { object_types: ['dcim.site'], actions: ['view'], users: [u.id], constraints: { slug: 'perm-a' } })
    await grant(t, { object_types: ['dcim.device'], actions: ['view'], users: [u.id], constraints: { name: 'perm-a1' } })
    const d = await data(`{ site_list { name devices { name site { name } } } device_list { name } }`, undefined, u.key)
    assert.deepEqual(d.site_list, [{ name: 'perm-a', devices: [{ name: 'perm-a1', site: { name: 'perm-a' } }] }])
    assert.deepEqual(d.device_list, [{ name: 'perm-a1' }])
    const rest = await as(t, u.key)('GET', '/api/dcim/devices/')
    assert.deepEqual(rest.body.results.map((x: { name: string }) => x.name), ['perm-a1'])
  })

  test('a session works like a token; its POSTs need the CSRF token', async () => {
    const login = await inject(t, { method: 'POST', url: '/login/', body: { username: 'admin', password: PASSWORD } })
    const session = login.cookies.find((c) => c.name === 'sessionid')!.value
    const csrf = login.cookies.find((c) => c.name === 'csrftoken')!.value
    const cookie = `sessionid=${session}; csrftoken=${csrf}`
    const body = { query: '{ site(id: ' + siteA + ') { name } }' }
    const noCsrf = await inject(t, { method: 'POST', url: '/graphql/', headers: { cookie }, body })
    assert.equal(noCsrf.status, 403)
    assert.deepEqual(noCsrf.body, { detail: 'CSRF Failed: CSRF token missing.' })
    const ok = await inject(t, { method: 'POST', url: '/graphql/', headers: { cookie, 'x-csrftoken': csrf }, body })
    assert.equal(ok.status, 200, show(ok))
    assert.deepEqual(ok.body, { data: { site: { name: 'perm-a' } } })
    const get = await inject(t, { url: `/graphql/?query=${encodeURIComponent(body.query)}`, headers: { cookie } })
    assert.deepEqual(get.body, { data: { site: { name: 'perm-a' } } })
    // The query page, for a browser, under the pages' CSP; signed out: to sign in.
    const page = await inject(t, { url: '/graphql/', headers: { cookie, accept: 'text/html' } })
    assert.equal(page.status, 200)
    assert.match(String(page.headers['content-security-policy']), /script-src 'self'/)
    assert.match(page.text, /<script src="\/static\/graphql\.js"><\/script>/)
    assert.match(page.text, new RegExp(`data-csrf="${csrf}"`))
    assert.doesNotMatch(page.text, /<script>|https?:\/\/(?!localhost)/)
    assert.equal((await inject(t, { url: '/static/graphql.js' })).status, 200)
    const out = await inject(t, { url: '/graphql/', headers: { accept: 'text/html' } })
    assert.equal(out.status, 302)
    assert.equal(out.headers.location, '/login/?next=%2Fgraphql%2F')
  })
})

describe('batching', () => {
  before(async () => {
    const site = await createObject(t, 'dcim.site', { name: 'batch', slug: 'batch' })
    const tag = await createObject(t, 'extras.tag', { name: 'batch', slug: 'batch' })
    for (let i = 0; i < 6; i++) {
      const device = await createObject(t, 'dcim.device', { name: `batch-${i}`, site, tags: [tag] })
      for (let j = 0; j < 2; j++) {
        const r = await t.api('POST', '/api/dcim/interfaces/', { device, name: `eth${j}`, type: '1000base-t' })
        assert.equal(r.status, 201, show(r))
        const ip = await t.api('POST', '/api/ipam/ip-addresses/', { address: `10.9.${i}.${j + 1}/24`, assigned_object_type: 'dcim.interface', assigned_object_id: r.body.id })
        assert.equal(ip.status, 201, show(ip))
      }
    }
  })

  async function measure(limit: number) {
    const query = `{ device_list(filters: {name: {starts_with: "batch-"}}, pagination: {limit: ${limit}}) { name interface_count site { name } tags { name } interfaces { name ip_addresses { address assigned_object { __typename ... on InterfaceType { name } } } } } }`
    await data(query) // warm-up: token and permissions cached
    log.counting = true
    log.statements = []
    const d = await data(query)
    log.counting = false
    return { d, sql: log.statements }
  }

  test('each level of a query is one statement, whatever the number of rows', async () => {
    const two = await measure(2)
    const six = await measure(6)
    assert.equal(six.d.device_list.length, 6)
    const dev = six.d.device_list[5]
    assert.equal(dev.site.name, 'batch')
    assert.deepEqual(dev.tags, [{ name: 'batch' }])
    assert.equal(dev.interfaces.length, 2)
    assert.equal(dev.interfaces[1].ip_addresses[0].address, '10.9.5.2/24')
    assert.deepEqual(dev.interfaces[1].ip_addresses[0].assigned_object, { __typename: 'InterfaceType', name: 'eth1' })
    assert.equal(dev.interface_count, 2)
    // devices, interface counts, sites, tags, interfaces, IP addresses, their interfaces: seven statements.
    assert.equal(six.sql.length, 7, six.sql.join('\n'))
    assert.equal(two.sql.length, six.sql.length)
  })

  test('link peers: the interfaces at the other end of a cable', async () => {
    const itfs = (await t.api('GET', '/api/dcim/interfaces/?device=batch-0&device=batch-1&name=eth0')).body.results as Array<{ id: number; device: { name: string } }>
    assert.equal(itfs.length, 2)
    const cable = await t.api('POST', '/api/dcim/cables/', {
      a_terminations: [{ object_type: 'dcim.interface', object_id: itfs[0].id }],
      b_terminations: [{ object_type: 'dcim.interface', object_id: itfs[1].id }],
    })
    assert.equal(cable.status, 201, show(cable))
    const d = await data(`{ interface(id: ${itfs[0].id}) { cable { id a_terminations { termination_id } } link_peers { __typename ... on InterfaceType { name device { name } } } } }`)
    assert.deepEqual(d.interface.link_peers, [{ __typename: 'InterfaceType', name: 'eth0', device: { name: itfs[1].device.name } }])
    assert.equal(d.interface.cable.id, String(cable.body.id))
    assert.deepEqual(d.interface.cable.a_terminations, [{ termination_id: itfs[0].id }])
  })

  test('nested lists are paginated within each parent', async () => {
    const d = await data('{ site_list(filters: {slug: {exact: "batch"}}) { devices(pagination: {offset: 1, limit: 2}) { name interfaces(pagination: {limit: 1}) { name } tags(pagination: {offset: 1}) { id } } } }')
    assert.deepEqual(d.site_list, [{ devices: [{ name: 'batch-1', interfaces: [{ name: 'eth0' }], tags: [] }, { name: 'batch-2', interfaces: [{ name: 'eth0' }], tags: [] }] }])
    log.counting = true
    log.statements = []
    const all = await data('{ device_list(filters: {name: {starts_with: "batch-"}}) { interfaces(pagination: {limit: 1}) { name } } }')
    log.counting = false
    assert.deepEqual(all.device_list.map((x: { interfaces: unknown[] }) => x.interfaces), Array.from({ length: 6 }, () => [{ name: 'eth0' }]))
    assert.equal(log.statements.length, 2, log.statements.join('\n'))
  })

  test('nested lists take filters too', async () => {
    const d = await data('{ site_list(filters: {slug: {exact: "batch"}}) { devices(filters: {name: {in_list: ["batch-1", "batch-4"]}}) { name interfaces(filters: {name: {exact: "eth1"}}) { name } tags(filters: {slug: {exact: "nope"}}) { id } } } }')
    assert.deepEqual(d.site_list, [
      { devices: [{ name: 'batch-1', interfaces: [{ name: 'eth1' }], tags: [] }, { name: 'batch-4', interfaces: [{ name: 'eth1' }], tags: [] }] },
    ])
  })
})

describe('limits', () => {
  test('depth', async () => {
    const r = await gql('{ site_list(pagination: {limit: 1}) { devices { site { devices { site { devices { site { devices { site { devices { site { id } } } } } } } } } } } }')
    assert.equal(r.status, 400)
    assert.equal(r.body.errors[0].message, 'Query depth 12 exceeds the maximum of 10 (GRAPHQL_MAX_DEPTH).')
  })
  test('cost', async () => {
    const r = await gql('{ device_list(pagination: {limit: 1000}) { interfaces { ip_addresses { id address display } } } }')
    assert.equal(r.status, 400)
    assert.match(r.body.errors[0].message, /^Query cost 311001 exceeds the maximum of 50000 \(GRAPHQL_MAX_COST\)/)
    const many = await gql('{ device_list { interfaces { ip_addresses { id address display assigned_object_id assigned_object_type } } } }')
    assert.equal(many.status, 400, 'a list without pagination counts as 100')
    assert.match(many.body.errors[0].message, /^Query cost 51101 /)
    const paged = await gql('{ device_list(pagination: {limit: 50}) { interfaces { ip_addresses { id address display } } } }')
    assert.equal(paged.status, 200, show(paged))
  })
  test('aliases', async () => {
    const r = await gql(`{ ${Array.from({ length: 11 }, (_, i) => `a${i}: site_list(pagination: {limit: 1}) { id }`).join(' ')} }`)
    assert.equal(r.status, 400)
    assert.equal(r.body.errors[0].message, '11 aliases found. Allowed: 10 (GRAPHQL_MAX_ALIASES).')
  })
  test('introspection: the standard query works, a self-multiplying one does not', async () => {
    const r = await gql(getIntrospectionQuery())
    assert.equal(r.status, 200, show(r).slice(0, 300))
    assert.ok(r.body.data.__schema.types.some((x: { name: string }) => x.name === 'DeviceType'))
    const bad = await gql('{ __schema { types { fields { type { fields { type { fields { type { fields { name } } } } } } } } } }')
    assert.equal(bad.status, 400)
    assert.equal(bad.body.errors[0].message, 'Maximum introspection depth exceeded')
  })

  test('bad requests are 400 with errors', async () => {
    assert.equal((await gql('{ site_list { ')).status, 400)
    const none = await t.api('GET', '/graphql/')
    assert.equal(none.status, 400)
    assert.deepEqual(none.body, { errors: [{ message: 'Must provide query string.' }] })
    assert.equal((await t.request('POST', '/graphql/', { query: '{ site_list { id } }', variables: '{' }, { authorization: `Token ${t.token}` })).status, 400)
    const auth = { authorization: `Token ${t.token}` }
    const odd: Array<[unknown, number]> = [
      [[{ query: '{ site_list { id } }' }], 400],
      [{ query: '{ site_list { id } }', variables: [1] }, 400],
      [{ query: '{ site_list { id } }', operationName: 5 }, 400],
      [{ query: 'query A { site_list { id } }', operationName: 'B' }, 400],
      [{ query: 'query ($n: Int!) { site_list(pagination: {limit: $n}) { id } }', variables: { n: 'x' } }, 400],
      [{ query: '{ site_list(pagination: {limit: 99999999999}) { id } }' }, 400],
      [{ query: '{ site_list(pagination: {offset: -1}) { id } }' }, 200],
      [{ query: '{ device(id: "abc") { id } }' }, 200],
      [{ query: '{ device_list(filters: {id: {exact: "abc"}, created: {gt: "yesterday"}}) { id } }' }, 200],
      [{ query: '{ device_list(filters: {site: {region: {parent: {parent: {parent: {parent: {parent: {id: {exact: 1}}}}}}}}}) { id } }' }, 200],
      [{ query: `{ site_list(filters: {name: {contains: "a\\u0000b"}}) { id } }` }, 200],
      [{ query: '{ ip_address_list(filters: {address: {exact: "not-an-ip"}}) { id } }' }, 200],
      [{ query: 'mutation { x }' }, 400],
      [{ query: 'subscription { x }' }, 400],
    ]
    for (const [body, status] of odd) {
      const r = await t.request('POST', '/graphql/', body, auth)
      assert.equal(r.status, status, `${JSON.stringify(body)}: ${show(r)}`)
      if (status === 200) {
        assert.ok(r.body.errors?.length, `${JSON.stringify(body)}: ${show(r)}`)
        assert.doesNotMatch(r.text, /Internal server error/, JSON.stringify(body))
      }
    }
  })
})

test('the schema in SDL', async () => {
  const r = await t.api('GET', '/graphql/schema.graphql')
  assert.equal(r.status, 200)
  assert.match(String(r.headers['content-type']), /^text\/plain/)
  assert.match(r.text, /type SiteType \{/)
  assert.match(r.text, /site_list\(filters: SiteFilter, pagination: OffsetPaginationInput\): \[SiteType!\]!/)
  assert.match(r.text, /ip_address\(id: ID!\): IPAddressType!/)
  const lists = Object.values(graphqlSchema().getQueryType()!.getFields()).filter((f) => getNullableType(f.type) instanceof GraphQLList)
  assert.equal(lists.length, Object.keys(registry).length, 'one list field per model')
})

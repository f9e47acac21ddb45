// GraphQL filters in NetBox 4.4's own shapes, through HTTP: TreeNodeFilter on tree relations (every
// match type; a device in a child region found by the parent region), choice enums (`status:
// STATUS_ACTIVE`), IntegerLookup (`vid: {filter_lookup: {in_list: […]}}`), custom-field date lookups,
// and the derived fields NetBox's types have (`level`, a prefix's `_depth`/`_children`), one
// statement per level.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { show } from '../auth/helpers.js'
import { type Res, type TestApp, testApp } from '../helpers/app.js'
import { countStatements, type StatementLog } from '../helpers/statements.js'
import { createObject } from '../helpers/factory.js'

const log: StatementLog = { statements: [], counting: false }

let t: TestApp
before(async () => {
  t = await testApp({ WORKERS: '0', TOKEN_CACHE_SECONDS: '86400' }, { wrapDb: (db) => countStatements(db, log) })
})
after(() => t.close())

const gql = (query: string): Promise<Res> => t.request('POST', '/graphql/', { query }, { authorization: `Token ${t.token}` })

// eslint-disable-next-line @typescript-eslint/no-explicit-any
async function data(query: string): Promise<Record<string, any>> {
  const r = await gql(query)
  assert.equal(r.status, 200, `${query}: ${show(r)}`)
  assert.equal(r.body.errors, undefined, `${query}: ${show(r)}`)
  return r.body.data
}

async function post(url: string, body: Record<string, unknown>): Promise<number> {
  const r = await t.api('POST', url, body)
  assert.equal(r.status, 201, show(r))
  return r.body.id as number
}

const sorted = (rows: Array<{ name: string }>) => rows.map((r) => r.name).sort()

describe('tree relations (TreeNodeFilter)', () => {
  // top ─┬─ mid ── leaf        sites: s-top, s-mid, s-leaf, s-side (one per region)
  //      └─ side               devices: d-top, d-mid, d-leaf
  const region: Record<string, number> = {}
  before(async () => {
    region.top = await post('/api/dcim/regions/', { name: 'top', slug: 'top' })
    region.mid = await post('/api/dcim/regions/', { name: 'mid', slug: 'mid', parent: region.top })
    region.side = await post('/api/dcim/regions/', { name: 'side', slug: 'side', parent: region.top })
    region.leaf = await post('/api/dcim/regions/', { name: 'leaf', slug: 'leaf', parent: region.mid })
    const tg = await post('/api/tenancy/tenant-groups/', { name: 'tg', slug: 'tg' })
    const tgChild = await post('/api/tenancy/tenant-groups/', { name: 'tg-child', slug: 'tg-child', parent: tg })
    const tenant = await post('/api/tenancy/tenants/', { name: 'tn', slug: 'tn', group: tgChild })
    for (const r of ['top', 'mid', 'leaf', 'side']) {
      const site = await createObject(t, 'dcim.site', { name: `s-${r}`, slug: `s-${r}`, region: region[r], ...(r === 'leaf' ? { tenant } : {}) })
      if (r !== 'side') await createObject(t, 'dcim.device', { name: `d-${r}`, site })
    }
  })

  const sites = async (filter: string) => sorted((await data(`{ site_list(filters: {region_id: ${filter}}) { name } }`)).site_list)

  test('every match type, as NetBox matches MPTT nodes', async () => {
    assert.deepEqual(await sites(`{id: ${region.top}, match_type: EXACT}`), ['s-top'])
    assert.deepEqual(await sites(`{id: ${region.top}, match_type: DESCENDANTS}`), ['s-leaf', 's-mid', 's-side'])
    assert.deepEqual(await sites(`{id: ${region.top}, match_type: SELF_AND_DESCENDANTS}`), ['s-leaf', 's-mid', 's-side', 's-top'])
    assert.deepEqual(await sites(`{id: ${region.top}, match_type: CHILDREN}`), ['s-mid', 's-side'])
    assert.deepEqual(await sites(`{id: ${region.mid}, match_type: SIBLINGS}`), ['s-side'])
    assert.deepEqual(await sites(`{id: ${region.top}, match_type: SIBLINGS}`), [], 'a root has no siblings')
    assert.deepEqual(await sites(`{id: ${region.leaf}, match_type: ANCESTORS}`), ['s-mid', 's-top'])
    assert.deepEqual(await sites(`{id: ${region.leaf}, match_type: PARENT}`), ['s-mid'])
    assert.deepEqual(await sites(`{id: ${region.top}, match_type: PARENT}`), [])
    assert.deepEqual(await sites(`{id: 2147483647, match_type: SELF_AND_DESCENDANTS}`), [], 'no such node: nothing')
  })

  test('a device in a child region is found by the parent region', async () => {
    const d = await data(`{ device_list(filters: {site: {region_id: {id: ${region.top}, match_type: SELF_AND_DESCENDANTS}}}) { name } }`)
    assert.deepEqual(sorted(d.device_list), ['d-leaf', 'd-mid', 'd-top'])
    const below = await data(`{ device_list(filters: {site: {region_id: {id: ${region.mid}, match_type: DESCENDANTS}}}) { name } }`)
    assert.deepEqual(sorted(below.device_list), ['d-leaf'])
  })

  test('tenant_group_id: the tenant’s group, or a group above it', async () => {
    const tg = (await data('{ tenant_group_list(filters: {slug: {exact: "tg"}}) { id } }')).tenant_group_list[0].id
    assert.deepEqual(sorted((await data(`{ site_list(filters: {tenant_group_id: {id: ${tg}, match_type: SELF_AND_DESCENDANTS}}) { name } }`)).site_list), ['s-leaf'])
    assert.deepEqual(sorted((await data(`{ site_list(filters: {tenant_group_id: {id: ${tg}, match_type: EXACT}}) { name } }`)).site_list), [])
  })

  test('a many-to-many tree relation: config contexts by region_id', async () => {
    await post('/api/extras/config-contexts/', { name: 'cc-mid', data: {}, regions: [region.mid] })
    const cc = async (id: number, match: string) => sorted((await data(`{ config_context_list(filters: {region_id: {id: ${id}, match_type: ${match}}}) { name } }`)).config_context_list)
    assert.deepEqual(await cc(region.top, 'DESCENDANTS'), ['cc-mid'])
    assert.deepEqual(await cc(region.top, 'EXACT'), [])
  })

  test('parent_id stays an exact ID, as in NetBox', async () => {
    assert.deepEqual(sorted((await data(`{ region_list(filters: {parent_id: ${region.top}}) { name } }`)).region_list), ['mid', 'side'])
  })

  test('level, as NetBox’s MPTT field, one statement per level', async () => {
    const query = `{ region_list(filters: {id: {in_list: [${region.top}, ${region.mid}]}}) { name level children { name level } } }`
    await data(query)
    log.counting = true
    log.statements = []
    const d = await data(query)
    log.counting = false
    const byName = Object.fromEntries(d.region_list.map((r: { name: string }) => [r.name, r]))
    assert.equal(byName.top.level, 0)
    assert.equal(byName.mid.level, 1)
    assert.deepEqual(byName.mid.children, [{ name: 'leaf', level: 2 }])
    // regions, their levels, their children, the children's levels
    assert.equal(log.statements.length, 4, log.statements.join('\n'))
  })
})

describe('NetBox lookups', () => {
  before(async () => {
    for (const vid of [101, 102, 103]) await post('/api/ipam/vlans/', { vid, name: `v${vid}`, status: vid === 103 ? 'reserved' : 'active' })
    for (const [name, type] of [['e0', '1000base-t'], ['e1', 'virtual']] as const) await createObject(t, 'dcim.interface', { name, type })
  })
  const vlans = async (filter: string) => sorted((await data(`{ vlan_list(filters: ${filter}) { name } }`)).vlan_list)

  test('choice enums, named as NetBox names them', async () => {
    assert.deepEqual(await vlans('{status: STATUS_RESERVED}'), ['v103'])
    assert.deepEqual(sorted((await data('{ interface_list(filters: {type: TYPE_VIRTUAL}) { name } }')).interface_list), ['e1'])
    const d = await data('{ __type(name: "SiteStatusEnum") { enumValues { name } } }')
    assert.ok(d.__type.enumValues.some((v: { name: string }) => v.name === 'STATUS_ACTIVE'), JSON.stringify(d))
  })

  test('IntegerLookup: filter_lookup, range_lookup, comparison_lookup', async () => {
    assert.deepEqual(await vlans('{vid: {filter_lookup: {in_list: [101, 103]}}}'), ['v101', 'v103'])
    assert.deepEqual(await vlans('{vid: {range_lookup: {start: 102, end: 103}}}'), ['v102', 'v103'])
    assert.deepEqual(await vlans('{vid: {comparison_lookup: {gt: 101, lt: 103}}}'), ['v102'])
    const two = await gql('{ vlan_list(filters: {vid: {filter_lookup: {exact: 1}, comparison_lookup: {gt: 1}}}) { name } }')
    assert.equal(two.body.data, null)
    assert.match(two.body.errors[0].message, /filters\.vid: Exactly one of filter_lookup, range_lookup and comparison_lookup must be set\./)
  })

  test('a generic relation’s object id', async () => {
    const e0 = (await t.api('GET', '/api/dcim/interfaces/?name=e0')).body.results[0].id as number
    await post('/api/ipam/ip-addresses/', { address: '10.70.0.1/24', assigned_object_type: 'dcim.interface', assigned_object_id: e0 })
    const d = await data(`{ ip_address_list(filters: {assigned_object_id: ${e0}}) { address } }`)
    assert.deepEqual(d.ip_address_list, [{ address: '10.70.0.1/24' }])
  })

  test('custom-field date lookups', async () => {
    await post('/api/extras/custom-fields/', { name: 'gql_since', type: 'date', object_types: ['ipam.vlan'] })
    const list = (await t.api('GET', '/api/ipam/vlans/?vid=101&vid=102')).body.results as Array<{ id: number; vid: number }>
    for (const v of list) {
      const r = await t.api('PATCH', `/api/ipam/vlans/${v.id}/`, { custom_fields: { gql_since: v.vid === 101 ? '2024-05-01' : '2025-01-10' } })
      assert.equal(r.status, 200, show(r))
    }
    const cf = (lookup: string) => vlans(`{custom_field_data: {path: "gql_since", lookup: {date_lookup: ${lookup}}}}`)
    assert.deepEqual(await cf('{gte: "2025-01-01"}'), ['v102'])
    assert.deepEqual(await cf('{exact: "2024-05-01"}'), ['v101'])
    assert.deepEqual(await cf('{range: {start: "2024-01-01", end: "2025-12-31"}}'), ['v101', 'v102'])
  })
})

describe('prefix _depth and _children', () => {
  test('as NetBox stores them, one statement for every prefix of a level', async () => {
    for (const p of ['10.60.0.0/16', '10.60.1.0/24', '10.60.1.0/25', '10.61.0.0/16']) await post('/api/ipam/prefixes/', { prefix: p })
    const query = '{ prefix_list(filters: {prefix: {starts_with: "10.6"}}) { prefix _depth _children } }'
    await data(query)
    log.counting = true
    log.statements = []
    const d = await data(query)
    log.counting = false
    const by = Object.fromEntries(d.prefix_list.map((p: { prefix: string }) => [p.prefix, p]))
    assert.deepEqual(by['10.60.0.0/16'], { prefix: '10.60.0.0/16', _depth: 0, _children: 2 })
    assert.deepEqual(by['10.60.1.0/25'], { prefix: '10.60.1.0/25', _depth: 2, _children: 0 })
    assert.equal(log.statements.length, 2, log.statements.join('\n'))
  })
})

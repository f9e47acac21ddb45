// Config contexts: assignment by region (with ancestors), site, role, platform, tenant group,
// cluster group, tags…, merged by weight then name with local_context_data last; exclude skips it.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice } from './fixtures.js'

let t: TestApp
const CC = '/api/extras/config-contexts/'
let d: Awaited<ReturnType<typeof seedDevice>>
let other: Awaited<ReturnType<typeof seedDevice>>
let parentRegion: Obj
let childRegion: Obj
let tag: Obj
let tenantGroup: Obj
let vm: Obj
let clusterGroup: Obj

before(async () => {
  t = await testApp()
  d = await seedDevice(t, 'a')
  other = await seedDevice(t, 'b')
  parentRegion = await create(t, '/api/dcim/regions/', { name: 'Europe', slug: 'europe' })
  childRegion = await create(t, '/api/dcim/regions/', { name: 'NL', slug: 'nl', parent: parentRegion.id })
  await t.api('PATCH', `/api/dcim/sites/${d.site.id}/`, { region: childRegion.id })
  tag = await create(t, '/api/extras/tags/', { name: 'core', slug: 'core' })
  tenantGroup = await create(t, '/api/tenancy/tenant-groups/', { name: 'TG', slug: 'tg' })
  const childGroup = await create(t, '/api/tenancy/tenant-groups/', { name: 'TG2', slug: 'tg2', parent: tenantGroup.id })
  const tenant = await create(t, '/api/tenancy/tenants/', { name: 'Ten', slug: 'ten', group: childGroup.id })
  await t.api('PATCH', `/api/dcim/devices/${d.device.id}/`, { tags: [tag.id], tenant: tenant.id, local_context_data: { local: true, ntp: { servers: ['local'] } } })
  clusterGroup = await create(t, '/api/virtualization/cluster-groups/', { name: 'CG', slug: 'cg' })
  const ctype = await create(t, '/api/virtualization/cluster-types/', { name: 'CT', slug: 'ct' })
  const cluster = await create(t, '/api/virtualization/clusters/', { name: 'C1', type: ctype.id, group: clusterGroup.id })
  assert.equal(cluster.group.id, clusterGroup.id)
  vm = await create(t, '/api/virtualization/virtual-machines/', { name: 'vm1', cluster: cluster.id, site: d.site.id })

  await create(t, CC, { name: 'global', weight: 100, data: { ntp: { servers: ['global'], prefer: 'global' }, syslog: 'global', dns: 'global' } })
  await create(t, CC, { name: 'europe', weight: 200, regions: [parentRegion.id], data: { syslog: 'europe', region: 'europe' } })
  await create(t, CC, { name: 'b-site-a', weight: 300, sites: [d.site.id], data: { dns: 'site-b' } })
  await create(t, CC, { name: 'a-site-a', weight: 300, sites: [d.site.id], data: { dns: 'site-a', ntp: { prefer: 'site' } } })
  await create(t, CC, { name: 'role-b', weight: 50, roles: [other.role.id], data: { only: 'b' } })
  await create(t, CC, { name: 'tagged', weight: 400, tags: [tag.slug], data: { tagged: true } })
  await create(t, CC, { name: 'tenant-group', weight: 400, tenant_groups: [tenantGroup.id], data: { tg: true } })
  await create(t, CC, { name: 'inactive', weight: 999, is_active: false, data: { dns: 'inactive' } })
  await create(t, CC, { name: 'both-lists', weight: 500, sites: [d.site.id], roles: [other.role.id], data: { never: true } })
  await create(t, CC, { name: 'cluster-group', weight: 500, cluster_groups: [clusterGroup.id], data: { cg: true } })
})
after(() => t.close())

describe('config_context', () => {
  test('merges matching contexts by weight then name, local data last', async () => {
    const dev = await get(t, `/api/dcim/devices/${d.device.id}/`)
    assert.deepEqual(dev.config_context, {
      ntp: { servers: ['local'], prefer: 'site' },
      syslog: 'europe',
      dns: 'site-b',
      region: 'europe',
      tagged: true,
      tg: true,
      local: true,
    })
    const keys = Object.keys(dev)
    assert.ok(keys.indexOf('config_context') > keys.indexOf('comments'), keys.join(','))
  })

  test('the other device gets only what matches it', async () => {
    const dev = await get(t, `/api/dcim/devices/${other.device.id}/`)
    assert.deepEqual(dev.config_context, { ntp: { servers: ['global'], prefer: 'global' }, syslog: 'global', dns: 'global', only: 'b' })
  })

  test('lists render every row; exclude=config_context and brief leave it out', async () => {
    const page = await get(t, '/api/dcim/devices/?ordering=name')
    assert.equal(page.results[0].config_context.dns, 'site-b')
    assert.equal(page.results[1].config_context.only, 'b')
    const excluded = await get(t, '/api/dcim/devices/?exclude=config_context')
    for (const r of excluded.results) assert.equal('config_context' in r, false)
    const one = await get(t, `/api/dcim/devices/${d.device.id}/?exclude=config_context`)
    assert.equal('config_context' in one, false)
    const brief = await get(t, '/api/dcim/devices/?brief=1')
    assert.equal('config_context' in brief.results[0], false)
  })

  test('virtual machines: by cluster group and region, never by device-only lists', async () => {
    const got = await get(t, `/api/virtualization/virtual-machines/${vm.id}/`)
    assert.equal(got.config_context.cg, true)
    assert.equal(got.config_context.region, 'europe')
    assert.equal(got.config_context.only, undefined)
  })

  test('changes to contexts show on the next read; filters by assignment', async () => {
    const ctx = (await get(t, `${CC}?name=global`)).results[0]
    await t.api('PATCH', `${CC}${ctx.id}/`, { data: { syslog: 'changed' } })
    const dev = await get(t, `/api/dcim/devices/${other.device.id}/`)
    assert.equal(dev.config_context.syslog, 'changed')
    assert.deepEqual(((await get(t, `${CC}?site_id=${d.site.id}`)).results as Obj[]).map((c) => c.name).sort(), ['a-site-a', 'b-site-a', 'both-lists'])
    assert.deepEqual(((await get(t, `${CC}?tag=core`)).results as Obj[]).map((c) => c.name), ['tagged'])
    assert.deepEqual(((await get(t, `${CC}?region=europe`)).results as Obj[]).map((c) => c.name), ['europe'])
  })

  test('data must be a JSON object; weight defaults to 1000', async () => {
    const bad = await t.api('POST', CC, { name: 'bad', data: [1, 2] })
    assert.equal(bad.status, 400, bad.text)
    assert.ok(bad.body.data)
    const ok = await create(t, CC, { name: 'dflt', data: {} })
    assert.equal(ok.weight, 1000)
    assert.equal(ok.is_active, true)
    assert.deepEqual(ok.tags, [])
    assert.deepEqual(ok.regions, [])
  })
})

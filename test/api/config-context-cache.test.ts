// Config contexts are kept per process and per database (src/engine/config-context.ts), checked in
// each read's own statement against a generation that triggers bump in the writing transaction.
// These tests change contexts, assignments and trees in every way a copy could miss: outside the
// app, through a tree, in a transaction that rolls back, and in a second database of the process.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { contextTables } from '../../src/engine/config-context.js'
import { getModel } from '../../src/engine/models.js'
import { getObject } from '../../src/engine/read.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice } from './fixtures.js'

const CC = '/api/extras/config-contexts/'
let t: TestApp
let d: Awaited<ReturnType<typeof seedDevice>>
let europe: Obj

const contextOf = async (app: TestApp, id: number) => (await get(app, `/api/dcim/devices/${id}/`)).config_context as Obj

before(async () => {
  t = await testApp()
  d = await seedDevice(t, 'a')
  europe = await create(t, '/api/dcim/regions/', { name: 'Europe', slug: 'europe' })
  await create(t, CC, { name: 'europe', weight: 100, regions: [europe.id], data: { region: 'europe' } })
  await create(t, CC, { name: 'global', weight: 50, data: { ntp: 'global' } })
})
after(() => t.close())

describe('config contexts kept per process', () => {
  test('every table a copy depends on bumps the generation', async () => {
    const rows = await t.db.query<{ relname: string }>(
      `SELECT c.relname FROM pg_trigger tg JOIN pg_class c ON c.oid = tg.tgrelid JOIN pg_proc p ON p.oid = tg.tgfoid
        WHERE p.proname = 'netinv_bump_cache_generation' AND NOT tg.tgisinternal`,
    )
    assert.deepEqual(rows.map((r) => r.relname).sort(), contextTables().sort())
    assert.ok(contextTables().includes('dcim_region') && contextTables().includes('extras_configcontext_tags'))
  })

  test('a change made outside this process shows on the next read', async () => {
    assert.deepEqual(await contextOf(t, d.device.id), { ntp: 'global' })
    // Raw SQL, as another process or a psql session would write: nothing in this process hears of it.
    await t.db.query(`UPDATE extras_configcontext SET data = '{"ntp": "changed"}' WHERE name = 'global'`)
    assert.deepEqual(await contextOf(t, d.device.id), { ntp: 'changed' })
    await t.db.query(`UPDATE extras_configcontext SET is_active = false WHERE name = 'global'`)
    assert.deepEqual(await contextOf(t, d.device.id), {})
    await t.db.query(`UPDATE extras_configcontext SET is_active = true, data = '{"ntp": "global"}' WHERE name = 'global'`)
    const list = await get(t, `/api/dcim/devices/?id=${d.device.id}`)
    assert.deepEqual(list.results[0].config_context, { ntp: 'global' })
  })

  test('a node added under an assigned region, or moved there, matches at once', async () => {
    const nl = await create(t, '/api/dcim/regions/', { name: 'NL', slug: 'nl', parent: europe.id })
    await t.api('PATCH', `/api/dcim/sites/${d.site.id}/`, { region: nl.id })
    assert.deepEqual(await contextOf(t, d.device.id), { ntp: 'global', region: 'europe' })
    const elsewhere = await create(t, '/api/dcim/regions/', { name: 'Elsewhere', slug: 'elsewhere' })
    const deep = await create(t, '/api/dcim/regions/', { name: 'Deep', slug: 'deep', parent: elsewhere.id })
    await t.api('PATCH', `/api/dcim/sites/${d.site.id}/`, { region: deep.id })
    assert.deepEqual(await contextOf(t, d.device.id), { ntp: 'global' })
    // Only the tree changes: the site stays in `deep`, whose parent now hangs under Europe.
    const moved = await t.api('PATCH', `/api/dcim/regions/${elsewhere.id}/`, { parent: nl.id })
    assert.equal(moved.status, 200, moved.text)
    assert.deepEqual(await contextOf(t, d.device.id), { ntp: 'global', region: 'europe' })
    // An assignment list changed on its own (the through table).
    const far = await create(t, '/api/dcim/regions/', { name: 'Far', slug: 'far' })
    await t.db.query(`INSERT INTO extras_configcontext_regions (source_id, target_id) SELECT id, $1 FROM extras_configcontext WHERE name = 'global'`, [far.id])
    assert.deepEqual(await contextOf(t, d.device.id), { region: 'europe' })
    await t.db.query(`DELETE FROM extras_configcontext_regions WHERE target_id = $1`, [far.id])
    assert.deepEqual(await contextOf(t, d.device.id), { ntp: 'global', region: 'europe' })
  })

  test('what a transaction saw of its own change is gone when it rolls back', async () => {
    const before = await contextOf(t, d.device.id)
    await assert.rejects(
      t.db.transaction(async (tx) => {
        await tx.query(`UPDATE extras_configcontext SET data = '{"ntp": "rolled back"}' WHERE name = 'global'`)
        const inside = (await getObject(tx, getModel('dcim.device'), d.device.id, { brief: false, configContext: true }, 'http://x')) as Obj
        assert.deepEqual(inside.config_context, { ...before, ntp: 'rolled back' })
        throw new Error('roll back')
      }),
      /roll back/,
    )
    assert.deepEqual(await contextOf(t, d.device.id), before)
    const list = await get(t, `/api/dcim/devices/?id=${d.device.id}`)
    assert.deepEqual(list.results[0].config_context, before)
  })

  test('two databases in one process keep their own contexts', async () => {
    const other = await testApp()
    try {
      const od = await seedDevice(other, 'a')
      await create(other, '/api/dcim/regions/', { name: 'Europe', slug: 'europe' })
      await create(other, CC, { name: 'europe', weight: 100, data: { other: true } })
      await create(other, CC, { name: 'global', weight: 50, data: { ntp: 'other' } })
      // Same statements, so likely the same generation number as this file's first database had.
      const [a, b] = await Promise.all([contextOf(t, d.device.id), contextOf(other, od.device.id)])
      assert.deepEqual(b, { ntp: 'other', other: true })
      assert.equal(a.other, undefined)
      assert.deepEqual(await contextOf(other, od.device.id), { ntp: 'other', other: true })
    } finally {
      await other.close()
    }
  })

  test('cached data is never changed by what is merged on top of it', async () => {
    const res = await t.api('PATCH', `/api/dcim/devices/${d.device.id}/`, { local_context_data: { ntp: { local: true }, extra: [1] } })
    assert.equal(res.status, 200, res.text)
    assert.deepEqual(res.body.config_context, { ntp: { local: true }, region: 'europe', extra: [1] })
    await create(t, CC, { name: 'nested', weight: 200, data: { ntp: { deep: { a: 1 } } } })
    assert.deepEqual(await contextOf(t, d.device.id), { ntp: { local: true, deep: { a: 1 } }, region: 'europe', extra: [1] })
    await t.api('PATCH', `/api/dcim/devices/${d.device.id}/`, { local_context_data: { ntp: { deep: { b: 2 } } } })
    assert.deepEqual(await contextOf(t, d.device.id), { ntp: { deep: { a: 1, b: 2 } }, region: 'europe' })
    // Another device without local data still gets the context exactly as stored.
    const other = await create(t, '/api/dcim/devices/', { name: 'dev-plain', device_type: d.deviceType.id, role: d.role.id, site: d.site.id })
    assert.deepEqual(other.config_context, { ntp: { deep: { a: 1 } }, region: 'europe' })
  })
})

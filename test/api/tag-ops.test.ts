// NetBox 4.6's add_tags/remove_tags: change an object's tags without restating them, with
// NetBox's errors, on single and bulk writes, recorded in the change log as the resulting set.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, type Obj, show } from './fixtures.js'

let t: TestApp
const tag: Record<string, Obj> = {}

before(async () => {
  t = await testApp()
  for (const name of ['Alpha', 'Bravo', 'Charlie']) tag[name] = await create(t, '/api/extras/tags/', { name, slug: name.toLowerCase() })
})
after(() => t.close())

const SITES = '/api/dcim/sites/'
const names = (o: Obj) => (o.tags as Obj[]).map((x) => x.name as string).sort()

test('add_tags on create and update, remove_tags on update; tags by id, {name} or slug', async () => {
  const site = await create(t, SITES, { name: 'T1', slug: 't1', add_tags: [tag.Alpha.id] })
  assert.deepEqual(names(site), ['Alpha'])
  const added = await t.api('PATCH', `${SITES}${site.id}/`, { add_tags: [{ name: 'Bravo' }, 'charlie'] })
  assert.equal(added.status, 200, show(added))
  assert.deepEqual(names(added.body), ['Alpha', 'Bravo', 'Charlie'])
  const removed = await t.api('PATCH', `${SITES}${site.id}/`, { remove_tags: [tag.Alpha.id, tag.Charlie.id] })
  assert.equal(removed.status, 200, show(removed))
  assert.deepEqual(names(removed.body), ['Bravo'])
  // Removing a tag the object does not have, and adding one it has, change nothing.
  const same = await t.api('PATCH', `${SITES}${site.id}/`, { add_tags: [tag.Bravo.id], remove_tags: [tag.Alpha.id] })
  assert.deepEqual(names(same.body), ['Bravo'])
  // The change log records the resulting set.
  const changes = await t.api('GET', `/api/core/object-changes/?changed_object_type=dcim.site&changed_object_id=${site.id}&ordering=time`)
  const posts = changes.body.results.map((c: { postchange_data: { tags: string[] } }) => [...c.postchange_data.tags].sort())
  assert.deepEqual(posts, [['Alpha'], ['Alpha', 'Bravo', 'Charlie'], ['Bravo']])
  // An empty `tags` list with add_tags is allowed (NetBox checks a non-empty one) and starts from nothing.
  const reset = await t.api('PATCH', `${SITES}${site.id}/`, { tags: [], add_tags: [tag.Charlie.id] })
  assert.equal(reset.status, 200, show(reset))
  assert.deepEqual(names(reset.body), ['Charlie'])
})

test("NetBox's errors: with tags, remove on create, a tag in both, an unknown tag; nothing written", async () => {
  const site = await create(t, SITES, { name: 'T2', slug: 't2', tags: [tag.Alpha.id] })
  const withTags = await t.api('PATCH', `${SITES}${site.id}/`, { tags: [tag.Bravo.id], add_tags: [tag.Charlie.id] })
  assert.equal(withTags.status, 400)
  assert.deepEqual(withTags.body, { tags: ['Cannot specify "tags" together with "add_tags" or "remove_tags".'] })
  const onCreate = await t.api('POST', SITES, { name: 'T3', slug: 't3', remove_tags: [tag.Alpha.id] })
  assert.equal(onCreate.status, 400)
  assert.deepEqual(onCreate.body, { remove_tags: ['Cannot use "remove_tags" when creating a new object.'] })
  const both = await t.api('PATCH', `${SITES}${site.id}/`, { add_tags: [tag.Bravo.id, tag.Charlie.id], remove_tags: [{ name: 'Charlie' }, tag.Bravo.id] })
  assert.equal(both.status, 400)
  assert.deepEqual(both.body, { remove_tags: ['Tags may not be present in both "add_tags" and "remove_tags": Bravo, Charlie'] })
  const unknown = await t.api('PATCH', `${SITES}${site.id}/`, { add_tags: [999999] })
  assert.equal(unknown.status, 400)
  assert.deepEqual(unknown.body, { add_tags: ['Related object not found using the provided numeric ID: 999999'] })
  const notList = await t.api('PATCH', `${SITES}${site.id}/`, { add_tags: 'alpha' })
  assert.equal(notList.status, 400)
  assert.deepEqual(notList.body, { add_tags: ['Expected a list of items but got type "str".'] })
  assert.deepEqual(names((await t.api('GET', `${SITES}${site.id}/`)).body), ['Alpha'])
})

test('bulk PATCH applies add_tags/remove_tags to each object against its own tags, all or none', async () => {
  const a = await create(t, SITES, { name: 'B1', slug: 'b1', tags: [tag.Alpha.id] })
  const b = await create(t, SITES, { name: 'B2', slug: 'b2', tags: [tag.Bravo.id] })
  const res = await t.api('PATCH', SITES, [
    { id: a.id, add_tags: [tag.Charlie.id] },
    { id: b.id, remove_tags: [tag.Bravo.id], add_tags: [tag.Alpha.id] },
  ])
  assert.equal(res.status, 200, show(res))
  assert.deepEqual(names(res.body[0]), ['Alpha', 'Charlie'])
  assert.deepEqual(names(res.body[1]), ['Alpha'])
  const bad = await t.api('PATCH', SITES, [
    { id: a.id, remove_tags: [tag.Alpha.id] },
    { id: b.id, add_tags: [424242] },
  ])
  assert.equal(bad.status, 400)
  assert.deepEqual(names((await t.api('GET', `${SITES}${a.id}/`)).body), ['Alpha', 'Charlie'], 'the first item was not applied')
})

test('the OpenAPI document describes add_tags and remove_tags on writable requests', async () => {
  const doc = (await t.api('GET', '/api/schema/?format=json')).body
  const props = doc.components.schemas.WritableSiteRequest.properties
  assert.ok(props.add_tags && props.remove_tags)
  assert.equal(props.add_tags.type, 'array')
})

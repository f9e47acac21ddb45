// NetBox's extras for users and files: image attachments (multipart upload, stored under
// MEDIA_ROOT, served back, removed with the row), custom links, bookmarks, notifications,
// notification groups, subscriptions, table configs and the `usable` filter.
import assert from 'node:assert/strict'
import { randomBytes } from 'node:crypto'
import { existsSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { pngBytes, TestFile, testPng } from '../helpers/files.js'
import { create } from './fixtures.js'

let t: TestApp
let site: { id: number; name: string }
let bobId: number
let bobKey: string

const as = (key: string) => (method: string, url: string, body?: unknown) => t.request(method, url, body, { authorization: `Token ${key}` })
/** The path of an absolute URL the API shows. */
const pathOf = (url: string) => new URL(url).pathname

before(async () => {
  t = await testApp({ MAX_BODY_SIZE: '65536' })
  const res = await t.api('POST', '/api/dcim/sites/', { name: 'Amsterdam 1', slug: 'ams1' })
  assert.equal(res.status, 201, res.text)
  site = res.body
  bobKey = await t.makeToken('bob', { superuser: false })
  bobId = (await t.api('GET', '/api/users/users/?username=bob')).body.results[0].id
})
after(() => t.close())

describe('image attachments', () => {
  test('a PNG uploaded with multipart/form-data is stored, served at its URL and removed with the row', async () => {
    const png = pngBytes(3, 2)
    const res = await t.api('POST', '/api/extras/image-attachments/', {
      object_type: 'dcim.site',
      object_id: site.id,
      name: 'rack photo',
      image: new TestFile('C:\\fakepath\\photo.PNG', 'image/png', png),
    })
    assert.equal(res.status, 201, res.text)
    assert.equal(res.body.image, `http://localhost:80/media/image-attachments/site_${site.id}_rack_photo.png`)
    assert.equal(res.body.image_width, 3)
    assert.equal(res.body.image_height, 2)
    assert.equal(res.body.object_type, 'dcim.site')
    assert.equal(res.body.object_id, site.id)
    assert.equal(res.body.parent.id, site.id)
    assert.equal(res.body.parent.name, 'Amsterdam 1')
    assert.equal(res.body.display, 'rack photo')
    const file = join(t.config.mediaRoot, 'image-attachments', `site_${site.id}_rack_photo.png`)
    assert.deepEqual(readFileSync(file), png)

    const served = await t.api('GET', pathOf(res.body.image))
    assert.equal(served.status, 200)
    assert.equal(served.headers['content-type'], 'image/png')
    assert.deepEqual(served.raw, png)
    // Media needs a signed-in user or a token while LOGIN_REQUIRED (NetBox's MediaView).
    const anon = await t.request('GET', pathOf(res.body.image))
    assert.equal(anon.status, 302)
    assert.match(String(anon.headers.location), /^\/login\/\?next=/)

    const brief = await t.api('GET', `/api/extras/image-attachments/${res.body.id}/?brief=1`)
    assert.deepEqual(Object.keys(brief.body), ['id', 'url', 'display', 'name', 'image', 'description'])
    const listed = await t.api('GET', `/api/extras/image-attachments/?object_type=dcim.site&object_id=${site.id}&image_width=3`)
    assert.equal(listed.body.count, 1)

    const del = await t.api('DELETE', `/api/extras/image-attachments/${res.body.id}/`)
    assert.equal(del.status, 204, del.text)
    assert.equal(existsSync(file), false)
    assert.equal((await t.api('GET', pathOf(res.body.image))).status, 404)
  })

  test('a second upload of the same name gets a name of its own; a new image replaces the old file', async () => {
    const body = { object_type: 'dcim.site', object_id: site.id, image: testPng('plan.png', 5, 4) }
    const a = await t.api('POST', '/api/extras/image-attachments/', body)
    const b = await t.api('POST', '/api/extras/image-attachments/', body)
    assert.equal(a.status, 201, a.text)
    assert.equal(b.status, 201, b.text)
    assert.equal(a.body.image, `http://localhost:80/media/image-attachments/site_${site.id}_plan.png`)
    assert.notEqual(a.body.image, b.body.image)
    assert.equal(a.body.display, `image-attachments/site_${site.id}_plan.png`)

    // PATCH with a GIF: dimensions from its header, the PNG's file removed.
    const gif = Buffer.concat([Buffer.from('GIF89a', 'latin1'), Buffer.from([7, 0, 9, 0, 0, 0, 0]), Buffer.from([0x3b])])
    const patched = await t.api('PATCH', `/api/extras/image-attachments/${a.body.id}/`, { image: new TestFile('floor.gif', 'image/gif', gif), description: 'floor' })
    assert.equal(patched.status, 200, patched.text)
    assert.equal(patched.body.image_width, 7)
    assert.equal(patched.body.image_height, 9)
    assert.equal(patched.body.description, 'floor')
    assert.equal(existsSync(join(t.config.mediaRoot, 'image-attachments', `site_${site.id}_plan.png`)), false)
    const served = await t.api('GET', pathOf(patched.body.image))
    assert.equal(served.headers['content-type'], 'image/gif')

    // A JSON PATCH of other fields keeps the file.
    const json = await t.api('PATCH', `/api/extras/image-attachments/${a.body.id}/`, { name: 'renamed' })
    assert.equal(json.status, 200, json.text)
    assert.equal(json.body.image, patched.body.image)
    assert.equal((await t.api('GET', pathOf(json.body.image))).status, 200)
  })

  test('files without an image, non-images and wrong objects are refused with 400', async () => {
    const json = await t.api('POST', '/api/extras/image-attachments/', { object_type: 'dcim.site', object_id: site.id, name: 'x' })
    assert.equal(json.status, 400)
    assert.deepEqual(json.body, { image: ['No file was submitted.'] })
    const notFile = await t.api('POST', '/api/extras/image-attachments/', { object_type: 'dcim.site', object_id: site.id, image: 'photo.png' })
    assert.deepEqual(notFile.body, { image: ['The submitted data was not a file. Check the encoding type on the form.'] })
    const text = await t.api('POST', '/api/extras/image-attachments/', {
      object_type: 'dcim.site',
      object_id: site.id,
      image: new TestFile('evil.png', 'image/png', Buffer.from('<script>alert(1)</script>')),
    })
    assert.equal(text.status, 400)
    assert.deepEqual(text.body, { image: ['Upload a valid image. The file you uploaded was either not an image or a corrupted image.'] })
    const empty = await t.api('POST', '/api/extras/image-attachments/', { object_type: 'dcim.site', object_id: site.id, image: new TestFile('e.png', 'image/png', Buffer.alloc(0)) })
    assert.deepEqual(empty.body, { image: ['The submitted file is empty.'] })
    const type = await t.api('POST', '/api/extras/image-attachments/', { object_type: 'dcim.interface', object_id: 1, image: testPng() })
    assert.equal(type.status, 400)
    assert.ok(type.body.object_type, type.text)
    const missing = await t.api('POST', '/api/extras/image-attachments/', { object_type: 'dcim.site', object_id: 999999, image: testPng() })
    assert.equal(missing.status, 400)
    assert.ok(missing.body.object_id, missing.text)
    // Larger than MAX_BODY_SIZE: 413, nothing stored.
    const big = await t.api('POST', '/api/extras/image-attachments/', { object_type: 'dcim.site', object_id: site.id, image: new TestFile('big.png', 'image/png', Buffer.concat([pngBytes(3, 2), randomBytes(70_000)])) })
    assert.equal(big.status, 413, big.text)
    // A malformed multipart body is a 400, not a 500.
    const bad = await t.api('POST', '/api/extras/image-attachments/', '--x\r\nnonsense', { 'content-type': 'multipart/form-data; boundary=x' })
    assert.equal(bad.status, 400, bad.text)
    const count = (await t.api('GET', '/api/extras/image-attachments/?name=x')).body.count
    assert.equal(count, 0)
  })

  test("deleting the object deletes its attachments and their files", async () => {
    const other = (await t.api('POST', '/api/dcim/sites/', { name: 'Gone', slug: 'gone' })).body
    const a = await t.api('POST', '/api/extras/image-attachments/', { object_type: 'dcim.site', object_id: other.id, image: testPng('door.png') })
    assert.equal(a.status, 201, a.text)
    const file = join(t.config.mediaRoot, 'image-attachments', `site_${other.id}_door.png`)
    assert.ok(existsSync(file))
    assert.equal((await t.api('DELETE', `/api/dcim/sites/${other.id}/`)).status, 204)
    assert.equal((await t.api('GET', `/api/extras/image-attachments/${a.body.id}/`)).status, 404)
    assert.equal(existsSync(file), false)
  })
})

describe('device type images', () => {
  test('front and rear images: multipart upload, has_front_image/has_rear_image, cleared and deleted with their files', async () => {
    const mf = (await t.api('POST', '/api/dcim/manufacturers/', { name: 'Acme', slug: 'acme' })).body
    const dt = await t.api('POST', '/api/dcim/device-types/', { manufacturer: mf.id, model: 'Box 1', slug: 'box-1' })
    assert.equal(dt.status, 201, dt.text)
    assert.equal(dt.body.front_image, null)
    assert.equal(dt.body.rear_image, null)
    const front = await t.api('PATCH', `/api/dcim/device-types/${dt.body.id}/`, { front_image: testPng('front.png', 19, 2), rear_image: testPng('rear.png') })
    assert.equal(front.status, 200, front.text)
    assert.equal(front.body.front_image, 'http://localhost:80/media/devicetype-images/front.png')
    const served = await t.api('GET', pathOf(front.body.front_image))
    assert.equal(served.status, 200)
    assert.equal(served.headers['content-type'], 'image/png')
    const ids = async (q: string) => (await t.api('GET', `/api/dcim/device-types/?${q}`)).body.results.map((x: { id: number }) => x.id)
    assert.deepEqual(await ids('has_front_image=true'), [dt.body.id])
    const plain = (await t.api('POST', '/api/dcim/device-types/', { manufacturer: mf.id, model: 'Box 2', slug: 'box-2' })).body
    assert.deepEqual(await ids('has_front_image=false'), [plain.id])

    // '' clears an image: its file goes.
    const cleared = await t.api('PATCH', `/api/dcim/device-types/${dt.body.id}/`, { front_image: '' })
    assert.equal(cleared.status, 200, cleared.text)
    assert.equal(cleared.body.front_image, null)
    assert.equal(existsSync(join(t.config.mediaRoot, 'devicetype-images', 'front.png')), false)
    assert.deepEqual(await ids('has_rear_image=true'), [dt.body.id])
    assert.equal((await t.api('DELETE', `/api/dcim/device-types/${dt.body.id}/`)).status, 204)
    assert.equal(existsSync(join(t.config.mediaRoot, 'devicetype-images', 'rear.png')), false)
    const bad = await t.api('PATCH', `/api/dcim/device-types/${plain.id}/`, { rear_image: 'rear.png' })
    assert.deepEqual(bad.body, { rear_image: ['The submitted data was not a file. Check the encoding type on the form.'] })
  })
})

describe('custom links', () => {
  test("NetBox's fields, choices and checks", async () => {
    const res = await t.api('POST', '/api/extras/custom-links/', {
      name: 'Grafana',
      object_types: ['dcim.site', 'dcim.device'],
      link_text: 'Graphs of {{ object.name }}',
      link_url: 'https://grafana.example.com/d/{{ object.id }}',
      button_class: 'ghost-dark',
      group_name: 'Monitoring',
    })
    assert.equal(res.status, 201, res.text)
    assert.deepEqual(res.body.object_types, ['dcim.device', 'dcim.site'])
    assert.equal(res.body.button_class, 'ghost-dark')
    assert.equal(res.body.weight, 100)
    assert.equal(res.body.enabled, true)
    assert.equal(res.body.new_window, false)
    assert.equal(res.body.display_url, `http://localhost:80/extras/custom-links/${res.body.id}/`)
    const bad = await t.api('POST', '/api/extras/custom-links/', { name: 'x', object_types: ['dcim.nothing'], link_text: 'a', link_url: 'b', button_class: 'pink-ish' })
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.body.button_class, ['"pink-ish" is not a valid choice.'])
    const types = await t.api('POST', '/api/extras/custom-links/', { name: 'x', object_types: ['dcim.nothing'], link_text: 'a', link_url: 'b' })
    assert.deepEqual(types.body, { object_types: ['Invalid content type: dcim.nothing'] })
    assert.equal((await t.api('GET', '/api/extras/custom-links/?q=grafana.example')).body.count, 1)
    assert.equal((await t.api('GET', '/api/extras/custom-links/?group_name=Monitoring&new_window=false')).body.count, 1)
    const count = async (q: string) => (await t.api('GET', `/api/extras/custom-links/?${q}`)).body.count
    assert.equal(await count('object_type=dcim.device'), 1)
    assert.equal(await count('object_type=dcim.rack'), 0)
    assert.equal(await count('object_type__n=dcim.site'), 0)
    assert.equal(await count('object_type__ic=DEVI'), 1)
    assert.equal(await count('object_type__isw=ipam.'), 0)
    assert.equal(await count(`object_type__regex=${encodeURIComponent('^dcim\\.s')}`), 1)
    assert.equal(await count('object_type__empty=true'), 0)
  })
})

describe('bookmarks, notifications, subscriptions', () => {
  test('a bookmark names its user (required, as NetBox) and shows its object', async () => {
    const missing = await t.api('POST', '/api/extras/bookmarks/', { object_type: 'dcim.site', object_id: site.id })
    assert.equal(missing.status, 400)
    assert.deepEqual(missing.body, { user: ['This field is required.'] })
    const mine = await t.api('POST', '/api/extras/bookmarks/', { object_type: 'dcim.site', object_id: site.id, user: { username: 'admin' } })
    assert.equal(mine.status, 201, mine.text)
    assert.equal(mine.body.display, 'Amsterdam 1')
    assert.equal(mine.body.object.name, 'Amsterdam 1')
    assert.equal(mine.body.user.username, 'admin')
    const dup = await t.api('POST', '/api/extras/bookmarks/', { object_type: 'dcim.site', object_id: site.id, user: { username: 'admin' } })
    assert.equal(dup.status, 400, dup.text)
    const bobs = await t.api('POST', '/api/extras/bookmarks/', { object_type: 'dcim.site', object_id: site.id, user: bobId })
    assert.equal(bobs.status, 201, bobs.text)
    const brief = await t.api('GET', `/api/extras/bookmarks/${bobs.body.id}/?brief=1`)
    assert.deepEqual(brief.body, { id: bobs.body.id, url: bobs.body.url, display: 'Amsterdam 1', object_id: site.id, object_type: 'dcim.site' })
    assert.equal((await t.api('GET', '/api/extras/bookmarks/?user=bob')).body.count, 1)
    assert.equal((await t.api('GET', `/api/extras/bookmarks/?user_id=${bobId}&object_type=dcim.site`)).body.count, 1)
  })

  test("each user sees only their own with NetBox's {\"user\": \"$user\"} constraint", async () => {
    const perm = await t.api('POST', '/api/users/permissions/', {
      name: 'own bookmarks and notifications',
      object_types: ['extras.bookmark', 'extras.notification'],
      actions: ['view', 'add', 'change', 'delete'],
      constraints: { user: '$user' },
      users: [bobId],
    })
    assert.equal(perm.status, 201, perm.text)
    await t.api('POST', '/api/extras/notifications/', { object_type: 'dcim.site', object_id: site.id, user: bobId, event_type: 'object_updated' })
    await t.api('POST', '/api/extras/notifications/', { object_type: 'dcim.site', object_id: site.id, user: { username: 'admin' }, event_type: 'object_created' })
    const bob = as(bobKey)
    const bookmarks = await bob('GET', '/api/extras/bookmarks/')
    assert.equal(bookmarks.status, 200, bookmarks.text)
    assert.deepEqual(bookmarks.body.results.map((b: { user: { username: string } }) => b.user.username), ['bob'])
    const notifications = await bob('GET', '/api/extras/notifications/')
    assert.deepEqual(notifications.body.results.map((n: { user: { username: string } }) => n.user.username), ['bob'])
    assert.equal((await t.api('GET', '/api/extras/notifications/')).body.count, 2)
    // Bob may not bookmark for someone else.
    const other = await t.api('POST', '/api/dcim/sites/', { name: 'Other', slug: 'other' })
    const adminId = (await t.api('GET', '/api/users/users/?username=admin')).body.results[0].id
    const forAdmin = await bob('POST', '/api/extras/bookmarks/', { object_type: 'dcim.site', object_id: other.body.id, user: adminId })
    assert.equal(forAdmin.status, 403, forAdmin.text)
    const own = await bob('POST', '/api/extras/bookmarks/', { object_type: 'dcim.site', object_id: other.body.id, user: bobId })
    assert.equal(own.status, 201, own.text)
  })

  test('notifications: event type choices, read time; subscriptions; gone with their object', async () => {
    const other = (await t.api('POST', '/api/dcim/sites/', { name: 'Watched', slug: 'watched' })).body
    const bad = await t.api('POST', '/api/extras/notifications/', { object_type: 'dcim.site', object_id: other.id, user: bobId, event_type: 'exploded' })
    assert.equal(bad.status, 400)
    assert.deepEqual(bad.body, { event_type: ['"exploded" is not a valid choice.'] })
    const n = await t.api('POST', '/api/extras/notifications/', { object_type: 'dcim.site', object_id: other.id, user: bobId, event_type: 'object_deleted' })
    assert.equal(n.status, 201, n.text)
    assert.equal(n.body.read, null)
    assert.equal(n.body.event_type, 'object_deleted')
    assert.equal(n.body.display, 'Watched')
    const read = await t.api('PATCH', `/api/extras/notifications/${n.body.id}/`, { read: '2026-01-02T03:04:05Z' })
    assert.equal(read.status, 200, read.text)
    assert.match(read.body.read, /^2026-01-02T03:04:05(\.0+)?Z$/)
    // NetBox's notification viewset has no filterset: parameters do not filter.
    const all = (await t.api('GET', '/api/extras/notifications/')).body.count
    assert.equal((await t.api('GET', '/api/extras/notifications/?user_id=999999')).body.count, all)

    const s = await t.api('POST', '/api/extras/subscriptions/', { object_type: 'dcim.site', object_id: other.id, user: bobId })
    assert.equal(s.status, 201, s.text)
    assert.equal(s.body.display, 'Watched')
    assert.deepEqual(Object.keys((await t.api('GET', `/api/extras/subscriptions/${s.body.id}/?brief=1`)).body), ['id', 'url', 'display', 'object_type', 'object_id', 'user'])

    assert.equal((await t.api('DELETE', `/api/dcim/sites/${other.id}/`)).status, 204)
    assert.equal((await t.api('GET', `/api/extras/notifications/${n.body.id}/`)).status, 404)
    assert.equal((await t.api('GET', `/api/extras/subscriptions/${s.body.id}/`)).status, 404)
  })
})

describe('notification groups, table configs, usable', () => {
  test('a notification group lists users and groups; users and groups filter by it', async () => {
    const group = (await t.api('POST', '/api/users/groups/', { name: 'noc' })).body
    const ng = await t.api('POST', '/api/extras/notification-groups/', { name: 'On call', users: [bobId], groups: [group.id] })
    assert.equal(ng.status, 201, ng.text)
    assert.deepEqual(ng.body.users.map((u: { username: string }) => u.username), ['bob'])
    assert.deepEqual(ng.body.groups.map((g: { name: string }) => g.name), ['noc'])
    const users = await t.api('GET', `/api/users/users/?notification_group_id=${ng.body.id}`)
    assert.deepEqual(users.body.results.map((u: { username: string }) => u.username), ['bob'])
    const groups = await t.api('GET', `/api/users/groups/?notification_group_id=${ng.body.id}`)
    assert.deepEqual(groups.body.results.map((g: { name: string }) => g.name), ['noc'])
    assert.equal((await t.api('GET', '/api/users/groups/?notification_group_id=999999')).body.count, 0)
  })

  test("table configs: NetBox's fields, object type checked, `usable` relative to the caller", async () => {
    const body = { object_type: 'dcim.site', table: 'SiteTable', columns: ['name', 'status'], ordering: ['-name'] }
    const shared = await t.api('POST', '/api/extras/table-configs/', { ...body, name: 'Shared' })
    assert.equal(shared.status, 201, shared.text)
    assert.equal(shared.body.weight, 1000)
    assert.deepEqual(shared.body.columns, ['name', 'status'])
    assert.deepEqual(shared.body.ordering, ['-name'])
    await t.api('POST', '/api/extras/table-configs/', { ...body, name: 'Admin private', shared: false, user: { username: 'admin' } })
    await t.api('POST', '/api/extras/table-configs/', { ...body, name: 'Bob private', shared: false, user: bobId })
    await t.api('POST', '/api/extras/table-configs/', { ...body, name: 'Disabled', enabled: false })
    const names = (r: { body: { results: Array<{ name: string }> } }) => r.body.results.map((x) => x.name).sort()
    assert.deepEqual(names(await t.api('GET', '/api/extras/table-configs/?usable=true')), ['Admin private', 'Shared'])
    assert.deepEqual(names(await t.api('GET', '/api/extras/table-configs/?usable=false')), ['Bob private', 'Disabled'])
    await t.api('POST', '/api/users/permissions/', { name: 'table configs', object_types: ['extras.tableconfig'], actions: ['view'], users: [bobId] })
    assert.deepEqual(names(await as(bobKey)('GET', '/api/extras/table-configs/?usable=true')), ['Bob private', 'Shared'])
    assert.equal((await t.api('GET', '/api/extras/table-configs/?usable=maybe')).status, 400)
    const bad = await t.api('POST', '/api/extras/table-configs/', { ...body, name: 'x', object_type: 'dcim.nothing' })
    assert.deepEqual(bad.body, { object_type: ['Invalid content type: dcim.nothing'] })
    const missing = await t.api('POST', '/api/extras/table-configs/', { name: 'x' })
    assert.deepEqual(Object.keys(missing.body).sort(), ['columns', 'object_type', 'table'])
  })

  test('saved filters take `usable` too', async () => {
    await t.api('POST', '/api/extras/saved-filters/', { name: 'Mine', slug: 'mine', object_types: ['dcim.site'], parameters: { status: ['active'] }, shared: false, user: bobId })
    await t.api('POST', '/api/extras/saved-filters/', { name: 'All', slug: 'all', object_types: ['dcim.site'], parameters: { status: ['active'] } })
    const usable = await t.api('GET', '/api/extras/saved-filters/?usable=true')
    assert.deepEqual(usable.body.results.map((x: { name: string }) => x.name), ['All'])
  })
})

describe("users' and groups' permissions (NetBox's object_permissions: the other side of a permission's users and groups)", () => {
  test('written from the user or group, read from both sides, granting access, filtered, gone with the permission', async () => {
    const carolKey = await t.makeToken('carol', { superuser: false })
    const carol = (await t.api('GET', '/api/users/users/?username=carol')).body.results[0]
    assert.deepEqual(carol.permissions, [])
    assert.equal((await t.request('GET', '/api/dcim/sites/', undefined, { authorization: `Token ${carolKey}` })).status, 403)
    const view = await create(t, '/api/users/permissions/', { name: 'perm-view-sites', object_types: ['dcim.site'], actions: ['view'] })
    const patched = await t.api('PATCH', `/api/users/users/${carol.id}/`, { permissions: [view.id] })
    assert.equal(patched.status, 200, patched.text)
    assert.deepEqual(patched.body.permissions.map((p: { id: number; name: string; actions: string[] }) => [p.id, p.name, p.actions]), [[view.id, 'perm-view-sites', ['view']]])
    assert.deepEqual((await t.api('GET', `/api/users/permissions/${view.id}/`)).body.users.map((u: { id: number }) => u.id), [carol.id])
    const seen = await t.request('GET', '/api/dcim/sites/', undefined, { authorization: `Token ${carolKey}` })
    assert.equal(seen.status, 200, seen.text)
    assert.ok(seen.body.count > 0)
    assert.equal(seen.body.count, (await t.api('GET', '/api/dcim/sites/')).body.count)
    assert.deepEqual((await t.api('GET', `/api/users/users/?permission_id=${view.id}`)).body.results.map((u: { username: string }) => u.username), ['carol'])

    const group = await create(t, '/api/users/groups/', { name: 'perm-ops', permissions: [view.id] })
    assert.deepEqual(group.permissions.map((p: { id: number }) => p.id), [view.id])
    assert.deepEqual((await t.api('GET', `/api/users/permissions/${view.id}/`)).body.groups.map((g: { id: number }) => g.id), [group.id])

    const bad = await t.api('PATCH', `/api/users/users/${carol.id}/`, { permissions: [999999] })
    assert.equal(bad.status, 400, bad.text)
    assert.deepEqual(Object.keys(bad.body), ['permissions'])
    assert.deepEqual((await t.api('GET', `/api/users/users/${carol.id}/`)).body.permissions.map((p: { id: number }) => p.id), [view.id])

    assert.equal((await t.api('DELETE', `/api/users/permissions/${view.id}/`)).status, 204)
    assert.deepEqual((await t.api('GET', `/api/users/users/${carol.id}/`)).body.permissions, [])
    assert.deepEqual((await t.api('GET', `/api/users/groups/${group.id}/`)).body.permissions, [])
  })
})

// Contacts assigned to objects of several types, and journal entries written by the caller.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, seedDevice, show } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

const ASSIGN = '/api/tenancy/contact-assignments/'

describe('contact assignments', () => {
  test('a contact is assigned to a site, a device, a tenant and a provider', async () => {
    const { site, device } = await seedDevice(t, 'c')
    const tenant = await create(t, '/api/tenancy/tenants/', { name: 'T1', slug: 't1' })
    const provider = await create(t, '/api/circuits/providers/', { name: 'P1', slug: 'p1' })
    const group = await create(t, '/api/tenancy/contact-groups/', { name: 'NOC', slug: 'noc' })
    await create(t, '/api/tenancy/contact-groups/', { name: 'Night', slug: 'night', parent: group.id })
    const contact = await create(t, '/api/tenancy/contacts/', { name: 'Alice', groups: [group.id], email: 'alice@example.com', phone: '+1 555' })
    const role = await create(t, '/api/tenancy/contact-roles/', { name: 'Ops', slug: 'ops' })
    for (const [type, id] of [
      ['dcim.site', site.id],
      ['dcim.device', device.id],
      ['tenancy.tenant', tenant.id],
      ['circuits.provider', provider.id],
    ] as const) {
      const a = await create(t, ASSIGN, { object_type: type, object_id: id, contact: contact.id, role: role.id, priority: 'primary' })
      assert.equal(a.object_type, type)
      assert.equal(a.object_id, id)
      assert.equal(a.object.id, id)
      assert.equal(a.contact.name, 'Alice')
      assert.deepEqual(a.priority, { value: 'primary', label: 'Primary' })
    }
    assert.equal((await t.api('GET', `${ASSIGN}?object_type=dcim.device&object_id=${device.id}`)).body.count, 1)
    const dup = await t.api('POST', ASSIGN, { object_type: 'dcim.site', object_id: site.id, contact: contact.id, role: role.id })
    assert.equal(dup.status, 400, show(dup))
    // Deleting the tenant removes its assignment (NetBox's generic relation cascades).
    assert.equal((await t.api('DELETE', `/api/tenancy/tenants/${tenant.id}/`)).status, 204)
    assert.equal((await t.api('GET', `${ASSIGN}?contact_id=${contact.id}`)).body.count, 3)
    const groupRead = await t.api('GET', `/api/tenancy/contact-groups/${group.id}/`)
    assert.equal(groupRead.body.contact_count, 1)
  })

  test('the object is required, must exist and be of an allowed type; priority is a choice', async () => {
    const contact = await create(t, '/api/tenancy/contacts/', { name: 'Bob' })
    const missing = await t.api('POST', ASSIGN, { contact: contact.id })
    assert.deepEqual(missing.body, { object_type: ['This field is required.'], object_id: ['This field is required.'] })
    const gone = await t.api('POST', ASSIGN, { object_type: 'dcim.site', object_id: 999999, contact: contact.id })
    assert.equal(gone.status, 400, show(gone))
    assert.deepEqual(Object.keys(gone.body), ['object_id'])
    const type = await t.api('POST', ASSIGN, { object_type: 'extras.tag', object_id: 1, contact: contact.id })
    assert.deepEqual(Object.keys(type.body), ['object_type'])
    const prio = await t.api('POST', ASSIGN, { object_type: 'dcim.site', object_id: 1, contact: contact.id, priority: 'urgent' })
    assert.deepEqual(prio.body, { priority: ['urgent is not a valid choice.'] })
  })

  test("a contact's groups are a many-to-many (NetBox 4.3+): nested, written as ids, filtered with descendants, counted", async () => {
    const top = await create(t, '/api/tenancy/contact-groups/', { name: 'G-top', slug: 'g-top' })
    const child = await create(t, '/api/tenancy/contact-groups/', { name: 'G-child', slug: 'g-child', parent: top.id })
    const other = await create(t, '/api/tenancy/contact-groups/', { name: 'G-other', slug: 'g-other' })
    const both = await create(t, '/api/tenancy/contacts/', { name: 'Both', groups: [child.id, other.id] })
    assert.deepEqual(both.groups.map((g: { id: number; name: string; _depth: number }) => [g.id, g.name, g._depth]).sort(), [[child.id, 'G-child', 1], [other.id, 'G-other', 0]].sort())
    assert.ok(!('group' in both))
    const none = await create(t, '/api/tenancy/contacts/', { name: 'Nobody' })
    assert.deepEqual(none.groups, [])
    const names = async (q: string) => (await t.api('GET', `/api/tenancy/contacts/?${q}`)).body.results.map((c: { name: string }) => c.name).sort()
    assert.deepEqual(await names(`group_id=${top.id}`), ['Both']) // the child group is under top
    assert.deepEqual(await names('group=g-other'), ['Both'])
    assert.deepEqual(await names(`group_id=${other.id}&name=Nobody`), [])
    const bad = await t.api('POST', '/api/tenancy/contacts/', { name: 'Bad', groups: [999999] })
    assert.equal(bad.status, 400, show(bad))
    assert.deepEqual(Object.keys(bad.body), ['groups'])
    const counted = (await t.api('GET', `/api/tenancy/contact-groups/?id=${top.id}&id=${other.id}`)).body.results
    assert.deepEqual(counted.map((g: { slug: string; contact_count: number }) => [g.slug, g.contact_count]).sort(), [['g-other', 1], ['g-top', 1]])
    const moved = await t.api('PATCH', `/api/tenancy/contacts/${both.id}/`, { groups: [top.id] })
    assert.equal(moved.status, 200, show(moved))
    assert.deepEqual(moved.body.groups.map((g: { id: number }) => g.id), [top.id])
    assert.deepEqual(await names(`group_id=${other.id}`), [])
  })

  test('contact e-mail and link are checked', async () => {
    const res = await t.api('POST', '/api/tenancy/contacts/', { name: 'Carol', email: 'not-an-email', link: 'nope' })
    assert.deepEqual(res.body, { email: ['Enter a valid email address.'], link: ['Enter a valid URL.'] })
  })
})

describe('journal entries', () => {
  const JOURNAL = '/api/extras/journal-entries/'
  test('created_by is the requesting user; kind defaults to info', async () => {
    const { device } = await seedDevice(t, 'j')
    const entry = await create(t, JOURNAL, { assigned_object_type: 'dcim.device', assigned_object_id: device.id, comments: 'Rebooted' })
    const admin = (await t.db.query<{ id: number }>("SELECT id FROM users_user WHERE username = 'admin'"))[0].id
    assert.equal(entry.created_by, Number(admin))
    assert.deepEqual(entry.kind, { value: 'info', label: 'Info' })
    assert.equal(entry.assigned_object.id, device.id)
    assert.match(entry.created, /^\d{4}-\d\d-\d\dT/)

    const other = await t.makeToken('bob', { superuser: true })
    const bobs = await t.request(
      'POST',
      JOURNAL,
      { assigned_object_type: 'dcim.device', assigned_object_id: device.id, comments: 'Checked', kind: 'warning' },
      { authorization: `Token ${other}` },
    )
    assert.equal(bobs.status, 201, show(bobs))
    const bob = (await t.db.query<{ id: number }>("SELECT id FROM users_user WHERE username = 'bob'"))[0].id
    assert.equal(bobs.body.created_by, Number(bob))
    // Newest first.
    const list = await t.api('GET', `${JOURNAL}?assigned_object_id=${device.id}`)
    assert.deepEqual(list.body.results.map((e: { id: number }) => e.id), [bobs.body.id, entry.id])
    const brief = await t.api('GET', `${JOURNAL}${entry.id}/?brief=1`)
    assert.deepEqual(Object.keys(brief.body), ['id', 'url', 'display', 'created'])

    const noComments = await t.api('POST', JOURNAL, { assigned_object_type: 'dcim.device', assigned_object_id: device.id })
    assert.deepEqual(noComments.body, { comments: ['This field is required.'] })
    // Deleting the device deletes its journal.
    assert.equal((await t.api('DELETE', `/api/dcim/devices/${device.id}/`)).status, 204)
    assert.equal((await t.api('GET', `${JOURNAL}?assigned_object_id=${device.id}`)).body.count, 0)
  })
})

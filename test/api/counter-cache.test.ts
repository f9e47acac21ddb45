// Stored counts (NetBox's counter caches, kept by triggers: src/engine/triggers.ts) follow every write
// through the API: single and bulk creates, a component moved to another device, deletes single
// and bulk, a device type's templates copied onto a new device, a device's delete, a revert of a
// change set; and a virtual machine's interfaces and disks. Each count is checked against the
// rows themselves, in the full, list and filtered forms.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice, show } from './fixtures.js'

let t: TestApp

before(async () => {
  t = await testApp()
})
after(() => t.close())

const interfacesOf = async (device: number) => ((await get(t, `/api/dcim/interfaces/?device_id=${device}&limit=0`)).results as Obj[]).length
async function assertCounts(devices: number[], want: number[]) {
  const full = await Promise.all(devices.map(async (id) => (await get(t, `/api/dcim/devices/${id}/`)).interface_count))
  assert.deepEqual(full, want, 'interface_count of each device')
  const listed = (await get(t, `/api/dcim/devices/?${devices.map((id) => `id=${id}`).join('&')}&ordering=id`)).results as Obj[]
  assert.deepEqual(listed.map((d) => d.interface_count), want, 'interface_count on the list page')
  assert.deepEqual(await Promise.all(devices.map(interfacesOf)), want, 'the rows themselves')
}

test("a device's interface_count follows creates, moves, deletes, template copies and a revert", async () => {
  const { device: a, deviceType, role, site } = await seedDevice(t, 'cc') // one interface
  await create(t, '/api/dcim/interface-templates/', [{ device_type: deviceType.id, name: 'tpl0', type: '1000base-t' }, { device_type: deviceType.id, name: 'tpl1', type: '1000base-t' }])
  assert.equal((await get(t, `/api/dcim/device-types/${deviceType.id}/`)).interface_template_count, 2)
  // A new device gets the type's templates as interfaces.
  const b = await create(t, '/api/dcim/devices/', { name: 'dev-cc-b', device_type: deviceType.id, role: role.id, site: site.id })
  assert.equal(b.interface_count, 2)
  await assertCounts([a.id, b.id], [1, 2])

  const bulk = await t.api('POST', '/api/dcim/interfaces/', [1, 2, 3].map((i) => ({ device: a.id, name: `bulk${i}`, type: 'virtual' })))
  assert.equal(bulk.status, 201, show(bulk))
  await assertCounts([a.id, b.id], [4, 2])
  const moved = await t.api('PATCH', `/api/dcim/interfaces/${(bulk.body as Obj[])[0].id}/`, { device: b.id })
  assert.equal(moved.status, 200, show(moved))
  await assertCounts([a.id, b.id], [3, 3])
  assert.deepEqual(((await get(t, `/api/dcim/devices/?id=${a.id}&id=${b.id}&interface_count__gte=3&ordering=id`)).results as Obj[]).map((d) => d.id), [a.id, b.id])
  const gone = await t.api('DELETE', '/api/dcim/interfaces/', (bulk.body as Obj[]).slice(1).map((i) => ({ id: i.id })))
  assert.equal(gone.status, 204, show(gone))
  await assertCounts([a.id, b.id], [1, 3])
  assert.deepEqual(((await get(t, `/api/dcim/devices/?id=${a.id}&id=${b.id}&interface_count=1`)).results as Obj[]).map((d) => d.id), [a.id])

  // A refused bulk write changes no count (all or none).
  const refused = await t.api('POST', '/api/dcim/interfaces/', [{ device: a.id, name: 'ok', type: 'virtual' }, { device: a.id, name: 'bad', type: 'no-such-type' }])
  assert.equal(refused.status, 400, show(refused))
  await assertCounts([a.id, b.id], [1, 3])

  // A revert of the change set that created interfaces takes the counts back.
  const batch = await t.api('POST', '/api/dcim/interfaces/', [{ device: b.id, name: 'rv0', type: 'virtual' }, { device: b.id, name: 'rv1', type: 'virtual' }])
  assert.equal(batch.status, 201, show(batch))
  await assertCounts([a.id, b.id], [1, 5])
  const requestId = batch.headers['x-request-id'] as string
  const revert = await t.api('POST', '/api/core/object-changes/revert/', { request_id: requestId })
  assert.equal(revert.status, 200, show(revert))
  await assertCounts([a.id, b.id], [1, 3])

  // The device type's template count follows its templates' delete.
  const tpls = (await get(t, `/api/dcim/interface-templates/?device_type_id=${deviceType.id}`)).results as Obj[]
  assert.equal((await t.api('DELETE', `/api/dcim/interface-templates/${tpls[0].id}/`)).status, 204)
  assert.equal((await get(t, `/api/dcim/device-types/${deviceType.id}/`)).interface_template_count, 1)
})

test("a virtual machine's interface_count and virtual_disk_count", async () => {
  const ct = await create(t, '/api/virtualization/cluster-types/', { name: 'ct-cc', slug: 'ct-cc' })
  const cluster = await create(t, '/api/virtualization/clusters/', { name: 'cl-cc', type: ct.id })
  const vm = await create(t, '/api/virtualization/virtual-machines/', { name: 'vm-cc', cluster: cluster.id })
  assert.deepEqual([vm.interface_count, vm.virtual_disk_count], [0, 0])
  await create(t, '/api/virtualization/interfaces/', [{ virtual_machine: vm.id, name: 'e0' }, { virtual_machine: vm.id, name: 'e1' }])
  const disk = await create(t, '/api/virtualization/virtual-disks/', { virtual_machine: vm.id, name: 'd0', size: 10 })
  let got = await get(t, `/api/virtualization/virtual-machines/${vm.id}/`)
  assert.deepEqual([got.interface_count, got.virtual_disk_count], [2, 1])
  assert.equal((await t.api('DELETE', `/api/virtualization/virtual-disks/${disk.id}/`)).status, 204)
  got = ((await get(t, `/api/virtualization/virtual-machines/?id=${vm.id}`)).results as Obj[])[0]
  assert.deepEqual([got.interface_count, got.virtual_disk_count], [2, 0])
})

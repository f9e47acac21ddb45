// Components from templates (NetBox's Device.save and Module.save): a new device gets its device
// type's components, an installed module its module type's with `{module}` replaced by the bay
// positions; each component is recorded in the change log of the request that made it, and a
// failure leaves nothing behind.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, show } from './fixtures.js'

let t: TestApp
let site: Obj
let role: Obj
let mf: Obj
let n = 0
const uniq = (p: string) => `${p}-${++n}`

before(async () => {
  t = await testApp()
  site = await create(t, '/api/dcim/sites/', { name: 'tpl-site', slug: 'tpl-site' })
  role = await create(t, '/api/dcim/device-roles/', { name: 'tpl-role', slug: 'tpl-role' })
  mf = await create(t, '/api/dcim/manufacturers/', { name: 'tpl-mf', slug: 'tpl-mf' })
})
after(() => t.close())

async function list(url: string): Promise<Obj[]> {
  return (await get(t, `${url}${url.includes('?') ? '&' : '?'}limit=1000`)).results
}

/** The change records of one request, counted by `action model`. */
async function changes(res: { headers: Record<string, unknown> }): Promise<Record<string, number>> {
  const out: Record<string, number> = {}
  for (const c of await list(`/api/core/object-changes/?request_id=${String(res.headers['x-request-id'])}`)) {
    const k = `${c.action.value} ${c.changed_object_type}`
    out[k] = (out[k] ?? 0) + 1
  }
  return out
}

/** A device type with one template of every kind (and a bridge, an outlet's port, a front port's rear port, nested inventory items). */
async function fullDeviceType(): Promise<Obj> {
  const dt = await create(t, '/api/dcim/device-types/', { manufacturer: mf.id, model: uniq('full'), slug: uniq('full'), subdevice_role: 'parent' })
  const d = { device_type: dt.id }
  await create(t, '/api/dcim/console-port-templates/', { ...d, name: 'con0', type: 'rj-45' })
  await create(t, '/api/dcim/console-server-port-templates/', { ...d, name: 'cs1', label: 'Console 1' })
  const psu = await create(t, '/api/dcim/power-port-templates/', { ...d, name: 'PSU1', type: 'iec-60320-c14', maximum_draw: 500, allocated_draw: 200 })
  await create(t, '/api/dcim/power-outlet-templates/', { ...d, name: 'out1', power_port: psu.id, feed_leg: 'A' })
  const br = await create(t, '/api/dcim/interface-templates/', { ...d, name: 'br0', type: 'bridge' })
  const eth = await create(t, '/api/dcim/interface-templates/', [
    { ...d, name: 'eth0', type: '1000base-t', mgmt_only: true, bridge: br.id },
    { ...d, name: 'eth1', type: '10gbase-x-sfpp', enabled: false },
  ])
  const rp = await create(t, '/api/dcim/rear-port-templates/', { ...d, name: 'rear1', type: 'lc', positions: 4, color: 'ff0000' })
  await create(t, '/api/dcim/front-port-templates/', { ...d, name: 'front1', type: 'lc', rear_port: rp.id, rear_port_position: 3 })
  await create(t, '/api/dcim/module-bay-templates/', { ...d, name: 'slot1', position: '1' })
  await create(t, '/api/dcim/device-bay-templates/', { ...d, name: 'bay1', label: 'Bay 1' })
  const top = await create(t, '/api/dcim/inventory-item-templates/', { ...d, name: 'chassis', part_id: 'CH-1', manufacturer: mf.id })
  await create(t, '/api/dcim/inventory-item-templates/', {
    ...d,
    name: 'optic',
    parent: top.id,
    component_type: 'dcim.interfacetemplate',
    component_id: eth[1].id,
  })
  return dt
}

describe('a new device gets its device type’s components', () => {
  test('every kind, with their attributes and references, each recorded', async () => {
    const dt = await fullDeviceType()
    const res = await t.api('POST', '/api/dcim/devices/', { name: uniq('dev'), device_type: dt.id, role: role.id, site: site.id })
    assert.equal(res.status, 201, show(res))
    const dev = res.body.id
    const q = `?device_id=${dev}`
    const [con] = await list(`/api/dcim/console-ports/${q}`)
    assert.equal(con.name, 'con0')
    assert.equal(con.type.value, 'rj-45')
    const [cs] = await list(`/api/dcim/console-server-ports/${q}`)
    assert.equal(cs.label, 'Console 1')
    const [pp] = await list(`/api/dcim/power-ports/${q}`)
    assert.equal(pp.maximum_draw, 500)
    assert.equal(pp.allocated_draw, 200)
    const [po] = await list(`/api/dcim/power-outlets/${q}`)
    assert.equal(po.power_port.id, pp.id)
    assert.equal(po.feed_leg.value, 'A')
    const ifaces = await list(`/api/dcim/interfaces/${q}`)
    assert.deepEqual(ifaces.map((i) => i.name).sort(), ['br0', 'eth0', 'eth1'])
    const byName = Object.fromEntries(ifaces.map((i) => [i.name, i]))
    assert.equal(byName.eth0.bridge.id, byName.br0.id)
    assert.equal(byName.eth0.mgmt_only, true)
    assert.equal(byName.eth1.enabled, false)
    const [rear] = await list(`/api/dcim/rear-ports/${q}`)
    assert.equal(rear.positions, 4)
    assert.equal(rear.color, 'ff0000')
    const [front] = await list(`/api/dcim/front-ports/${q}`)
    assert.equal(front.rear_port.id, rear.id)
    assert.equal(front.rear_port_position, 3)
    const [mb] = await list(`/api/dcim/module-bays/${q}`)
    assert.equal(mb.position, '1')
    const [db] = await list(`/api/dcim/device-bays/${q}`)
    assert.equal(db.name, 'bay1')
    const items = Object.fromEntries((await list(`/api/dcim/inventory-items/${q}`)).map((i) => [i.name, i]))
    assert.equal(items.chassis.part_id, 'CH-1')
    assert.equal(items.chassis.manufacturer.id, mf.id)
    assert.equal(items.optic.parent.id, items.chassis.id)
    assert.equal(items.optic.component_type, 'dcim.interface')
    assert.equal(items.optic.component_id, byName.eth1.id)

    const c = await changes(res)
    for (const k of ['consoleport', 'consoleserverport', 'powerport', 'poweroutlet', 'rearport', 'frontport', 'modulebay', 'devicebay'])
      assert.equal(c[`create dcim.${k}`], 1, `${k}: ${JSON.stringify(c)}`)
    assert.equal(c['create dcim.device'], 1)
    assert.equal(c['create dcim.interface'], 3)
    assert.equal(c['update dcim.interface'], 1) // the bridge, set after the interfaces exist (as NetBox does)
    assert.equal(c['create dcim.inventoryitem'], 2)
  })

  test('a bulk create: every device gets its own set, in one request', async () => {
    const dt = await create(t, '/api/dcim/device-types/', { manufacturer: mf.id, model: uniq('bulk'), slug: uniq('bulk') })
    await create(t, '/api/dcim/interface-templates/', Array.from({ length: 5 }, (_, i) => ({ device_type: dt.id, name: `ge-0/0/${i}`, type: '1000base-t' })))
    const other = await create(t, '/api/dcim/device-types/', { manufacturer: mf.id, model: uniq('bare'), slug: uniq('bare') })
    const res = await t.api('POST', '/api/dcim/devices/', [
      { name: uniq('b'), device_type: dt.id, role: role.id, site: site.id },
      { name: uniq('b'), device_type: other.id, role: role.id, site: site.id },
      { name: uniq('b'), device_type: dt.id, role: role.id, site: site.id },
    ])
    assert.equal(res.status, 201, show(res))
    const counts = await Promise.all(res.body.map(async (d: Obj) => (await list(`/api/dcim/interfaces/?device_id=${d.id}`)).length))
    assert.deepEqual(counts, [5, 0, 5])
    assert.deepEqual((await list(`/api/dcim/interfaces/?device_id=${res.body[2].id}`)).map((i) => i.name).sort(), ['ge-0/0/0', 'ge-0/0/1', 'ge-0/0/2', 'ge-0/0/3', 'ge-0/0/4'])
    assert.deepEqual(await changes(res), { 'create dcim.device': 3, 'create dcim.interface': 10 })
  })

  test('a device whose components cannot be made is not created (all or none)', async () => {
    const dt = await create(t, '/api/dcim/device-types/', { manufacturer: mf.id, model: uniq('bad'), slug: uniq('bad') })
    await create(t, '/api/dcim/interface-templates/', { device_type: dt.id, name: 'eth0', type: '1000base-t' })
    const before = (await get(t, '/api/dcim/devices/?limit=1')).count
    const beforeIfaces = (await get(t, '/api/dcim/interfaces/?limit=1')).count
    // The second device's name is taken by the first (same site, no tenant): refused, nothing kept.
    const name = uniq('dup')
    const res = await t.api('POST', '/api/dcim/devices/', [
      { name, device_type: dt.id, role: role.id, site: site.id },
      { name, device_type: dt.id, role: role.id, site: site.id },
    ])
    assert.equal(res.status, 400, show(res))
    assert.equal((await get(t, '/api/dcim/devices/?limit=1')).count, before)
    assert.equal((await get(t, '/api/dcim/interfaces/?limit=1')).count, beforeIfaces)
  })
})

describe('an installed module gets its module type’s components', () => {
  test('{module} becomes the bay’s position, nested bays joined root first; each recorded', async () => {
    const dt = await create(t, '/api/dcim/device-types/', { manufacturer: mf.id, model: uniq('chassis'), slug: uniq('chassis') })
    await create(t, '/api/dcim/module-bay-templates/', { device_type: dt.id, name: 'Slot 2', position: '2' })
    const card = await create(t, '/api/dcim/module-types/', { manufacturer: mf.id, model: uniq('card') })
    await create(t, '/api/dcim/interface-templates/', [
      { module_type: card.id, name: 'Gi{module}/1', label: 'port {module}', type: '1000base-t' },
      { module_type: card.id, name: 'static', type: '1000base-t' },
    ])
    await create(t, '/api/dcim/module-bay-templates/', { module_type: card.id, name: 'SFP {module}', position: '7' })
    const optic = await create(t, '/api/dcim/module-types/', { manufacturer: mf.id, model: uniq('optic') })
    await create(t, '/api/dcim/interface-templates/', { module_type: optic.id, name: 'Te{module}/{module}', type: '10gbase-x-sfpp' })
    const rp = await create(t, '/api/dcim/rear-port-templates/', { module_type: optic.id, name: 'r{module}', type: 'lc' })
    await create(t, '/api/dcim/front-port-templates/', { module_type: optic.id, name: 'f{module}', type: 'lc', rear_port: rp.id })

    const dev = await create(t, '/api/dcim/devices/', { name: uniq('chassis'), device_type: dt.id, role: role.id, site: site.id })
    const [bay] = await list(`/api/dcim/module-bays/?device_id=${dev.id}`)
    let res = await t.api('POST', '/api/dcim/modules/', { device: dev.id, module_bay: bay.id, module_type: card.id })
    assert.equal(res.status, 201, show(res))
    const mod = res.body
    const ifaces = await list(`/api/dcim/interfaces/?module_id=${mod.id}`)
    assert.deepEqual(ifaces.map((i) => [i.name, i.label]).sort(), [['Gi2/1', 'port 2'], ['static', '']])
    assert.ok(ifaces.every((i) => i.device.id === dev.id))
    const [sub] = await list(`/api/dcim/module-bays/?module_id=${mod.id}`)
    assert.equal(sub.name, 'SFP 2')
    assert.equal(sub.position, '7')
    assert.deepEqual(await changes(res), { 'create dcim.module': 1, 'create dcim.interface': 2, 'create dcim.modulebay': 1 })

    res = await t.api('POST', '/api/dcim/modules/', { device: dev.id, module_bay: sub.id, module_type: optic.id })
    assert.equal(res.status, 201, show(res))
    const [te] = await list(`/api/dcim/interfaces/?module_id=${res.body.id}`)
    assert.equal(te.name, 'Te2/7')
    const [front] = await list(`/api/dcim/front-ports/?module_id=${res.body.id}`)
    assert.equal(front.name, 'f2')
    assert.equal(front.rear_port.name, 'r2')
  })

  test('a component name already on the device: refused, nothing written', async () => {
    const dt = await create(t, '/api/dcim/device-types/', { manufacturer: mf.id, model: uniq('c2'), slug: uniq('c2') })
    await create(t, '/api/dcim/module-bay-templates/', { device_type: dt.id, name: 'Slot', position: '1' })
    const card = await create(t, '/api/dcim/module-types/', { manufacturer: mf.id, model: uniq('card') })
    await create(t, '/api/dcim/interface-templates/', [
      { module_type: card.id, name: 'a{module}', type: '1000base-t' },
      { module_type: card.id, name: 'b{module}', type: '1000base-t' },
    ])
    const dev = await create(t, '/api/dcim/devices/', { name: uniq('c2'), device_type: dt.id, role: role.id, site: site.id })
    await create(t, '/api/dcim/interfaces/', { device: dev.id, name: 'b1', type: 'virtual' })
    const [bay] = await list(`/api/dcim/module-bays/?device_id=${dev.id}`)
    const res = await t.api('POST', '/api/dcim/modules/', { device: dev.id, module_bay: bay.id, module_type: card.id })
    assert.equal(res.status, 400, show(res))
    assert.equal((await list(`/api/dcim/modules/?device_id=${dev.id}`)).length, 0)
    assert.deepEqual((await list(`/api/dcim/interfaces/?device_id=${dev.id}`)).map((i) => i.name), ['b1'])
  })
})

// Cables (NetBox's Cable and CableTermination): terminations written inline as
// {object_type, object_id}, read with the nested object, mirrored onto the components as
// cable / cable_end / link_peers / _occupied; one cable per component; one type per end.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice, show } from './fixtures.js'

let t: TestApp
let devA: Obj
let devB: Obj
let n = 0

before(async () => {
  t = await testApp()
  devA = (await seedDevice(t, 'cab-a')).device
  devB = (await seedDevice(t, 'cab-b')).device
})
after(() => t.close())

async function iface(device: Obj, type = '1000base-t'): Promise<Obj> {
  return create(t, '/api/dcim/interfaces/', { device: device.id, name: `ge-${++n}`, type })
}

const end = (...objs: Obj[]) => objs.map((o) => ({ object_type: 'dcim.interface', object_id: o.id }))

describe('cables between interfaces', () => {
  test('create: both ends read back with nested objects; components show cable, cable_end, link_peers, _occupied', async () => {
    const [a, b] = [await iface(devA), await iface(devB)]
    const cable = await create(t, '/api/dcim/cables/', {
      a_terminations: end(a),
      b_terminations: end(b),
      type: 'cat6',
      status: 'connected',
      label: 'C-1',
      color: 'ff0000',
      length: 2.5,
      length_unit: 'm',
    })
    assert.equal(cable.type, 'cat6')
    assert.deepEqual(cable.status, { value: 'connected', label: 'Connected' })
    assert.deepEqual(cable.length_unit, { value: 'm', label: 'Meters' })
    assert.equal(cable.length, 2.5)
    assert.equal(cable.display, 'C-1')
    assert.equal(cable.a_terminations.length, 1)
    const ta = cable.a_terminations[0]
    assert.equal(ta.object_type, 'dcim.interface')
    assert.equal(ta.object_id, a.id)
    assert.equal(ta.object.id, a.id)
    assert.equal(ta.object.name, a.name)
    assert.equal(ta.object.device.id, devA.id)
    assert.equal(ta.object.device.name, devA.name)
    assert.equal(ta.object.cable.id, cable.id)
    assert.equal(ta.object._occupied, true)
    assert.equal(cable.b_terminations[0].object_id, b.id)

    const ia = await get(t, `/api/dcim/interfaces/${a.id}/`)
    assert.deepEqual(ia.cable, { id: cable.id, url: `http://localhost:80/api/dcim/cables/${cable.id}/`, display: 'C-1', label: 'C-1', description: '' })
    assert.equal(ia.cable_end, 'A')
    assert.equal(ia._occupied, true)
    assert.equal(ia.link_peers_type, 'dcim.interface')
    assert.deepEqual(ia.link_peers.map((p: Obj) => p.id), [b.id])
    assert.equal(ia.link_peers[0].device.id, devB.id)
    const ib = await get(t, `/api/dcim/interfaces/${b.id}/`)
    assert.equal(ib.cable.id, cable.id)
    assert.equal(ib.cable_end, 'B')
    assert.deepEqual(ib.link_peers.map((p: Obj) => p.id), [a.id])

    const terms = await get(t, `/api/dcim/cable-terminations/?cable=${cable.id}`)
    assert.equal(terms.count, 2)
    const byEnd = Object.fromEntries(terms.results.map((r: Obj) => [r.cable_end, r]))
    assert.equal(byEnd.A.termination_type, 'dcim.interface')
    assert.equal(byEnd.A.termination_id, a.id)
    assert.equal(byEnd.A.termination.id, a.id)
    assert.equal(byEnd.B.termination_id, b.id)
    const write = await t.api('POST', '/api/dcim/cable-terminations/', { cable: cable.id, cable_end: 'A' })
    assert.equal(write.status, 405, show(write))
  })

  test('an unconnected interface has no cable and no peers', async () => {
    const i = await get(t, `/api/dcim/interfaces/${(await iface(devA)).id}/`)
    assert.equal(i.cable, null)
    assert.equal(i.cable_end, '')
    assert.deepEqual(i.link_peers, [])
    assert.equal(i.link_peers_type, null)
    assert.equal(i._occupied, false)
  })

  test('several interfaces on one end', async () => {
    const [a1, a2, b] = [await iface(devA), await iface(devA), await iface(devB)]
    const cable = await create(t, '/api/dcim/cables/', { a_terminations: end(a1, a2), b_terminations: end(b) })
    assert.deepEqual(cable.a_terminations.map((x: Obj) => x.object_id), [a1.id, a2.id])
    const ib = await get(t, `/api/dcim/interfaces/${b.id}/`)
    assert.deepEqual(ib.link_peers.map((p: Obj) => p.id).sort(), [a1.id, a2.id].sort())
  })

  test('a component already on a cable: 400, nothing written', async () => {
    const [a, b, c] = [await iface(devA), await iface(devB), await iface(devB)]
    const first = await create(t, '/api/dcim/cables/', { a_terminations: end(a), b_terminations: end(b) })
    const res = await t.api('POST', '/api/dcim/cables/', { a_terminations: end(a), b_terminations: end(c), label: 'dup' })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { __all__: [`Duplicate termination found for dcim.interface ${a.id}: cable ${first.id}`] })
    assert.equal((await get(t, '/api/dcim/cables/?label=dup')).count, 0)
    assert.equal((await get(t, `/api/dcim/interfaces/${c.id}/`)).cable, null)
  })

  test('different types on one end: 400', async () => {
    const [a, b] = [await iface(devA), await iface(devB)]
    const rp = await create(t, '/api/dcim/rear-ports/', { device: devA.id, name: `rp-${++n}`, type: '8p8c' })
    const res = await t.api('POST', '/api/dcim/cables/', {
      a_terminations: [...end(a), { object_type: 'dcim.rearport', object_id: rp.id }],
      b_terminations: end(b),
    })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { __all__: ['Cannot connect different termination types to same end of cable.'] })
  })

  test('incompatible types, missing ends, virtual interfaces, bad items: 400', async () => {
    const [a, b] = [await iface(devA), await iface(devB)]
    const pp = await create(t, '/api/dcim/power-ports/', { device: devB.id, name: `pp-${++n}` })
    let res = await t.api('POST', '/api/dcim/cables/', { a_terminations: end(a), b_terminations: [{ object_type: 'dcim.powerport', object_id: pp.id }] })
    assert.equal(res.status, 400, show(res))
    assert.deepEqual(res.body, { __all__: ['Incompatible termination types: interface and powerport'] })
    res = await t.api('POST', '/api/dcim/cables/', { a_terminations: end(a) })
    assert.deepEqual(res.body, { __all__: ['Must define A and B terminations when creating a new cable.'] })
    const virt = await iface(devA, 'virtual')
    res = await t.api('POST', '/api/dcim/cables/', { a_terminations: end(virt), b_terminations: end(b) })
    assert.deepEqual(res.body, { __all__: ['Cables cannot be terminated to Virtual interfaces'] })
    res = await t.api('POST', '/api/dcim/cables/', { a_terminations: end(a), b_terminations: end(a) })
    assert.deepEqual(res.body, { __all__: ['A and B terminations cannot connect to the same object.'] })
    res = await t.api('POST', '/api/dcim/cables/', { a_terminations: [{ object_type: 'dcim.site', object_id: 1 }, {}], b_terminations: end(b) })
    assert.equal(res.status, 400)
    assert.deepEqual(res.body, {
      a_terminations: [{ object_type: ['Invalid content type: dcim.site'] }, { object_type: ['This field is required.'], object_id: ['This field is required.'] }],
    })
    res = await t.api('POST', '/api/dcim/cables/', { a_terminations: end({ id: 999999 }), b_terminations: end(b) })
    assert.equal(res.status, 400)
    assert.deepEqual(res.body, { a_terminations: [{ object_id: ['Related object not found using the provided numeric ID: 999999'] }] })
    res = await t.api('POST', '/api/dcim/cables/', { a_terminations: end(a), b_terminations: end(b), length: 3 })
    assert.deepEqual(res.body, { length_unit: ['Must specify a unit when setting a cable length'] })
    assert.equal((await get(t, `/api/dcim/interfaces/${a.id}/`)).cable, null)
  })

  test('PATCH moves an end: the old component is freed, the new one attached', async () => {
    const [a, b, c] = [await iface(devA), await iface(devB), await iface(devB)]
    const cable = await create(t, '/api/dcim/cables/', { a_terminations: end(a), b_terminations: end(b) })
    const res = await t.api('PATCH', `/api/dcim/cables/${cable.id}/`, { b_terminations: end(c) })
    assert.equal(res.status, 200, show(res))
    assert.deepEqual(res.body.b_terminations.map((x: Obj) => x.object_id), [c.id])
    const ib = await get(t, `/api/dcim/interfaces/${b.id}/`)
    assert.equal(ib.cable, null)
    assert.equal(ib.cable_end, '')
    assert.equal(ib._occupied, false)
    const ic = await get(t, `/api/dcim/interfaces/${c.id}/`)
    assert.equal(ic.cable.id, cable.id)
    assert.equal(ic.cable_end, 'B')
    assert.deepEqual((await get(t, `/api/dcim/interfaces/${a.id}/`)).link_peers.map((p: Obj) => p.id), [c.id])
  })

  test('deleting a cable frees both ends and removes its terminations', async () => {
    const [a, b] = [await iface(devA), await iface(devB)]
    const cable = await create(t, '/api/dcim/cables/', { a_terminations: end(a), b_terminations: end(b) })
    const del = await t.api('DELETE', `/api/dcim/cables/${cable.id}/`)
    assert.equal(del.status, 204, show(del))
    for (const i of [a, b]) {
      const got = await get(t, `/api/dcim/interfaces/${i.id}/`)
      assert.equal(got.cable, null)
      assert.equal(got.cable_end, '')
      assert.deepEqual(got.link_peers, [])
      assert.equal(got._occupied, false)
    }
    assert.equal((await get(t, `/api/dcim/cable-terminations/?cable=${cable.id}`)).count, 0)
    // The freed interfaces take a new cable.
    await create(t, '/api/dcim/cables/', { a_terminations: end(a), b_terminations: end(b) })
  })

  test('deleting a device removes its interfaces and their terminations; the cable stays', async () => {
    const { device } = await seedDevice(t, 'cab-gone')
    const [a, b] = [await iface(device), await iface(devB)]
    const cable = await create(t, '/api/dcim/cables/', { a_terminations: end(a), b_terminations: end(b) })
    assert.equal((await t.api('DELETE', `/api/dcim/devices/${device.id}/`)).status, 204)
    assert.equal((await t.api('GET', `/api/dcim/interfaces/${a.id}/`)).status, 404)
    const left = await get(t, `/api/dcim/cables/${cable.id}/`)
    assert.deepEqual(left.a_terminations, [])
    assert.deepEqual(left.b_terminations.map((x: Obj) => x.object_id), [b.id])
    assert.deepEqual((await get(t, `/api/dcim/interfaces/${b.id}/`)).link_peers, [])
  })

  test('bulk create is all-or-none: one bad cable and none is written', async () => {
    const as = [await iface(devA), await iface(devA), await iface(devA)]
    const bs = [await iface(devB), await iface(devB), await iface(devB)]
    const bodies = as.map((a, i) => ({ a_terminations: end(a), b_terminations: end(bs[i]), label: `bulk-${i}` }))
    bodies[2].b_terminations = end(bs[0]) // the same B interface as the first cable
    const res = await t.api('POST', '/api/dcim/cables/', bodies)
    assert.equal(res.status, 400, show(res))
    assert.ok(Array.isArray(res.body) && res.body.length === 3, show(res))
    assert.deepEqual(res.body[2].__all__.length, 1)
    assert.equal((await get(t, '/api/dcim/cables/?label__isw=bulk-')).count, 0)
    for (const i of [...as, ...bs]) assert.equal((await get(t, `/api/dcim/interfaces/${i.id}/`)).cable, null)

    bodies[2].b_terminations = end(bs[2])
    const ok = await t.api('POST', '/api/dcim/cables/', bodies)
    assert.equal(ok.status, 201, show(ok))
    assert.equal(ok.body.length, 3)
    assert.equal((await get(t, `/api/dcim/interfaces/${bs[2].id}/`)).cable.id, ok.body[2].id)
  })

  test('console and power cables: peers on the other kinds of component', async () => {
    const cp = await create(t, '/api/dcim/console-ports/', { device: devA.id, name: `con-${++n}` })
    const csp = await create(t, '/api/dcim/console-server-ports/', { device: devB.id, name: `cs-${++n}` })
    await create(t, '/api/dcim/cables/', {
      a_terminations: [{ object_type: 'dcim.consoleport', object_id: cp.id }],
      b_terminations: [{ object_type: 'dcim.consoleserverport', object_id: csp.id }],
    })
    const got = await get(t, `/api/dcim/console-ports/${cp.id}/`)
    assert.equal(got.link_peers_type, 'dcim.consoleserverport')
    assert.equal(got.link_peers[0].id, csp.id)
    assert.equal(got._occupied, true)
  })
})

// Cable paths (NetBox's CablePath): traced on every cable create, change and delete through front
// and rear ports and circuits; shown as connected_endpoints(_type, _reachable) on path endpoints,
// served by …/{id}/trace/, …/{id}/paths/, /api/dcim/connected-device/ and the `connected` filter.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj, seedDevice, show } from './fixtures.js'

let t: TestApp
let site: Obj
let devA: Obj
let devB: Obj
let eth0: Obj
let n = 0

before(async () => {
  t = await testApp()
  const a = await seedDevice(t, 'path-a')
  devA = a.device
  site = a.site
  eth0 = a.iface
  devB = await create(t, '/api/dcim/devices/', { name: 'dev-path-b', device_type: a.deviceType.id, role: a.role.id, site: site.id })
})
after(() => t.close())

const ref = (type: string, ...objs: Obj[]) => objs.map((o) => ({ object_type: type, object_id: o.id }))
const cable = (a: Array<{ object_type: string; object_id: number }>, b: Array<{ object_type: string; object_id: number }>, extra: Obj = {}) =>
  create(t, '/api/dcim/cables/', { a_terminations: a, b_terminations: b, ...extra })
const iface = (device: Obj) => create(t, '/api/dcim/interfaces/', { device: device.id, name: `ge-${++n}`, type: '1000base-t' })
const del = async (url: string) => {
  const r = await t.api('DELETE', url)
  assert.equal(r.status, 204, show(r))
}
const ids = (objs: unknown) => ((objs as Obj[] | null) ?? []).map((o) => o.id)

/** A patch panel: a rear port with one position and its front port. */
async function panel(tag: string): Promise<{ device: Obj; rear: Obj; front: Obj }> {
  const device = await create(t, '/api/dcim/devices/', { name: `pp-${tag}`, device_type: devA.device_type.id, role: devA.role.id, site: site.id })
  const rear = await create(t, '/api/dcim/rear-ports/', { device: device.id, name: 'rp1', type: '8p8c', positions: 1 })
  const front = await create(t, '/api/dcim/front-ports/', { device: device.id, name: 'fp1', type: '8p8c', rear_port: rear.id, rear_port_position: 1 })
  return { device, rear, front }
}

describe('a path through patch panels and a circuit', () => {
  let ifA: Obj
  let ifB: Obj
  let p1: Awaited<ReturnType<typeof panel>>
  let p2: Awaited<ReturnType<typeof panel>>
  let ctA: Obj
  let ctZ: Obj
  const cables: Obj[] = []

  before(async () => {
    ifA = await iface(devA)
    ifB = await iface(devB)
    p1 = await panel('1')
    p2 = await panel('2')
    const provider = await create(t, '/api/circuits/providers/', { name: 'prov-path', slug: 'prov-path' })
    const type = await create(t, '/api/circuits/circuit-types/', { name: 'ct-path', slug: 'ct-path' })
    const circuit = await create(t, '/api/circuits/circuits/', { cid: 'CID-PATH', provider: provider.id, type: type.id })
    ctA = await create(t, '/api/circuits/circuit-terminations/', { circuit: circuit.id, term_side: 'A' })
    ctZ = await create(t, '/api/circuits/circuit-terminations/', { circuit: circuit.id, term_side: 'Z' })
    // Drawn from A towards B, so each new cable extends the paths already traced.
    cables.push(await cable(ref('dcim.interface', ifA), ref('dcim.frontport', p1.front), { label: 'c1' }))
    cables.push(await cable(ref('dcim.rearport', p1.rear), ref('circuits.circuittermination', ctA), { label: 'c2' }))
    cables.push(await cable(ref('circuits.circuittermination', ctZ), ref('dcim.rearport', p2.rear), { label: 'c3' }))
    cables.push(await cable(ref('dcim.frontport', p2.front), ref('dcim.interface', ifB), { label: 'c4' }))
  })

  test('both ends show the other as connected endpoint, reachable', async () => {
    const a = await get(t, `/api/dcim/interfaces/${ifA.id}/`)
    assert.equal(a.connected_endpoints_type, 'dcim.interface')
    assert.deepEqual(ids(a.connected_endpoints), [ifB.id])
    assert.equal(a.connected_endpoints[0].device.id, devB.id)
    for (const k of ['_occupied', 'cable', 'description', 'device', 'display', 'id', 'name', 'url']) assert.ok(k in a.connected_endpoints[0], k)
    assert.equal(a.connected_endpoints_reachable, true)
    const b = await get(t, `/api/dcim/interfaces/${ifB.id}/`)
    assert.deepEqual(ids(b.connected_endpoints), [ifA.id])
    assert.equal(b.connected_endpoints_reachable, true)
    // In a list too (one query per page, see test/api/query-counts.test.ts).
    const list = await get(t, `/api/dcim/interfaces/?id=${ifA.id}&id=${ifB.id}`)
    assert.deepEqual(list.results.map((r: Obj) => ids(r.connected_endpoints)), [[ifB.id], [ifA.id]])
  })

  test('trace: [near ends, cable, far ends] for each segment, from either end', async () => {
    const r = await t.api('GET', `/api/dcim/interfaces/${ifA.id}/trace/`)
    assert.equal(r.status, 200, show(r))
    const trace = r.body as Obj[][]
    assert.equal(trace.length, 4)
    assert.deepEqual(
      trace.map(([near, c, far]) => [ids(near), c.id, ids(far)]),
      [
        [[ifA.id], cables[0].id, [p1.front.id]],
        [[p1.rear.id], cables[1].id, [ctA.id]],
        [[ctZ.id], cables[2].id, [p2.rear.id]],
        [[p2.front.id], cables[3].id, [ifB.id]],
      ],
    )
    // The cable as NetBox's TracedCableSerializer shows it; the ends as nested objects.
    assert.deepEqual(Object.keys(trace[0][1]), ['id', 'url', 'display_url', 'type', 'status', 'label', 'color', 'length', 'length_unit', 'description'])
    assert.deepEqual(trace[0][1].status, { value: 'connected', label: 'Connected' })
    assert.equal(trace[0][2][0].url, `http://localhost:80/api/dcim/front-ports/${p1.front.id}/`)
    assert.equal(trace[1][2][0].circuit.id, ctA.circuit.id)
    const back = (await get(t, `/api/dcim/interfaces/${ifB.id}/trace/`)) as unknown as Obj[][]
    assert.deepEqual(back.map(([near]) => ids(near)), [[ifB.id], [p2.rear.id], [ctA.id], [p1.front.id]])
  })

  test('paths: every path through a front port, rear port or circuit termination', async () => {
    for (const url of [`/api/dcim/front-ports/${p1.front.id}/paths/`, `/api/dcim/rear-ports/${p2.rear.id}/paths/`, `/api/circuits/circuit-terminations/${ctZ.id}/paths/`]) {
      const r = await t.api('GET', url)
      assert.equal(r.status, 200, show(r))
      const paths = r.body as Obj[]
      assert.equal(paths.length, 2, url)
      assert.deepEqual(Object.keys(paths[0]), ['id', 'path', 'is_active', 'is_complete', 'is_split'])
      const origins = paths.map((p) => p.path[0][0].id).sort()
      assert.deepEqual(origins, [ifA.id, ifB.id].sort())
      for (const p of paths) {
        assert.equal(p.path.length, 12)
        assert.equal(p.is_complete, true)
        assert.equal(p.is_active, true)
        assert.equal(p.is_split, false)
      }
    }
    assert.equal((await t.api('GET', `/api/dcim/front-ports/999999/paths/`)).status, 404)
    assert.equal((await t.api('GET', `/api/dcim/interfaces/999999/trace/`)).status, 404)
  })

  test('connected filter and connected-device', async () => {
    const on = await get(t, `/api/dcim/interfaces/?connected=true&device_id=${devA.id}`)
    assert.ok(ids(on.results).includes(ifA.id))
    const off = await get(t, `/api/dcim/interfaces/?connected=false&device_id=${devA.id}`)
    assert.ok(!ids(off.results).includes(ifA.id))
    assert.ok(ids(off.results).includes(eth0.id)) // no cable, no path
    assert.equal((await t.api('GET', '/api/dcim/interfaces/?connected=maybe')).status, 400)

    const r = await t.api('GET', `/api/dcim/connected-device/?peer_device=${devB.name}&peer_interface=${ifB.name}`)
    assert.equal(r.status, 200, show(r))
    assert.equal(r.body.id, devA.id)
    assert.equal(r.body.name, devA.name)
    assert.ok(!('config_context' in r.body)) // NetBox's DeviceSerializer
    assert.ok('interface_count' in r.body)
    const missing = await t.api('GET', `/api/dcim/connected-device/?peer_device=${devB.name}`)
    assert.equal(missing.status, 400)
    assert.deepEqual(missing.body, { detail: 'Request must include "peer_device" and "peer_interface" filters.' })
    const unknown = await t.api('GET', `/api/dcim/connected-device/?peer_device=nope&peer_interface=eth0`)
    assert.equal(unknown.status, 404)
    assert.deepEqual(unknown.body, { detail: 'No Device matches the given query.' })
    const loose = await t.api('GET', `/api/dcim/connected-device/?peer_device=${devA.name}&peer_interface=eth0`)
    assert.equal(loose.status, 404, show(loose))
    // A NUL byte cannot reach PostgreSQL (found by the hardening fuzzer: it was a 500).
    const nul = await t.api('GET', `/api/dcim/connected-device/?peer_device=%00&peer_interface=eth0`)
    assert.equal(nul.status, 400, show(nul))
    assert.deepEqual(nul.body, { peer_device: ['Null characters are not allowed.'] })
  })

  test('a cable status other than connected makes the path inactive', async () => {
    const r = await t.api('PATCH', `/api/dcim/cables/${cables[2].id}/`, { status: 'planned' })
    assert.equal(r.status, 200, show(r))
    const a = await get(t, `/api/dcim/interfaces/${ifA.id}/`)
    assert.deepEqual(ids(a.connected_endpoints), [ifB.id])
    assert.equal(a.connected_endpoints_reachable, false)
    assert.ok(!ids((await get(t, `/api/dcim/interfaces/?connected=true&device_id=${devA.id}`)).results).includes(ifA.id))
    await t.api('PATCH', `/api/dcim/cables/${cables[2].id}/`, { status: 'connected' })
    assert.equal((await get(t, `/api/dcim/interfaces/${ifA.id}/`)).connected_endpoints_reachable, true)
  })

  test('deleting a cable in the middle leaves both ends incomplete', async () => {
    await del(`/api/dcim/cables/${cables[1].id}/`)
    for (const mine of [ifA, ifB]) {
      const o = await get(t, `/api/dcim/interfaces/${mine.id}/`)
      assert.equal(o.connected_endpoints, null)
      assert.equal(o.connected_endpoints_type, null)
      assert.equal(o.connected_endpoints_reachable, false)
    }
    // A's path stops at the loose rear port, padded: [[rear port], [], []].
    const ta = (await get(t, `/api/dcim/interfaces/${ifA.id}/trace/`)) as unknown as Obj[][]
    assert.equal(ta.length, 2)
    assert.deepEqual(ids(ta[0][2]), [p1.front.id])
    assert.deepEqual([ids(ta[1][0]), ta[1][1], ta[1][2]], [[p1.rear.id], [], []])
    // B's path crosses the circuit and stops at its A termination.
    const tb = (await get(t, `/api/dcim/interfaces/${ifB.id}/trace/`)) as unknown as Obj[][]
    assert.equal(tb.length, 3)
    assert.deepEqual([ids(tb[2][0]), tb[2][1], tb[2][2]], [[ctA.id], [], []])
    const paths = (await get(t, `/api/dcim/front-ports/${p1.front.id}/paths/`)) as unknown as Obj[]
    assert.equal(paths.length, 1)
    assert.equal(paths[0].is_complete, false)
    assert.equal(((await get(t, `/api/circuits/circuit-terminations/${ctA.id}/paths/`)) as unknown as Obj[]).length, 1) // B's
    // NetBox's `connected` asks only whether the path's cables are all connected, not whether it is complete.
    assert.ok(ids((await get(t, `/api/dcim/interfaces/?connected=true&device_id=${devA.id}`)).results).includes(ifA.id))
    // Drawn again: complete again.
    await cable(ref('dcim.rearport', p1.rear), ref('circuits.circuittermination', ctA))
    assert.deepEqual(ids((await get(t, `/api/dcim/interfaces/${ifA.id}/`)).connected_endpoints), [ifB.id])
    assert.deepEqual(ids((await get(t, `/api/dcim/interfaces/${ifB.id}/`)).connected_endpoints), [ifA.id])
  })

  test('deleting a patch panel (its ports with it) retraces the paths through it', async () => {
    await del(`/api/dcim/devices/${p2.device.id}/`)
    const a = await get(t, `/api/dcim/interfaces/${ifA.id}/`)
    assert.equal(a.connected_endpoints, null)
    const trace = (await get(t, `/api/dcim/interfaces/${ifA.id}/trace/`)) as unknown as Obj[][]
    // …ctZ, c3, and nothing at its far end.
    assert.deepEqual(ids(trace.at(-1)![0]), [ctZ.id])
    assert.deepEqual(trace.at(-1)![2], [])
    // B's cable lost its far end: B's path stops there.
    const b = await get(t, `/api/dcim/interfaces/${ifB.id}/`)
    assert.equal(b.connected_endpoints, null)
    assert.equal(b.connected_endpoints_reachable, false)
  })
})

describe('direct, console and power paths', () => {
  test('interface to interface; deleting one end leaves the other unconnected', async () => {
    const [a, b] = [await iface(devA), await iface(devB)]
    await cable(ref('dcim.interface', a), ref('dcim.interface', b))
    assert.deepEqual(ids((await get(t, `/api/dcim/interfaces/${a.id}/`)).connected_endpoints), [b.id])
    const trace = (await get(t, `/api/dcim/interfaces/${a.id}/trace/`)) as unknown as Obj[][]
    assert.equal(trace.length, 1)
    assert.deepEqual(ids(trace[0][2]), [b.id])
    const r = await t.api('GET', `/api/dcim/connected-device/?peer_device=${devA.name}&peer_interface=${a.name}`)
    assert.equal(r.status, 200, show(r))
    assert.equal(r.body.id, devB.id)
    await del(`/api/dcim/interfaces/${b.id}/`)
    const left = await get(t, `/api/dcim/interfaces/${a.id}/`)
    assert.equal(left.connected_endpoints, null)
    assert.equal(left.connected_endpoints_reachable, false)
    const unconnected = await get(t, `/api/dcim/interfaces/${(await iface(devA)).id}/`)
    assert.equal(unconnected.connected_endpoints, null)
    assert.equal(unconnected.connected_endpoints_type, null)
    assert.equal(unconnected.connected_endpoints_reachable, null)
    assert.deepEqual(await get(t, `/api/dcim/interfaces/${unconnected.id}/trace/`), [])
  })

  test('cable filters: termination_a/b_id, termination_a/b_type, unterminated', async () => {
    const [a, b] = [await iface(devA), await iface(devB)]
    const c = await cable(ref('dcim.interface', a), ref('dcim.interface', b), { label: 'filters' })
    const found = async (query: string) => ids((await get(t, `/api/dcim/cables/?label=filters&${query}`)).results)
    assert.deepEqual(await found(`termination_a_id=${a.id}`), [c.id])
    assert.deepEqual(await found(`termination_a_id=${b.id}`), [])
    assert.deepEqual(await found(`termination_b_id=${b.id}&termination_b_id=999999`), [c.id])
    assert.deepEqual(await found('termination_a_type=dcim.interface'), [c.id])
    assert.deepEqual(await found('termination_b_type=DCIM.Interface'), [c.id])
    assert.deepEqual(await found('termination_a_type=dcim.frontport'), [])
    assert.deepEqual(await found('termination_a_type=nonsense'), [])
    assert.deepEqual(await found('unterminated=false'), [c.id])
    assert.deepEqual(await found('unterminated=true'), [])
    assert.equal((await t.api('GET', '/api/dcim/cables/?termination_a_id=x')).status, 400)
    await del(`/api/dcim/interfaces/${b.id}/`)
    assert.deepEqual(await found('unterminated=true'), [c.id])
    assert.deepEqual(await found(`termination_b_id=${b.id}`), [])
  })

  test('a front port added to a rear port extends the paths that ended there', async () => {
    const device = await create(t, '/api/dcim/devices/', { name: 'pp-late', device_type: devA.device_type.id, role: devA.role.id, site: site.id })
    const rear = await create(t, '/api/dcim/rear-ports/', { device: device.id, name: 'rp', type: '8p8c', positions: 1 })
    const [a, b] = [await iface(devA), await iface(devB)]
    await cable(ref('dcim.interface', a), ref('dcim.rearport', rear))
    const front = await create(t, '/api/dcim/front-ports/', { device: device.id, name: 'fp', type: '8p8c', rear_port: rear.id, rear_port_position: 1 })
    const trace = (await get(t, `/api/dcim/interfaces/${a.id}/trace/`)) as unknown as Obj[][]
    assert.deepEqual(ids(trace.at(-1)![0]), [front.id])
    await cable(ref('dcim.frontport', front), ref('dcim.interface', b))
    assert.deepEqual(ids((await get(t, `/api/dcim/interfaces/${a.id}/`)).connected_endpoints), [b.id])
    assert.deepEqual(ids((await get(t, `/api/dcim/interfaces/${b.id}/`)).connected_endpoints), [a.id])
  })

  test('console port to console server port', async () => {
    const cp = await create(t, '/api/dcim/console-ports/', { device: devA.id, name: 'con0' })
    const csp = await create(t, '/api/dcim/console-server-ports/', { device: devB.id, name: 'port1' })
    await cable(ref('dcim.consoleport', cp), ref('dcim.consoleserverport', csp))
    const a = await get(t, `/api/dcim/console-ports/${cp.id}/`)
    assert.equal(a.connected_endpoints_type, 'dcim.consoleserverport')
    assert.deepEqual(ids(a.connected_endpoints), [csp.id])
    assert.equal(a.connected_endpoints_reachable, true)
    assert.deepEqual(ids((await get(t, `/api/dcim/console-server-ports/${csp.id}/`)).connected_endpoints), [cp.id])
    const trace = (await get(t, `/api/dcim/console-server-ports/${csp.id}/trace/`)) as unknown as Obj[][]
    assert.deepEqual(ids(trace[0][2]), [cp.id])
    assert.equal((await get(t, `/api/dcim/console-ports/?connected=true&device_id=${devA.id}`)).count, 1)
  })

  test('power feed to power port, power outlet to power port', async () => {
    const panelObj = await create(t, '/api/dcim/power-panels/', { site: site.id, name: 'pp-power' })
    const feed = await create(t, '/api/dcim/power-feeds/', { power_panel: panelObj.id, name: 'feed-1' })
    const pp1 = await create(t, '/api/dcim/power-ports/', { device: devA.id, name: 'psu0' })
    const pp2 = await create(t, '/api/dcim/power-ports/', { device: devB.id, name: 'psu0' })
    const po = await create(t, '/api/dcim/power-outlets/', { device: devA.id, name: 'out0' })
    await cable(ref('dcim.powerfeed', feed), ref('dcim.powerport', pp1))
    await cable(ref('dcim.poweroutlet', po), ref('dcim.powerport', pp2))
    const f = await get(t, `/api/dcim/power-feeds/${feed.id}/`)
    assert.equal(f.connected_endpoints_type, 'dcim.powerport')
    assert.deepEqual(ids(f.connected_endpoints), [pp1.id])
    assert.equal((await get(t, `/api/dcim/power-ports/${pp1.id}/`)).connected_endpoints_type, 'dcim.powerfeed')
    assert.deepEqual(ids((await get(t, `/api/dcim/power-ports/${pp2.id}/`)).connected_endpoints), [po.id])
    assert.deepEqual(ids((await get(t, `/api/dcim/power-outlets/${po.id}/`)).connected_endpoints), [pp2.id])
    const trace = (await get(t, `/api/dcim/power-feeds/${feed.id}/trace/`)) as unknown as Obj[][]
    assert.deepEqual(ids(trace[0][0]), [feed.id])
    assert.deepEqual(ids((await get(t, `/api/dcim/power-feeds/?connected=true&id=${feed.id}`)).results), [feed.id])
  })

  test('a rear port with two positions: each front port reaches its own far end', async () => {
    const mk = async (tag: string) => {
      const device = await create(t, '/api/dcim/devices/', { name: `pp2-${tag}`, device_type: devA.device_type.id, role: devA.role.id, site: site.id })
      const rear = await create(t, '/api/dcim/rear-ports/', { device: device.id, name: 'rp', type: 'lc', positions: 2 })
      const fronts = []
      for (const pos of [1, 2])
        fronts.push(await create(t, '/api/dcim/front-ports/', { device: device.id, name: `fp${pos}`, type: 'lc', rear_port: rear.id, rear_port_position: pos }))
      return { rear, fronts }
    }
    const [x, y] = [await mk('x'), await mk('y')]
    const [a1, a2, b1, b2] = [await iface(devA), await iface(devA), await iface(devB), await iface(devB)]
    await cable(ref('dcim.interface', a1), ref('dcim.frontport', x.fronts[0]))
    await cable(ref('dcim.interface', a2), ref('dcim.frontport', x.fronts[1]))
    await cable(ref('dcim.rearport', x.rear), ref('dcim.rearport', y.rear))
    await cable(ref('dcim.frontport', y.fronts[0]), ref('dcim.interface', b1))
    await cable(ref('dcim.frontport', y.fronts[1]), ref('dcim.interface', b2))
    assert.deepEqual(ids((await get(t, `/api/dcim/interfaces/${a1.id}/`)).connected_endpoints), [b1.id])
    assert.deepEqual(ids((await get(t, `/api/dcim/interfaces/${a2.id}/`)).connected_endpoints), [b2.id])
    assert.deepEqual(ids((await get(t, `/api/dcim/interfaces/${b2.id}/`)).connected_endpoints), [a2.id])
    assert.equal(((await get(t, `/api/dcim/rear-ports/${x.rear.id}/paths/`)) as unknown as Obj[]).length, 4)
  })

  test('OPTIONS and the OpenAPI document describe the actions', async () => {
    const o = await t.api('OPTIONS', `/api/dcim/interfaces/${eth0.id}/trace/`)
    assert.equal(o.status, 200, show(o))
    assert.equal(o.body.name, 'Trace')
    const c = await t.api('OPTIONS', '/api/dcim/connected-device/')
    assert.equal(c.body.name, 'Connected Device Locator')
    const d = await t.api('OPTIONS', `/api/dcim/interfaces/${eth0.id}/`)
    assert.equal(d.body.actions.PUT.connected_endpoints_reachable.read_only, true)
    const doc = (await t.api('GET', '/api/schema/')).body
    assert.equal(doc.paths['/api/dcim/interfaces/{id}/trace/'].get.operationId, 'dcim_interfaces_trace_retrieve')
    assert.equal(doc.paths['/api/dcim/front-ports/{id}/paths/'].get.operationId, 'dcim_front_ports_paths_retrieve')
    assert.equal(doc.paths['/api/dcim/connected-device/'].get.operationId, 'dcim_connected_device_list')
    assert.equal(doc.components.schemas.Interface.properties.connected_endpoints_reachable.type, 'boolean')
  })
})

// Rack elevations (GET /api/dcim/racks/{id}/elevation/, issue 14) and a choice set's choices
// (GET /api/extras/custom-field-choice-sets/{id}/choices/, choices_count), as NetBox 4.4 serves them.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { as, grant, show, userWithToken } from '../auth/helpers.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, type Obj } from './fixtures.js'

let t: TestApp
let rack: Obj
let big: Obj
let small: Obj
let deep: Obj
let rear: Obj

before(async () => {
  t = await testApp()
  const site = await create(t, '/api/dcim/sites/', { name: 's', slug: 's' })
  const mf = await create(t, '/api/dcim/manufacturers/', { name: 'm', slug: 'm' })
  const role = await create(t, '/api/dcim/device-roles/', { name: 'r', slug: 'r' })
  const type = (model: string, u_height: number, is_full_depth: boolean) =>
    create(t, '/api/dcim/device-types/', { manufacturer: mf.id, model, slug: model, u_height, is_full_depth })
  const t2 = await type('two-u', 2, false)
  const t1 = await type('one-u', 1, false)
  const tf = await type('full', 1, true)
  rack = await create(t, '/api/dcim/racks/', { name: 'R1', site: site.id, u_height: 6 })
  const dev = (name: string, dt: Obj, position: number, face: string) =>
    create(t, '/api/dcim/devices/', { name, device_type: dt.id, role: role.id, site: site.id, rack: rack.id, position, face })
  big = await dev('big', t2, 5, 'front')
  small = await dev('small', t1, 2, 'front')
  deep = await dev('deep', tf, 1, 'front')
  rear = await dev('rear', t1, 3, 'rear')
})
after(() => t.close())

const elevation = (q = '') => t.api('GET', `/api/dcim/racks/${rack.id}/elevation/${q}`)

test('elevation: every half unit top to bottom, devices on the front face (full depth on both), NetBox fields', async () => {
  const res = await elevation()
  assert.equal(res.status, 200, show(res))
  assert.equal(res.body.count, 12)
  assert.equal(res.body.next, null)
  const units = res.body.results
  assert.deepEqual(
    units.map((u: Obj) => u.name),
    ['U6.5', 'U6', 'U5.5', 'U5', 'U4.5', 'U4', 'U3.5', 'U3', 'U2.5', 'U2', 'U1.5', 'U1'],
  )
  assert.deepEqual(units[0].id, 6.5)
  assert.deepEqual(Object.keys(units[0]), ['id', 'name', 'face', 'device', 'occupied', 'display'])
  assert.deepEqual(units[0].face, { value: 'front', label: 'Front' })
  assert.equal(units[0].display, 'U6.5')
  const at = (name: string) => units.find((u: Obj) => u.name === name)
  assert.equal(at('U6.5').device.id, big.id)
  // The device brief, as everywhere else.
  assert.deepEqual(at('U6.5').device, (await t.api('GET', `/api/dcim/devices/?brief=1&id=${big.id}`)).body.results[0])
  for (const n of ['U6', 'U5.5', 'U5']) assert.equal(at(n).device.id, big.id, n)
  assert.equal(at('U4.5').device, null)
  assert.equal(at('U4.5').occupied, false)
  assert.equal(at('U3').device, null) // the rear device is not on the front face
  assert.equal(at('U2').device.id, small.id)
  assert.equal(at('U1').device.id, deep.id)

  const back = (await elevation('?face=rear')).body.results
  const onRear = (name: string) => back.find((u: Obj) => u.name === name)
  assert.equal(onRear('U3').device.id, rear.id)
  assert.equal(onRear('U1').device.id, deep.id) // full depth: on both faces
  assert.equal(onRear('U2').device, null)
  assert.deepEqual(onRear('U2').face, { value: 'rear', label: 'Rear' })
})

test('elevation: expand_devices, exclude, q, paging, descending units', async () => {
  const flat = (await elevation('?expand_devices=false')).body.results
  const devicesAt = flat.filter((u: Obj) => u.device).map((u: Obj) => `${u.name}:${u.device.name}`)
  assert.deepEqual(devicesAt, ['U5:big', 'U2:small', 'U1:deep'])
  assert.equal((await elevation('?exclude=99999999999999')).body.results.find((u: Obj) => u.name === 'U5').device.id, big.id)
  const ex = (await elevation(`?exclude=${big.id}`)).body.results
  assert.equal(ex.find((u: Obj) => u.name === 'U5').device, null)
  assert.deepEqual((await elevation('?q=u5')).body.results.map((u: Obj) => u.name), ['U5.5', 'U5'])
  assert.deepEqual((await elevation('?q=3.0')).body.results.map((u: Obj) => u.name), ['U3'])
  const p = await elevation('?limit=5&offset=5')
  assert.equal(p.body.count, 12)
  assert.deepEqual(p.body.results.map((u: Obj) => u.name), ['U4', 'U3.5', 'U3', 'U2.5', 'U2'])
  assert.match(p.body.next, /limit=5&offset=10$/)
  assert.match(p.body.previous, /\?limit=5$/)

  const desc = await create(t, '/api/dcim/racks/', { name: 'R2', site: rack.site.id, u_height: 2, desc_units: true, starting_unit: 10 })
  const d = (await t.api('GET', `/api/dcim/racks/${desc.id}/elevation/`)).body.results
  assert.deepEqual(d.map((u: Obj) => u.name), ['U10', 'U10.5', 'U11', 'U11.5'])
})

test("elevation: NetBox's 400s for bad parameters, 404, SVG not served, devices the caller may not view", async () => {
  const bad = await elevation('?face=top&expand_devices=maybe&exclude=x')
  assert.equal(bad.status, 400, show(bad))
  assert.deepEqual(bad.body, { face: ['"top" is not a valid choice.'], expand_devices: ['Must be a valid boolean.'], exclude: ['A valid integer is required.'] })
  assert.equal((await t.api('GET', '/api/dcim/racks/999999/elevation/?face=top')).status, 404)
  const svg = await elevation('?render=svg')
  assert.equal(svg.status, 400)
  assert.ok(svg.body.render)

  const u = await userWithToken(t, 'racker')
  await grant(t, { object_types: ['dcim.rack'], actions: ['view'], users: [u.id] })
  await grant(t, { object_types: ['dcim.device'], actions: ['view'], constraints: { name: 'small' }, users: [u.id] })
  const res = await as(t, u.key)('GET', `/api/dcim/racks/${rack.id}/elevation/`)
  assert.equal(res.status, 200, show(res))
  const at = (name: string) => res.body.results.find((x: Obj) => x.name === name)
  assert.equal(at('U2').device.id, small.id)
  assert.equal(at('U5').device, null)
  assert.equal(at('U5').occupied, true)
  const nobody = await userWithToken(t, 'nobody')
  assert.equal((await as(t, nobody.key)('GET', `/api/dcim/racks/${rack.id}/elevation/`)).status, 403)
})

test('choice sets: choices_count and the choices action (base then extra choices, q, paging, ordering)', async () => {
  const cs = await create(t, '/api/extras/custom-field-choice-sets/', { name: 'colours', extra_choices: [['red', 'Red'], ['blue', 'Blue'], ['green', 'Verde']] })
  assert.equal(cs.choices_count, 3)
  const brief = await t.api('GET', `/api/extras/custom-field-choice-sets/?brief=1&name=colours`)
  assert.deepEqual(Object.keys(brief.body.results[0]), ['id', 'url', 'display', 'name', 'description', 'choices_count'])
  const res = await t.api('GET', `/api/extras/custom-field-choice-sets/${cs.id}/choices/`)
  assert.equal(res.status, 200, show(res))
  assert.deepEqual(res.body, {
    count: 3,
    next: null,
    previous: null,
    results: [
      { id: 'red', display: 'Red' },
      { id: 'blue', display: 'Blue' },
      { id: 'green', display: 'Verde' },
    ],
  })
  assert.deepEqual((await t.api('GET', `/api/extras/custom-field-choice-sets/${cs.id}/choices/?q=VER`)).body.results, [{ id: 'green', display: 'Verde' }])
  await t.api('PATCH', `/api/extras/custom-field-choice-sets/${cs.id}/`, { order_alphabetically: true })
  const sorted = await t.api('GET', `/api/extras/custom-field-choice-sets/${cs.id}/choices/?limit=2`)
  assert.deepEqual(sorted.body.results.map((c: Obj) => c.id), ['blue', 'green'])
  assert.match(sorted.body.next, /limit=2&offset=2$/)

  const iso = await create(t, '/api/extras/custom-field-choice-sets/', { name: 'countries', base_choices: 'ISO_3166', extra_choices: [['XX', 'XX (Nowhere)']] })
  assert.equal(iso.choices_count, 250)
  const all = await t.api('GET', `/api/extras/custom-field-choice-sets/${iso.id}/choices/?limit=0`)
  assert.equal(all.body.count, 250)
  assert.deepEqual(all.body.results[0], { id: 'AD', display: 'AD (Andorra)' })
  assert.deepEqual(all.body.results[249], { id: 'XX', display: 'XX (Nowhere)' })
  assert.deepEqual((await t.api('GET', `/api/extras/custom-field-choice-sets/${iso.id}/choices/?q=netherlands`)).body.results, [{ id: 'NL', display: 'NL (Netherlands)' }])
  const iata = await create(t, '/api/extras/custom-field-choice-sets/', { name: 'airports', base_choices: 'IATA' })
  assert.equal(iata.choices_count, 9765)
  assert.equal((await t.api('GET', `/api/extras/custom-field-choice-sets/${iata.id}/choices/?q=AMS`)).body.results.some((c: Obj) => c.id === 'AMS'), true)
  assert.equal((await t.api('GET', `/api/extras/custom-field-choice-sets/${iata.id}/choices/`)).body.count, 9765)
  assert.equal((await t.api('GET', '/api/extras/custom-field-choice-sets/999999/choices/')).status, 404)
})

test('OPTIONS on the action URLs: DRF metadata of the view (allocation views as NetBox names them)', async () => {
  const prefix = await create(t, '/api/ipam/prefixes/', { prefix: '10.9.0.0/24' })
  const res = await t.api('OPTIONS', `/api/ipam/prefixes/${prefix.id}/available-ips/`)
  assert.equal(res.status, 200, show(res))
  assert.deepEqual(res.body, { name: 'Prefix Available IP Addresses', description: '', renders: ['application/json', 'text/html'], parses: ['application/json'] })
  assert.equal(res.headers.allow, 'GET, POST, HEAD, OPTIONS')
  assert.equal((await t.api('OPTIONS', `/api/ipam/prefixes/${prefix.id}/available-prefixes/`)).body.name, 'Available Prefixes')
  const group = await create(t, '/api/ipam/vlan-groups/', { name: 'g', slug: 'g' })
  assert.equal((await t.api('OPTIONS', `/api/ipam/vlan-groups/${group.id}/available-vlans/`)).body.name, 'Available VLA Ns')
  assert.equal((await t.api('OPTIONS', `/api/dcim/racks/${rack.id}/elevation/`)).body.name, 'Elevation')
  const render = await t.api('OPTIONS', `/api/dcim/devices/${big.id}/render-config/`)
  assert.equal(render.status, 200)
  assert.deepEqual(render.body.renders, ['application/json', 'text/plain'])
  assert.equal(render.headers.allow, 'POST, OPTIONS')
})

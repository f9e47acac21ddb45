// Config templates (issue 14): the model and its filters, the config_template relation of devices,
// roles, platforms and virtual machines, and rendering through HTTP — render-config on devices and
// VMs (the template resolved as NetBox does, the config context, the body and the object in the
// context), config-templates/{id}/render/, JSON or text/plain, NetBox's errors, permissions, and
// hostile templates stopped by the sandbox while the server keeps serving.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { as, grant, show, userWithToken } from '../auth/helpers.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, type Obj, seedDevice } from './fixtures.js'

let t: TestApp
let d: Awaited<ReturnType<typeof seedDevice>>
let platform: Obj
let tDevice: Obj
let tRole: Obj
let tPlatform: Obj
let tag: Obj
const CT = '/api/extras/config-templates/'

before(async () => {
  t = await testApp()
  d = await seedDevice(t, 'a')
  tag = await create(t, '/api/extras/tags/', { name: 'golden', slug: 'golden' })
  platform = await create(t, '/api/dcim/platforms/', { name: 'eos', slug: 'eos' })
  tDevice = await create(t, CT, {
    name: 'device-tpl',
    description: 'own',
    template_code: 'hostname {{ device.name }}\r\nsite {{ device.site.name }}\nntp {{ ntp }}\nextra {{ extra | default("none") }}',
    tags: [tag.id],
  })
  tRole = await create(t, CT, { name: 'role-tpl', template_code: 'role {{ device.role.slug }}{{ virtualmachine.name }}' })
  tPlatform = await create(t, CT, { name: 'platform-tpl', template_code: 'platform {{ device.platform.name }}{{ virtualmachine.platform.name }}', mime_type: 'text/x-cfg' })
  await create(t, '/api/extras/config-contexts/', { name: 'ntp', data: { ntp: '192.0.2.1', extra: 'from-context' } })
  await t.api('PATCH', `/api/dcim/devices/${d.device.id}/`, { platform: platform.id })
})
after(() => t.close())

const render = (id: number, body?: unknown, query = '', headers?: Record<string, string>) => t.api('POST', `/api/dcim/devices/${id}/render-config/${query}`, body, headers)

test('config templates: fields as NetBox serves them, brief, filters, synced-data fields read-only and empty', async () => {
  const res = await t.api('GET', `${CT}${tDevice.id}/`)
  assert.equal(res.status, 200, show(res))
  assert.deepEqual(Object.keys(res.body), [
    'id', 'url', 'display_url', 'display', 'name', 'description', 'environment_params', 'template_code', 'mime_type', 'file_name',
    'file_extension', 'as_attachment', 'data_source', 'data_path', 'data_file', 'auto_sync_enabled', 'data_synced', 'tags', 'created', 'last_updated',
  ])
  assert.deepEqual(res.body.environment_params, {})
  assert.equal(res.body.as_attachment, true)
  assert.equal(res.body.data_source, null)
  assert.equal(res.body.data_path, '')
  assert.equal(res.body.auto_sync_enabled, false)
  assert.equal(res.body.tags[0].slug, 'golden')
  const brief = await t.api('GET', `${CT}?brief=1&name=device-tpl`)
  assert.deepEqual(Object.keys(brief.body.results[0]), ['id', 'url', 'display', 'name', 'description'])
  const names = async (q: string) => (await t.api('GET', `${CT}?${q}`)).body.results.map((o: Obj) => o.name)
  assert.deepEqual(await names('q=platform'), ['platform-tpl'])
  assert.deepEqual(await names('tag=golden'), ['device-tpl'])
  assert.deepEqual(await names('mime_type=text/x-cfg'), ['platform-tpl'])
  assert.deepEqual(await names('description=own'), ['device-tpl'])
  // template_code is required; the synced-data fields cannot be written.
  const bad = await t.api('POST', CT, { name: 'x' })
  assert.equal(bad.status, 400, show(bad))
  assert.ok(bad.body.template_code)
  const ro = await t.api('POST', CT, { name: 'ro', template_code: 'x', data_path: 'a/b', auto_sync_enabled: true })
  assert.equal(ro.status, 201, show(ro))
  assert.equal(ro.body.data_path, '')
  assert.equal(ro.body.auto_sync_enabled, false)
})

test('config_template on devices, roles, platforms and VMs: nested brief, config_template_id filters, protected', async () => {
  const role = await t.api('PATCH', `/api/dcim/device-roles/${d.role.id}/`, { config_template: tRole.id })
  assert.equal(role.status, 200, show(role))
  assert.deepEqual(Object.keys(role.body.config_template), ['id', 'url', 'display', 'name', 'description'])
  assert.equal((await t.api('GET', `/api/dcim/device-roles/?config_template_id=${tRole.id}`)).body.count, 1)
  assert.equal((await t.api('GET', `/api/dcim/device-roles/?config_template_id=${tDevice.id}`)).body.count, 0)
  const pf = await t.api('PATCH', `/api/dcim/platforms/${platform.id}/`, { config_template: tPlatform.id })
  assert.equal(pf.body.config_template.id, tPlatform.id)
  assert.equal((await t.api('GET', `/api/dcim/platforms/?config_template_id=${tPlatform.id}`)).body.count, 1)
  assert.equal((await t.api('GET', `/api/dcim/devices/?config_template_id=${tDevice.id}`)).body.count, 0)
  const del = await t.api('DELETE', `${CT}${tRole.id}/`)
  assert.equal(del.status, 409, show(del))
  // Back to no role template for the next test's resolution order.
  await t.api('PATCH', `/api/dcim/device-roles/${d.role.id}/`, { config_template: null })
  await t.api('PATCH', `/api/dcim/platforms/${platform.id}/`, { config_template: null })
})

test('render-config: 400 without a template, then the platform, role and own template, in that precedence', async () => {
  const none = await render(d.device.id)
  assert.equal(none.status, 400, show(none))
  assert.deepEqual(none.body, { error: 'No config template found for this device.' })

  await t.api('PATCH', `/api/dcim/platforms/${platform.id}/`, { config_template: tPlatform.id })
  const byPlatform = await render(d.device.id)
  assert.equal(byPlatform.status, 200, show(byPlatform))
  assert.deepEqual(byPlatform.body, {
    configtemplate: { id: tPlatform.id, url: tPlatform.url, display: 'platform-tpl', name: 'platform-tpl', description: '' },
    content: 'platform eos',
  })
  await t.api('PATCH', `/api/dcim/device-roles/${d.role.id}/`, { config_template: tRole.id })
  assert.equal((await render(d.device.id)).body.content, 'role role-a')
  const own = await t.api('PATCH', `/api/dcim/devices/${d.device.id}/`, { config_template: tDevice.id })
  assert.equal(own.body.config_template.id, tDevice.id)
  assert.equal((await t.api('GET', `/api/dcim/devices/?config_template_id=${tDevice.id}`)).body.count, 1)
  const res = await render(d.device.id)
  assert.equal(res.status, 200, show(res))
  assert.equal(res.body.configtemplate.name, 'device-tpl')
  // CRLF becomes LF; the config context, then the body over it; the device as the API shows it.
  assert.equal(res.body.content, 'hostname dev-a\nsite site-a\nntp 192.0.2.1\nextra from-context')
  const withBody = await render(d.device.id, { extra: 'from-body', ntp: '198.51.100.1' })
  assert.equal(withBody.body.content, 'hostname dev-a\nsite site-a\nntp 198.51.100.1\nextra from-body')
  // The body cannot replace the device itself.
  assert.equal((await render(d.device.id, { device: { name: 'spoofed' } })).body.content.split('\n')[0], 'hostname dev-a')
  assert.equal((await render(999999)).status, 404)
  const list = await render(d.device.id, [1, 2])
  assert.equal(list.status, 400, show(list))
})

test('render-config: text/plain with ?format=txt or Accept: text/plain; 406 and 404 for what cannot be served', async () => {
  const txt = await render(d.device.id, {}, '?format=txt')
  assert.equal(txt.status, 200, show(txt))
  assert.match(String(txt.headers['content-type']), /^text\/plain/)
  assert.equal(txt.text, 'hostname dev-a\nsite site-a\nntp 192.0.2.1\nextra from-context')
  const accept = await render(d.device.id, {}, '', { accept: 'text/plain' })
  assert.equal(accept.text, txt.text)
  const json = await render(d.device.id, {}, '', { accept: 'application/json, text/plain' })
  assert.equal(json.body.content, txt.text)
  assert.equal((await render(d.device.id, {}, '', { accept: 'image/png' })).status, 406)
  assert.equal((await render(d.device.id, {}, '?format=xml')).status, 404)
})

test('render-config on virtual machines; config-templates/{id}/render/ with the body as context', async () => {
  const vm = await create(t, '/api/virtualization/virtual-machines/', { name: 'vm-1', platform: platform.id })
  const viaPlatform = await t.api('POST', `/api/virtualization/virtual-machines/${vm.id}/render-config/`)
  assert.equal(viaPlatform.status, 200, show(viaPlatform))
  assert.equal(viaPlatform.body.content, 'platform eos')
  await t.api('PATCH', `/api/virtualization/virtual-machines/${vm.id}/`, { role: d.role.id })
  assert.equal((await t.api('POST', `/api/virtualization/virtual-machines/${vm.id}/render-config/`)).body.content, 'role vm-1')
  const bare = await create(t, '/api/virtualization/virtual-machines/', { name: 'vm-2' })
  const none = await t.api('POST', `/api/virtualization/virtual-machines/${bare.id}/render-config/`)
  assert.equal(none.status, 400)
  assert.deepEqual(none.body, { error: 'No config template found for this virtualmachine.' })

  const tpl = await create(t, CT, { name: 'loop', template_code: '{% for i in items %}{{ i.name }};{% endfor %}' })
  const res = await t.api('POST', `${CT}${tpl.id}/render/`, { items: [{ name: 'a' }, { name: 'b' }] })
  assert.equal(res.status, 200, show(res))
  assert.deepEqual(res.body, { configtemplate: { id: tpl.id, url: tpl.url, display: 'loop', name: 'loop', description: '' }, content: 'a;b;' })
  const txt = await t.api('POST', `${CT}${tpl.id}/render/?format=txt`, { items: [{ name: 'c' }] })
  assert.equal(txt.text, 'c;')
  assert.equal((await t.api('POST', `${CT}999999/render/`, {})).status, 404)
})

test("whitespace as Jinja2's defaults (trim_blocks and lstrip_blocks off), or as environment_params set them", async () => {
  const code = 'a\n  {% for i in items %}\n{{ i }}\n  {% endfor %}\nb\n'
  const plain = await create(t, CT, { name: 'ws-default', template_code: code })
  assert.equal((await t.api('POST', `${CT}${plain.id}/render/`, { items: [1, 2] })).body.content, 'a\n  \n1\n  \n2\n  \nb')
  const trimmed = await create(t, CT, { name: 'ws-trim', template_code: code, environment_params: { trim_blocks: true, lstrip_blocks: true } })
  assert.equal((await t.api('POST', `${CT}${trimmed.id}/render/`, { items: [1, 2] })).body.content, 'a\n1\n2\nb')
})

test('template errors and hostile templates: a 400 naming the problem, and the server keeps serving', async () => {
  const tpl = (name: string, template_code: string) => create(t, CT, { name, template_code })
  const broken = await tpl('broken', 'a\n{{ device.name | no_such_filter }}')
  const res = await t.api('POST', `${CT}${broken.id}/render/`, {})
  assert.equal(res.status, 400, show(res))
  assert.match(res.body.detail, /^An error occurred while rendering the template \(line /)
  const syntax = await tpl('syntax', '{% for x in %}')
  assert.equal((await t.api('POST', `${CT}${syntax.id}/render/`, {})).status, 400)

  const good = await tpl('good', 'ok {{ n }}')
  const hostile: Array<[string, string, RegExp]> = [
    ['loop', '{% for i in range(100000) %}{% for j in range(100000) %}{{ j }}{% endfor %}{% endfor %}', /limit|evaluation steps|longer than|larger than/],
    ['huge', '{% set s = "xxxxxxxxxxxxxxxxxxxxxxxxxxxxxxxx" %}{% for i in range(60) %}{% set s = s + s %}{% endfor %}{{ s }}', /larger than/],
    // Nesting deep enough to exhaust the renderer's stack (macros cannot call themselves here).
    ['recursion', '{% if true %}'.repeat(20000) + 'x' + '{% endif %}'.repeat(20000), /limit was reached: Maximum call stack size exceeded/],
  ]
  for (const [name, code, message] of hostile) {
    const t0 = Date.now()
    const h = await tpl(`hostile-${name}`, code)
    const r = await t.api('POST', `${CT}${h.id}/render/`, {})
    assert.equal(r.status, 400, `${name}: ${show(r)}`)
    assert.match(r.body.detail, message, name)
    if (process.env.SHOW_DETAIL) console.log(name, r.body.detail, Date.now() - t0)
    assert.ok(Date.now() - t0 < 15_000, `${name} took ${Date.now() - t0} ms`)
    // Still serving: a read and a good render.
    assert.equal((await t.api('GET', '/api/status/')).status, 200)
    assert.equal((await t.api('POST', `${CT}${good.id}/render/`, { n: 1 })).body.content, 'ok 1', name)
  }
})

test('permissions: rendering is a POST (add on the model, write-enabled token), as in NetBox 4.4', async () => {
  const ro = await userWithToken(t, 'reader', { writeEnabled: false })
  await grant(t, { object_types: ['dcim.device', 'extras.configtemplate'], actions: ['view', 'add'], users: [ro.id] })
  assert.equal((await as(t, ro.key)('POST', `/api/dcim/devices/${d.device.id}/render-config/`)).status, 403)
  const viewer = await userWithToken(t, 'viewer')
  await grant(t, { object_types: ['dcim.device'], actions: ['view'], users: [viewer.id] })
  assert.equal((await as(t, viewer.key)('POST', `/api/dcim/devices/${d.device.id}/render-config/`)).status, 403)
  const adder = await userWithToken(t, 'adder')
  await grant(t, { object_types: ['dcim.device'], actions: ['add'], constraints: { name: 'dev-a' }, users: [adder.id] })
  const ok = await as(t, adder.key)('POST', `/api/dcim/devices/${d.device.id}/render-config/`)
  assert.equal(ok.status, 200, show(ok))
  const other = await seedDevice(t, 'b')
  assert.equal((await as(t, adder.key)('POST', `/api/dcim/devices/${other.device.id}/render-config/`)).status, 404)
  assert.equal((await t.request('POST', `/api/dcim/devices/${d.device.id}/render-config/`)).status, 403)
})

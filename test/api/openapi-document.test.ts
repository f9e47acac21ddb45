// The OpenAPI document as a whole: every served /api/ route is in it, every operation has an
// operationId, a summary, declared tags and explicit status codes (no 4XX/5XX ranges, which some
// generators turn into invalid code); `servers` names the address asked; YAML and JSON are both
// served; the endpoints that are not models answer what they declare; and the response check the
// contract suite relies on does refuse a body that does not match.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { createRequire } from 'node:module'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, before, describe, test } from 'node:test'
import SwaggerParser from '@apidevtools/swagger-parser'
import { testApp, type TestApp } from '../helpers/app.js'
import { type SchemaChecker, schemaChecker } from '../helpers/schema.js'
import { create, seedDevice } from './fixtures.js'

type Json = any // eslint-disable-line @typescript-eslint/no-explicit-any

let t: TestApp
let doc: Json
let schema: SchemaChecker

before(async () => {
  t = await testApp()
  doc = (await t.api('GET', '/api/schema/')).body
  schema = await schemaChecker(t)
})
after(() => t.close())

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE']

/** Every route fastify serves, as [path, methods], read from its route tree. */
function servedRoutes(): Array<[string, string[]]> {
  const out: Array<[string, string[]]> = []
  const stack: string[] = []
  for (const line of t.app.printRoutes({ commonPrefix: false }).split('\n')) {
    const m = /^([│ ]*)(?:├── |└── )(.*?)(?: \(([^)]*)\))?$/.exec(line)
    if (!m) continue
    const depth = m[1].length / 4
    stack.length = depth
    stack.push(m[2])
    if (m[3]) out.push([stack.join(''), m[3].split(', ')])
  }
  return out
}

describe('coverage', () => {
  test('every served /api/ path and method is in the document (Swagger UI aside)', () => {
    const routes = servedRoutes().filter(([p]) => p.startsWith('/api/') && !p.startsWith('/api/docs'))
    assert.ok(routes.length > 150, `${routes.length} routes`)
    const missing: string[] = []
    for (const [path, methods] of routes) {
      const template = path.replace(/:(\w+)/g, '{$1}')
      for (const m of methods.filter((x) => METHODS.includes(x))) if (!doc.paths[template]?.[m.toLowerCase()]) missing.push(`${m} ${template}`)
    }
    assert.deepEqual(missing, [])
    for (const p of ['/api/', '/api/status/', '/api/schema/', '/api/plugins/', '/api/users/tokens/provision/', '/api/core/background-tasks/{id}/requeue/'])
      assert.ok(doc.paths[p], p)
  })

  test('every operation: a unique operationId, a summary, declared tags, explicit status codes and response schemas', () => {
    const ids = new Set<string>()
    const tags = new Map<string, string>(doc.tags.map((x: Json) => [x.name, x.description]))
    for (const [name, description] of tags) assert.ok(description, `tag ${name} has no description`)
    for (const [path, item] of Object.entries<Json>(doc.paths))
      for (const m of METHODS.map((x) => x.toLowerCase())) {
        const op = item[m]
        if (!op) continue
        const where = `${m.toUpperCase()} ${path}`
        assert.match(op.operationId ?? '', /^[a-z][a-z0-9_]*$/, where)
        assert.ok(!ids.has(op.operationId), `${where}: operationId ${op.operationId} twice`)
        ids.add(op.operationId)
        assert.ok(op.summary, `${where}: no summary`)
        for (const tag of op.tags ?? []) assert.ok(tags.has(tag), `${where}: tag ${tag} is not declared`)
        for (const [status, res] of Object.entries<Json>(op.responses)) {
          assert.match(status, /^\d{3}$/, `${where}: status ${status}`)
          if (status !== '204') assert.ok(res.content?.['application/json']?.schema, `${where} ${status}: no schema`)
        }
      }
  })

  test('servers names the address the document was asked at; security schemes as NetBox names them', async () => {
    assert.deepEqual(doc.servers, [{ url: 'http://localhost:80', description: 'netinventory' }])
    const other = await t.api('GET', '/api/schema/', undefined, { host: '127.0.0.1:8443' })
    assert.equal(other.body.servers[0].url, 'http://127.0.0.1:8443')
    assert.deepEqual(Object.keys(doc.components.securitySchemes).sort(), ['cookieAuth', 'tokenAuth'])
  })
})

describe('components', () => {
  // src/api/openapi.ts adds the components after @fastify/swagger has built the document (its own
  // pass over them is quadratic), so each must already be what that pass would make of it.
  test("each is in OpenAPI 3.0 form already: @fastify/swagger's conversion leaves it unchanged", () => {
    const require = createRequire(import.meta.url)
    const swaggerDir = dirname(require.resolve('@fastify/swagger/package.json'))
    const fromSwagger = createRequire(join(swaggerDir, 'index.js'))
    const { prepareOpenapiSchemas } = fromSwagger('./lib/spec/openapi/utils.js')
    const Ref = fromSwagger('json-schema-resolver')
    const opts = { openapi: '3.0.3', convertConstToEnum: true }
    const changed: string[] = []
    const all = Object.entries<Json>(doc.components.schemas)
    assert.ok(all.length > 1000, `${all.length} components`)
    for (const [name, component] of all) {
      const ref = Ref({ applicationUri: 'todo.com', clone: true, externalSchemas: [] })
      const converted = prepareOpenapiSchemas(opts, { [name]: component }, ref)
      if (JSON.stringify(converted) !== JSON.stringify({ [name]: component })) changed.push(name)
    }
    assert.deepEqual(changed, [])
    // The check can fail: a JSON Schema null type is converted.
    const probe = prepareOpenapiSchemas(opts, { P: { type: ['string', 'null'] } }, Ref({ applicationUri: 'todo.com', clone: true, externalSchemas: [] }))
    assert.deepEqual(probe, { P: { type: 'string', nullable: true } })
  })
})

describe('formats', () => {
  test('JSON by default and on request; YAML with format=yaml or an OpenAPI/YAML Accept header, the same document', async () => {
    const json = await t.api('GET', '/api/schema/?format=json')
    assert.match(String(json.headers['content-type']), /^application\/json/)
    assert.deepEqual(json.body, doc)
    const vendorJson = await t.api('GET', '/api/schema/', undefined, { accept: 'application/vnd.oai.openapi+json' })
    assert.match(String(vendorJson.headers['content-type']), /^application\/vnd\.oai\.openapi\+json/)
    assert.deepEqual(JSON.parse(vendorJson.text), doc)

    const dir = mkdtempSync(join(tmpdir(), 'netinv-openapi-'))
    try {
      for (const [query, accept] of [
        ['?format=yaml', 'application/json'],
        ['', 'application/vnd.oai.openapi'],
        ['', 'application/yaml'],
      ]) {
        const res = await t.api('GET', `/api/schema/${query}`, undefined, { accept })
        assert.equal(res.status, 200)
        assert.match(String(res.headers['content-type']), /^application\/vnd\.oai\.openapi;/, `${query} ${accept}`)
        assert.match(res.text, /^openapi: 3\.0\.3\n/)
        const file = join(dir, 'openapi.yaml')
        writeFileSync(file, res.text)
        assert.deepEqual(await SwaggerParser.parse(file), doc, `${query} ${accept}`)
      }
    } finally {
      rmSync(dir, { recursive: true, force: true })
    }
  })
})

describe('endpoints that are not models answer what they declare', () => {
  test('root, application index, plugins, status', async () => {
    schema.response('GET', '/api/', 200, (await t.api('GET', '/api/')).body)
    schema.response('GET', '/api/dcim/', 200, (await t.api('GET', '/api/dcim/')).body)
    schema.response('GET', '/api/plugins/', 200, (await t.api('GET', '/api/plugins/')).body)
    schema.response('GET', '/api/status/', 200, (await t.api('GET', '/api/status/')).body)
    schema.response('GET', '/api/status/', 403, (await t.request('GET', '/api/status/')).body)
  })

  test('token provisioning', async () => {
    const path = '/api/users/tokens/provision/'
    const made = await t.request('POST', path, { username: 'admin', password: 'test-password-123', description: 'from the schema test' })
    assert.equal(made.status, 201, made.text)
    schema.response('POST', path, 201, made.body)
    assert.match(made.body.key, /^[0-9a-f]{40}$/)
    schema.response('POST', path, 400, (await t.request('POST', path, {})).body)
    schema.response('POST', path, 403, (await t.request('POST', path, { username: 'admin', password: 'wrong-password' })).body)
  })

  test('background tasks', async () => {
    const path = '/api/core/background-tasks/'
    schema.response('GET', path, 200, (await t.api('GET', path)).body)
    schema.response('GET', path, 400, (await t.api('GET', `${path}?state=bogus`)).body)
    schema.response('GET', `${path}{id}/`, 404, (await t.api('GET', `${path}00000000-0000-0000-0000-000000000000/`)).body)
  })
  test('batch errors name the failing operation beside the messages (BatchError; the fuzzer found it undeclared)', async () => {
    const bodies = [
      { operations: [{ op: 'upsert', model: 'dcim.site', data: {} }] },
      { operations: [{ op: 'create', model: 'dcim.rack', data: { name: 'R', site: { $ref: 'nope' } } }] },
      { operations: [{ op: 'update', model: 'dcim.site', id: 987654, data: { description: 'x' } }] },
      { operations: [] },
    ]
    for (const body of bodies) {
      const res = await t.api('POST', '/api/batch/', body)
      assert.ok(res.status === 400 || res.status === 404, res.text)
      schema.response('POST', '/api/batch/', res.status, res.body)
    }
  })
})

describe('nested objects NetBox declares inline', () => {
  test("a circuit's termination_a/_z (CircuitCircuitTerminationSerializer) match the document", async () => {
    const p = await create(t, '/api/circuits/providers/', { name: 'doc-p', slug: 'doc-p' })
    const ty = await create(t, '/api/circuits/circuit-types/', { name: 'doc-t', slug: 'doc-t' })
    const c = await create(t, '/api/circuits/circuits/', { cid: 'DOC-1', provider: p.id, type: ty.id })
    const site = await create(t, '/api/dcim/sites/', { name: 'doc-site', slug: 'doc-site' })
    await create(t, '/api/circuits/circuit-terminations/', { circuit: c.id, term_side: 'A', termination_type: 'dcim.site', termination_id: site.id })
    const got = await t.api('GET', `/api/circuits/circuits/${c.id}/`)
    assert.equal(got.body.termination_a.termination.id, site.id)
    assert.equal(got.body.termination_z, null)
    schema.response('GET', '/api/circuits/circuits/{id}/', 200, got.body)
  })
})

describe('nested objects turned inside out', () => {
  test("a device's parent_device is the bay's device with the bay in it (NetBox's NestedDevice and NestedDeviceBay), null outside a bay", async () => {
    const { deviceType, role, site, device: chassis } = await seedDevice(t, 'doc-parent')
    const blade = await create(t, '/api/dcim/devices/', { name: 'doc-blade', device_type: deviceType.id, role: role.id, site: site.id })
    const bay = await create(t, '/api/dcim/device-bays/', { device: chassis.id, name: 'Bay 1', installed_device: blade.id })
    const got = await t.api('GET', `/api/dcim/devices/${blade.id}/`)
    const { parent_device: parent } = got.body
    assert.deepEqual([parent.id, parent.name, parent.display, parent.display_url], [chassis.id, chassis.name, chassis.name, `http://localhost:80/dcim/devices/${chassis.id}/`])
    assert.deepEqual([parent.device_bay.id, parent.device_bay.name, parent.device_bay.device.id], [bay.id, 'Bay 1', chassis.id])
    assert.match(parent.device_bay.url, new RegExp(`/api/dcim/device-bays/${bay.id}/$`))
    schema.response('GET', '/api/dcim/devices/{id}/', 200, got.body)
    const list = await t.api('GET', `/api/dcim/devices/?id=${blade.id}&id=${chassis.id}&ordering=name`)
    assert.deepEqual(list.body.results.map((d: Json) => d.parent_device?.device_bay.id ?? null), [null, bay.id]) // dev-doc-parent, doc-blade
    schema.response('GET', '/api/dcim/devices/', 200, list.body)
    // Emptied bay: no parent.
    await t.api('PATCH', `/api/dcim/device-bays/${bay.id}/`, { installed_device: null })
    assert.equal((await t.api('GET', `/api/dcim/devices/${blade.id}/`)).body.parent_device, null)
  })
})

describe('the response check is not vacuous', () => {
  test('a brief page is not a full page, an unknown key is refused, a wrong type is refused', async () => {
    await t.api('POST', '/api/dcim/sites/', { name: 'Check', slug: 'check' })
    const brief = (await t.api('GET', '/api/dcim/sites/?brief=1')).body
    schema.response('GET', '/api/dcim/sites/', 200, brief, { brief: true })
    assert.throws(() => schema.response('GET', '/api/dcim/sites/', 200, brief), /does not match/)
    const full = (await t.api('GET', '/api/dcim/sites/')).body
    schema.response('GET', '/api/dcim/sites/', 200, full)
    assert.throws(() => schema.response('GET', '/api/dcim/sites/', 200, full, { brief: true }), /does not match/)
    const site = full.results[0]
    assert.throws(() => schema.check('Site', { ...site, surprise: 1 }, 'extra key'), /does not match/)
    assert.throws(() => schema.check('Site', { ...site, status: 'active' }, 'choice as a bare value'), /does not match/)
    assert.throws(() => schema.check('Site', { ...site, region: { id: 1 } }, 'incomplete nested object'), /does not match/)
    schema.check('Site', { ...site, region: null }, 'null region')
    assert.throws(() => schema.response('POST', '/api/dcim/sites/', 201, [site]), /does not match/)
    schema.response('POST', '/api/dcim/sites/', 201, [site], { bulk: true })
  })
})

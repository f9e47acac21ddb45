// What a team generating a client from our OpenAPI document gets: openapi-typescript turns
// /api/schema/ into TypeScript types, a small openapi-fetch program written against those types must
// type-check (so the paths, bodies and responses it uses exist as documented) and then, run over a
// real socket, create a device with its prerequisites and find it in the device list.
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { mkdirSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { promisify } from 'node:util'
import openapiTS, { astToString } from 'openapi-typescript'
import { projectRoot } from '../../src/db/paths.js'
import { testApp, type TestApp } from '../helpers/app.js'

const run = promisify(execFile)

// Inside the project, so that the program resolves openapi-fetch from our node_modules.
const dir = join(projectRoot, '.test-cache', `openapi-client-${process.pid}`)

const CLIENT = `
import createClient from 'openapi-fetch'
import type { paths } from './schema.js'

const client = createClient<paths>({
  baseUrl: process.env.BASE_URL,
  headers: { Authorization: \`Token \${process.env.TOKEN}\`, Accept: 'application/json' },
})

function must<T>(what: string, r: { data?: T; error?: unknown; response: Response }): T {
  if (r.data === undefined) throw new Error(\`\${what}: HTTP \${r.response.status} \${JSON.stringify(r.error)}\`)
  return r.data
}

// POST takes one object or a list and answers in kind (documented as oneOf): a single create is narrowed.
function one<T>(what: string, r: { data?: T | T[]; error?: unknown; response: Response }): T {
  const data = must(what, r)
  if (Array.isArray(data)) throw new Error(\`\${what}: expected one object, got a list\`)
  return data
}

const site = one('site', await client.POST('/api/dcim/sites/', { body: { name: 'Client Site', slug: 'client-site', status: 'active' } }))
const manufacturer = one('manufacturer', await client.POST('/api/dcim/manufacturers/', { body: { name: 'Client Vendor', slug: 'client-vendor' } }))
const deviceType = one(
  'device type',
  await client.POST('/api/dcim/device-types/', { body: { manufacturer: manufacturer.id, model: 'CX-1', slug: 'cx-1' } }),
)
const role = one('role', await client.POST('/api/dcim/device-roles/', { body: { name: 'Client Role', slug: 'client-role', color: '00ff00' } }))
// A related object named by its attributes, as NetBox clients may.
const device = one(
  'device',
  await client.POST('/api/dcim/devices/', {
    body: { name: 'client-dev-1', device_type: deviceType.id, role: role.id, site: { slug: 'client-site' }, status: 'active' },
  }),
)
const list = must('list', await client.GET('/api/dcim/devices/', { params: { query: { site_id: [site.id], limit: 10 } } }))
const names: string[] = list.results.map((d) => d.name ?? '')
console.log(JSON.stringify({ created: device.id, siteOfDevice: device.site.id, count: list.count, names }))
`

let t: TestApp
let base: string

before(async () => {
  t = await testApp()
  await t.app.listen({ port: 0, host: '127.0.0.1' })
  const addr = t.app.server.address() as { port: number }
  base = `http://127.0.0.1:${addr.port}`
  mkdirSync(dir, { recursive: true })
})

after(async () => {
  await t.close()
  rmSync(dir, { recursive: true, force: true })
})

test('a client generated with openapi-typescript + openapi-fetch type-checks and can create and list a device', { timeout: 240_000 }, async () => {
  const schemaRes = await fetch(`${base}/api/schema/`, { headers: { Authorization: `Token ${t.token}`, Accept: 'application/json' } })
  assert.equal(schemaRes.status, 200)
  const schema = (await schemaRes.json()) as unknown as Parameters<typeof openapiTS>[0]
  const types = astToString(await openapiTS(schema))
  assert.match(types, /"\/api\/dcim\/devices\/": \{/)
  writeFileSync(join(dir, 'schema.ts'), types)
  writeFileSync(join(dir, 'client.ts'), CLIENT)
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', skipLibCheck: true, lib: ['es2022', 'dom'] },
      files: ['client.ts'],
    }),
  )
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }))

  const tsc = join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc')
  const checked = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: dir }).catch((e: { stdout: string; stderr: string }) => e)
  assert.ok(!('code' in checked) || !checked.code, `the generated client does not type-check:\n${checked.stdout}${checked.stderr}`)

  const { stdout } = await run(process.execPath, ['--import', 'tsx', join(dir, 'client.ts')], {
    cwd: dir,
    env: { ...process.env, BASE_URL: base, TOKEN: t.token },
  })
  const out = JSON.parse(stdout.trim().split('\n').at(-1)!) as { created: number; siteOfDevice: number; count: number; names: string[] }
  assert.equal(out.count, 1)
  assert.deepEqual(out.names, ['client-dev-1'])
  const stored = await t.api('GET', `/api/dcim/devices/${out.created}/`)
  assert.equal(stored.status, 200)
  assert.equal(stored.body.site.id, out.siteOfDevice)
})

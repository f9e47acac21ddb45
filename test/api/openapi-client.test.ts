// What a team generating a client from our OpenAPI document gets. From the live /api/schema/ (over a
// real socket) three generators write clients: openapi-typescript (used with openapi-fetch), hey-api
// (fetch SDK) and orval (fetch client). One `tsc --strict` run compiles each with a typed CRUD walk
// written as a NetBox user writes it (test/api/openapi-walks/: no casts, no guards); every file must
// compile with no error. Then the three walks run against the server at once, each creating, listing,
// patching and deleting a site, role, manufacturer, device type, device, interface and IP address.
// The compile (2-3 minutes of tsc, over the same document whatever the database) runs in the PGlite
// run of the suite; the PostgreSQL run generates the clients and walks them (OPENAPI_CLIENT_COMPILE=1
// compiles there too). hey-api's client is kept by the document's digest (see heyClient).
import assert from 'node:assert/strict'
import { execFile } from 'node:child_process'
import { createHash } from 'node:crypto'
import { copyFileSync, cpSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { promisify } from 'node:util'
import { createClient } from '@hey-api/openapi-ts'
import openapiTS, { astToString } from 'openapi-typescript'
import { generate as orval } from 'orval'
import { projectRoot } from '../../src/db/paths.js'
import { testApp, type TestApp } from '../helpers/app.js'
import { keptInTestCache, TEST_CACHE } from '../helpers/test-cache.js'

const run = promisify(execFile)
const compileHere = !process.env.DATABASE_URL || process.env.OPENAPI_CLIENT_COMPILE === '1'

// Inside the project, so that the programs resolve openapi-fetch and tsx from our node_modules.
const dir = join(TEST_CACHE, `openapi-client-${process.pid}`)
const walks = join(projectRoot, 'test', 'api', 'openapi-walks')

/** Each generator: its output (files or folder, relative to `dir`) and its walk. */
const GENERATORS = {
  'openapi-fetch': { output: ['oat.ts'] },
  'hey-api': { output: ['hey/'] },
  orval: { output: ['orval/'] },
} as const
type Generator = keyof typeof GENERATORS
const names = Object.keys(GENERATORS) as Generator[]

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

const HEY_PLACEHOLDER_URL = 'http://netinventory.invalid'

/**
 * hey-api's SDK for the document, in `dir/hey/`. hey-api takes 80-90 s over our document (its name
 * scopes are copied for every symbol it names: quadratic in the symbols of a file), and writes the
 * same files for the same document and version, so they are kept in the test cache by the digest
 * of both: the suite's second run (PostgreSQL) reuses the first's. The servers entry (this run's port)
 * is replaced by a fixed one first; the walk sets its base URL itself.
 */
async function heyClient(doc: { servers: unknown }): Promise<void> {
  const version = (JSON.parse(readFileSync(join(projectRoot, 'node_modules', '@hey-api', 'openapi-ts', 'package.json'), 'utf8')) as { version: string }).version
  const text = JSON.stringify({ ...doc, servers: [{ url: HEY_PLACEHOLDER_URL }] })
  const digest = createHash('sha256').update(text).digest('hex').slice(0, 20)
  const kept = await keptInTestCache(`hey-${version}-${digest}`, async (path) => {
    const input = join(dir, 'openapi-hey.json')
    writeFileSync(input, text)
    await createClient({ input, output: { path }, plugins: ['@hey-api/client-fetch', '@hey-api/typescript', '@hey-api/sdk'], logs: { level: 'silent' } })
  })
  cpSync(kept, join(dir, 'hey'), { recursive: true })
}

/** The generator a compiler message is about, from the file it names. */
function generatorOf(line: string): Generator | undefined {
  return names.find((g) => line.startsWith(`walk-${g}.ts`) || GENERATORS[g].output.some((o) => line.startsWith(o)))
}

/** `tsc --strict` over the three walks and the clients they import: no error anywhere. */
async function compile(): Promise<void> {
  // One compiler run for the three clients (each walk imports its whole client).
  const tsc = join(projectRoot, 'node_modules', 'typescript', 'bin', 'tsc')
  const compiled = await run(process.execPath, [tsc, '-p', join(dir, 'tsconfig.json')], { cwd: dir, maxBuffer: 64 << 20 }).catch((e: { stdout: string; code: number }) => e)
  const errors: Record<string, string[]> = Object.fromEntries([...names, 'elsewhere'].map((g) => [g, []]))
  for (const line of compiled.stdout.split('\n').filter((l) => /error TS\d+/.test(l))) errors[generatorOf(line) ?? 'elsewhere'].push(line)
  console.log(`openapi-client: tsc --strict errors ${JSON.stringify(Object.fromEntries(Object.entries(errors).map(([g, e]) => [g, e.length])))}`)
  for (const [g, e] of Object.entries(errors)) assert.deepEqual(e.slice(0, 20), [], `${g}: ${e.length} errors under tsc --strict`)
  assert.ok(!('code' in compiled) || !compiled.code, `tsc failed: ${String(compiled.stdout).slice(0, 2000)}`)
}

test('clients generated by openapi-typescript, hey-api and orval compile under tsc --strict and walk CRUD', { timeout: 600_000 }, async () => {
  const res = await fetch(`${base}/api/schema/`, { headers: { Authorization: `Token ${t.token}` } })
  assert.equal(res.status, 200)
  const text = await res.text()
  const docPath = join(dir, 'openapi.json')
  writeFileSync(docPath, text)
  assert.equal(JSON.parse(text).servers[0].url, base)

  writeFileSync(join(dir, 'oat.ts'), astToString(await openapiTS(JSON.parse(text))))
  await heyClient(JSON.parse(text))
  // orval's fetch client takes its base URL from the document's `servers`.
  await orval({ input: { target: docPath }, output: { target: join(dir, 'orval/api.ts'), client: 'fetch', mode: 'single', baseUrl: { getBaseUrlFromSpecification: true } } })

  for (const g of names) copyFileSync(join(walks, `${g}.ts`), join(dir, `walk-${g}.ts`))
  writeFileSync(join(dir, 'package.json'), JSON.stringify({ type: 'module' }))
  writeFileSync(
    join(dir, 'tsconfig.json'),
    JSON.stringify({
      compilerOptions: { strict: true, noEmit: true, target: 'es2022', module: 'nodenext', moduleResolution: 'nodenext', skipLibCheck: true, lib: ['es2022', 'dom', 'dom.iterable'], types: ['node'] },
      files: names.map((g) => `walk-${g}.ts`),
    }),
  )
  if (compileHere) await compile()

  const results = await Promise.all(
    names.map(async (g, i) => {
      const { stdout } = await run(process.execPath, ['--import', 'tsx', join(dir, `walk-${g}.ts`)], {
        cwd: dir,
        env: { ...process.env, BASE_URL: base, TOKEN: t.token, PREFIX: g, N: String(10 + i) },
      })
      return { g, steps: (JSON.parse(stdout.trim().split('\n').at(-1)!) as { steps: string[] }).steps }
    }),
  )
  console.log(`openapi-client: walk steps passed ${JSON.stringify(Object.fromEntries(results.map((r) => [r.g, r.steps.length])))}`)
  for (const r of results) assert.equal(r.steps.length, 24, `${r.g}: ${r.steps.join(', ')}`)
  // The walks deleted what they created.
  assert.equal((await t.api('GET', '/api/dcim/sites/?limit=1')).body.count, 0)
})

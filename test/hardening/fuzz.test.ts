// Fuzzes every operation of /api/schema/ (test/hardening/fuzzer.ts), then checks the database's
// integrity: once as a superuser, once as a user with constrained object permissions (so the
// permission and constraint paths are fuzzed too, and nothing outside the constraints may change).
// Reproduce a failure with the seed it prints: HARDENING_SEED=<seed> npm run test:hardening.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { apiPath } from '../../src/engine/models.js'
import { registry } from '../../src/generated/registry.js'
import { createAny, minimalBody } from '../api/fixtures.js'
import { grant, userWithToken } from '../auth/helpers.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { schemaChecker } from '../helpers/schema.js'
import { type CaseContext, fuzz, type FuzzStats, operationsOf, percentile } from './fuzzer.js'
import { checkIntegrity } from './integrity.js'
import { settings, writeFigures } from './settings.js'

let t: TestApp
const BODY_LIMIT = 256 * 1024
const ids = new Map<string, number>()
const bodies = new Map<string, object>()

before(async () => {
  t = await testApp({ MAX_BODY_SIZE: String(BODY_LIMIT), MAX_BULK_SIZE: '50' })
  // One object and one valid body per model, so detail routes and mutated bodies reach deep.
  const cache = new Map<string, number>()
  for (const m of Object.values(registry)) {
    if (m.readOnly) continue
    const list = apiPath(m)
    try {
      bodies.set(list, await minimalBody(t, m.key, cache))
      ids.set(`${list}{id}/`, (await createAny(t, m.key, cache)).id as number)
    } catch {
      /* a model the fixtures cannot make: fuzzed with generated bodies only */
    }
  }
})
after(() => t.close())

type Overrides = { ids?: Map<string, number>; bodies?: Map<string, object> }

async function run(name: string, token: string, casesPerOperation: number, seed: number, over: Overrides = {}): Promise<FuzzStats & { figures: Record<string, unknown> }> {
  const doc = (await t.api('GET', '/api/schema/')).body
  const checker = await schemaChecker(t)
  const ops = operationsOf(doc)
  assert.ok(ops.length > 50, `only ${ops.length} operations in /api/schema/`)
  const ctx: CaseContext = {
    idFor: (path: string) => over.ids?.get(path) ?? ids.get(path),
    validBody: (path: string) => {
      const list = path.replace(/\{id\}\/$/, '')
      return over.bodies?.get(list) ?? bodies.get(list)
    },
    token,
    bodyLimit: BODY_LIMIT,
  }
  const started = Date.now()
  const stats = await fuzz(t, checker, ops, ctx, { seed, casesPerOperation, concurrency: 4, deadlineMs: 20_000 })
  const problems = await checkIntegrity(t.db, { apiOnly: true })
  const fiveXX = Object.entries(stats.byStatus).filter(([s]) => Number(s) >= 500).reduce((n, [, c]) => n + c, 0)
  const figures = {
    seed,
    operations: ops.length,
    requests: stats.sent,
    seconds: (Date.now() - started) / 1000,
    byStatus: stats.byStatus,
    fiveXX,
    rejected: stats.rejectedMs.length,
    rejectedP50ms: percentile(stats.rejectedMs, 50),
    rejectedP99ms: percentile(stats.rejectedMs, 99),
    allP99ms: percentile(stats.allMs, 99),
    failures: stats.failures.length,
    integrityProblems: problems,
  }
  writeFigures(name, figures)
  console.log(`${name}: ${JSON.stringify(figures)}`)
  const unique = [...new Set(stats.failures)]
  assert.deepEqual(unique.slice(0, 30), [], `seed ${seed}: ${unique.length} bad answers (HARDENING_SEED=${seed} to reproduce)`)
  assert.deepEqual(problems, [], `seed ${seed}: integrity check after fuzzing`)
  return { ...stats, figures }
}

test('every operation of the OpenAPI document survives bad input', async () => {
  await run('fuzz', t.token, settings.fuzzCasesPerOperation, settings.fuzzSeed)
})

test('the same, as a user with constrained object permissions: nothing outside its constraints changes', async () => {
  const user = await userWithToken(t, 'fuzz-limited')
  const everything = Object.values(registry).map((m) => m.key)
  // Every model readable (a constraint on each, so every list and detail compiles one); writes
  // only within narrow constraints, on models the fixtures made objects of.
  await grant(t, { object_types: everything, actions: ['view'], constraints: { id__gte: 1 }, users: [user.id] })
  await grant(t, { object_types: ['dcim.site'], actions: ['add', 'change', 'delete'], constraints: { status: 'planned' }, users: [user.id] })
  await grant(t, { object_types: ['tenancy.tenant'], actions: ['add', 'change'], constraints: [{ name__startswith: 'x' }, { slug__regex: '^fuzz' }], users: [user.id] })
  await grant(t, { object_types: ['extras.tag'], actions: ['add', 'change', 'delete'], constraints: { slug__istartswith: 'fuzz' }, users: [user.id] })
  await grant(t, { object_types: ['ipam.prefix'], actions: ['change'], constraints: { tenant__isnull: true, status__in: ['container'] }, users: [user.id] })
  // Objects and bodies inside those constraints, so that some fuzzed writes succeed and others
  // (a status or name mutated out of them) must be refused.
  const inConstraints: Array<[string, object]> = [
    ['/api/dcim/sites/', { name: 'fuzz-planned', slug: 'fuzz-planned', status: 'planned' }],
    ['/api/tenancy/tenants/', { name: 'x-fuzz', slug: 'fuzz-tenant' }],
    ['/api/extras/tags/', { name: 'fuzz-tag', slug: 'fuzz-tag' }],
    ['/api/ipam/prefixes/', { prefix: '198.18.0.0/16', status: 'container' }],
  ]
  const over: Required<Overrides> = { ids: new Map(), bodies: new Map() }
  for (const [list, body] of inConstraints) {
    const made = await t.api('POST', list, body)
    assert.equal(made.status, 201, made.text)
    over.ids.set(`${list}{id}/`, made.body.id)
    over.bodies.set(list, body)
  }
  const { figures } = await run('fuzz-constrained', user.key, Math.max(4, Math.ceil(settings.fuzzCasesPerOperation / 2)), settings.fuzzSeed + 1, over)
  // Every change the user made is inside its constraints, before and after.
  const changes = await t.db.query<{ type: string; action: string; pre: Record<string, any> | null; post: Record<string, any> | null }>( // eslint-disable-line @typescript-eslint/no-explicit-any
    `SELECT changed_object_type AS type, action, prechange_data AS pre, postchange_data AS post FROM core_objectchange WHERE user_name = 'fuzz-limited'`,
  )
  const inside: Record<string, (d: Record<string, any>) => boolean> = { // eslint-disable-line @typescript-eslint/no-explicit-any
    'dcim.site': (d) => d.status === 'planned',
    'tenancy.tenant': (d) => String(d.name).startsWith('x') || /^fuzz/.test(String(d.slug)),
    'extras.tag': (d) => String(d.slug).toLowerCase().startsWith('fuzz'),
    'ipam.prefix': (d) => d.tenant === null && d.status === 'container',
    'users.token': (d) => d.user === user.id, // its own tokens: every user's by default
  }
  const present = (d: object | null) => d !== null && Object.keys(d).length > 0
  const outside = changes.filter((c) => !inside[c.type] || [c.pre, c.post].some((d) => present(d) && !inside[c.type](d!)))
  assert.deepEqual(outside, [], 'changes outside the constraints')
  const byType = Object.fromEntries(Object.keys(inside).map((k) => [k, changes.filter((c) => c.type === k).length]))
  writeFigures('fuzz-constrained', { ...figures, changesWithinConstraints: byType })
  console.log(`fuzz-constrained: changes within the constraints ${JSON.stringify(byType)}`)
})

// Fuzzes every operation of /api/schema/ (test/hardening/fuzzer.ts), then checks the database's
// integrity. Reproduce a failure with the seed it prints: HARDENING_SEED=<seed> npm run test:hardening.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { apiPath } from '../../src/engine/models.js'
import { registry } from '../../src/generated/registry.js'
import { createAny, minimalBody } from '../api/fixtures.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { schemaChecker } from '../helpers/schema.js'
import { fuzz, operationsOf, percentile } from './fuzzer.js'
import { checkIntegrity } from './integrity.js'
import { settings, writeFigures } from './settings.js'

let t: TestApp
const BODY_LIMIT = 256 * 1024

before(async () => {
  t = await testApp({ MAX_BODY_SIZE: String(BODY_LIMIT), MAX_BULK_SIZE: '50' })
})
after(() => t.close())

test('every operation of the OpenAPI document survives bad input', async () => {
  const seed = settings.fuzzSeed
  const doc = (await t.api('GET', '/api/schema/')).body
  const checker = await schemaChecker(t)
  const ops = operationsOf(doc)
  assert.ok(ops.length > 50, `only ${ops.length} operations in /api/schema/`)

  // One object and one valid body per model, so detail routes and mutated bodies reach deep.
  const ids = new Map<string, number>()
  const bodies = new Map<string, object>()
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
  const ctx = {
    idFor: (path: string) => ids.get(path),
    validBody: (path: string) => bodies.get(path.replace(/\{id\}\/$/, '')),
    token: t.token,
    bodyLimit: BODY_LIMIT,
  }
  const started = Date.now()
  const stats = await fuzz(t, checker, ops, ctx, { seed, casesPerOperation: settings.fuzzCasesPerOperation, concurrency: 4, deadlineMs: 20_000 })
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
  writeFigures('fuzz', figures)
  console.log(`fuzz: ${JSON.stringify(figures)}`)
  const unique = [...new Set(stats.failures)]
  assert.deepEqual(unique.slice(0, 30), [], `seed ${seed}: ${unique.length} bad answers (HARDENING_SEED=${seed} to reproduce)`)
  assert.deepEqual(problems, [], `seed ${seed}: integrity check after fuzzing`)
})

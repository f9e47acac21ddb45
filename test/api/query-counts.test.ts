// The SQL statements a list page and a detail of every served model cost, against a committed
// baseline (test/api/query-counts.json, as NetBox keeps query_counts.json): a request needing more
// statements than recorded fails, naming the endpoint and the statements. Counted in steady state
// (after one warm-up request per endpoint, token and permissions cached; the fewer of two runs), as
// the superuser, with at least one object in each list. `UPDATE_QUERY_COUNTS=1` rewrites the file
// with what was measured.
import assert from 'node:assert/strict'
import { readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { projectRoot } from '../../src/db/paths.js'
import { registry } from '../../src/generated/registry.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { countStatements, type StatementLog } from '../helpers/statements.js'
import { createObject, listUrl } from '../helpers/factory.js'

const FILE = join(projectRoot, 'test/api/query-counts.json')
const update = process.env.UPDATE_QUERY_COUNTS === '1'

const log: StatementLog = { statements: [], counting: true }

let t: TestApp

before(async () => {
  // No delivery workers polling the queue; credentials cached for the whole run.
  t = await testApp({ WORKERS: '0', TOKEN_CACHE_SECONDS: '86400' }, { wrapDb: (db) => countStatements(db, log) })
})
after(() => t.close())

/**
 * The statements one request issues: the fewer of two runs, since a cache with a time limit (custom
 * field definitions, reloaded every few seconds whatever the traffic) may reload during either.
 */
async function count(url: string): Promise<{ n: number; sql: string[] }> {
  let best: string[] | undefined
  for (let i = 0; i < 2; i++) {
    log.statements = []
    const res = await t.api('GET', url)
    assert.equal(res.status, 200, `${url}: ${res.text}`)
    if (!best || log.statements.length < best.length) best = log.statements
  }
  return { n: best!.length, sql: best! }
}

test('list and detail of every model stay within their recorded SQL statement counts', { timeout: 600_000 }, async () => {
  const recorded = JSON.parse(readFileSync(FILE, 'utf8')) as Record<string, { list: number; detail?: number }>
  const measured: Record<string, { list: number; detail?: number }> = {}
  const over: string[] = []
  const under: string[] = []
  const compare = (key: string, kind: 'list' | 'detail', url: string, got: { n: number; sql: string[] }) => {
    const want = recorded[key]?.[kind]
    if (want === undefined) over.push(`${key} ${kind} (${url}): not recorded (${got.n} statements); run with UPDATE_QUERY_COUNTS=1`)
    else if (got.n > want) over.push(`${key} ${kind} (${url}): ${got.n} statements, recorded ${want}:\n      ${got.sql.join('\n      ')}`)
    else if (got.n < want) under.push(`${key} ${kind}: ${got.n} < ${want}`)
  }
  for (const m of Object.values(registry)) {
    const list = `${listUrl(m)}?limit=5`
    let first = (await t.api('GET', list)).body.results?.[0]?.id as number | undefined
    if (first === undefined && !m.readOnly) first = await createObject(t, m.key)
    await t.api('GET', list) // warm-up: per-model caches (custom fields, permissions) filled
    const l = await count(list)
    measured[m.key] = { list: l.n }
    compare(m.key, 'list', list, l)
    if (first !== undefined) {
      const detail = `${listUrl(m)}${first}/`
      await t.api('GET', detail)
      const d = await count(detail)
      measured[m.key].detail = d.n
      compare(m.key, 'detail', detail, d)
    }
  }
  if (update) {
    writeFileSync(FILE, `${JSON.stringify(measured, null, 1).replace(/\{\n\s+"list": (\d+),?\n?\s*(?:"detail": (\d+)\n\s*)?\}/g, (_, l, d) => (d ? `{ "list": ${l}, "detail": ${d} }` : `{ "list": ${l} }`))}\n`)
    console.log(`query counts: wrote ${Object.keys(measured).length} models to ${FILE}`)
    return
  }
  if (under.length) console.log(`query counts: fewer statements than recorded (run with UPDATE_QUERY_COUNTS=1 to lower the baseline): ${under.join('; ')}`)
  const gone = Object.keys(recorded).filter((k) => !(k in measured))
  assert.deepEqual(gone, [], `models recorded in ${FILE} but no longer served: run with UPDATE_QUERY_COUNTS=1`)
  assert.equal(over.length, 0, `more SQL statements than recorded in test/api/query-counts.json:\n  ${over.join('\n  ')}`)
})

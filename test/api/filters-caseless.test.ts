// Case-insensitive lookups are Django's on PostgreSQL: UPPER on both sides (`UPPER(col::text) LIKE
// UPPER(%s)`, `UPPER(col::text) = UPPER(%s)`), not ILIKE or lower(). Under a Unicode ctype (the
// PostgreSQL server's C.UTF-8) they differ: ſ upper-cases to S but does not lower-case to s, and the
// Kelvin sign lower-cases to k but upper-cases to itself. PGlite's C ctype maps ASCII letters only,
// and so does Django's SQL there: the expectations follow the database's own case mapping.
import assert from 'node:assert/strict'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj } from './fixtures.js'

let t: TestApp
const TENANTS = '/api/tenancy/tenants/'
const NAMES = ['Straſe', '\u212Aelvin', 'kelvin', 'Strasse']

before(async () => {
  t = await testApp()
  for (const [i, name] of NAMES.entries()) await create(t, TENANTS, { name, slug: `t-${i}` })
})
after(() => t.close())

const names = async (q: string) => ((await get(t, `${TENANTS}?${q}&ordering=slug`)).results as Obj[]).map((o) => o.name as string)

test('__ic, __isw, __iew, __ie and their negations compare upper-cased text, as Django does', async () => {
  // What the database's upper() does to the two letters that tell the mappings apart.
  const [{ s, k }] = await t.db.query<{ s: string; k: string }>(`SELECT upper('ſ') AS s, upper('\u212A') AS k`)
  const unicode = s === 'S'
  assert.equal(k, '\u212A', 'no ctype upper-cases the Kelvin sign to K')
  const upper = (x: string) => (unicode ? x.toUpperCase() : x.replace(/[a-z]/g, (c) => c.toUpperCase()))
  const expect = (match: (u: string) => boolean) => NAMES.filter((n) => match(upper(n)))

  assert.deepEqual(await names('name__ic=strase'), expect((u) => u.includes('STRASE')))
  assert.deepEqual(await names('name__isw=STRAS'), expect((u) => u.startsWith('STRAS')))
  assert.deepEqual(await names('name__iew=se'), expect((u) => u.endsWith('SE')))
  assert.deepEqual(await names('name__ie=strase'), expect((u) => u === 'STRASE'))
  assert.deepEqual(await names('name__nie=strase'), expect((u) => u !== 'STRASE'))
  assert.deepEqual(await names('name__nic=strase'), expect((u) => !u.includes('STRASE')))
  // The Kelvin sign stays itself upper-cased: `kelvin` matches the ASCII name only (lower() matched both).
  assert.deepEqual(await names('name__ie=KELVIN'), ['kelvin'])
  assert.deepEqual(await names('name__ic=elvin'), ['\u212Aelvin', 'kelvin'])
  assert.deepEqual(await names('name__isw=k'), ['kelvin'])
  if (unicode) assert.deepEqual(await names('name__ie=strase'), ['Straſe'], 'ſ upper-cases to S')
  // q's terms are the same lookups (NetBox's search(): name__icontains).
  assert.deepEqual(await names('q=kelv'), ['kelvin'])
})

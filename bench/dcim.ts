// Cable figures (in process, through fastify inject, on the database the tests use: PGlite, or
// PostgreSQL with DATABASE_URL): one POST of 500 cables between 1,000 interfaces, then
// GET /api/dcim/interfaces/?limit=50 and GET /api/dcim/cables/?limit=500, p50/p99 over repeated
// requests; and one POST of 100 devices whose type has 48 interface templates (4,800 interfaces
// made from templates, each with its change record, in the one transaction).
// Run: `npx tsx bench/dcim.ts` (BENCH_ROUNDS, default 50).
import assert from 'node:assert/strict'
import { performance } from 'node:perf_hooks'
import { testApp } from '../test/helpers/app.js'

const ROUNDS = Number(process.env.BENCH_ROUNDS ?? 50)
const CABLES = 500

function pct(xs: number[], p: number): number {
  const s = [...xs].sort((a, b) => a - b)
  return s[Math.min(s.length - 1, Math.floor((p / 100) * s.length))]
}

async function main(): Promise<void> {
  const t = await testApp()
  try {
    const post = async (url: string, body: unknown) => {
      const r = await t.api('POST', url, body)
      assert.equal(r.status, 201, r.text.slice(0, 300))
      return r.body
    }
    const site = await post('/api/dcim/sites/', { name: 'bench', slug: 'bench' })
    const mf = await post('/api/dcim/manufacturers/', { name: 'mf', slug: 'mf' })
    const dt = await post('/api/dcim/device-types/', { manufacturer: mf.id, model: 'm', slug: 'm' })
    const role = await post('/api/dcim/device-roles/', { name: 'r', slug: 'r' })
    const devs = await post(
      '/api/dcim/devices/',
      Array.from({ length: 20 }, (_, i) => ({ name: `d${i}`, device_type: dt.id, role: role.id, site: site.id })),
    )
    const ifaces = (await post(
      '/api/dcim/interfaces/',
      Array.from({ length: CABLES * 2 }, (_, i) => ({ device: devs[i % 20].id, name: `ge-${i}`, type: '1000base-t' })),
    )) as Array<{ id: number }>
    const bodies = Array.from({ length: CABLES }, (_, i) => ({
      a_terminations: [{ object_type: 'dcim.interface', object_id: ifaces[2 * i].id }],
      b_terminations: [{ object_type: 'dcim.interface', object_id: ifaces[2 * i + 1].id }],
      type: 'cat6',
      label: `c${i}`,
    }))
    const t0 = performance.now()
    const created = await post('/api/dcim/cables/', bodies)
    const bulkMs = performance.now() - t0
    assert.equal(created.length, CABLES)

    const measure = async (url: string) => {
      for (let i = 0; i < 3; i++) await t.api('GET', url) // warm-up
      const times: number[] = []
      for (let i = 0; i < ROUNDS; i++) {
        const s = performance.now()
        const r = await t.api('GET', url)
        times.push(performance.now() - s)
        assert.equal(r.status, 200)
      }
      return { url, p50: pct(times, 50).toFixed(1), p99: pct(times, 99).toFixed(1) }
    }
    // Components from templates: 100 devices × 48 interface templates in one bulk POST.
    const dt48 = await post('/api/dcim/device-types/', { manufacturer: mf.id, model: 'm48', slug: 'm48' })
    await post('/api/dcim/interface-templates/', Array.from({ length: 48 }, (_, i) => ({ device_type: dt48.id, name: `ge-0/0/${i}`, type: '1000base-t' })))
    const ifaceCount = async () => (await t.api('GET', '/api/dcim/interfaces/?limit=1')).body.count as number
    const ifacesBefore = await ifaceCount()
    const t1 = performance.now()
    const many = await post('/api/dcim/devices/', Array.from({ length: 100 }, (_, i) => ({ name: `t${i}`, device_type: dt48.id, role: role.id, site: site.id })))
    const templatesMs = performance.now() - t1
    assert.equal(many.length, 100)
    assert.equal((await ifaceCount()) - ifacesBefore, 4800)

    const rows = [await measure('/api/dcim/interfaces/?limit=50'), await measure('/api/dcim/cables/?limit=500')]
    console.log(`database: ${process.env.DATABASE_URL ? 'PostgreSQL' : 'PGlite'}`)
    console.log(`POST /api/dcim/cables/ (bulk, ${CABLES} cables): ${bulkMs.toFixed(0)} ms`)
    console.log(`POST /api/dcim/devices/ (bulk, 100 devices × 48 interface templates = 4,800 interfaces): ${templatesMs.toFixed(0)} ms`)
    for (const r of rows) console.log(`GET ${r.url}: p50 ${r.p50} ms, p99 ${r.p99} ms (${ROUNDS} requests)`)
  } finally {
    await t.close()
  }
}

await main()

// npx tsx bench/floor.ts: the framework floor and the process count, without the full bench's seed.
// Starts `netinv start` on an empty database (PostgreSQL: its own database, netinv_bench_floor;
// BENCH_PGLITE=1: a temporary PGlite directory), then loads a few cheap requests and reports
// throughput, latency and the server's CPU per request (every process of it, from /proc).
//
// Env: BENCH_DATABASE_URL / DATABASE_URL (as bench/run.ts), BENCH_DURATION (10), BENCH_WARMUP (2),
// BENCH_CONNECTIONS (8), BENCH_PROCESSES (e.g. "1,2": one server per count, run back to back),
// BENCH_ONLY (a substring of the scenario names), BENCH_CPU_PROF=1 (profile a one-process server),
// BENCH_LOG_LEVEL (the server's LOG_LEVEL, info as by default).
import { mkdtempSync, rmSync } from 'node:fs'
import { cpus, loadavg, tmpdir } from 'node:os'
import { join } from 'node:path'
import { projectRoot } from '../src/db/paths.js'
import { cpuSince, cpuSnapshot } from './cpu.js'
import { mainThreadProfile, summarise } from './cpu-profile.js'
import { adminUrl, withAdmin, withDatabase } from './db.js'
import { getJson, load, postJson } from './measure.js'
import { ALL_PROCESSES_SERVING, type Child, startNode, waitForOutput, NETINV } from './server.js'

const FLOOR_DB = 'netinv_bench_floor'
const num = (name: string, dflt: number) => {
  const raw = process.env[name]
  const n = raw === undefined || raw === '' ? dflt : Number(raw)
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got '${raw}'`)
  return n
}
const opts = { connections: num('BENCH_CONNECTIONS', 8), duration: num('BENCH_DURATION', 10) }
const warmup = num('BENCH_WARMUP', 2)
const pglite = process.env.BENCH_PGLITE === '1'
const counts = (process.env.BENCH_PROCESSES || '1').split(',').map((s) => Number(s.trim()))
const only = process.env.BENCH_ONLY ?? ''
const cpuProf = process.env.BENCH_CPU_PROF === '1'
const SUPERUSER = { username: 'bench', password: 'bench-password-123' }
const log = (msg: string) => console.error(`[floor] ${msg}`)

async function main(): Promise<void> {
  const rows: string[] = []
  for (const processes of counts) {
    let dataDir: string | undefined
    const env: Record<string, string> = { SUPERUSER_NAME: SUPERUSER.username, SUPERUSER_PASSWORD: SUPERUSER.password, LOG_LEVEL: process.env.BENCH_LOG_LEVEL || 'info', PROCESSES: String(processes) }
    if (pglite) {
      dataDir = mkdtempSync(join(tmpdir(), 'netinv-floor-'))
      env.DATA_DIR = dataDir
      env.DATABASE_URL = ''
    } else {
      await withAdmin(async (sql) => {
        await sql.unsafe(`DROP DATABASE IF EXISTS ${FLOOR_DB} WITH (FORCE)`)
        await sql.unsafe(`CREATE DATABASE ${FLOOR_DB}`)
      })
      env.DATABASE_URL = withDatabase(adminUrl(), FLOOR_DB)
    }
    const cpuDir = join(projectRoot, 'bench', 'results', 'cpu-floor')
    if (cpuProf) rmSync(cpuDir, { recursive: true, force: true })
    let child: Child | undefined
    try {
      child = await startNode('netinventory', NETINV, ['start'], env, cpuProf ? ['--cpu-prof', `--cpu-prof-dir=${cpuDir}`] : [], '/api/status/')
      if (processes > 1) await waitForOutput(child, ALL_PROCESSES_SERVING)
      const prov = await postJson(`${child.base}/api/users/tokens/provision/`, null, SUPERUSER)
      if (prov.status !== 201) throw new Error(`token provision: HTTP ${prov.status}: ${JSON.stringify(prov.body)}`)
      const token = (prov.body as { key: string }).key
      const site = await postJson(`${child.base}/api/dcim/sites/`, token, { name: 'Floor', slug: 'floor' })
      const siteId = (site.body as { id: number }).id
      const id = async (path: string, body: unknown) => {
        const r = await postJson(`${child!.base}${path}`, token, body)
        if (r.status !== 201) throw new Error(`POST ${path}: HTTP ${r.status}: ${JSON.stringify(r.body)}`)
        return (r.body as { id: number }).id
      }
      const manufacturer = await id('/api/dcim/manufacturers/', { name: 'M', slug: 'm' })
      const deviceType = await id('/api/dcim/device-types/', { manufacturer, model: 'T', slug: 't' })
      const role = await id('/api/dcim/device-roles/', { name: 'R', slug: 'r' })
      const device = await id('/api/dcim/devices/', { name: 'd1', site: siteId, device_type: deviceType, role })
      const iface = await id('/api/dcim/interfaces/', { device, name: 'eth0', type: '1000base-t' })
      const scenarios = [
        { name: 'GET /api/status/', path: '/api/status/' },
        { name: 'GET /api/ (root, no database)', path: '/api/' },
        { name: 'GET sites/<id>/', path: `/api/dcim/sites/${siteId}/` },
        { name: 'GET interfaces/<id>/', path: `/api/dcim/interfaces/${iface}/` },
        { name: 'GET 404 (unknown path)', path: '/api/nothing-here/' },
      ].filter((s) => s.name.includes(only))
      for (const s of scenarios) {
        const url = `${child.base}${s.path}`
        const first = await getJson<unknown>(url, token)
        log(`${s.name}: HTTP ${first.status}; ${warmup}s warm-up + ${opts.duration}s at ${opts.connections} connections, ${processes} process(es)`)
        if (warmup > 0) await load(url, token, { ...opts, duration: warmup })
        const before = cpuSnapshot(child.pid, pglite ? '-' : FLOOR_DB)
        const r = await load(url, token, opts)
        const cpu = cpuSince(before, child.pid, pglite ? '-' : FLOOR_DB)
        const us = (ms: number) => Math.round((ms * 1000) / Math.max(1, r.requests))
        rows.push(
          `| ${s.name} | ${processes} | ${Math.round(r.reqPerSec)} | ${r.p50} / ${r.p99} | ${us(cpu.serverMs)} | ${us(cpu.postgresMs)} | ${us(cpu.loadGeneratorMs)} | ${r.non2xx + r.errors + r.timeouts} |`,
        )
      }
    } finally {
      await child?.stop()
      if (dataDir) rmSync(dataDir, { recursive: true, force: true })
      else await withAdmin((sql) => sql.unsafe(`DROP DATABASE IF EXISTS ${FLOOR_DB} WITH (FORCE)`)).catch(() => {})
    }
    if (cpuProf && child) {
      const file = mainThreadProfile(cpuDir, child.pid)
      if (file) console.log(JSON.stringify(summarise(file), null, 1))
    }
  }
  console.log(
    `\nframework floor — ${pglite ? 'PGlite' : 'PostgreSQL'}, Node ${process.version}, ${cpus().length} cores, load average ${loadavg()[0].toFixed(2)} at the end\n` +
      `| request | processes | req/s | p50 / p99 ms | server CPU µs/req | PostgreSQL CPU µs/req | load generator CPU µs/req | errors |\n|---|---|---|---|---|---|---|---|\n` +
      rows.join('\n'),
  )
}

await main()
process.exit(0)

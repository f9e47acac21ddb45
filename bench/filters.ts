// A quick measurement of this work's two costs, without the whole bench (which seeds every model):
// `?parent=` over 1,000,000 IP addresses, and a 50-device page with 20 config contexts, with and
// without exclude=config_context. PostgreSQL only. `npx tsx bench/filters.ts`
import postgres from 'postgres'
import { openPostgres } from '../src/db/postgres.js'
import { adminUrl, withDatabase } from './db.js'
import { loadScenarios, postJson } from './measure.js'
import { seedMillionIps } from './million.js'
import { startNode, NETINV } from './server.js'

const NAME = 'netinv_bench_filters'
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8)
const log = (m: string) => console.error(`[bench:filters] ${m}`)

async function main(): Promise<void> {
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} })
  await admin.unsafe(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`)
  await admin.unsafe(`CREATE DATABASE ${NAME}`)
  const url = withDatabase(adminUrl(), NAME)
  const db = openPostgres(url, 2)
  await db.migrate()
  await db.close()
  const million = await seedMillionIps(url)
  log(`1,000,000 IP addresses seeded in ${million.ms} ms; ${million.matches} in ${million.parent}`)

  const user = { username: 'bench', password: 'bench-password-123' }
  const server = await startNode('netinventory', NETINV, ['start'], { DATABASE_URL: url, SUPERUSER_NAME: user.username, SUPERUSER_PASSWORD: user.password, LOG_LEVEL: 'warn' }, [], '/api/')
  try {
    const token = ((await postJson(`${server.base}/api/users/tokens/provision/`, null, user)).body as { key: string }).key
    const post = async (path: string, body: unknown) => {
      const r = await postJson(`${server.base}${path}`, token, body)
      if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body)}`)
      return r.body as { id: number } & Array<{ id: number }>
    }
    // 50 devices over 5 sites in 2 regions, 20 config contexts assigned by region, site, role, tag, or to all.
    const parent = await post('/api/dcim/regions/', { name: 'EU', slug: 'eu' })
    const regions = await post('/api/dcim/regions/', [{ name: 'NL', slug: 'nl', parent: parent.id }, { name: 'DE', slug: 'de', parent: parent.id }])
    const sites = await post('/api/dcim/sites/', Array.from({ length: 5 }, (_, i) => ({ name: `s${i}`, slug: `s${i}`, region: regions[i % 2].id })))
    const mf = await post('/api/dcim/manufacturers/', { name: 'M', slug: 'm' })
    const dt = await post('/api/dcim/device-types/', { manufacturer: mf.id, model: 'T', slug: 't' })
    const roles = await post('/api/dcim/device-roles/', [{ name: 'r0', slug: 'r0' }, { name: 'r1', slug: 'r1' }])
    const tag = await post('/api/extras/tags/', { name: 'core', slug: 'core' })
    await post('/api/dcim/devices/', Array.from({ length: 50 }, (_, i) => ({ name: `d${i}`, device_type: dt.id, role: roles[i % 2].id, site: sites[i % 5].id, tags: i % 3 ? [] : [tag.id], local_context_data: { host: `d${i}` } })))
    await post(
      '/api/extras/config-contexts/',
      Array.from({ length: 20 }, (_, i) => {
        const data = { [`k${i}`]: i, ntp: { servers: [`10.0.0.${i}`] }, nested: { [`n${i}`]: { deep: i } } }
        const assign = [{}, { regions: [parent.id] }, { sites: [sites[i % 5].id] }, { roles: [roles[i % 2].id] }, { tags: ['core'] }][i % 5]
        return { name: `cc${i}`, weight: 1000 + (i % 4) * 10, data, ...assign }
      }),
    )
    const scenarios: Array<[string, string]> = [
      [`GET ip-addresses ?parent=${million.parent}&limit=50 (1,000,000 rows)`, `/api/ipam/ip-addresses/?parent=${encodeURIComponent(million.parent)}&limit=50`],
      ['GET devices ?limit=50 (20 config contexts)', '/api/dcim/devices/?limit=50'],
      ['GET devices ?limit=50&exclude=config_context', '/api/dcim/devices/?limit=50&exclude=config_context'],
    ]
    await loadScenarios(server.base, token, scenarios, { connections, duration })
  } finally {
    await server.stop()
    if (process.env.BENCH_KEEP_DB !== '1') await admin.unsafe(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`)
    await admin.end()
  }
}

await main()

// GraphQL next to REST, without the whole bench: 50 devices, each with its site, 4 interfaces and
// 2 IP addresses per interface — one GraphQL query (GET /graphql/?query=…) against the REST
// requests that fetch the same data (the device page, then the interfaces and the IP addresses of
// those devices by id). PostgreSQL only. `npx tsx bench/graphql.ts` (BENCH_DURATION, BENCH_CONNECTIONS).
import postgres from 'postgres'
import { openPostgres } from '../src/db/postgres.js'
import { adminUrl, withDatabase } from './db.js'
import { getJson, loadScenarios, postJson } from './measure.js'
import { startNode, NETINV } from './server.js'

const NAME = 'netinv_bench_graphql'
const duration = Number(process.env.BENCH_DURATION ?? 10)
const connections = Number(process.env.BENCH_CONNECTIONS ?? 8)
const log = (m: string) => console.error(`[bench:graphql] ${m}`)

const GRAPHQL_DEVICES = `{ device_list(pagination: {limit: 50}) { id name site { id name } interfaces { id name ip_addresses { id address } } } }`

async function main(): Promise<void> {
  const admin = postgres(adminUrl(), { max: 1, onnotice: () => {} })
  await admin.unsafe(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`)
  await admin.unsafe(`CREATE DATABASE ${NAME}`)
  const url = withDatabase(adminUrl(), NAME)
  const db = openPostgres(url, 2)
  await db.migrate()
  await db.close()

  const user = { username: 'bench', password: 'bench-password-123' }
  const server = await startNode('netinventory', NETINV, ['start'], { DATABASE_URL: url, SUPERUSER_NAME: user.username, SUPERUSER_PASSWORD: user.password, LOG_LEVEL: 'warn' }, [], '/api/')
  try {
    const token = ((await postJson(`${server.base}/api/users/tokens/provision/`, null, user)).body as { key: string }).key
    const post = async (path: string, body: unknown) => {
      const r = await postJson(`${server.base}${path}`, token, body)
      if (r.status !== 201) throw new Error(`${path}: ${r.status} ${JSON.stringify(r.body).slice(0, 300)}`)
      return r.body as { id: number } & Array<{ id: number }>
    }
    const sites = await post('/api/dcim/sites/', Array.from({ length: 5 }, (_, i) => ({ name: `s${i}`, slug: `s${i}` })))
    const mf = await post('/api/dcim/manufacturers/', { name: 'M', slug: 'm' })
    const dt = await post('/api/dcim/device-types/', { manufacturer: mf.id, model: 'T', slug: 't' })
    const role = await post('/api/dcim/device-roles/', { name: 'r', slug: 'r' })
    const devices = await post('/api/dcim/devices/', Array.from({ length: 50 }, (_, i) => ({ name: `d${String(i).padStart(2, '0')}`, device_type: dt.id, role: role.id, site: sites[i % 5].id })))
    const interfaces = await post('/api/dcim/interfaces/', devices.flatMap((d) => Array.from({ length: 4 }, (_, j) => ({ device: d.id, name: `eth${j}`, type: '1000base-t' }))))
    await post(
      '/api/ipam/ip-addresses/',
      interfaces.flatMap((itf, i) => [1, 2].map((k) => ({ address: `10.${Math.floor(i / 200)}.${i % 200}.${k}/24`, assigned_object_type: 'dcim.interface', assigned_object_id: itf.id }))),
    )
    log(`seeded 50 devices, ${interfaces.length} interfaces, ${interfaces.length * 2} IP addresses`)

    const gql = `/graphql/?query=${encodeURIComponent(GRAPHQL_DEVICES)}`
    const check = await getJson<{ data?: { device_list: Array<{ interfaces: Array<{ ip_addresses: unknown[] }> }> } }>(`${server.base}${gql}`, token)
    const got = check.body.data?.device_list
    if (check.status !== 200 || got?.length !== 50 || got[0].interfaces.length !== 4 || got[0].interfaces[0].ip_addresses.length !== 2)
      throw new Error(`GraphQL answer unexpected: ${check.status} ${JSON.stringify(check.body).slice(0, 300)}`)
    const deviceIds = devices.map((d) => `device_id=${d.id}`).join('&')
    const interfaceIds = interfaces.map((i) => `interface_id=${i.id}`).join('&')
    const scenarios: Array<[string, string]> = [
      ['GraphQL: 50 devices with site, interfaces and their IP addresses (one request)', gql],
      ['REST 1/3: GET devices ?limit=50', '/api/dcim/devices/?limit=50'],
      ['REST 2/3: GET interfaces of those devices ?limit=200', `/api/dcim/interfaces/?${deviceIds}&limit=200`],
      ['REST 3/3: GET IP addresses of those interfaces ?limit=400', `/api/ipam/ip-addresses/?${interfaceIds}&limit=400`],
    ]
    await loadScenarios(server.base, token, scenarios, { connections, duration })
  } finally {
    await server.stop()
    if (process.env.BENCH_KEEP_DB !== '1') await admin.unsafe(`DROP DATABASE IF EXISTS ${NAME} WITH (FORCE)`)
    await admin.end()
  }
}

await main()

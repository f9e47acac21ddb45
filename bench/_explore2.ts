import { startNode } from './server.js'
import { withDatabase, adminUrl } from './db.js'
const c = await startNode('netinventory', 'src/cli/main.ts', ['start'], { DATABASE_URL: withDatabase(adminUrl(), 'netinv_bench'), SUPERUSER_NAME: 'bench', SUPERUSER_PASSWORD: 'bench-password', LOG_LEVEL: 'warn' }, [], '/api/')
console.log(c.pid, c.base)
const tok = await (await fetch(`${c.base}/api/users/tokens/provision/`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ username: 'bench', password: 'bench-password' }) })).json() as { key: string }
const h = { authorization: `Token ${tok.key}` }
const list = await (await fetch(`${c.base}/api/dcim/devices/?limit=50`, { headers: h })).json() as { count: number; next: string; results: unknown[] }
console.log(list.count, list.next, JSON.stringify(list.results[1], null, 1))
const b = await (await fetch(`${c.base}/api/dcim/devices/?limit=50&brief=1`, { headers: h })).json() as { results: unknown[] }
console.log(JSON.stringify(b.results[0]))
const ip = await (await fetch(`${c.base}/api/ipam/ip-addresses/?limit=1000`, { headers: h })).json() as { count: number; results: unknown[] }
console.log(ip.count, ip.results.length, JSON.stringify(ip.results[0]))
await c.stop()

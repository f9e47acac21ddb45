// The hand-written baseline: fastify + postgres.js, one route, one SQL query per request.
// Env: DATABASE_URL, HOST, PORT, BENCH_TOKEN (the one token it accepts), DB_POOL_SIZE.
import Fastify from 'fastify'
import postgres from 'postgres'
import { BASELINE_DEVICES_SQL, devicePage } from './baseline-query.js'

const url = process.env.DATABASE_URL
const token = process.env.BENCH_TOKEN
if (!url || !token) {
  console.error('baseline-server needs DATABASE_URL and BENCH_TOKEN')
  process.exit(2)
}
const sql = postgres(url, { max: Number(process.env.DB_POOL_SIZE || 10), onnotice: () => {} })
const app = Fastify({ logger: false })
const expected = `Token ${token}`

const intParam = (raw: unknown, dflt: number) => (typeof raw === 'string' && /^\d{1,9}$/.test(raw) ? Number(raw) : dflt)

app.get('/api/dcim/devices/', async (req, reply) => {
  if (req.headers.authorization !== expected) return reply.code(403).send({ detail: 'Invalid token' })
  const query = req.query as Record<string, unknown>
  const limit = Math.min(intParam(query.limit, 50) || 1000, 1000)
  const offset = intParam(query.offset, 0)
  const rows = await sql.unsafe(BASELINE_DEVICES_SQL, [limit, offset], { prepare: true })
  const base = `http://${req.headers.host}`
  return reply.header('content-type', 'application/json').send(JSON.stringify(devicePage(base, rows, limit, offset)))
})
app.get('/', async () => ({ ok: true }))

const stop = async () => {
  await app.close()
  await sql.end({ timeout: 5 })
  process.exit(0)
}
process.once('SIGINT', stop)
process.once('SIGTERM', stop)
await app.listen({ host: process.env.HOST || '127.0.0.1', port: Number(process.env.PORT || 8001) })

import { openPostgres } from '../src/db/postgres.js'
import { loadConfig } from '../src/config.js'
import { createBenchDb } from './db.js'
import { seed } from './seed.js'
const url = await createBenchDb()
const db = openPostgres(url, 4)
await db.migrate()
const t = performance.now()
const r = await seed(db, loadConfig().secretKey)
console.log(r.counts, r.timings, Math.round(performance.now() - t))
await db.close()

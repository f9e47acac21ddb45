// PGlite (embedded, one process per data directory): SIGKILL the server during bulk writes,
// restart it on the same data directory, and check that every write a client saw committed is
// there and that no bulk request is partly there; then the integrity check on the files directly.
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { setTimeout as sleep } from 'node:timers/promises'
import { after, test } from 'node:test'
import { openPglite } from '../../src/db/pglite.js'
import { pgliteTemplate } from '../helpers/db.js'
import { checkIntegrity } from './integrity.js'
import { type Server, startServer } from './server.js'
import { settings, writeFigures } from './settings.js'

const dataDir = mkdtempSync(join(tmpdir(), 'netinv-pglite-kill-'))
const servers: Server[] = []
const env = {
  DATA_DIR: dataDir,
  SECRET_KEY: 'pglite-kill-secret-key-pglite-kill-secret-key-0123456',
  SUPERUSER_NAME: 'admin',
  SUPERUSER_PASSWORD: 'admin-password-123',
  WORKERS: '1',
}

after(async () => {
  for (const s of servers) await s.kill()
  rmSync(dataDir, { recursive: true, force: true })
})

async function launch(token?: string): Promise<Server> {
  const s = await startServer(env, token)
  servers.push(s)
  return s
}

test('a PGlite server killed during writes restarts with every committed write and no partial bulk', async () => {
  const BULK = 25
  // Start from the tests' migrated template rather than an initdb (half a minute of CPU).
  const seed = await openPglite(join(dataDir, 'pg'), await pgliteTemplate())
  await seed.db.close()
  let server = await launch()
  const provision = await server.request('POST', '/api/users/tokens/provision/', { username: 'admin', password: 'admin-password-123' })
  assert.equal(provision.status, 201, JSON.stringify(provision.body))
  const token: string = provision.body.key
  const auth = { authorization: `Token ${token}` }

  const outcomes: Array<{ tag: string; status: number }> = []
  let seq = 0
  const rounds = settings.faultBulkRequests > 100 ? 5 : 2
  for (let round = 0; round < rounds; round++) {
    if (round > 0) server = await launch(token)
    let stop = false
    const client = async () => {
      while (!stop) {
        const tag = `pk-${round}-${++seq}`
        const res = await server.request('POST', '/api/dcim/sites/', Array.from({ length: BULK }, (_, i) => ({ name: `${tag}-${i}`, slug: `${tag}-${i}` })), auth, 10_000)
        outcomes.push({ tag, status: res.status })
        if (res.status === 0) return
      }
    }
    const clients = Array.from({ length: 3 }, client)
    await sleep(1000 + Math.random() * 1500)
    await server.kill('SIGKILL')
    stop = true
    await Promise.all(clients)
  }

  // Restart on the same files (the dead process's lock file is taken over) and look through the API.
  server = await launch(token)
  const wrong: string[] = []
  let committed = 0
  let lost = 0
  for (const o of outcomes) {
    const res = await server.request('GET', `/api/dcim/sites/?name__isw=${o.tag}-&limit=1`)
    assert.equal(res.status, 200)
    const n: number = res.body.count
    if (n !== 0 && n !== BULK) wrong.push(`${o.tag}: ${n} of ${BULK} (partial)`)
    if (o.status === 201) {
      committed++
      if (n !== BULK) wrong.push(`${o.tag}: client saw 201, ${n} present`)
    } else if (o.status === 0) lost++
    else if (n) wrong.push(`${o.tag}: client saw ${o.status}, ${n} present`)
  }
  await server.kill('SIGTERM')
  assert.deepEqual(wrong.slice(0, 10), [], `${wrong.length} bulk requests not all-or-none`)
  assert.ok(committed > 0 && lost > 0, `the kills hit during writes (committed ${committed}, unanswered ${lost})`)

  // The files themselves, with the server stopped.
  const { db } = await openPglite(join(dataDir, 'pg'))
  try {
    assert.deepEqual(await checkIntegrity(db), [])
  } finally {
    await db.close()
  }
  const figures = { kills: rounds, bulkRequests: outcomes.length, bulkSize: BULK, committedSeen: committed, unanswered: lost, partial: wrong.length }
  writeFigures('pglite-kill', figures)
  console.log(`pglite-kill: ${JSON.stringify(figures)}`)
})

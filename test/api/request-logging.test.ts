// Request logging through HTTP: by default a request that succeeds (or fails on the client's side)
// leaves no log line; a 500 leaves its error and a request line, both with the request id that the
// error body and the X-Request-ID header carry. LOG_REQUESTS=true logs every request again.
import assert from 'node:assert/strict'
import { Writable } from 'node:stream'
import { after, before, describe, test } from 'node:test'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/api/app.js'
import { loadConfig } from '../../src/config.js'
import type { Db } from '../../src/db/types.js'
import { freshDb } from '../helpers/db.js'

interface Line {
  level: number
  msg: string
  reqId?: string
  req?: { method: string; url: string }
  res?: { statusCode: number }
}

async function logged(env: Record<string, string>): Promise<{ app: FastifyInstance; db: Db; lines: () => Line[]; close: () => Promise<void> }> {
  let out = ''
  const stream = new Writable({
    write(chunk, _enc, done) {
      out += String(chunk)
      done()
    },
  })
  const { db, url, drop } = await freshDb()
  const config = loadConfig({
    ...(url ? { DATABASE_URL: url } : {}),
    WORKERS: '0',
    LOGIN_REQUIRED: 'false',
    EXEMPT_VIEW_PERMISSIONS: '*',
    SECRET_KEY: 'log-secret-key-log-secret-key-log-secret-key-012345',
    ...env,
  })
  const app = await buildApp({ config, db, logStream: stream })
  await app.ready()
  const lines = () =>
    out
      .split('\n')
      .filter(Boolean)
      .map((l) => JSON.parse(l) as Line)
  return {
    app,
    db,
    lines,
    close: async () => {
      await app.close()
      await drop()
    },
  }
}

const settle = () => new Promise((r) => setImmediate(r))

describe('default logging (LOG_LEVEL=info, LOG_REQUESTS unset)', () => {
  let t: Awaited<ReturnType<typeof logged>>
  before(async () => {
    t = await logged({ LOG_LEVEL: 'info' })
  })
  after(() => t.close())

  test('successful and client-error requests log nothing', async () => {
    const before = t.lines().length
    for (const url of ['/api/status/', '/api/dcim/regions/', '/api/nothing-here/', '/api/dcim/regions/?id=x'])
      await t.app.inject({ method: 'GET', url, headers: { accept: 'application/json' } })
    await settle()
    assert.deepEqual(t.lines().slice(before), [])
  })

  test('a 500 is logged with the request id its body and X-Request-ID header carry', async () => {
    await t.db.query('ALTER TABLE dcim_region RENAME TO dcim_region_away')
    try {
      const res = await t.app.inject({ method: 'GET', url: '/api/dcim/regions/', headers: { accept: 'application/json' } })
      assert.equal(res.statusCode, 500)
      const id = res.headers['x-request-id']
      assert.match(String(id), /^[0-9a-f-]{36}$/)
      assert.deepEqual(JSON.parse(res.body), { detail: 'Internal server error.', request_id: id })
      // A request id the client sent is kept (lower case), in the body and in the log.
      const given = 'ABCDEF01-2345-4678-9ABC-DEF012345678'
      const again = await t.app.inject({ method: 'GET', url: '/api/dcim/regions/', headers: { accept: 'application/json', 'x-request-id': given } })
      assert.equal(JSON.parse(again.body).request_id, given.toLowerCase())
      await settle()
      for (const reqId of [String(id), given.toLowerCase()]) {
        const mine = t.lines().filter((l) => l.reqId === reqId)
        assert.ok(mine.some((l) => l.level === 50 && l.msg === 'unhandled error'), `the error is logged with reqId ${reqId}`)
        const line = mine.find((l) => l.msg === 'request failed')
        assert.ok(line, `a request line with reqId ${reqId}`)
        assert.equal(line.level, 50)
        assert.equal(line.req?.url, '/api/dcim/regions/')
        assert.equal(line.res?.statusCode, 500)
      }
    } finally {
      await t.db.query('ALTER TABLE dcim_region_away RENAME TO dcim_region')
    }
  })
})

describe('LOG_REQUESTS=true', () => {
  let t: Awaited<ReturnType<typeof logged>>
  before(async () => {
    t = await logged({ LOG_LEVEL: 'info', LOG_REQUESTS: 'true' })
  })
  after(() => t.close())

  test('every request is logged when it comes in and when it is answered, with its request id', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/status/', headers: { accept: 'application/json' } })
    assert.equal(res.statusCode, 200)
    await settle()
    const mine = t.lines().filter((l) => l.reqId === res.headers['x-request-id'])
    assert.deepEqual(
      mine.map((l) => l.msg),
      ['incoming request', 'request completed'],
    )
    assert.equal(mine[1].res?.statusCode, 200)
  })
})

test('LOG_SLOW_REQUEST_MS and LOG_REQUESTS are checked at start', () => {
  assert.throws(() => loadConfig({ LOG_SLOW_REQUEST_MS: '-1' }), /LOG_SLOW_REQUEST_MS must be an integer/)
  assert.throws(() => loadConfig({ LOG_REQUESTS: 'maybe' }), /LOG_REQUESTS must be true or false/)
  assert.equal(loadConfig({}).logRequests, false)
  assert.equal(loadConfig({}).logSlowRequestMs, 1000)
})

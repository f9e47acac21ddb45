// The app under test, built on a fresh database, with a superuser and a write token ready.
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../../src/api/app.js'
import { loadConfig, type Config } from '../../src/config.js'
import type { Db } from '../../src/db/types.js'
import { ensureSuperuser } from '../../src/cli/superuser.js'
import { keyDigest, keyHint, newTokenKey } from '../../src/auth/keys.js'
import { freshDb } from './db.js'
import { hasFile, multipart } from './files.js'
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'

export interface Res {
  status: number
  headers: Record<string, string | string[] | number | undefined>
  body: any // eslint-disable-line @typescript-eslint/no-explicit-any
  text: string
  /** The response bytes (files). */
  raw?: Buffer
}

export interface TestApp {
  app: FastifyInstance
  db: Db
  config: Config
  /** A write-enabled token of the superuser `admin`. */
  token: string
  request(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Res>
  /** Same, authenticated with `token`. */
  api(method: string, url: string, body?: unknown, headers?: Record<string, string>): Promise<Res>
  makeToken(username: string, opts?: { writeEnabled?: boolean; superuser?: boolean }): Promise<string>
  close(): Promise<void>
}

export interface TestAppOptions {
  /** Wraps the database the app uses (e.g. to count its statements); the test's own `db` is the wrapped one too. */
  wrapDb?: (db: Db) => Db
}

export async function testApp(env: Record<string, string> = {}, opts: TestAppOptions = {}): Promise<TestApp> {
  const ms = (name: string) => (env[name] ? Number(env[name]) : undefined)
  const { db: rawDb, url, drop } = await freshDb(Number(env.DB_POOL_SIZE ?? 4), { lockTimeoutMs: ms('DB_LOCK_TIMEOUT_MS'), statementTimeoutMs: ms('DB_STATEMENT_TIMEOUT_MS') })
  const db = opts.wrapDb ? opts.wrapDb(rawDb) : rawDb
  // On PostgreSQL the config names the test database, as DATABASE_URL would (the webhook queue connects to it).
  // Uploaded files go to a folder of this test app's own, removed with it.
  const mediaRoot = env.MEDIA_ROOT ?? mkdtempSync(join(tmpdir(), 'netinv-media-'))
  const config = loadConfig({ ...(url ? { DATABASE_URL: url } : {}), MEDIA_ROOT: mediaRoot, ...env, SECRET_KEY: 'test-secret-key-test-secret-key-test-secret-key-0123' })
  const app = await buildApp({ config, db, logger: false })
  await app.ready()

  const makeToken = async (username: string, opts: { writeEnabled?: boolean; superuser?: boolean } = {}) => {
    await ensureSuperuser(db, username, 'test-password-123')
    if (opts.superuser === false) await db.query('UPDATE users_user SET is_superuser = false, is_staff = false WHERE username = $1', [username])
    const key = newTokenKey()
    await db.query(
      `INSERT INTO users_token (user_id, key_digest, key_hint, write_enabled) SELECT id, $2, $3, $4 FROM users_user WHERE username = $1`,
      [username, keyDigest(config.secretKey, key), keyHint(key), opts.writeEnabled ?? true],
    )
    return key
  }
  const token = await makeToken('admin')

  const request = async (method: string, url: string, body?: unknown, headers: Record<string, string> = {}): Promise<Res> => {
    const h: Record<string, string> = { accept: 'application/json', ...headers }
    let payload: string | Buffer | undefined
    if (hasFile(body)) {
      // A body with a file is sent as multipart/form-data.
      const form = multipart(body as Record<string, unknown>)
      payload = form.payload
      h['content-type'] ??= form.contentType
    } else if (body !== undefined) {
      payload = typeof body === 'string' ? body : JSON.stringify(body)
      h['content-type'] ??= 'application/json'
    }
    const res = await app.inject({ method: method as 'GET', url, payload, headers: h })
    let parsed: unknown
    try {
      parsed = res.body ? JSON.parse(res.body) : undefined
    } catch {
      parsed = undefined
    }
    return { status: res.statusCode, headers: res.headers, body: parsed, text: res.body, raw: res.rawPayload }
  }
  return {
    app,
    db,
    config,
    token,
    request,
    api: (method, url, body, headers = {}) => request(method, url, body, { authorization: `Token ${token}`, ...headers }),
    makeToken,
    async close() {
      await app.close()
      await drop()
      if (!env.MEDIA_ROOT) rmSync(mediaRoot, { recursive: true, force: true })
    },
  }
}

// DATABASE_URL naming a Unix socket in libpq's forms (src/db/postgres-url.ts): the socket directory
// as a `host` parameter, or as an encoded host. The service connects over the socket (no server
// address), serves reads and writes through HTTP, and its webhook queue (pg, through pg-boss)
// connects with the same URL. A TCP URL is left as it is.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { buildApp } from '../../src/api/app.js'
import { keyDigest, keyHint, newTokenKey } from '../../src/auth/keys.js'
import { ensureSuperuser } from '../../src/cli/superuser.js'
import { loadConfig } from '../../src/config.js'
import { openPostgres } from '../../src/db/postgres.js'
import { connectionTarget } from '../../src/db/postgres-url.js'
import { freshDb } from '../helpers/db.js'

const pglite = !process.env.DATABASE_URL

test('connectionTarget: socket forms become a path, a TCP URL is unchanged', () => {
  assert.deepEqual(connectionTarget('postgres://nb@localhost/netbox?host=/var/run/postgresql'), { url: 'postgres://nb@localhost/netbox', path: '/var/run/postgresql/.s.PGSQL.5432' })
  assert.deepEqual(connectionTarget('postgresql://nb@%2Fvar%2Frun%2Fpostgresql:5433/netbox'), { url: 'postgresql://nb@localhost:5433/netbox', path: '/var/run/postgresql/.s.PGSQL.5433' })
  assert.deepEqual(connectionTarget('postgres://nb:pw@/netbox?host=/tmp/&sslmode=disable'), { url: 'postgres://nb:pw@localhost/netbox?sslmode=disable', path: '/tmp/.s.PGSQL.5432' })
  assert.deepEqual(connectionTarget('postgres://nb@127.0.0.1:5432/netbox?application_name=x'), { url: 'postgres://nb@127.0.0.1:5432/netbox?application_name=x' })
})

test('DATABASE_URL over the Unix socket: reads and writes through HTTP', { skip: pglite && 'PostgreSQL only (PGlite has no server to connect to)', timeout: 120_000 }, async () => {
  const { url, drop } = await freshDb(1)
  const tcp = new URL(url!)
  const name = tcp.pathname.slice(1)
  const user = tcp.username || 'postgres'
  const port = tcp.port || '5432'
  const probe = openPostgres(url!, 1)
  const [{ dir }] = await probe.query<{ dir: string }>(`SELECT trim(split_part(current_setting('unix_socket_directories'), ',', 1)) AS dir`)
  await probe.close()
  const forms = [`postgres://${user}@localhost:${port}/${name}?host=${dir}`, `postgresql://${user}@${encodeURIComponent(dir)}:${port}/${name}`]
  try {
    for (const form of forms) {
      const db = openPostgres(form, 2)
      const config = loadConfig({ DATABASE_URL: form, SECRET_KEY: 'socket-test-secret-key-socket-test-secret-key-012345' })
      const app = await buildApp({ config, db, logger: false })
      try {
        const [row] = await db.query<{ addr: string | null; db: string }>('SELECT inet_server_addr()::text AS addr, current_database() AS db')
        assert.deepEqual(row, { addr: null, db: name }, form) // no server address: a Unix socket
        await ensureSuperuser(db, 'admin', 'socket-password-123')
        const key = newTokenKey()
        await db.query(`INSERT INTO users_token (user_id, key_digest, key_hint, write_enabled) SELECT id, $1, $2, true FROM users_user WHERE username = 'admin'`, [keyDigest(config.secretKey, key), keyHint(key)])
        const headers = { authorization: `Token ${key}`, 'content-type': 'application/json', host: 'localhost' }
        const slug = `socket-${forms.indexOf(form)}`
        const created = await app.inject({ method: 'POST', url: '/api/dcim/sites/', headers, payload: JSON.stringify({ name: slug, slug }) })
        assert.equal(created.statusCode, 201, created.body)
        const listed = await app.inject({ url: `/api/dcim/sites/?slug=${slug}`, headers })
        assert.equal(listed.statusCode, 200, listed.body)
        assert.equal((JSON.parse(listed.body) as { count: number }).count, 1)
      } finally {
        await app.close()
        await db.close()
      }
    }
  } finally {
    await drop()
  }
})

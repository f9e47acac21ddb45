// Helpers for the authentication and authorization tests (not a test file itself).
import assert from 'node:assert/strict'
import type { Res, TestApp } from '../helpers/app.js'

// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Obj = Record<string, any>

export const NO_CREDENTIALS = { detail: 'Authentication credentials were not provided.' }
export const DENIED = { detail: 'You do not have permission to perform this action.' }
export const PASSWORD = 'test-password-123' // what testApp's makeToken gives every user it creates

export const show = (r: Res) => `${r.status} ${r.text.slice(0, 500)}`

/** A non-superuser with a token (write-enabled unless said otherwise). */
export async function userWithToken(t: TestApp, username: string, opts: { writeEnabled?: boolean } = {}): Promise<{ id: number; key: string }> {
  const key = await t.makeToken(username, { superuser: false, writeEnabled: opts.writeEnabled ?? true })
  const rows = await t.db.query<{ id: number }>('SELECT id FROM users_user WHERE username = $1', [username])
  return { id: rows[0].id, key }
}

/** Requests authenticated with one token. */
export function as(t: TestApp, key: string) {
  return (method: string, url: string, body?: unknown, headers: Record<string, string> = {}) =>
    t.request(method, url, body, { authorization: `Token ${key}`, ...headers })
}

export interface PermissionBody {
  name?: string
  object_types: string[]
  actions: string[]
  constraints?: unknown
  users?: number[]
  groups?: number[]
  enabled?: boolean
}

let n = 0
/** Creates an ObjectPermission as the superuser and insists on 201. */
export async function grant(t: TestApp, body: PermissionBody): Promise<Obj> {
  const res = await t.api('POST', '/api/users/permissions/', { name: `perm-${++n}`, ...body })
  assert.equal(res.status, 201, `granting ${JSON.stringify(body)}: ${show(res)}`)
  return res.body
}

/** POST as the superuser and insist on 201. */
export async function create(t: TestApp, url: string, body: unknown): Promise<Obj> {
  const res = await t.api('POST', url, body)
  assert.equal(res.status, 201, `POST ${url} ${JSON.stringify(body)}: ${show(res)}`)
  return res.body
}

export interface InjectOptions {
  method?: string
  url: string
  headers?: Record<string, string>
  body?: unknown
  remoteAddress?: string
}

/** A request with full control over the peer address and raw headers. */
export async function inject(t: TestApp, o: InjectOptions): Promise<Res & { cookies: Array<{ name: string; value: string } & Obj> }> {
  const headers: Record<string, string> = { accept: 'application/json', ...o.headers }
  let payload: string | undefined
  if (o.body !== undefined) {
    payload = typeof o.body === 'string' ? o.body : JSON.stringify(o.body)
    headers['content-type'] ??= 'application/json'
  }
  const res = await t.app.inject({ method: (o.method ?? 'GET') as 'GET', url: o.url, headers, payload, remoteAddress: o.remoteAddress })
  let parsed: unknown
  try {
    parsed = res.body ? JSON.parse(res.body) : undefined
  } catch {
    parsed = undefined
  }
  return { status: res.statusCode, headers: res.headers, body: parsed, text: res.body, cookies: res.cookies as Array<{ name: string; value: string } & Obj> }
}

/** Rows of a table matching a condition, counted straight from the database. */
export async function countRows(t: TestApp, table: string, where = 'true', params: unknown[] = []): Promise<number> {
  const rows = await t.db.query<{ n: number }>(`SELECT count(*)::int AS n FROM ${table} WHERE ${where}`, params as never[])
  return rows[0].n
}

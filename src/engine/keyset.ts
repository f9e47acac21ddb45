// Keyset ("cursor") pagination over any ordering of a list. A page after (or before) a row is a seek
// on the ordering's keys — WHERE (k1, k2, …, id) comes after the row's values — so its cost does not
// grow with depth and rows inserted meanwhile can neither shift a row onto the next page twice nor
// skip one. The cursor names the row by its key values (as PostgreSQL's text), the direction and
// the ordering it was issued for, signed with SECRET_KEY: a cursor a client altered, or carried
// over to another ordering, is a 400 before any SQL runs.
import { createHash, createHmac, timingSafeEqual } from 'node:crypto'
import { ValidationError } from './errors.js'
import type { OrderKey } from './filters.js'

/** `n`: the rows after the anchor; `p`: the rows before it (a `previous` link). */
export type Direction = 'n' | 'p'

export interface Anchor {
  dir: Direction
  /** The anchor row's key values, one per order key, as PostgreSQL's text (null for NULL). */
  values: Array<string | null>
}

interface Payload {
  o: string
  d: Direction
  k: Array<string | null>
}

const MAX_CURSOR = 8192

export const invalidCursor = (why = 'Invalid cursor.') => new ValidationError({ cursor: [why] })

/** A short digest of the ordering: a cursor is only valid for the ordering it was issued for. */
export function orderingSignature(keys: OrderKey[]): string {
  return createHash('sha256')
    .update(keys.map((k) => `${k.expr}${k.desc ? ' DESC' : ''}`).join(', '))
    .digest('base64url')
    .slice(0, 16)
}

function sign(secret: string, body: string): string {
  return createHmac('sha256', secret).update(body).digest('base64url').slice(0, 22)
}

export function encodeCursor(secret: string, keys: OrderKey[], anchor: Anchor): string {
  const body = JSON.stringify({ o: orderingSignature(keys), d: anchor.dir, k: anchor.values } satisfies Payload)
  return Buffer.from(JSON.stringify({ ...(JSON.parse(body) as Payload), s: sign(secret, body) })).toString('base64url')
}

export function decodeCursor(secret: string, keys: OrderKey[], raw: string): Anchor {
  if (raw.length > MAX_CURSOR || !/^[A-Za-z0-9_-]+$/.test(raw)) throw invalidCursor()
  let parsed: unknown
  try {
    parsed = JSON.parse(Buffer.from(raw, 'base64url').toString('utf8'))
  } catch {
    throw invalidCursor()
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed)) throw invalidCursor()
  const { o, d, k, s } = parsed as Record<string, unknown>
  if (typeof o !== 'string' || (d !== 'n' && d !== 'p') || !Array.isArray(k) || typeof s !== 'string') throw invalidCursor()
  if (!k.every((v) => v === null || typeof v === 'string')) throw invalidCursor()
  const expected = Buffer.from(sign(secret, JSON.stringify({ o, d, k } satisfies Payload)))
  const given = Buffer.from(s)
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) throw invalidCursor()
  if (o !== orderingSignature(keys) || k.length !== keys.length)
    throw invalidCursor('This cursor was issued for a different ordering: follow the link with the ordering it came with.')
  return { dir: d, values: k as Array<string | null> }
}

/** The keys in the opposite order: each flips direction, and PostgreSQL's defaults (ASC NULLS LAST, DESC NULLS FIRST) flip with it. */
export function reversed(keys: OrderKey[]): OrderKey[] {
  return keys.map((k) => ({ ...k, desc: !k.desc }))
}

/**
 * The condition "comes strictly after the anchor in the order of `keys`", binding values with
 * `bind`. NULL sorts as the greatest value in both directions (PostgreSQL's defaults), so after a
 * non-NULL value come greater values and, ascending, the NULLs; after a NULL, descending, come all
 * non-NULL values and, ascending, nothing.
 *
 * All keys in one direction and none nullable: one row comparison `(k1, k2, id) > ($1, $2, $3)`,
 * which a btree index on those columns serves as a range. Otherwise the expanded form
 * `k1 > v1 OR (k1 = v1 AND (k2 > v2 OR …))`, led by a bound on the first key (`k1 >= v1`) that
 * an index on it can serve.
 */
export function afterCondition(keys: OrderKey[], values: Array<string | null>, bind: (v: string) => string): string {
  const p = values.map((v) => (v === null ? null : bind(v)))
  const simple = keys.every((k, i) => !k.nullable && p[i] !== null && k.desc === keys[0].desc)
  if (simple) return `(${keys.map((k) => k.expr).join(', ')}) ${keys[0].desc ? '<' : '>'} (${p.join(', ')})`
  const after = (k: OrderKey, v: string | null): string => {
    if (v === null) return k.desc ? `${k.expr} IS NOT NULL` : 'false'
    if (k.desc) return `${k.expr} < ${v}`
    return k.nullable ? `(${k.expr} > ${v} OR ${k.expr} IS NULL)` : `${k.expr} > ${v}`
  }
  const equal = (k: OrderKey, v: string | null) => (v === null ? `${k.expr} IS NULL` : `${k.expr} = ${v}`)
  // Built from the last key outwards: after_i OR (equal_i AND rest).
  let cond = after(keys[keys.length - 1], p[p.length - 1])
  for (let i = keys.length - 2; i >= 0; i--) cond = `(${after(keys[i], p[i])} OR (${equal(keys[i], p[i])} AND ${cond}))`
  const k0 = keys[0]
  const v0 = p[0]
  let lead = ''
  if (v0 !== null) lead = k0.desc ? `${k0.expr} <= ${v0}` : k0.nullable ? '' : `${k0.expr} >= ${v0}`
  else if (!k0.desc) lead = `${k0.expr} IS NULL`
  return lead ? `(${lead} AND ${cond})` : cond
}

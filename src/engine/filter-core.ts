// The building blocks of list filters: bound conditions, value parsing per SQL kind, the Target a
// filter name maps to, and the plain comparison of a Target with its lookups. filters.ts maps a
// model's fields to Targets; network-filters.ts and custom-field-filters.ts build Targets with
// their own SQL, some on top of plainCondition. This module imports none of them.
import type { Field } from '../registry/types.js'
import type { Param } from '../db/types.js'
import type { FieldErrors } from './errors.js'
import { columnSqlType, q } from './sql.js'
import { networkOf, parseIp } from './validate.js'

export type Query = Record<string, string | string[] | undefined>

export const STRING_LOOKUPS = ['n', 'ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'empty', 'regex', 'iregex'] as const
export const NUMBER_LOOKUPS = ['n', 'lt', 'lte', 'gt', 'gte', 'empty'] as const

export class Conditions {
  readonly where: string[] = []
  readonly params: Param[] = []
  /** Facts looked up before the statement is built (see network-filters.ts networkHints). */
  readonly hints = new Map<string, unknown>()
  constructor(private readonly base = 0) {}
  bind(v: Param): string {
    this.params.push(v)
    return `$${this.base + this.params.length}`
  }
}

export type Kind = 'int' | 'bigint' | 'text' | 'bool' | 'inet' | 'cidr' | 'date' | 'timestamptz' | 'float'

/** The SQL kind a filter on this field compares. */
export function valueKind(f: Field): Kind {
  if (f.kind === 'count' || f.kind === 'fk') return 'int'
  if (f.kind === 'derived') return f.valueType === 'integer' ? 'int' : f.valueType === 'decimal' ? 'float' : 'text'
  const t = columnSqlType(f)
  if (t === 'bigint') return 'bigint'
  if (t === 'numeric') return 'float'
  return t ?? 'text'
}

export function parseValue(kind: Kind, raw: string, f: Field | undefined): { ok: true; v: string | number | boolean } | { ok: false; msg: string } {
  switch (kind) {
    case 'bigint':
      if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw))) return { ok: false, msg: 'Enter a whole number.' }
      return { ok: true, v: Number(raw) }
    case 'int': {
      if (f?.kind === 'choice') {
        const n = Number(raw)
        if (!f.choices.some((c) => c.value === n)) return { ok: false, msg: `Select a valid choice. ${raw} is not one of the available choices.` }
        return { ok: true, v: n }
      }
      if (!/^-?\d+$/.test(raw) || !Number.isSafeInteger(Number(raw)) || Math.abs(Number(raw)) > 2147483647)
        return { ok: false, msg: 'Enter a whole number.' }
      return { ok: true, v: Number(raw) }
    }
    case 'float': {
      const n = Number(raw)
      if (raw.trim() === '' || !Number.isFinite(n)) return { ok: false, msg: 'Enter a number.' }
      return { ok: true, v: n }
    }
    case 'bool':
      if (/^(true|1|yes|on)$/i.test(raw)) return { ok: true, v: true }
      if (/^(false|0|no|off)$/i.test(raw)) return { ok: true, v: false }
      return { ok: false, msg: `'${raw}' value must be either True or False.` }
    case 'text':
      if (f?.kind === 'choice' && !f.choices.some((c) => c.value === raw))
        return { ok: false, msg: `Select a valid choice. ${raw} is not one of the available choices.` }
      if (raw.includes('\u0000')) return { ok: false, msg: 'Null characters are not allowed.' }
      return { ok: true, v: raw }
    case 'inet':
    case 'cidr': {
      // Strict parsing (see parseIp): what ipaddr.js alone accepts, PostgreSQL may refuse.
      const ip = parseIp(raw)
      if (!ip) return { ok: false, msg: `Enter a valid IPv4 or IPv6 address${kind === 'cidr' ? ' with prefix length' : ''}.` }
      // A cidr cannot have host bits set: compare against the network the value lies in.
      if (kind === 'cidr') return { ok: true, v: `${networkOf(ip.addr, ip.len)}/${ip.len}` }
      return { ok: true, v: raw.includes('/') ? `${ip.addr.toString()}/${ip.len}` : ip.addr.toString() }
    }
    case 'date':
      if (!isoDateTime(raw, false)) return { ok: false, msg: 'Enter a valid date.' }
      return { ok: true, v: raw }
    case 'timestamptz':
      if (!isoDateTime(raw, true)) return { ok: false, msg: 'Enter a valid date/time.' }
      return { ok: true, v: raw }
  }
}

/**
 * An ISO 8601 date (or date-time, when `time` is allowed) that PostgreSQL also accepts. Date.parse
 * is far more lenient ("1", "2020-02-30") and what it lets through would fail in the query.
 */
function isoDateTime(raw: string, time: boolean): boolean {
  const m = /^(\d{4})-(\d{2})-(\d{2})(?:[T ](\d{2}):(\d{2})(?::(\d{2})(?:\.\d{1,6})?)?(?:Z|[+-](\d{2})(?::?(\d{2}))?)?)?$/.exec(raw)
  if (!m || (!time && m[4] !== undefined)) return false
  if (Number(m[7] ?? 0) > 15 || Number(m[8] ?? 0) > 59) return false // PostgreSQL's limit for a UTC offset
  const [y, mo, d] = [Number(m[1]), Number(m[2]), Number(m[3])]
  const day = new Date(Date.UTC(y, mo - 1, d))
  if (y < 1 || day.getUTCMonth() !== mo - 1 || day.getUTCDate() !== d) return false
  return m[4] === undefined || (Number(m[4]) < 24 && Number(m[5]) < 60 && Number(m[6] ?? 0) < 60)
}

const arrayType: Record<Kind, string> = {
  int: 'int[]',
  bigint: 'bigint[]',
  text: 'text[]',
  bool: 'bool[]',
  inet: 'inet[]',
  cidr: 'cidr[]',
  date: 'date[]',
  timestamptz: 'timestamptz[]',
  float: 'float8[]',
}

// Values are bound as text and cast in SQL: a driver that knows the parameter is a timestamp would
// otherwise round-trip it through a JS Date and lose the microseconds.
export function typed(c: Conditions, kind: Kind, v: string | number | boolean): string {
  if (kind === 'int' || kind === 'bigint' || kind === 'float' || kind === 'bool') return `${c.bind(v)}::${arrayType[kind].slice(0, -2)}`
  return `${c.bind(String(v))}::text::${arrayType[kind].slice(0, -2)}`
}

export function typedArray(c: Conditions, kind: Kind, vs: Array<string | number | boolean>): string {
  if (kind === 'int' || kind === 'bigint' || kind === 'float' || kind === 'bool') return `${c.bind(vs as Param)}::${arrayType[kind]}`
  return `${c.bind(vs.map(String))}::text[]::${arrayType[kind]}`
}

const likeEscape = (s: string) => s.replace(/[\\%_]/g, (c) => `\\${c}`)

export type LikeMatch = 'contains' | 'startswith' | 'endswith'

/** A LIKE pattern matching `v` literally (its `%`, `_` and `\` escaped) anywhere, at the start or at the end. */
export function likePattern(match: LikeMatch, v: string): string {
  const e = likeEscape(v)
  return match === 'contains' ? `%${e}%` : match === 'startswith' ? `${e}%` : `%${e}`
}

/**
 * Django's case-insensitive lookups on PostgreSQL, UPPER on both sides: `UPPER(col::text) LIKE
 * UPPER(%s)` (icontains, istartswith, iendswith) and `UPPER(col::text) = UPPER(%s)` (iexact). ILIKE
 * and lower() answer otherwise under a Unicode ctype (C.UTF-8 here): ſ, ı and ς upper-case to S, I
 * and Σ but do not lower-case to s, i and σ; the Kelvin sign lower-cases to k but upper-cases to itself.
 */
export const iLike = (text: string, pattern: string): string => `upper(${text}) LIKE upper(${pattern})`
export const iEquals = (text: string, value: string): string => `upper(${text}) = upper(${value})`

/** A filter that writes its own SQL (network containment, many-to-many, custom fields). */
export type CustomCondition = (c: Conditions, values: string[], lookup: string) => { sql: string } | { error: string }

export interface Target {
  expr: string // SQL expression compared
  kind: Kind
  field?: Field
  nullable: boolean
  stringish: boolean
  /** A relation matched by the related row's slug/name: compared through a subquery on that table. */
  via?: { table: string; column: string }
  /** An inclusive bound rather than an exact match: NetBox's `<field>_after` / `<field>_before`. */
  range?: 'gte' | 'lte'
  /** Own SQL instead of comparing `expr`; `lookups` are the suffixes it accepts. */
  custom?: { apply: CustomCondition; lookups: readonly string[] }
  /** What it matches, for the OpenAPI document (declared filters). */
  description?: string
}

/** Lookups whose SQL compares the column itself rather than a related row's slug. */
export function condition(c: Conditions, t: Target, lookup: string, raws: string[], name: string, errors: FieldErrors): void {
  const fail = (msg: string) => {
    errors[name] = [msg]
  }
  if (t.custom) {
    const r = t.custom.apply(c, raws, lookup)
    if ('error' in r) return fail(r.error)
    c.where.push(r.sql)
    return
  }
  if (lookup === 'empty') {
    const b = parseValue('bool', raws[0], undefined)
    if (!b.ok) return fail(b.msg)
    const empty = t.stringish ? `(${t.expr} IS NULL OR ${t.expr} = '')` : `${t.expr} IS NULL`
    c.where.push(b.v ? empty : `NOT ${empty}`)
    return
  }
  if (t.range && lookup === '') lookup = t.range
  const nulls = raws.filter((r) => r === 'null')
  const plain = raws.filter((r) => r !== 'null')
  const parsed: Array<string | number | boolean> = []
  for (const r of plain) {
    const p = parseValue(t.kind, r, t.via ? undefined : t.field)
    if (!p.ok) return fail(p.msg)
    parsed.push(p.v)
  }
  if (nulls.length && !t.nullable) return fail(`Select a valid choice. null is not one of the available choices.`)
  const parts: string[] = []
  if (t.via) {
    if (parsed.length)
      parts.push(`${t.expr} IN (SELECT id FROM ${q(t.via.table)} WHERE ${q(t.via.column)} = ANY(${typedArray(c, t.kind, parsed)}))`)
  } else if (t.kind === 'inet' && ['n', ''].includes(lookup)) {
    // NetBox's net_in: `a.b.c.d/n` matches exactly, a bare address matches it under any mask.
    for (const v of parsed as string[])
      parts.push(v.includes('/') ? `${t.expr} = ${typed(c, 'inet', v)}` : `host(${t.expr}) = host(${typed(c, 'inet', v)})`)
  } else if (['n', ''].includes(lookup)) {
    if (parsed.length === 1) parts.push(`${t.expr} = ${typed(c, t.kind, parsed[0])}`)
    else if (parsed.length > 1) parts.push(`${t.expr} = ANY(${typedArray(c, t.kind, parsed)})`)
  } else if (['lt', 'lte', 'gt', 'gte'].includes(lookup)) {
    const op = { lt: '<', lte: '<=', gt: '>', gte: '>=' }[lookup]!
    for (const v of parsed) parts.push(`${t.expr} ${op} ${typed(c, t.kind, v)}`)
    c.where.push(...parts)
    return
  } else {
    const neg = lookup.startsWith('n') && lookup !== 'n'
    const base = neg ? lookup.slice(1) : lookup
    const col = `${t.expr}::text`
    for (const v of parsed.map(String)) {
      let sql: string
      if (base === 'ic') sql = iLike(col, c.bind(likePattern('contains', v)))
      else if (base === 'isw') sql = iLike(col, c.bind(likePattern('startswith', v)))
      else if (base === 'iew') sql = iLike(col, c.bind(likePattern('endswith', v)))
      else if (base === 'ie') sql = iEquals(col, c.bind(v))
      else if (base === 'regex' || base === 'iregex') {
        try {
          new RegExp(v)
        } catch {
          return fail('Enter a valid regular expression.')
        }
        sql = `${col} ${base === 'regex' ? '~' : '~*'} ${c.bind(v)}`
      } else return
      parts.push(neg ? `NOT coalesce(${sql}, false)` : sql)
    }
    c.where.push(neg ? parts.join(' AND ') || 'true' : `(${parts.join(' OR ') || 'true'})`)
    return
  }
  if (nulls.length) parts.push(`${t.expr} IS NULL`)
  if (!parts.length) return
  const any = parts.length > 1 ? `(${parts.join(' OR ')})` : parts[0]
  c.where.push(lookup === 'n' ? `NOT coalesce(${any}, false)` : any)
}

/** A plain comparison as one SQL term, for custom conditions that build on it. */
export function plainCondition(c: Conditions, t: Target, lookup: string, raws: string[]): { sql: string } | { error: string } {
  const errors: FieldErrors = {}
  const at = c.where.length
  condition(c, { ...t, custom: undefined }, lookup, raws, 'x', errors)
  if (errors.x) return { error: (errors.x as string[])[0] }
  const added = c.where.splice(at)
  return { sql: added.length ? `(${added.join(' AND ')})` : 'true' }
}

/** The `__lookup` suffixes a filter accepts; the OpenAPI document lists the same ones. */
export function lookupsFor(t: Target): readonly string[] {
  if (t.custom) return t.custom.lookups
  if (t.range) return []
  if (t.field?.kind === 'fk' || t.via) return ['n']
  if (t.kind === 'text') return STRING_LOOKUPS
  // NetBox's MultipleChoiceFilter takes the text lookups even on an integer choice (racks' width__ic=19
  // compares the number's text; each value must still be one of the choices).
  if (t.kind === 'int' && t.field?.kind === 'choice') return [...NUMBER_LOOKUPS, ...STRING_LOOKUPS.filter((l) => !(NUMBER_LOOKUPS as readonly string[]).includes(l))]
  if (t.kind === 'bool') return ['n', 'empty']
  return NUMBER_LOOKUPS
}

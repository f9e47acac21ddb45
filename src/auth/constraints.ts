// NetBox permission constraints → SQL. A constraint set is a JSON object whose keys are Django-style
// lookups (`status`, `site__name`, `site_id`, `id__in`, `tags__slug__istartswith`) ANDed together; a
// JSON list of such objects is their OR; `null` or `{}` means every object. The string "$user"
// stands for the caller's user id. Names are resolved through the registry only, values are always
// bound parameters, and every value is checked against its column's type, so a permission that was
// saved can never make a query fail.
import ipaddr from 'ipaddr.js'
import type { Param } from '../db/types.js'
import { iEquals, iLike, type LikeMatch, likePattern } from '../engine/filter-core.js'
import type { Conditions } from '../engine/filters.js'
import { getModel } from '../engine/models.js'
import { columnSqlType, q, type SqlType } from '../engine/sql.js'
import type { Field, ModelDef } from '../registry/types.js'
import { MAX_REGEX_EXPANSION } from '../regex/filters.js'
import { pgRegexShape } from '../regex/pg-shape.js'

export const USER_TOKEN = '$user'

export class ConstraintError extends Error {}

const LOOKUPS = new Set([
  'exact',
  'iexact',
  'contains',
  'icontains',
  'startswith',
  'istartswith',
  'endswith',
  'iendswith',
  'in',
  'range',
  'gt',
  'gte',
  'lt',
  'lte',
  'isnull',
  'regex',
  'iregex',
])


interface Column {
  expr: string
  type: SqlType
  name: string
}

interface Scope {
  c: Conditions
  userId: number
  aliases: number
}

function sqlTypeOf(f: Field): SqlType | undefined {
  return f.writeOnly ? undefined : columnSqlType(f)
}

/** Names a constraint may start with on model m (for the error message). */
function choicesOf(m: ModelDef): string[] {
  const out = ['id', 'created']
  if (m.lastUpdated) out.push('last_updated')
  for (const f of m.fields) {
    if (f.kind === 'generic') out.push(f.typeField, f.idField)
    else if (f.kind === 'fk') out.push(f.name, `${f.name}_id`)
    else if (f.kind === 'm2m' || sqlTypeOf(f)) out.push(f.name)
  }
  return [...new Set(out)].sort()
}

const fmt = (v: unknown) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v))

/** The value in its column's type, or a ConstraintError in Django's words. */
function coerce(col: Column, v: unknown, userId: number): string | number | boolean {
  if (v === USER_TOKEN) v = userId
  const bad = (what: string) => new ConstraintError(`Field '${col.name}' expected ${what} but got ${fmt(v)}.`)
  switch (col.type) {
    case 'int':
    case 'bigint': {
      const n = typeof v === 'string' && /^\s*-?\d+\s*$/.test(v) ? Number(v) : v
      const max = col.type === 'int' ? 2147483647 : Number.MAX_SAFE_INTEGER
      if (typeof n !== 'number' || !Number.isInteger(n) || Math.abs(n) > max) throw bad('a number')
      return n
    }
    case 'numeric': {
      const n = typeof v === 'string' && v.trim() !== '' ? Number(v) : v
      if (typeof n !== 'number' || !Number.isFinite(n)) throw bad('a number')
      return n
    }
    case 'bool':
      if (typeof v !== 'boolean') throw bad('a boolean')
      return v
    case 'text':
      if (typeof v === 'number') return String(v)
      if (typeof v !== 'string' || v.includes('\u0000')) throw bad('a string')
      return v
    case 'inet':
    case 'cidr': {
      const [addr, len, extra] = typeof v === 'string' ? v.split('/') : []
      if (addr === undefined || extra !== undefined || !ipaddr.isValid(addr) || (len !== undefined && !/^\d{1,3}$/.test(len))) throw bad('an IP address')
      if (addr.includes('.') && !addr.includes(':') && !ipaddr.IPv4.isValidFourPartDecimal(addr)) throw bad('an IP address')
      const parsed = ipaddr.parse(addr)
      const bits = parsed.kind() === 'ipv4' ? 32 : 128
      const n = len === undefined ? bits : Number(len)
      if (n > bits) throw bad('an IP address')
      // PostgreSQL refuses a cidr with host bits set; refuse it here instead.
      if (col.type === 'cidr' && parsed.toByteArray().some((b, i) => (b & ~(0xff << (8 - Math.max(0, Math.min(8, n - i * 8))))) & 0xff))
        throw bad('an IP network without host bits')
      return v as string
    }
    case 'date':
      if (typeof v !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(v) || Number.isNaN(Date.parse(v))) throw bad('a date (YYYY-MM-DD)')
      return v
    case 'timestamptz':
      if (typeof v !== 'string' || Number.isNaN(Date.parse(v))) throw bad('a date and time')
      return v
  }
}

function bindTyped(s: Scope, type: SqlType, v: string | number | boolean): string {
  if (type === 'int' || type === 'bigint' || type === 'numeric' || type === 'bool') return `${s.c.bind(v)}::${type}`
  // Text casts, as filters.ts does: a driver must not turn timestamps into JS Dates and back.
  return `${s.c.bind(String(v))}::text::${type}`
}

function bindArray(s: Scope, type: SqlType, vs: Array<string | number | boolean>): string {
  if (type === 'int' || type === 'bigint' || type === 'numeric') return `${s.c.bind(vs as Param)}::${type}[]`
  return `${s.c.bind(vs.map(String))}::text[]::${type}[]`
}

/** One comparison of a column. */
function compare(s: Scope, col: Column, lookup: string, raw: unknown): string {
  const { expr } = col
  switch (lookup) {
    case 'isnull':
      if (typeof raw !== 'boolean') throw new ConstraintError('The QuerySet value for an isnull lookup must be True or False.')
      return raw ? `${expr} IS NULL` : `${expr} IS NOT NULL`
    case 'exact':
      if (raw === null) return `${expr} IS NULL`
      return `${expr} = ${bindTyped(s, col.type, coerce(col, raw, s.userId))}`
    case 'iexact':
      if (raw === null) return `${expr} IS NULL`
      return iEquals(`${expr}::text`, s.c.bind(String(coerce(col, raw, s.userId))))
    case 'in': {
      if (!Array.isArray(raw)) throw new ConstraintError(`The 'in' lookup on '${col.name}' needs a list of values.`)
      const vs = raw.filter((x) => x !== null).map((x) => coerce(col, x, s.userId))
      if (!vs.length) return 'false'
      if (col.type === 'bool') return `${expr} = ANY(${s.c.bind(vs.map(String))}::text[]::bool[])`
      return `${expr} = ANY(${bindArray(s, col.type, vs)})`
    }
    case 'range': {
      if (!Array.isArray(raw) || raw.length !== 2) throw new ConstraintError(`The 'range' lookup on '${col.name}' needs a list of two values.`)
      return `${expr} BETWEEN ${bindTyped(s, col.type, coerce(col, raw[0], s.userId))} AND ${bindTyped(s, col.type, coerce(col, raw[1], s.userId))}`
    }
    case 'gt':
    case 'gte':
    case 'lt':
    case 'lte': {
      const op = { gt: '>', gte: '>=', lt: '<', lte: '<=' }[lookup]
      return `${expr} ${op} ${bindTyped(s, col.type, coerce(col, raw, s.userId))}`
    }
    case 'regex':
    case 'iregex': {
      const v = String(coerce({ ...col, type: 'text' }, raw, s.userId))
      try {
        new RegExp(v)
      } catch {
        throw new ConstraintError(`Invalid regular expression for '${col.name}': ${v}`)
      }
      // It runs on every request of the permission's users: the same bound as the list filters.
      if (pgRegexShape(v).expansion > MAX_REGEX_EXPANSION)
        throw new ConstraintError(`The regular expression for '${col.name}' is too complex: its bounded repetitions expand beyond ${MAX_REGEX_EXPANSION} atoms.`)
      return `${expr}::text ${lookup === 'regex' ? '~' : '~*'} ${s.c.bind(v)}`
    }
    default: {
      // contains, startswith, endswith and their case-insensitive forms
      const pattern = likePattern(lookup.replace(/^i/, '') as LikeMatch, String(coerce({ ...col, type: 'text' }, raw, s.userId)))
      return lookup.startsWith('i') ? iLike(`${expr}::text`, s.c.bind(pattern)) : `${expr}::text LIKE ${s.c.bind(pattern)}`
    }
  }
}

/** `parts` = the remaining path after the field; returns the lookup name if that is all it holds. */
function onlyLookup(parts: string[]): string | undefined {
  if (parts.length === 0) return 'exact'
  if (parts.length === 1 && LOOKUPS.has(parts[0])) return parts[0]
  return undefined
}

function idColumn(expr: string, name: string): Column {
  return { expr, type: 'int', name }
}

/** SQL for one `key: value` pair on model m, whose row is `alias`. */
function lookupSql(s: Scope, m: ModelDef, alias: string, parts: string[], value: unknown, depth: number): string {
  if (depth > 4) throw new ConstraintError('Constraints may follow at most four relations.')
  const [head, ...rest] = parts
  const simple = (col: Column): string => {
    const lookup = onlyLookup(rest)
    if (!lookup) throw new ConstraintError(`Unsupported lookup '${rest.join('__')}' for field '${head}'.`)
    return compare(s, col, lookup, value)
  }
  if (head === 'id' || head === 'pk') return simple(idColumn(`${alias}.id`, head))
  if (head === 'created') return simple({ expr: `${alias}.created`, type: 'timestamptz', name: head })
  if (head === 'last_updated' && m.lastUpdated && !m.fields.some((f) => f.name === head))
    return simple({ expr: `${alias}.last_updated`, type: 'timestamptz', name: head })

  const f = m.fields.find((x) => x.name === head)
  if (!f) {
    const fk = m.fields.find((x) => x.kind === 'fk' && `${x.name}_id` === head)
    if (fk) return simple(idColumn(`${alias}.${q(fk.column)}`, head))
    const g = m.fields.find((x) => x.kind === 'generic' && (x.typeField === head || x.idField === head))
    if (g && g.kind === 'generic')
      return simple(
        g.typeField === head ? { expr: `${alias}.${q(g.typeColumn)}`, type: 'text', name: head } : idColumn(`${alias}.${q(g.idColumn)}`, head),
      )
    throw new ConstraintError(`Cannot resolve keyword '${head}' into field. Choices are: ${choicesOf(m).join(', ')}.`)
  }

  if (f.kind === 'fk') {
    const col = idColumn(`${alias}.${q(f.column)}`, head)
    if (onlyLookup(rest)) return simple(col)
    if ((rest[0] === 'id' || rest[0] === 'pk') && onlyLookup(rest.slice(1))) return compare(s, col, onlyLookup(rest.slice(1))!, value)
    const target = getModel(f.target)
    const a = `c${++s.aliases}`
    const inner = lookupSql(s, target, a, rest, value, depth + 1)
    const exists = `EXISTS (SELECT 1 FROM ${q(target.table)} ${a} WHERE ${a}.id = ${col.expr} AND ${inner})`
    // Django joins relations outer: `site__name__isnull: true` also matches objects without a site.
    return rest[rest.length - 1] === 'isnull' && value === true ? `(${col.expr} IS NULL OR ${exists})` : exists
  }
  if (f.kind === 'm2m') {
    const jt = `c${++s.aliases}`
    const lookup = onlyLookup(rest) ?? ((rest[0] === 'id' || rest[0] === 'pk') && onlyLookup(rest.slice(1))) ?? undefined
    const anyRow = `EXISTS (SELECT 1 FROM ${q(f.through)} ${jt} WHERE ${jt}.source_id = ${alias}.id)`
    if (lookup === 'isnull') {
      if (typeof value !== 'boolean') throw new ConstraintError('The QuerySet value for an isnull lookup must be True or False.')
      return value ? `NOT ${anyRow}` : anyRow
    }
    if (lookup) {
      const cmp = compare(s, idColumn(`${jt}.target_id`, head), lookup, value)
      return `EXISTS (SELECT 1 FROM ${q(f.through)} ${jt} WHERE ${jt}.source_id = ${alias}.id AND ${cmp})`
    }
    const target = getModel(f.target)
    const a = `c${++s.aliases}`
    const inner = lookupSql(s, target, a, rest, value, depth + 1)
    return `EXISTS (SELECT 1 FROM ${q(f.through)} ${jt} JOIN ${q(target.table)} ${a} ON ${a}.id = ${jt}.target_id WHERE ${jt}.source_id = ${alias}.id AND ${inner})`
  }
  const type = sqlTypeOf(f)
  if (!type) throw new ConstraintError(`Field '${head}' cannot be used in constraints.`)
  return simple({ expr: `${alias}.${q(f.column)}`, type, name: head })
}

/** The constraint sets of one permission: [] means unconstrained. */
export function constraintSets(raw: unknown): Array<Record<string, unknown>> {
  if (raw === null || raw === undefined) return []
  const list = Array.isArray(raw) ? raw : [raw]
  if (!list.every((x) => typeof x === 'object' && x !== null && !Array.isArray(x)))
    throw new ConstraintError('Constraints must be a JSON object or a list of JSON objects.')
  const sets = list as Array<Record<string, unknown>>
  // Any empty set matches everything, so the whole permission does.
  return sets.some((x) => Object.keys(x).length === 0) ? [] : sets
}

/** SQL (a boolean expression over `alias`) for one constraint set: the AND of its lookups. */
export function setSql(m: ModelDef, set: Record<string, unknown>, c: Conditions, userId: number, alias = 't'): string {
  const s: Scope = { c, userId, aliases: 0 }
  const parts = Object.entries(set).map(([key, value]) => {
    if (key === '' || key.startsWith('__') || key.endsWith('__')) throw new ConstraintError(`Cannot resolve keyword '${key}' into field.`)
    return lookupSql(s, m, alias, key.split('__'), value, 0)
  })
  return parts.length === 1 ? parts[0] : `(${parts.join(' AND ')})`
}

/**
 * Checks constraints against model m as they are saved; returns an error message or undefined.
 * Compiling is the check: every name resolves through the registry and every value has its type.
 */
export function constraintProblem(m: ModelDef, raw: unknown): string | undefined {
  try {
    const sets = constraintSets(raw)
    const sink = { where: [] as string[], params: [] as Param[], bind(v: Param) { this.params.push(v); return `$${this.params.length}` } }
    for (const set of sets) setSql(m, set, sink as unknown as Conditions, 0)
    return undefined
  } catch (e) {
    if (e instanceof ConstraintError) return e.message
    throw e
  }
}

/**
 * The condition that rows of m must meet for at least one of the given permissions' constraints,
 * or undefined when one of them is unconstrained. A set that no longer compiles (the model changed
 * since it was saved) matches nothing: a broken rule denies rather than allows.
 */
export function restriction(m: ModelDef, constraints: unknown[], userId: number): ((c: Conditions, alias?: string) => void) | undefined {
  const all: Array<Record<string, unknown>> = []
  for (const raw of constraints) {
    let sets: Array<Record<string, unknown>>
    try {
      sets = constraintSets(raw)
    } catch {
      continue
    }
    if (!sets.length) return undefined
    all.push(...sets)
  }
  return (c: Conditions, alias = 't') => {
    const ors: string[] = []
    for (const set of all) {
      const mark = c.params.length
      try {
        ors.push(setSql(m, set, c, userId, alias))
      } catch (e) {
        if (!(e instanceof ConstraintError)) throw e
        c.params.length = mark // drop what the failed set bound
      }
    }
    c.where.push(ors.length ? `(${ors.join(' OR ')})` : 'false')
  }
}

// `q`: what a model's `search` terms match (codegen/dsl.ts SearchTermInput), as NetBox's filterset
// `search()` does. NetBox's `q` is a Django forms.CharField: the last value given, stripped as
// Python's str.strip() does, NUL refused; blank matches everything. The terms are ORed; each is a
// Django lookup with Django's SQL on PostgreSQL (icontains: UPPER(col::text) LIKE UPPER('%v%'), the
// value's % _ \ escaped), through a path of relations as the path filters' semi-joins
// (path-filters.ts along(): `t.fk IN (SELECT id …)`, `t.id IN (SELECT fk …)`), so that a row related
// to many matches is listed once. Inside the OR, PostgreSQL runs each as one hashed subplan: one scan
// of the related table, not a probe per listed row. (Correlated EXISTS plan alike, but their generic
// plans are costed per row: on 100,000 devices past jit_above_cost, which compiled the query every
// time, +370 ms.) A term whose value does not convert (Python's int(), netaddr.IPNetwork()) is left
// out, as NetBox's `try: … except ValueError: pass` does.
import type { Field, ModelDef, SearchTerm } from '../registry/types.js'
import { type Conditions, iLike, likePattern, typed } from './filter-core.js'
import { containsOrEquals } from './network-filters.js'
import { along, type Hop, walk } from './path-filters.js'
import { q } from './sql.js'

/** Python's str.isspace() characters: what str.strip() (and Django's CharField) removes. */
const PY_SPACE = '\\t\\n\\x0b\\x0c\\r\\x1c-\\x1f \\x85\\xa0\\u1680\\u2000-\\u200a\\u2028\\u2029\\u202f\\u205f\\u3000'
const PY_STRIP = new RegExp(`^[${PY_SPACE}]+|[${PY_SPACE}]+$`, 'g')

/** Python's str.strip() (JavaScript's trim() also removes U+FEFF and keeps U+001C–U+001F and U+0085). */
export function pyStrip(s: string): string {
  return s.replace(PY_STRIP, '')
}

const ND = /\p{Nd}/u

/** The value of a Unicode decimal digit: Unicode encodes them in runs of ten, 0 to 9. */
function digitValue(ch: string): number {
  const cp = ch.codePointAt(0)!
  let zero = cp
  while (zero > 0 && ND.test(String.fromCodePoint(zero - 1))) zero--
  return (cp - zero) % 10
}

/**
 * Python's int(s) (base 10): surrounding whitespace, a sign, decimal digits of any script, single
 * underscores between digits; undefined where Python raises ValueError (or beyond 4300 digits).
 */
export function pyInt(s: string): bigint | undefined {
  const m = /^([+-]?)((?:\p{Nd}_?)*\p{Nd})$/u.exec(pyStrip(s))
  if (!m) return undefined
  const digits = [...m[2]].filter((ch) => ch !== '_')
  if (digits.length > 4300) return undefined
  const n = BigInt(digits.map((ch) => (ch >= '0' && ch <= '9' ? ch : String(digitValue(ch)))).join(''))
  return m[1] === '-' ? -n : n
}

/** glibc's inet_pton(AF_INET): four decimal octets, no leading zeros. */
function inetPton4(s: string): number[] | undefined {
  if (!/^(?:0|[1-9]\d{0,2})(?:\.(?:0|[1-9]\d{0,2})){3}$/.test(s)) return undefined
  const bytes = s.split('.').map(Number)
  return bytes.every((b) => b <= 255) ? bytes : undefined
}

/** glibc's inet_pton(AF_INET6): up to 4 hex digits a group, one `::`, a dotted quad in the last 32 bits. */
function inetPton6(s: string): number[] | undefined {
  let i = 0
  if (s === '') return undefined
  if (s[0] === ':') {
    if (s[1] !== ':') return undefined
    i = 1
  }
  const out: number[] = []
  let colonAt = -1
  let curtok = i
  let digits = 0
  let val = 0
  while (i < s.length) {
    const ch = s[i++]
    const d = /^[0-9a-fA-F]$/.test(ch) ? parseInt(ch, 16) : -1
    if (d >= 0) {
      if (digits === 4) return undefined
      val = (val << 4) | d
      digits++
      continue
    }
    if (ch === ':') {
      curtok = i
      if (digits === 0) {
        if (colonAt >= 0) return undefined
        colonAt = out.length
        continue
      } else if (i === s.length) return undefined
      if (out.length + 2 > 16) return undefined
      out.push((val >> 8) & 0xff, val & 0xff)
      digits = 0
      val = 0
      continue
    }
    if (ch === '.' && out.length + 4 <= 16) {
      const v4 = inetPton4(s.slice(curtok))
      if (!v4) return undefined
      out.push(...v4)
      digits = 0
      i = s.length
      break
    }
    return undefined
  }
  if (digits > 0) {
    if (out.length + 2 > 16) return undefined
    out.push((val >> 8) & 0xff, val & 0xff)
  }
  if (colonAt >= 0) {
    if (out.length === 16) return undefined
    out.splice(colonAt, 0, ...new Array<number>(16 - out.length).fill(0))
  }
  return out.length === 16 ? out : undefined
}

/** The prefix length a netmask (ones then zeros) or a hostmask (zeros then ones) stands for. */
function maskLength(bytes: number[]): number | undefined {
  const bits = bytes.map((b) => b.toString(2).padStart(8, '0')).join('')
  if (/^1*0*$/.test(bits)) return bits.indexOf('0') < 0 ? bits.length : bits.indexOf('0')
  if (/^0*1*$/.test(bits)) return bits.indexOf('1') < 0 ? bits.length : bits.indexOf('1')
  return undefined
}

/**
 * netaddr.IPNetwork(s) (netaddr 1.3, as NetBox 4.4 uses it): an address (inet_pton, IPv4 tried first)
 * and an optional `/` with a prefix length (Python's int()), a netmask or a hostmask. The address
 * as text with its prefix length: host bits kept, or cleared (`.cidr`).
 */
export function netaddrNetwork(s: string, cidr: boolean): string | undefined {
  const slash = s.indexOf('/')
  const [a, m] = slash < 0 ? [s, undefined] : [s.slice(0, slash), s.slice(slash + 1)]
  for (const pton of [inetPton4, inetPton6]) {
    const bytes = pton(a)
    if (!bytes) continue
    const width = bytes.length * 8
    let len: number | undefined = width
    if (m !== undefined) {
      const n = pyInt(m)
      if (n !== undefined) len = n >= 0n && n <= BigInt(width) ? Number(n) : undefined
      else {
        const mask = pton(m)
        len = mask ? maskLength(mask) : undefined
      }
    }
    if (len === undefined) continue // netaddr then tries IPv6, which cannot read an IPv4 address either
    if (cidr) for (let i = 0; i < bytes.length; i++) bytes[i] &= (0xff << (8 - Math.max(0, Math.min(8, len - i * 8)))) & 0xff
    const text =
      bytes.length === 4
        ? bytes.join('.')
        : Array.from({ length: 8 }, (_, i) => ((bytes[2 * i] << 8) | bytes[2 * i + 1]).toString(16)).join(':')
    return `${text}/${len}`
  }
  return undefined
}

/** A search term resolved once per model: its hops, the field it compares, that field's SQL. */
interface CompiledTerm {
  term: SearchTerm
  hops: Hop[]
  field: Field & { column: string }
  col: string
  ip: boolean
}

const compiled = new Map<string, CompiledTerm[]>()

/**
 * A model's terms with their paths walked, own columns first: PostgreSQL evaluates an OR's arms in
 * order, the subquery arms only when needed. Resolved at the first `q` on the model, not per request.
 */
function compiledTerms(m: ModelDef): CompiledTerm[] {
  let terms = compiled.get(m.key)
  if (!terms) {
    terms = [...m.search]
      .sort((a, b) => a.path.length - b.path.length)
      .map((term) => {
        const { hops, leaf } = walk(m, term.path)
        const field = leaf as Field & { column: string }
        const col = `${hops.length ? `p${hops.length}` : 't'}.${q(field.column)}`
        return { term, hops, field, col, ip: field.kind === 'ip_address' || field.kind === 'ip_prefix' }
      })
    compiled.set(m.key, terms)
  }
  return terms
}

/** The SQL of one term for the (stripped) value, or undefined when the value does not convert. */
function termSql(c: Conditions, m: ModelDef, { term: t, hops, field: f, col, ip }: CompiledTerm, value: string): string | undefined {
  // An address's or a network's text holds only hex digits (lower case), ':', '.' and '/': a text
  // lookup of a value with anything else matches no row, and is left out (no scan of the addresses).
  if (ip && t.lookup !== 'exact' && t.lookup !== 'net_contains_or_equals') {
    const caseless = t.lookup === 'icontains' || t.lookup === 'istartswith'
    if (!(caseless ? /^[0-9a-fA-F:./]*$/ : /^[0-9a-f:./]*$/).test(value)) return undefined
  }
  let cond: string
  switch (t.lookup) {
    case 'icontains':
      cond = iLike(`${col}::text`, c.bind(likePattern('contains', value)))
      break
    case 'contains':
      cond = `${col}::text LIKE ${c.bind(likePattern('contains', value))}`
      break
    case 'istartswith':
      // NetBox's own lookup on IP fields: TEXT(col) LIKE LOWER('v%'); Django's elsewhere.
      cond = ip ? `${col}::text LIKE lower(${c.bind(likePattern('startswith', value))})` : iLike(`${col}::text`, c.bind(likePattern('startswith', value)))
      break
    case 'startswith':
      cond = `${col}::text LIKE ${c.bind(likePattern('startswith', value))}`
      break
    case 'exact': {
      if (t.as === 'int') {
        const n = pyInt(value)
        // Beyond bigint no row can hold it (Django: an empty result for the term).
        if (n === undefined || n < -(2n ** 63n) || n >= 2n ** 63n) return undefined
        cond = `${col} = ${c.bind(n.toString())}::text::bigint`
      } else {
        const net = netaddrNetwork(value, false)
        if (!net) return undefined
        cond = `${col} = ${typed(c, 'inet', net)}`
      }
      break
    }
    case 'net_contains_or_equals': {
      const net = netaddrNetwork(value, true)
      if (!net) return undefined
      return containsOrEquals(c, m, f, net)
    }
  }
  return along(hops, cond)
}

/**
 * The condition of `q` (its raw query values) on model m: undefined when it does not filter (a model
 * without search terms, no value, a blank one), an error for a NUL, else SQL over alias `t`.
 */
export function searchCondition(m: ModelDef, raw: string | string[] | undefined, c: Conditions): { sql: string } | { error: string } | undefined {
  if (!m.search.length || raw === undefined) return undefined
  // Django reads one value of a repeated parameter: the last.
  const value = pyStrip(Array.isArray(raw) ? (raw[raw.length - 1] ?? '') : raw)
  if (value === '') return undefined
  if (value.includes('\u0000')) return { error: 'Null characters are not allowed.' }
  const parts = compiledTerms(m)
    .map((t) => termSql(c, m, t, value))
    .filter((s): s is string => s !== undefined)
  return { sql: parts.length ? `(${parts.join(' OR ')})` : 'false' }
}

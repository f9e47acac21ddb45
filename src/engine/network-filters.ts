// Filters beyond a column's own value: many-to-many memberships (`tag`, `tag_id`, `<name>_id`) and
// network containment on fields marked `containment` (`parent`, `within`, `within_include`,
// `contains`, `mask_length`, `present_in_vrf(_id)`). Each is a Target with its own SQL.
import type { Field, M2mField, ModelDef, ScalarField } from '../registry/types.js'
import type { Queryable } from '../db/types.js'
import { type Conditions, type CustomCondition, type Kind, parseValue, type Query, type Target, typed, typedArray, valueKind } from './filter-core.js'
import { findModel, getModel } from './models.js'
import { isScalar, q } from './sql.js'
import { networkOf, parseIp } from './validate.js'

const texts = (values: string[]): { ok: string[] } | { error: string } => {
  for (const v of values) {
    const p = parseValue('text', v, undefined)
    if (!p.ok) return { error: p.msg }
  }
  return { ok: values }
}

const parsed = (kind: Kind, values: string[]): { ok: Array<string | number | boolean> } | { error: string } => {
  const out: Array<string | number | boolean> = []
  for (const v of values) {
    const p = parseValue(kind, v, undefined)
    if (!p.ok) return { error: p.msg }
    out.push(p.v)
  }
  return { ok: out }
}

const ids = (values: string[]): { ok: number[] } | { error: string } => {
  const out: number[] = []
  for (const v of values) {
    const p = parseValue('int', v, undefined)
    if (!p.ok) return { error: p.msg }
    out.push(p.v as number)
  }
  return { ok: out }
}

/** The column of the related model a relation is named by in filters (its `lookupBy`), and its kind. */
function naming(m: ModelDef): { column: string; kind: Kind } | undefined {
  const by = m.lookupBy ? m.fields.find((x) => x.name === m.lookupBy) : undefined
  return by ? { column: by.column, kind: valueKind(by) } : undefined
}

/** A condition on join rows (`jt`) and the ids of the related objects the values name. */
interface Match {
  sql: string
  targets: string
}

/**
 * `<filterName>_id` and `<filterName>` (the target's `lookupBy` field: slug, name, …) for each
 * many-to-many field. Repeated values mean OR, except for tags where every tag must be present (NetBox's `tag`/`tag_id`); `__n` excludes
 * objects having any of them. `null` (by id) means having none.
 */
export function m2mTargets(m: ModelDef): Map<string, Target> {
  const out = new Map<string, Target>()
  for (const f of m.fields) {
    if (f.kind !== 'm2m' || !f.filter) continue
    const all = f.target === 'extras.tag'
    const target = getModel(f.target)
    const member = (c: Conditions, match: string) =>
      `EXISTS (SELECT 1 FROM ${q(f.through)} jt WHERE jt.${q(f.sourceColumn)} = t.id AND ${match})`
    // Every one of n tags, set-based: one pass over the join rows of the named tags, whatever n
    // (one EXISTS per tag made PostgreSQL plan 150 semi-joins: 25 s). When some name matches no tag,
    // the count of named tags falls short and PostgreSQL skips the scan (a one-time filter).
    const everyOf = (r: Match, n: number) =>
      `(SELECT count(*) FROM (${r.targets}) named) = ${n} AND t.id IN (SELECT jt.${q(f.sourceColumn)} FROM ${q(f.through)} jt WHERE ${r.sql} GROUP BY jt.${q(f.sourceColumn)} HAVING count(*) = ${n})`
    const build = (toMatch: (c: Conditions, v: string[]) => Match | { error: string }): CustomCondition => (c, values, lookup) => {
      const real = values.filter((v) => v !== 'null')
      const parts: string[] = []
      if (real.length) {
        if (all && lookup === '') {
          const distinct = [...new Set(real)]
          const r = toMatch(c, distinct)
          if ('error' in r) return r
          parts.push(distinct.length === 1 ? member(c, r.sql) : `(${everyOf(r, distinct.length)})`)
        } else {
          const r = toMatch(c, real)
          if ('error' in r) return r
          parts.push(member(c, r.sql))
        }
      }
      if (values.includes('null')) parts.push(`NOT ${member(c, 'true')}`)
      const joined = all && lookup === '' ? parts.join(' AND ') : parts.join(' OR ')
      return { sql: lookup === 'n' ? `NOT (${joined})` : `(${joined})` }
    }
    // Both filters match the join rows: by the related object's id, or by its slug/name.
    const byJoinRows = (kind: Kind, match: (c: Conditions, v: string[]) => Match | { error: string }): Target => ({
      expr: 't.id',
      kind,
      nullable: true,
      stringish: false,
      field: f,
      custom: { lookups: ['n'], apply: build(match) },
    })
    out.set(
      `${f.filterName}_id`,
      byJoinRows('int', (c, vs) => {
        const r = ids(vs)
        if ('error' in r) return r
        const bound = c.bind(r.ok)
        return { sql: `jt.${q(f.targetColumn)} = ANY(${bound}::int[])`, targets: `SELECT id FROM ${q(target.table)} WHERE id = ANY(${bound}::int[])` }
      }),
    )
    const by = f.lookupBy === false ? undefined : naming(target)
    if (by)
      out.set(
        f.filterName,
        byJoinRows(by.kind, (c, vs) => {
          const r = parsed(by.kind, vs)
          if ('error' in r) return r
          const targets = `SELECT id FROM ${q(target.table)} WHERE ${q(by.column)} = ANY(${typedArray(c, by.kind, r.ok)})`
          return { sql: `jt.${q(f.targetColumn)} IN (${targets})`, targets }
        }),
      )
  }
  return out
}

interface Net {
  /** Value as PostgreSQL reads it (inet text). */
  text: string
  /** The network it names with its prefix length, and the last address of that network as a host. */
  lo: string
  hi: string
  len: number
  bits: number
}

function parseNet(raw: string, needPrefix: boolean): Net | undefined {
  const ip = parseIp(raw)
  if (!ip || (needPrefix && !raw.includes('/'))) return undefined
  const net = networkOf(ip.addr, ip.len)
  const bytes = ip.addr.toByteArray()
  for (let i = 0; i < bytes.length; i++) {
    const keep = Math.max(0, Math.min(8, ip.len - i * 8))
    bytes[i] |= ~((0xff << (8 - keep)) & 0xff) & 0xff
  }
  const last = bytes.length === 4 ? bytes.join('.') : bytes.reduce((s, b, i) => s + (i && i % 2 === 0 ? ':' : '') + b.toString(16).padStart(2, '0'), '')
  return { text: `${net}/${ip.len}`, lo: `${net}/${ip.len}`, hi: `${last}/${ip.bits}`, len: ip.len, bits: ip.bits }
}

/**
 * The columns' btree order (network bits, then mask length) keeps every network inside `n` between
 * `n` itself and its last address as a host: spelling that range out beside `<<`/`<<=` lets the
 * planner walk the btree index in list order (generic plans do not use GiST for `<<` on their own).
 */
function range(c: Conditions, col: string, n: Net): string {
  return `${col} >= ${typed(c, 'inet', n.lo)} AND ${col} <= ${typed(c, 'inet', n.hi)}`
}

function netCondition(needPrefix: boolean, one: (c: Conditions, n: Net) => string): CustomCondition {
  return (c, values, lookup) => {
    const parts: string[] = []
    for (const v of values) {
      const n = parseNet(v, needPrefix)
      if (!n) return { error: needPrefix ? 'Enter a valid IPv4 or IPv6 prefix and mask in CIDR notation.' : 'Enter a valid IPv4 or IPv6 address.' }
      parts.push(`(${one(c, n)})`)
    }
    const any = parts.length > 1 ? `(${parts.join(' OR ')})` : parts[0]
    return { sql: lookup === 'n' ? `NOT coalesce(${any}, false)` : any }
  }
}

/** Extension point: SQL for VRFs whose routes a VRF imports (its import targets' exporters). */
function importedVrfs(vrfIds: string): string | undefined {
  const vrf = findModel('ipam.vrf')
  const imp = vrf?.fields.find((f): f is M2mField => f.kind === 'm2m' && f.name === 'import_targets')
  const exp = vrf?.fields.find((f): f is M2mField => f.kind === 'm2m' && f.name === 'export_targets')
  if (!imp || !exp) return undefined
  return `SELECT e.source_id FROM ${q(exp.through)} e JOIN ${q(imp.through)} i ON i.target_id = e.target_id WHERE i.source_id IN (${vrfIds})`
}

function presentInVrf(vrfColumn: string, vrfIds: (c: Conditions, values: string[]) => { sql: string } | { error: string }): CustomCondition {
  return (c, values) => {
    const r = vrfIds(c, values)
    if ('error' in r) return r
    const imported = importedVrfs(r.sql)
    return { sql: `(t.${q(vrfColumn)} IN (${r.sql})${imported ? ` OR t.${q(vrfColumn)} IN (${imported})` : ''})` }
  }
}

const PARENT_HINT = 'parent-short-masks'

/**
 * Before a list with `parent=` is built: which of the parents hold an address with a shorter mask
 * than their own (one GiST lookup each, in one statement). Malformed values are left to the filter.
 */
export async function networkHints(db: Queryable, m: ModelDef, query: Query, c: Conditions): Promise<void> {
  const raw = query.parent
  if (raw === undefined) return
  const f = m.fields.find((x): x is ScalarField => isScalar(x) && !!x.containment && x.kind === 'ip_address')
  if (!f) return
  const nets = (Array.isArray(raw) ? raw : [raw]).map((v) => parseNet(v, true)).filter((n): n is Net => !!n)
  if (!nets.length) return
  const col = `x.${q(f.column)}`
  const rows = await db.query<{ p: string }>(
    `SELECT p::text AS p FROM unnest($1::text[]::cidr[]) p WHERE EXISTS (SELECT 1 FROM ${q(m.table)} x ` +
      `WHERE ${col} >> p AND set_masklen(${col}, CASE WHEN family(p) = 4 THEN 32 ELSE 128 END) <<= p)`,
    [nets.map((n) => n.text)],
  )
  if (rows.length) c.hints.set(PARENT_HINT, new Set(rows.map((r) => r.p)))
}

/**
 * Rows whose network `f` (an ip_prefix field) contains or equals `net` (NetBox's
 * net_contains_or_equals). Few rows do (one per prefix length and VRF): collected first (through the
 * GiST index of a field with containment), or a generic plan walks the list's ordering index
 * filtering every row.
 */
export function containsOrEquals(c: Conditions, m: ModelDef, f: Field, net: string): string {
  return `t.id = ANY(ARRAY(SELECT x.id FROM ${q(m.table)} x WHERE x.${q(f.column)} >>= ${typed(c, 'inet', net)}))`
}

export function networkTargets(m: ModelDef): Map<string, Target> {
  const out = new Map<string, Target>()
  const f = m.fields.find((x): x is ScalarField => isScalar(x) && !!x.containment)
  if (!f) return out
  const col = `t.${q(f.column)}`
  const base = { expr: col, kind: 'inet' as const, nullable: false, stringish: false, field: f as Field }
  const net = (apply: CustomCondition): Target => ({ ...base, custom: { apply, lookups: ['n'] } })
  if (f.kind === 'ip_prefix') {
    out.set('within', net(netCondition(true, (c, n) => `${col} << ${typed(c, 'cidr', n.text)} AND ${range(c, col, n)}`)))
    out.set('within_include', net(netCondition(true, (c, n) => `${col} <<= ${typed(c, 'cidr', n.text)} AND ${range(c, col, n)}`)))
    out.set('contains', net(netCondition(false, (c, n) => containsOrEquals(c, m, f, n.text))))
  } else {
    // NetBox's net_host_contained: the address itself (whatever its mask) lies in the parent. An
    // address whose mask is at least the parent's is inside it as a network (the indexed range, which
    // also serves the count from the index alone); one with a shorter mask contains the parent as a
    // network and its host bits decide. That second branch costs the index-only plans, so it is added
    // only for parents networkHints found such addresses for (rare: a /24 address in a /26 parent).
    out.set(
      'parent',
      net(
        netCondition(true, (c, n) => {
          // The btree range alone is exactly "inside, with a mask at least the parent's" (inet orders by
          // network bits, then mask length), and unlike `<<=` beside it, PostgreSQL estimates it well, so
          // a page walks the btree in list order instead of sorting every match.
          const inside = range(c, col, n)
          const short = c.hints.get(PARENT_HINT) as Set<string> | undefined
          if (!short?.has(n.text)) return inside
          const p = typed(c, 'cidr', n.text) // bound only when used: an unused parameter has no type
          return `(${inside}) OR (${col} >> ${p} AND set_masklen(${col}, ${n.bits}) <<= ${p})`
        }),
      ),
    )
  }
  out.set('mask_length', { expr: `masklen(${col})`, kind: 'int', nullable: false, stringish: false })
  const vrf = m.fields.find((x) => x.kind === 'fk' && x.target === 'ipam.vrf' && x.name === 'vrf')
  if (vrf) {
    const vrfModel = getModel('ipam.vrf')
    out.set('present_in_vrf_id', {
      ...base,
      kind: 'int',
      custom: {
        lookups: [],
        apply: presentInVrf(vrf.column, (c, vs) => {
          const r = ids(vs)
          return 'error' in r ? r : { sql: `SELECT unnest(${c.bind(r.ok)}::int[])` }
        }),
      },
    })
    const rd = vrfModel.fields.find((x) => x.name === 'rd')
    if (rd)
      out.set('present_in_vrf', {
        ...base,
        kind: 'text',
        custom: {
          lookups: [],
          apply: presentInVrf(vrf.column, (c, vs) => {
            const r = texts(vs)
            return 'error' in r ? r : { sql: `SELECT id FROM ${q(vrfModel.table)} WHERE ${q(rd.column)} = ANY(${c.bind(r.ok)}::text[])` }
          }),
        },
      })
  }
  return out
}

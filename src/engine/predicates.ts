// Named SQL predicates for NetBox filters that a declaration cannot say (`predicate('interfaceKind')`
// in a model file's `filters`). Each returns a Target with its own SQL, values bound.
import { keyDigest } from '../auth/keys.js'
import type { ModelDef } from '../registry/types.js'
import type { CustomCondition, Target } from './filter-core.js'
import { allModels } from './models.js'
import { q } from './sql.js'
import { networkOf, parseIp } from './validate.js'

/** Conditions.hints key of SECRET_KEY, set by the list read (read.ts). */
export const SECRET_KEY_HINT = 'secret-key'

// dcim/constants.py: VIRTUAL_IFACE_TYPES, WIRELESS_IFACE_TYPES (NONCONNECTABLE is both).
const VIRTUAL_IFACE_TYPES = ['virtual', 'lag', 'bridge']
const WIRELESS_IFACE_TYPES = [
  'ieee802.11a', 'ieee802.11g', 'ieee802.11n', 'ieee802.11ac', 'ieee802.11ad', 'ieee802.11ax', 'ieee802.11ay',
  'ieee802.11be', 'ieee802.15.1', 'ieee802.15.4', 'other-wireless', 'gsm', 'cdma', 'lte', '4g', '5g',
]

const list = (vs: string[]) => vs.map((v) => `'${v}'`).join(', ')

/**
 * InterfaceFilterSet.filter_kind: `physical` (not virtual or wireless), `virtual`, `wireless`; any
 * other value matches nothing. One value (a CharFilter), case-insensitive, trimmed.
 */
const interfaceKind = (m: ModelDef): Target => {
  const type = `t.${q(m.fields.find((f) => f.name === 'type')!.column)}`
  const apply: CustomCondition = (_c, values) => {
    const v = values[0].trim().toLowerCase()
    if (v === 'physical') return { sql: `${type} NOT IN (${list([...VIRTUAL_IFACE_TYPES, ...WIRELESS_IFACE_TYPES])})` }
    if (v === 'virtual') return { sql: `${type} IN (${list(VIRTUAL_IFACE_TYPES)})` }
    if (v === 'wireless') return { sql: `${type} IN (${list(WIRELESS_IFACE_TYPES)})` }
    return { sql: 'false' }
  }
  return { expr: 't.id', kind: 'text', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

const TOKEN_LOOKUPS = ['n', 'ic', 'nic', 'iew', 'niew', 'isw', 'nisw', 'ie', 'nie', 'empty', 'regex', 'iregex']

/**
 * TokenFilterSet's `key`: keys are stored only as a digest (src/auth/keys.ts), so a key is found by
 * its digest: exact (`ie` too: keys are compared lower-cased), `n`, and `empty` (a key is never
 * empty). Partial matches cannot be answered: they are refused, never ignored (an ignored filter
 * would return every token).
 */
const tokenKey = (m: ModelDef): Target => {
  const f = m.fields.find((x) => x.kind === 'token_key')!
  const digest = `t.${q(`${f.column}_digest`)}`
  const apply: CustomCondition = (c, values, lookup) => {
    if (lookup === 'empty') return { sql: /^(true|1|yes|on)$/i.test(values[0]) ? 'false' : 'true' }
    if (!['', 'n', 'ie', 'nie'].includes(lookup)) return { error: 'Token keys can only be matched in full.' }
    const secret = c.hints.get(SECRET_KEY_HINT) as string | undefined
    if (!secret) return { error: 'Token keys cannot be filtered here.' }
    const any = `${digest} = ANY(${c.bind(values.map((v) => keyDigest(secret, v.trim())))}::text[])`
    return { sql: lookup.startsWith('n') ? `NOT ${any}` : any }
  }
  return { expr: 't.id', kind: 'text', nullable: false, stringish: false, custom: { apply, lookups: TOKEN_LOOKUPS } }
}

/** A boolean: true → `sql`, false → not `sql`. */
function bool(sql: string): Target {
  const apply: CustomCondition = (_c, values) => {
    const v = values[0]
    if (/^(true|1|yes|on)$/i.test(v)) return { sql }
    if (/^(false|0|no|off)$/i.test(v)) return { sql: `NOT coalesce((${sql}), false)` }
    return { error: `'${v}' value must be either True or False.` }
  }
  return { expr: 't.id', kind: 'bool', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

/** IPAddressFilterSet._assigned_to_interface: assigned to a device or VM interface. */
const assignedToInterface = (m: ModelDef): Target => {
  const g = m.fields.find((f) => f.kind === 'generic' && f.name === 'assigned_object')
  if (g?.kind !== 'generic') throw new Error(`${m.key}: assignedToInterface needs an assigned_object`)
  return bool(`t.${q(g.typeColumn)} IN ('dcim.interface', 'virtualization.vminterface') AND t.${q(g.idColumn)} IS NOT NULL`)
}

/** ObjectPermissionFilterSet.can_<action>: the permission grants the action (`actions` contains it). */
const canDo = (action: string) => (m: ModelDef): Target => {
  const f = m.fields.find((x) => x.name === 'actions')!
  return bool(`t.${q(f.column)} @> ARRAY['${action}']::text[]`)
}

const column = (m: ModelDef, name: string) => `t.${q(m.fields.find((f) => f.name === name)!.column)}`

/**
 * IPRangeFilterSet.search_contains: ranges with start <= value <= end, compared as NetBox's query
 * does (the value as an inet, a bare address with its full mask). One value (a CharFilter).
 */
const ipRangeContains = (m: ModelDef): Target => {
  const [start, end] = [column(m, 'start_address'), column(m, 'end_address')]
  const apply: CustomCondition = (c, values) => {
    const ip = parseIp(values[0])
    if (!ip) return { error: 'Enter a valid IPv4 or IPv6 address.' }
    const v = `${c.bind(`${ip.addr.toString()}/${ip.len}`)}::text::inet`
    return { sql: `(${start} <= ${v} AND ${end} >= ${v})` }
  }
  return { expr: 't.id', kind: 'text', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

/** IPRangeFilterSet.search_by_parent: both ends' host addresses inside one of the prefixes given. */
const ipRangeParent = (m: ModelDef): Target => {
  const [start, end] = [column(m, 'start_address'), column(m, 'end_address')]
  const apply: CustomCondition = (c, values) => {
    const parts: string[] = []
    for (const raw of values) {
      const ip = parseIp(raw)
      if (!ip) return { error: 'Enter a valid IPv4 or IPv6 prefix.' }
      const p = `${c.bind(`${networkOf(ip.addr, ip.len)}/${ip.len}`)}::text::cidr`
      parts.push(`(host(${start})::inet <<= ${p} AND host(${end})::inet <<= ${p})`)
    }
    return { sql: `(${parts.join(' OR ')})` }
  }
  return { expr: 't.id', kind: 'text', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

/**
 * NumericArrayFilter(lookup_expr='contains') on an integer list field (`ports`, `units`): the list
 * holds the value (any of the values given); `n` negates; `empty` is an empty list; `lt`, `gt`, …
 * compare the list with `[value]` as PostgreSQL orders arrays (what NetBox's query does).
 */
const arrayContains = (m: ModelDef, [field]: string[]): Target => {
  const col = column(m, field)
  const apply: CustomCondition = (c, values, lookup) => {
    if (lookup === 'empty') {
      if (/^(true|1|yes|on)$/i.test(values[0])) return { sql: `cardinality(${col}) = 0` }
      if (/^(false|0|no|off)$/i.test(values[0])) return { sql: `cardinality(${col}) > 0` }
      return { error: `'${values[0]}' value must be either True or False.` }
    }
    const nums: number[] = []
    for (const v of values) {
      if (!/^-?\d{1,10}$/.test(v.trim()) || Math.abs(Number(v)) > 2147483647) return { error: 'Enter a whole number.' }
      nums.push(Number(v))
    }
    const op = { lt: '<', lte: '<=', gt: '>', gte: '>=' }[lookup]
    // NetBox wraps the value in a list for every lookup: `ports__lt=[5]` compares the arrays.
    if (op) return { sql: `(${nums.map((n) => `${col} ${op} ARRAY[${c.bind(n)}::int]`).join(' OR ')})` }
    const any = `${col} && ${c.bind(nums)}::int[]`
    return { sql: lookup === 'n' ? `NOT (${any})` : any }
  }
  return { expr: 't.id', kind: 'int', nullable: false, stringish: false, custom: { apply, lookups: ['n', 'lte', 'lt', 'gte', 'gt', 'empty'] } }
}

/** MACAddressFilterSet.filter_primary: the primary MAC address of some interface or VM interface. */
const primaryMac = (m: ModelDef): Target => {
  const holders = allModels().flatMap((x) =>
    x.fields.filter((f) => f.kind === 'fk' && f.target === m.key && f.name === 'primary_mac_address').map((f) => `SELECT ${q(f.column)} FROM ${q(x.table)} WHERE ${q(f.column)} IS NOT NULL`),
  )
  return bool(`t.id IN (${holders.join(' UNION ALL ')})`)
}

export const PREDICATES: Record<string, (m: ModelDef, args: string[]) => Target> = {
  primaryMac,
  arrayContains,
  ipRangeContains,
  ipRangeParent,
  interfaceKind,
  tokenKey,
  assignedToInterface,
  canView: canDo('view'),
  canAdd: canDo('add'),
  canChange: canDo('change'),
  canDelete: canDo('delete'),
}

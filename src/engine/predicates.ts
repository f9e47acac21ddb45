// Named SQL predicates for NetBox filters that a declaration cannot say (`predicate('interfaceKind')`
// in a model file's `filters`). Each returns a Target with its own SQL, values bound.
import { keyDigest } from '../auth/keys.js'
import type { FkField, GenericField, ModelDef } from '../registry/types.js'
import { type CustomCondition, plainCondition, STRING_LOOKUPS, type Target } from './filter-core.js'
import { allModels, getModel, treeParentColumn } from './models.js'
import { arrayTextContains, forObjectType, objectTypeFilter, objectTypeIdFilter, taggedObjectType } from './object-types.js'
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
 * TokenFilterSet's `key`: a v2 token's public key, or a v1 key, stored only as a digest (src/auth/keys.ts)
 * and so found by its digest: exact (`ie` too: keys are compared lower-cased), `n`, and `empty` (a key is never
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
    // NetBox 4.6's `key` is a v2 token's public key; NetBox 4.4's the v1 key itself: either matches.
    const ident = `t.${q(`${f.column}_ident`)}`
    const keys = values.map((v) => v.trim())
    const any = `(${digest} = ANY(${c.bind(keys.map((v) => keyDigest(secret, v)))}::text[]) AND ${ident} IS NULL OR coalesce(${ident} = ANY(${c.bind(keys)}::text[]), false))`
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

/** Conditions.hints key of the requesting user's id, set by the list read (read.ts). */
export const ACTOR_HINT = 'actor'

/**
 * SavedFilterFilterSet/TableConfigFilterSet._usable: enabled and shared or the caller's own (true);
 * disabled, or neither shared nor the caller's (false). Without a user: enabled and shared.
 */
const usable = (m: ModelDef): Target => {
  const [enabled, shared, user] = ['enabled', 'shared', 'user'].map((n) => column(m, n))
  const apply: CustomCondition = (c, values) => {
    const v = values[0]
    const yes = /^(true|1|yes|on)$/i.test(v)
    if (!yes && !/^(false|0|no|off)$/i.test(v)) return { error: `'${v}' value must be either True or False.` }
    const actor = c.hints.get(ACTOR_HINT) as number | undefined
    if (actor === undefined) return { sql: yes ? `${enabled} AND ${shared}` : `(NOT ${enabled} OR NOT ${shared})` }
    const me = c.bind(actor)
    return {
      sql: yes
        ? `${enabled} AND (${shared} OR ${user} = ${me}::int)`
        : `(NOT ${enabled} OR (NOT ${shared} AND ${user} IS DISTINCT FROM ${me}::int))`,
    }
  }
  return { expr: 't.id', kind: 'bool', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

/** DeviceTypeFilterSet._has_front_image/_has_rear_image: the image field holds a file (not ''). */
const hasFile = (m: ModelDef, [field]: string[]): Target => bool(`${column(m, field)} <> ''`)

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

/**
 * VLANGroupFilterSet.contains_vid (NumberFilter, `vid_ranges__range_contains`): one of the group's VID
 * ranges (a JSON list of inclusive [lower, upper] pairs, see models/ipam/vlan-group.ts) holds the value.
 */
const vidRangesContain = (m: ModelDef): Target => {
  const col = column(m, 'vid_ranges')
  const apply: CustomCondition = (c, values) => {
    const v = values[values.length - 1].trim()
    if (!/^[-+]?\d{1,10}(\.0*)?$/.test(v) || Math.abs(Number(v)) > 2147483647) return { error: 'Enter a number.' }
    const n = c.bind(Math.trunc(Number(v)))
    return { sql: `EXISTS (SELECT 1 FROM jsonb_array_elements(${col}) r WHERE (r->>0)::int <= ${n}::int AND (r->>1)::int >= ${n}::int)` }
  }
  return { expr: 't.id', kind: 'int', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

/** The node with id `idSql` of tree model `key` and its ancestors (MPTT get_ancestors(include_self=True)). */
function ancestorsOf(key: string, idSql: string): string {
  const m = getModel(key)
  const parent = q(treeParentColumn(m))
  return `WITH RECURSIVE a(id, pid) AS (SELECT x.id, x.${parent} FROM ${q(m.table)} x WHERE x.id = ${idSql} UNION SELECT y.id, y.${parent} FROM ${q(m.table)} y JOIN a ON y.id = a.pid) SELECT id FROM a`
}

/**
 * VLANFilterSet.available_at_site / available_on_device / available_on_virtualmachine
 * (VLANQuerySet.get_for_site/_device/_virtualmachine): VLANs of groups scoped to the site, its region
 * or site group or any above them (for a device also its location or any above it, and its rack; for
 * a VM its cluster, cluster group and the cluster's scope), VLANs of the site, and global VLANs (no
 * site, and no group or an unscoped one). An id that names no such object matches nothing.
 */
const vlansAvailable = (m: ModelDef, [on]: string[]): Target => {
  const site = getModel('dcim.site')
  const groups = getModel('ipam.vlangroup')
  const scope = groups.fields.find((f) => f.name === 'scope') as GenericField
  const [st, si] = [`g.${q(scope.typeColumn)}`, `g.${q(scope.idColumn)}`]
  const col = (mm: ModelDef, n: string) => q(mm.fields.find((f) => f.name === n)!.column)
  const apply: CustomCondition = (c, values) => {
    const v = values[values.length - 1].trim()
    if (!/^\d{1,10}$/.test(v) || Number(v) > 2147483647) return { error: 'Select a valid choice. That choice is not one of the available choices.' }
    const id = c.bind(Number(v))
    // The site (and, on a device, the location and rack) as SQL over the bound id.
    let siteId = `${id}::int`
    const scopes: string[] = []
    let exists = `EXISTS (SELECT 1 FROM ${q(site.table)} WHERE id = ${id}::int)`
    if (on === 'device') {
      const dev = getModel('dcim.device')
      const of = (n: string) => `(SELECT d.${col(dev, n)} FROM ${q(dev.table)} d WHERE d.id = ${id}::int)`
      siteId = of('site')
      exists = `EXISTS (SELECT 1 FROM ${q(dev.table)} WHERE id = ${id}::int)`
      scopes.push(`(${st} = 'dcim.location' AND ${si} IN (${ancestorsOf('dcim.location', of('location'))}))`)
      scopes.push(`(${st} = 'dcim.rack' AND ${si} = ${of('rack')})`)
    } else if (on === 'virtualmachine') {
      // The VM's cluster and cluster group, the cluster's scope (and what is above it), and the VM's
      // site — or, without one, the site of the cluster's scope.
      const vm = getModel('virtualization.virtualmachine')
      const cl = getModel('virtualization.cluster')
      const cs = cl.fields.find((f) => f.name === 'scope') as GenericField
      const loc = getModel('dcim.location')
      const ofVm = (n: string) => `(SELECT v.${col(vm, n)} FROM ${q(vm.table)} v WHERE v.id = ${id}::int)`
      const ofCl = (expr: string) => `(SELECT ${expr} FROM ${q(cl.table)} k WHERE k.id = ${ofVm('cluster')})`
      const [kt, ki] = [`k.${q(cs.typeColumn)}`, `k.${q(cs.idColumn)}`]
      const scoped = (type: string) => ofCl(`CASE WHEN ${kt} = '${type}' THEN ${ki} END`)
      exists = `EXISTS (SELECT 1 FROM ${q(vm.table)} WHERE id = ${id}::int)`
      siteId =
        `coalesce(${ofVm('site')}, ${scoped('dcim.site')}, ` +
        `(SELECT l.${col(loc, 'site')} FROM ${q(loc.table)} l WHERE l.id = ${scoped('dcim.location')}))`
      scopes.push(
        `(${st} = 'virtualization.cluster' AND ${si} = ${ofVm('cluster')})`,
        `(${st} = 'virtualization.clustergroup' AND ${si} = ${ofCl(`k.${col(cl, 'group')}`)})`,
        `(${st} = 'dcim.location' AND ${si} IN (${ancestorsOf('dcim.location', scoped('dcim.location'))}))`,
        `(${st} = 'dcim.sitegroup' AND ${si} IN (${ancestorsOf('dcim.sitegroup', scoped('dcim.sitegroup'))}))`,
        `(${st} = 'dcim.region' AND ${si} IN (${ancestorsOf('dcim.region', scoped('dcim.region'))}))`,
      )
    }
    const siteCol = (n: string) => `(SELECT s.${col(site, n)} FROM ${q(site.table)} s WHERE s.id = ${siteId})`
    scopes.push(
      `(${st} = 'dcim.site' AND ${si} = ${siteId})`,
      `(${st} = 'dcim.region' AND ${si} IN (${ancestorsOf('dcim.region', siteCol('region'))}))`,
      `(${st} = 'dcim.sitegroup' AND ${si} IN (${ancestorsOf('dcim.sitegroup', siteCol('group'))}))`,
    )
    const [g, s] = [column(m, 'group'), column(m, 'site')]
    const sql =
      `${exists} AND (${g} IN (SELECT g.id FROM ${q(groups.table)} g WHERE ${scopes.join(' OR ')}) OR ${s} = ${siteId} ` +
      `OR (${s} IS NULL AND ${g} IN (SELECT g.id FROM ${q(groups.table)} g WHERE ${si} IS NULL)) OR (${g} IS NULL AND ${s} IS NULL))`
    return { sql }
  }
  return { expr: 't.id', kind: 'int', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

/** MACAddressFilterSet.filter_primary: the primary MAC address of some interface or VM interface. */
const primaryMac = (m: ModelDef): Target => {
  const holders = allModels().flatMap((x) =>
    x.fields.filter((f) => f.kind === 'fk' && f.target === m.key && f.name === 'primary_mac_address').map((f) => `SELECT ${q(f.column)} FROM ${q(x.table)} WHERE ${q(f.column)} IS NOT NULL`),
  )
  return bool(`t.id IN (${holders.join(' UNION ALL ')})`)
}

/**
 * PathEndpointFilterSet.filter_connected: the object's cable path is active (false: no path, or
 * one that is not). The paths are in dcim_cablepath (src/db/schema/cablepath.ts).
 */
const connected = (m: ModelDef): Target =>
  bool(`EXISTS (SELECT 1 FROM dcim_cablepath p WHERE p.origin_type = '${m.key}' AND p.origin_ids @> ARRAY[t.id] AND p.is_active)`)

/** The child rows a model's `children` fields write (a cable's terminations): table and columns, over alias `ct`. */
function childRows(m: ModelDef): { from: string; end: string; type: string; id: string } {
  const f = m.fields.find((x) => x.kind === 'children')
  if (f?.kind !== 'children') throw new Error(`${m.key}: needs a children field`)
  const child = getModel(f.target)
  const col = (name: string) => child.fields.find((x) => x.name === name)
  const via = col(f.via)!
  const g = col(f.generic)!
  if (g.kind !== 'generic') throw new Error(`${m.key}: ${f.generic} is not a generic relation`)
  const end = Object.keys(f.fixed)[0]
  return { from: `${q(child.table)} ct WHERE ct.${q(via.column)} = t.id`, end: `ct.${q(col(end)!.column)}`, type: `ct.${q(g.typeColumn)}`, id: `ct.${q(g.idColumn)}` }
}

/**
 * CableFilterSet.termination_a_type/termination_b_type (ContentTypeFilter): a termination of that
 * type, at either end (as NetBox's filter does). The value is `app_label.model`; anything else
 * matches nothing. NetBox's lookups reach the same filter method, which ignores them: so here.
 */
const cableTerminationType = (m: ModelDef): Target => {
  const rows = childRows(m)
  const apply: CustomCondition = (c, values) => {
    const v = values.at(-1)!.toLowerCase()
    if (!v) return { sql: 'true' }
    if (v.split('.').length !== 2) return { sql: 'false' }
    return { sql: `EXISTS (SELECT 1 FROM ${rows.from} AND ${rows.type} = ${c.bind(v)})` }
  }
  return { expr: 't.id', kind: 'text', nullable: false, stringish: false, custom: { apply, lookups: TOKEN_LOOKUPS } }
}

/** CableFilterSet.termination_a_id/termination_b_id: a termination with one of these ids at that end. */
const cableEndTermination = (m: ModelDef, [end]: string[]): Target => {
  const rows = childRows(m)
  const apply: CustomCondition = (c, values) => {
    const nums: number[] = []
    for (const v of values) {
      if (!/^-?\d{1,10}$/.test(v.trim()) || Math.abs(Number(v)) > 2147483647) return { error: 'Enter a whole number.' }
      nums.push(Number(v))
    }
    return { sql: `EXISTS (SELECT 1 FROM ${rows.from} AND ${rows.end} = '${end === 'B' ? 'B' : 'A'}' AND ${rows.id} = ANY(${c.bind(nums)}::int[]))` }
  }
  return { expr: 't.id', kind: 'int', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

/** CableFilterSet._unterminated: not terminated at both ends. */
const cableUnterminated = (m: ModelDef): Target => {
  const rows = childRows(m)
  return bool(`NOT (EXISTS (SELECT 1 FROM ${rows.from} AND ${rows.end} = 'A') AND EXISTS (SELECT 1 FROM ${rows.from} AND ${rows.end} = 'B'))`)
}

/** NetBox's `DateTimeFilter(field_name=…, lookup_expr='gte'|'lte')` (a job's `created__after`): one bound on a date-time field. */
const bound = (m: ModelDef, [field, op]: string[]): Target => {
  const f = m.fields.find((x) => x.name === field)
  const inner: Target = { expr: f ? column(m, field) : `t.${q(field)}`, kind: 'timestamptz', nullable: true, stringish: false }
  const apply: CustomCondition = (c, values) => plainCondition(c, inner, op === 'lte' ? 'lte' : 'gte', values.slice(-1))
  return { expr: 't.id', kind: 'timestamptz', nullable: false, stringish: false, custom: { apply, lookups: [] }, description: `${field} ${op === 'lte' ? 'at or before' : 'at or after'} this date-time` }
}

/** Ids as bound integers (a ModelMultipleChoiceFilter's values), or the error NetBox gives. */
function ids(values: string[]): number[] | { error: string } {
  const out: number[] = []
  for (const raw of values) {
    const v = raw.trim()
    if (!/^\d{1,10}$/.test(v) || Number(v) > 2147483647) return { error: `Select a valid choice. ${raw} is not one of the available choices.` }
    out.push(Number(v))
  }
  return out
}

/** `<app.model>.<field>` → the model and the column of its foreign key (or generic id) to this one. */
function reverseRef(m: ModelDef, ref: string): { table: string; match: (alias: string) => string } {
  const at = ref.lastIndexOf('.')
  const tm = getModel(ref.slice(0, at))
  const via = tm.fields.find((x) => x.name === ref.slice(at + 1))
  if (via?.kind === 'generic') return { table: tm.table, match: (a) => `${a}.${q(via.idColumn)} = t.id AND ${a}.${q(via.typeColumn)} = '${m.key}'` }
  if (via?.kind !== 'fk') throw new Error(`${m.key}: '${ref}' is not a foreign key or generic relation`)
  return { table: tm.table, match: (a) => `${a}.${q(via.column)} = t.id` }
}

/**
 * NetBox's `queryset.exclude(a__isnull=value, b__isnull=value)` over reverse relations (DeviceType/
 * ModuleType/DeviceFilterSet._pass_through_ports): true keeps the rows having some `a` or some `b`;
 * false drops the rows having both (Django negates the conjunction). Each arg is `<app.model>.<fk>`;
 * every EXISTS is on that foreign key's index.
 */
const excludeIsNull = (m: ModelDef, refs: string[]): Target => {
  const exists = refs.map((r) => {
    const ref = reverseRef(m, r)
    return `EXISTS (SELECT 1 FROM ${q(ref.table)} x WHERE ${ref.match('x')})`
  })
  const apply: CustomCondition = (_c, values) => {
    const v = values[values.length - 1]
    if (/^(true|1|yes|on)$/i.test(v)) return { sql: `(${exists.join(' OR ')})` }
    if (/^(false|0|no|off)$/i.test(v)) return { sql: `NOT (${exists.join(' AND ')})` }
    return { error: `'${v}' value must be either True or False.` }
  }
  return { expr: 't.id', kind: 'bool', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

/**
 * A cached one-to-one NetBox keeps on the row (Circuit.termination_a/_z): the rows that one of the
 * given `<app.model>` rows points to through `<fk>` while its `<field>` is `<value>`
 * (`circuits?termination_a_id=` → the circuit of that termination when it is on side A).
 */
const reverseWhere = (m: ModelDef, [ref, field, value]: string[]): Target => {
  const at = ref.lastIndexOf('.')
  const tm = getModel(ref.slice(0, at))
  const fk = tm.fields.find((x) => x.name === ref.slice(at + 1))
  if (fk?.kind !== 'fk') throw new Error(`${m.key}: reverseWhere needs a foreign key, not '${ref}'`)
  const apply: CustomCondition = (c, values, lookup) => {
    const vs = ids(values)
    if ('error' in vs) return vs
    const sql = `t.id IN (SELECT x.${q(fk.column)} FROM ${q(tm.table)} x WHERE x.id = ANY(${c.bind(vs)}::int[]) AND x.${q(tm.fields.find((f) => f.name === field)!.column)} = ${c.bind(value)})`
    return { sql: lookup === 'n' ? `NOT (${sql})` : sql }
  }
  return { expr: 't.id', kind: 'int', nullable: false, stringish: false, custom: { apply, lookups: ['n'] }, description: `${tm.verbosePlural} with ${field} ${value} (by ID)` }
}

/**
 * FHRPGroupFilterSet.filter_related_ip: groups holding an IP address inside the network of one of
 * the given addresses (`<<=`, the address's own mask) in the same VRF (both global, or the same).
 */
const relatedIp = (m: ModelDef): Target => {
  const ip = getModel('ipam.ipaddress')
  const addr = q(ip.fields.find((f) => f.name === 'address')!.column)
  const vrf = q((ip.fields.find((f) => f.name === 'vrf') as FkField).column)
  const g = ip.fields.find((f) => f.name === 'assigned_object') as GenericField
  const apply: CustomCondition = (c, values) => {
    const vs = ids(values)
    if ('error' in vs) return vs
    return {
      sql:
        `t.id IN (SELECT a.${q(g.idColumn)} FROM ${q(ip.table)} a JOIN ${q(ip.table)} r ON a.${addr} <<= r.${addr} AND a.${vrf} IS NOT DISTINCT FROM r.${vrf} ` +
        `WHERE r.id = ANY(${c.bind(vs)}::int[]) AND a.${q(g.typeColumn)} = '${m.key}')`,
    }
  }
  return { expr: 't.id', kind: 'int', nullable: false, stringish: false, custom: { apply, lookups: [] }, description: 'Holds an IP address in the network (and VRF) of one of these IP addresses (by ID)' }
}

/**
 * PowerFeed.available_power, which NetBox stores on save and filters (not served): |voltage| ×
 * amperage × max_utilization %, × 1.732 for three-phase, rounded as Python's round() (half to even).
 */
const availablePower = (m: ModelDef): Target => {
  const kva = `(abs(${column(m, 'voltage')})::numeric * ${column(m, 'amperage')} * ${column(m, 'max_utilization')} / 100 * CASE WHEN ${column(m, 'phase')} = 'three-phase' THEN 1.732 ELSE 1 END)`
  const expr = `(CASE WHEN ${kva} - floor(${kva}) = 0.5 THEN floor(${kva}) + mod(floor(${kva}), 2) ELSE round(${kva}) END)::int`
  return { expr, kind: 'int', nullable: false, stringish: false, description: 'Available power (VA)' }
}

/** NetBox's `<array>__overlap=value` (EventRuleFilterSet.filter_event_type): the list holds one of the values. */
const arrayOverlap = (m: ModelDef, [field]: string[]): Target => {
  const col = column(m, field)
  const f = m.fields.find((x) => x.name === field)!
  const apply: CustomCondition = (c, values) => {
    if (values.some((v) => v.includes('\u0000'))) return { error: 'Null characters are not allowed.' }
    // A JSON list of [value, label] pairs (extra_choices): PostgreSQL's && flattens NetBox's 2-D array.
    if (f.kind === 'json')
      return { sql: `EXISTS (SELECT 1 FROM jsonb_array_elements(CASE WHEN jsonb_typeof(${col}) = 'array' THEN ${col} ELSE '[]' END) p, jsonb_array_elements_text(CASE WHEN jsonb_typeof(p) = 'array' THEN p ELSE '[]' END) e WHERE e = ANY(${c.bind(values)}::text[]))` }
    return { sql: `${col} && ${c.bind(values)}::text[]` }
  }
  return { expr: 't.id', kind: 'text', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

/**
 * PlatformFilterSet.get_for_device_type: platforms of no manufacturer, or of the device type's
 * manufacturer. One device type (a ModelChoiceFilter).
 */
const forDeviceType = (m: ModelDef): Target => {
  const dt = getModel('dcim.devicetype')
  const mf = (dt.fields.find((f) => f.name === 'manufacturer') as FkField).column
  const own = column(m, 'manufacturer')
  const apply: CustomCondition = (c, values) => {
    const vs = ids(values.slice(-1))
    if ('error' in vs) return vs
    return { sql: `(${own} IS NULL OR ${own} IN (SELECT x.${q(mf)} FROM ${q(dt.table)} x WHERE x.id = ${c.bind(vs[0])}::int))` }
  }
  return { expr: 't.id', kind: 'int', nullable: false, stringish: false, custom: { apply, lookups: [] }, description: 'Platforms of no manufacturer or of this device type’s manufacturer (by ID)' }
}

/**
 * A NetBox filter this service cannot answer (the data it needs is not kept, or is write-only here):
 * a 400 saying why, never ignored (an ignored filter would return every row). Empty values are
 * skipped before this, as for every filter.
 */
const refuse = (_m: ModelDef, [message]: string[]): Target => {
  const apply: CustomCondition = () => ({ error: message })
  return { expr: 't.id', kind: 'text', nullable: false, stringish: false, custom: { apply, lookups: STRING_LOOKUPS }, description: `Not served: ${message}` }
}

/**
 * NetBoxModelFilterSet's `tag`/`tag_id` on a model whose tags NetBox's API neither shows nor takes
 * (data sources): no row carries a tag here, so a tag matches nothing and `__n` everything. `id`:
 * the values are tag ids.
 */
const noTags = (_m: ModelDef, [by]: string[]): Target => {
  const apply: CustomCondition = (_c, values, lookup) => {
    if (by === 'id') {
      const vs = ids(values)
      if ('error' in vs) return vs
    } else if (values.some((v) => v.includes('\u0000'))) return { error: 'Null characters are not allowed.' }
    return { sql: lookup === 'n' ? 'true' : 'false' }
  }
  return { expr: 't.id', kind: by === 'id' ? 'int' : 'text', nullable: false, stringish: false, custom: { apply, lookups: ['n'] }, description: 'Tag (no object of this type carries one)' }
}

export const PREDICATES: Record<string, (m: ModelDef, args: string[]) => Target> = {
  hasFile,
  usable,
  objectType: objectTypeFilter,
  objectTypeId: objectTypeIdFilter,
  arrayTextContains,
  bound,
  taggedObjectType,
  forObjectType,
  primaryMac,
  connected,
  cableTerminationType,
  cableEndTermination,
  cableUnterminated,
  arrayContains,
  vidRangesContain,
  vlansAvailableAtSite: (m) => vlansAvailable(m, ['site']),
  vlansAvailableOnDevice: (m) => vlansAvailable(m, ['device']),
  vlansAvailableOnVirtualMachine: (m) => vlansAvailable(m, ['virtualmachine']),
  ipRangeContains,
  ipRangeParent,
  interfaceKind,
  tokenKey,
  assignedToInterface,
  excludeIsNull,
  refuse,
  noTags,
  reverseWhere,
  relatedIp,
  availablePower,
  arrayOverlap,
  forDeviceType,
  canView: canDo('view'),
  canAdd: canDo('add'),
  canChange: canDo('change'),
  canDelete: canDo('delete'),
}

// NetBox's object types (ObjectType, a ContentType with `public` and `features`): one per model of
// the registry, with the append-only ids of src/generated/object-types.ts, so an id names the same
// model on every database and for life (a model added later gets a new id, none shifts). The rows
// of `core.objecttype` are written from the registry when the app starts (syncObjectTypes), and the
// object-type filters (`*_type_id`, `object_type_id`, `object_type`, …: objectTypeFilter) resolve
// ids to model keys without reading them.
import type { Db } from '../db/types.js'
import { OBJECT_TYPE_IDS } from '../generated/object-types.js'
import type { ModelDef } from '../registry/types.js'
import { type CustomCondition, iLike, likePattern, plainCondition, type Target } from './filter-core.js'
import { allModels, apiPath, getModel } from './models.js'
import { q } from './sql.js'

/** Django's app verbose names (AppConfig.verbose_name; default: the label title-cased). */
const APP_NAMES: Record<string, string> = { dcim: 'DCIM', ipam: 'IPAM', vpn: 'VPN' }
export const appName = (app: string): string => APP_NAMES[app] ?? app.charAt(0).toUpperCase() + app.slice(1)

/** utilities.string.title: the first letter of each word upper-cased, the rest kept. */
const title = (s: string) =>
  s
    .split(/\s+/)
    .filter(Boolean)
    .map((w) => w.charAt(0).toUpperCase() + w.slice(1))
    .join(' ')

/** NetBoxFeatureSet (netbox/models/__init__.py), in the order of NetBox's feature registry. */
const FULL = ['bookmarks', 'change_logging', 'cloning', 'custom_fields', 'custom_links', 'custom_validation', 'event_rules', 'export_templates', 'journaling', 'notifications', 'tags']
const ORDER = ['bookmarks', 'change_logging', 'cloning', 'contacts', 'custom_fields', 'custom_links', 'custom_validation', 'event_rules', 'export_templates', 'image_attachments', 'jobs', 'journaling', 'notifications', 'synced_data', 'tags']

/** The models a generic relation of `via` may point at (the contact/journal mixins), computed once. */
let targetsOf: Map<string, Set<string>> | undefined
function genericTargets(key: string): Set<string> {
  if (!targetsOf) {
    targetsOf = new Map()
    for (const m of allModels())
      for (const f of m.fields)
        if (f.kind === 'generic') for (const t of f.targets) targetsOf.set(t, (targetsOf.get(t) ?? new Set()).add(`${m.key}.${f.name}`))
  }
  return targetsOf.get(key) ?? new Set()
}

/**
 * A model's features, as NetBox's registry tests its mixins: a model with tags and custom fields is
 * a NetBoxModel (NetBoxFeatureSet); one only change-logged a ChangeLoggedModel; contacts and
 * journaling where contact assignments and journal entries may point at it; synced data where it
 * has a data source.
 */
export function featuresOf(m: ModelDef): string[] {
  const out = new Set<string>()
  if (m.tags && m.customFields) for (const f of FULL) out.add(f)
  else if (m.changeLogged) for (const f of ['change_logging', 'custom_validation', 'event_rules']) out.add(f)
  if (m.tags) out.add('tags')
  if (m.customFields) out.add('custom_fields')
  const refs = genericTargets(m.key)
  if (refs.has('tenancy.contactassignment.object')) out.add('contacts')
  if (!refs.has('extras.journalentry.assigned_object')) out.delete('journaling')
  else out.add('journaling')
  if (m.fields.some((f) => f.name === 'data_source' && f.kind === 'fk')) out.add('synced_data')
  return ORDER.filter((f) => out.has(f))
}

export function objectTypeId(key: string): number | undefined {
  return OBJECT_TYPE_IDS[key]
}

const KEYS_BY_ID = new Map(Object.entries(OBJECT_TYPE_IDS).map(([k, id]) => [id, k]))
export function objectTypeKey(id: number): string | undefined {
  return KEYS_BY_ID.get(id)
}

/** Writes one row per model of the registry (idempotent; run at start, several processes at once too). */
export async function syncObjectTypes(db: Db): Promise<void> {
  const t = getModel('core.objecttype').table
  const rows = allModels()
    .filter((m) => OBJECT_TYPE_IDS[m.key] !== undefined)
    .map((m) => ({
      id: OBJECT_TYPE_IDS[m.key],
      app_label: m.app,
      app_name: appName(m.app),
      model: m.name,
      model_name: m.verbose,
      model_name_plural: m.verbosePlural,
      public: true,
      features: featuresOf(m),
      is_plugin_model: false,
      rest_api_endpoint: apiPath(m),
      description: null,
      display_label: `${appName(m.app)} > ${title(m.verbose)}`,
    }))
  const cols = Object.keys(rows[0])
  await db.query(
    `INSERT INTO ${q(t)} (${cols.map(q).join(', ')}) ` +
      `SELECT ${cols.map((c) => `x.${q(c)}`).join(', ')} FROM json_populate_recordset(NULL::${q(t)}, $1::json) x ` +
      `ON CONFLICT (id) DO UPDATE SET ${cols
        .filter((c) => c !== 'id')
        .map((c) => `${q(c)} = EXCLUDED.${q(c)}`)
        .join(', ')}`,
    [JSON.stringify(rows)],
  )
}

// ---- filters ----------------------------------------------------------------------------------

/** Where a model keeps an object type: a generic relation's type column, a text column, a list. */
function typeColumn(m: ModelDef, field: string): { col: string; list: boolean } {
  const f = m.fields.find((x) => x.name === field)
  if (!f) throw new Error(`${m.file}: object-type filter names unknown field '${field}'`)
  if (f.kind === 'generic') return { col: `t.${q(f.typeColumn)}`, list: false }
  if (f.kind === 'string_list') return { col: `t.${q(f.column)}`, list: true }
  if (f.kind === 'string' || f.kind === 'text') return { col: `t.${q(f.column)}`, list: false }
  throw new Error(`${m.file}: object-type filter on '${field}', which holds no object type`)
}

/** `col` (or, for a list, one of its items) is one of `keys`. */
function isOneOf(c: { bind: (v: string[]) => string }, at: { col: string; list: boolean }, keys: string[]): string {
  return at.list ? `${at.col} && ${c.bind(keys)}::text[]` : `${at.col} = ANY(${c.bind(keys)}::text[])`
}

/**
 * `<name>_type_id`, `object_type_id`, `object_types`: object types by id (NetBox's
 * ModelMultipleChoiceFilter on ObjectType: an unknown id is a 400, "Select a valid choice"; `number`
 * for its MultiValueNumberFilters, where an unknown id matches nothing). Lookup `n`.
 */
export const objectTypeIdFilter = (m: ModelDef, [field, mode]: string[]): Target => {
  const at = typeColumn(m, field)
  const apply: CustomCondition = (c, values, lookup) => {
    const keys: string[] = []
    if (lookup === 'empty') {
      // MultiValueNumberFilter's `empty` on a required type: never empty.
      const yes = /^(true|1|yes|on)$/i.test(values[0])
      if (!yes && !/^(false|0|no|off)$/i.test(values[0])) return { error: `'${values[0]}' value must be either True or False.` }
      return { sql: yes ? 'false' : 'true' }
    }
    const op = ({ lt: (a: number, b: number) => a < b, lte: (a: number, b: number) => a <= b, gt: (a: number, b: number) => a > b, gte: (a: number, b: number) => a >= b } as const)[lookup as 'lt']
    if (op) {
      // MultiValueNumberFilter's comparisons on the type's id: the (few) types whose id compares so; every bound applies.
      const bounds: number[] = []
      for (const v of values) {
        if (!/^-?\d{1,10}$/.test(v.trim())) return { error: 'Enter a number.' }
        bounds.push(Number(v.trim()))
      }
      const matching = Object.entries(OBJECT_TYPE_IDS).filter(([, id]) => bounds.every((b) => op(id, b))).map(([k]) => k)
      return { sql: matching.length ? isOneOf(c, at, matching) : 'false' }
    }
    for (const v of values) {
      const s = v.trim()
      if (!/^\d{1,10}$/.test(s)) return { error: mode === 'number' ? 'Enter a number.' : `"${v}" is not a valid value.` }
      const key = objectTypeKey(Number(s))
      if (key) keys.push(key)
      else if (mode !== 'number') return { error: `Select a valid choice. ${s} is not one of the available choices.` }
    }
    if (!keys.length) return { sql: lookup === 'n' ? 'true' : 'false' }
    const any = isOneOf(c, at, keys)
    return { sql: lookup === 'n' ? `NOT coalesce(${any}, false)` : any }
  }
  return { expr: 't.id', kind: 'int', nullable: false, stringish: false, custom: { apply, lookups: mode === 'number' ? ['n', 'lt', 'lte', 'gt', 'gte', 'empty'] : ['n'] }, description: 'Object type (ID)' }
}

const STRING_LOOKUPS = ['n', 'ic', 'nic', 'iew', 'niew', 'isw', 'nisw', 'ie', 'nie', 'empty', 'regex', 'iregex']

/**
 * `object_type`, `<name>_type`: NetBox's ContentTypeFilter, an object type as `<app_label>.<model>`
 * (case-insensitive; a value that is not two dotted words matches nothing), and the text lookups
 * on that name. On a list of object types (`object_types`), any item.
 */
export const objectTypeFilter = (m: ModelDef, [field]: string[]): Target => {
  const at = typeColumn(m, field)
  const item = at.list ? 'u.v' : at.col
  const inner: Target = { expr: item, kind: 'text', nullable: !at.list, stringish: true }
  const apply: CustomCondition = (c, values, lookup) => {
    if (lookup === 'empty') {
      const yes = /^(true|1|yes|on)$/i.test(values[0])
      if (!yes && !/^(false|0|no|off)$/i.test(values[0])) return { error: `'${values[0]}' value must be either True or False.` }
      const empty = at.list ? `cardinality(${at.col}) = 0` : `(${at.col} IS NULL OR ${at.col} = '')`
      return { sql: yes ? empty : `NOT ${empty}` }
    }
    const neg = lookup.startsWith('n')
    const base = neg ? lookup.slice(1) : lookup
    let r: { sql: string } | { error: string }
    if (base === '') {
      if (values.some((v) => v.includes('\u0000'))) return { error: 'Null characters are not allowed.' }
      const keys = values.map((v) => v.trim().toLowerCase()).filter((v) => /^[^.]+\.[^.]+$/.test(v))
      r = keys.length ? { sql: at.list ? `${at.col} && ${c.bind(keys)}::text[]` : `${at.col} = ANY(${c.bind(keys)}::text[])` } : { sql: 'false' }
    } else {
      r = plainCondition(c, inner, base, values)
      if ('error' in r) return r
      if (at.list) r = { sql: `EXISTS (SELECT 1 FROM unnest(${at.col}) u(v) WHERE ${r.sql})` }
    }
    if ('error' in r) return r
    return { sql: neg ? `NOT coalesce(${r.sql}, false)` : r.sql }
  }
  return { expr: 't.id', kind: 'text', nullable: false, stringish: false, custom: { apply, lookups: STRING_LOOKUPS }, description: 'Object type (<app_label>.<model>)' }
}

/** ObjectTypeFilterSet.filter_features: `features__icontains` (the list as text). */
export const arrayTextContains = (m: ModelDef, [field]: string[]): Target => {
  const f = m.fields.find((x) => x.name === field)!
  const apply: CustomCondition = (c, values) => {
    if (values[0].includes('\u0000')) return { error: 'Null characters are not allowed.' }
    return { sql: iLike(`t.${q(f.column)}::text`, c.bind(likePattern('contains', values[0]))) }
  }
  return { expr: 't.id', kind: 'text', nullable: false, stringish: false, custom: { apply, lookups: [] } }
}

/** The tag join table of every tagged model, by model key. */
function tagTables(): Map<string, string> {
  const out = new Map<string, string>()
  for (const m of allModels()) {
    const f = m.fields.find((x) => x.name === 'tags')
    if (f?.kind === 'm2m' && f.target === 'extras.tag') out.set(m.key, f.through)
  }
  return out
}

/**
 * TagFilterSet._content_type / _content_type_id: tags applied to some object of these types
 * (`key`: `<app_label>.<model>` names, any other value ignored; `id`: object type ids, unknown
 * ones ignored). Each type is one semi-join on its join table's target index.
 */
export const taggedObjectType = (_m: ModelDef, [mode]: string[]): Target => {
  const tables = tagTables()
  const apply: CustomCondition = (_c, values) => {
    const keys = new Set<string>()
    for (const v of values) {
      if (mode === 'id') {
        if (!/^\d{1,10}$/.test(v.trim())) return { error: 'Enter a number.' }
        const k = objectTypeKey(Number(v.trim()))
        if (k) keys.add(k)
      } else keys.add(v.trim().toLowerCase())
    }
    const parts = [...keys].filter((k) => tables.has(k)).map((k) => `t.id IN (SELECT target_id FROM ${q(tables.get(k)!)})`)
    return { sql: parts.length ? `(${parts.join(' OR ')})` : 'false' }
  }
  return { expr: 't.id', kind: mode === 'id' ? 'int' : 'text', nullable: false, stringish: false, custom: { apply, lookups: [] }, description: 'Tags applied to objects of these types' }
}

/** TagFilterSet._for_object_type: tags that may be applied to these types (no object types: any). */
export const forObjectType = (m: ModelDef, [field]: string[]): Target => {
  const at = typeColumn(m, field)
  const apply: CustomCondition = (c, values) => {
    const keys: string[] = []
    for (const v of values) {
      if (!/^\d{1,10}$/.test(v.trim())) return { error: 'Enter a number.' }
      const k = objectTypeKey(Number(v.trim()))
      if (k) keys.push(k)
    }
    const none = `cardinality(${at.col}) = 0`
    return { sql: keys.length ? `(${none} OR ${at.col} && ${c.bind(keys)}::text[])` : none }
  }
  return { expr: 't.id', kind: 'int', nullable: false, stringish: false, custom: { apply, lookups: [] }, description: 'Tags that may be applied to objects of these types (by object type ID)' }
}

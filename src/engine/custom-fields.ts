// Custom fields: definitions (extras.customfield) cached in process, values checked and defaulted
// on write, rendered with every defined field present, and `cf_<name>` filters. Values live in each
// model's `custom_field_data` jsonb column, keyed by field name; unset fields are absent.
import type { Queryable } from '../db/types.js'
import type { ModelDef } from '../registry/types.js'
import { findModel } from './models.js'
import { compiledSelect } from './select.js'
import { q } from './sql.js'
import { type LinearRegex, linearRegex } from '../regex/linear.js'

export type CustomFieldType =
  | 'text'
  | 'longtext'
  | 'integer'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'url'
  | 'json'
  | 'select'
  | 'multiselect'
  | 'object'
  | 'multiobject'

export interface CustomFieldDef {
  id: number
  name: string
  type: CustomFieldType
  objectTypes: string[]
  relatedObjectType: string | null
  required: boolean
  default: unknown
  min: number | null
  max: number | null
  regex: string
  choiceSet: string | null
  /** Allowed values of select/multiselect fields (the choice set's extra choices). */
  choices: string[] | null
  filterLogic: 'disabled' | 'loose' | 'exact'
}

interface Cache {
  at: number
  byType: Map<string, CustomFieldDef[]>
}

let cache: Cache | null = null
let loading: Promise<Cache> | null = null
/** Other processes' changes are seen within this time; this process's own at once (invalidate). */
const TTL_MS = 5000

export function invalidateCustomFields(): void {
  cache = null
  loading = null
}

function parseJson(v: unknown): unknown {
  if (typeof v !== 'string') return v
  try {
    return JSON.parse(v)
  } catch {
    return v
  }
}

async function load(db: Queryable): Promise<Cache> {
  const rows = await db.query<Record<string, unknown>>(
    `SELECT cf.id, cf.name, cf.type, cf.object_types, cf.related_object_type, cf.required, cf."default"::text AS dflt,
            cf.validation_minimum::float8 AS min, cf.validation_maximum::float8 AS max, cf.validation_regex AS regex,
            cf.filter_logic, cs.name AS choice_set, cs.extra_choices::text AS extra_choices
       FROM extras_customfield cf LEFT JOIN extras_customfieldchoiceset cs ON cs.id = cf.choice_set_id
      ORDER BY cf.group_name, cf.weight, cf.name`,
  )
  const byType = new Map<string, CustomFieldDef[]>()
  for (const r of rows) {
    const extra = parseJson(r.extra_choices) as unknown[] | null
    const def: CustomFieldDef = {
      id: Number(r.id),
      name: String(r.name),
      type: r.type as CustomFieldType,
      objectTypes: (r.object_types as string[]) ?? [],
      relatedObjectType: (r.related_object_type as string | null) ?? null,
      required: r.required === true,
      default: r.dflt === null || r.dflt === undefined ? null : parseJson(r.dflt),
      min: r.min === null || r.min === undefined ? null : Number(r.min),
      max: r.max === null || r.max === undefined ? null : Number(r.max),
      regex: String(r.regex ?? ''),
      choiceSet: (r.choice_set as string | null) ?? null,
      choices: Array.isArray(extra) ? extra.map((c) => String(Array.isArray(c) ? c[0] : c)) : null,
      filterLogic: r.filter_logic as CustomFieldDef['filterLogic'],
    }
    for (const t of def.objectTypes) {
      const list = byType.get(t) ?? []
      list.push(def)
      byType.set(t, list)
    }
  }
  return { at: Date.now(), byType }
}

/** The custom fields defined for model m, in display order (group, weight, name). */
export async function customFieldsFor(db: Queryable, m: ModelDef): Promise<CustomFieldDef[]> {
  if (!m.customFields) return []
  if (!cache || Date.now() - cache.at > TTL_MS) {
    loading ??= load(db).finally(() => {
      loading = null
    })
    cache = await loading
  }
  return cache.byType.get(m.key) ?? []
}

const ISO_DATE = /^\d{4}-\d{2}-\d{2}$/
const ISO_DATETIME = /^\d{4}-\d{2}-\d{2}[T ]\d{2}:\d{2}(:\d{2}(\.\d{1,6})?)?(Z|[+-]\d{2}:?\d{2})?$/

function validDate(s: string): boolean {
  const d = new Date(`${s.slice(0, 10)}T00:00:00Z`)
  return !Number.isNaN(d.getTime()) && d.toISOString().slice(0, 10) === s.slice(0, 10)
}

/** The id of an object reference written as an id or `{id}`; undefined when it is neither. */
function refId(v: unknown): number | undefined {
  if (typeof v === 'object' && v !== null && !Array.isArray(v)) v = (v as { id?: unknown }).id
  if (typeof v === 'number' && Number.isInteger(v) && v > 0 && v <= 2147483647) return v
  return undefined
}

/** Checks and normalises one value (not null); a message when it is not valid. */
export function checkValue(cf: CustomFieldDef, v: unknown): { ok: true; v: unknown } | { ok: false; msg: string } {
  const bad = (msg: string) => ({ ok: false as const, msg })
  switch (cf.type) {
    case 'text':
    case 'longtext':
    case 'url': {
      if (typeof v !== 'string') return bad('Value must be a string.')
      if (v.includes('\u0000')) return bad('Null characters are not allowed.')
      if (cf.regex) {
        // RE2 (linear time), anchored at the start as Python's re.match: a pattern cannot stall the server.
        let re: LinearRegex
        try {
          re = linearRegex(cf.regex)
        } catch {
          return bad(`Invalid validation regex: ${cf.regex}`)
        }
        if (!re.matchStart(v)) return bad(`Values must match this regex: ${cf.regex}`)
      }
      return { ok: true, v }
    }
    case 'integer':
    case 'decimal': {
      const n = typeof v === 'string' && v.trim() !== '' && cf.type === 'decimal' ? Number(v) : v
      if (typeof n !== 'number' || !Number.isFinite(n)) return bad(cf.type === 'integer' ? 'Value must be an integer.' : 'Value must be a decimal.')
      if (cf.type === 'integer' && !Number.isSafeInteger(n)) return bad('Value must be an integer.')
      if (cf.min !== null && n < cf.min) return bad(`Value must be at least ${cf.min}`)
      if (cf.max !== null && n > cf.max) return bad(`Value must not exceed ${cf.max}`)
      return { ok: true, v: n }
    }
    case 'boolean':
      if (typeof v !== 'boolean') return bad('Value must be true or false.')
      return { ok: true, v }
    case 'date':
      if (typeof v !== 'string' || !ISO_DATE.test(v) || !validDate(v)) return bad('Date values must be in ISO 8601 format (YYYY-MM-DD).')
      return { ok: true, v }
    case 'datetime':
      if (typeof v !== 'string' || !ISO_DATETIME.test(v) || !validDate(v))
        return bad('Date and time values must be in ISO 8601 format (YYYY-MM-DD HH:MM:SS).')
      return { ok: true, v }
    case 'json':
      return { ok: true, v }
    case 'select':
      if (typeof v !== 'string' || !(cf.choices ?? []).includes(v)) return bad(`Invalid choice (${String(v)}) for choice set ${cf.choiceSet ?? ''}.`)
      return { ok: true, v }
    case 'multiselect': {
      if (!Array.isArray(v)) return bad('Value must be a list.')
      for (const x of v) if (typeof x !== 'string' || !(cf.choices ?? []).includes(x)) return bad(`Invalid choice(s) (${String(x)}) for choice set ${cf.choiceSet ?? ''}.`)
      return { ok: true, v: [...new Set(v as string[])] }
    }
    case 'object': {
      const id = refId(v)
      if (id === undefined) return bad(`Value must be an object ID, not ${typeof v}`)
      return { ok: true, v: id }
    }
    case 'multiobject': {
      if (!Array.isArray(v)) return bad('Value must be a list of object IDs')
      const ids: number[] = []
      for (const x of v) {
        const id = refId(x)
        if (id === undefined) return bad(`Found invalid object ID: ${JSON.stringify(x)}`)
        ids.push(id)
      }
      return { ok: true, v: [...new Set(ids)] }
    }
  }
}

export type CustomFieldErrors = Record<string, string>

/**
 * The custom field data to store after a write: `input` (what the client sent, may be undefined)
 * merged into `existing` (on update; PUT and PATCH both merge, as NetBox does), defaults applied on
 * create, every value checked. Errors are keyed by custom field name.
 */
export async function resolveCustomFieldData(
  db: Queryable,
  m: ModelDef,
  input: Record<string, unknown> | undefined,
  existing: Record<string, unknown> | undefined,
): Promise<{ data: Record<string, unknown>; errors: CustomFieldErrors }> {
  const defs = await customFieldsFor(db, m)
  const byName = new Map(defs.map((d) => [d.name, d]))
  const errors: CustomFieldErrors = {}
  const data: Record<string, unknown> = {}
  // Stored values of fields that are still defined are kept (a deleted field's data is dropped).
  for (const [k, v] of Object.entries(existing ?? {})) if (byName.has(k)) data[k] = v
  if (!existing) for (const d of defs) if (d.default !== null && d.default !== undefined) data[d.name] = d.default
  for (const [k, v] of Object.entries(input ?? {})) {
    const cf = byName.get(k)
    if (!cf) {
      errors[k] = `Custom field '${k}' does not exist for this object type.`
      continue
    }
    if (v === null || v === '' || (Array.isArray(v) && v.length === 0 && (cf.type === 'multiselect' || cf.type === 'multiobject'))) {
      delete data[k]
      continue
    }
    const r = checkValue(cf, v)
    if (!r.ok) errors[k] = r.msg
    else data[k] = r.v
  }
  for (const cf of defs) if (cf.required && (data[cf.name] === undefined || data[cf.name] === null) && !errors[cf.name]) errors[cf.name] = 'Required field cannot be empty.'
  // Object references must exist: one query per related model.
  const wanted = new Map<string, Set<number>>()
  for (const cf of defs) {
    if ((cf.type !== 'object' && cf.type !== 'multiobject') || data[cf.name] === undefined || errors[cf.name] || !input || !(cf.name in input)) continue
    const ids = cf.type === 'object' ? [data[cf.name] as number] : (data[cf.name] as number[])
    const set = wanted.get(cf.relatedObjectType ?? '') ?? new Set<number>()
    ids.forEach((i) => set.add(i))
    wanted.set(cf.relatedObjectType ?? '', set)
  }
  for (const [type, ids] of wanted) {
    const target = findModel(type)
    const found = target
      ? new Set((await db.query<{ id: number }>(`SELECT id FROM ${q(target.table)} WHERE id = ANY($1::int[])`, [[...ids]])).map((r) => Number(r.id)))
      : new Set<number>()
    for (const cf of defs) {
      if (cf.relatedObjectType !== type || data[cf.name] === undefined || !input || !(cf.name in input)) continue
      const ids = cf.type === 'object' ? [data[cf.name] as number] : (data[cf.name] as number[])
      const missing = ids.find((i) => !found.has(i))
      if (missing !== undefined) errors[cf.name] = `Related object not found using the provided numeric ID: ${missing}`
    }
  }
  return { data, errors }
}

/**
 * Replaces each object's raw `custom_fields` with every field defined for the model (null when
 * unset), object references as brief nested objects: one query per related model for the page.
 */
export async function renderCustomFields(db: Queryable, m: ModelDef, objects: unknown[], base: string): Promise<void> {
  if (!m.customFields || !objects.length) return
  const defs = await customFieldsFor(db, m)
  const refs = new Map<string, Set<number>>()
  for (const o of objects as Array<Record<string, unknown>>) {
    const raw = (o.custom_fields ?? {}) as Record<string, unknown>
    for (const cf of defs) {
      if ((cf.type !== 'object' && cf.type !== 'multiobject') || raw[cf.name] === undefined || raw[cf.name] === null) continue
      const set = refs.get(cf.relatedObjectType ?? '') ?? new Set<number>()
      for (const id of cf.type === 'object' ? [raw[cf.name]] : (raw[cf.name] as unknown[])) set.add(Number(id))
      refs.set(cf.relatedObjectType ?? '', set)
    }
  }
  const nested = new Map<string, Map<number, unknown>>()
  for (const [type, ids] of refs) {
    const target = findModel(type)
    if (!target) continue
    const sel = compiledSelect(target, { brief: true, configContext: false })
    const rows = await db.rows(`${sel.sql} WHERE t.id = ANY($1::int[])`, [[...ids]])
    nested.set(type, new Map(rows.map((r) => [Number(r[0]), sel.map(r, base)])))
  }
  for (const o of objects as Array<Record<string, unknown>>) {
    if (!o || !('custom_fields' in o)) continue
    const raw = (o.custom_fields ?? {}) as Record<string, unknown>
    const out: Record<string, unknown> = {}
    for (const cf of defs) {
      const v = raw[cf.name]
      if (v === undefined || v === null) out[cf.name] = null
      else if (cf.type === 'object') out[cf.name] = nested.get(cf.relatedObjectType ?? '')?.get(Number(v)) ?? null
      else if (cf.type === 'multiobject')
        out[cf.name] = (v as unknown[]).map((id) => nested.get(cf.relatedObjectType ?? '')?.get(Number(id))).filter((x) => x !== undefined)
      else out[cf.name] = v
    }
    o.custom_fields = out
  }
}

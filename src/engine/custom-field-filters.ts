// `cf_<name>` filters over custom_field_data, with the lookups NetBox offers for the field's type.
// Text-like fields with filter_logic `loose` (the default) match case-insensitive substrings, `exact`
// whole values; `disabled` fields have no filter.
import type { CustomFieldDef } from './custom-fields.js'
import { type Conditions, type CustomCondition, type Kind, parseValue, plainCondition, type Target } from './filter-core.js'
import { lit } from './sql.js'

const STRING = ['n', 'ic', 'nic', 'isw', 'nisw', 'iew', 'niew', 'ie', 'nie', 'empty', 'regex', 'iregex'] as const

/** The value as SQL of the right type, NULL when the stored JSON is of another type. */
function valueExpr(name: string, jsonType: string, cast: string): string {
  const path = `t.custom_field_data -> ${lit(name)}`
  return `(CASE WHEN jsonb_typeof(${path}) = '${jsonType}' THEN (t.custom_field_data ->> ${lit(name)})${cast} END)`
}

/** Membership in a list value (multiselect, multiobject) or equality of an object id, via @> (GIN). */
function containsCondition(name: string, kind: Kind, list: boolean): CustomCondition {
  return (c: Conditions, values: string[], lookup: string) => {
    if (lookup === 'empty') {
      const b = parseValue('bool', values[0], undefined)
      if (!b.ok) return { error: b.msg }
      const empty = `coalesce(jsonb_typeof(t.custom_field_data -> ${lit(name)}), 'null') = 'null'`
      return { sql: b.v ? empty : `NOT ${empty}` }
    }
    const parts: string[] = []
    for (const v of values) {
      const p = parseValue(kind, v, undefined)
      if (!p.ok) return { error: p.msg }
      parts.push(`t.custom_field_data @> ${c.bind(JSON.stringify({ [name]: list ? [p.v] : p.v }))}::jsonb`)
    }
    const any = `(${parts.join(' OR ')})`
    return { sql: lookup === 'n' ? `NOT ${any}` : any }
  }
}

function target(cf: CustomFieldDef): Target | undefined {
  const base = { nullable: true, stringish: false }
  switch (cf.type) {
    case 'text':
    case 'longtext':
    case 'url':
    case 'select': {
      const t: Target = { ...base, expr: valueExpr(cf.name, 'string', ''), kind: 'text', stringish: true }
      if (cf.filterLogic === 'loose' && cf.type !== 'select')
        return { ...t, custom: { lookups: STRING, apply: looseOrLookup(t) } }
      return t
    }
    case 'integer':
    case 'decimal':
      return { ...base, expr: valueExpr(cf.name, 'number', '::numeric'), kind: 'float' }
    case 'boolean':
      return { ...base, expr: valueExpr(cf.name, 'boolean', '::boolean'), kind: 'bool' }
    case 'date':
      return { ...base, expr: valueExpr(cf.name, 'string', '::date'), kind: 'date' }
    case 'datetime':
      return { ...base, expr: valueExpr(cf.name, 'string', '::timestamptz'), kind: 'timestamptz' }
    case 'multiselect':
      return { ...base, expr: 't.id', kind: 'text', custom: { lookups: ['n', 'empty'], apply: containsCondition(cf.name, 'text', true) } }
    case 'object':
      return { ...base, expr: 't.id', kind: 'int', custom: { lookups: ['n', 'empty'], apply: containsCondition(cf.name, 'int', false) } }
    case 'multiobject':
      return { ...base, expr: 't.id', kind: 'int', custom: { lookups: ['n', 'empty'], apply: containsCondition(cf.name, 'int', true) } }
    case 'json':
      return undefined
  }
}

/** Loose text logic: the bare filter is a case-insensitive substring match; lookups as usual. */
function looseOrLookup(t: Target): CustomCondition {
  return (c, values, lookup) => plainCondition(c, t, lookup === '' ? 'ic' : lookup, values)
}

export function customFieldTargets(defs: CustomFieldDef[]): Map<string, Target> {
  const out = new Map<string, Target>()
  for (const cf of defs) {
    if (cf.filterLogic === 'disabled') continue
    const t = target(cf)
    if (t) out.set(`cf_${cf.name}`, t)
  }
  return out
}

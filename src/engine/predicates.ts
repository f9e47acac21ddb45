// Named SQL predicates for NetBox filters that a declaration cannot say (`predicate('interfaceKind')`
// in a model file's `filters`). Each returns a Target with its own SQL, values bound.
import type { ModelDef } from '../registry/types.js'
import type { CustomCondition, Target } from './filters.js'
import { q } from './sql.js'

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

export const PREDICATES: Record<string, (m: ModelDef) => Target> = { interfaceKind }

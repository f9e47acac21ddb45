// NetBox's Cable.clean() and CableTermination.clean(): both ends on create, one type per end,
// compatible types, not the same object at both ends, no cable on a virtual or wireless interface.
import type { Queryable } from '../../db/types.js'
import type { FieldErrors } from '../../engine/errors.js'
import type { SaveInput } from '../../engine/hooks.js'
import { current } from '../current.js'

type Ref = { type: string; id: number }

const name = (type: string) => type.split('.')[1]

// NetBox's COMPATIBLE_TERMINATION_TYPES, by model name.
const COMPATIBLE: Record<string, string[]> = {
  circuittermination: ['interface', 'frontport', 'rearport', 'circuittermination'],
  consoleport: ['consoleserverport', 'frontport', 'rearport'],
  consoleserverport: ['consoleport', 'frontport', 'rearport'],
  interface: ['interface', 'circuittermination', 'frontport', 'rearport'],
  frontport: ['consoleport', 'consoleserverport', 'interface', 'frontport', 'rearport', 'circuittermination'],
  powerfeed: ['powerport'],
  poweroutlet: ['powerport'],
  powerport: ['poweroutlet', 'powerfeed'],
  rearport: ['consoleport', 'consoleserverport', 'interface', 'frontport', 'rearport', 'circuittermination'],
}

const NONCONNECTABLE = new Set(['virtual', 'bridge', 'lag'])
const isWireless = (t: string) => t.startsWith('ieee802.11') || t === 'other-wireless'

async function interfaceTypes(db: Queryable, refs: Ref[]): Promise<string[]> {
  const ids = refs.filter((r) => r.type === 'dcim.interface').map((r) => r.id)
  if (!ids.length) return []
  const rows = await db.query<{ type: string }>('SELECT type FROM dcim_interface WHERE id = ANY($1::int[])', [ids])
  return rows.map((r) => r.type)
}

const LABELS: Record<string, string> = { virtual: 'Virtual', bridge: 'Bridge', lag: 'Link Aggregation Group (LAG)' }

export async function beforeSave(input: SaveInput, db: Queryable): Promise<FieldErrors | void> {
  const length = current<number | null>(input, 'length')
  if (length !== null && length !== undefined && !current(input, 'length_unit'))
    return { length_unit: ['Must specify a unit when setting a cable length'] }
  const a = input.values.get('a_terminations') as Ref[] | undefined
  const b = input.values.get('b_terminations') as Ref[] | undefined
  if (input.mode === 'create' && (!a?.length || !b?.length)) return { __all__: ['Must define A and B terminations when creating a new cable.'] }
  if (!a && !b) return
  for (const end of [a, b]) if (end && new Set(end.map((r) => r.type)).size > 1) return { __all__: ['Cannot connect different termination types to same end of cable.'] }
  const stored = async (cableEnd: 'A' | 'B'): Promise<Ref[]> => {
    if (input.mode === 'create') return []
    const rows = await db.query<{ type: string; id: number }>(
      'SELECT termination_type AS type, termination_id AS id FROM dcim_cabletermination WHERE cable_id = $1 AND cable_end = $2',
      [Number(input.existing!.id), cableEnd],
    )
    return rows.map((r) => ({ type: r.type, id: Number(r.id) }))
  }
  const ends = [a ?? (await stored('A')), b ?? (await stored('B'))]
  if (ends[0].length && ends[1].length) {
    const [ta, tb] = [name(ends[0][0].type), name(ends[1][0].type)]
    if (!COMPATIBLE[ta]?.includes(tb)) return { __all__: [`Incompatible termination types: ${ta} and ${tb}`] }
    if (ta === tb && ends[0].some((x) => ends[1].some((y) => y.id === x.id)))
      return { __all__: ['A and B terminations cannot connect to the same object.'] }
  }
  for (const t of await interfaceTypes(db, [...(a ?? []), ...(b ?? [])])) {
    if (NONCONNECTABLE.has(t)) return { __all__: [`Cables cannot be terminated to ${LABELS[t] ?? t} interfaces`] }
    if (isWireless(t)) return { __all__: ['Cables cannot be terminated to wireless interfaces'] }
  }
}

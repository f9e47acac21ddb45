// A custom field choice set's choices (NetBox's CustomFieldChoiceSetViewSet.choices and
// CustomFieldChoiceSet.choices): the base choices (NetBox's own lists, src/domain/extras/base-choices/)
// then the extra choices, sorted by value when the set says so; `q` keeps those whose value or
// label contains it (case-insensitive). The caller pages the list.
import { readFileSync } from 'node:fs'
import { getModel } from '../engine/models.js'
import type { OpContext } from './context.js'
import { visibleRow } from './visible-row.js'

type Pair = [string, string]

const BASE_FILES: Record<string, string | null> = { IATA: 'iata.json', ISO_3166: 'iso_3166.json', UN_LOCODE: null }
const baseCache = new Map<string, Pair[]>()

/** NetBox's base choice lists (UN/LOCODE is empty in NetBox 4.4). */
export function baseChoices(name: string): Pair[] {
  let list = baseCache.get(name)
  if (!list) {
    const file = BASE_FILES[name]
    list = file ? (JSON.parse(readFileSync(new URL(`../domain/extras/base-choices/${file}`, import.meta.url), 'utf8')) as Pair[]) : []
    baseCache.set(name, list)
  }
  return list
}

export async function choiceSetChoicesOp(ctx: OpContext, rawId: string | number, q: string | undefined): Promise<Array<{ id: string; display: string }>> {
  const { row } = await visibleRow<{ base_choices: string | null; extra_choices: unknown; order_alphabetically: boolean }>(ctx, getModel('extras.customfieldchoiceset'), rawId, [
    'base_choices',
    'extra_choices',
    'order_alphabetically',
  ])
  let choices: Pair[] = [...(row.base_choices ? baseChoices(row.base_choices) : []), ...(Array.isArray(row.extra_choices) ? (row.extra_choices as Pair[]) : [])]
  if (row.order_alphabetically) choices = [...choices].sort((a, b) => (a[0] < b[0] ? -1 : a[0] > b[0] ? 1 : 0))
  if (q) {
    const needle = q.toLowerCase()
    choices = choices.filter((p) => String(p[0]).toLowerCase().includes(needle) || String(p[1]).toLowerCase().includes(needle))
  }
  return choices.map((p) => ({ id: p[0], display: p[1] }))
}

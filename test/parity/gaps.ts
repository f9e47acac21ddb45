// The parity gaps file: one line per known difference from NetBox, `<kind> <endpoint> [<name>]`,
// optionally followed by `# <note>`. It is a ratchet: the parity test fails when a gap appears
// that the file does not list, and when the file lists a gap that is closed, so the list only
// shrinks. UPDATE_PARITY_GAPS=1 rewrites it from what the test found, keeping the notes of the
// entries that remain.
import { readFileSync, writeFileSync } from 'node:fs'

export const GAP_KINDS = {
  endpoint: 'NetBox endpoints not served',
  filter: 'NetBox filters not accepted (ignored by default, refused with STRICT_FILTERING)',
  lookup: 'lookups of accepted filters not accepted',
  undocumented: 'accepted NetBox filters missing from the OpenAPI document',
  'id-filter': 'accepted `_id` filters that answer a non-existent id with objects (NetBox: none or 400)',
  'extra-filter': 'filters served that NetBox does not have (NetBox ignores them: clients may send them meaning nothing)',
  field: 'NetBox fields missing from the full representation',
  'extra-field': 'fields served that NetBox does not have',
  brief: 'NetBox brief fields missing from the brief representation',
  'extra-brief': 'brief fields served that NetBox does not have',
  choice: 'choice lists that differ from NetBox (values, labels or order)',
} as const

export type GapKind = keyof typeof GAP_KINDS

export interface Gap {
  kind: GapKind
  endpoint: string
  name: string
  /** Why it stays, or how NetBox computes it (written by the update command for new entries). */
  note?: string
}

export const gapKey = (g: Pick<Gap, 'kind' | 'endpoint' | 'name'>) => [g.kind, g.endpoint, g.name].filter(Boolean).join(' ')

export function readGaps(path: string): Map<string, Gap> {
  const out = new Map<string, Gap>()
  let text = ''
  try {
    text = readFileSync(path, 'utf8')
  } catch {
    return out
  }
  for (const [i, raw] of text.split('\n').entries()) {
    const at = raw.indexOf('#')
    const body = (at >= 0 ? raw.slice(0, at) : raw).trim()
    if (!body) continue
    const [kind, endpoint, name = '', ...rest] = body.split(/\s+/)
    if (!(kind in GAP_KINDS) || !endpoint || rest.length) throw new Error(`${path}:${i + 1}: not a gap entry: ${raw}`)
    const note = at >= 0 ? raw.slice(at + 1).trim() : undefined
    const g: Gap = { kind: kind as GapKind, endpoint, name, ...(note ? { note } : {}) }
    out.set(gapKey(g), g)
  }
  return out
}

const HEADER = `# Known differences from NetBox 4.4.10's API, checked by test/parity/parity.test.ts against
# reference/netbox-api/netbox-api-4.4.10.json and reference/netbox-source/choices-4.4.10.json.
#
# A ratchet: the test fails when it finds a gap this file does not list, and when this file lists
# a gap that is closed. After closing gaps (or, with a reason, accepting a new one), rewrite it:
#   UPDATE_PARITY_GAPS=1 npm test -- test/parity/parity.test.ts
# which keeps the note after '#' of every entry that remains. Entries that are to stay (deliberate
# differences) say why; the others carry how NetBox computes them, for the work that closes them.
#
# <kind> <endpoint> [<name>]   # note
`

export function writeGaps(path: string, gaps: Gap[], previous: Map<string, Gap>): void {
  const lines = [HEADER]
  for (const kind of Object.keys(GAP_KINDS) as GapKind[]) {
    const ofKind = gaps.filter((g) => g.kind === kind).sort((a, b) => a.endpoint.localeCompare(b.endpoint) || a.name.localeCompare(b.name))
    if (!ofKind.length) continue
    lines.push(`\n## ${kind}: ${GAP_KINDS[kind]} (${ofKind.length})\n`)
    const width = Math.max(...ofKind.map((g) => gapKey(g).length))
    for (const g of ofKind) {
      const note = previous.get(gapKey(g))?.note ?? g.note
      lines.push(note ? `${gapKey(g).padEnd(width)}  # ${note}` : gapKey(g))
    }
  }
  writeFileSync(path, `${lines.join('\n')}\n`)
}

/** New gaps (not listed) and closed ones (listed, no longer found). */
export function ratchet(found: Gap[], listed: Map<string, Gap>): { added: Gap[]; closed: Gap[] } {
  const keys = new Set(found.map(gapKey))
  return {
    added: found.filter((g) => !listed.has(gapKey(g))),
    closed: [...listed.values()].filter((g) => !keys.has(gapKey(g))),
  }
}

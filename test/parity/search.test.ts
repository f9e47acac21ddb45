// `q` parity: every model's search terms, as the engine walks them (src/engine/search.ts), are NetBox
// 4.4.10's filterset search() terms (reference/netbox-source/search-4.4.10.json, derived from NetBox's
// source): the same field paths, lookups and value conversions, as sets (they are ORed). A model whose
// NetBox filterset has no `q`, or whose search() returns the queryset unchanged, searches nothing.
// Known differences are listed below with why; the test fails on any other, and on a listed one that
// is gone. No database: the registry is compared with the data.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { test } from 'node:test'
import { walk } from '../../src/engine/path-filters.js'
import { registry } from '../../src/generated/registry.js'
import type { ModelDef, SearchTerm } from '../../src/registry/types.js'
import { NETBOX_VERSION } from './reference.js'

interface RefTerm {
  steps: string[]
  lookup: string
  as: string | null
  when?: string
  error?: string
}
interface RefSearch {
  filterset: string
  q: boolean
  matches?: 'all'
  terms: RefTerm[]
}

const root = join(dirname(fileURLToPath(import.meta.url)), '../..')
const ref = JSON.parse(readFileSync(join(root, `reference/netbox-source/search-${NETBOX_VERSION}.json`), 'utf8')) as {
  netbox_version: string
  filtersets: Record<string, RefSearch>
}

/** Terms that differ from NetBox on purpose: model → term key → why. `+` we have it, `-` NetBox has it. */
const DEVIATIONS: Record<string, Record<string, string>> = {
  'circuits.circuitgroupassignment': {
    '- member.cid icontains': "NetBox's member__cid crosses a GenericForeignKey: Django raises FieldError (a 500 for any q)",
    '+ member<circuits.circuit>.cid icontains': "its intent: the member's cid, a circuit's",
    '+ member<circuits.virtualcircuit>.cid icontains': "its intent: the member's cid, a virtual circuit's",
  },
  'extras.eventrule': {
    '- comments icontains': "NetBox's EventRule.comments is not in its API (set only in its web UI): there is no such field here",
  },
}

/** A term as NetBox's data names it: the path's steps (a reverse relation as `<app.model.field>`), lookup, conversion. */
const key = (steps: string[], lookup: string, as: string | null | undefined) => `${steps.join('.')} ${lookup}${as ? ` as ${as}` : ''}`

/** Our term in NetBox's terms, from the hops the engine walks. */
function ours(m: ModelDef, t: SearchTerm): string {
  const { hops, leaf } = walk(m, t.path)
  assert.ok(leaf, `${m.key}: search term '${t.path.join('.')}' does not end at a field`)
  const steps = hops.map((h) => {
    if (h.kind === 'fk' || h.kind === 'm2m') return h.field.name
    if (h.kind === 'generic') return `${h.field.name}<${h.to.key}>`
    // A reverse relation: the field on the far model pointing here (a many-to-many declared here with reverseOf too).
    return `<${h.to.key}.${h.via.name}>`
  })
  return key([...steps, leaf.name], t.lookup, t.as)
}

/** NetBox's terms: a term guarded by a conversion it does not use and also present unguarded adds nothing to the OR. */
function theirs(r: RefSearch | undefined): Set<string> {
  if (!r || !r.q || r.matches === 'all') return new Set()
  const plain = new Set(r.terms.filter((t) => !t.when).map((t) => key(t.steps, t.lookup, t.as)))
  for (const t of r.terms) {
    const k = key(t.steps, t.lookup, t.as)
    assert.ok(!t.when || plain.has(k), `${r.filterset}: term '${k}' applies only when '${t.when}' converts: not expressible`)
  }
  return plain
}

test(`reference data is NetBox ${NETBOX_VERSION}'s`, () => {
  assert.equal(ref.netbox_version, NETBOX_VERSION)
})

test("every model's q searches what NetBox's filterset search() does", () => {
  const problems: string[] = []
  const seen = new Set<string>()
  for (const m of Object.values(registry)) {
    const want = theirs(ref.filtersets[m.key])
    const have = new Set(m.search.map((t) => ours(m, t)))
    const deviations = DEVIATIONS[m.key] ?? {}
    const diff = [...[...want].filter((k) => !have.has(k)).map((k) => `- ${k}`), ...[...have].filter((k) => !want.has(k)).map((k) => `+ ${k}`)]
    for (const d of diff) {
      seen.add(`${m.key} ${d}`)
      if (!(d in deviations)) problems.push(`${m.key} (${ref.filtersets[m.key]?.filterset ?? 'no filterset'}): ${d}`)
    }
  }
  for (const [model, ds] of Object.entries(DEVIATIONS))
    for (const d of Object.keys(ds)) if (!seen.has(`${model} ${d}`)) problems.push(`${model}: listed deviation '${d}' no longer occurs: delete it`)
  assert.deepEqual(problems, [], `search terms differ from NetBox ${NETBOX_VERSION}:\n${problems.join('\n')}`)
})

test('NetBox terms that cannot be reproduced are listed deviations', () => {
  for (const [model, r] of Object.entries(ref.filtersets))
    for (const t of r.terms)
      if (t.error) assert.ok(`- ${key(t.steps, t.lookup, t.as)}` in (DEVIATIONS[model] ?? {}), `${model}: ${t.error}`)
})

// Parity with NetBox's API, driven by NetBox's own surface as data (reference/): for every NetBox
// endpoint we serve, every NetBox filter (and its lookups) is accepted and documented in OpenAPI,
// every `_id` filter answers a non-existent id with nothing (or 400), every NetBox field is in the
// full representation, the brief representation has NetBox's brief fields, and every choice list
// NetBox has is NetBox's, value for value and label for label, in order. Everything goes through
// HTTP. Known gaps are listed in gaps.txt, a ratchet (see gaps.ts); the figures are printed
// (PARITY_DETAIL=1: per endpoint too).
import assert from 'node:assert/strict'
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { fileURLToPath } from 'node:url'
import { after, before, test } from 'node:test'
import { registry } from '../../src/generated/registry.js'
import { routeTable } from '../../src/generated/routes/index.js'
import type { ModelDef } from '../../src/registry/types.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { createObject, listUrl } from '../helpers/factory.js'
import { type Gap, gapKey, ratchet, readGaps, writeGaps } from './gaps.js'
import { api, choices, filterNote, NETBOX_VERSION } from './reference.js'

const GAPS_FILE = join(dirname(fileURLToPath(import.meta.url)), 'gaps.txt')
const NON_EXISTENT_ID = 2147483647
/** Query parameters that steer a list rather than filter it (not filters in NetBox either; cursor, pagination, count and start page by keyset or as NetBox 4.6's start=). */
const CONTROL = new Set(['limit', 'offset', 'brief', 'ordering', 'q', 'exclude', 'format', 'fields', 'omit', 'cursor', 'pagination', 'count', 'start'])
const CHUNK = 400 // filter names per request, under MAX_FILTER_VALUES

let t: TestApp // default settings: unknown filters are ignored, as NetBox does
let strict: TestApp // STRICT_FILTERING=true: an unknown filter is a 400 naming it

// A directory for a local data source, so that data files (and its sync's job) exist.
const dataDir = mkdtempSync(join(tmpdir(), 'netinv-parity-'))
writeFileSync(join(dataDir, 'context.json'), '{"a": 1}')

before(async () => {
  ;[t, strict] = await Promise.all([testApp({ LOCAL_DATA_ROOT: dataDir }), testApp({ STRICT_FILTERING: 'true' })])
})
after(async () => {
  await Promise.all([t?.close(), strict?.close()])
  rmSync(dataDir, { recursive: true, force: true })
})

interface Served {
  m: ModelDef
  ep: string
  url: string
  ref: (typeof api.endpoints)[string]
}
/** An endpoint whose viewset has no filterset (notifications, subscriptions) lists no `filters`. */
const withFilters = (ref: Served['ref']): Served['ref'] => ({ ...ref, filters: ref.filters ?? {} })

const served: Served[] = Object.values(registry)
  .filter((m) => api.endpoints[`${m.app}/${m.path}`])
  .map((m) => ({ m, ep: `${m.app}/${m.path}`, url: listUrl(m), ref: withFilters(api.endpoints[`${m.app}/${m.path}`]) }))

const found: Gap[] = []
const gap = (g: Gap) => found.push(g)
const steps = new Set<string>()

/** matched / NetBox, overall and per endpoint. */
const FIGURES = ['filters', 'lookups', 'documented', 'id filters', 'fields', 'brief fields', 'choices'] as const
type Figure = (typeof FIGURES)[number]
const figures = new Map<string, Record<Figure, [number, number]>>()
function count(ep: string, what: Figure, ok: boolean): void {
  let f = figures.get(ep)
  if (!f) figures.set(ep, (f = Object.fromEntries(FIGURES.map((k) => [k, [0, 0]])) as Record<Figure, [number, number]>))
  f[what][1]++
  if (ok) f[what][0]++
}

/** The names among `names` a strict list request refuses (an empty value: acceptance only). */
async function refused(url: string, names: string[]): Promise<Set<string>> {
  const out = new Set<string>()
  for (let i = 0; i < names.length; i += CHUNK) {
    const chunk = names.slice(i, i + CHUNK)
    const res = await strict.api('GET', `${url}?${chunk.map((n) => `${encodeURIComponent(n)}=`).join('&')}`)
    if (res.status === 200) continue
    assert.equal(res.status, 400, `GET ${url} with ${chunk.length} filters: ${res.text.slice(0, 500)}`)
    for (const n of chunk) if (n in res.body) out.add(n)
    assert.ok(Object.keys(res.body).every((k) => chunk.includes(k)), `GET ${url}: a 400 naming what was not sent: ${res.text.slice(0, 500)}`)
  }
  return out
}

/** NetBox endpoints served by routes of their own, not by a model (background tasks, users/config, …): a GET answers 200. */
const servedElsewhere = new Set<string>()
/** Such endpoints whose GET needs parameters (ConnectedDeviceViewSet): served when documented. */
const NEEDS_PARAMETERS = ['dcim/connected-device']

test('NetBox endpoints we serve', async () => {
  const doc = (await t.api('GET', '/api/schema/')).body as { paths: Record<string, { get?: unknown }> }
  for (const ep of Object.keys(api.endpoints)) {
    if (served.some((s) => s.ep === ep)) continue
    if ((await t.api('GET', `/api/${ep}/`)).status === 200 || (NEEDS_PARAMETERS.includes(ep) && doc.paths[`/api/${ep}/`]?.get)) servedElsewhere.add(ep)
    else gap({ kind: 'endpoint', endpoint: ep, name: '' })
  }
  steps.add('endpoints')
})

test('every NetBox filter and lookup is accepted and documented; no filter NetBox lacks', async () => {
  const doc = (await t.api('GET', '/api/schema/')).body as { paths: Record<string, { get?: { parameters?: Array<{ name: string; in: string }> } }> }
  for (const { m, ep, url, ref } of served) {
    const names = Object.keys(ref.filters)
    const notAccepted = await refused(url, names)
    const lookups = names.filter((n) => !notAccepted.has(n)).flatMap((n) => ref.filters[n].map((l) => `${n}__${l}`))
    const lookupsRefused = await refused(url, lookups)
    const documented = new Set((doc.paths[url]?.get?.parameters ?? []).filter((p) => p.in === 'query').map((p) => p.name))
    for (const n of names) {
      const accepted = !notAccepted.has(n)
      count(ep, 'filters', accepted)
      if (!accepted) gap({ kind: 'filter', endpoint: ep, name: n, note: filterNote(m.key, n) })
      count(ep, 'documented', accepted && documented.has(n))
      if (accepted && !documented.has(n)) gap({ kind: 'undocumented', endpoint: ep, name: n })
      for (const l of ref.filters[n]) {
        count(ep, 'lookups', accepted && !lookupsRefused.has(`${n}__${l}`))
        if (accepted && lookupsRefused.has(`${n}__${l}`)) gap({ kind: 'lookup', endpoint: ep, name: `${n}__${l}` })
      }
    }
    for (const n of documented) {
      const base = n.includes('__') ? n.slice(0, n.lastIndexOf('__')) : n
      if (!CONTROL.has(n) && !(n in ref.filters) && !(base in ref.filters) && !n.includes('__') && !n.startsWith('cf_'))
        gap({ kind: 'extra-filter', endpoint: ep, name: n })
    }
  }
  steps.add('filters')
})

/** One object per endpoint, so that a filter that is ignored shows: it returns that object. */
const seeded = new Map<string, number>()

test('one object per endpoint (through the API)', async () => {
  for (const { m } of served) if (!m.readOnly && !seeded.has(m.key)) seeded.set(m.key, await createObject(t, m.key))
  // Read-only endpoints (the change log, cable terminations) fill from the writes above; data files
  // and jobs from a data source's sync, tagged objects from a tag on the site.
  const source = await t.api('POST', '/api/core/data-sources/', { name: 'parity-files', type: 'local', source_url: dataDir })
  assert.equal((await t.api('POST', `/api/core/data-sources/${source.body.id}/sync/`)).status, 200)
  const tag = await t.api('POST', '/api/extras/tags/', { name: 'parity-tag', slug: 'parity-tag' })
  assert.equal((await t.api('PATCH', `/api/dcim/sites/${seeded.get('dcim.site')}/`, { tags: [tag.body.id] })).status, 200)
  for (const { m, url } of served) {
    const page = await t.api('GET', `${url}?limit=1`)
    assert.equal(page.status, 200, page.text)
    assert.ok(page.body.count >= 1, `${url} is empty: the checks below would pass on an ignored filter`)
    seeded.set(m.key, page.body.results[0].id as number)
  }
  steps.add('seed')
})

test("the change log nests each changed object in its own brief form (every model's, one page)", async () => {
  const changes = await t.api('GET', '/api/core/object-changes/?action=create&limit=0')
  assert.equal(changes.status, 200, changes.text.slice(0, 500))
  const byType = new Map<string, { changed_object_id: number; changed_object: unknown }>()
  for (const c of changes.body.results) byType.set(c.changed_object_type, c)
  for (const { m, url } of served) {
    const c = byType.get(m.key)
    if (!c || m.view) continue
    const brief = await t.api('GET', `${url}${c.changed_object_id}/?brief=1`)
    // The object may be gone (a fixture's cleanup): then the change shows null.
    if (brief.status === 404) {
      assert.equal(c.changed_object, null, m.key)
      continue
    }
    // Nested, as everywhere NetBox nests an object: without the counts its list annotates.
    const annotated = new Set(m.fields.filter((f) => f.kind === 'count' || (f.kind === 'derived' && !f.nested)).map((f) => f.name))
    const expected = Object.fromEntries(Object.entries(brief.body as object).filter(([k]) => !annotated.has(k)))
    assert.deepEqual(c.changed_object, expected, `${m.key} ${c.changed_object_id}`)
  }
})

test('every `_id` filter answers a non-existent id with 400 or nothing', async () => {
  for (const { ep, url, ref } of served) {
    const filterGaps = new Set(found.filter((g) => g.kind === 'filter' && g.endpoint === ep).map((g) => g.name))
    for (const n of Object.keys(ref.filters).filter((x) => x.endsWith('_id'))) {
      const res = await t.api('GET', `${url}?${n}=${NON_EXISTENT_ID}&limit=1`)
      assert.ok(res.status === 200 || res.status === 400, `GET ${url}?${n}=${NON_EXISTENT_ID}: ${res.status} ${res.text.slice(0, 300)}`)
      const ok = res.status === 400 || res.body.count === 0
      count(ep, 'id filters', ok)
      // A filter not accepted at all is listed once, as a `filter` gap.
      if (!ok && !filterGaps.has(n)) gap({ kind: 'id-filter', endpoint: ep, name: n })
    }
  }
  steps.add('id filters')
})

test('every NetBox field is in the full representation, brief fields match', async () => {
  for (const { m, ep, url, ref } of served) {
    const id = seeded.get(m.key)!
    const full = await t.api('GET', `${url}${id}/`)
    assert.equal(full.status, 200, full.text)
    const brief = await t.api('GET', `${url}${id}/?brief=1`)
    assert.equal(brief.status, 200, brief.text)
    compare(ep, 'fields', ref.fields, Object.keys(full.body), 'field', 'extra-field')
    // A serializer without brief fields is shown whole in brief mode.
    compare(ep, 'brief fields', ref.brief_fields ?? ref.fields, Object.keys(brief.body), 'brief', 'extra-brief')
  }
  steps.add('fields')
})

function compare(ep: string, what: Figure, theirs: string[], ours: string[], missing: Gap['kind'], extra: Gap['kind']): void {
  for (const n of theirs) {
    count(ep, what, ours.includes(n))
    if (!ours.includes(n)) gap({ kind: missing, endpoint: ep, name: n })
  }
  for (const n of ours) if (!theirs.includes(n)) gap({ kind: extra, endpoint: ep, name: n })
}

type ChoiceList = Array<{ value: unknown; label: string }>

/** What differs between two choice lists, in a few words (empty: none). */
function choiceDiff(ours: ChoiceList, theirs: ChoiceList): string {
  const key = (c: { value: unknown }) => JSON.stringify(c.value)
  const ourValues = new Set(ours.map(key))
  const missing = theirs.filter((c) => !ourValues.has(key(c)))
  const extra = ours.filter((c) => !theirs.some((x) => key(x) === key(c)))
  const labels = theirs.filter((c) => ours.some((x) => key(x) === key(c) && x.label !== c.label))
  const order = !missing.length && !extra.length && ours.some((c, i) => key(c) !== key(theirs[i]))
  const parts = [
    missing.length ? `${missing.length} of NetBox's ${theirs.length} values missing` : '',
    extra.length ? `${extra.length} values NetBox lacks (${extra.slice(0, 3).map(key).join(', ')}${extra.length > 3 ? ', …' : ''})` : '',
    labels.length ? `${labels.length} labels differ (${labels.slice(0, 2).map((c) => `${key(c)}: ${JSON.stringify(c.label)}`).join(', ')})` : '',
    order ? 'order differs' : '',
  ]
  return parts.filter(Boolean).join('; ')
}

/** Every `const`/`enum` value in a schema, in order, through `$ref`s, `allOf` and a `{value, label}` object's value. */
function schemaValues(s: unknown, schemas: Record<string, unknown>, out: unknown[] = []): unknown[] {
  if (!s || typeof s !== 'object') return out
  const o = s as Record<string, unknown>
  if (typeof o.$ref === 'string') return schemaValues(schemas[o.$ref.split('/').pop()!], schemas, out)
  const value = (o.properties as Record<string, unknown> | undefined)?.value
  if (value) return schemaValues(value, schemas, out)
  if ('const' in o && o.const !== null) out.push(o.const)
  if (Array.isArray(o.enum)) out.push(...o.enum.filter((v) => v !== null))
  for (const k of ['anyOf', 'oneOf', 'allOf']) if (Array.isArray(o[k])) for (const x of o[k] as unknown[]) schemaValues(x, schemas, out)
  return out
}

test("every choice list NetBox has is NetBox's, in order", async () => {
  const doc = (await t.api('GET', '/api/schema/')).body as { components: { schemas: Record<string, { properties?: Record<string, unknown> }> } }
  const fullComponent = new Map(routeTable.map((e) => [e.key, e.names.full]))
  for (const { m, ep, url, ref } of served) {
    const theirFields = choices.fields[m.key] ?? {}
    const options = (await t.api('OPTIONS', url)).body as { actions?: { POST?: Record<string, { choices?: Array<{ value: unknown; display_name: string }> }> } }
    const id = seeded.get(m.key)!
    const obj = (await t.api('GET', `${url}${id}/`)).body as Record<string, unknown>
    for (const [field, set] of Object.entries(theirFields)) {
      if (!ref.fields.includes(field)) continue // not in NetBox's API
      if (!(field in obj)) {
        count(ep, 'choices', false) // listed once, as a `field` gap
        continue
      }
      const theirs = choices.choice_sets[set]
      const offered = options.actions?.POST?.[field]?.choices
      let diff: string
      if (offered) diff = choiceDiff(offered.map((c) => ({ value: c.value, label: c.display_name })), theirs)
      else {
        // Read-only here (no choices in OPTIONS): the documented values, and the label of the value shown.
        const prop = doc.components.schemas[fullComponent.get(m.key)!]?.properties?.[field]
        const values = schemaValues(prop, doc.components.schemas)
        const shown = obj[field] as { value?: unknown; label?: string } | null
        const labelled = shown && typeof shown === 'object' ? [{ value: shown.value, label: shown.label ?? '' }] : []
        diff = [
          choiceDiff(values.map((v) => ({ value: v, label: theirs.find((c) => c.value === v)?.label ?? '' })), theirs),
          choiceDiff(labelled, theirs.filter((c) => labelled.some((l) => l.value === c.value))),
        ]
          .filter(Boolean)
          .join('; ')
      }
      count(ep, 'choices', !diff)
      if (diff) gap({ kind: 'choice', endpoint: ep, name: field, note: `${set}: ${diff}` })
    }
  }
  steps.add('choices')
})

function figureLine(label: string, f: Record<Figure, [number, number]>, extra = ''): string {
  const cell = ([a, b]: [number, number]) => `${a}/${b}`.padStart(14)
  return `${label.padEnd(44)}${extra}${FIGURES.map((k) => cell(f[k])).join('')}`
}

test(`parity figures against NetBox ${NETBOX_VERSION}; gaps.txt lists every gap and no closed one`, () => {
  assert.deepEqual([...steps].sort(), ['choices', 'endpoints', 'fields', 'filters', 'id filters', 'seed'], 'a survey step failed: see above')
  const total = Object.fromEntries(FIGURES.map((k) => [k, [0, 0]])) as Record<Figure, [number, number]>
  for (const f of figures.values()) for (const k of FIGURES) for (const i of [0, 1]) total[k][i] += f[k][i]
  const netboxEndpoints = Object.keys(api.endpoints).length
  const lines = [
    `Parity with NetBox ${NETBOX_VERSION} (matched/NetBox): endpoints ${served.length + servedElsewhere.size}/${netboxEndpoints}`,
    `${''.padEnd(44)}${FIGURES.map((k) => k.padStart(14)).join('')}`,
  ]
  if (process.env.PARITY_DETAIL) for (const [ep, f] of [...figures].sort()) lines.push(figureLine(ep, f))
  lines.push(figureLine('all served endpoints', total))
  for (const k of FIGURES) lines.push(`  ${k}: ${((100 * total[k][0]) / Math.max(1, total[k][1])).toFixed(1)}%`)
  console.log(lines.join('\n'))

  const listed = readGaps(GAPS_FILE)
  if (process.env.UPDATE_PARITY_GAPS) {
    writeGaps(GAPS_FILE, found, listed)
    console.log(`wrote ${found.length} gaps to ${GAPS_FILE}`)
    return
  }
  const { added, closed } = ratchet(found, listed)
  const show = (gs: Gap[]) => gs.slice(0, 40).map((g) => `  ${gapKey(g)}${g.note ? `  # ${g.note}` : ''}`).join('\n') + (gs.length > 40 ? `\n  … and ${gs.length - 40} more` : '')
  assert.ok(
    !added.length && !closed.length,
    [
      added.length ? `${added.length} new gaps (fix them, or list them with a reason in test/parity/gaps.txt):\n${show(added)}` : '',
      closed.length ? `${closed.length} gaps are closed: remove them from test/parity/gaps.txt (UPDATE_PARITY_GAPS=1 rewrites it):\n${show(closed)}` : '',
    ]
      .filter(Boolean)
      .join('\n'),
  )
})

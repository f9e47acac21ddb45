// Codegen run on temporary model folders: a model file with an invalid option value, an unknown
// field kind or option, or a relation to a model that does not exist is refused with a message
// naming the file and the field, and the message blames the file that holds the mistake.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, test } from 'node:test'
import { pathToFileURL } from 'node:url'
import { loadSources } from '../../codegen/cli.js'
import { buildRegistry, DefinitionError } from '../../codegen/normalize.js'
import { projectRoot } from '../../src/db/paths.js'

const dsl = pathToFileURL(join(projectRoot, 'codegen/dsl.ts')).href
const dirs: string[] = []
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

/** Writes `files` (path under models/ → the model(...) argument as source) and runs codegen's front end. */
async function codegen(files: Record<string, string>): Promise<string> {
  const dir = mkdtempSync(join(tmpdir(), 'netinv-models-'))
  dirs.push(dir)
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(join(dir, path.split('/')[0]), { recursive: true })
    writeFileSync(join(dir, path), `import { choices, f, model } from '${dsl}'\nexport const m = model(${body})\n`)
  }
  try {
    buildRegistry(await loadSources(dir), new Set())
  } catch (e) {
    assert.ok(e instanceof DefinitionError, String(e))
    return e.message
  }
  return 'accepted'
}

const widget = (fields: string, more = '') =>
  `{ app: 'extras', name: 'widget', path: 'widgets', className: 'Widget', brief: ['name'], display: '{name}', fields: { name: f.string({ max: 50 }), ${fields} }, ${more} }`
const tagModel = `{ app: 'extras', name: 'tag', path: 'tags', className: 'Tag', brief: ['name'], display: '{name}', tags: false, fields: { name: f.string({ max: 50 }), slug: f.slug() } }`

test('a valid pair of models is accepted', async () => {
  assert.equal(await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget(`parent: f.fk('extras.tag', { onDelete: 'cascade' })`) }), 'accepted')
})

test("an invalid onDelete ('protekt') is refused, naming file, field and the allowed values", async () => {
  const msg = await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget(`parent: f.fk('extras.tag', { onDelete: 'protekt' })`) })
  assert.match(msg, /extras\/widget\.ts: field 'parent': onDelete 'protekt' is not one of 'protect', 'cascade', 'set_null'/)
})

test("a generic relation's onDelete allows set_null and cascade only", async () => {
  const msg = await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget(`obj: f.generic(['extras.tag'], { onDelete: 'protect' })`) })
  assert.match(msg, /extras\/widget\.ts: field 'obj': onDelete 'protect' is not one of 'set_null', 'cascade'/)
})

test('an unknown option is refused with a suggestion', async () => {
  const msg = await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget(`size: f.integer({ requried: true })`) })
  assert.match(msg, /extras\/widget\.ts: field 'size': unknown option 'requried' for a field of kind 'integer' \(did you mean 'required'\?\)/)
})

test('an option of the wrong type is refused', async () => {
  const msg = await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget(`size: f.integer({ required: 'yes' })`) })
  assert.match(msg, /field 'size': option 'required' must be true or false, not 'yes'/)
})

test('an option of another kind is refused (limitTo on a many-to-many field)', async () => {
  const msg = await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget(`others: f.m2m('extras.tag', { limitTo: { slug: 'x' } })`) })
  assert.match(msg, /field 'others': unknown option 'limitTo' for a field of kind 'm2m'/)
})

test('an unknown field kind is refused', async () => {
  const msg = await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget(`size: { kind: 'integr' }`) })
  assert.match(msg, /extras\/widget\.ts: field 'size': unknown field kind 'integr' \(did you mean 'integer'/)
})

test('an unknown model option is refused', async () => {
  const msg = await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget('', `orderng: ['name']`) })
  assert.match(msg, /extras\/widget\.ts: unknown model option 'orderng' \(did you mean 'ordering'\?\)/)
})

test('an FK to a model that does not exist is refused, with the near names', async () => {
  const msg = await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget(`parent: f.fk('extras.tga')`) })
  assert.match(msg, /extras\/widget\.ts: field 'parent' points at unknown model 'extras\.tga'/)
})

test("a typo in an FK target is blamed on the file holding it, not on another file's count field", async () => {
  // anchor.ts (read first) counts boats through boat.anchor; boat.ts misspells anchor's key.
  const anchor = `{ app: 'extras', name: 'anchor', path: 'anchors', className: 'Anchor', brief: ['name'], display: '{name}', tags: false,
    fields: { name: f.string({ max: 50 }), boat_count: f.count('extras.boat', 'anchor') } }`
  const boat = `{ app: 'extras', name: 'boat', path: 'boats', className: 'Boat', brief: ['name'], display: '{name}', tags: false,
    fields: { name: f.string({ max: 50 }), anchor: f.fk('extras.anchr') } }`
  const msg = await codegen({ 'extras/anchor.ts': anchor, 'extras/boat.ts': boat })
  assert.match(msg, /extras\/boat\.ts: field 'anchor' points at unknown model 'extras\.anchr' \(did you mean 'extras\.anchor'\?\)/)
})

test('a count through a foreign key to another model names where that key points', async () => {
  const anchor = `{ app: 'extras', name: 'anchor', path: 'anchors', className: 'Anchor', brief: ['name'], display: '{name}', tags: false,
    fields: { name: f.string({ max: 50 }), boat_count: f.count('extras.boat', 'anchor') } }`
  const boat = `{ app: 'extras', name: 'boat', path: 'boats', className: 'Boat', brief: ['name'], display: '{name}', tags: false,
    fields: { name: f.string({ max: 50 }), anchor: f.fk('extras.boat') } }`
  const msg = await codegen({ 'extras/anchor.ts': anchor, 'extras/boat.ts': boat })
  assert.match(msg, /extras\/anchor\.ts: field 'boat_count' counts or lists extras\.boat through 'anchor', but 'extras\.boat\.anchor' points at 'extras\.boat', not at extras\.anchor \(.*extras\/boat\.ts\)/)
})

test('lookupBy must name a string, slug, text, integer, bigint or ip_address field; a relation may only turn it off', async () => {
  const msg = await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget(`on: f.boolean()`, `lookupBy: 'on'`) })
  assert.match(msg, /extras\/widget\.ts: lookupBy 'on' must name a string, slug, text, integer, bigint or ip_address field of the model/)
  const fk = await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget(`parent: f.fk('extras.tag', { lookupBy: 'name' as never })`) })
  assert.match(fk, /extras\/widget\.ts: field 'parent': lookupBy 'name' is not one of false/)
  assert.equal(await codegen({ 'extras/tag.ts': tagModel, 'extras/widget.ts': widget(`code: f.string({ max: 5 })`, `lookupBy: 'code'`) }), 'accepted')
})

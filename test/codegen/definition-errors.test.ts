// A broken model definition stops codegen with a message naming the file and the field.
import assert from 'node:assert/strict'
import { test } from 'node:test'
import { f, model, path } from '../../codegen/dsl.js'
import { buildRegistry, DefinitionError, type Source } from '../../codegen/normalize.js'
import { tag } from '../../models/extras/tag.js'
import { taggedItem } from '../../models/extras/tagged-item.js'

// Tags and the tagged items they list: the smallest registry that stands on its own.
const base: Source[] = [
  { file: 'models/extras/tag.ts', input: tag },
  { file: 'models/extras/tagged-item.ts', input: taggedItem },
]

function attempt(...extra: Source[]): string {
  try {
    buildRegistry([...base, ...extra], new Set())
  } catch (e) {
    assert.ok(e instanceof DefinitionError, String(e))
    return e.message
  }
  assert.fail('codegen accepted a broken definition')
}

const widget = (fields: Parameters<typeof model>[0]['fields'], more: Partial<Parameters<typeof model>[0]> = {}) =>
  model({ app: 'extras', name: 'widget', path: 'widgets', className: 'Widget', fields, brief: ['name'], display: '{name}', ...more })

test('an unknown relation target names the file and field', () => {
  const msg = attempt({ file: 'models/extras/widget.ts', input: widget({ name: f.string(), site: f.fk('dcim.nosuch') }) })
  assert.match(msg, /models\/extras\/widget\.ts: field 'site' points at unknown model 'dcim\.nosuch'/)
})

test('a field clashing with an implicit one is refused', () => {
  const msg = attempt({ file: 'models/extras/widget.ts', input: widget({ name: f.string(), url: f.string() }) })
  assert.match(msg, /models\/extras\/widget\.ts: field 'url' clashes/)
})

test('two models with one key are refused', () => {
  const input = widget({ name: f.string() })
  const msg = attempt({ file: 'models/extras/widget.ts', input }, { file: 'models/extras/widget2.ts', input })
  assert.match(msg, /models\/extras\/widget2\.ts: model 'extras\.widget' is already defined in models\/extras\/widget\.ts/)
})

test('a brief field that does not exist is refused', () => {
  const msg = attempt({ file: 'models/extras/widget.ts', input: widget({ name: f.string() }, { brief: ['nope'] }) })
  assert.match(msg, /brief field 'nope' is not a field/)
})

test('a display placeholder that does not exist is refused', () => {
  const msg = attempt({ file: 'models/extras/widget.ts', input: widget({ name: f.string() }, { display: '{title}' }) })
  assert.match(msg, /display placeholder '\{title\}' is not a field/)
})

test('a choice default outside the choices is refused', () => {
  const msg = attempt({
    file: 'models/extras/widget.ts',
    input: widget({ name: f.string(), status: f.choice([{ value: 'a', label: 'A' }], { default: 'b' }) }),
  })
  assert.match(msg, /field 'status': default b is not one of the choices/)
})

test('a filter path through an unknown field, a tree filter off a tree, a `by` that is not a field are refused', () => {
  const file = 'models/extras/widget.ts'
  let msg = attempt({ file, input: widget({ name: f.string(), parent: f.fk('extras.widget') }, { filters: { x_id: path('parent.nope') } }) })
  assert.match(msg, /models\/extras\/widget\.ts: filter 'x_id': 'nope' is not a field of extras\.widget/)
  msg = attempt({ file, input: widget({ name: f.string(), parent: f.fk('extras.widget') }, { filters: { x_id: path('parent', { tree: true }) } }) })
  assert.match(msg, /filter 'x_id': 'tree' needs a path ending at a tree model/)
  msg = attempt({ file, input: widget({ name: f.string(), parent: f.fk('extras.widget') }, { tree: 'parent', filters: { x: path('parent', { by: 'slug' }) } }) })
  assert.match(msg, /filter 'x': 'by: slug' needs a path ending at a relation to a model with that field/)
  msg = attempt({ file, input: widget({ name: f.string() }, { tree: 'name' }) })
  assert.match(msg, /tree 'name' is not a foreign key to extras\.widget/)
})

test('a search term through an unknown field, ending at a relation, or with a lookup its field cannot take is refused', () => {
  const file = 'models/extras/widget.ts'
  const fields = { name: f.string(), vid: f.integer(), parent: f.fk('extras.widget') }
  let msg = attempt({ file, input: widget(fields, { search: ['name', 'parent.nope'] }) })
  assert.match(msg, /models\/extras\/widget\.ts: search term 'parent\.nope': 'nope' is not a field of extras\.widget/)
  msg = attempt({ file, input: widget(fields, { search: ['parent'] }) })
  assert.match(msg, /search term 'parent': the path ends at a relation, not a field/)
  msg = attempt({ file, input: widget(fields, { search: [{ path: 'name', lookup: 'exact', as: 'int' }] }) })
  assert.match(msg, /search term 'name': 'as: int' needs an integer field \('name' is string\)/)
  msg = attempt({ file, input: widget(fields, { search: [{ path: 'vid', lookup: 'exact' }] }) })
  assert.match(msg, /search term 'vid': lookup 'exact' needs 'as: int' or 'as: network'/)
  msg = attempt({ file, input: widget(fields, { search: [{ path: 'name', lookup: 'iexact' as 'exact' }] }) })
  assert.match(msg, /search term 'name': unknown lookup 'iexact'/)
  msg = attempt({ file, input: widget(fields, { search: [{ path: 'parent.name', lookup: 'net_contains_or_equals', as: 'cidr' }] }) })
  assert.match(msg, /'net_contains_or_equals' needs an ip_prefix field of the model itself/)
})

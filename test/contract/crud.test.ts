// The contract suite: every operation (list, retrieve, create, bulk create, PUT/PATCH, bulk update,
// delete, bulk delete, OPTIONS) on every model in the registry, each response checked against what
// /api/schema/ declares for that operation (brief and bulk forms included).
// A new model is covered without a new test.
import assert from 'node:assert/strict'
import { after, before, describe, test } from 'node:test'
import { registry } from '../../src/generated/registry.js'
import type { ModelDef } from '../../src/registry/types.js'
import { type TestApp, testApp } from '../helpers/app.js'
import { buildBody, createObject, listUrl } from '../helpers/factory.js'
import { type SchemaChecker, schemaChecker } from '../helpers/schema.js'

let t: TestApp
let schema: SchemaChecker

before(async () => {
  t = await testApp()
  schema = await schemaChecker(t)
})
after(() => t.close())

/** A writable string field to change in update tests, if the model has one. */
function editable(m: ModelDef): string | undefined {
  return ['description', 'comments', 'label', 'dns_name'].find((n) => m.fields.some((f) => f.name === n && !f.readOnly))
}

/**
 * A required file field (an image attachment's `image`) travels only in a multipart/form-data body,
 * which holds one object: such a model cannot be bulk-created (NetBox neither), so for it the bulk
 * tests check the refusal instead.
 */
const needsFile = (m: ModelDef) => m.fields.some((f) => f.kind === 'image' && f.required)

for (const m of Object.values(registry)) {
  describe(`${m.key} (${listUrl(m)})`, () => {
    const list = listUrl(m)
    const detail = `${list}{id}/`

    if (m.readOnly) {
      test('read-only: lists, describes itself, refuses writes with 405', async () => {
        const page = await t.api('GET', list)
        assert.equal(page.status, 200, page.text)
        schema.response('GET', list, 200, page.body)
        for (const r of page.body.results.slice(0, 5)) {
          schema.response('GET', detail, 200, (await t.api('GET', `${list}${r.id}/`)).body)
          schema.response('GET', detail, 200, (await t.api('GET', `${list}${r.id}/?brief=1`)).body, { brief: true })
        }
        schema.response('GET', list, 200, (await t.api('GET', `${list}?brief=1`)).body, { brief: true })
        assert.equal(page.headers.allow, 'GET, HEAD, OPTIONS')
        const post = await t.api('POST', list, {})
        assert.equal(post.status, 405, post.text)
        assert.deepEqual(post.body, { detail: 'Method "POST" not allowed.' })
        const options = await t.api('OPTIONS', list)
        assert.equal(options.status, 200)
        assert.equal(options.body.actions, undefined)
      })
      return
    }

    test('create, retrieve, list, brief and filter by id', async () => {
      const body = await buildBody(t, m.key, { rich: true })
      const created = await t.api('POST', list, body)
      assert.equal(created.status, 201, created.text)
      schema.response('POST', list, 201, created.body)
      assert.equal(created.headers.location, created.body.url)
      const id = created.body.id as number

      const got = await t.api('GET', `${list}${id}/`)
      assert.equal(got.status, 200, got.text)
      schema.response('GET', detail, 200, got.body)
      assert.equal(got.body.url, `http://localhost:80${list}${id}/`)

      const page = await t.api('GET', `${list}?id=${id}`)
      assert.equal(page.status, 200, page.text)
      assert.equal(page.body.count, 1)
      assert.deepEqual(Object.keys(page.body), ['count', 'next', 'previous', 'results'])
      schema.response('GET', list, 200, page.body)
      assert.equal(page.headers.allow, 'GET, POST, PUT, PATCH, DELETE, HEAD, OPTIONS')
      assert.equal(page.headers.vary, 'Accept')

      const briefPage = await t.api('GET', `${list}?brief=1&id=${id}`)
      assert.equal(briefPage.status, 200, briefPage.text)
      schema.response('GET', list, 200, briefPage.body, { brief: true })
      const briefOne = await t.api('GET', `${list}${id}/?brief=1`)
      schema.response('GET', detail, 200, briefOne.body, { brief: true })
      assert.deepEqual(briefOne.body, briefPage.body.results[0])

      const all = await t.api('GET', `${list}?limit=1000`)
      assert.equal(all.status, 200)
      schema.response('GET', list, 200, all.body)
      schema.response('GET', list, 200, (await t.api('GET', `${list}?limit=1000&brief=1`)).body, { brief: true })
    })

    if (needsFile(m)) {
      test('bulk create: a JSON list cannot carry the file, so it is refused whole', async () => {
        const before = (await t.api('GET', `${list}?limit=1`)).body.count
        const bodies = [await buildBody(t, m.key), await buildBody(t, m.key)]
        const res = await t.api('POST', list, bodies)
        assert.equal(res.status, 400, res.text)
        schema.response('POST', list, 400, res.body)
        const file = m.fields.find((f) => f.kind === 'image' && f.required)!.name
        assert.match(JSON.stringify(res.body), new RegExp(file), res.text)
        assert.equal((await t.api('GET', `${list}?limit=1`)).body.count, before)
      })
    } else {
      test('bulk create returns the objects in request order', async () => {
        const bodies = [await buildBody(t, m.key), await buildBody(t, m.key)]
        const res = await t.api('POST', list, bodies)
        assert.equal(res.status, 201, res.text)
        assert.equal(res.body.length, 2)
        schema.response('POST', list, 201, res.body, { bulk: true })
        assert.ok(res.body[0].id < res.body[1].id)
      })

      test('bulk create is all-or-none', async () => {
        const before = (await t.api('GET', `${list}?limit=1`)).body.count
        const res = await t.api('POST', list, [await buildBody(t, m.key), 'not an object'])
        assert.equal(res.status, 400, res.text)
        schema.response('POST', list, 400, res.body)
        assert.ok(Array.isArray(res.body), res.text)
        assert.deepEqual(res.body[0], {})
        assert.equal((await t.api('GET', `${list}?limit=1`)).body.count, before)
      })
    }

    test('PUT, PATCH and bulk PATCH', async () => {
      const id = await createObject(t, m.key)
      const field = editable(m)
      const patch = field ? { [field]: 'changed' } : {}
      const patched = await t.api('PATCH', `${list}${id}/`, patch)
      assert.equal(patched.status, 200, patched.text)
      schema.response('PATCH', detail, 200, patched.body)
      if (field) assert.equal(patched.body[field], 'changed')

      // A PUT keeps the object's parent (NetBox refuses to move a component template to another device type).
      const parents = Object.fromEntries(
        m.fields.filter((f) => f.kind === 'fk' && (f.required || (f.example !== undefined && f.example !== null)) && !f.readOnly && patched.body[f.name]).map((f) => [f.name, patched.body[f.name].id ?? patched.body[f.name]]),
      )
      const put = await t.api('PUT', `${list}${id}/`, await buildBody(t, m.key, {}, 0, parents))
      assert.equal(put.status, 200, put.text)
      schema.response('PUT', detail, 200, put.body)

      const other = await createObject(t, m.key)
      const bulk = await t.api('PATCH', list, [{ id, ...patch }, { id: other, ...patch }])
      assert.equal(bulk.status, 200, bulk.text)
      assert.deepEqual(bulk.body.map((o: { id: number }) => o.id).sort((a: number, b: number) => a - b), [id, other])
      schema.response('PATCH', list, 200, bulk.body)

      if (field) {
        const failed = await t.api('PATCH', list, [{ id, [field]: 'not applied' }, { id: 2147483000, [field]: 'x' }])
        assert.equal(failed.status, 400, failed.text)
        schema.response('PATCH', list, 400, failed.body)
        assert.equal((await t.api('GET', `${list}${id}/`)).body[field], 'changed')
      }
    })

    test('delete, bulk delete all-or-none, 404 afterwards', async () => {
      const a = await createObject(t, m.key)
      const b = await createObject(t, m.key)
      const refused = await t.api('DELETE', list, [{ id: a }, { id: 2147483000 }])
      assert.equal(refused.status, 400, refused.text)
      schema.response('DELETE', list, 400, refused.body)
      assert.equal((await t.api('GET', `${list}${a}/`)).status, 200)

      const del = await t.api('DELETE', `${list}${a}/`)
      assert.equal(del.status, 204, del.text)
      schema.response('DELETE', detail, 204, del.text)
      assert.equal(del.text, '')
      const gone = await t.api('GET', `${list}${a}/`)
      assert.equal(gone.status, 404)
      schema.response('GET', detail, 404, gone.body)
      assert.deepEqual(gone.body, { detail: `No ${m.className} matches the given query.` })

      const bulk = await t.api('DELETE', list, [{ id: b }])
      assert.equal(bulk.status, 204, bulk.text)
      schema.response('DELETE', list, 204, bulk.text)
      assert.equal((await t.api('GET', `${list}${b}/`)).status, 404)
    })

    test('OPTIONS describes the writable fields', async () => {
      const res = await t.api('OPTIONS', list)
      assert.equal(res.status, 200, res.text)
      assert.equal(res.body.name, `${m.verbose.replace(/\b\w/g, (c) => c.toUpperCase())} List`)
      const post = res.body.actions.POST as Record<string, { required: boolean; read_only: boolean }>
      for (const f of m.fields.filter((x) => x.required)) assert.equal(post[f.name]?.required, true, f.name)
      const detail = await t.api('OPTIONS', `${list}1/`)
      assert.equal(detail.status, 200)
      assert.ok(detail.body.actions.PUT)
    })

    test('writes need a token; a missing required field is named', async () => {
      const anon = await t.request('POST', list, await buildBody(t, m.key))
      assert.equal(anon.status, 403)
      schema.response('POST', list, 403, anon.body)
      assert.deepEqual(anon.body, { detail: 'Authentication credentials were not provided.' })
      const required = m.fields.filter((f) => f.required)
      if (required.length) {
        const res = await t.api('POST', list, {})
        assert.equal(res.status, 400)
        schema.response('POST', list, 400, res.body)
        for (const f of required)
          for (const name of f.kind === 'generic' ? [f.typeField, f.idField] : [f.name])
            assert.deepEqual(res.body[name], [f.kind === 'image' ? 'No file was submitted.' : 'This field is required.'], name)
      }
    })

    test('every generated filter accepts a valid value', async () => {
      const id = await createObject(t, m.key)
      const obj = (await t.api('GET', `${list}${id}/`)).body as Record<string, unknown>
      for (const f of m.fields) {
        if (!f.filter || f.kind === 'm2m' || f.kind === 'generic') continue
        let param = f.name
        let value = obj[f.name]
        if (f.kind === 'fk') {
          param = `${f.name}_id`
          value = value === null ? 'null' : (value as { id: number }).id
        } else if (value && typeof value === 'object' && 'value' in value) value = (value as { value: unknown }).value
        if (value === undefined || (typeof value === 'object' && value !== null)) continue
        if (value === null) value = 'null'
        if (value === 'null' && f.kind !== 'fk') continue
        const res = await t.api('GET', `${list}?${param}=${encodeURIComponent(String(value))}&id=${id}`)
        assert.equal(res.status, 200, `${param}=${String(value)}: ${res.text}`)
        assert.equal(res.body.count, 1, `${param}=${String(value)} should match the object`)
        schema.response('GET', list, 200, res.body)
      }
    })
  })
}

// Data sources (a local directory), their sync into data files, synced config contexts and export
// templates, and the job each sync records — through HTTP on real files.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { after, before, test } from 'node:test'
import { type TestApp, testApp } from '../helpers/app.js'
import { create, get, type Obj } from './fixtures.js'

let t: TestApp
let root: string
let dir: string

before(async () => {
  root = mkdtempSync(join(tmpdir(), 'netinv-data-'))
  dir = join(root, 'repo')
  mkdirSync(join(dir, 'sub'), { recursive: true })
  mkdirSync(join(dir, '.git'))
  writeFileSync(join(dir, 'ctx.json'), JSON.stringify({ ntp: ['192.0.2.1'] }))
  writeFileSync(join(dir, 'sub', 'sites.j2'), '{% for s in queryset %}{{ s.name }}\n{% endfor %}')
  writeFileSync(join(dir, 'skip.tmp'), 'ignored')
  writeFileSync(join(dir, '.hidden'), 'hidden')
  writeFileSync(join(dir, '.git', 'HEAD'), 'ref')
  t = await testApp({ LOCAL_DATA_ROOT: root, DATA_SOURCE_MAX_FILE_SIZE: '1000' })
})
after(async () => {
  await t.close()
  rmSync(root, { recursive: true, force: true })
})

const sync = (id: number) => t.api('POST', `/api/core/data-sources/${id}/sync/`)

test('a local source syncs into data files, each change logged, and records a job', async () => {
  const src = await create(t, '/api/core/data-sources/', { name: 'repo', type: 'local', source_url: `file://${dir}`, ignore_rules: '*.tmp' })
  assert.deepEqual(src.status, { value: 'new', label: 'New' })
  assert.equal(src.file_count, 0)
  assert.equal(src.last_synced, null)

  const r = await sync(src.id)
  assert.equal(r.status, 200, r.text)
  assert.deepEqual(r.body.status, { value: 'completed', label: 'Completed' })
  assert.equal(r.body.file_count, 2)
  assert.ok(r.body.last_synced)

  const files = await get(t, `/api/core/data-files/?source_id=${src.id}&ordering=path`)
  assert.deepEqual((files.results as Obj[]).map((f) => f.path), ['ctx.json', 'sub/sites.j2'])
  const ctxFile = (files.results as Obj[])[0]
  assert.equal(ctxFile.size, JSON.stringify({ ntp: ['192.0.2.1'] }).length)
  assert.match(ctxFile.hash, /^[0-9a-f]{64}$/)
  assert.equal(ctxFile.data, undefined)
  assert.equal(ctxFile.source.id, src.id)
  assert.equal((await get(t, `/api/core/data-files/?source=repo&path=ctx.json`)).count, 1)
  assert.equal((await t.api('POST', '/api/core/data-files/', {})).status, 405)

  const changes = await get(t, `/api/core/object-changes/?changed_object_type=core.datafile&limit=0`)
  assert.equal(changes.count, 2)
  const jobs = await get(t, '/api/core/jobs/')
  assert.equal(jobs.count, 1)
  const job = (jobs.results as Obj[])[0]
  assert.equal(job.object_type, 'core.datasource')
  assert.equal(job.object_id, src.id)
  assert.deepEqual(job.status, { value: 'completed', label: 'Completed' })
  assert.equal(job.user.username, 'admin')

  // A second sync with nothing changed changes no file.
  assert.equal((await sync(src.id)).status, 200)
  assert.equal((await get(t, `/api/core/object-changes/?changed_object_type=core.datafile&limit=0`)).count, 2)
})

test('synced config contexts and export templates take their content from the file, and follow it', async () => {
  const src = (await get(t, '/api/core/data-sources/?name=repo')).results[0] as Obj
  const cc = await create(t, '/api/extras/config-contexts/', { name: 'synced', data: {}, data_source: src.id, data_path: 'ctx.json', auto_sync_enabled: true })
  assert.deepEqual(cc.data, { ntp: ['192.0.2.1'] })
  assert.equal(cc.data_source.id, src.id)
  assert.equal(cc.data_file.display, 'ctx.json')
  assert.ok(cc.data_synced)
  const et = await create(t, '/api/extras/export-templates/', { name: 'sites', object_types: ['dcim.site'], template_code: 'x', data_source: src.id, data_path: 'sub/sites.j2' })
  assert.match(et.template_code, /for s in queryset/)
  // A config template follows its file when auto sync is on.
  const tpl = await create(t, '/api/extras/config-templates/', { name: 'synced-tpl', template_code: 'x', data_source: src.id, data_path: 'sub/sites.j2', auto_sync_enabled: true })
  assert.match(tpl.template_code, /for s in queryset/)
  assert.equal(tpl.data_file.display, 'sub/sites.j2')
  assert.ok(tpl.data_synced)
  assert.deepEqual((await t.api('POST', '/api/extras/config-contexts/', { name: 'nopath', data: {}, data_source: src.id })).body, {
    data_path: ['Must specify path if data source is set.'],
  })
  assert.equal((await t.api('POST', '/api/extras/config-contexts/', { name: 'nofile', data: {}, data_source: src.id, data_path: 'nope.json' })).status, 400)

  assert.deepEqual(await ids(`/api/extras/config-contexts/?data_source_id=${src.id}`), [cc.id])
  assert.deepEqual(await ids(`/api/extras/config-contexts/?auto_sync_enabled=true`), [cc.id])
  assert.deepEqual(await ids(`/api/extras/export-templates/?data_file_id=${et.data_file.id}`), [et.id])

  // The file changes: a sync updates it and the auto-synced context, not the template (no auto sync).
  writeFileSync(join(dir, 'ctx.json'), JSON.stringify({ ntp: ['192.0.2.2'] }))
  writeFileSync(join(dir, 'sub', 'sites.j2'), 'changed')
  assert.equal((await sync(src.id)).status, 200)
  assert.deepEqual((await get(t, `/api/extras/config-contexts/${cc.id}/`)).data, { ntp: ['192.0.2.2'] })
  assert.match((await get(t, `/api/extras/export-templates/${et.id}/`)).template_code, /for s in queryset/)
  assert.equal((await get(t, `/api/extras/config-templates/${tpl.id}/`)).template_code, 'changed')
  assert.deepEqual(await ids(`/api/extras/config-templates/?data_source_id=${src.id}&auto_sync_enabled=true`), [tpl.id])
  // Detaching clears the synced fields; a source in use cannot be deleted.
  assert.equal((await t.api('DELETE', `/api/core/data-sources/${src.id}/`)).status, 409)
  const detached = await t.api('PATCH', `/api/extras/config-contexts/${cc.id}/`, { data_source: null })
  assert.equal(detached.status, 200, detached.text)
  assert.equal(detached.body.data_file, null)
  assert.equal(detached.body.data_synced, null)
  assert.equal(detached.body.data_path, '')
})

test('syncs that fail: outside LOCAL_DATA_ROOT, a file too large, a missing directory', async () => {
  const outside = await create(t, '/api/core/data-sources/', { name: 'etc', type: 'local', source_url: '/etc' })
  const r = await sync(outside.id)
  assert.equal(r.status, 200, r.text)
  assert.deepEqual(r.body.status, { value: 'failed', label: 'Failed' })
  assert.equal(r.body.file_count, 0)
  const job = (await get(t, `/api/core/jobs/?object_id=${outside.id}`)).results[0] as Obj
  assert.deepEqual(job.status, { value: 'errored', label: 'Errored' })
  assert.match(job.error, /outside LOCAL_DATA_ROOT/)

  const big = join(root, 'big')
  mkdirSync(big)
  writeFileSync(join(big, 'a.txt'), 'x'.repeat(2000))
  symlinkSync('/etc/passwd', join(big, 'link'))
  const b = await create(t, '/api/core/data-sources/', { name: 'big', type: 'local', source_url: big })
  assert.deepEqual((await sync(b.id)).body.status, { value: 'failed', label: 'Failed' })
  rmSync(join(big, 'a.txt'))
  const ok = await sync(b.id)
  assert.deepEqual(ok.body.status, { value: 'completed', label: 'Completed' })
  assert.equal(ok.body.file_count, 0) // a symbolic link is not followed

  const missing = await create(t, '/api/core/data-sources/', { name: 'missing', type: 'local', source_url: join(root, 'nope') })
  assert.deepEqual((await sync(missing.id)).body.status, { value: 'failed', label: 'Failed' })
  assert.equal((await t.api('POST', '/api/core/data-sources/', { name: 'git', type: 'git', source_url: 'https://x' })).status, 400)
  assert.equal((await t.api('POST', '/api/core/data-sources/999999/sync/')).status, 404)
})

const ids = async (url: string) => ((await get(t, url)).results as Obj[]).map((o) => o.id)

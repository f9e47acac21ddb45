// The framework's promise: adding a model is one new file plus codegen and a migration — nothing
// in src/ changes by hand. This test does exactly that in a scratch copy of the project and then
// drives the new endpoints over HTTP. The model is a tree with a stored count, whose triggers the
// app makes when it starts: no hand-written migration for them either.
import assert from 'node:assert/strict'
import { execFileSync } from 'node:child_process'
import { cpSync, mkdtempSync, readdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative } from 'node:path'
import { test } from 'node:test'
import { projectRoot } from '../../src/db/paths.js'

const WIDGET = `import { choices, f, model } from '../../codegen/dsl.js'

export const widget = model({
  app: 'extras',
  name: 'widget',
  path: 'widgets',
  className: 'Widget',
  fields: {
    name: f.string({ max: 50, required: true, unique: true }),
    status: f.choice(choices({ on: 'On', off: 'Off' }), { default: 'on' }),
    site: f.fk('dcim.site', { onDelete: 'cascade' }),
    size: f.integer({ min: 1, max: 10, nullable: true }),
    parent: f.fk('extras.widget', { onDelete: 'cascade' }),
    child_count: f.count('extras.widget', 'parent', { stored: true }),
    _depth: f.derived('tree_depth', { nested: true }),
  },
  tree: 'parent',
  brief: ['name', '_depth'],
  display: '{name}',
  ordering: ['name'],
  search: ['name'],
})
`

const PROBE = `import { buildApp } from './src/api/app.js'
import { loadConfig } from './src/config.js'
import { openPglite } from './src/db/pglite.js'
import { ensureSuperuser } from './src/cli/superuser.js'

const { db } = await openPglite(undefined)
await db.migrate()
const config = loadConfig({})
const app = await buildApp({ config, db, logger: false })
await ensureSuperuser(db, 'admin', 'admin-password')
const prov = await app.inject({ method: 'POST', url: '/api/users/tokens/provision/', payload: { username: 'admin', password: 'admin-password' } })
const headers = { authorization: 'Token ' + prov.json().key }
const out = {}
const site = await app.inject({ method: 'POST', url: '/api/dcim/sites/', headers, payload: { name: 'S1', slug: 's1' } })
out.create = await app.inject({ method: 'POST', url: '/api/extras/widgets/', headers, payload: { name: 'w1', site: { slug: 's1' }, size: 3 } }).then((r) => [r.statusCode, r.json()])
out.bad = await app.inject({ method: 'POST', url: '/api/extras/widgets/', headers, payload: { name: 'w2', size: 11, status: 'x' } }).then((r) => [r.statusCode, r.json()])
const child = await app.inject({ method: 'POST', url: '/api/extras/widgets/', headers, payload: { name: 'w3', parent: out.create[1].id } })
await app.inject({ method: 'POST', url: '/api/extras/widgets/', headers, payload: [{ name: 'w4', parent: child.json().id }, { name: 'w5', parent: child.json().id }] })
out.tree = await app.inject({ method: 'GET', url: '/api/extras/widgets/?ordering=name', headers }).then((r) => r.json().results.map((w) => [w.name, w._depth, w.child_count, w.parent?._depth ?? null]))
out.list = await app.inject({ method: 'GET', url: '/api/extras/widgets/?status=on&site_id=' + site.json().id, headers }).then((r) => [r.statusCode, r.json()])
out.index = await app.inject({ method: 'GET', url: '/api/extras/', headers }).then((r) => r.json())
out.schema = await app.inject({ method: 'GET', url: '/api/schema/', headers }).then((r) => Object.keys(r.json().paths).filter((p) => p.includes('widgets')))
out.cascade = await app.inject({ method: 'DELETE', url: '/api/dcim/sites/' + site.json().id + '/', headers }).then((r) => r.statusCode)
out.after = await app.inject({ method: 'GET', url: '/api/extras/widgets/', headers }).then((r) => r.json().count)
console.log(JSON.stringify(out))
await app.close()
await db.close()
`

function files(dir: string, base = dir): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((d) => (d.isDirectory() ? files(join(dir, d.name), base) : [relative(base, join(dir, d.name))]))
}

test('a new model file gets working endpoints with codegen and a migration only', { timeout: 240_000 }, () => {
  const dir = mkdtempSync(join(tmpdir(), 'netinv-addmodel-'))
  try {
    for (const p of ['package.json', 'tsconfig.json', 'drizzle.config.ts', 'codegen', 'models', 'src', 'drizzle'])
      cpSync(join(projectRoot, p), join(dir, p), { recursive: true })
    symlinkSync(join(projectRoot, 'node_modules'), join(dir, 'node_modules'))
    writeFileSync(join(dir, 'models/extras/widget.ts'), WIDGET)

    const run = (cmd: string, args: string[]) => execFileSync(cmd, args, { cwd: dir, encoding: 'utf8', stdio: ['ignore', 'pipe', 'pipe'] })
    run(process.execPath, ['--import', 'tsx', 'codegen/cli.ts'])
    run(process.execPath, [join(projectRoot, 'node_modules/drizzle-kit/bin.cjs'), 'generate', '--config', 'drizzle.config.ts', '--name', 'widget'])

    // Nothing outside src/generated/ differs from the real project.
    const handWritten = files(join(projectRoot, 'src')).filter((f) => !f.startsWith('generated/'))
    for (const f of handWritten) assert.equal(readFileSync(join(dir, 'src', f), 'utf8'), readFileSync(join(projectRoot, 'src', f), 'utf8'), f)
    assert.ok(files(join(dir, 'src')).includes('generated/schemas/extras/widget.ts'))

    writeFileSync(join(dir, 'probe.mts'), PROBE)
    const out = JSON.parse(run(process.execPath, ['--import', 'tsx', 'probe.mts']).trim().split('\n').pop()!)
    assert.equal(out.create[0], 201, JSON.stringify(out.create))
    assert.equal(out.create[1].status.value, 'on')
    assert.equal(out.create[1].site.slug, 's1')
    assert.equal(out.create[1].url, 'http://localhost:80/api/extras/widgets/1/')
    assert.deepEqual(out.bad, [400, { size: ['Ensure this value is less than or equal to 10.'], status: ['x is not a valid choice.'] }])
    assert.equal(out.list[0], 200)
    assert.equal(out.list[1].count, 1)
    assert.deepEqual(out.tree, [
      ['w1', 0, 1, null],
      ['w3', 1, 2, 0],
      ['w4', 2, 0, 1],
      ['w5', 2, 0, 1],
    ])
    assert.equal(out.index.widgets, 'http://localhost:80/api/extras/widgets/')
    assert.deepEqual(out.schema.sort(), ['/api/extras/widgets/', '/api/extras/widgets/{id}/'])
    assert.equal(out.cascade, 204)
    assert.equal(out.after, 0)
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
})

// `npm run check:layers` on a scratch src/ folder: a forbidden import and an import cycle are
// reported with file and line; type-only imports and dynamic imports count; a KNOWN entry that no
// longer occurs is reported too. And the project's own src/ passes.
import assert from 'node:assert/strict'
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { dirname, join } from 'node:path'
import { after, test } from 'node:test'
import { check } from '../../scripts/check-layers.js'
import { projectRoot } from '../../src/db/paths.js'

const dirs: string[] = []
after(() => dirs.forEach((d) => rmSync(d, { recursive: true, force: true })))

function scratch(files: Record<string, string>): string {
  const dir = mkdtempSync(join(tmpdir(), 'netinv-layers-'))
  dirs.push(dir)
  for (const [path, text] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, 'src', path)), { recursive: true })
    writeFileSync(join(dir, 'src', path), text)
  }
  return join(dir, 'src')
}

test('the project passes', () => {
  assert.deepEqual(check(join(projectRoot, 'src')), [])
})

test('forbidden imports are named with file and line', () => {
  const src = scratch({
    'api/reply.ts': 'export const x = 1\n',
    'engine/read.ts': "import { x } from '../api/reply.js'\nexport const y = x\n",
    'engine/types.ts': "import type { x } from '../domain/rules.js'\nexport type T = typeof x\n",
    'domain/rules.ts': "export const x = 1\nexport const later = () => import('../web/page.js')\n",
    'web/page.ts': 'export const p = 1\n',
    'auth/login.ts': "export { x } from '../api/reply.js'\n",
    'api/ok.ts': "import { y } from '../engine/read.js'\nexport const z = y\n",
  })
  assert.deepEqual(check(src, {}).sort(), [
    'src/auth/login.ts:1: src/auth must not import src/api (src/api/reply.ts)',
    'src/domain/rules.ts:2: src/domain must not import src/web (src/web/page.ts)',
    'src/engine/read.ts:1: src/engine must not import src/api (src/api/reply.ts)',
    'src/engine/types.ts:1: src/engine must not import src/domain (src/domain/rules.ts)',
  ])
})

test('an import cycle is named with the imports that close it; a stale KNOWN entry is reported', () => {
  const src = scratch({
    'engine/a.ts': "import { b } from './b.js'\nexport const a = () => b\n",
    'engine/b.ts': "import { c } from './c.js'\nexport const b = c\n",
    'engine/c.ts': "import type { a } from './a.js'\nexport const c = 1 as unknown as typeof a\n",
  })
  const [cycle, ...rest] = check(src, { 'src/engine/a.ts -> src/api/x.ts': 'gone' })
  assert.match(cycle, /^import cycle among src\/engine\/a\.ts, src\/engine\/b\.ts, src\/engine\/c\.ts:/)
  assert.match(cycle, /src\/engine\/c\.ts:1 → src\/engine\/a\.ts/)
  assert.deepEqual(rest, ['src/engine/a.ts -> src/api/x.ts: listed in KNOWN (scripts/check-layers.ts) but no longer occurs: delete the entry'])
})

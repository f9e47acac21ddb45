// The README's "Endpoints served today" names every model of the registry under its app, by its
// plural name, so the list a reader trusts cannot drift from what is served.
import assert from 'node:assert/strict'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { test } from 'node:test'
import { projectRoot } from '../../src/db/paths.js'
import { registry } from '../../src/generated/registry.js'

const readme = readFileSync(join(projectRoot, 'README.md'), 'utf8')

/** The bullet of each app in that section ("- **dcim**: …" up to the next bullet), flattened. */
function appBullets(): Map<string, string> {
  const start = readme.indexOf('Endpoints served today')
  assert.ok(start >= 0, 'README lost its "Endpoints served today" section')
  const section = readme.slice(start, readme.indexOf('\n\n', readme.indexOf('\n- **', start)))
  const bullets = new Map<string, string>()
  for (const part of section.split(/\n- \*\*/).slice(1)) {
    const app = part.slice(0, part.indexOf('**'))
    bullets.set(app, part.toLowerCase().replace(/\s+/g, ' '))
  }
  return bullets
}

test('README lists every served model under its app', () => {
  const bullets = appBullets()
  const missing = Object.values(registry)
    .filter((m) => !(bullets.get(m.key.split('.')[0]) ?? '').includes(m.verbosePlural.toLowerCase()))
    .map((m) => `${m.key} ("${m.verbosePlural}")`)
  assert.deepEqual(missing, [], 'add these to README.md, "Endpoints served today"')
})

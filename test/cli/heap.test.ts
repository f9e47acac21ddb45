// HEAP_GROWTH_PERCENT: `netinv` holds V8's heap growth to this factor (src/cli/heap.ts). The same
// workload (30 MB kept, rows promoted and dropped) runs in two child processes, with V8's own factor
// (`0`) and with the default (50%); the held growth must end with a smaller heap.
import assert from 'node:assert/strict'
import { execFileSync, spawnSync } from 'node:child_process'
import { test } from 'node:test'
import { projectRoot } from '../../src/db/paths.js'
import { loadConfig } from '../../src/config.js'

const WORKLOAD = `
import { limitHeapGrowth } from './src/cli/heap.ts'
import { loadConfig } from './src/config.ts'
limitHeapGrowth(loadConfig().heapGrowthPercent)
const keep = []
for (let i = 0; i < 300_000; i++) keep.push({ i, s: 'x' + i })
let peak = 0
const hold = []
for (let round = 0; round < 40; round++) {
  hold.push(Array.from({ length: 50_000 }, (_, j) => ({ j, s: 'y' + j, a: [j, j + 1] })))
  if (hold.length > 4) hold.shift()
  peak = Math.max(peak, process.memoryUsage().heapTotal)
}
console.log(JSON.stringify({ peakMb: peak / 1e6, kept: keep.length }))
`

function peakHeapMb(percent: string | undefined): number {
  const env: NodeJS.ProcessEnv = { ...process.env, SECRET_KEY: 'heap-test-secret-key-heap-test-secret-key-0123456789' }
  delete env.HEAP_GROWTH_PERCENT
  if (percent !== undefined) env.HEAP_GROWTH_PERCENT = percent
  const out = execFileSync(process.execPath, ['--import', 'tsx', '--input-type=module', '-e', WORKLOAD], { cwd: projectRoot, env, encoding: 'utf8' })
  return (JSON.parse(out.trim().split('\n').at(-1)!) as { peakMb: number }).peakMb
}

test("HEAP_GROWTH_PERCENT: 50 by default, 0 for V8's own factor, an integer ≥ 0", () => {
  assert.equal(loadConfig({}).heapGrowthPercent, 50)
  assert.equal(loadConfig({ HEAP_GROWTH_PERCENT: '0' }).heapGrowthPercent, 0)
  assert.equal(loadConfig({ HEAP_GROWTH_PERCENT: '120' }).heapGrowthPercent, 120)
  assert.throws(() => loadConfig({ HEAP_GROWTH_PERCENT: '-5' }), /HEAP_GROWTH_PERCENT must be an integer ≥ 0/)
})

test("the default growth ends the same workload with a smaller heap than V8's own factor", () => {
  const own = peakHeapMb('0')
  const held = peakHeapMb(undefined)
  assert.ok(held < own * 0.85, `peak heap ${held.toFixed(0)} MB by default, ${own.toFixed(0)} MB with V8's own growth`)
})

test('netinv refuses a bad HEAP_GROWTH_PERCENT at start', () => {
  const r = spawnSync(process.execPath, ['bin/netinv.js', 'migrate'], { cwd: projectRoot, env: { ...process.env, HEAP_GROWTH_PERCENT: 'lots' }, encoding: 'utf8', timeout: 60_000 })
  assert.notEqual(r.status, 0)
  assert.match(r.stderr, /HEAP_GROWTH_PERCENT must be an integer/)
})

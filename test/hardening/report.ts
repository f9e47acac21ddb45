// Prints the figures the last hardening run measured (.test-cache/hardening/*.json), one block per
// test and database: `npm run hardening:report`.
import { existsSync, readdirSync, readFileSync } from 'node:fs'
import { join } from 'node:path'
import { reportDir } from './settings.js'

const round = (v: unknown) => (typeof v === 'number' && !Number.isInteger(v) ? Math.round(v * 10) / 10 : v)

if (!existsSync(reportDir) || !readdirSync(reportDir).length) {
  console.log('no hardening figures yet: run `npm run test:hardening` first')
  process.exit(0)
}
console.log('Hardening figures (from the last run of each test)')
for (const file of readdirSync(reportDir).filter((f) => f.endsWith('.json')).sort()) {
  const figures = JSON.parse(readFileSync(join(reportDir, file), 'utf8')) as Record<string, unknown>
  const { name, db, at, ...rest } = figures
  console.log(`\n${name} on ${db} (${at})`)
  for (const [k, v] of Object.entries(rest)) console.log(`  ${k.padEnd(24)} ${typeof v === 'object' ? JSON.stringify(v) : round(v)}`)
}

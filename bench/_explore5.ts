import postgres from 'postgres'
import { readFileSync } from 'node:fs'
import { withDatabase, adminUrl } from './db.js'
const sql = postgres(withDatabase(adminUrl(), 'netinv_bench'), { max: 1 })
const text = readFileSync('/tmp/devq.sql', 'utf8')
const noParam = text.replace('$1', '50')
for (const [name, q, p] of [['param', text, [50]], ['noparam', noParam, []]] as const) {
  const ts: number[] = []
  for (let i = 0; i < 12; i++) {
    const t = performance.now()
    await sql.unsafe(q, p as never[], { prepare: true }).values()
    ts.push(Math.round(performance.now() - t))
  }
  console.log(name, ts.join(' '))
}
await sql.end()

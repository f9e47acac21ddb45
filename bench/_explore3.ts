import postgres from 'postgres'
import { compiledSelect } from '../src/engine/select.js'
import { getModel } from '../src/engine/models.js'
import { withDatabase, adminUrl } from './db.js'
const sql = postgres(withDatabase(adminUrl(), 'netinv_bench'), { max: 1 })
const m = getModel('dcim.device')
const q = compiledSelect(m, { brief: false, configContext: true }).sql + ' ORDER BY t."name", t.id LIMIT 50'
const plan = await sql.unsafe('EXPLAIN (ANALYZE, BUFFERS) ' + q)
console.log(plan.map((r) => r['QUERY PLAN']).join('\n'))
for (const text of [q, 'SELECT count(*)::int AS n FROM "dcim_device" t', compiledSelect(getModel('ipam.ipaddress'), { brief: false, configContext: false }).sql + ' ORDER BY t.address, t.id LIMIT 1000', compiledSelect(m, { brief: true, configContext: false }).sql + ' ORDER BY t."name", t.id LIMIT 50']) {
  for (let i = 0; i < 20; i++) await sql.unsafe(text, [], { prepare: true }).values()
  const t = performance.now()
  for (let i = 0; i < 200; i++) await sql.unsafe(text, [], { prepare: true }).values()
  console.log(((performance.now() - t) / 200).toFixed(3), 'ms', text.slice(0, 60))
}
await sql.end()

// The human-readable report printed at the end of a run.
import type { ProfileSummary } from './cpu-profile.js'
import type { SqlProfile, SqlTiming } from './sql-profile.js'
import { renderTable, type Row } from './table.js'

export interface CpuRow {
  scenario: string
  requests: number
  serverMsPerRequest: number
  postgresMsPerRequest: number
  loadGeneratorMsPerRequest: number
}

export interface Report {
  header: string
  rows: Row[]
  ratioLine: string
  identical: boolean
  peakLine: string
  cpuRows: CpuRow[]
  /** Absent on PGlite (measured through postgres.js against a server). */
  sql?: SqlProfile
  cpuProfile?: ProfileSummary
}

const sqlLine = (x: SqlTiming) =>
  `custom plan ${x.planningMs.toFixed(1)} ms + exec ${x.executionMs.toFixed(1)} ms; prepared round trip ${x.roundTripMs.toFixed(1)} ms`

export function printReport(r: Report): void {
  const out: string[] = ['', r.header, '', renderTable(r.rows), '', r.ratioLine]
  out.push(r.sql ? `baseline page identical to netinventory's: ${r.identical ? 'yes' : 'NO'}` : '', r.peakLine, '')
  out.push('CPU per request, ms (server process / PostgreSQL backends / load generator):')
  for (const c of r.cpuRows)
    out.push(
      `  ${c.scenario.padEnd(34)} ${c.serverMsPerRequest.toFixed(2).padStart(7)} / ${c.postgresMsPerRequest.toFixed(2).padStart(7)} / ${c.loadGeneratorMsPerRequest.toFixed(2).padStart(6)}`,
    )
  const s = r.sql
  if (s) {
    out.push('', 'SQL outside HTTP (EXPLAIN ANALYZE and prepared round trips, medians; the service runs generic plans, so a custom plan\'s planning is not paid per request):')
    out.push(`  engine devices page (50):      ${sqlLine(s.engineDevices)}`)
    out.push(`                                 planning with join_collapse_limit=1: ${s.engineDevicesPlanningFixedOrderMs.toFixed(1)} ms`)
    out.push(`  engine devices brief page:     ${sqlLine(s.engineDevicesBrief)}`)
    out.push(`  engine devices count(*):       ${sqlLine(s.engineCount)}`)
    out.push(`  engine ip-addresses page 1000: ${sqlLine(s.engineIpAddresses1000)}`)
    out.push(`  baseline devices page (50):    ${sqlLine(s.baselineDevices)}`)
    out.push(`  engine row mapping + JSON.stringify: devices page ${s.engineMapDevicesMs.toFixed(2)} ms, ip-addresses 1000 ${s.engineMapIpAddresses1000Ms.toFixed(2)} ms`)
  }
  if (r.cpuProfile) {
    const p = r.cpuProfile
    out.push('', `CPU profile of netinventory, ${p.totalMs} ms busy (${p.file}); self time by area:`)
    for (const a of p.byArea.slice(0, 12)) out.push(`  ${a.pct.toFixed(1).padStart(5)}%  ${a.name}`)
    out.push('top functions (self time):')
    for (const f of p.byFunction.slice(0, 15)) out.push(`  ${f.pct.toFixed(1).padStart(5)}%  ${f.name}`)
  }
  console.log(out.join('\n'))
}

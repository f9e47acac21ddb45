// Where a list request's time goes, outside HTTP: the engine's SQL (planning vs execution, from
// EXPLAIN ANALYZE), the baseline's SQL, and the engine's row mapping + JSON encoding in JS.
import postgres from 'postgres'
import type { Param } from '../src/db/types.js'
import { PLANNER_SETTINGS } from '../src/db/planner.js'
import { openPostgres } from '../src/db/postgres.js'
import { orderBy } from '../src/engine/filters.js'
import { getModel } from '../src/engine/models.js'
import { compiledSelect, type Representation } from '../src/engine/select.js'
import { mapRows } from '../src/engine/read.js'
import { BASELINE_DEVICES_SQL } from './baseline-query.js'
import { percentile } from './measure.js'

export interface SqlTiming {
  planningMs: number
  executionMs: number
  /** Wall time of the statement as the server sends it (prepared, postgres.js), median. */
  roundTripMs: number
}

export interface SqlProfile {
  engineDevices: SqlTiming
  engineDevicesBrief: SqlTiming
  engineCount: SqlTiming
  engineIpAddresses1000: SqlTiming
  baselineDevices: SqlTiming
  /** The engine's compiled row readers + JSON.stringify for one page, in this process. */
  engineMapDevicesMs: number
  engineMapIpAddresses1000Ms: number
  /** Planning time of the engine's device query with join_collapse_limit = 1 (join order as written). */
  engineDevicesPlanningFixedOrderMs: number
}

function engineListSql(key: string, rep: Representation, limit: number): string {
  const m = getModel(key)
  const order = orderBy(m, undefined)
  // The same statement as src/engine/read.ts: the page first, then the joins over its rows, and the
  // LIMIT a literal. As a parameter, the generic plan of the device page at ×10 took 5 s (the
  // service's statement: 7.5 ms).
  return `${compiledSelect(m, rep).page(`(SELECT * FROM ${m.table} t ORDER BY ${order} LIMIT ${limit})`)} ORDER BY ${order}`
}

async function timeSql(sql: postgres.Sql, text: string, params: Param[], runs: number): Promise<SqlTiming> {
  const plan: number[] = []
  const exec: number[] = []
  const wall: number[] = []
  for (let i = 0; i < runs; i++) {
    const [row] = await sql.unsafe(`EXPLAIN (ANALYZE, SUMMARY, FORMAT JSON) ${text}`, params as never[])
    const out = (row['QUERY PLAN'] as Array<{ 'Planning Time': number; 'Execution Time': number }>)[0]
    plan.push(out['Planning Time'])
    exec.push(out['Execution Time'])
  }
  for (let i = 0; i < runs + 10; i++) {
    const started = performance.now()
    await sql.unsafe(text, params as never[], { prepare: true, simple: false } as postgres.UnsafeQueryOptions).values()
    if (i >= 10) wall.push(performance.now() - started)
  }
  return { planningMs: percentile(plan, 50), executionMs: percentile(exec, 50), roundTripMs: percentile(wall, 50) }
}

async function timeMapping(url: string, key: string, rep: Representation, limit: number, runs: number): Promise<number> {
  const db = openPostgres(url, 1)
  try {
    const sel = compiledSelect(getModel(key), rep)
    const rows = await db.rows(engineListSql(key, rep, limit), [])
    const times: number[] = []
    for (let i = 0; i < runs + 20; i++) {
      const started = performance.now()
      const results = await mapRows(db, sel, rows, 'http://127.0.0.1:8000')
      JSON.stringify({ count: 0, next: null, previous: null, results })
      if (i >= 20) times.push(performance.now() - started)
    }
    return percentile(times, 50)
  } finally {
    await db.close()
  }
}

export async function profileSql(url: string, runs = 20): Promise<SqlProfile> {
  // The service's own session settings, so the plans are the ones it runs.
  const sql = postgres(url, { max: 1, onnotice: () => {}, connection: PLANNER_SETTINGS })
  const full: Representation = { brief: false, configContext: true }
  try {
    const devices = engineListSql('dcim.device', full, 50)
    const profile: Omit<SqlProfile, 'engineMapDevicesMs' | 'engineMapIpAddresses1000Ms' | 'engineDevicesPlanningFixedOrderMs'> = {
      engineDevices: await timeSql(sql, devices, [], runs),
      engineDevicesBrief: await timeSql(sql, engineListSql('dcim.device', { brief: true, configContext: false }, 50), [], runs),
      engineCount: await timeSql(sql, 'SELECT count(*)::int AS n FROM "dcim_device" t', [], runs),
      engineIpAddresses1000: await timeSql(sql, engineListSql('ipam.ipaddress', { brief: false, configContext: false }, 1000), [], runs),
      baselineDevices: await timeSql(sql, BASELINE_DEVICES_SQL, [50, 0], runs),
    }
    await sql.unsafe('SET join_collapse_limit = 1')
    const fixed = await timeSql(sql, devices, [], Math.max(3, Math.floor(runs / 4)))
    await sql.unsafe('RESET join_collapse_limit')
    return {
      ...profile,
      engineDevicesPlanningFixedOrderMs: fixed.planningMs,
      engineMapDevicesMs: await timeMapping(url, 'dcim.device', full, 50, 200),
      engineMapIpAddresses1000Ms: await timeMapping(url, 'ipam.ipaddress', { brief: false, configContext: false }, 1000, 50),
    }
  } finally {
    await sql.end({ timeout: 5 })
  }
}

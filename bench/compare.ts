// The regression guard: each run's rows against the committed results (bench/committed.json),
// printed as a change per scenario. `BENCH_COMMIT=1` makes this run the committed one (commit the
// file with the change that earned it; runs on a busy machine should not be committed).
import { existsSync, readFileSync } from 'node:fs'
import type { Row } from './table.js'

interface Committed {
  date: string
  environment?: { loadAverageBefore?: number }
  rows: Row[]
}

/** The figure a scenario is judged by: throughput where it has one, else its time (lower is better). */
function figure(r: Row): { value: number; higherIsBetter: boolean } | undefined {
  if (r.reqPerSec !== null && Number.isFinite(r.reqPerSec)) return { value: r.reqPerSec, higherIsBetter: true }
  if (r.p50 !== null && Number.isFinite(r.p50)) return { value: r.p50, higherIsBetter: false }
  return undefined
}

export function loadCommitted(file: string): Committed | undefined {
  if (!existsSync(file)) return undefined
  return JSON.parse(readFileSync(file, 'utf8')) as Committed
}

/** Lines comparing `rows` with the committed run; a change for the worse beyond 10% is flagged. */
export function compareLines(rows: Row[], committed: Committed | undefined): string[] {
  if (!committed) return ['no committed results (bench/committed.json) to compare with; BENCH_COMMIT=1 writes them']
  const before = new Map(committed.rows.map((r) => [r.scenario, r]))
  const out = [`change against the committed results of ${committed.date} (load average then ${committed.environment?.loadAverageBefore?.toFixed(2) ?? '?'}):`]
  for (const r of rows) {
    const now = figure(r)
    const old = before.get(r.scenario)
    const was = old && figure(old)
    if (!now || !was || was.value === 0) {
      out.push(`  ${r.scenario}: new`)
      continue
    }
    const better = now.higherIsBetter ? now.value / was.value : was.value / now.value
    const pct = (better - 1) * 100
    const unit = now.higherIsBetter ? 'req/s' : 'ms'
    out.push(`  ${r.scenario}: ${was.value.toFixed(1)} → ${now.value.toFixed(1)} ${unit} (${pct >= 0 ? '+' : ''}${pct.toFixed(0)}%${pct < -10 ? ', WORSE' : ''})`)
  }
  return out
}

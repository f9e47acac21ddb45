// Printing the results table and writing them as JSON.
import { mkdirSync, writeFileSync } from 'node:fs'
import { dirname } from 'node:path'

export interface Row {
  scenario: string
  reqPerSec: number | null
  p50: number | null
  p99: number | null
  non2xx: number | null
  peakRssMb: number | null
  note?: string
}

const fmt = (v: number | null, digits = 1) => (v === null || Number.isNaN(v) ? '-' : v.toFixed(digits))

export function renderTable(rows: Row[]): string {
  const header = ['scenario', 'req/s', 'p50 ms', 'p99 ms', 'non-2xx', 'peak RSS MB']
  const body = rows.map((r) => [
    r.scenario + (r.note ? ` (${r.note})` : ''),
    fmt(r.reqPerSec),
    fmt(r.p50),
    fmt(r.p99),
    r.non2xx === null ? '-' : String(r.non2xx),
    fmt(r.peakRssMb),
  ])
  const widths = header.map((h, i) => Math.max(h.length, ...body.map((b) => b[i].length)))
  const line = (cells: string[]) => cells.map((c, i) => (i === 0 ? c.padEnd(widths[i]) : c.padStart(widths[i]))).join('  ')
  return [line(header), widths.map((w) => '-'.repeat(w)).join('  '), ...body.map(line)].join('\n')
}

export function writeJson(file: string, data: unknown): void {
  mkdirSync(dirname(file), { recursive: true })
  writeFileSync(file, JSON.stringify(data, null, 2) + '\n')
}

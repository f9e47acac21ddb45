// Summarises a V8 .cpuprofile (node --cpu-prof) by self time: per area and per function.
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'

interface ProfileNode {
  id: number
  callFrame: { functionName: string; url: string; lineNumber: number }
  hitCount?: number
}
interface CpuProfile {
  nodes: ProfileNode[]
  samples: number[]
  timeDeltas: number[]
}

export interface Share {
  name: string
  ms: number
  pct: number
}

export interface ProfileSummary {
  file: string
  totalMs: number
  byArea: Share[]
  byFunction: Share[]
}

function area(url: string, fn: string): string {
  if (!url) return fn.startsWith('(') ? fn : '(native)'
  // The compiled tree (scripts/build.mjs) stands for the sources it was built from.
  const compiled = /node_modules\/\.cache\/netinventory\/[0-9a-f]+\//
  if (compiled.test(url)) url = url.replace(compiled, '').replace(/\.js$/, '.ts')
  const nm = /node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(url)
  if (nm) return nm[1]
  const own = /\/work\/(?:main|wt\/[^/]+)\/(.+)$/.exec(url.replace(/^file:\/\//, ''))
  if (own) return own[1].replace(/^src\//, 'src/')
  if (url.startsWith('node:')) return 'node:' + url.slice(5).split('/')[0]
  return url
}

function top(map: Map<string, number>, total: number, n: number): Share[] {
  return [...map]
    .sort((a, b) => b[1] - a[1])
    .slice(0, n)
    .map(([name, us]) => ({ name, ms: Math.round(us / 1000), pct: Math.round((us / total) * 1000) / 10 }))
}

export function summarise(file: string, n = 15): ProfileSummary {
  const p = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile
  const byId = new Map(p.nodes.map((x) => [x.id, x]))
  const self = new Map<number, number>()
  let total = 0
  p.samples.forEach((id, i) => {
    const dt = p.timeDeltas[i] ?? 0
    self.set(id, (self.get(id) ?? 0) + dt)
    total += dt
  })
  const areas = new Map<string, number>()
  const fns = new Map<string, number>()
  let idle = 0
  for (const [id, us] of self) {
    const { functionName, url, lineNumber } = byId.get(id)!.callFrame
    if (functionName === '(idle)') {
      idle += us
      continue
    }
    const a = area(url, functionName)
    areas.set(a, (areas.get(a) ?? 0) + us)
    const f = `${functionName || '(anonymous)'} ${a}${url ? `:${lineNumber + 1}` : ''}`
    fns.set(f, (fns.get(f) ?? 0) + us)
  }
  const busy = total - idle
  return { file, totalMs: Math.round(busy / 1000), byArea: top(areas, busy, n), byFunction: top(fns, busy, n) }
}

/** The main thread's profile of process `pid` (tsx's loader thread writes a smaller second one). */
export function mainThreadProfile(dir: string, pid: number): string | undefined {
  const files = readdirSync(dir)
    .filter((f) => f.endsWith('.cpuprofile') && f.includes(`.${pid}.`))
    .map((f) => join(dir, f))
  return files.sort((a, b) => statSync(b).size - statSync(a).size)[0]
}

// HEAP_GROWTH_PERCENT: V8 lets the heap grow by up to 4× what its last full collection kept, so a
// server that has just answered eight 1,000-row pages at once holds hundreds of megabytes it no
// longer needs (peak RSS over `npm run bench` with V8's own factor: 420–560 MB). Holding the growth
// to 50% (the default) brings that peak to about 250 MB. Since large bodies are encoded in pieces
// (src/api/json-bytes.ts) the held growth costs little CPU: the same as V8's factor on a single
// POST and a 50-device page, less on a 1,000-address page, about 15% more on a bulk POST of 1,000
// objects (alternating runs, 2026-11-29). `0` leaves V8's own factor, for hosts with memory to
// spare. A growth factor, unlike a heap limit (--max-old-space-size), cannot make a busy server run
// out of memory; it only collects sooner. V8 reads the flag at every collection, so it can be set
// once running.
import { setFlagsFromString } from 'node:v8'

export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`)
}

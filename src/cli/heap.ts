// HEAP_GROWTH_PERCENT: V8 lets the heap grow by up to 4× what its last full collection kept, so a
// server that has just answered eight 1,000-row pages at once holds hundreds of megabytes it no
// longer needs (peak RSS over the bench: 420 MB). Holding the growth to 50% brings that peak to
// about 230 MB, but any fixed factor costs 20–90% more server CPU on requests that allocate much
// (a 1,000-address page, a bulk POST, a single POST), so V8's own factor stays the default and
// the setting is for deployments short of memory. A growth factor, unlike a heap limit
// (--max-old-space-size), cannot make a busy server run out of memory; it only collects sooner.
// V8 reads the flag at every collection, so it can be set once running.
import { setFlagsFromString } from 'node:v8'

export function limitHeapGrowth(percent: number): void {
  if (percent > 0) setFlagsFromString(`--heap-growing-percent=${percent}`)
}

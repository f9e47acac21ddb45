// What the write path reports about every object it creates, updates or deletes, inside the
// write's transaction. Change records and webhook events are built from these; the permission
// guard uses the same moment to check the written rows against the caller's constraints.
import type { Queryable } from '../db/types.js'
import type { Conditions } from './filters.js'
import type { ModelDef } from '../registry/types.js'
import { DISPLAY_PLACEHOLDER } from './display.js'
import type { Snapshot } from './snapshot.js'

export type ChangeAction = 'create' | 'update' | 'delete'

export interface Change {
  action: ChangeAction
  model: ModelDef
  id: number
  /** The object's display string when the change happened. */
  repr: string
  pre: Snapshot | null
  post: Snapshot | null
}

export interface ChangeSink {
  /** Called once per write operation with all its changes, in the write's transaction. */
  record(tx: Queryable, changes: Change[]): Promise<void>
  /**
   * Called before a delete runs, with every object it will remove (cascades included), so the sink
   * can read what it needs of them (webhooks send the deleted object's REST representation).
   */
  capture?(tx: Queryable, model: ModelDef, ids: number[]): Promise<void>
  /**
   * Runs `work` (which ends by recording) after the recording already deferred, without the write
   * waiting for it; all of it is done before the transaction commits, and its failure fails the
   * transaction. Without it, the write path records in line.
   */
  defer?(work: () => Promise<void>): void
}

export interface WriteGuard {
  /** Refuse (throw) when rows written by `action` fall outside what the caller may touch. */
  check(tx: Queryable, model: ModelDef, ids: number[], action: ChangeAction): Promise<void>
  /** Related objects named by attributes are looked up only among the rows this returns. */
  visible?: (model: ModelDef) => Promise<((c: Conditions) => void) | undefined>
}

/** The display string from a snapshot, using the model's display templates (local fields only). */
export function displayOf(m: ModelDef, snap: Snapshot | null, id: number): string {
  if (!snap) return String(id)
  outer: for (const t of m.display) {
    let s = ''
    let last = 0
    // `{fk.name}` is not in a snapshot: such a template gives way to the next one.
    for (const match of t.matchAll(DISPLAY_PLACEHOLDER)) {
      const v = match[1] === 'id' ? id : snap[match[1]]
      if (v === null || v === undefined || v === '') continue outer
      s += t.slice(last, match.index) + String(v)
      last = match.index! + match[0].length
    }
    return s + t.slice(last)
  }
  return String(id)
}

// What the database holds that is made from the registry when the app starts, not by a migration:
// the views of view models (views.ts) and the triggers keeping tree levels, stored counts and the
// config contexts' cache generation (triggers.ts). One entry, so that the app's start and
// `netinv migrate` make the same things.
import type { Db } from '../db/types.js'
import { syncTriggers } from './triggers.js'
import { syncViews } from './views.js'

/** Idempotent; one query per kind when nothing changed. */
export async function syncRegistrySchema(db: Db): Promise<void> {
  await syncViews(db) // extras.taggeditem over every tag join table
  await syncTriggers(db)
}

// Generations of what a process caches from the database (core_cache_generation): a counter per
// cache, bumped by triggers in the writing transaction itself (src/engine/triggers.ts), so every
// process, whatever wrote, sees in a read's own snapshot whether its copy is current. `config_context`
// counts changes to config contexts, their assignments and the trees they are assigned to
// (src/engine/config-context.ts).
// drizzle-kit reads this file beside src/generated/db/ (see drizzle.config.ts).
import { bigint, pgTable, varchar } from 'drizzle-orm/pg-core'

export const coreCacheGeneration = pgTable('core_cache_generation', {
  name: varchar('name', { length: 50 }).primaryKey(),
  generation: bigint('generation', { mode: 'number' }).notNull().default(0),
})

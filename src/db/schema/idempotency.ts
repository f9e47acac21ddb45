// Idempotency keys (`Idempotency-Key` on writes, src/ops/idempotency.ts): a write's result stored
// with its key in the write's own transaction, so a retry gets the same answer without writing again.
import { char, index, integer, pgTable, serial, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'
import { usersUser } from '../../generated/db/users.js'

export const coreIdempotencyKey = pgTable(
  'core_idempotency_key',
  {
    id: serial('id').primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => usersUser.id, { onDelete: 'cascade' }),
    key: varchar('key', { length: 255 }).notNull(),
    // SHA-256 of method, path and body: the same key with another request is refused.
    fingerprint: char('fingerprint', { length: 64 }).notNull(),
    // The operation's result, sealed with SECRET_KEY (it may hold a token key shown once).
    result: text('result'),
    created: timestamp('created', { withTimezone: true }).defaultNow().notNull(),
  },
  // The unique index is also the wait: a second request with a key whose first is still running
  // blocks on it until the first commits (then replays) or rolls back (then runs).
  (t) => [uniqueIndex('core_idempotency_key_user_key').on(t.user_id, t.key), index('core_idempotency_key_created_idx').on(t.created)],
)

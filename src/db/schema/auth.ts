// Tables the engine keeps for itself (not API models): browser sessions and login throttling.
// drizzle-kit reads this file beside src/generated/db/ (see drizzle.config.ts).
import { index, integer, pgTable, timestamp, varchar } from 'drizzle-orm/pg-core'
import { usersUser } from '../../generated/db/users.js'

/** Cookie sessions live in the database so that any API process can serve any browser. */
export const authSession = pgTable(
  'auth_session',
  {
    // SHA-256 of the session cookie's value: a stolen database does not yield live cookies.
    id: varchar('id', { length: 64 }).primaryKey(),
    user_id: integer('user_id')
      .notNull()
      .references(() => usersUser.id, { onDelete: 'cascade' }),
    csrf_token: varchar('csrf_token', { length: 64 }).notNull(),
    created: timestamp('created', { withTimezone: true }).defaultNow().notNull(),
    expires: timestamp('expires', { withTimezone: true }).notNull(),
  },
  (t) => [index('auth_session_user_id_idx').on(t.user_id), index('auth_session_expires_idx').on(t.expires)],
)

/** Failed sign-in and token-provisioning attempts per client address, in fixed one-minute windows. */
export const authThrottle = pgTable('auth_throttle', {
  key: varchar('key', { length: 200 }).primaryKey(),
  window_start: timestamp('window_start', { withTimezone: true }).notNull(),
  count: integer('count').notNull(),
})

// Per-user preferences behind /api/users/config/ (NetBox's UserConfig: private, not an API model).
import { integer, jsonb, pgTable } from 'drizzle-orm/pg-core'
import { usersUser } from '../../generated/db/users.js'

export const usersUserConfig = pgTable('users_userconfig', {
  user_id: integer('user_id')
    .primaryKey()
    .references(() => usersUser.id, { onDelete: 'cascade' }),
  data: jsonb('data').notNull().default({}),
})

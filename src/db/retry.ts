// Deadlocks (40P01) and serialisation failures (40001) are transient: PostgreSQL rolled the whole
// transaction back, so running it again from the start is safe. The engine does that a few times
// (DB_TRANSACTION_ATTEMPTS) before the client sees a 409.
import { setTimeout as sleep } from 'node:timers/promises'
import { pgErrorOf, type Db } from './types.js'

export const isRetryableTransactionError = (e: unknown): boolean => {
  const code = pgErrorOf(e)?.code
  return code === '40001' || code === '40P01'
}

export function retryingTransactions(db: Db, attempts: number): Db {
  if (attempts <= 1) return db
  // Delegates through the prototype, so everything else stays the wrapped database's own (and
  // anything that observes or replaces its methods later sees every call).
  const wrapped: Db = Object.create(db) as Db
  return Object.assign(wrapped, {
    async transaction(fn: Parameters<Db['transaction']>[0]) {
      for (let attempt = 1; ; attempt++) {
        try {
          return await db.transaction(fn)
        } catch (e) {
          if (attempt >= attempts || !isRetryableTransactionError(e)) throw e
          // A little jitter so two transactions that deadlocked do not collide again in step.
          await sleep(5 * attempt + Math.random() * 20)
        }
      }
    },
  })
}

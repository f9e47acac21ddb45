// Counting the SQL statements the app sends (query-count baselines, GraphQL batching checks, cursor
// pagination; the steady-state authentication test uses `isBackground` in its own wrapper): wrap
// the app's database with `countStatements` (testApp's `wrapDb`), then read `log.statements`
// gathered while `log.counting` was on. Transactions' statements count too. Statements on the
// webhook queue's tables do not: they are background work that may land in any window, not the
// request's (the delivery workers' fetch and completion on the app's connections, and, on PGlite,
// pg-boss's maintenance through the same connection).
import type { Db, Queryable } from '../../src/db/types.js'
import { QUEUE_SCHEMA } from '../../src/events/queue.js'

const BACKGROUND = new RegExp(`\\b${QUEUE_SCHEMA}\\.`)

/** A statement of the webhook queue's background work, not of any request. */
export function isBackground(text: string): boolean {
  return BACKGROUND.test(text)
}

export interface StatementLog {
  statements: string[]
  counting: boolean
}

export function countStatements<T extends Queryable>(q: T, log: StatementLog): T {
  return new Proxy(q, {
    get(target, prop, receiver) {
      const v = Reflect.get(target, prop, receiver)
      if (prop === 'query' || prop === 'rows' || prop === 'exec')
        return (text: string, ...rest: unknown[]) => {
          if (log.counting && !isBackground(text)) log.statements.push(text.replace(/\s+/g, ' ').trim())
          return (v as (...a: unknown[]) => unknown).call(target, text, ...rest)
        }
      if (prop === 'transaction') return (fn: (tx: Queryable) => Promise<unknown>) => (target as unknown as Db).transaction((tx) => fn(countStatements(tx, log)))
      return typeof v === 'function' ? v.bind(target) : v
    },
  })
}

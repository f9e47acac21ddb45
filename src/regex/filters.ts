// The `__regex`/`__iregex` list filters run in the database (PostgreSQL's `~`/`~*`, as in NetBox).
// A pattern chosen to be slow made one list take 4–7 s and thirty of them starved everyone else.
// Two bounds:
//   - before the query, the pattern's shape (pg-shape.ts): bounded repetitions may add at most
//     MAX_REGEX_EXPANSION copies of atoms (`a{1,255}` is fine, `(a{1,100}){1,100}` is not), and
//     on PGlite, which runs on the server's own thread and has no statement timeout, a pattern
//     may not use backreferences (PostgreSQL's engine searches for them);
//   - on PostgreSQL, the list's statements run with `statement_timeout` = DB_REGEX_TIMEOUT_MS.
// Either way the answer is a 400 naming the parameter.
import { pgErrorOf, type Db, type Queryable } from '../db/types.js'
import { type FieldErrors, ValidationError } from '../engine/errors.js'
import { pgRegexShape } from './pg-shape.js'

export const MAX_REGEX_EXPANSION = 256

const isRegexParam = (name: string) => /__i?regex$/.test(name)

const values = (v: unknown): string[] => (Array.isArray(v) ? v : [v]).filter((x): x is string => typeof x === 'string')

/** The regex filter parameters of a list request that filter (an empty value filters nothing, as in NetBox). */
export function regexParams(query: Record<string, unknown>): string[] {
  return Object.keys(query).filter((k) => isRegexParam(k) && values(query[k]).some((v) => v !== ''))
}

const driverOf = (db: Queryable) => (db as Partial<Db>).driver

/** 400 naming each regex filter whose pattern would be too costly to run (see above). */
export function checkRegexFilters(query: Record<string, unknown>, db: Queryable): void {
  const errors: FieldErrors = {}
  for (const name of regexParams(query))
    for (const pattern of values(query[name])) {
      const shape = pgRegexShape(pattern)
      if (shape.expansion > MAX_REGEX_EXPANSION)
        errors[name] = [
          `This regular expression is too complex: its bounded repetitions ({m,n}) expand to ${shape.expansion} more atoms, at most ${MAX_REGEX_EXPANSION} are allowed.`,
        ]
      else if (shape.backreferences && driverOf(db) === 'pglite')
        errors[name] = ['Backreferences (\\1 … \\9) are not allowed in regular expression filters on the embedded database.']
    }
  if (Object.keys(errors).length) throw new ValidationError(errors)
}

/**
 * Run a list's statements under the regex time limit when it has regex filters (PostgreSQL only:
 * PGlite has no statement timeout). A statement cancelled by it is a 400 naming those filters.
 */
export async function withRegexTimeout<T>(db: Queryable, query: Record<string, unknown>, timeoutMs: number, run: (q: Queryable) => Promise<T>): Promise<T> {
  const names = regexParams(query)
  const pool = db as Partial<Db>
  if (!names.length || !timeoutMs || pool.driver !== 'postgres' || !pool.transaction) return run(db)
  try {
    return await pool.transaction(async (tx) => {
      await tx.query(`SELECT set_config('statement_timeout', $1, true)`, [String(timeoutMs)])
      return run(tx)
    })
  } catch (e) {
    if (pgErrorOf(e)?.code !== '57014') throw e
    const message = `This regular expression took longer than ${timeoutMs} ms to match (DB_REGEX_TIMEOUT_MS); simplify it or narrow the list with other filters.`
    throw new ValidationError(Object.fromEntries(names.map((n) => [n, [message]])))
  }
}

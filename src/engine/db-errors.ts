// Turns constraint violations raised by PostgreSQL into NetBox's validation messages, so that the
// database, not a racy pre-check, is the judge of uniqueness and of ids that do not exist.
import { pgErrorOf } from '../db/types.js'
import type { ModelDef } from '../registry/types.js'
import { ApiError, type FieldErrors } from './errors.js'

export interface MappedError {
  errors: FieldErrors
  /** The column and value named by the error, to find which item of a bulk write caused it. */
  column?: string
  value?: string
}

function titleCase(s: string): string {
  return s.replace(/_/g, ' ').replace(/\b\w/g, (c) => c.toUpperCase())
}

export function mapDbError(m: ModelDef, e: unknown): MappedError | undefined {
  const pg = pgErrorOf(e)
  if (!pg) return undefined
  const constraint = pg.constraint ?? pg.constraint_name ?? ''
  const detail = pg.detail ?? ''
  const kv = /Key \((.+?)\)=\((.*?)\)/.exec(detail)
  switch (pg.code) {
    case '23505': {
      const single = m.fields.find((f) => `${m.table}_${f.name}_key` === constraint)
      if (single) return { errors: { [single.name]: [`${m.verbose} with this ${single.label.toLowerCase()} already exists.`] }, column: kv?.[1], value: kv?.[2] }
      const set = m.unique.find((u) => u.constraint === constraint)
      if (set) {
        const labels = set.fields.map((n) => titleCase(n)).join(' and ')
        return { errors: { __all__: [`${m.className} with this ${labels} already exists.`] }, column: kv?.[1], value: kv?.[2] }
      }
      return { errors: { __all__: ['An object with these values already exists.'] } }
    }
    case '23503': {
      if (!kv) return { errors: { __all__: ['A related object does not exist.'] } }
      const column = kv[1]
      const value = kv[2]
      const f = m.fields.find((x) => x.kind === 'fk' && x.column === column)
      if (f) return { errors: { [f.name]: [`Related object not found using the provided numeric ID: ${value}`] }, column, value }
      const m2m = m.fields.find((x) => x.kind === 'm2m' && (pg.table ?? pg.table_name) === x.through && x.targetColumn === column)
      if (m2m) return { errors: { [m2m.name]: [`Invalid pk "${value}" - object does not exist.`] }, column, value }
      return { errors: { __all__: [`Related object not found: ${column}=${value}`] }, column, value }
    }
    case '23502': {
      const col = pg.column ?? pg.column_name
      const f = m.fields.find((x) => x.column === col)
      return { errors: { [f?.name ?? col ?? '__all__']: ['This field may not be null.'] } }
    }
    case '22003':
    case '22P02':
    case '22001':
    case '22007':
    case '22008':
    case '22023':
    case '22021':
    case '2201B':
    case '22P05':
      return { errors: { __all__: [`Invalid value: ${pg.message}`] } }
    case '23514':
      return { errors: { __all__: [`Constraint “${constraint}” is violated.`] } }
    default:
      return undefined
  }
}

/** Transient failures that a client may retry: serialisation conflicts, deadlocks, lock timeouts. */
export function retryableDbError(e: unknown): ApiError | undefined {
  const pg = pgErrorOf(e)
  if (pg && (pg.code === '40001' || pg.code === '40P01'))
    return new ApiError(409, { detail: 'The request conflicted with a concurrent change; please retry.' })
  if (pg?.code === '55P03') return new ApiError(409, { detail: 'The object is locked by a concurrent change; please retry.' })
  return unavailableDbError(e)
}

// Network errors of the drivers, postgres.js's own connection errors, and PostgreSQL's "shutting
// down / cannot connect now / too many connections / connection failure" classes.
const UNAVAILABLE_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  'ENOTFOUND',
  'EHOSTUNREACH',
  'EAI_AGAIN',
  'CONNECT_TIMEOUT',
  'CONNECTION_CLOSED',
  'CONNECTION_ENDED',
  'CONNECTION_DESTROYED',
  '57P01',
  '57P02',
  '57P03',
  '53300',
  '08000',
  '08001',
  '08003',
  '08004',
  '08006',
])

/** The database cannot be reached (or a statement outran DB_STATEMENT_TIMEOUT_MS): 503, retry soon. */
export function unavailableDbError(e: unknown): ApiError | undefined {
  const code = typeof e === 'object' && e !== null ? (e as { code?: unknown }).code : undefined
  if (code === '57014')
    return new ApiError(503, { detail: 'The database did not answer in time; please retry.' }, { 'retry-after': '1' })
  if (typeof code === 'string' && UNAVAILABLE_CODES.has(code))
    return new ApiError(503, { detail: 'The database is unavailable; please retry shortly.' }, { 'retry-after': '1' })
  return undefined
}


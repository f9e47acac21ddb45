// SQL text helpers. Every identifier the engine writes comes from the registry, never from a
// request, and still goes through quoting.
import type { Field, ScalarField } from '../registry/types.js'

export const q = (name: string): string => `"${name.replace(/"/g, '""')}"`

/** A string literal, its quotes doubled: for names the engine writes into SQL (model keys, custom field names); a request's values are bound. */
export const lit = (s: string): string => `'${s.replace(/'/g, "''")}'`

/**
 * A page statement's CTE of its rows (CompiledSelect.page): a grouped join for the whole page
 * restricts the rows it reads with `inPage(<the column naming the page row>)`.
 */
export const PAGE = 'page'
export const inPage = (expr: string): string => `${expr} IN (SELECT id FROM ${PAGE})`

export const TIMESTAMP_FORMAT = `'YYYY-MM-DD"T"HH24:MI:SS.US"Z"'`

export function isoTimestamp(expr: string): string {
  return `to_char(${expr} AT TIME ZONE 'UTC', ${TIMESTAMP_FORMAT})`
}

/** The SQL that reads a scalar column in its wire form, identical on both drivers. */
export function readExpr(alias: string, f: Field): string {
  const col = `${alias}.${q(f.column)}`
  switch (f.kind) {
    case 'datetime':
      return isoTimestamp(col)
    case 'date':
      return `to_char(${col}, 'YYYY-MM-DD')`
    case 'ip_address':
      return `(host(${col}) || '/' || masklen(${col}))`
    case 'ip_prefix':
      return `${col}::text`
    case 'ip_network_list':
      return `${col}::text[]`
    case 'integer_list':
      return `${col}::int[]`
    case 'decimal':
      return `${col}::float8`
    case 'bigint':
      return `${col}::float8`
    case 'token_key':
      // What names the token (NetBox's str()): a v2 token's public key, else the v1 key's masked last six characters.
      return `coalesce(${alias}.${q(f.column + '_ident')}, repeat('*', 34) || ${alias}.${q(f.column + '_hint')})`
    default:
      return col
  }
}

export function isScalar(f: Field): f is ScalarField {
  return !['choice', 'fk', 'generic', 'm2m', 'reverse_one', 'reverse_many', 'count', 'derived', 'const', 'children', 'peers', 'connected', 'object'].includes(f.kind)
}

export type SqlType = 'int' | 'bigint' | 'numeric' | 'bool' | 'text' | 'inet' | 'cidr' | 'date' | 'timestamptz'

/** The PostgreSQL type a field's values compare as, or undefined when they are not comparable scalars. */
export function columnSqlType(f: Field): SqlType | undefined {
  switch (f.kind) {
    case 'integer':
      return 'int'
    case 'bigint':
      return 'bigint'
    case 'decimal':
      return 'numeric'
    case 'boolean':
      return 'bool'
    case 'string':
    case 'slug':
    case 'text':
    case 'color':
    case 'image':
      return 'text'
    case 'choice':
      return f.valueType === 'integer' ? 'int' : 'text'
    case 'ip_address':
      return 'inet'
    case 'ip_prefix':
      return 'cidr'
    case 'date':
      return 'date'
    case 'datetime':
      return 'timestamptz'
    default:
      return undefined // json, lists, secrets, computed fields: not constrainable
  }
}

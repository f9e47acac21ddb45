// Compiles, once per model and representation, the SELECT that fetches a page in one query
// (a join per nested relation, a subquery per many-to-many list and count; in a page statement,
// one grouped join over the page for each of those instead) and the function that maps each
// result row to its wire object. Nothing here runs per row except the compiled readers.
import type { ChoiceField, Field, GenericField, ModelDef } from '../registry/types.js'
import { contextColumns, contextOf } from './config-context.js'
import { countPageJoin, countSql, DERIVED, derivedSql, pointer } from './derived.js'
import { DISPLAY_PLACEHOLDER, relatedDisplayExpr } from './display.js'
import { mediaUrl } from './media.js'
import { allModels, apiPath, getModel } from './models.js'
import { inPage, isoTimestamp, PAGE, q, readExpr } from './sql.js'

export type Row = unknown[]
export type Reader = (row: Row, base: string) => unknown

/** Where compiled readers find their columns: the main select list, or one JSON array per element. */
interface ColumnSource {
  col(expr: string): number
  join?(sql: string): void
  alias?(): string
}

class SelectList implements ColumnSource {
  readonly columns: string[] = []
  readonly joins: string[] = []
  private readonly index = new Map<string, number>()
  private aliases = 0
  col(expr: string): number {
    let i = this.index.get(expr)
    if (i === undefined) {
      i = this.columns.push(expr) - 1
      this.index.set(expr, i)
    }
    return i
  }
  private readonly fkJoins = new Map<string, string>()
  /** The alias of `table` joined on `id = from`: one join however many readers follow that key. */
  fkJoin(table: string, from: string): string {
    const key = `${table} ${from}`
    let a = this.fkJoins.get(key)
    if (a === undefined) {
      a = this.alias()
      this.join(`LEFT JOIN ${q(table)} ${a} ON ${a}.id = ${from}`)
      this.fkJoins.set(key, a)
    }
    return a
  }
  /** Columns whose text differs in a page statement (CompiledSelect.page), and that statement's own joins. */
  readonly pageColumns = new Map<number, string>()
  readonly pageJoins: string[] = []
  /** A column read as `rowExpr` by a statement of given rows, as `pageExpr` (with `pageJoin`) by a page statement. */
  pageCol(rowExpr: string, pageExpr: string, pageJoin: string): number {
    const i = this.columns.push(rowExpr) - 1
    this.pageColumns.set(i, pageExpr)
    this.pageJoins.push(pageJoin)
    return i
  }
  /** Joins whose text differs in a page statement, by index in `joins`. */
  readonly pageJoinForms = new Map<number, string>()
  /** A join written as `rowSql` in a statement of given rows, as `pageSql` in a page statement. */
  joinForms(rowSql: string, pageSql: string): void {
    this.pageJoinForms.set(this.joins.push(rowSql) - 1, pageSql)
  }
  /** Consecutive columns (not shared with equal expressions elsewhere); the index of the first. */
  block(exprs: string[]): number {
    const first = this.columns.length
    this.columns.push(...exprs)
    return first
  }
  join(sql: string): void {
    this.joins.push(sql)
  }
  alias(): string {
    return `j${++this.aliases}`
  }
}

/** The top-level select list of a statement that may be a page statement: what may read a whole page at once. */
const pageList = (src: ColumnSource, alias: string): SelectList | undefined => (src instanceof SelectList && alias === 't' ? src : undefined)

const MAX_NEST = 4

/** The column of a field of m by wire name (a generic relation's type or id field included). */
function columnOf(m: ModelDef, name: string): string {
  for (const f of m.fields) {
    if (f.name === name) return f.column
    if (f.kind === 'generic' && f.typeField === name) return f.typeColumn
    if (f.kind === 'generic' && f.idField === name) return f.idColumn
  }
  return name
}

function choiceReader(f: ChoiceField, i: number, plain: boolean): Reader {
  if (plain || f.plain) return (r) => r[i] ?? null
  const labels = new Map<unknown, string>(f.choices.map((c) => [c.value, c.label]))
  return (r) => {
    const v = r[i]
    return v === null || v === undefined ? null : { value: v, label: labels.get(v) ?? '' }
  }
}

/** The display string: the first template whose placeholders are all non-empty. */
function displayReader(src: ColumnSource, m: ModelDef, alias: string, idIdx: number): Reader {
  const templates = m.display.map((t) => {
    const parts: Array<string | { idx: number }> = []
    let last = 0
    for (const match of t.matchAll(DISPLAY_PLACEHOLDER)) {
      parts.push(t.slice(last, match.index))
      const name = match[1]
      const f = m.fields.find((x) => x.name === name)
      const stamp = !f && (name === 'created' || name === 'last_updated')
      const related = relatedDisplayExpr(m, name, alias)
      const idx = related
        ? src.col(related)
        : stamp
          ? src.col(isoTimestamp(`${alias}.${q(name)}`))
          : name === 'id' || !f
            ? idIdx
            : src.col(readExpr(alias, f))
      parts.push({ idx })
      last = match.index! + match[0].length
    }
    parts.push(t.slice(last))
    return parts
  })
  return (r) => {
    outer: for (const parts of templates) {
      let s = ''
      for (const p of parts) {
        if (typeof p === 'string') s += p
        else {
          const v = r[p.idx]
          if (v === null || v === undefined || v === '') continue outer
          s += String(v)
        }
      }
      return s
    }
    return String(r[idIdx])
  }
}

/** id, url, display (+ display_name): the head every representation starts with. */
function headReaders(src: ColumnSource, m: ModelDef, alias: string): { idIdx: number; entries: Array<[string, Reader]> } {
  const idIdx = src.col(`${alias}.id`)
  const prefix = apiPath(m)
  const display = displayReader(src, m, alias, idIdx)
  const entries: Array<[string, Reader]> = [
    ['id', (r) => r[idIdx]],
    ['url', (r, base) => `${base}${prefix}${r[idIdx]}/`],
    ['display', display],
  ]
  if (m.displayName) entries.push(['display_name', display])
  return { idIdx, entries }
}

/** A reader that also names the keys its objects have, in order (the export's CSV columns). */
type KeyedReader = Reader & { keys?: string[] }

function build(entries: Array<[string, Reader]>, idIdx: number | null): KeyedReader {
  const keys = entries.map((e) => e[0])
  const readers = entries.map((e) => e[1])
  const n = keys.length
  return Object.assign(buildReader(keys, readers, n, idIdx), { keys })
}

/** The general case: keys added one by one, a reader's `undefined` leaving its key out. */
function assemble(keys: string[], values: unknown[]): Record<string, unknown> {
  const o: Record<string, unknown> = {}
  for (let i = 0; i < keys.length; i++) if (values[i] !== undefined) o[keys[i]] = values[i]
  return o
}

/**
 * The object is built as one object literal with the model's keys, compiled once per
 * representation: every object of a page then shares one hidden class, which V8 builds and
 * JSON.stringify walks faster than an object grown key by key (keyed stores with varying keys are
 * megamorphic). The keys are the registry's field names, never request input; each is written as a
 * JSON string literal. A reader returning undefined (a key to leave out) takes the general path.
 */
function buildReader(keys: string[], readers: Reader[], n: number, idIdx: number | null): Reader {
  if (keys.includes('__proto__')) return (r, base) => (idIdx !== null && (r[idIdx] === null || r[idIdx] === undefined) ? null : assemble(keys, readers.map((f) => f(r, base))))
  const vs = keys.map((_, i) => `v${i}`)
  const source = [
    idIdx === null ? '' : `if (r[${idIdx}] === null || r[${idIdx}] === undefined) return null`,
    ...readers.map((_, i) => `const v${i} = R[${i}](r, base)`),
    n ? `if (${vs.map((v) => `${v} === undefined`).join(' || ')}) return assemble(K, [${vs.join(', ')}])` : '',
    `return {${keys.map((k, i) => `${JSON.stringify(k)}: v${i}`).join(', ')}}`,
  ].join('\n')
  const make = new Function('R', 'K', 'assemble', `return function read(r, base) {\n${source}\n}`) as (R: Reader[], K: string[], a: typeof assemble) => Reader
  return make(readers, keys, assemble)
}

/**
 * The brief (= nested) form of model m whose row is reachable as `alias`. Counts and derived values
 * that NetBox annotates on the list's own queryset are in the top-level brief form (depth 0) only,
 * not in objects nested in another.
 */
function briefReader(src: ColumnSource, m: ModelDef, alias: string, depth: number, names: readonly string[] = m.brief): Reader {
  const { idIdx, entries } = headReaders(src, m, alias)
  for (const name of names) {
    const f = m.fields.find((x) => x.name === name)
    if (f && depth > 0 && (f.kind === 'count' || (f.kind === 'derived' && !f.nested))) continue
    if (!f) {
      // A generic relation's type or id on its own (no nested object).
      const g = m.fields.find((x) => x.kind === 'generic' && (x.typeField === name || x.idField === name))
      if (g?.kind === 'generic') {
        const i = src.col(`${alias}.${q(name === g.typeField ? g.typeColumn : g.idColumn)}`)
        entries.push([name, (r) => r[i] ?? null])
      } else if (name === 'created' || name === 'last_updated') {
        const i = src.col(isoTimestamp(`${alias}.${q(name)}`))
        entries.push([name, (r) => r[i]])
      } else if (name === 'display_url' && m.webPath !== null) {
        const web = m.webPath
        entries.push([name, (r, base) => `${base}${web}${r[idIdx]}/`])
      }
      continue
    }
    entries.push([name, fieldReader(src, m, f, alias, depth, true)])
  }
  return build(entries, idIdx)
}

function fieldReader(src: ColumnSource, m: ModelDef, f: Field, alias: string, depth: number, brief: boolean): Reader {
  switch (f.kind) {
    case 'choice':
      return choiceReader(f, src.col(`${alias}.${q(f.column)}`), brief)
    case 'const': {
      const v = f.value
      return () => v
    }
    case 'fk': {
      const target = getModel(f.target)
      if (!src.join || !src.alias || depth >= MAX_NEST || f.plain) {
        const i = src.col(`${alias}.${q(f.column)}`)
        return (r) => r[i] ?? null
      }
      const from = `${alias}.${q(f.column)}`
      let a: string
      if (src instanceof SelectList) a = src.fkJoin(target.table, from)
      else {
        a = src.alias()
        src.join(`LEFT JOIN ${q(target.table)} ${a} ON ${a}.id = ${from}`)
      }
      return briefReader(src, target, a, depth + 1)
    }
    case 'reverse_one': {
      const target = getModel(f.target)
      const via = target.fields.find((x) => x.name === f.via)!
      if (!src.join || !src.alias || depth >= MAX_NEST) return () => null
      const a = src.alias()
      const { key, column, own } = pointer(m, via, 'x')
      const fixed = Object.entries(f.fixed).map(([n, v]) => `x.${q(columnOf(target, n))} = '${v.replace(/'/g, "''")}'`)
      const where = (at: string) => [...own, at, ...fixed].join(' AND ')
      const lateral = `LEFT JOIN LATERAL (SELECT * FROM ${q(target.table)} x WHERE ${where(`${key} = ${alias}.id`)} ORDER BY x.id LIMIT 1) ${a} ON true`
      const page = pageList(src, alias)
      // On a page: the first matching row of every page row in one pass, not a probe per row.
      if (page) page.joinForms(lateral, `LEFT JOIN (SELECT DISTINCT ON (${key}) * FROM ${q(target.table)} x WHERE ${where(inPage(key))} ORDER BY ${key}, x.id) ${a} ON ${a}.${column} = t.id`)
      else src.join(lateral)
      const row = briefReader(src, target, a, depth + 1, f.fields)
      if (!f.wrap) return row
      // The object the row points at, the row inside it (NetBox's parent_device and its device_bay).
      const { in: fkName, as, fields } = f.wrap
      const fk = target.fields.find((x) => x.name === fkName) as Field & { kind: 'fk' }
      const b = src.alias()
      src.join(`LEFT JOIN ${q(getModel(fk.target).table)} ${b} ON ${b}.id = ${a}.${q(fk.column)}`)
      const outer = briefReader(src, getModel(fk.target), b, depth + 1, fields)
      return (r, base) => {
        const o = outer(r, base) as Record<string, unknown> | null // a fresh object per row: filled in place
        if (o) o[as] = row(r, base)
        return o
      }
    }
    case 'generic': {
      const ti = src.col(`${alias}.${q(f.typeColumn)}`)
      if (!src.join || !src.alias) return () => null
      const byType = new Map<unknown, Reader>()
      for (const key of f.targets) {
        const target = getModel(key)
        const a = src.alias()
        src.join(
          `LEFT JOIN ${q(target.table)} ${a} ON ${alias}.${q(f.typeColumn)} = '${key}' AND ${a}.id = ${alias}.${q(f.idColumn)}`,
        )
        byType.set(key, briefReader(src, target, a, depth + 1))
      }
      return (r, base) => {
        const read = byType.get(r[ti])
        return read ? read(r, base) : null
      }
    }
    case 'm2m':
      return listReader(
        src,
        f.target,
        { tables: `${q(f.through)} jt JOIN ${q(getModel(f.target).table)} x ON x.id = jt.${q(f.targetColumn)}`, where: [], key: `jt.${q(f.sourceColumn)}` },
        alias,
      )
    case 'reverse_many': {
      const target = getModel(f.target)
      const via = target.fields.find((x) => x.name === f.via)!
      const { key, own } = pointer(m, via, 'x')
      return listReader(src, f.target, { tables: `${q(target.table)} x`, where: own, key }, alias)
    }
    case 'children': {
      const child = getModel(f.target)
      const via = child.fields.find((x) => x.name === f.via)!
      const fixed = Object.entries(f.fixed).map(([n, v]) => `c.${q(child.fields.find((x) => x.name === n)?.column ?? n)} = '${v.replace(/'/g, "''")}'`)
      const read = genericListReader(src, child, f.generic, [`c.${q(via.column)} = ${alias}.id`, ...fixed])
      return (r, base) => read(r, base).map((e) => ({ [f.typeKey]: e.type, [f.idKey]: e.id, [f.objectKey]: e.object }))
    }
    case 'peers':
      return peersReaders(src, m, f, alias)[0]
    case 'connected':
      return connectedReaders(src, m, alias)[0]
    case 'object':
      // Filled in after the page (objects.ts); nested deeper than the top it stays null.
      return () => null
    case 'count': {
      const page = pageList(src, alias)
      const paged = page && countPageJoin(m, f, page.alias())
      const i = page && paged ? page.pageCol(countSql(m, f, alias), paged.expr, paged.join) : src.col(countSql(m, f, alias))
      return (r) => r[i]
    }
    case 'derived': {
      const i = src.col(derivedSql(m, f, alias))
      return (r) => r[i] ?? null
    }
    case 'token_key': {
      // A v1 key is shown only in the response that created it; a v2 token's public key always (its secret never).
      const i = src.col(`${alias}.${q(f.column + '_ident')}`)
      return (r) => r[i] ?? undefined
    }
    case 'image': {
      // The file's URL under /media/ (Django's MEDIA_URL), null without a file.
      const i = src.col(readExpr(alias, f))
      return (r, base) => mediaUrl(base, r[i])
    }
    default: {
      const i = src.col(readExpr(alias, f))
      return (r) => r[i] ?? null
    }
  }
}

/** Column source of one JSON array element, with joins of its own inside the subquery. */
class ElemSource implements ColumnSource {
  readonly exprs: string[] = []
  readonly joins: string[] = []
  private n = 0
  constructor(private readonly prefix: string) {}
  col(expr: string): number {
    const i = this.exprs.indexOf(expr)
    return i >= 0 ? i : this.exprs.push(expr) - 1
  }
  join(sql: string): void {
    this.joins.push(sql)
  }
  alias(): string {
    return `${this.prefix}_${++this.n}`
  }
}

let subqueries = 0

/** A peers field's list of nested objects and its `<name>_type` (the one model they are of, or null). */
function peersReaders(src: ColumnSource, m: ModelDef, f: Field & { kind: 'peers' }, alias: string): [Reader, Reader] {
  const through = getModel(f.through)
  const col = (mm: ModelDef, n: string) => q(mm.fields.find((x) => x.name === n)!.column)
  const read = genericListReader(src, through, f.generic, [
    `c.${col(through, f.link)} = ${alias}.${col(m, f.link)}`,
    `c.${col(through, f.end)} <> ${alias}.${col(m, f.end)}`,
  ], `${alias}.${col(m, f.link)} IS NULL`)
  return [(r, base) => read(r, base).map((e) => e.object), (r, base) => read(r, base)[0]?.type ?? null]
}

/**
 * A path endpoint's connected endpoints, `_type` and `_reachable` (NetBox's ConnectedEndpointsSerializer):
 * from the cable path whose origins hold the row (dcim_cablepath, src/db/schema/cablepath.ts), the
 * destinations of a complete path as nested objects. One correlated subquery.
 */
function connectedReaders(src: ColumnSource, m: ModelDef, alias: string): [Reader, Reader, Reader] {
  const elem = new ElemSource(`s${++subqueries}`)
  const byType = new Map<unknown, Reader>()
  for (const target of allModels().filter((x) => x.fields.some((f) => f.kind === 'connected'))) {
    const a = elem.alias()
    elem.join(`LEFT JOIN ${q(target.table)} ${a} ON p.destination_type = '${target.key}' AND ${a}.id = d.id`)
    byType.set(target.key, briefReader(elem, target, a, 1))
  }
  const i = src.col(
    `(SELECT json_build_array(p.is_complete AND p.is_active, p.destination_type, ` +
      `(SELECT coalesce(json_agg(json_build_array(${elem.exprs.join(', ')}) ORDER BY d.ord), '[]'::json) ` +
      `FROM unnest(p.destination_ids) WITH ORDINALITY d(id, ord) ${elem.joins.join(' ')})) ` +
      `FROM dcim_cablepath p WHERE p.origin_type = '${m.key}' AND p.origin_ids @> ARRAY[${alias}.id] ORDER BY p.id LIMIT 1)`,
  )
  const list: Reader = (r, base) => {
    const p = r[i] as [boolean, string | null, Row[]] | null
    if (!p || !p[1] || !p[2].length) return null
    const read = byType.get(p[1])
    return read ? p[2].map((e) => read(e, base)) : null
  }
  const type: Reader = (r) => {
    const p = r[i] as [boolean, string | null, Row[]] | null
    return p && p[1] && p[2].length ? p[1] : null
  }
  const reachable: Reader = (r) => {
    const p = r[i] as [boolean, string | null, Row[]] | null
    return p ? Boolean(p[0]) : null
  }
  return [list, type, reachable]
}

/**
 * The rows of `child` meeting `where` (over alias `c`), each with its generic relation's object as
 * a nested brief object: one correlated subquery, one LEFT JOIN per possible target model.
 */
function genericListReader(
  src: ColumnSource,
  child: ModelDef,
  genericName: string,
  where: string[],
  /** A condition on the outer row under which the list is known to be empty (skips the subquery). */
  emptyWhen?: string,
): (r: Row, base: string) => Array<{ type: string; id: number; object: unknown }> {
  const g = child.fields.find((x) => x.name === genericName) as GenericField
  const elem = new ElemSource(`s${++subqueries}`)
  const ti = elem.col(`c.${q(g.typeColumn)}`)
  const ii = elem.col(`c.${q(g.idColumn)}`)
  const byType = new Map<unknown, Reader>()
  for (const key of g.targets) {
    const target = getModel(key)
    const a = elem.alias()
    elem.join(`LEFT JOIN ${q(target.table)} ${a} ON c.${q(g.typeColumn)} = '${key}' AND ${a}.id = c.${q(g.idColumn)}`)
    byType.set(key, briefReader(elem, target, a, 1))
  }
  const sub =
    `(SELECT coalesce(json_agg(json_build_array(${elem.exprs.join(', ')}) ORDER BY c.id), '[]'::json) ` +
    `FROM ${q(child.table)} c ${elem.joins.join(' ')} WHERE ${where.join(' AND ')})`
  const i = src.col(emptyWhen ? `CASE WHEN ${emptyWhen} THEN '[]'::json ELSE ${sub} END` : sub)
  return (r, base) =>
    (r[i] as Row[]).map((e) => ({ type: e[ti] as string, id: e[ii] as number, object: byType.get(e[ti])?.(e, base) ?? null }))
}

/** Where a list's rows `x` come from: `tables` (aliases jt, x), `where` their own conditions, `key` the column naming the owning row. */
interface ListSource {
  tables: string
  where: string[]
  key: string
}

/**
 * A list of nested objects (rows `x`) from one correlated subquery aggregating JSON arrays; in a
 * page statement (alias t), one grouped join for the whole page instead (a tag list per row on a
 * 1,000-address page: a third of its PostgreSQL time).
 */
function listReader(src: ColumnSource, targetKey: string, from: ListSource, alias: string): Reader {
  const target = getModel(targetKey)
  const exprs: string[] = []
  const elem: ColumnSource = {
    col(expr) {
      const i = exprs.indexOf(expr)
      return i >= 0 ? i : exprs.push(expr) - 1
    },
  }
  const read = briefReader(elem, target, 'x', MAX_NEST)
  const order = target.ordering
    .map((o) => {
      const desc = o.startsWith('-')
      const name = o.replace(/^-/, '')
      const f = target.fields.find((x) => x.name === name)
      if (name === '_tree' && target.tree) return `${DERIVED.tree_path(target, 'x', [])}${desc ? ' DESC' : ''}`
      return `x.${q(f ? f.column : name)}${desc ? ' DESC' : ''}`
    })
    .join(', ')
  const agg = `json_agg(json_build_array(${exprs.join(', ')}) ORDER BY ${order || 'x.id'})`
  const where = (own: string) => [...from.where, own].join(' AND ')
  const perRow = `(SELECT coalesce(${agg}, '[]'::json) FROM ${from.tables} WHERE ${where(`${from.key} = ${alias}.id`)})`
  let i: number
  const page = pageList(src, alias)
  if (page) {
    const k = page.alias()
    const join = `LEFT JOIN (SELECT ${from.key} AS id, ${agg} AS v FROM ${from.tables} WHERE ${where(inPage(from.key))} GROUP BY ${from.key}) ${k} ON ${k}.id = t.id`
    i = page.pageCol(perRow, `coalesce(${k}.v, '[]'::json)`, join)
  } else i = src.col(perRow)
  return (r, base) => (r[i] as Row[]).map((e) => read(e, base))
}

export interface CompiledSelect {
  /** `SELECT … FROM table t LEFT JOIN …`, to which WHERE / ORDER BY / LIMIT are appended. */
  sql: string
  /** The same select over a given row source aliased `t`; `extra` columns follow the compiled ones. */
  over(source: string, extra?: string[]): string
  /**
   * As `over`, for a source of few rows (a parenthesised query with a LIMIT): the page is read once
   * (`WITH page`) and counts are grouped joins over it. Not for an unbounded source (an export).
   */
  page(source: string, extra?: string[]): string
  /** How many columns the compiled select list has (the index of the first `extra` column). */
  width: number
  map: Reader
  /** The top-level keys of the mapped objects, in order (a key whose value is undefined is left out of an object). */
  keys: string[]
  /** With config contexts: the column of their generation; rows are then mapped through mapRows (read.ts). */
  contextGen?: number
}

export interface Representation {
  brief: boolean
  configContext: boolean
}

function compile(m: ModelDef, rep: Representation): CompiledSelect {
  const src = new SelectList()
  let map: Reader
  let contextGen: number | undefined
  if (rep.brief) map = briefReader(src, m, 't', 0)
  else {
    const { idIdx, entries } = headReaders(src, m, 't')
    const web = m.webPath
    if (web !== null) entries.splice(2, 0, ['display_url', (r, base) => `${base}${web}${r[idIdx]}/`])
    const counts: Array<[string, Reader]> = []
    let contextDone = !m.configContext || !rep.configContext
    const addContext = () => {
      const cols = contextColumns(m, (table, from) => src.fkJoin(table, from))
      const local = m.fields.find((f) => f.name === 'local_context_data')
      if (cols.length > 1 && local) {
        const gi = src.block(cols)
        const li = src.col(readExpr('t', local))
        entries.push(['config_context', (r) => contextOf(r, gi, li)])
        contextGen = gi
      } else entries.push(['config_context', () => ({})])
      contextDone = true
    }
    for (const f of m.fields) {
      if (f.writeOnly) continue
      if (f.kind === 'count' || f.kind === 'derived') {
        counts.push([f.name, fieldReader(src, m, f, 't', 0, false)])
        continue
      }
      if (!contextDone && (f.name === 'local_context_data' || f.name === 'tags')) addContext()
      if (f.kind === 'generic') {
        const ti = src.col(`t.${q(f.typeColumn)}`)
        const ii = src.col(`t.${q(f.idColumn)}`)
        entries.push([f.typeField, (r) => r[ti] ?? null], [f.idField, (r) => r[ii] ?? null])
      }
      if (f.kind === 'peers') {
        const [list, type] = peersReaders(src, m, f, 't')
        entries.push([f.name, list], [`${f.name}_type`, type])
        continue
      }
      if (f.kind === 'connected') {
        const [list, type, reachable] = connectedReaders(src, m, 't')
        entries.push([f.name, list], [`${f.name}_type`, type], [`${f.name}_reachable`, reachable])
        continue
      }
      entries.push([f.name, fieldReader(src, m, f, 't', 0, false)])
    }
    if (!contextDone) addContext()
    if (m.customFields) {
      const i = src.col('t.custom_field_data')
      entries.push(['custom_fields', (r) => r[i] ?? {}])
    }
    const ci = src.col(m.created === 'date' ? `to_char(t.created AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : isoTimestamp('t.created'))
    entries.push(['created', (r) => r[ci]])
    if (m.lastUpdated) {
      const li = src.col(isoTimestamp('t.last_updated'))
      entries.push(['last_updated', (r) => r[li]])
    }
    entries.push(...counts)
    map = build(entries, idIdx)
  }
  const head = `SELECT ${src.columns.join(', ')} FROM `
  const tail = ` t ${src.joins.join(' ')}`
  const width = src.columns.length
  const over = (source: string, extra: string[] = []) =>
    extra.length ? `SELECT ${[...src.columns, ...extra].join(', ')} FROM ${source}${tail}` : `${head}${source}${tail}`
  let page = over
  if (src.pageJoins.length || src.pageJoinForms.size) {
    const columns = src.columns.map((c, i) => src.pageColumns.get(i) ?? c)
    const pageTail = ` t ${[...src.joins.map((j, i) => src.pageJoinForms.get(i) ?? j), ...src.pageJoins].join(' ')}`
    page = (source, extra = []) => `WITH ${PAGE} AS MATERIALIZED ${source} SELECT ${[...columns, ...extra].join(', ')} FROM ${PAGE}${pageTail}`
  }
  return { sql: `${head}${q(m.table)}${tail}`, over, page, width, map, keys: (map as KeyedReader).keys ?? [], contextGen }
}

/** A statement of one model's brief objects by id (see briefById). */
export interface BriefById {
  /** `SELECT <type>, id, <brief row as a JSON array> FROM …` for the ids in the array parameter `param`. */
  sql(param: string): string
  read: Reader
}

const briefByIdCache = new Map<string, BriefById>()

/** Model m's brief objects by id, on their own (objects.ts reads the objects of `object` fields with it). */
export function briefById(m: ModelDef): BriefById {
  let b = briefByIdCache.get(m.key)
  if (!b) {
    const elem = new ElemSource('o')
    const read = briefReader(elem, m, 'x', 1)
    // A function takes at most 100 arguments: a wide brief form is an array of arrays, flattened here.
    const wide = elem.exprs.length > 100
    const chunks: string[] = []
    for (let i = 0; i < elem.exprs.length; i += 100) chunks.push(`json_build_array(${elem.exprs.slice(i, i + 100).join(', ')})`)
    const row = wide ? `json_build_array(${chunks.join(', ')})` : chunks[0]
    const head = `SELECT '${m.key}'::text AS type, x.id, ${row} AS object FROM ${q(m.table)} x ${elem.joins.join(' ')} WHERE x.id = ANY(`
    b = { sql: (param) => `${head}${param}::bigint[])`, read: wide ? (r, base) => read((r as Row[]).flat(), base) : read }
    briefByIdCache.set(m.key, b)
  }
  return b
}

const cache = new Map<string, CompiledSelect>()

export function compiledSelect(m: ModelDef, rep: Representation): CompiledSelect {
  const k = `${m.key}|${rep.brief ? 'b' : 'f'}|${rep.configContext ? 'c' : ''}`
  let c = cache.get(k)
  if (!c) {
    c = compile(m, rep)
    cache.set(k, c)
  }
  return c
}

// What the GraphQL resolvers read: one compiled SELECT per model (every column of the object, in its
// wire form, with relations as bare ids), and the batch loaders that run it — one statement per
// relation and level of a query, whatever the number of parent rows (DataLoader-style: keys are
// collected while graphql-js resolves one level, then loaded together). Every statement carries the
// caller's object-permission conditions for the model it reads, so nested objects are exactly those
// REST would show.
import type { Param } from '../db/types.js'
import { OpError } from '../engine/errors.js'
import { Conditions, orderBy } from '../engine/filters.js'
import { getModel } from '../engine/models.js'
import { countSql, derivedSql } from '../engine/derived.js'
import { DISPLAY_PLACEHOLDER, relatedDisplayExpr } from '../engine/display.js'
import { isoTimestamp, isScalar, q, readExpr } from '../engine/sql.js'
import type { OpContext, Restriction } from '../ops/context.js'
import type { CountField, DerivedField, Field, GenericField, M2mField, ModelDef } from '../registry/types.js'
import { compileFilter } from './filters.js'

/** A row as resolvers see it: columns by wire name, relations by id, tagged with its model. */
export type GqlRow = Record<string, unknown> & { id: number; __model: string }

/** Fields read straight from a column (scalars and choices), in their wire form. */
export function columnFields(m: ModelDef): Field[] {
  return m.fields.filter((f) => (isScalar(f) || f.kind === 'choice') && !f.writeOnly && f.kind !== 'password')
}

interface Compiled {
  /** `SELECT … FROM <table> t` */
  sql: string
  order: string
}

const compiled = new Map<string, Compiled>()

export function selectOf(m: ModelDef): Compiled {
  let c = compiled.get(m.key)
  if (c) return c
  const cols = ['t.id AS id']
  for (const f of columnFields(m)) cols.push(`${readExpr('t', f)} AS ${q(f.name)}`)
  for (const f of m.fields) {
    if (f.kind === 'fk') cols.push(`t.${q(f.column)} AS ${q(f.name)}`)
    else if (f.kind === 'generic') cols.push(`t.${q(f.typeColumn)} AS ${q(f.typeField)}`, `t.${q(f.idColumn)} AS ${q(f.idField)}`)
  }
  // Write-only columns the display string names (a bookmark's object_repr): read for displayOf only.
  for (const f of m.fields)
    if (f.writeOnly && f.kind !== 'password' && f.kind !== 'token_key' && isScalar(f) && m.display.some((t) => t.includes(`{${f.name}}`))) cols.push(`${readExpr('t', f)} AS ${q(f.name)}`)
  // Placeholders through a foreign key (`{tunnel.name}`), under their own dotted names.
  for (const t of m.display)
    for (const [, n] of t.matchAll(DISPLAY_PLACEHOLDER)) {
      const expr = relatedDisplayExpr(m, n, 't')
      if (expr && !cols.includes(`${expr} AS ${q(n)}`)) cols.push(`${expr} AS ${q(n)}`)
    }
  if (m.customFields) cols.push('t.custom_field_data AS custom_fields')
  cols.push(`${m.created === 'date' ? `to_char(t.created AT TIME ZONE 'UTC', 'YYYY-MM-DD')` : isoTimestamp('t.created')} AS created`)
  if (m.lastUpdated) cols.push(`${isoTimestamp('t.last_updated')} AS last_updated`)
  c = { sql: `SELECT ${cols.join(', ')} FROM ${q(m.table)} t`, order: orderBy(m, undefined) }
  compiled.set(m.key, c)
  return c
}

/** NetBox's `str(obj)`: the first display template whose placeholders all have a value. */
export function displayOf(m: ModelDef, row: Record<string, unknown>): string {
  outer: for (const t of m.display) {
    let s = ''
    let last = 0
    for (const match of t.matchAll(DISPLAY_PLACEHOLDER)) {
      s += t.slice(last, match.index)
      last = match.index! + match[0].length
      const v = row[match[1]]
      if (v === null || v === undefined || v === '') continue outer
      s += String(v) // a token_key's display expression masks v1 keys itself (engine/sql.ts)
    }
    return s + t.slice(last)
  }
  return String(row.id)
}

/** A query of the request went over GRAPHQL_MAX_ROWS. */
export class TooManyRows extends OpError {
  constructor(max: number) {
    super('validation', { detail: `The query loads more than ${max} objects at one level (GRAPHQL_MAX_ROWS); narrow it with filters or pagination.` })
  }
}

interface Batch<K, V> {
  keys: K[]
  waiting: Array<{ key: K; resolve(v: V): void; reject(e: unknown): void }>
}

/** Collects the keys asked for while one level resolves, then loads them with one call. */
class Loader<K, V> {
  private readonly cache = new Map<K, Promise<V>>()
  private batch: Batch<K, V> | undefined
  constructor(private readonly load: (keys: K[]) => Promise<Map<K, V>>, private readonly missing: V) {}

  get(key: K): Promise<V> {
    let p = this.cache.get(key)
    if (p) return p
    p = new Promise<V>((resolve, reject) => {
      if (!this.batch) {
        const b: Batch<K, V> = (this.batch = { keys: [], waiting: [] })
        // After every resolver of this level has run (all microtasks done): one load for all keys.
        setImmediate(() => this.dispatch(b))
      }
      this.batch.keys.push(key)
      this.batch.waiting.push({ key, resolve, reject })
    })
    this.cache.set(key, p)
    return p
  }

  private dispatch(b: Batch<K, V>): void {
    this.batch = undefined
    this.load(b.keys).then(
      (found) => {
        for (const w of b.waiting) w.resolve(found.get(w.key) ?? this.missing)
      },
      (e: unknown) => {
        for (const w of b.waiting) w.reject(e)
      },
    )
  }
}

/** Everything one GraphQL request reads through: its operations' context, permissions and loaders. */
export class GraphContext {
  private readonly restrictions = new Map<string, Promise<Restriction | undefined>>()
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  private readonly loaders = new Map<string, Loader<any, any>>()
  /** Statements run, for the tests and the log. */
  statements = 0

  constructor(
    readonly ctx: OpContext,
    readonly maxRows: number,
    readonly maxFilterValues: number,
  ) {}

  restriction(m: ModelDef): Promise<Restriction | undefined> {
    let r = this.restrictions.get(m.key)
    if (!r) this.restrictions.set(m.key, (r = this.ctx.access.restrict(m, 'view')))
    return r
  }

  /**
   * Rows of `m` meeting `where` (built on `c`), restricted to what the caller may view, in the model's
   * order; at most GRAPHQL_MAX_ROWS unless `limit` is smaller. `extra` columns are selected too.
   */
  async rows(
    m: ModelDef,
    c: Conditions,
    opts: { extra?: string; from?: string; limit?: number; offset?: number; perParent?: { partition: string; page: Page } } = {},
  ): Promise<GqlRow[]> {
    const restrict = await this.restriction(m)
    restrict?.(c)
    const s = selectOf(m)
    const params: Param[] = [...c.params]
    const max = opts.limit !== undefined && opts.limit < this.maxRows ? opts.limit : this.maxRows + 1
    // A literal, as REST's lists (src/engine/read.ts): a LIMIT parameter makes the generic plan sort the table.
    let page = ` LIMIT ${Math.max(0, Math.trunc(max))}`
    if (opts.offset) {
      params.push(opts.offset)
      page += ` OFFSET $${params.length}`
    }
    let select = opts.extra ? s.sql.replace(/^SELECT /, `SELECT ${opts.extra}, `) : s.sql
    const where = c.where.length ? ` WHERE ${c.where.join(' AND ')}` : ''
    let sql: string
    if (opts.perParent) {
      // A page of each parent's rows: numbered within the parent in the model's order.
      const { partition, page: pp } = opts.perParent
      select = select.replace(/^SELECT /, `SELECT row_number() OVER (PARTITION BY ${partition} ORDER BY ${s.order}) AS __rn, `)
      const inner = `${opts.from ? select.replace(/ FROM \S+ t$/, ` ${opts.from}`) : select}${where}`
      params.push(pp.offset)
      let window = `p.__rn > $${params.length}`
      if (pp.limit >= 0) {
        params.push(pp.offset + pp.limit)
        window += ` AND p.__rn <= $${params.length}`
      }
      sql = `SELECT * FROM (${inner}) p WHERE ${window} ORDER BY p.__parent, p.__rn${page}`
    } else sql = `${opts.from ? select.replace(/ FROM \S+ t$/, ` ${opts.from}`) : select}${where} ORDER BY ${s.order}${page}`
    this.statements++
    const rows = await this.ctx.db.query<Record<string, unknown>>(sql, params)
    if (rows.length > this.maxRows) throw new TooManyRows(this.maxRows)
    for (const r of rows) {
      r.id = Number(r.id)
      r.__model = m.key
    }
    return rows as GqlRow[]
  }

  private loader<K, V>(key: string, missing: V, load: (keys: K[]) => Promise<Map<K, V>>): Loader<K, V> {
    let l = this.loaders.get(key) as Loader<K, V> | undefined
    if (!l) this.loaders.set(key, (l = new Loader(load, missing)))
    return l
  }

  /** A list field's `filters` argument, as conditions on `c`. */
  filter(m: ModelDef, c: Conditions, filters: Filters | undefined): void {
    if (!filters) return
    const sql = compileFilter(m, filters, c, this.maxFilterValues)
    if (sql) c.where.push(sql)
  }

  /** One object of m by id (null: none, or not visible to the caller). */
  byId(m: ModelDef, id: number): Promise<GqlRow | null> {
    return this.loader<number, GqlRow | null>(`id:${m.key}`, null, async (ids) => {
      const c = new Conditions()
      c.where.push(`t.id = ANY(${c.bind(ids)}::int[])`)
      const rows = await this.rows(m, c)
      return new Map(rows.map((r) => [r.id, r]))
    }).get(id)
  }

  /** Rows of m whose foreign key (or generic relation, when `generic` names the parent model) points at `parent`. */
  referring(m: ModelDef, via: Field, parent: number, parentModel: string, filters?: Filters, page?: Page): Promise<GqlRow[]> {
    const generic = via.kind === 'generic' ? (via as GenericField) : undefined
    return this.loader<number, GqlRow[]>(`ref:${m.key}:${via.name}:${generic ? parentModel : ''}:${filterKey(filters)}:${pageKey(page)}`, [], async (ids) => {
      const c = new Conditions()
      this.filter(m, c, filters)
      let col: string
      if (generic) {
        col = `t.${q(generic.idColumn)}`
        c.where.push(`t.${q(generic.typeColumn)} = ${c.bind(parentModel)}`)
      } else col = `t.${q(via.column)}`
      c.where.push(`${col} = ANY(${c.bind(ids)}::int[])`)
      const rows = await this.rows(m, c, { extra: `${col} AS __parent`, perParent: page && { partition: col, page } })
      return group(rows)
    }).get(parent)
  }

  /**
   * A count field's value, computed by the engine's own count expression (as REST counts: direct,
   * through a generic relation, or over a tree's subtree), for all the level's parents at once.
   */
  count(m: ModelDef, f: CountField, parent: number): Promise<number> {
    return this.loader<number, number>(`count:${m.key}:${f.name}`, 0, async (ids) => {
      this.statements++
      const rows = await this.ctx.db.query<{ p: number; n: number }>(`SELECT t.id AS p, ${countSql(m, f, 't')} AS n FROM ${q(m.table)} t WHERE t.id = ANY($1::int[])`, [ids])
      return new Map(rows.map((r) => [Number(r.p), Number(r.n)]))
    }).get(parent)
  }

  /**
   * The values of `fields` (derived fields of m, by name) for a row: all of them for all the level's
   * rows of m in one statement, whichever of them the query asks for.
   */
  async derived(m: ModelDef, fields: DerivedField[], name: string, parent: number): Promise<unknown> {
    const row = await this.loader<number, Record<string, unknown> | null>(`derived:${m.key}`, null, async (ids) => {
      this.statements++
      const cols = fields.map((f) => `${derivedSql(m, f, 't')} AS ${q(f.name)}`).join(', ')
      const rows = await this.ctx.db.query<Record<string, unknown>>(`SELECT t.id AS __p, ${cols} FROM ${q(m.table)} t WHERE t.id = ANY($1::int[])`, [ids])
      return new Map(rows.map((r) => [Number(r.__p), r]))
    }).get(parent)
    const v = row?.[name]
    return v === null || v === undefined ? null : Number(v)
  }

  /** The targets of a many-to-many field of `source` for the parent row. */
  related(source: ModelDef, f: M2mField, parent: number, filters?: Filters, page?: Page, reverse = false): Promise<GqlRow[]> {
    // Forward: the field's targets for a source row; reverse: the source rows naming a target.
    const target = reverse ? source : getModel(f.target)
    const [from, to] = reverse ? [f.targetColumn, f.sourceColumn] : [f.sourceColumn, f.targetColumn]
    return this.loader<number, GqlRow[]>(`m2m:${source.key}:${f.name}:${reverse}:${filterKey(filters)}:${pageKey(page)}`, [], async (ids) => {
      const c = new Conditions()
      this.filter(target, c, filters)
      c.where.push(`jt.${q(from)} = ANY(${c.bind(ids)}::int[])`)
      const rows = await this.rows(target, c, {
        extra: `jt.${q(from)} AS __parent`,
        from: `FROM ${q(f.through)} jt JOIN ${q(target.table)} t ON t.id = jt.${q(to)}`,
        perParent: page && { partition: `jt.${q(from)}`, page },
      })
      return group(rows)
    }).get(parent)
  }
}

export type Filters = Record<string, unknown>

const filterKey = (filters: Filters | undefined) => (filters ? JSON.stringify(filters) : '')

/** A nested list's page, within each parent (limit -1: all). */
export interface Page {
  offset: number
  limit: number
}

const pageKey = (page: Page | undefined) => (page ? `${page.offset}+${page.limit}` : '')

function group(rows: GqlRow[]): Map<number, GqlRow[]> {
  const out = new Map<number, GqlRow[]>()
  for (const r of rows) {
    const p = Number(r.__parent)
    const list = out.get(p)
    if (list) list.push(r)
    else out.set(p, [r])
  }
  return out
}

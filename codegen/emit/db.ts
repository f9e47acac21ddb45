// Emits one Drizzle schema file per app. drizzle-kit reads them to write SQL migrations; the
// engine reads the registry, not these tables, at run time.
import type { Field, ModelDef, Registry } from '../../src/registry/types.js'
import { header, ident, lit } from './common.js'

// Columns no filter index is built for: unbounded text (a btree entry has a size limit), JSON, lists,
// secrets, and booleans (two values: an index would never be chosen).
const NO_INDEX = new Set(['text', 'json', 'boolean', 'password', 'token_key', 'ip_network_list', 'string_list', 'integer_list'])

function columnExpr(f: Field, reg: Registry): string[] {
  const out: string[] = []
  const nn = (s: string, nullable: boolean) => (nullable ? s : `${s}.notNull()`)
  switch (f.kind) {
    case 'fk': {
      const t = reg[f.target]
      if (f.generated) {
        out.push(`${lit(f.column)}: integer(${lit(f.column)}).generatedAlwaysAs(sql\`${f.generated.replace(/\{(\w+)\}/g, '"$1"')}\`)`)
        break
      }
      const onDelete = f.onDelete === 'protect' ? 'restrict' : f.onDelete === 'cascade' ? 'cascade' : 'set null'
      out.push(
        `${lit(f.column)}: ${nn(`integer(${lit(f.column)})`, f.nullable)}.references((): AnyPgColumn => ${ident(t)}.id, { onDelete: ${lit(onDelete)} })`,
      )
      break
    }
    case 'generic':
      out.push(`${lit(f.typeColumn)}: varchar(${lit(f.typeColumn)}, { length: 100 })`)
      out.push(`${lit(f.idColumn)}: integer(${lit(f.idColumn)})`)
      break
    case 'choice': {
      let c = f.valueType === 'integer' ? `smallint(${lit(f.column)})` : `varchar(${lit(f.column)}, { length: 50 })`
      if (f.generated) c += `.generatedAlwaysAs(sql\`${f.generated.replace(/\{(\w+)\}/g, '"$1"')}\`)`
      else {
        if (f.default !== undefined) c += `.default(${lit(f.default)})`
        if (!f.nullable) c += '.notNull()'
      }
      out.push(`${lit(f.column)}: ${c}`)
      break
    }
    case 'm2m':
    case 'children':
    case 'peers':
    case 'connected':
    case 'object':
    case 'reverse_one':
    case 'reverse_many':
    case 'count':
    case 'derived':
    case 'const':
      break
    default: {
      const col = lit(f.column)
      let c: string
      switch (f.kind) {
        case 'string':
          c = `varchar(${col}, { length: ${f.maxLength ?? 255} })`
          break
        case 'slug':
          c = `varchar(${col}, { length: ${f.maxLength ?? 100} })`
          break
        case 'color':
          c = `varchar(${col}, { length: 6 })`
          break
        case 'image':
          c = `varchar(${col}, { length: ${f.maxLength ?? 100} })`
          break
        case 'text':
          c = `text(${col})`
          break
        case 'integer':
          c = `integer(${col})`
          break
        case 'bigint':
          c = `bigint(${col}, { mode: 'number' })`
          break
        case 'decimal':
          c = `numeric(${col}, { precision: ${f.digits ?? 8}, scale: ${f.places ?? 2} })`
          break
        case 'boolean':
          c = `boolean(${col})`
          break
        case 'date':
          c = `date(${col})`
          break
        case 'datetime':
          c = `timestamp(${col}, { withTimezone: true })`
          break
        case 'json':
          c = `jsonb(${col})`
          break
        case 'ip_address':
          c = `inet(${col})`
          break
        case 'ip_prefix':
          c = `cidr(${col})`
          break
        case 'ip_network_list':
          c = `cidr(${col}).array()`
          break
        case 'string_list':
          c = `text(${col}).array()`
          break
        case 'integer_list':
          c = `integer(${col}).array()`
          break
        case 'password':
          c = `varchar(${col}, { length: 200 })`
          break
        case 'token_key':
          // The key itself is never stored: an HMAC digest to find it, and its last six characters to show it.
          out.push(`${lit(f.column + '_digest')}: varchar(${lit(f.column + '_digest')}, { length: 64 }).notNull()`)
          out.push(`${lit(f.column + '_hint')}: varchar(${lit(f.column + '_hint')}, { length: 6 }).notNull()`)
          // Set only when ALLOW_TOKEN_RETRIEVAL is on: the key encrypted with SECRET_KEY, so it can be shown again.
          out.push(`${lit(f.column + '_cipher')}: text(${lit(f.column + '_cipher')})`)
          // v2 tokens (NetBox 4.5+): the public 12-character key a `Bearer nbt_<key>.<token>` header names; null on v1 keys.
          out.push(`${lit(f.column + '_ident')}: varchar(${lit(f.column + '_ident')}, { length: 12 }).unique()`)
          return out
      }
      if (f.generated) c += `.generatedAlwaysAs(sql\`${f.generated.replace(/\{(\w+)\}/g, '"$1"')}\`)`
      else {
        const blankDefault =
          (f.kind === 'string' || f.kind === 'text' || f.kind === 'slug' || f.kind === 'color' || f.kind === 'image') && !f.nullable && f.default === undefined && !f.required
        if (f.default === 'now' && f.kind === 'datetime') c += '.defaultNow()'
        else if (f.kind === 'ip_network_list' && Array.isArray(f.default)) c += `.default(sql\`'{}'::cidr[]\`)`
        else if (f.kind === 'string_list') c += `.default(sql\`'{}'::text[]\`)`
        else if (f.kind === 'integer_list') c += `.default(sql\`'{}'::integer[]\`)`
        else if (f.default !== undefined)
          c += `.default(${f.kind === 'json' ? `sql\`'${JSON.stringify(f.default).replace(/'/g, "''")}'::jsonb\`` : f.kind === 'decimal' ? lit(String(f.default)) : lit(f.default)})`
        else if (blankDefault) c += `.default('')`
        if (!f.nullable) c += '.notNull()'
      }
      out.push(`${col}: ${c}`)
    }
  }
  return out
}

/** The sequence every tag join table takes its ids from (extras' schema file declares it). */
export const TAGGED_ITEM_SEQ = 'extras_taggeditem_id_seq'

function tableFor(m: ModelDef, reg: Registry): string {
  if (m.view) return '' // a SQL view, created at start (src/engine/views.ts)
  const cols = [`id: serial('id').primaryKey()`]
  const seen = new Set<string>(['id'])
  for (const f of m.fields) {
    if (f.column !== f.name && m.fields.some((o) => o.name === f.column)) continue // an alias of another field's column
    for (const c of columnExpr(f, reg)) {
      const name = c.slice(0, c.indexOf(':'))
      if (!seen.has(name)) cols.push(c)
      seen.add(name)
    }
  }
  // A tree node's depth, stored as NetBox's MPTT `level` is, and kept by triggers (src/engine/triggers.ts):
  // read as `_depth` in every nested form, it was a recursive subquery per row.
  if (m.tree) cols.push(`level: integer('level').default(0).notNull()`)
  // Stored counts (NetBox's counter caches), kept by triggers (src/engine/triggers.ts). No index: one would
  // make every counted row's insert a non-HOT update of this row and of all its indexes.
  for (const f of m.fields) if (f.kind === 'count' && f.stored) cols.push(`${f.name}: integer(${lit(f.name)}).default(0).notNull()`)
  if (m.customFields) cols.push(`custom_field_data: jsonb('custom_field_data').default(sql\`'{}'::jsonb\`).notNull()`)
  cols.push(`created: timestamp('created', { withTimezone: true }).defaultNow().notNull()`)
  if (m.lastUpdated) cols.push(`last_updated: timestamp('last_updated', { withTimezone: true }).defaultNow().notNull()`)

  const idx: string[] = []
  const colOf = (name: string) => {
    const f = m.fields.find((x) => x.name === name)!
    return f.kind === 'token_key' ? `${f.column}_digest` : f.column
  }
  const colsOf = (name: string) => {
    const f = m.fields.find((x) => x.name === name)!
    return f.kind === 'generic' ? [f.typeColumn, f.idColumn] : [colOf(name)]
  }
  // A column that leads a composite B-tree index (a uniqueness constraint or a declared index, none
  // partial) gets no index of its own: PostgreSQL serves `column = x` and its ranges from the
  // composite as well, and every insert would update one index more (a component's device_id, a
  // change record's changed_object_type). A filter the model turns off (NetBox has no such filter)
  // needs no index, except a foreign key's: the referenced row's delete looks its rows up with it.
  const led = new Set([...m.unique.map((u) => u.fields.flatMap(colsOf)), ...m.indexes.map((ix) => ix.columns.flatMap(colsOf))].filter((c) => c.length > 1).map((c) => c[0]))
  const off = new Set(m.filters.filter((d) => d.kind === 'none').map((d) => d.name))
  const single = (f: Field & { column: string }) => {
    if (!led.has(f.column) && (f.kind === 'fk' || !off.has(f.name))) idx.push(`index(${lit(`${m.table}_${f.column}_idx`)}).on(t[${lit(f.column)}])`)
  }
  for (const f of m.fields) {
    if (f.unique) idx.push(`uniqueIndex(${lit(`${m.table}_${f.name}_key`)}).on(t[${lit(colOf(f.name))}])`)
    else if (f.kind === 'fk') single(f)
    else if (f.kind === 'generic')
      idx.push(`index(${lit(`${m.table}_${f.name}_idx`)}).on(t[${lit(f.typeColumn)}], t[${lit(f.idColumn)}])`)
    else if (f.kind === 'choice' && !f.generated && f.filter) single(f)
    else if (f.filter && f.column === f.name && 'maxLength' in f && !NO_INDEX.has(f.kind) && !f.generated) single(f)
    if ('containment' in f && f.containment) {
      // Containment (<<, <<=, >>=, &&) through GiST; mask_length through an expression index.
      idx.push(`index(${lit(`${m.table}_${f.column}_gist`)}).using('gist', t[${lit(f.column)}].op('inet_ops'))`)
      idx.push(`index(${lit(`${m.table}_${f.column}_masklen_idx`)}).on(sql\`masklen(\${t[${lit(f.column)}]})\`)`)
      // An address's host, mask ignored (unique IP space checks, one probe per address instead of one per mask length).
      if (f.kind === 'ip_address') idx.push(`index(${lit(`${m.table}_${f.column}_host_idx`)}).on(sql\`host(\${t[${lit(f.column)}]})\`)`)
    }
  }
  for (const u of m.unique)
    idx.push(`uniqueIndex(${lit(u.constraint)}).on(${u.fields.flatMap(colsOf).map((c) => `t[${lit(c)}]`).join(', ')})`)
  for (const ix of m.indexes) idx.push(`index(${lit(ix.name)}).on(${ix.columns.flatMap(colsOf).map((c) => `t[${lit(c)}]`).join(', ')})`)
  // The change-tracking filters (created, last_updated and their ranges) and cf_<name> (containment).
  if (!off.has('created')) idx.push(`index(${lit(`${m.table}_created_idx`)}).on(t.created)`)
  if (m.lastUpdated && !off.has('last_updated')) idx.push(`index(${lit(`${m.table}_last_updated_idx`)}).on(t.last_updated)`)
  if (m.customFields) idx.push(`index(${lit(`${m.table}_cf_gin`)}).using('gin', t.custom_field_data.op('jsonb_path_ops'))`)

  let out = `export const ${ident(m)} = pgTable(${lit(m.table)}, {\n  ${cols.join(',\n  ')},\n}`
  out += idx.length ? `, (t) => [\n  ${idx.join(',\n  ')},\n])\n` : `)\n`
  for (const f of m.fields) {
    if (f.kind !== 'm2m' || f.reverseOf) continue // the other side's table
    const target = reg[f.target]
    // A tag's join rows are NetBox's tagged items (extras/tagged-objects/): ids from one sequence,
    // unique across every tagged model, kept while the tag stays on the object.
    const tagged = f.name === 'tags' && f.target === 'extras.tag'
    out +=
      `\nexport const ${ident(m)}_${f.name} = pgTable(${lit(f.through)}, {\n` +
      (tagged ? `  id: bigint('id', { mode: 'number' }).notNull().default(sql\`nextval('${TAGGED_ITEM_SEQ}')\`),\n  created: timestamp('created', { withTimezone: true }).defaultNow().notNull(),\n` : '') +
      `  source_id: integer('source_id').notNull().references((): AnyPgColumn => ${ident(m)}.id, { onDelete: 'cascade' }),\n` +
      `  target_id: integer('target_id').notNull().references((): AnyPgColumn => ${ident(target)}.id, { onDelete: 'cascade' }),\n` +
      `}, (t) => [primaryKey({ columns: [t.source_id, t.target_id] }), index(${lit(`${f.through}_target_idx`)}).on(t.target_id)` +
      (tagged ? `, uniqueIndex(${lit(`${f.through}_id_uniq`)}).on(t.id)` : '') +
      `])\n`
  }
  return out
}

export function emitDbApp(app: string, models: ModelDef[], reg: Registry): string {
  const deps = new Set<string>()
  for (const m of models)
    for (const f of m.fields)
      if ((f.kind === 'fk' || f.kind === 'm2m') && reg[f.target].app !== app) deps.add(reg[f.target].app)
  const imports = [...deps]
    .sort()
    .map((d) => {
      const names = new Set<string>()
      for (const m of models)
        for (const f of m.fields)
          if ((f.kind === 'fk' || f.kind === 'm2m') && reg[f.target].app === d) names.add(ident(reg[f.target]))
      return `import { ${[...names].sort().join(', ')} } from './${d}.js'\n`
    })
    .join('')
  return (
    header(models.map((m) => m.file).join(', ')) +
    `/* eslint-disable */\n` +
    `import { sql } from 'drizzle-orm'\n` +
    `import { type AnyPgColumn, bigint, boolean, cidr, date, index, inet, integer, jsonb, numeric, pgSequence, pgTable, primaryKey, serial, smallint, text, timestamp, uniqueIndex, varchar } from 'drizzle-orm/pg-core'\n` +
    imports +
    (app === 'extras' ? `\nexport const extrasTaggeditemIdSeq = pgSequence(${lit(TAGGED_ITEM_SEQ)})\n` : '') +
    '\n' +
    models.map((m) => tableFor(m, reg)).join('\n')
  )
}

export function emitDbIndex(apps: string[]): string {
  return header('models/**') + apps.map((a) => `export * from './${a}.js'\n`).join('')
}

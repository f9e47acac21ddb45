// Turns model files into the registry's normalised shapes and checks them. Every problem names
// the definition file and the field, so a newcomer can fix it without reading codegen.
import type { Field, ModelDef, Registry } from '../src/registry/types.js'
import type { FieldInput, ModelInput } from './dsl.js'

export class DefinitionError extends Error {}

const IMPLICIT = new Set(['id', 'url', 'display', 'display_name', 'tags', 'custom_fields', 'created', 'last_updated', 'config_context'])

function titleCase(s: string): string {
  return s.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())
}

export interface Source {
  file: string
  input: ModelInput
}

function normaliseField(name: string, input: FieldInput, where: string): Field {
  const base = {
    name,
    label: input.label ?? (name === 'id' ? 'ID' : titleCase(name)),
    help: input.help,
    required: input.required ?? false,
    nullable: input.nullable ?? false,
    default: input.default,
    readOnly: input.readOnly ?? false,
    writeOnly: false,
    unique: input.unique ?? false,
    filter: input.filter ?? true,
    column: input.column ?? name,
    example: input.example,
  }
  if (/[^a-z0-9_]/.test(name)) throw new DefinitionError(`${where}: field name must be snake_case`)
  switch (input.kind) {
    case 'choice': {
      if (input.choices.length === 0) throw new DefinitionError(`${where}: a choice field needs choices`)
      const valueType = typeof input.choices[0].value === 'number' ? 'integer' : 'string'
      if (input.default !== undefined && !input.choices.some((c) => c.value === input.default))
        throw new DefinitionError(`${where}: default ${String(input.default)} is not one of the choices`)
      return {
        ...base,
        kind: 'choice',
        choices: input.choices,
        valueType,
        plain: input.plain ?? false,
        generated: input.generated,
        readOnly: base.readOnly || !!input.generated,
      }
    }
    case 'children':
      return {
        ...base,
        kind: 'children',
        target: input.target,
        via: input.via,
        generic: input.generic,
        fixed: input.fixed ?? {},
        typeKey: input.typeKey ?? 'object_type',
        idKey: input.idKey ?? 'object_id',
        objectKey: input.objectKey ?? 'object',
        mirror: input.mirror ?? {},
        exclusive: input.exclusive,
        filter: false,
      }
    case 'peers':
      return { ...base, kind: 'peers', through: input.through, link: input.link, end: input.end, generic: input.generic, readOnly: true, filter: false }
    case 'fk':
      return {
        ...base,
        kind: 'fk',
        sameAs: input.sameAs,
        limitTo: input.limitTo,
        target: input.target,
        onDelete: input.onDelete ?? (base.required ? 'protect' : 'set_null'),
        ...(input.plain ? { plain: true } : {}),
        ...(input.nested ? { nested: true } : {}),
        ...(input.generated ? { generated: input.generated, readOnly: true, nullable: true } : {}),
        nullable: input.nullable ?? !base.required,
        column: input.column ?? `${name}_id`,
      }
    case 'generic':
      return {
        ...base,
        kind: 'generic',
        targets: input.targets,
        nullable: true,
        typeColumn: input.typeField ?? `${name}_type`,
        idColumn: input.idField ?? `${name}_id`,
        typeField: input.typeField ?? `${name}_type`,
        idField: input.idField ?? `${name}_id`,
        onDelete: input.onDelete ?? 'set_null',
        readOnly: true, // the nested object is read-only; type and id fields are the writable pair
      }
    case 'm2m':
      return {
        ...base,
        kind: 'm2m',
        target: input.target,
        through: '', // filled in by the caller, which knows the table
        sourceColumn: 'source_id',
        targetColumn: 'target_id',
        filterName: input.filterAs ?? name,
        ...(input.nested ? { nested: true } : {}),
      }
    case 'reverse_one':
      return { ...base, kind: 'reverse_one', target: input.target, via: input.via, readOnly: true, nullable: true, filter: false }
    case 'reverse_many':
      return { ...base, kind: 'reverse_many', target: input.target, via: input.via, readOnly: true, filter: false }
    case 'count':
      return { ...base, kind: 'count', target: input.target, via: input.via, readOnly: true, filter: false }
    case 'const':
      return { ...base, kind: 'const', value: input.value, readOnly: true, filter: false }
    default: {
      const kind = input.kind
      const writeOnly = kind === 'password' || (input.writeOnly ?? false)
      return {
        ...base,
        kind,
        maxLength: input.maxLength,
        min: input.min,
        max: input.max,
        places: input.places,
        digits: input.digits,
        generated: input.generated,
        lower: input.lower,
        containment: input.containment,
        jsonObject: input.jsonObject,
        writeOnly,
        readOnly: base.readOnly || !!input.generated,
        filter: base.filter && !writeOnly && kind !== 'json' && kind !== 'token_key' && kind !== 'string_list' && kind !== 'integer_list' && kind !== 'ip_network_list',
      }
    }
  }
}

function normaliseModel({ file, input }: Source): ModelDef {
  const key = `${input.app}.${input.name}`
  const table = input.table ?? `${input.app}_${input.name}`
  const fields: Field[] = []
  for (const [name, fi] of Object.entries(input.fields)) {
    const where = `${file}: field '${name}'`
    if (IMPLICIT.has(name) && !(name === 'last_updated' && input.lastUpdated === false))
      throw new DefinitionError(`${where} clashes with a field every model gets (${[...IMPLICIT].join(', ')})`)
    const field = normaliseField(name, fi, where)
    if (field.kind === 'm2m') field.through = `${table}_${name}`
    fields.push(field)
  }
  if (input.tags ?? true) {
    // Tags are a many-to-many field every tagged model gets, through its own join table.
    const tags = normaliseField('tags', { kind: 'm2m', target: 'extras.tag', filterAs: 'tag' }, `${file}: tags`)
    if (tags.kind === 'm2m') tags.through = `${table}_tags`
    fields.push(tags)
  }
  const display = Array.isArray(input.display) ? input.display : [input.display]
  const verbose = input.verbose ?? input.name
  return {
    key,
    app: input.app,
    name: input.name,
    verbose,
    verbosePlural: input.verbosePlural ?? `${verbose}s`,
    className: input.className,
    path: input.path,
    table,
    file,
    fields,
    brief: input.brief,
    display,
    displayName: input.displayName ?? false,
    ordering: input.ordering ?? ['id'],
    search: input.search ?? [],
    unique: (input.unique ?? []).map((set) => ({ fields: set, constraint: `${table}_${set.join('_')}_uniq` })),
    tags: input.tags ?? true,
    customFields: input.customFields ?? true,
    configContext: input.configContext ?? false,
    created: input.created ?? 'date',
    lastUpdated: input.lastUpdated ?? true,
    readOnly: input.readOnly ?? false,
    hooks: [],
  }
}

/** Fields every model can be asked about in brief/ordering/display besides its own. */
const COMMON = new Set(['id', 'url', 'display', 'created', 'last_updated'])

function check(reg: Registry): void {
  const paths = new Set<string>()
  for (const m of Object.values(reg)) {
    const at = (what: string) => `${m.file}: ${what}`
    const p = `${m.app}/${m.path}`
    if (paths.has(p)) throw new DefinitionError(at(`path '${m.path}' is already used in app '${m.app}'`))
    paths.add(p)
    const names = new Map(m.fields.map((f) => [f.name, f]))
    const has = (n: string) => names.has(n) || COMMON.has(n)
    for (const f of m.fields) {
      if ((f.kind === 'fk' || f.kind === 'm2m' || f.kind === 'reverse_one' || f.kind === 'reverse_many' || f.kind === 'count') && !reg[f.target])
        throw new DefinitionError(at(`field '${f.name}' points at unknown model '${f.target}'`))
      if (f.kind !== 'm2m' && 'containment' in f && f.containment && f.kind !== 'ip_address' && f.kind !== 'ip_prefix')
        throw new DefinitionError(at(`field '${f.name}': containment needs an ip_address or ip_prefix field`))
      if (f.kind === 'generic')
        for (const t of f.targets) if (!reg[t]) throw new DefinitionError(at(`field '${f.name}' allows unknown model '${t}'`))
      if (f.kind === 'children') {
        const child = reg[f.target]
        if (!child) throw new DefinitionError(at(`field '${f.name}' points at unknown model '${f.target}'`))
        const via = child.fields.find((x) => x.name === f.via)
        if (!via || via.kind !== 'fk' || via.target !== m.key)
          throw new DefinitionError(at(`field '${f.name}': '${f.target}.${f.via}' is not a foreign key to ${m.key}`))
        if (child.fields.find((x) => x.name === f.generic)?.kind !== 'generic')
          throw new DefinitionError(at(`field '${f.name}': '${f.target}.${f.generic}' is not a generic relation`))
      }
      if (f.kind === 'peers') {
        const through = reg[f.through]
        if (!through) throw new DefinitionError(at(`field '${f.name}' reads through unknown model '${f.through}'`))
        if (through.fields.find((x) => x.name === f.generic)?.kind !== 'generic')
          throw new DefinitionError(at(`field '${f.name}': '${f.through}.${f.generic}' is not a generic relation`))
        for (const n of [f.link, f.end])
          if (!names.has(n) || !through.fields.some((x) => x.name === n))
            throw new DefinitionError(at(`field '${f.name}': '${n}' must be a field of both ${m.key} and ${f.through}`))
      }
      if (f.kind === 'fk' && f.sameAs) {
        if (!names.has(f.sameAs.field) || !reg[f.target].fields.some((x) => x.name === f.sameAs!.field))
          throw new DefinitionError(at(`field '${f.name}': sameAs '${f.sameAs.field}' must be a field of both models`))
      }
      if (f.kind === 'reverse_one' || f.kind === 'count') {
        // reverse_one: a foreign key or generic relation to this model; count: a foreign key or many-to-many.
        const via = reg[f.target].fields.find((x) => x.name === f.via)
        const ok =
          via &&
          (((via.kind === 'fk' || (f.kind === 'count' && via.kind === 'm2m')) && via.target === m.key) ||
            (f.kind === 'reverse_one' && via.kind === 'generic' && via.targets.includes(m.key)))
        if (!ok) throw new DefinitionError(at(`field '${f.name}': '${f.target}.${f.via}' is not a foreign key to ${m.key}`))
      }
      if (f.kind === 'reverse_many') {
        const via = reg[f.target].fields.find((x) => x.name === f.via)
        const ok = via && ((via.kind === 'fk' && via.target === m.key) || (via.kind === 'generic' && via.targets.includes(m.key)))
        if (!ok) throw new DefinitionError(at(`field '${f.name}': '${f.target}.${f.via}' is not a relation to ${m.key}`))
      }
    }
    for (const b of m.brief) if (!has(b)) throw new DefinitionError(at(`brief field '${b}' is not a field`))
    for (const o of m.ordering) if (!has(o.replace(/^-/, ''))) throw new DefinitionError(at(`ordering '${o}' is not a field`))
    for (const s of m.search) {
      const f = names.get(s)
      if (!f) throw new DefinitionError(at(`search field '${s}' is not a field`))
    }
    for (const u of m.unique)
      for (const n of u.fields) if (!names.has(n)) throw new DefinitionError(at(`unique set names unknown field '${n}'`))
    for (const d of m.display)
      for (const [, n] of d.matchAll(/\{(\w+)\}/g))
        if (!has(n)) throw new DefinitionError(at(`display placeholder '{${n}}' is not a field`))
    const seenColumns = new Map<string, string>()
    for (const f of m.fields) {
      if (['m2m', 'reverse_one', 'reverse_many', 'count', 'const', 'children', 'peers'].includes(f.kind)) continue
      const cols = f.kind === 'generic' ? [f.typeColumn, f.idColumn] : [f.column]
      for (const c of cols) {
        const prev = seenColumns.get(c)
        if (prev && f.column === f.name) throw new DefinitionError(at(`fields '${prev}' and '${f.name}' share column '${c}'`))
        seenColumns.set(c, f.name)
      }
    }
  }
}

export function buildRegistry(sources: Source[], domainModules: Set<string>): Registry {
  const reg: Registry = {}
  for (const s of sources) {
    const m = normaliseModel(s)
    if (reg[m.key]) throw new DefinitionError(`${s.file}: model '${m.key}' is already defined in ${reg[m.key].file}`)
    const [app, name] = [m.app, m.name]
    m.hooks = [...domainModules]
      .filter((k) => k === `${app}.${name}` || k.startsWith(`${app}.${name}-`))
      .sort((a, b) => (a === m.key ? -1 : b === m.key ? 1 : a.localeCompare(b)))
      .map((k) => k.slice(app.length + 1))
    reg[m.key] = m
  }
  check(reg)
  return Object.fromEntries(Object.keys(reg).sort().map((k) => [k, reg[k]]))
}

// Turns model files into the registry's normalised shapes and checks them. Every problem names
// the definition file and the field, so a newcomer can fix it without reading codegen.
import type { Field, FilterDecl, ModelDef, PathFilterDecl, Registry, ScalarKind, SearchTerm } from '../src/registry/types.js'
import type {
  ChildrenInput,
  ChoiceInput,
  CommonOpts,
  ConstInput,
  ObjectInput,
  CountInput,
  DerivedInput,
  FieldInput,
  FilterInput,
  FkInput,
  GenericInput,
  M2mInput,
  ModelInput,
  PeersInput,
  ConnectedInput,
  ReverseManyInput,
  SearchInput,
  ReverseOneInput,
  ScalarInput,
} from './dsl.js'

export class DefinitionError extends Error {}

const IMPLICIT = new Set(['id', 'url', 'display', 'display_name', 'tags', 'custom_fields', 'created', 'last_updated', 'config_context'])

function titleCase(s: string): string {
  return s.replace(/_/g, ' ').replace(/^./, (c) => c.toUpperCase())
}

export interface Source {
  file: string
  input: ModelInput
}

// What a model file may say, as run-time lists. Model files are run by tsx, which does not type-check,
// so a misspelt option or value would otherwise pass silently. Each list is typed `Record<keyof X,
// true>`: adding an option to the DSL without listing it here (or the reverse) fails `tsc`.
type Keys<T> = Record<Exclude<keyof T, 'kind'>, true>
const common: Keys<CommonOpts> = {
  label: true,
  help: true,
  required: true,
  nullable: true,
  default: true,
  readOnly: true,
  unique: true,
  filter: true,
  example: true,
  column: true,
}
const scalarOpts: Keys<ScalarInput> = {
  ...common,
  max: true,
  min: true,
  maxLength: true,
  places: true,
  digits: true,
  generated: true,
  lower: true,
  writeOnly: true,
  containment: true,
  jsonObject: true,
  uploadTo: true,
  prefixFrom: true,
  heightField: true,
  widthField: true,
}
type OptionKind = Exclude<FieldInput['kind'], ScalarKind> | 'scalar'
const OPTIONS: Record<OptionKind, Record<string, true>> = {
  scalar: scalarOpts,
  choice: { ...common, choices: true, plain: true, generated: true } satisfies Keys<ChoiceInput>,
  fk: { ...common, target: true, onDelete: true, plain: true, generated: true, sameAs: true, limitTo: true, nested: true, lookupBy: true } satisfies Keys<FkInput>,
  children: {
    ...common,
    target: true,
    via: true,
    generic: true,
    fixed: true,
    typeKey: true,
    idKey: true,
    objectKey: true,
    mirror: true,
    exclusive: true,
  } satisfies Keys<ChildrenInput>,
  peers: { ...common, through: true, link: true, end: true, generic: true } satisfies Keys<PeersInput>,
  connected: { ...common } satisfies Keys<ConnectedInput>,
  generic: { ...common, targets: true, onDelete: true, typeField: true, idField: true } satisfies Keys<GenericInput>,
  m2m: { ...common, target: true, filterAs: true, nested: true, lookupBy: true, reverseOf: true } satisfies Keys<M2mInput>,
  reverse_one: { ...common, target: true, via: true, fixed: true, fields: true, wrap: true } satisfies Keys<ReverseOneInput>,
  reverse_many: { ...common, target: true, via: true } satisfies Keys<ReverseManyInput>,
  count: { ...common, target: true, via: true, cumulative: true, stored: true } satisfies Keys<CountInput>,
  derived: { ...common, expr: true, args: true, type: true, nested: true, filterAs: true } satisfies Keys<DerivedInput>,
  const: { ...common, value: true } satisfies Keys<ConstInput>,
  object: { ...common, typeField: true, idField: true } satisfies Keys<ObjectInput>,
}
const SCALAR_KINDS: Record<ScalarKind, true> = {
  string: true,
  text: true,
  slug: true,
  integer: true,
  bigint: true,
  decimal: true,
  boolean: true,
  date: true,
  datetime: true,
  json: true,
  ip_address: true,
  ip_prefix: true,
  ip_network_list: true,
  string_list: true,
  integer_list: true,
  color: true,
  password: true,
  token_key: true,
  image: true,
}
const MODEL_OPTIONS: Record<keyof ModelInput, true> = {
  app: true,
  name: true,
  path: true,
  className: true,
  verbose: true,
  verbosePlural: true,
  table: true,
  fields: true,
  brief: true,
  display: true,
  displayName: true,
  webPath: true,
  ordering: true,
  search: true,
  lookupBy: true,
  unique: true,
  tags: true,
  customFields: true,
  configContext: true,
  created: true,
  lastUpdated: true,
  readOnly: true,
  filters: true,
  tree: true,
  indexes: true,
  changeLogged: true,
  changeRelated: true,
  view: true,
}
const BOOLEAN_OPTS = ['required', 'nullable', 'readOnly', 'unique', 'filter', 'plain', 'nested', 'lower', 'writeOnly', 'containment', 'jsonObject', 'cumulative', 'stored']
const NUMBER_OPTS = ['max', 'min', 'maxLength', 'places', 'digits']
const STRING_OPTS = ['label', 'help', 'column', 'target', 'via', 'generic', 'generated', 'filterAs', 'through', 'link', 'end', 'typeField', 'idField', 'exclusive', 'expr', 'uploadTo', 'prefixFrom', 'heightField', 'widthField']
/** Allowed values of options that take one of a few words. */
const ENUM_OPTS: Partial<Record<FieldInput['kind'], Record<string, unknown[]>>> = {
  fk: { onDelete: ['protect', 'cascade', 'set_null'], lookupBy: [false] },
  generic: { onDelete: ['set_null', 'cascade'] },
  m2m: { lookupBy: [false] },
  derived: { type: ['integer', 'decimal', 'string'] },
}

const show = (v: unknown) => (typeof v === 'string' ? `'${v}'` : JSON.stringify(v))
/** Edit distance (insertions, deletions, substitutions, adjacent swaps). */
function distance(a: string, b: string): number {
  const d = Array.from({ length: a.length + 1 }, (_, i) => [i, ...Array<number>(b.length).fill(0)])
  for (let j = 1; j <= b.length; j++) d[0][j] = j
  for (let i = 1; i <= a.length; i++)
    for (let j = 1; j <= b.length; j++) {
      d[i][j] = Math.min(d[i - 1][j] + 1, d[i][j - 1] + 1, d[i - 1][j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1))
      if (i > 1 && j > 1 && a[i - 1] === b[j - 2] && a[i - 2] === b[j - 1]) d[i][j] = Math.min(d[i][j], d[i - 2][j - 2] + 1)
    }
  return d[a.length][b.length]
}

/** ` (did you mean 'x'?)` for the nearest of `among` within a few edits of `word`, else ''. */
export function closest(word: string, among: string[]): string {
  const scored = among.map((c) => [c, distance(word.toLowerCase(), c.toLowerCase())] as const).filter(([c, n]) => n <= Math.max(1, Math.floor(Math.min(word.length, c.length) / 3)))
  if (!scored.length) return ''
  const best = Math.min(...scored.map(([, n]) => n))
  return ` (did you mean ${scored.filter(([, n]) => n === best).map(([c]) => `'${c}'`).join(' or ')}?)`
}

/** Refuses an unknown kind, an unknown option, or an option value of the wrong type or outside its words. */
function checkFieldInput(input: FieldInput, where: string): void {
  if (typeof input !== 'object' || input === null || typeof input.kind !== 'string')
    throw new DefinitionError(`${where}: not a field (build it with f.string(), f.fk(), … from codegen/dsl.ts)`)
  const kind = input.kind as string
  const isScalar = kind in SCALAR_KINDS
  const allowed = isScalar ? OPTIONS.scalar : (OPTIONS as Record<string, Record<string, true> | undefined>)[kind]
  if (!allowed) {
    const kinds = [...Object.keys(SCALAR_KINDS), ...Object.keys(OPTIONS).filter((k) => k !== 'scalar')]
    throw new DefinitionError(`${where}: unknown field kind '${kind}'${closest(kind, kinds)}`)
  }
  for (const [opt, v] of Object.entries(input)) {
    if (opt === 'kind' || v === undefined) continue
    if (!allowed[opt])
      throw new DefinitionError(`${where}: unknown option '${opt}' for a field of kind '${kind}'${closest(opt, Object.keys(allowed))}; allowed: ${Object.keys(allowed).join(', ')}`)
    if (BOOLEAN_OPTS.includes(opt) && typeof v !== 'boolean') throw new DefinitionError(`${where}: option '${opt}' must be true or false, not ${show(v)}`)
    if (NUMBER_OPTS.includes(opt) && (typeof v !== 'number' || !Number.isFinite(v))) throw new DefinitionError(`${where}: option '${opt}' must be a number, not ${show(v)}`)
    if (STRING_OPTS.includes(opt) && typeof v !== 'string') throw new DefinitionError(`${where}: option '${opt}' must be a string, not ${show(v)}`)
    const words = ENUM_OPTS[kind as FieldInput['kind']]?.[opt]
    if (words && !words.includes(v))
      throw new DefinitionError(`${where}: ${opt} ${show(v)} is not one of ${words.map((w) => (typeof w === 'string' ? `'${w}'` : String(w))).join(', ')}`)
  }
  if (kind === 'generic' && (!Array.isArray((input as GenericInput).targets) || (input as GenericInput).targets.some((t) => typeof t !== 'string')))
    throw new DefinitionError(`${where}: targets must be a list of model keys ('app.model')`)
  if (kind === 'choice' && (!Array.isArray((input as ChoiceInput).choices) || (input as ChoiceInput).choices.some((c) => typeof c !== 'object' || c === null || !('value' in c) || typeof c.label !== 'string')))
    throw new DefinitionError(`${where}: choices must be a list of {value, label} (use choices({...}) from codegen/dsl.ts)`)
}

function normaliseField(name: string, input: FieldInput, where: string): Field {
  checkFieldInput(input, where)
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
    case 'connected':
      return { ...base, kind: 'connected', readOnly: true, filter: false }
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
        ...(input.lookupBy === false ? { lookupBy: false as const } : {}),
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
        ...(input.lookupBy === false ? { lookupBy: false as const } : {}),
        ...(input.nested ? { nested: true } : {}),
        ...(input.reverseOf ? { reverseOf: input.reverseOf } : {}),
      }
    case 'reverse_one':
      return {
        ...base,
        kind: 'reverse_one',
        target: input.target,
        via: input.via,
        fixed: input.fixed ?? {},
        ...(input.fields ? { fields: input.fields } : {}),
        ...(input.wrap ? { wrap: input.wrap } : {}),
        readOnly: true,
        nullable: true,
        filter: false,
      }
    case 'reverse_many':
      return { ...base, kind: 'reverse_many', target: input.target, via: input.via, readOnly: true, filter: false }
    case 'count':
      // Filterable only when declared (NetBox filters on its counter caches, `interface_count__gte=4`).
      return {
        ...base,
        kind: 'count',
        target: input.target,
        via: input.via,
        readOnly: true,
        filter: input.filter ?? false,
        ...(input.cumulative ? { cumulative: true } : {}),
        ...(input.stored ? { stored: true } : {}),
      }
    case 'derived':
      if (input.args !== undefined && (!Array.isArray(input.args) || input.args.some((a) => typeof a !== 'string')))
        throw new DefinitionError(`${where}: args must be a list of strings`)
      return {
        ...base,
        kind: 'derived',
        expr: input.expr,
        args: input.args ?? [],
        valueType: input.type ?? 'integer',
        nested: input.nested ?? false,
        readOnly: true,
        nullable: true,
        filter: input.filterAs !== undefined,
        ...(input.filterAs !== undefined ? { filterName: input.filterAs } : {}),
      }
    case 'const':
      return { ...base, kind: 'const', value: input.value, readOnly: true, filter: false }
    case 'object':
      return { ...base, kind: 'object', typeField: input.typeField, idField: input.idField, readOnly: true, nullable: true, filter: false }
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
        ...(kind === 'image' ? { uploadTo: input.uploadTo, prefixFrom: input.prefixFrom, heightField: input.heightField, widthField: input.widthField } : {}),
        writeOnly,
        readOnly: base.readOnly || !!input.generated,
        filter: base.filter && !writeOnly && kind !== 'json' && kind !== 'token_key' && kind !== 'image' && kind !== 'string_list' && kind !== 'integer_list' && kind !== 'ip_network_list',
      }
    }
  }
}

function checkModelInput({ file, input }: Source): void {
  for (const [opt, v] of Object.entries(input))
    if (v !== undefined && !(opt in MODEL_OPTIONS))
      throw new DefinitionError(`${file}: unknown model option '${opt}'${closest(opt, Object.keys(MODEL_OPTIONS))}; allowed: ${Object.keys(MODEL_OPTIONS).join(', ')}`)
  for (const opt of ['app', 'name', 'path', 'className'] as const)
    if (typeof input[opt] !== 'string' || !input[opt]) throw new DefinitionError(`${file}: model option '${opt}' is required (a string)`)
  if (typeof input.fields !== 'object' || input.fields === null) throw new DefinitionError(`${file}: model option 'fields' is required (an object of fields)`)
  if (!Array.isArray(input.brief)) throw new DefinitionError(`${file}: model option 'brief' is required (a list of field names)`)
  if (input.created !== undefined && input.created !== 'date' && input.created !== 'datetime')
    throw new DefinitionError(`${file}: created ${show(input.created)} is not one of 'date', 'datetime'`)
  if (input.webPath !== undefined && input.webPath !== false && (typeof input.webPath !== 'string' || !/^[a-z0-9-]+$/.test(input.webPath)))
    throw new DefinitionError(`${file}: model option 'webPath' must be a URL segment or false, not ${show(input.webPath)}`)
  for (const opt of ['displayName', 'tags', 'customFields', 'configContext', 'lastUpdated', 'readOnly'] as const)
    if (input[opt] !== undefined && typeof input[opt] !== 'boolean') throw new DefinitionError(`${file}: model option '${opt}' must be true or false, not ${show(input[opt])}`)
}

/** What names a related row in filters when the model does not say: the first of these it has. */
const LOOKUP_DEFAULTS = ['slug', 'name', 'username', 'model', 'cid']
const LOOKUP_KINDS = new Set(['string', 'slug', 'text', 'integer', 'bigint', 'ip_address'])

function defaultLookup(fields: Field[]): string | undefined {
  return LOOKUP_DEFAULTS.find((n) => fields.some((f) => f.name === n && LOOKUP_KINDS.has(f.kind)))
}

/** `a.b<app.model>.<app.model.field>` → its steps (dots inside <> do not separate). */
export function splitPath(p: string): string[] {
  return p.match(/(?:[^.<]|<[^>]*>)+/g) ?? []
}

const SEARCH_LOOKUPS = new Set(['icontains', 'contains', 'istartswith', 'startswith', 'exact', 'net_contains_or_equals'])
const SEARCH_AS = new Set(['int', 'network', 'cidr'])

function normaliseSearch(input: SearchInput, where: string): SearchTerm {
  const t = typeof input === 'string' ? { path: input } : input
  const at = `${where}: search term '${t.path}'`
  if (typeof t.path !== 'string' || !t.path) throw new DefinitionError(`${where}: a search term needs a path (a string)`)
  for (const k of Object.keys(t)) if (!['path', 'lookup', 'as'].includes(k)) throw new DefinitionError(`${at}: unknown option '${k}' (path, lookup, as)`)
  const lookup = t.lookup ?? 'icontains'
  if (!SEARCH_LOOKUPS.has(lookup)) throw new DefinitionError(`${at}: unknown lookup '${lookup}' (${[...SEARCH_LOOKUPS].join(', ')})`)
  if (t.as !== undefined && !SEARCH_AS.has(t.as)) throw new DefinitionError(`${at}: unknown 'as: ${t.as}' (${[...SEARCH_AS].join(', ')})`)
  // The lookups that compare a converted value, and only they, take one.
  if (lookup === 'exact' && (t.as === undefined || t.as === 'cidr')) throw new DefinitionError(`${at}: lookup 'exact' needs 'as: int' or 'as: network'`)
  if (lookup === 'net_contains_or_equals' && t.as !== 'cidr') throw new DefinitionError(`${at}: lookup 'net_contains_or_equals' needs 'as: cidr'`)
  if (t.as !== undefined && lookup !== 'exact' && lookup !== 'net_contains_or_equals')
    throw new DefinitionError(`${at}: 'as' converts the value of an 'exact' or 'net_contains_or_equals' lookup only`)
  return { path: splitPath(t.path), lookup: lookup as SearchTerm['lookup'], ...(t.as ? { as: t.as } : {}) }
}

/** What is wrong with a search term on model m (its path must end at a field the lookup can compare). */
function searchProblem(reg: Registry, m: ModelDef, t: SearchTerm): string | undefined {
  const r = resolvePath(reg, m, t.path)
  if (typeof r === 'string') return r
  const f = r.field
  if (!f) return 'the path ends at a relation, not a field'
  if (f.kind === 'm2m' || f.kind === 'derived' || f.kind === 'count' || f.kind === 'reverse_many' || f.kind === 'fk')
    return `'${f.name}' is a ${f.kind} field, not a column to compare`
  const ip = f.kind === 'ip_address' || f.kind === 'ip_prefix'
  if (t.as === 'int' && !(f.kind === 'integer' || f.kind === 'bigint')) return `'as: int' needs an integer field ('${f.name}' is ${f.kind})`
  if (t.as === 'network' && f.kind !== 'ip_address') return `'as: network' needs an ip_address field ('${f.name}' is ${f.kind})`
  if (t.lookup === 'net_contains_or_equals' && (f.kind !== 'ip_prefix' || t.path.length !== 1))
    return `'net_contains_or_equals' needs an ip_prefix field of the model itself`
  if ((t.lookup === 'istartswith' || t.lookup === 'startswith' || t.lookup === 'contains' || t.lookup === 'icontains') && !ip && !['string', 'slug', 'text', 'integer', 'bigint', 'choice', 'image', 'json', 'date', 'datetime', 'color', 'decimal'].includes(f.kind))
    return `'${f.name}' (${f.kind}) cannot be compared as text`
  return undefined
}

function normaliseFilter(name: string, input: FilterInput | false, where: string): FilterDecl {
  if (/[^a-z0-9_]/.test(name)) throw new DefinitionError(`${where}: filter name must be snake_case`)
  if (input === false) return { name, kind: 'none' }
  switch (input.kind) {
    case 'path':
      return {
        name,
        kind: 'path',
        path: splitPath(input.path),
        ...(input.by ? { by: input.by } : {}),
        tree: input.tree ?? false,
        lookups: input.lookups ?? true,
        ...(input.virtualChassis ? { virtualChassis: input.virtualChassis } : {}),
      }
    case 'not_null':
      return { name, kind: 'not_null', fields: input.fields }
    case 'exists':
      return { name, kind: 'exists', target: input.target, via: input.via }
    case 'predicate':
      return { name, kind: 'predicate', predicate: input.name, args: input.args ?? [] }
    case 'any_of':
      return {
        name,
        kind: 'any_of',
        paths: input.paths.map((p) => normaliseFilter(name, p, where) as PathFilterDecl),
        lookups: input.lookups ?? true,
      }
  }
}

function normaliseModel({ file, input }: Source): ModelDef {
  checkModelInput({ file, input })
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
    webPath: input.webPath === false ? null : `/${input.app}/${input.webPath ?? input.path}/`,
    ordering: input.ordering ?? ['id'],
    search: (input.search ?? []).map((t) => normaliseSearch(t, file)),
    lookupBy: input.lookupBy ?? defaultLookup(fields),
    unique: (input.unique ?? []).map((set) => ({ fields: set, constraint: `${table}_${set.join('_')}_uniq` })),
    tags: input.tags ?? true,
    customFields: input.customFields ?? true,
    configContext: input.configContext ?? false,
    created: input.created ?? 'date',
    lastUpdated: input.lastUpdated ?? true,
    readOnly: input.readOnly ?? false,
    hooks: [],
    filters: Object.entries(input.filters ?? {}).map(([n, fi]) => normaliseFilter(n, fi, `${file}: filter '${n}'`)),
    ...(input.tree ? { tree: input.tree } : {}),
    indexes: (input.indexes ?? []).map((cols) => ({ columns: cols, name: `${table}_${cols.join('_')}_idx` })),
    changeLogged: input.changeLogged ?? !(input.readOnly ?? false),
    ...(input.changeRelated ? { changeRelated: [input.changeRelated].flat() } : {}),
    ...(input.view ? { view: input.view } : {}),
  }
}

/** Fields every model can be asked about in brief/ordering/display besides its own. */
const COMMON = new Set(['id', 'url', 'display', 'created', 'last_updated'])

/** The models each relation names, checked in every file before any relation is followed. */
function checkTargets(reg: Registry): void {
  for (const m of Object.values(reg))
    for (const f of m.fields) {
      const named =
        f.kind === 'fk' || f.kind === 'm2m' || f.kind === 'reverse_one' || f.kind === 'reverse_many' || f.kind === 'count' || f.kind === 'children'
          ? [f.target]
          : f.kind === 'generic'
            ? f.targets
            : f.kind === 'peers'
              ? [f.through]
              : []
      for (const t of named)
        if (!reg[t]) {
          throw new DefinitionError(`${m.file}: field '${f.name}' points at unknown model '${t}'${closest(t, Object.keys(reg))}`)
        }
    }
}

/** Why `via` on `target` is not a relation back to `key` of an allowed kind, naming where `via` is defined. */
function viaProblem(reg: Registry, target: string, via: string, key: string, allow: { generic?: boolean; m2m?: boolean } = {}): string | undefined {
  const t = reg[target]
  const v = t.fields.find((x) => x.name === via)
  if (!v) return `'${target}' has no field '${via}' (${t.file})`
  if (v.kind === 'fk' || (allow.m2m && v.kind === 'm2m')) return v.target === key ? undefined : `'${target}.${via}' points at '${v.target}', not at ${key} (${t.file})`
  if (allow.generic && v.kind === 'generic') return v.targets.includes(key) ? undefined : `'${target}.${via}' does not allow ${key} among its targets (${t.file})`
  const wanted = ['foreign key', ...(allow.generic ? ['relation'] : []), ...(allow.m2m ? ['many-to-many'] : [])].join(' or ')
  return `'${target}.${via}' is a ${v.kind} field, not a ${wanted} to ${key} (${t.file})`
}

function check(reg: Registry): void {
  checkTargets(reg)
  const paths = new Set<string>()
  for (const m of Object.values(reg)) {
    const at = (what: string) => `${m.file}: ${what}`
    const p = `${m.app}/${m.path}`
    if (paths.has(p)) throw new DefinitionError(at(`path '${m.path}' is already used in app '${m.app}'`))
    paths.add(p)
    const names = new Map(m.fields.map((f) => [f.name, f]))
    // A generic relation's type and id fields (`object_type`, `object_id`) may be named too (brief lists).
    const pairNames = new Set(m.fields.flatMap((f) => (f.kind === 'generic' ? [f.typeField, f.idField] : [])))
    const has = (n: string) => names.has(n) || COMMON.has(n) || pairNames.has(n)
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
      if (f.kind === 'reverse_one' || f.kind === 'count' || f.kind === 'reverse_many') {
        // reverse_one and reverse_many: a foreign key or generic relation to this model; count: also a many-to-many.
        const problem = viaProblem(reg, f.target, f.via, m.key, { generic: true, m2m: f.kind === 'count' })
        if (problem) throw new DefinitionError(at(`field '${f.name}' counts or lists ${f.target} through '${f.via}', but ${problem}`))
      }
      if (f.kind === 'reverse_one') {
        const target = reg[f.target]
        const own = (n: string) => target.fields.some((x) => x.name === n || (x.kind === 'generic' && (x.typeField === n || x.idField === n)))
        for (const n of Object.keys(f.fixed)) if (!own(n)) throw new DefinitionError(at(`field '${f.name}': fixed '${n}' is not a field of ${f.target}`))
        for (const n of f.fields ?? [])
          if (!own(n) && !COMMON.has(n) && !(n === 'display_url' && target.webPath !== null))
            throw new DefinitionError(at(`field '${f.name}': '${n}' is not a field of ${f.target}`))
        if (f.wrap) {
          const fk = target.fields.find((x) => x.name === f.wrap!.in)
          if (fk?.kind !== 'fk') throw new DefinitionError(at(`field '${f.name}': wrap.in '${f.wrap.in}' is not a foreign key of ${f.target}`))
          const outer = reg[fk.target]
          for (const n of f.wrap.fields)
            if (!outer.fields.some((x) => x.name === n) && !COMMON.has(n) && !(n === 'display_url' && outer.webPath !== null))
              throw new DefinitionError(at(`field '${f.name}': wrap field '${n}' is not a field of ${fk.target}`))
        }
      }
    }
    // A generic relation's type and id fields may be brief fields of their own (NetBox's bookmarks).
    const pairs = new Set(m.fields.flatMap((f) => (f.kind === 'generic' ? [f.typeField, f.idField] : [])))
    for (const b of m.brief) if (!has(b) && !pairs.has(b) && !(b === 'display_url' && m.webPath !== null)) throw new DefinitionError(at(`brief field '${b}' is not a field`))
    for (const o of m.ordering)
      if (!has(o.replace(/^-/, '')) && !(m.tree && o.replace(/^-/, '') === '_tree')) throw new DefinitionError(at(`ordering '${o}' is not a field${o.includes('_tree') ? ' (_tree needs a tree model)' : ''}`))
    if (m.lookupBy !== undefined) {
      const f = names.get(m.lookupBy)
      if (!f || !LOOKUP_KINDS.has(f.kind)) throw new DefinitionError(at(`lookupBy '${m.lookupBy}' must name a string, slug, text, integer, bigint or ip_address field of the model`))
    }
    for (const s of m.search) {
      const problem = searchProblem(reg, m, s)
      if (problem) throw new DefinitionError(at(`search term '${s.path.join('.')}': ${problem}`))
    }
    for (const u of m.unique)
      for (const n of u.fields) if (!names.has(n)) throw new DefinitionError(at(`unique set names unknown field '${n}'`))
    for (const d of m.display)
      for (const [, n] of d.matchAll(/\{(\w+(?:\.\w+)?)\}/g)) {
        const [own, far] = n.split('.')
        const fk = names.get(own)
        if (far === undefined ? !has(n) : !(fk?.kind === 'fk' && reg[fk.target].fields.some((x) => x.name === far && (x.kind in SCALAR_KINDS || x.kind === 'choice'))))
          throw new DefinitionError(at(`display placeholder '{${n}}' is not a field${far === undefined ? '' : ' of the object a foreign key points at'}`))
      }
    for (const f of m.fields)
      if (f.kind === 'count' && f.cumulative && !m.tree) throw new DefinitionError(at(`field '${f.name}': cumulative needs a tree model`))
    for (const f of m.fields)
      if (f.kind === 'count' && f.stored && (f.cumulative || reg[f.target].fields.find((x) => x.name === f.via)?.kind !== 'fk'))
        throw new DefinitionError(at(`field '${f.name}': a stored count needs a foreign key as via, and cannot be cumulative`))
    for (const n of m.changeRelated ?? []) {
      const f = names.get(n)
      if (f?.kind !== 'fk' && f?.kind !== 'generic') throw new DefinitionError(at(`changeRelated '${n}' is not a foreign key or generic relation`))
    }
    if (m.tree) {
      const p = names.get(m.tree)
      if (!p || p.kind !== 'fk' || p.target !== m.key) throw new DefinitionError(at(`tree '${m.tree}' is not a foreign key to ${m.key}`))
    }
    for (const ix of m.indexes)
      for (const n of ix.columns) if (!names.has(n)) throw new DefinitionError(at(`index names unknown field '${n}'`))
    for (const d of m.filters.flatMap((x) => (x.kind === 'any_of' ? x.paths : [x]))) {
      const where = (what: string) => at(`filter '${d.name}': ${what}`)
      if (d.kind === 'path') {
        const r = resolvePath(reg, m, d.path)
        if (typeof r === 'string') throw new DefinitionError(where(r))
        if (d.by && (!r.model || (d.by !== 'id' && !r.model.fields.some((x) => x.name === d.by))))
          throw new DefinitionError(where(`'by: ${d.by}' needs a path ending at a relation to a model with that field`))
        if (d.tree && (!r.model || !r.model.tree)) throw new DefinitionError(where(`'tree' needs a path ending at a tree model`))
      } else if (d.kind === 'not_null') {
        for (const n of d.fields) if (!names.has(n)) throw new DefinitionError(where(`'${n}' is not a field`))
      } else if (d.kind === 'exists') {
        const via = reg[d.target]?.fields.find((x) => x.name === d.via)
        if (!via || !((via.kind === 'fk' && via.target === m.key) || (via.kind === 'generic' && via.targets.includes(m.key))))
          throw new DefinitionError(where(`'${d.target}.${d.via}' is not a relation to ${m.key}`))
      }
    }
    const seenColumns = new Map<string, string>()
    for (const f of m.fields) {
      if (['m2m', 'reverse_one', 'reverse_many', 'count', 'derived', 'const', 'children', 'peers', 'connected', 'object'].includes(f.kind)) continue
      const cols = f.kind === 'generic' ? [f.typeColumn, f.idColumn] : [f.column]
      for (const c of cols) {
        const prev = seenColumns.get(c)
        if (prev && f.column === f.name) throw new DefinitionError(at(`fields '${prev}' and '${f.name}' share column '${c}'`))
        seenColumns.set(c, f.name)
      }
    }
  }
}

/**
 * Walks a filter path (see PathFilterInput) and returns the model it ends at (a relation) or the
 * scalar field (otherwise), or what is wrong with it. The engine walks it the same way.
 */
export function resolvePath(reg: Registry, m: ModelDef, steps: string[]): { model?: ModelDef; field?: Field } | string {
  let cur = m
  for (let i = 0; i < steps.length; i++) {
    const step = steps[i]
    const last = i === steps.length - 1
    const narrowed = /^(\w+)<(\w+\.\w+)>$/.exec(step)
    const reverse = /^<(\w+\.\w+)\.(\w+)>$/.exec(step)
    let next: ModelDef | undefined
    if (reverse) {
      const via = reg[reverse[1]]?.fields.find((x) => x.name === reverse[2])
      if (!via || !(((via.kind === 'fk' || via.kind === 'm2m') && via.target === cur.key) || (via.kind === 'generic' && via.targets.includes(cur.key))))
        return `'${step}': not a relation of ${reverse[1]} to ${cur.key}`
      next = reg[reverse[1]]
    } else if (narrowed) {
      const f = cur.fields.find((x) => x.name === narrowed[1])
      if (f?.kind !== 'generic' || !f.targets.includes(narrowed[2])) return `'${step}': not a generic relation of ${cur.key} allowing ${narrowed[2]}`
      next = reg[narrowed[2]]
    } else {
      const f = cur.fields.find((x) => x.name === step)
      if (!f) return `'${step}' is not a field of ${cur.key}`
      if (f.kind === 'fk' || f.kind === 'm2m' || f.kind === 'reverse_many' || f.kind === 'count') next = reg[f.target]
      else if (last && (f.kind === 'choice' || !['generic', 'children', 'peers', 'connected', 'reverse_one', 'const', 'object'].includes(f.kind))) return { field: f }
      else return `'${step}' cannot be walked`
    }
    if (!next) return `'${step}' leads to an unknown model`
    cur = next
  }
  return { model: cur }
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
  // A generic relation to `@tagged` may point at every model that takes tags (NetBox's TaggedItem).
  for (const m of Object.values(reg))
    for (const f of m.fields)
      if (f.kind === 'generic' && f.targets.includes('@tagged'))
        f.targets = Object.values(reg)
          .filter((x) => x.tags)
          .map((x) => x.key)
          .sort()
  // The far side of a many-to-many shares its join table, the columns swapped.
  for (const m of Object.values(reg))
    for (const f of m.fields) {
      if (f.kind !== 'm2m' || !f.reverseOf) continue
      const other = reg[f.target]?.fields.find((x) => x.name === f.reverseOf)
      if (other?.kind !== 'm2m' || other.target !== m.key || other.reverseOf)
        throw new DefinitionError(`${m.file}: field '${f.name}': reverseOf '${f.reverseOf}' is not a many-to-many of ${f.target} to ${m.key}`)
      Object.assign(f, { through: other.through, sourceColumn: other.targetColumn, targetColumn: other.sourceColumn })
    }
  check(reg)
  return Object.fromEntries(Object.keys(reg).sort().map((k) => [k, reg[k]]))
}

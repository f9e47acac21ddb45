// The vocabulary of model files. A model file is pure data: it calls these builders and exports
// the result. Codegen normalises the result into src/registry/types.ts shapes.
import type { Choice, OnDelete, ScalarKind } from '../src/registry/types.js'

export interface CommonOpts {
  label?: string
  help?: string
  required?: boolean
  nullable?: boolean
  default?: unknown
  readOnly?: boolean
  unique?: boolean
  /** Generate an exact-match filter (default: true for scalars and relations). */
  filter?: boolean
  /** A valid value, for documentation and for the generated contract tests. */
  example?: unknown
  /** Store in another field's column: two wire names for one value (e.g. token last_used/last_updated). */
  column?: string
}

export interface ScalarInput extends CommonOpts {
  kind: ScalarKind
  max?: number
  min?: number
  maxLength?: number
  places?: number
  digits?: number
  generated?: string
  lower?: boolean
  writeOnly?: boolean
  /**
   * Network containment filters on this ip_address/ip_prefix field (and a GiST index): `parent` for
   * addresses; `within`, `within_include`, `contains` for prefixes; `mask_length` and
   * `present_in_vrf(_id)` (when the model has a `vrf`) for both.
   */
  containment?: boolean
  /** A json field that must hold a JSON object (NetBox's config context data). */
  jsonObject?: boolean
  /** image: the folder under the media root its files go to (Django's upload_to). */
  uploadTo?: string
  /** image: file names start with `<model>_<id>_` of this generic relation. */
  prefixFrom?: string
  /** image: integer fields that receive the image's height and width. */
  heightField?: string
  widthField?: string
}
export interface ChoiceInput extends CommonOpts {
  kind: 'choice'
  choices: Choice[]
  plain?: boolean
  generated?: string
}
/**
 * `example` on a relation steers generated test bodies: `null` leaves it unset, any other value
 * fills it even when optional, and an object also gives the related object's values (a new one
 * each time in test/api/fixtures.ts), e.g. `{ type: 'virtual' }` for a virtual interface.
 */
export interface FkInput extends CommonOpts {
  kind: 'fk'
  target: string
  onDelete?: OnDelete
  /** Represented as the bare primary key (NetBox's PrimaryKeyRelatedField), not a nested object. */
  plain?: boolean
  /** SQL over the table's own columns for a read-only relation derived from others (no foreign key). */
  generated?: string
  /** The related object must have the same value of this field (see FkField.sameAs). */
  sameAs?: { field: string; message: string }
  /** Only related objects with these values are valid. */
  limitTo?: Record<string, string | number | boolean>
  /** NetBox shows this relation with its older `Nested<Model>` serializer (it always does for tags and for references to the same model): only the OpenAPI component name differs. */
  nested?: boolean
  /** `false`: no `<name>=` filter by the target's `lookupBy` field, only `<name>_id` (where NetBox has only that). */
  lookupBy?: false
}
export interface ChildrenInput extends CommonOpts {
  kind: 'children'
  target: string
  via: string
  generic: string
  fixed?: Record<string, string>
  typeKey?: string
  idKey?: string
  objectKey?: string
  mirror?: Record<string, string>
  exclusive?: string
}
export interface PeersInput extends CommonOpts {
  kind: 'peers'
  through: string
  link: string
  end: string
  generic: string
}
/** A path endpoint's connected endpoints, read from its cable path (see ConnectedField). */
export interface ConnectedInput extends CommonOpts {
  kind: 'connected'
}
export interface GenericInput extends CommonOpts {
  kind: 'generic'
  /** Model keys; `['@tagged']`: every model that takes tags. */
  targets: string[]
  /** What deleting the object pointed at does: clear the pair (default) or delete this row too. */
  onDelete?: 'set_null' | 'cascade'
  /** Wire names of the pair (default `<name>_type`, `<name>_id`); also their columns. */
  typeField?: string
  idField?: string
}
export interface M2mInput extends CommonOpts {
  kind: 'm2m'
  target: string
  /** Filter names `<filterAs>_id` and `<filterAs>` (default: the field name). */
  filterAs?: string
  /** `false`: no `<filterAs>=` filter by the target's `lookupBy` field, only `<filterAs>_id`. */
  lookupBy?: false
  /** NetBox shows this relation with its older `Nested<Model>` serializer (it always does for tags and for references to the same model): only the OpenAPI component name differs. */
  nested?: boolean
  /** The other side of the target's many-to-many field of this name (its join table, read and written from here): NetBox's `User.object_permissions`. */
  reverseOf?: string
}
export interface ReverseOneInput extends CommonOpts {
  kind: 'reverse_one'
  target: string
  via: string
  /** Only the row whose fields have these values (a circuit's termination on side A: `{term_side: 'A'}`). */
  fixed?: Record<string, string>
  /** The nested object's fields after id, url and display (default: the target's brief fields), as a serializer of NetBox's own for it. */
  fields?: string[]
  /**
   * Show the object the row's foreign key `in` points at instead (its `fields`), with the row nested
   * inside it under `as`: NetBox's `parent_device` is the parent bay's device, the bay within it.
   */
  wrap?: { in: string; as: string; fields: string[] }
}
/** Read-only list of the rows of another model pointing here through a foreign key or generic relation. */
export interface ReverseManyInput extends CommonOpts {
  kind: 'reverse_many'
  target: string
  via: string
}
export interface CountInput extends CommonOpts {
  kind: 'count'
  target: string
  /** A foreign key, many-to-many or generic relation of `target` pointing here. */
  via: string
  /** On a tree model: count the rows pointing at the node or at any below it (NetBox's `cumulative=True`). */
  cumulative?: boolean
  /**
   * Kept in a column of this model by triggers on the counted table (NetBox's CounterCacheField), so
   * a read takes the column instead of counting per row. `via` must be a foreign key. The app makes
   * its triggers when it starts, and fills the column for the rows already stored
   * (src/engine/triggers.ts); the column itself comes with the model's migration.
   */
  stored?: boolean
}
/**
 * A read-only value computed in the read query by a named expression of the engine
 * (src/engine/derived.ts), e.g. `f.derived('tree_depth', { nested: true, type: 'integer' })`.
 */
export interface DerivedInput extends CommonOpts {
  kind: 'derived'
  expr: string
  args?: string[]
  type?: 'integer' | 'decimal' | 'string'
  /** Also shown in nested objects (a value NetBox stores, such as `_depth`); default: only at the top, as counts. */
  nested?: boolean
  /** Filter on it under this name (NetBox's `depth` for `_depth`), with the number lookups. */
  filterAs?: string
}
export interface ConstInput extends CommonOpts {
  kind: 'const'
  value: unknown
}
/**
 * The object a (type, id) pair of this model's own fields names, of any model, nested in its brief
 * form (NetBox's SerializerMethodFields `object`, `changed_object`); null when it is gone.
 */
export interface ObjectInput extends CommonOpts {
  kind: 'object'
  /** The field holding the object's type (`dcim.site`) and the one holding its id. */
  typeField: string
  idField: string
}
export type FieldInput =
  | ChildrenInput
  | PeersInput
  | ConnectedInput
  | ScalarInput
  | ChoiceInput
  | FkInput
  | GenericInput
  | M2mInput
  | ReverseOneInput
  | ReverseManyInput
  | CountInput
  | DerivedInput
  | ConstInput
  | ObjectInput

/**
 * A filter through a path of fields (NetBox's `field_name='device__role'`): each step a foreign key,
 * a many-to-many, a generic relation narrowed to one model (`assigned_object<dcim.interface>`) or a
 * reverse relation (a `reverse_many`/`count` field, or `<app.model.field>`: the rows of that model
 * whose foreign key, generic relation or many-to-many `field` points here).
 * A path ending at a relation compares its id, or `by` (NetBox's `to_field_name`); one ending at a
 * scalar or choice compares that field with its lookups. `tree` matches the node named and its
 * descendants (NetBox's TreeNodeMultipleChoiceFilter); `lookups: false` takes no `__` lookups.
 */
export interface PathFilterInput {
  kind: 'path'
  path: string
  by?: string
  tree?: boolean
  lookups?: boolean
  /** Widen a device to its virtual chassis (NetBox's `Device.vc_interfaces()`, see path-filters.ts). */
  virtualChassis?: 'members' | 'master'
}
/** A boolean: some of these columns are set (true) or none is (false); `isnull` negated. */
export interface NotNullFilterInput {
  kind: 'not_null'
  fields: string[]
}
/** A boolean: rows of another model point here (`target.via`), e.g. `devices?interfaces`. */
export interface ExistsFilterInput {
  kind: 'exists'
  target: string
  via: string
}
/** A named SQL predicate of the engine (src/engine/predicates.ts), for what no declaration can say. */
export interface PredicateFilterInput {
  kind: 'predicate'
  name: string
  /** The predicate's arguments (e.g. the field it reads). */
  args?: string[]
}
/** Matches when any of the paths does, for one value (NetBox's `vlan_id`: untagged, tagged or Q-in-Q). */
export interface AnyOfFilterInput {
  kind: 'any_of'
  paths: PathFilterInput[]
  lookups?: boolean
}
export type FilterInput = PathFilterInput | NotNullFilterInput | ExistsFilterInput | PredicateFilterInput | AnyOfFilterInput

/** `path('device.role', { by: 'slug', tree: true })`: see PathFilterInput. */
export function path(p: string, opts: Omit<PathFilterInput, 'kind' | 'path'> = {}): PathFilterInput {
  return { kind: 'path', path: p, ...opts }
}
export function anyOf(paths: PathFilterInput[], opts: { lookups?: boolean } = {}): AnyOfFilterInput {
  return { kind: 'any_of', paths, ...opts }
}
export function notNull(...fields: string[]): NotNullFilterInput {
  return { kind: 'not_null', fields }
}
export function exists(target: string, via: string): ExistsFilterInput {
  return { kind: 'exists', target, via }
}
export function predicate(name: string, ...args: string[]): PredicateFilterInput {
  return { kind: 'predicate', name, ...(args.length ? { args } : {}) }
}

/**
 * NetBox's ContentTypeFilter (`object_type=dcim.site`) on a field holding object types: a generic
 * relation (its type), a text field or a list of them (`object_types`). src/engine/object-types.ts.
 */
/**
 * A NetBox filter that cannot be answered here: a 400 with `message` (why, and what to use instead),
 * so that a client never gets every row back from a filter silently ignored.
 */
export function refuse(message: string): PredicateFilterInput {
  return predicate('refuse', message)
}
export function objectType(field: string): PredicateFilterInput {
  return predicate('objectType', field)
}
/**
 * Object types by id (`object_type_id=3`, `assigned_object_type_id`): the ids of
 * core/object-types/. `number`: NetBox's MultiValueNumberFilter (an unknown id matches nothing)
 * rather than its ModelMultipleChoiceFilter (an unknown id is a 400).
 */
export function objectTypeId(field: string, mode: 'choice' | 'number' = 'choice'): PredicateFilterInput {
  return predicate('objectTypeId', field, mode)
}

/**
 * One term of a model's `search` (what `q` matches, src/engine/search.ts), as NetBox's `search()` says it:
 * - `path`: a field of the model, or a path through relations ending at a field, written as filter
 *   paths are (PathFilterInput): `virtual_chassis.name`, `asns.asn`, `<dcim.device.virtual_chassis>.name`,
 *   `member<circuits.circuit>.cid`. A path through a to-many relation matches when some related row
 *   does (a semi-join: no row twice);
 * - `lookup` (Django's): `icontains` (the default), `contains` (case-sensitive), `istartswith`,
 *   `startswith`, `exact` (with `as`), `net_contains_or_equals` (with `as: 'cidr'`, a field of the model);
 * - `as`: the value converted first, the term left out when it does not convert: `int` (Python's
 *   int()), `network` (netaddr.IPNetwork(), host bits kept) or `cidr` (its network, host bits cleared).
 */
export interface SearchTermInput {
  path: string
  lookup?: SearchLookup
  as?: SearchAs
}
export type SearchLookup = 'icontains' | 'contains' | 'istartswith' | 'startswith' | 'exact' | 'net_contains_or_equals'
export type SearchAs = 'int' | 'network' | 'cidr'
export type SearchInput = string | SearchTermInput

export interface ModelInput {
  app: string
  name: string
  /** URL segment under /api/<app>/ — always written out, there is no pluraliser. */
  path: string
  className: string
  verbose?: string
  verbosePlural?: string
  table?: string
  fields: Record<string, FieldInput>
  /** Brief/nested form beyond id, url, display. */
  brief: string[]
  display: string | string[]
  displayName?: boolean
  /**
   * The URL segment of the object's web page under /<app>/ (NetBox's `display_url`, served in the
   * full representation): default `path`; false where NetBox's serializer has no `display_url`.
   */
  webPath?: string | false
  /** Field names, `-` for descending; on a tree, `_tree` is NetBox's MPTT order (each node, then its subtree; siblings by name). */
  ordering?: string[]
  /**
   * What `q` matches: NetBox's filterset `search()`, any of these terms (none: `q` is ignored). A
   * string is a path (see SearchTermInput), mostly a field of the model, compared with Django's
   * `icontains`: `['name', 'virtual_chassis.name', { path: 'vid', lookup: 'exact', as: 'int' }]`.
   */
  search?: SearchInput[]
  /**
   * The field that names an object of this model in the filters of models relating to it
   * (`?vrf=65000:1` for `lookupBy: 'rd'`; NetBox's `to_field_name`): a string, slug, text, integer,
   * bigint or ip_address field, compared by exact value.
   * Default: the first of slug, name, username, model, cid the model has (none: only `<fk>_id`).
   */
  lookupBy?: string
  unique?: string[][]
  tags?: boolean
  customFields?: boolean
  configContext?: boolean
  created?: 'date' | 'datetime'
  lastUpdated?: boolean
  readOnly?: boolean
  /**
   * Filters beyond the generated ones (one per field), by name. A name the fields also generate is
   * replaced; `false` removes a generated filter NetBox does not have.
   */
  filters?: Record<string, FilterInput | false>
  /**
   * The model is a tree through this self-referencing foreign key (NetBox's MPTT models). Its rows
   * store their depth (`level`), kept by triggers the app makes when it starts (src/engine/triggers.ts).
   */
  tree?: string
  /** Extra (non-unique) indexes, each a list of wire names, for filters that need them. */
  indexes?: string[][]
  /** Changes are recorded in the change log (default true): `*_by_request` filters. */
  changeLogged?: boolean
  /**
   * NetBox's `to_objectchange` related object: the change records of this model name the object of
   * this foreign key or generic relation (a component's device); with several, the first one set
   * (a template's device type, else its module type). Filters `object-changes?related_object_type=`.
   */
  changeRelated?: string | string[]
  /**
   * The rows are a SQL view the app (re)creates at start from the registry (src/engine/views.ts
   * names each), not a table: read-only, no migration, never a referrer in deletes.
   */
  view?: 'taggedItems'
}

type Opts<T> = Omit<T, 'kind'>
const scalar =
  (kind: ScalarKind) =>
  (opts: Opts<ScalarInput> = {}): ScalarInput => ({ kind, ...opts })

export const f = {
  string: (opts: Opts<ScalarInput> & { max?: number } = {}): ScalarInput => ({
    kind: 'string',
    ...opts,
    maxLength: opts.max ?? opts.maxLength,
    max: undefined,
  }),
  slug: (opts: Opts<ScalarInput> = {}): ScalarInput => ({ kind: 'slug', maxLength: 100, ...opts }),
  text: scalar('text'),
  integer: scalar('integer'),
  bigint: scalar('bigint'),
  decimal: scalar('decimal'),
  boolean: scalar('boolean'),
  date: scalar('date'),
  datetime: scalar('datetime'),
  json: scalar('json'),
  ipAddress: scalar('ip_address'),
  ipPrefix: scalar('ip_prefix'),
  ipNetworkList: scalar('ip_network_list'),
  stringList: scalar('string_list'),
  /** A list of integers; `min`/`max` bound each item. Stored as integer[]. */
  integerList: scalar('integer_list'),
  /** Child rows written inline as a list of `{object_type, object_id}` (see ChildrenField). */
  children: (target: string, opts: Opts<Omit<ChildrenInput, 'target'>>): ChildrenInput => ({ kind: 'children', target, ...opts }),
  /** The far end of a link through a child model (see PeersField). */
  peers: (opts: Opts<PeersInput>): PeersInput => ({ kind: 'peers', ...opts }),
  /** NetBox's ConnectedEndpointsSerializer: `<name>`, `<name>_type`, `<name>_reachable` from the object's cable path. */
  connected: (opts: Opts<ConnectedInput> = {}): ConnectedInput => ({ kind: 'connected', ...opts }),
  color: scalar('color'),
  /** An uploaded image (multipart/form-data): PNG, JPEG, GIF, WebP or BMP; served as its URL under /media/. */
  image: (opts: Opts<ScalarInput> & { uploadTo: string }): ScalarInput => ({ kind: 'image', maxLength: 100, ...opts }),
  password: (opts: Opts<ScalarInput> = {}): ScalarInput => ({ kind: 'password', writeOnly: true, ...opts }),
  tokenKey: (opts: Opts<ScalarInput> = {}): ScalarInput => ({ kind: 'token_key', ...opts }),
  choice: (choices: Choice[], opts: Opts<Omit<ChoiceInput, 'choices'>> = {}): ChoiceInput => ({
    kind: 'choice',
    choices,
    ...opts,
  }),
  fk: (target: string, opts: Opts<Omit<FkInput, 'target'>> = {}): FkInput => ({ kind: 'fk', target, ...opts }),
  generic: (targets: string[], opts: Opts<Omit<GenericInput, 'targets'>> = {}): GenericInput => ({
    kind: 'generic',
    targets,
    ...opts,
  }),
  m2m: (target: string, opts: Opts<Omit<M2mInput, 'target'>> = {}): M2mInput => ({ kind: 'm2m', target, ...opts }),
  reverseOne: (target: string, via: string, opts: CommonOpts & Pick<ReverseOneInput, 'fixed' | 'fields' | 'wrap'> = {}): ReverseOneInput => ({
    kind: 'reverse_one',
    target,
    via,
    ...opts,
  }),
  reverseMany: (target: string, via: string, opts: CommonOpts = {}): ReverseManyInput => ({
    kind: 'reverse_many',
    target,
    via,
    ...opts,
  }),
  count: (target: string, via: string, opts: CommonOpts & { cumulative?: boolean; stored?: boolean } = {}): CountInput => ({ kind: 'count', target, via, ...opts }),
  derived: (expr: string, opts: Opts<Omit<DerivedInput, 'expr'>> = {}): DerivedInput => ({ kind: 'derived', expr, ...opts }),
  constant: (value: unknown, opts: CommonOpts = {}): ConstInput => ({ kind: 'const', value, ...opts }),
  /** The object named by the pair `typeField`/`idField` (see ObjectInput). */
  object: (opts: Opts<ObjectInput>): ObjectInput => ({ kind: 'object', ...opts }),
}

/** `choices({active: 'Active'})` keeps declaration order. */
export function choices(map: Record<string, string>): Choice[] {
  return Object.entries(map).map(([value, label]) => ({ value, label }))
}

export function intChoices(pairs: Array<[number, string]>): Choice[] {
  return pairs.map(([value, label]) => ({ value, label }))
}

export function model(def: ModelInput): ModelInput {
  return def
}

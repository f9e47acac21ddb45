// The normalised model metadata shared by codegen (which writes it) and the engine (which reads it).
// Everything here is plain data so that the generated registry is a JSON-like literal.

export type OnDelete = 'protect' | 'cascade' | 'set_null'

export type ScalarKind =
  | 'string' // varchar with max length, blank allowed unless required
  | 'text' // unbounded text
  | 'slug' // ^[-a-zA-Z0-9_]+$
  | 'integer'
  | 'bigint'
  | 'decimal'
  | 'boolean'
  | 'date'
  | 'datetime'
  | 'json'
  | 'ip_address' // inet with host bits kept, e.g. 10.0.0.1/24
  | 'ip_prefix' // cidr, host bits refused
  | 'ip_network_list' // list of networks or addresses, stored as cidr[]
  | 'string_list' // list of strings, stored as text[]
  | 'integer_list' // list of integers (min/max apply to each), stored as integer[]
  | 'color' // 6 lowercase hex digits
  | 'password' // write-only, stored as a slow salted hash
  | 'token_key' // write-once 40-hex key, stored as an HMAC digest
  | 'image' // an uploaded image file (multipart): its path under the media root is stored, its URL served

export interface Choice {
  value: string | number
  label: string
}

interface FieldBase {
  name: string
  label: string
  help?: string
  required: boolean // required on create (and on PUT)
  nullable: boolean
  default?: unknown
  readOnly: boolean
  writeOnly: boolean
  unique: boolean
  filter: boolean // exact-match filter generated
  /** Column in the table (defaults to the name; `<name>_id` for relations). */
  column: string
  /** A valid value, for documentation and the generated contract tests. */
  example?: unknown
}

export interface ScalarField extends FieldBase {
  kind: ScalarKind
  maxLength?: number
  min?: number
  max?: number
  places?: number // decimals
  digits?: number
  /** SQL expression (over the table's own columns) for a generated, read-only column. */
  generated?: string
  /** Lower-case the value before storing (e.g. dns_name). */
  lower?: boolean
  /** Network containment filters and a GiST index (ip_address / ip_prefix fields). */
  containment?: boolean
  /** A json field whose value must be a JSON object. */
  jsonObject?: boolean
  /** image: the folder under the media root the files go to (Django's upload_to). */
  uploadTo?: string
  /** image: file names start with `<model>_<id>_` of this generic relation (NetBox's image attachments). */
  prefixFrom?: string
  /** image: integer fields that receive the image's height and width. */
  heightField?: string
  widthField?: string
}

export interface ChoiceField extends FieldBase {
  kind: 'choice'
  choices: Choice[]
  valueType: 'string' | 'integer'
  /** Represented as the bare value even in full form (NetBox's plain choice fields). */
  plain: boolean
  generated?: string
}

export interface FkField extends FieldBase {
  kind: 'fk'
  target: string // app.model
  onDelete: OnDelete
  /** Represented as the bare primary key instead of the nested brief object. */
  plain?: boolean
  /** SQL over the table's own columns: a read-only relation derived from others, without a foreign key. */
  generated?: string
  /**
   * The related object must share this field's value with the object written (e.g. a front port's
   * rear port is on the same `device`). `message` may name `{value}` (the related object) and
   * `{other}` (the related object's own value of that field); it is keyed on this field.
   */
  sameAs?: { field: string; message: string }
  /** Only related objects with these column values are valid (Django's limit_choices_to). */
  limitTo?: Record<string, string | number | boolean>
  /** Described in OpenAPI by NetBox's `Nested<Model>` component rather than `Brief<Model>`. */
  nested?: boolean
  /** false: no `<name>=` filter by the target's lookupBy field (only `<name>_id`). */
  lookupBy?: false
}

export interface GenericField extends FieldBase {
  kind: 'generic'
  /** Allowed target model keys (app.model). */
  targets: string[]
  typeColumn: string // <name>_type
  idColumn: string // <name>_id
  typeField: string // wire name of the type field
  idField: string // wire name of the id field
  /** Deleting the object pointed at clears the pair (set_null) or deletes this row (cascade). */
  onDelete: 'set_null' | 'cascade'
}

export interface M2mField extends FieldBase {
  kind: 'm2m'
  target: string
  /** Join table and its two columns. */
  through: string
  sourceColumn: string
  targetColumn: string
  /** Base name of its filters: `<filterName>_id` (by id) and `<filterName>` (by the target's `lookupBy` field). */
  filterName: string
  /** false: no `<filterName>=` filter by the target's lookupBy field (only `<filterName>_id`). */
  lookupBy?: false
  /** Described in OpenAPI by NetBox's `Nested<Model>` component rather than `Brief<Model>`. */
  nested?: boolean
  /** The other side of the target's many-to-many of this name: its join table, `sourceColumn` and `targetColumn` swapped. */
  reverseOf?: string
}

/** A read-only nested object found through another model's foreign key to this one. */
export interface ReverseOneField extends FieldBase {
  kind: 'reverse_one'
  target: string
  via: string // the fk field name on the target that points back here
  /** Only the row whose fields (wire names) have these values. */
  fixed: Record<string, string>
  /** The nested object's fields after id, url and display; default the target's brief fields. */
  fields?: string[]
  /** Shown as the object its foreign key `in` points at (with `fields`), the row nested in it under `as`. */
  wrap?: { in: string; as: string; fields: string[] }
}

/** A read-only list of nested rows of another model pointing here (by foreign key or generic relation). */
export interface ReverseManyField extends FieldBase {
  kind: 'reverse_many'
  target: string
  via: string
}

/**
 * A read-only count of rows of another model pointing here (through a foreign key, many-to-many or
 * generic relation), computed in the read query. Shown at the end of the full representation and in
 * the top-level brief one, never in nested objects (NetBox annotates it on the list's own queryset).
 */
export interface CountField extends FieldBase {
  kind: 'count'
  target: string
  via: string
  /** On a tree model: rows pointing at this node or at any below it (NetBox's `cumulative=True`). */
  cumulative?: boolean
  /** Kept in this model's column of the same name by triggers (NetBox's CounterCacheField). */
  stored?: boolean
}

/**
 * A read-only value computed in the read query by a named expression of the engine
 * (src/engine/derived.ts): a tree node's `_depth`, a prefix's `children`, a sum over related rows.
 * Shown at the end of the full representation, like counts.
 */
export interface DerivedField extends FieldBase {
  kind: 'derived'
  expr: string
  args: string[]
  valueType: 'integer' | 'decimal' | 'string'
  /** Also in nested objects (a value NetBox stores on the row, e.g. `_depth`), not only at the top. */
  nested: boolean
  /** The filter's name (NetBox's `depth` for `_depth`), when filterable. */
  filterName?: string
}

/** A read-only constant value (fields NetBox shows that we do not model yet, e.g. `cable`). */
export interface ConstField extends FieldBase {
  kind: 'const'
  value: unknown
}

/**
 * The object the pair of this model's fields `typeField` (`dcim.site`) and `idField` names, of any
 * model, in its brief form, or null when it is gone: resolved after the page by one statement over
 * the types on it (src/engine/objects.ts), not joined (a join per possible model is too many to plan).
 */
export interface ObjectField extends FieldBase {
  kind: 'object'
  typeField: string
  idField: string
}

/**
 * Rows of another model that belong to this one, written inline as a list (a cable's
 * `a_terminations`): `{<type>, <id>}` items of the child's generic field, stored as child rows
 * with `via` pointing here and the `fixed` column values; read as `{type, id, object}` items.
 * `mirror` columns are set on each referenced object while it is attached (cleared when detached).
 */
export interface ChildrenField extends FieldBase {
  kind: 'children'
  target: string // the child model (app.model)
  via: string // its fk field pointing here
  generic: string // its generic field naming the referenced object
  fixed: Record<string, string> // child columns set for this list (e.g. cable_end: 'A')
  typeKey: string // wire key of the item type, e.g. object_type
  idKey: string // wire key of the item id, e.g. object_id
  objectKey: string // wire key of the nested object, e.g. object
  /** column on the referenced object → value: 'id' (this object's id) or 'fixed:<child column>' */
  mirror: Record<string, string>
  /** An object may be referenced by only one row of the child model (NetBox's one cable per port). */
  exclusive?: string
}

/**
 * The objects at the other end of a link (a cable's far terminations), read through a child model:
 * rows of `through` whose `link` equals this object's `link` column and whose `end` differs.
 * Shown as a list of nested objects plus `<name>_type`.
 */
export interface PeersField extends FieldBase {
  kind: 'peers'
  through: string // e.g. dcim.cabletermination
  link: string // the fk field on `through` and on this model (e.g. cable)
  end: string // the column on `through` and on this model telling the ends apart (e.g. cable_end)
  generic: string // the generic field on `through`
}

/**
 * A path endpoint's connected endpoints (NetBox's ConnectedEndpointsSerializer), read from the
 * object's cable path (dcim_cablepath): `<name>` (nested objects, or null), `<name>_type` and
 * `<name>_reachable`.
 */
export interface ConnectedField extends FieldBase {
  kind: 'connected'
}

export type Field =
  | ChildrenField
  | PeersField
  | ConnectedField
  | ScalarField
  | ChoiceField
  | FkField
  | GenericField
  | M2mField
  | ReverseOneField
  | ReverseManyField
  | CountField
  | DerivedField
  | ConstField
  | ObjectField

export interface UniqueSet {
  fields: string[] // wire names
  constraint: string // index name in the database
}

export interface ModelDef {
  key: string // app.model, e.g. dcim.site
  app: string
  name: string // model name, e.g. site
  verbose: string // "site", "IP address"
  verbosePlural: string
  className: string // "Site", "IPAddress" — used in 404 messages
  path: string // URL segment, e.g. sites
  table: string
  file: string // the definition file, for messages
  fields: Field[] // in representation order, without id/url/display/tags/custom_fields/created/last_updated
  brief: string[] // wire names in the brief/nested form (beyond id, url, display)
  /** Display alternatives: the first whose referenced fields are all non-empty wins. `{field}` placeholders. */
  display: string[]
  /** Also serve `display_name` (the same text as `display`) in the brief form, as older NetBox clients read it. */
  displayName: boolean
  /** The object's web page, `/<app>/<segment>/` (NetBox's `display_url`, full representation); null: none. */
  webPath: string | null
  ordering: string[] // wire names, '-' prefix for descending
  /** What `q` matches (NetBox's filterset `search()`): any of these terms; none: `q` is ignored. */
  search: SearchTerm[]
  /** The field whose exact value names a row in other models' `<fk>=` and `<m2m>=` filters (none: by id only). */
  lookupBy?: string
  unique: UniqueSet[]
  tags: boolean
  customFields: boolean
  configContext: boolean
  created: 'date' | 'datetime'
  lastUpdated: boolean
  readOnly: boolean // API offers only GET/HEAD/OPTIONS
  /** Domain modules: src/domain/<app>/<name>.ts and <name>-<rule>.ts, run in this order. */
  hooks: string[]
  /** Declared filters (added to, or replacing, the ones generated from fields). */
  filters: FilterDecl[]
  /** A tree through this self-referencing foreign key (wire name). */
  tree?: string
  /** Extra indexes: lists of columns, each with its index name. */
  indexes: Array<{ columns: string[]; name: string }>
  /** Object changes are recorded for it: the `*_by_request` filters apply. */
  changeLogged: boolean
  /** Fields (foreign keys or generic relations) naming a change record's related object, first set wins. */
  changeRelated?: string[]
  /** The rows are a SQL view created at start (src/engine/views.ts), not a table. */
  view?: 'taggedItems'
}

/** A filter declared in the model file (codegen/dsl.ts FilterInput), normalised. */
export interface PathFilterDecl {
  name: string
  kind: 'path'
  path: string[]
  by?: string
  tree: boolean
  lookups: boolean
  virtualChassis?: 'members' | 'master'
}
export type FilterDecl =
  | PathFilterDecl
  | { name: string; kind: 'any_of'; paths: PathFilterDecl[]; lookups: boolean }
  | { name: string; kind: 'not_null'; fields: string[] }
  | { name: string; kind: 'exists'; target: string; via: string }
  | { name: string; kind: 'predicate'; predicate: string; args: string[] }
  | { name: string; kind: 'none' }

/**
 * A term of a model's search (codegen/dsl.ts SearchTermInput): a path of steps (as PathFilterDecl's)
 * ending at a field, the Django lookup comparing it, and the conversion of the value first.
 */
export interface SearchTerm {
  path: string[]
  lookup: 'icontains' | 'contains' | 'istartswith' | 'startswith' | 'exact' | 'net_contains_or_equals'
  as?: 'int' | 'network' | 'cidr'
}

export type Registry = Record<string, ModelDef>

// What a domain module (src/domain/<app>/<model>.ts) may provide. Codegen wires in the modules
// that exist; the engine calls them from the one write path.
import type { Queryable } from '../db/types.js'
import type { FieldErrors } from './errors.js'

export interface SaveInput {
  mode: 'create' | 'update'
  /**
   * Values being written, by field name: scalars normalised, relations as ids, generic as
   * {type, id}, many-to-many as id lists, child lists (cable terminations) as [{type, id}].
   */
  values: Map<string, unknown>
  /** The stored row (columns by name) on update; undefined on create. */
  existing?: Record<string, unknown>
  /** The user making the change, if any. */
  actor?: { id: number; username: string }
  /**
   * Scratch space shared by the items of one write request, so a rule can see the other items
   * of a bulk request that are not in the database yet (e.g. two equal addresses in one POST).
   */
  batch: Map<string, unknown>
  /** Settings that rules depend on. */
  settings: DomainSettings
  /**
   * Writes to other rows (a chassis's master device, later: components from templates): through
   * the write path in the same transaction, each change recorded and its webhooks queued. Rules
   * never write rows with raw SQL.
   */
  rows: RowWriter
}

const CREATE_PEERS = '@create-peers'

/**
 * On a create, the validated values of every item of the request (scalars normalised, relations
 * not yet resolved), so a rule can look all of them up in one query on the first item instead of
 * one per item. Empty on updates (each item is saved before the next is checked).
 */
export function createPeers(input: Pick<SaveInput, 'batch' | 'mode'>): ReadonlyArray<ReadonlyMap<string, unknown>> {
  return input.mode === 'create' ? ((input.batch.get(CREATE_PEERS) as ReadonlyMap<string, unknown>[] | undefined) ?? []) : []
}

export function setCreatePeers(batch: Map<string, unknown>, peers: ReadonlyArray<ReadonlyMap<string, unknown>>): void {
  batch.set(CREATE_PEERS, peers)
}

export interface RowWriter {
  /** Creates rows of model `key` (all or none); returns their ids in order. */
  create(key: string, bodies: unknown[]): Promise<number[]>
  /** Updates rows of model `key` by id (PATCH semantics unless `mode` says replace). */
  update(key: string, items: Array<{ id: number; body: unknown }>, mode?: 'patch' | 'replace'): Promise<number[]>
  /** Deletes rows of model `key` (and what cascades from them). */
  delete(key: string, ids: number[]): Promise<void>
  /**
   * Sets fields no caller may write (read-only values derived from other rows, such as an
   * interface's `wireless_link`): runs `sql`, an UPDATE of rows `ids` of model `key`, and records
   * each row's change with its pre/post snapshots.
   */
  derive(key: string, ids: number[], sql: string, params: unknown[]): Promise<void>
}

export interface DomainSettings {
  /** Duplicate prefixes/IP addresses are refused in the global table (ENFORCE_GLOBAL_UNIQUE). */
  enforceGlobalUnique: boolean
  /** API tokens: the peppers of v2 tokens and the version new tokens get (absent: v1 only). */
  tokens?: TokenSettings
}

/** API tokens (the token_key field kind, src/auth/keys.ts). */
export interface TokenSettings {
  /** API_TOKEN_PEPPERS: id → pepper. */
  peppers: ReadonlyMap<number, string>
  /** The version a token gets when its create request does not say. */
  defaultVersion: 1 | 2
}

export const DEFAULT_SETTINGS: DomainSettings = { enforceGlobalUnique: true }

export interface SavedInput extends SaveInput {
  /** The id of the row just written. */
  id: number
}

export interface DeletedInput {
  /** The ids of this model's rows that the delete removed. */
  ids: number[]
  /** Every row the delete removed, cascades included: ids by model key. */
  deleted: Map<string, number[]>
  /** The removed rows' last state (their change records' snapshots), by model key and id. */
  snapshots: Map<string, Map<number, Record<string, unknown>>>
  actor?: { id: number; username: string }
  /** Shared by the afterDelete rules of one delete (so a rule registered on several models runs once). */
  batch: Map<string, unknown>
  settings: DomainSettings
  rows: RowWriter
}

export interface DomainHooks {
  /** Cross-field rules and derived values. May change `values`; returns errors to refuse the write. */
  beforeSave?(input: SaveInput, db: Queryable): Promise<FieldErrors | void> | FieldErrors | void
  /** Runs in the write's transaction after the row (and its many-to-many and child rows) is written. */
  afterSave?(input: SavedInput, db: Queryable): Promise<void> | void
  /**
   * Runs once per write request, after every row of it is written (and after afterSave): the
   * rows of a bulk request at once, so a rule can write what follows from all of them with one
   * `rows` call per model (components from a device type's templates).
   */
  afterSaveBatch?(inputs: SavedInput[], db: Queryable): Promise<void> | void
  /**
   * Runs in the delete's transaction once the rows are gone, for each model with rows in the
   * delete (cascades included): what follows from the removal (cable paths traced again).
   */
  afterDelete?(input: DeletedInput, db: Queryable): Promise<void> | void
}

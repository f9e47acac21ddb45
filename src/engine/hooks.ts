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
}

export const DEFAULT_SETTINGS: DomainSettings = { enforceGlobalUnique: true }

export interface SavedInput extends SaveInput {
  /** The id of the row just written. */
  id: number
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
}

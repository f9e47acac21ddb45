// The change sink: called by the one write path, inside the write's transaction, with every object
// it created, updated or deleted. It writes the change records (core.objectchange) and queues one
// webhook delivery per (change × enabled event rule that matches it). Both land in the same
// transaction as the change: they exist if and only if the change commits.
import type { Change, ChangeAction, ChangeSink } from '../engine/changes.js'
import type { Queryable, Tx } from '../db/types.js'
import { getObjects } from '../engine/read.js'
import type { ModelDef } from '../registry/types.js'
import { type Compiled, compileConditions, evaluateConditions } from './conditions.js'
import { EVENT_OF, ruleFires } from './event-types.js'
import type { DeliveryJob } from './job.js'
import { isTx } from './queue.js'

/** Who made the changes of one request. */
export interface RequestInfo {
  requestId: string
  user?: { id: number; username: string }
}

/** Puts delivery jobs on the queue in the caller's transaction. */
export type Enqueue = (tx: Tx, jobs: DeliveryJob[]) => Promise<string[]>

interface Rule {
  id: number
  conditions: Compiled
  webhookId: number
}

type Data = Record<string, unknown>

const REPR_MAX = 200

const ISO_UTC = `'YYYY-MM-DD"T"HH24:MI:SS.US"+00:00"'` // NetBox's timestamp form
const RULE_ROW = 'json_build_array(r.id, r.event_types, r.conditions, r.action_object_id)'
const RULES_WHERE = `r.enabled AND r.action_type = 'webhook' AND r.action_object_type = 'extras.webhook' AND r.action_object_id IS NOT NULL`

// One round trip per write: record the changes and read the enabled webhook rules of the model.
// A constant shape for any number of changes (arrays through unnest), so it is prepared once. The
// snapshots go as two JSON arrays joined from their texts, not as text[]: the driver would escape
// every quote of every snapshot into an array literal (9 ms and as much garbage per 1,000 changes).
const RECORD_SQL = `WITH ins AS (
    INSERT INTO core_objectchange
      (user_id, user_name, request_id, action, changed_object_type, changed_object_id, object_repr, prechange_data, postchange_data,
       related_object_type, related_object_id)
    SELECT $1::int, $2::text, $3::text, $4::text, $5::text, u.oid, u.repr, u.pre::jsonb, u.post::jsonb, u.rtype, u.rid
      FROM ROWS FROM (unnest($6::int[]), unnest($7::text[]), json_array_elements($8::json), json_array_elements($9::json), unnest($10::text[]), unnest($11::int[]))
           WITH ORDINALITY AS u(oid, repr, pre, post, rtype, rid, n)
     ORDER BY u.n
    RETURNING id, changed_object_id, time)
  SELECT
    (SELECT json_agg(json_build_array(id, changed_object_id, to_char(time AT TIME ZONE 'UTC', ${ISO_UTC}))) FROM ins) AS changes,
    (SELECT json_agg(${RULE_ROW} ORDER BY r.id) FROM extras_eventrule r WHERE ${RULES_WHERE} AND $5::text = ANY(r.object_types)) AS rules,
    to_char(now() AT TIME ZONE 'UTC', ${ISO_UTC}) AS now`

// The rules alone, before a delete (the deleted objects' data must be read while they exist).
const RULES_SQL = `SELECT json_agg(${RULE_ROW} ORDER BY r.id) AS rules FROM extras_eventrule r WHERE ${RULES_WHERE} AND $1::text = ANY(r.object_types)`

type RuleRow = [id: number, eventTypes: string[] | null, conditions: unknown, webhookId: number]

/** Whether the last create/update of a model (in this process) met webhook rules: a hint only. */
const hasRules = new Map<string, boolean>()

/** Change-record form of a snapshot: NetBox leaves out the timestamps and internal `_` keys. */
function recordData(snap: Data | null): string {
  if (!snap) return '{}' // NetBox's change log shows {} for the side that does not exist (pre-create, post-delete)
  const out: Data = {}
  for (const [k, v] of Object.entries(snap)) if (k !== 'created' && k !== 'last_updated' && !k.startsWith('_')) out[k] = v
  return JSON.stringify(out)
}

/**
 * NetBox's `to_objectchange` related object (a component's device, an IP address's interface): the
 * first of the model's `changeRelated` fields set in the snapshot (the one after the change, or
 * before it for a delete).
 */
function relatedOf(m: ModelDef, snap: Data | null): [string | null, number | null] {
  if (!snap) return [null, null]
  for (const name of m.changeRelated ?? []) {
    const f = m.fields.find((x) => x.name === name)
    if (f?.kind === 'fk' && typeof snap[name] === 'number') return [f.target, snap[name] as number]
    if (f?.kind === 'generic' && typeof snap[f.idField] === 'number' && typeof snap[f.typeField] === 'string')
      return [snap[f.typeField] as string, snap[f.idField] as number]
  }
  return [null, null]
}

/** NetBox's pre-change snapshot in a webhook body has no last_updated; the post-change one keeps it. */
function prechange(snap: Data | null): Data | null {
  if (!snap) return null
  const { last_updated: _drop, ...rest } = snap
  return rest
}

export class EventSink implements ChangeSink {
  /** Deliveries queued by this request (committed or not): the in-process worker is woken for them. */
  enqueued = 0
  /** Data of objects about to be deleted, by `model:id`, read before the delete. */
  private readonly doomed = new Map<string, unknown>()

  constructor(
    private readonly request: RequestInfo,
    private readonly enqueue: Enqueue | undefined,
    private readonly warn: (msg: string) => void = () => {},
  ) {}

  /** The rules that fire on `action`, their conditions compiled. */
  private rules(rows: RuleRow[] | null, action: ChangeAction): Rule[] {
    if (!this.enqueue || !rows) return []
    const out: Rule[] = []
    for (const [id, eventTypes, raw, webhookId] of rows) {
      if (!ruleFires(eventTypes ?? [], action)) continue
      let conditions: Compiled
      try {
        conditions = compileConditions(raw)
      } catch (e) {
        // Refused on save, so only a rule written around the API gets here: it never fires.
        this.warn(`event rule ${id} has invalid conditions (${(e as Error).message}); skipped`)
        continue
      }
      out.push({ id: Number(id), conditions, webhookId: Number(webhookId) })
    }
    return out
  }

  private async dataOf(tx: Queryable, m: ModelDef, ids: number[]): Promise<Map<number, unknown>> {
    const objs = (await getObjects(tx, m, ids, { brief: false, configContext: false }, '')) as Data[]
    return new Map(objs.map((o) => [Number(o.id), o]))
  }

  async capture(tx: Queryable, m: ModelDef, ids: number[]): Promise<void> {
    if (!ids.length || !this.enqueue) return
    const [{ rules }] = await tx.query<{ rules: RuleRow[] | null }>(RULES_SQL, [m.key])
    if (!this.rules(rules, 'delete').length) return
    for (const [id, data] of await this.dataOf(tx, m, ids)) this.doomed.set(`${m.key}:${id}`, data)
  }

  async record(tx: Queryable, changes: Change[]): Promise<void> {
    const groups = new Map<string, Change[]>()
    for (const c of changes) {
      const k = `${c.action} ${c.model.key}`
      const group = groups.get(k)
      if (group) group.push(c)
      else groups.set(k, [c])
    }
    for (const group of groups.values()) await this.recordGroup(tx, group)
  }

  /** Changes of one action on one model. */
  private async recordGroup(tx: Queryable, changes: Change[]): Promise<void> {
    const { action, model: m } = changes[0]
    const { requestId, user } = this.request
    // An update that changed nothing leaves no change record (NetBox's CHANGELOG_SKIP_EMPTY_CHANGES);
    // its webhooks still fire, as NetBox's do.
    const pre = changes.map((c) => recordData(c.pre))
    const post = changes.map((c) => recordData(c.post))
    const kept = changes.map((c, i) => c.action !== 'update' || pre[i] !== post[i])
    const pick = <T>(xs: T[]) => xs.filter((_, i) => kept[i])
    const related = changes.map((c) => relatedOf(m, c.post ?? c.pre))
    // When this model's last write met webhook rules, read the objects' data in the same breath
    // (the two queries are pipelined on the transaction's connection): one round trip fewer.
    const ids = changes.map((c) => c.id)
    const early = action !== 'delete' && this.enqueue && hasRules.get(m.key) ? this.dataOf(tx, m, ids) : undefined
    early?.catch(() => {}) // awaited below when used; a failure then surfaces there
    const [row] = await tx.query<{ changes: Array<[id: number, objectId: number, ts: string]> | null; rules: RuleRow[] | null; now: string }>(RECORD_SQL, [
      user?.id ?? null,
      user?.username ?? '',
      requestId,
      action,
      m.key,
      pick(ids),
      pick(changes.map((c) => c.repr.slice(0, REPR_MAX))),
      `[${pick(pre).join(',')}]`,
      `[${pick(post).join(',')}]`,
      pick(related.map((r) => r[0])),
      pick(related.map((r) => r[1])),
    ])
    const recorded = new Map((row.changes ?? []).map(([id, objectId, ts]) => [Number(objectId), { id: Number(id), ts }]))

    const rules = this.rules(row.rules, action)
    if (action !== 'delete') hasRules.set(m.key, rules.length > 0)
    if (!rules.length) {
      await early
      return
    }
    if (!isTx(tx)) throw new Error('webhook deliveries can only be queued inside the write transaction')
    const data = action === 'delete' ? undefined : await (early ?? this.dataOf(tx, m, ids))
    const jobs: DeliveryJob[] = []
    for (const c of changes) {
      const d = data ? data.get(c.id) : this.doomed.get(`${m.key}:${c.id}`)
      if (d === undefined) continue
      const rec = recorded.get(c.id) ?? { id: null, ts: row.now }
      for (const rule of rules) {
        const matched = evaluateConditions(rule.conditions, d, (msg) => this.warn(`event rule ${rule.id}: ${msg}; condition false for ${m.key} ${c.id}`))
        if (!matched) continue
        jobs.push({
          webhook_id: rule.webhookId,
          event_rule_id: rule.id,
          change_id: rec.id,
          event: EVENT_OF[action],
          object_type: m.key,
          model: m.name,
          object_id: c.id,
          object_repr: c.repr,
          timestamp: rec.ts,
          username: user?.username ?? '',
          request_id: requestId,
          data: d,
          snapshots: { prechange: prechange(c.pre), postchange: c.post },
        })
      }
    }
    if (!jobs.length) return
    await this.enqueue!(tx, jobs)
    this.enqueued += jobs.length
  }
}

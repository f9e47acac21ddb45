// What one queued webhook delivery carries: everything its body and templates need, captured in
// the transaction of the change, so a delivery never depends on the object still existing.
// The webhook itself is read when the delivery runs (a fixed URL helps a requeued delivery).

export interface Snapshots {
  prechange: Record<string, unknown> | null
  postchange: Record<string, unknown> | null
}

export interface DeliveryJob {
  webhook_id: number
  event_rule_id: number
  /** The core.objectchange row this delivery reports (null: an update that changed nothing has none). */
  change_id: number | null
  event: 'created' | 'updated' | 'deleted'
  /** `app.model`, e.g. dcim.site */
  object_type: string
  /** The model name, e.g. site (NetBox ≤ 4.4's `model` key). */
  model: string
  object_id: number
  object_repr: string
  /** When the change was made, ISO 8601 with `+00:00`. */
  timestamp: string
  username: string
  request_id: string
  /** The REST representation (relative URLs), frozen before the delete for deletions. */
  data: unknown
  snapshots: Snapshots
}

/**
 * The job as stored. pg-boss keeps job data as jsonb, which reorders object keys; `data` and
 * `snapshots` travel as JSON text inside it so the body keeps the REST field order.
 */
export type StoredJob = Omit<DeliveryJob, 'data' | 'snapshots'> & { payload: string }

export function pack(job: DeliveryJob): StoredJob {
  const { data, snapshots, ...rest } = job
  return { ...rest, payload: JSON.stringify({ data, snapshots }) }
}

export function unpack(stored: StoredJob): DeliveryJob {
  const { payload, ...rest } = stored
  const { data, snapshots } = JSON.parse(payload) as Pick<DeliveryJob, 'data' | 'snapshots'>
  return { ...rest, data, snapshots }
}

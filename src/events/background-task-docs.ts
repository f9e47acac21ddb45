// The OpenAPI description of /api/core/background-tasks/ (webhook deliveries), with NetBox's
// operationIds for the same paths (its list is `core_background_tasks_retrieve`, as NetBox's
// document names it).
import { errorResponses } from '../api/error-schema.js'

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` })
const str = { type: 'string' }
const nullableStr = { type: 'string', nullable: true }
const when = { type: 'string', format: 'date-time', nullable: true }
const named = {
  type: 'object',
  properties: { id: { type: 'integer' }, url: { type: 'string', format: 'uri' }, display: str, name: nullableStr },
  required: ['id', 'url', 'display', 'name'],
  additionalProperties: false,
}

export const BACKGROUND_TASK_SCHEMAS = {
  BackgroundTaskState: { type: 'string', enum: ['queued', 'active', 'succeeded', 'failed'] },
  BackgroundTask: {
    type: 'object',
    description: 'One webhook delivery and its attempts.',
    properties: {
      id: { type: 'string', format: 'uuid' },
      url: { type: 'string', format: 'uri' },
      display: str,
      kind: { type: 'string', enum: ['webhook'] },
      state: ref('BackgroundTaskState'),
      webhook: named,
      event_rule: named,
      event: { type: 'string', enum: ['created', 'updated', 'deleted'] },
      object_type: str,
      object_id: { type: 'integer' },
      object_repr: str,
      object_change: {
        type: 'object',
        nullable: true,
        properties: { id: { type: 'integer' }, url: { type: 'string', format: 'uri' } },
        required: ['id', 'url'],
        additionalProperties: false,
      },
      request_id: str,
      attempts: { type: 'integer' },
      max_attempts: { type: 'integer' },
      last_status: { type: 'integer', nullable: true },
      last_response: nullableStr,
      last_request: {
        type: 'object',
        nullable: true,
        description: 'The request the last attempt sent.',
        properties: { method: str, url: str, headers: { type: 'object', additionalProperties: { type: 'string' } }, body: str },
      },
      last_error: nullableStr,
      created: when,
      started: when,
      completed: when,
      next_attempt: when,
    },
    required: [
      'id', 'url', 'display', 'kind', 'state', 'webhook', 'event_rule', 'event', 'object_type', 'object_id', 'object_repr', 'object_change',
      'request_id', 'attempts', 'max_attempts', 'last_status', 'last_response', 'last_request', 'last_error', 'created', 'started', 'completed', 'next_attempt',
    ],
    additionalProperties: false,
  },
  PaginatedBackgroundTaskList: {
    type: 'object',
    properties: {
      count: { type: 'integer' },
      next: { type: 'string', format: 'uri', nullable: true },
      previous: { type: 'string', format: 'uri', nullable: true },
      results: { type: 'array', items: ref('BackgroundTask') },
    },
    required: ['count', 'next', 'previous', 'results'],
  },
}

const tags = ['core']
const idParam = { type: 'object', properties: { id: { type: 'string', format: 'uuid', description: 'The delivery (a UUID).' } }, required: ['id'] }

export const backgroundTaskDocs = {
  list: {
    tags,
    operationId: 'core_background_tasks_retrieve',
    summary: 'List webhook deliveries',
    description: 'Webhook deliveries: queued, active, succeeded and failed, newest first (superusers only).',
    querystring: {
      type: 'object',
      properties: {
        limit: { type: 'integer', description: 'Number of results to return per page.' },
        offset: { type: 'integer', description: 'The initial index from which to return the results.' },
        state: { type: 'string', enum: ['queued', 'active', 'succeeded', 'failed'] },
        webhook_id: { type: 'integer' },
        event_rule_id: { type: 'integer' },
        object_id: { type: 'integer' },
        object_type: str,
        request_id: str,
        event: str,
      },
    },
    response: { 200: { ...ref('PaginatedBackgroundTaskList'), description: 'A page of deliveries.' }, ...errorResponses([400, 403]) },
  },
  retrieve: {
    tags,
    operationId: 'core_background_tasks_retrieve_2',
    summary: 'Retrieve a webhook delivery',
    description: 'One webhook delivery (superusers only).',
    params: idParam,
    response: { 200: { ...ref('BackgroundTask'), description: 'The delivery.' }, ...errorResponses([403, 404]) },
  },
  requeue: {
    tags,
    operationId: 'core_background_tasks_requeue_create',
    summary: 'Requeue a failed webhook delivery',
    description: 'Put a failed webhook delivery back on the queue for one more attempt (superusers only).',
    params: idParam,
    response: { 200: { ...ref('BackgroundTask'), description: 'The delivery, queued again.' }, ...errorResponses([403, 404, 409]) },
  },
}

import { choices, f, model, objectTypeId, predicate } from '../../codegen/dsl.js'
import { JobInterval } from './data-source.js'

export const JobStatus = choices({ pending: 'Pending', scheduled: 'Scheduled', running: 'Running', completed: 'Completed', errored: 'Errored', failed: 'Failed' })

/**
 * NetBox's Job: here the record of each data source sync (src/ops/data-sync.ts), which runs in the
 * request. Read-only.
 */
export const job = model({
  app: 'core',
  name: 'job',
  path: 'jobs',
  className: 'Job',
  verbose: 'job',
  readOnly: true,
  fields: {
    object: f.generic(['core.datasource'], { typeField: 'object_type', idField: 'object_id', onDelete: 'set_null' }),
    name: f.string({ max: 200, required: true }),
    status: f.choice(JobStatus, { default: 'pending' }),
    scheduled: f.datetime({ nullable: true }),
    interval: f.choice(JobInterval, { nullable: true, plain: true }),
    started: f.datetime({ nullable: true }),
    completed: f.datetime({ nullable: true }),
    user: f.fk('users.user', { onDelete: 'set_null', nested: true }),
    data: f.json({ nullable: true }),
    error: f.text({ filter: false }),
    job_id: f.string({ max: 36, required: true }),
    log_entries: f.json({ default: [] }),
  },
  brief: ['created', 'completed', 'user', 'status'],
  display: '{name}',
  ordering: ['-created'],
  search: ['user.username', 'name'],
  tags: false,
  customFields: false,
  changeLogged: false,
  created: 'datetime',
  lastUpdated: false,
  filters: {
    object_type_id: objectTypeId('object'),
    error: false,
    data: false,
    user_id: false, // NetBox has only `user` (by username)
    // NetBox's JobFilterSet names its bounds `<field>__after` / `<field>__before`.
    ...Object.fromEntries(
      ['created', 'scheduled', 'started', 'completed'].flatMap((n) => [
        [`${n}_after`, false],
        [`${n}_before`, false],
        [`${n}__after`, predicate('bound', n, 'gte')],
        [`${n}__before`, predicate('bound', n, 'lte')],
      ]),
    ),
  },
})

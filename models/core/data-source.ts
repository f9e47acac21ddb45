import { choices, f, intChoices, model, predicate } from '../../codegen/dsl.js'

/** NetBox's data backends served here: a local directory only (git and S3 need their clients). */
export const DataSourceType = choices({ local: 'Local' })
export const DataSourceStatus = choices({ new: 'New', queued: 'Queued', syncing: 'Syncing', completed: 'Completed', failed: 'Failed' })
export const JobInterval = intChoices([
  [1, 'Minutely'],
  [60, 'Hourly'],
  [720, '12 hours'],
  [1440, 'Daily'],
  [10080, 'Weekly'],
  [43200, '30 days'],
])

/**
 * NetBox's DataSource: files read from a source into data files by `POST …/{id}/sync/`
 * (src/ops/data-sync.ts). A local source's `source_url` is a directory under LOCAL_DATA_ROOT.
 */
export const dataSource = model({
  app: 'core',
  name: 'datasource',
  path: 'data-sources',
  className: 'DataSource',
  verbose: 'data source',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    type: f.choice(DataSourceType, { required: true, example: 'local' }),
    source_url: f.string({ max: 200, required: true, label: 'URL', example: 'file:///srv/data' }),
    status: f.choice(DataSourceStatus, { default: 'new', readOnly: true }),
    enabled: f.boolean({ default: true }),
    description: f.string({ max: 200 }),
    sync_interval: f.choice(JobInterval, { nullable: true, example: null }),
    parameters: f.json({ nullable: true, example: null }),
    ignore_rules: f.text({ help: 'Patterns (one per line) matching files to ignore when syncing', filter: false }),
    comments: f.text({ filter: false }),
    last_synced: f.datetime({ nullable: true, readOnly: true }),
    file_count: f.count('core.datafile', 'source'),
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name'],
  search: ['name', 'description', 'comments'],
  tags: false, // NetBox's serializer shows no tags
  filters: {
    // NetBox's data sources take tags in its UI only (its API neither shows nor sets them): none here.
    tag: predicate('noTags', 'slug'),
    tag_id: predicate('noTags', 'id'),
    last_synced_after: false, // NetBox filters last_synced with its lookups only
    last_synced_before: false,
  },
})

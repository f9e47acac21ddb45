import { f, model, path } from '../../codegen/dsl.js'
import { siteTreeFilters } from '../../codegen/fragments.js'

export const virtualChassis = model({
  app: 'dcim',
  name: 'virtualchassis',
  path: 'virtual-chassis',
  className: 'VirtualChassis',
  verbose: 'virtual chassis',
  verbosePlural: 'virtual chassis',
  fields: {
    name: f.string({ max: 64, required: true }),
    domain: f.string({ max: 30 }),
    master: f.fk('dcim.device', { onDelete: 'set_null', nested: true }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (nor does q search them)
    member_count: f.count('dcim.device', 'virtual_chassis', { filter: true }),
    members: f.reverseMany('dcim.device', 'virtual_chassis'),
  },
  brief: ['name', 'master', 'member_count', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', 'members.name', 'domain'],
  filters: {
    ...siteTreeFilters('master.site'),
    site_id: path('master.site'),
    site: path('master.site', { by: 'slug' }),
    tenant_id: path('master.tenant'),
    tenant: path('master.tenant', { by: 'slug' }),
  },
})

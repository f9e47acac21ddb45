import { choices, f, model, path } from '../../codegen/dsl.js'
import { siteTreeFilters } from '../../codegen/fragments.js'

export const ModuleStatus = choices({
  offline: 'Offline',
  active: 'Active',
  planned: 'Planned',
  staged: 'Staged',
  failed: 'Failed',
  decommissioning: 'Decommissioning',
})

export const dcimModule = model({
  app: 'dcim',
  name: 'module',
  path: 'modules',
  className: 'Module',
  fields: {
    device: f.fk('dcim.device', { required: true, onDelete: 'cascade' }),
    module_bay: f.fk('dcim.modulebay', {
      lookupBy: false,
      required: true,
      unique: true,
      onDelete: 'cascade',
      nested: true,
      sameAs: { field: 'device', message: 'Module must be installed within a module bay belonging to the assigned device ({mine}).' },
    }),
    module_type: f.fk('dcim.moduletype', { required: true, onDelete: 'protect' }),
    status: f.choice(ModuleStatus, { default: 'active' }),
    serial: f.string({ max: 50, label: 'Serial number' }),
    asset_tag: f.string({ max: 50, unique: true, nullable: true, help: 'A unique tag used to identify this device' }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  brief: ['device', 'module_bay', 'module_type', 'description'],
  display: 'Module {id}',
  ordering: ['module_bay', 'id'],
  search: ['device.name', 'serial', 'asset_tag', 'description', 'comments'],
  filters: {
    ...siteTreeFilters('device.site'),
    site_id: path('device.site'),
    site: path('device.site', { by: 'slug' }),
    location_id: path('device.location'),
    location: path('device.location', { by: 'slug' }),
    rack_id: path('device.rack'),
    rack: path('device.rack', { by: 'name' }),
    manufacturer_id: path('module_type.manufacturer'),
    manufacturer: path('module_type.manufacturer', { by: 'slug' }),
    module_bay: false, // NetBox has only module_bay_id
  },
})

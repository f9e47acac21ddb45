import { choices, f, model } from '../../codegen/dsl.js'

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
    comments: f.text(),
  },
  brief: ['device', 'module_bay', 'module_type', 'description'],
  display: 'Module {id}',
  ordering: ['module_bay', 'id'],
  search: ['serial', 'asset_tag', 'description', 'comments'],
})

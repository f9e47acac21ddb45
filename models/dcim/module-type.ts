import { choices, exists, f, model, predicate } from '../../codegen/dsl.js'

export const ModuleAirflow = choices({
  'front-to-rear': 'Front to rear',
  'rear-to-front': 'Rear to front',
  'left-to-right': 'Left to right',
  'right-to-left': 'Right to left',
  'side-to-rear': 'Side to rear',
  passive: 'Passive',
})

export const WeightUnit = choices({ kg: 'Kilograms', g: 'Grams', lb: 'Pounds', oz: 'Ounces' })

export const moduleType = model({
  app: 'dcim',
  name: 'moduletype',
  path: 'module-types',
  className: 'ModuleType',
  verbose: 'module type',
  fields: {
    profile: f.fk('dcim.moduletypeprofile', { onDelete: 'protect' }),
    manufacturer: f.fk('dcim.manufacturer', { required: true, onDelete: 'protect' }),
    model: f.string({ max: 100, required: true }),
    part_number: f.string({ max: 50, help: 'Discrete part number (optional)' }),
    airflow: f.choice(ModuleAirflow, { nullable: true }),
    weight: f.decimal({ digits: 8, places: 2, min: 0, nullable: true }),
    weight_unit: f.choice(WeightUnit, { nullable: true }),
    description: f.string({ max: 200 }),
    // Checked against the profile's schema, cleared without one (src/domain/dcim/moduletype-attributes.ts).
    attributes: f.json({ nullable: true, example: null }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    module_count: f.count('dcim.module', 'module_type'),
  },
  unique: [['manufacturer', 'model']],
  brief: ['profile', 'manufacturer', 'model', 'description'],
  display: '{model}',
  ordering: ['model', 'id'],
  search: ['manufacturer.name', 'model', 'part_number', 'description', 'comments'],
  filters: {
    pass_through_ports: predicate('excludeIsNull', 'dcim.frontporttemplate.module_type', 'dcim.rearporttemplate.module_type'),
    console_ports: exists('dcim.consoleporttemplate', 'module_type'),
    console_server_ports: exists('dcim.consoleserverporttemplate', 'module_type'),
    power_ports: exists('dcim.powerporttemplate', 'module_type'),
    power_outlets: exists('dcim.poweroutlettemplate', 'module_type'),
    interfaces: exists('dcim.interfacetemplate', 'module_type'),
  },
})

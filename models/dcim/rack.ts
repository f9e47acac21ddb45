import { choices, f, intChoices, model, path } from '../../codegen/dsl.js'
import { contactFilters, siteTreeFilters, tenancyFilters } from '../../codegen/fragments.js'

export const RackStatus = choices({
  reserved: 'Reserved',
  available: 'Available',
  planned: 'Planned',
  active: 'Active',
  deprecated: 'Deprecated',
})

export const RackFormFactor = choices({
  '2-post-frame': '2-post frame',
  '4-post-frame': '4-post frame',
  '4-post-cabinet': '4-post cabinet',
  'wall-frame': 'Wall-mounted frame',
  'wall-frame-vertical': 'Wall-mounted frame (vertical)',
  'wall-cabinet': 'Wall-mounted cabinet',
  'wall-cabinet-vertical': 'Wall-mounted cabinet (vertical)',
})

export const RackWidth = intChoices([
  [10, '10 inches'],
  [19, '19 inches'],
  [21, '21 inches'],
  [23, '23 inches'],
])

export const WeightUnit = choices({
  kg: 'Kilograms',
  g: 'Grams',
  lb: 'Pounds',
  oz: 'Ounces',
})

export const RackDimensionUnit = choices({
  mm: 'Millimeters',
  in: 'Inches',
})

export const RackAirflow = choices({
  'front-to-rear': 'Front to rear',
  'rear-to-front': 'Rear to front',
})

export const rack = model({
  app: 'dcim',
  name: 'rack',
  path: 'racks',
  className: 'Rack',
  fields: {
    name: f.string({ max: 100, required: true }),
    facility_id: f.string({ max: 50, nullable: true, label: 'Facility ID', help: 'Locally-assigned identifier' }),
    site: f.fk('dcim.site', { required: true, onDelete: 'protect' }),
    location: f.fk('dcim.location', { onDelete: 'set_null' }),
    tenant: f.fk('tenancy.tenant', { onDelete: 'protect' }),
    status: f.choice(RackStatus, { default: 'active' }),
    role: f.fk('dcim.rackrole', { onDelete: 'protect' }),
    serial: f.string({ max: 50, label: 'Serial number' }),
    asset_tag: f.string({ max: 50, unique: true, nullable: true, help: 'A unique tag used to identify this rack' }),
    form_factor: f.choice(RackFormFactor, { nullable: true }),
    // Its attributes are copied onto the rack on every save (src/domain/dcim/rack-racktype.ts).
    rack_type: f.fk('dcim.racktype', { onDelete: 'protect' }),
    width: f.choice(RackWidth, { default: 19, help: 'Rail-to-rail width' }),
    u_height: f.integer({ min: 1, max: 100, default: 42, label: 'Height (U)', help: 'Height in rack units' }),
    starting_unit: f.integer({ min: 1, default: 1, help: 'Starting unit for rack' }),
    weight: f.decimal({ digits: 8, places: 2, min: 0, nullable: true }),
    max_weight: f.integer({ min: 0, nullable: true, help: 'Maximum load capacity for the rack' }),
    weight_unit: f.choice(WeightUnit, { nullable: true }),
    desc_units: f.boolean({ default: false, label: 'Descending units', help: 'Units are numbered top-to-bottom' }),
    outer_width: f.integer({ min: 0, nullable: true, help: 'Outer dimension of rack (width)' }),
    outer_height: f.integer({ min: 0, nullable: true, help: 'Outer dimension of rack (height)' }),
    outer_depth: f.integer({ min: 0, nullable: true, help: 'Outer dimension of rack (depth)' }),
    outer_unit: f.choice(RackDimensionUnit, { nullable: true }),
    mounting_depth: f.integer({
      min: 0,
      nullable: true,
      help: 'Maximum depth of a mounted device, in millimeters',
    }),
    airflow: f.choice(RackAirflow, { nullable: true }),
    description: f.string({ max: 200 }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
    device_count: f.count('dcim.device', 'rack'),
    powerfeed_count: f.count('dcim.powerfeed', 'rack'),
  },
  unique: [
    ['location', 'name'],
    ['location', 'facility_id'],
  ],
  brief: ['name', 'description', 'device_count'],
  display: ['{name} ({facility_id})', '{name}'],
  ordering: ['site', 'location', 'name', 'id'],
  search: ['name', 'facility_id', 'serial', 'asset_tag', 'description', 'comments'],
  filters: {
    manufacturer_id: path('rack_type.manufacturer'),
    manufacturer: path('rack_type.manufacturer', { by: 'slug' }),
    ...tenancyFilters(),
    ...contactFilters(),
    ...siteTreeFilters('site'),
    location_id: path('location', { tree: true }),
    location: path('location', { by: 'slug', tree: true }),
  },
})

import { f, model } from '../../codegen/dsl.js'
import { RackDimensionUnit, RackFormFactor, RackWidth, WeightUnit } from './rack.js'

// Units go with dimensions and weights: src/domain/dcim/racktype.ts. A rack takes its type's
// attributes: src/domain/dcim/rack-racktype.ts.
export const rackType = model({
  app: 'dcim',
  name: 'racktype',
  path: 'rack-types',
  className: 'RackType',
  verbose: 'rack type',
  fields: {
    manufacturer: f.fk('dcim.manufacturer', { required: true, onDelete: 'protect' }),
    model: f.string({ max: 100, required: true }),
    slug: f.slug({ required: true, unique: true }),
    description: f.string({ max: 200 }),
    form_factor: f.choice(RackFormFactor, { required: true }),
    width: f.choice(RackWidth, { default: 19, help: 'Rail-to-rail width' }),
    u_height: f.integer({ min: 1, max: 100, default: 42, label: 'Height (U)', help: 'Height in rack units' }),
    starting_unit: f.integer({ min: 1, default: 1, help: 'Starting unit for rack' }),
    desc_units: f.boolean({ default: false, label: 'Descending units', help: 'Units are numbered top-to-bottom' }),
    outer_width: f.integer({ min: 0, max: 32767, nullable: true, help: 'Outer dimension of rack (width)' }),
    outer_height: f.integer({ min: 0, max: 32767, nullable: true, help: 'Outer dimension of rack (height)' }),
    outer_depth: f.integer({ min: 0, max: 32767, nullable: true, help: 'Outer dimension of rack (depth)' }),
    outer_unit: f.choice(RackDimensionUnit, { nullable: true }),
    weight: f.decimal({ digits: 8, places: 2, min: 0, nullable: true }),
    max_weight: f.integer({ min: 0, nullable: true, help: 'Maximum load capacity for the rack' }),
    weight_unit: f.choice(WeightUnit, { nullable: true }),
    mounting_depth: f.integer({ min: 0, max: 32767, nullable: true, help: 'Maximum depth of a mounted device, in millimeters' }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  unique: [['manufacturer', 'model']],
  brief: ['manufacturer', 'model', 'slug', 'description'],
  display: '{model}',
  ordering: ['manufacturer', 'model', 'id'],
  search: ['model', 'description', 'comments'],
})

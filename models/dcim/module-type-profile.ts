import { f, model } from '../../codegen/dsl.js'

// The schema is a JSON schema with properties; module types' attributes follow it:
// src/domain/dcim/moduletypeprofile.ts, src/domain/dcim/moduletype-attributes.ts.
export const moduleTypeProfile = model({
  app: 'dcim',
  name: 'moduletypeprofile',
  path: 'module-type-profiles',
  className: 'ModuleTypeProfile',
  verbose: 'module type profile',
  fields: {
    name: f.string({ max: 100, required: true, unique: true }),
    description: f.string({ max: 200 }),
    schema: f.json({ nullable: true, example: { properties: { speed: { type: 'integer' } } } }),
    comments: f.text({ filter: false }), // NetBox has no filter on comments (q searches them)
  },
  brief: ['name', 'description'],
  display: '{name}',
  ordering: ['name', 'id'],
  search: ['name', 'description', 'comments'],
})
